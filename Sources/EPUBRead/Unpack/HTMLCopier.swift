import XMLTree

/// Copies XHTML content into the flattened page as HTML. libxml2's HTML
/// writer only treats elements without a namespace as HTML: a copied XHTML
/// `<br/>` would come out as `<br></br>`, which HTML parsers read as two
/// line breaks. So XHTML elements are rebuilt without their namespace
/// (void elements then lose their end tag), `xml:lang` becomes `lang`,
/// `epub:type` becomes `data-epub-type`; SVG and MathML keep their
/// namespace, as HTML's foreign content does.
enum HTMLCopier {
    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

    /// Appends copies of `source`'s children to `target`.
    static func copyChildren(of source: XMLNode, into target: XMLNode) {
        for child in source.children {
            switch child.kind {
            case .text:
                target.appendText(child.textContent)
            case .element where child.namespaceURI == XMLTree.opsNamespace:
                // An epub:switch shows one of its parts; an epub:trigger nothing (both deprecated, EPUB 3.3 Appendix
                // D).
                if child.name == "switch", let shown = child.shownCaseOfSwitch { copyChildren(of: shown, into: target) }
            case .element where child.namespaceURI == nil || child.namespaceURI == XMLTree.xhtmlNamespace:
                let element = target.appendElement(child.name)
                copyAttributes(of: child, to: element)
                copyChildren(of: child, into: element)
            case .element:
                target.appendCopy(of: child)
            case .comment, .other:
                break  // comments and processing instructions carry nothing a reader sees
            }
        }
    }

    /// Copies `source`'s attributes to the HTML element `target`, mapping XML-only ones to HTML.
    static func copyAttributes(of source: XMLNode, to target: XMLNode, except skipped: Set<String> = []) {
        let attributes = source.attributes
        let hasPlainLang = attributes.contains { $0.namespace == nil && $0.name == "lang" }
        for (namespace, name, value) in attributes {
            let html: String?
            switch namespace {
            case nil: html = name
            case xmlNamespace?: html = name == "lang" && !hasPlainLang ? "lang" : nil
            case XMLTree.opsNamespace?: html = "data-epub-" + name
            default: html = "data-" + name
            }
            guard let html, !skipped.contains(html) else { continue }
            target.setAttribute(html, value)
        }
    }

    /// `lang` or `xml:lang`, `dir` and `class` of an `<html>` or `<body>` element.
    static func language(of element: XMLNode) -> String? {
        element.attribute("lang") ?? element.attribute("lang", namespace: xmlNamespace)
    }
}
