import EPUBModel
import XMLTree

/// pandoc's `implicit_header_references`: `[Heading text]`, `[Heading text][]` and `[the section][Heading text]` link
/// to the heading of that text, in any chapter (pandoc reads its files as one document), when no reference definition
/// has that label (those are links already). Read as CommonMark they stayed text, brackets and all.
///
/// Run once every heading has its id: the link is a bare `#id`, which pandoc's Markdown looks up book-wide
/// (`LinkResolver.bookWideAnchors`).
enum HeadingReferences {
    private static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]
    // Compiled once; never mutated after it is built (Swift 6 cannot prove that, hence nonisolated(unsafe)).
    nonisolated(unsafe) private static let reference = /\[([^\[\]]+)\](?:\[([^\[\]]*)\])?/

    /// Each heading's text, folded as a reference label is (CommonMark §4.7: case and runs of spaces), and its id:
    /// the first heading of each text, in reading order.
    static func targets(in chapters: [ResolvedChapter]) -> [String: String] {
        var targets: [String: String] = [:]
        for chapter in chapters {
            guard let body = chapter.document.body else { continue }
            body.forEachDescendant { node in
                guard node.isElement, headings.contains(node.name), let id = node.attribute("id") else { return }
                let key = label(text(of: node))
                if !key.isEmpty, targets[key] == nil { targets[key] = id }
            }
        }
        return targets
    }

    /// The bracketed heading texts of `body` made links to their headings.
    static func link(_ body: XMLNode, to targets: [String: String]) {
        // A link's text is never a reference.
        for text in ProseTexts.holding("]", in: body, skipping: ["a"]) { linkReferences(in: text, to: targets) }
    }

    private static func linkReferences(in node: XMLNode, to targets: [String: String]) {
        let text = node.textContent
        let matches = text.matches(of: reference).filter { match in
            targets[label(String(match.output.2.flatMap { $0.isEmpty ? nil : $0 } ?? match.output.1))] != nil
        }
        guard !matches.isEmpty, let parent = node.parent else { return }
        var rest = text[...]
        for match in matches {
            if rest.startIndex < match.range.lowerBound {
                parent.insertText(String(rest[..<match.range.lowerBound]), before: node)
            }
            let written = String(match.output.2.flatMap { $0.isEmpty ? nil : $0 } ?? match.output.1)
            let link = parent.insertElement("a", before: node)
            link.setAttribute("href", "#" + targets[label(written)]!)
            link.appendText(String(match.output.1))
            rest = text[match.range.upperBound...]
        }
        node.setText(String(rest))
    }

    /// A heading's text without the section number `-N` put before it.
    private static func text(of heading: XMLNode) -> String {
        var text = heading.textContent
        if let number = heading.firstDescendant(where: { $0.attribute("class") == "header-section-number" }) {
            let shown = number.textContent
            if text.hasPrefix(shown) { text.removeFirst(shown.count) }
        }
        return text
    }

    private static func label(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
    }
}
