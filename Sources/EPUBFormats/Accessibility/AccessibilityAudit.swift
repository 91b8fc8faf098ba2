import EPUBModel
import XMLTree

/// Walks one content document's body for `AccessibilityFacts`, and lists
/// each lapse with the element it is at, so the build can warn at the
/// author's line (EPUB Accessibility 1.1 §4 holds content to WCAG: 1.1.1
/// text alternatives, 1.3.1 structure and tables, 2.4.4 link purpose,
/// 3.1.2 language of parts).
package struct AccessibilityAudit {
    package enum Lapse: Equatable {
        case imageWithoutText(src: String)
        case headingLevelSkipped(from: Int, to: Int, text: String)
        case tableWithoutHeaders
        case emptyLink(href: String)
        case unmarkedLanguage(script: String, language: String)
    }

    package struct Finding {
        package var lapse: Lapse
        package var element: XMLNode
    }

    package private(set) var facts = AccessibilityFacts()
    package private(set) var findings: [Finding] = []
    private var previousHeading: Int?

    private static let namespaces = ["h": XMLTree.xhtmlNamespace]
    private static let blocks: Set<String> = [
        "p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "td", "th", "dt", "dd", "figcaption", "blockquote", "caption",
    ]
    private static let audited: Set<String> = [
        "img", "svg", "h1", "h2", "h3", "h4", "h5", "h6", "table", "a", "math", "audio", "video",
    ]

    /// Audits the body of `tree`, a content document whose text is in `language` unless an element says otherwise.
    package init(tree: XMLTree, language: String) {
        guard let body = tree.select("/h:html/h:body", namespaces: Self.namespaces).first else { return }
        // Blocks are looked at for their script only when the text holds a letter the language is not written in.
        let scripts = Script.of(language: language)
        let text = body.textContent
        if text.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) { facts.documentsWithText = 1 }
        // A language whose tag is no registered one (`jp` for `ja`) is written in no known script: its warning
        // already says to fix the tag, and a second that says "give the book its language" would contradict it.
        let mixed =
            LanguageTag.unregisteredLanguage(of: language) == nil
            && (!scripts.contains(.latin) || Script.mayHoldNonLatinLetters(text))
            && text.unicodeScalars.contains { Script.of($0).map { !scripts.contains($0) } ?? false }
        // One walk in document order, so the findings come in it too. An element's name is read first:
        // a short name costs no allocation, and only the few audited ones have their namespace read.
        body.forEachDescendant { element in
            let name = element.name
            let isBlock = mixed && Self.blocks.contains(name)
            guard Self.audited.contains(name) || isBlock else { return }
            switch element.namespaceURI {
            case XMLTree.svgNamespace where name == "svg":
                // An inline drawing is one image (a drawing nested in another is part of it).
                if element.parent?.namespaceURI != XMLTree.svgNamespace { audit(drawing: element) }
            case XMLTree.mathMLNamespace where name == "math":
                facts.math += 1
                if !Self.hasLabel(element) && element.attribute("alttext").map(Self.isBlank) != false {
                    facts.mathWithoutText += 1
                }
            case XMLTree.xhtmlNamespace:
                switch name {
                case "img": audit(image: element)
                case "h1", "h2", "h3", "h4", "h5", "h6": audit(heading: element)
                case "table": audit(table: element)
                case "a" where element.attribute("href") != nil: audit(link: element)
                case "audio", "video": facts.timeBasedMedia += 1
                default: break
                }
                if isBlock, element.children.contains(where: { $0.kind == .text && !Self.isBlank($0.textContent) }) {
                    audit(languageOf: element, language: Self.language(of: element) ?? language)
                }
            default:
                break
            }
        }
    }

    /// The `lang` (or `xml:lang`) of `element` or its nearest ancestor that has one.
    private static func language(of element: XMLNode) -> String? {
        var current: XMLNode? = element
        while let node = current, node.isElement {
            if let lang = node.attribute("lang", namespace: "http://www.w3.org/XML/1998/namespace")
                ?? node.attribute("lang")
            {
                return lang
            }
            current = node.parent
        }
        return nil
    }

    private mutating func audit(image: XMLNode) {
        facts.images += 1
        if Self.isDecorative(image) {
            facts.decorativeImages += 1
        } else if Self.saysNothing(image.attribute("alt") ?? "") && !Self.hasLabel(image) {
            facts.imagesWithoutText += 1
            findings.append(Finding(lapse: .imageWithoutText(src: image.attribute("src") ?? ""), element: image))
        }
    }

    /// Alt text that describes nothing: none, or the picture's file name (LibreOffice writes
    /// `alt="OEBPS/images/image0001.png"`), which a screen reader would spell out.
    private static func saysNothing(_ alt: String) -> Bool {
        guard !isBlank(alt) else { return true }
        let words = alt.trimmingCharacters(in: .whitespaces)
        guard !words.contains(where: \.isWhitespace), let dot = words.lastIndex(of: ".") else { return false }
        return ["png", "jpg", "jpeg", "gif", "svg", "webp", "bmp", "tif", "tiff"].contains(
            words[words.index(after: dot)...].lowercased())
    }

    private mutating func audit(drawing: XMLNode) {
        facts.images += 1
        let title = drawing.elementChildren.first { $0.name == "title" }.map { !Self.isBlank($0.textContent) } ?? false
        if Self.isDecorative(drawing) {
            facts.decorativeImages += 1
        } else if !title && !Self.hasLabel(drawing) {
            facts.imagesWithoutText += 1
            findings.append(Finding(lapse: .imageWithoutText(src: "<svg>"), element: drawing))
        }
    }

    private mutating func audit(heading: XMLNode) {
        let level = Int(String(heading.name.dropFirst()))!
        facts.headings += 1
        if let previous = previousHeading, level > previous + 1 {
            facts.skippedHeadingLevels += 1
            findings.append(
                Finding(
                    lapse: .headingLevelSkipped(from: previous, to: level, text: Self.collapsed(heading.textContent)),
                    element: heading))
        }
        previousHeading = level
    }

    private mutating func audit(table: XMLNode) {
        // A layout table says so; it has no headers to give.
        guard !["presentation", "none"].contains(table.attribute("role") ?? "") else { return }
        facts.tables += 1
        if !table.descendants.contains(where: { $0.name == "th" }) {
            facts.tablesWithoutHeaders += 1
            findings.append(Finding(lapse: .tableWithoutHeaders, element: table))
        }
    }

    private mutating func audit(link: XMLNode) {
        guard let href = link.attribute("href"), Self.isUnnamed(link: link) else { return }
        facts.emptyLinks += 1
        findings.append(Finding(lapse: .emptyLink(href: href), element: link))
    }

    /// A block whose own text is mostly in a script its language is not written in. Mostly Latin letters among some
    /// of the language's own are that language naming things (`实例: ripgrep`, `安装 Visual Studio Code`): the
    /// names and code of every language are in Latin letters.
    private mutating func audit(languageOf block: XMLNode, language: String) {
        var text = ""
        for child in block.children where child.kind == .text { text += child.textContent }
        let own = Script.of(language: language)
        guard let script = Script.dominant(in: text), !own.contains(script) else { return }
        if script == .latin, text.unicodeScalars.contains(where: { Script.of($0).map(own.contains) == true }) { return }
        facts.unmarkedLanguageChanges += 1
        findings.append(Finding(lapse: .unmarkedLanguage(script: script.rawValue, language: language), element: block))
    }

    private static func isDecorative(_ element: XMLNode) -> Bool {
        ["presentation", "none"].contains(element.attribute("role") ?? "") || element.attribute("aria-hidden") == "true"
    }

    /// Whether a screen reader has nothing to announce for `link` (WCAG 2.4.4):
    /// no text, no label, no title and no picture with alt text or a label.
    package static func isUnnamed(link: XMLNode) -> Bool {
        // A link hidden from assistive technology is never announced and needs no name (pandoc's anchor on every
        // line of highlighted code, `<a href="#cb1-1" aria-hidden="true" tabindex="-1"></a>`).
        guard link.attribute("aria-hidden") != "true", !hasLabel(link), isBlank(link.textContent),
            link.attribute("title").map(isBlank) != false
        else {
            return false
        }
        return !link.descendants.contains { ($0.name == "img" && !isBlank($0.attribute("alt") ?? "")) || hasLabel($0) }
    }

    private static func hasLabel(_ element: XMLNode) -> Bool {
        !isBlank(element.attribute("aria-label") ?? "") || !isBlank(element.attribute("aria-labelledby") ?? "")
    }

    private static func isBlank(_ text: String) -> Bool { text.allSatisfy(\.isWhitespace) }
    private static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
