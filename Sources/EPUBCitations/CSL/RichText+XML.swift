import XMLTree

/// Rich text written into an (X)HTML tree as pandoc writes citeproc's output: `<em>`, `<strong>`, small capitals
/// as `<span class="smallcaps">`, `<sup>`/`<sub>`, links, and display blocks as `<div class="csl-…">`.
extension RichText {
    /// Appends the text to `parent`; `href` turns a link to `#ref-<id>` into the address of its entry.
    public func append(to parent: XMLNode, href: (String) -> String = { $0 }) {
        switch self {
        case .text(let text): if !text.isEmpty { parent.appendText(Reference.unmarked(text)) }
        case .sequence(let parts): for part in parts { part.append(to: parent, href: href) }
        case .quoted(let open, let close, let inner):
            parent.appendText(open)
            inner.append(to: parent, href: href)
            parent.appendText(close)
        case .link(let target, let inner):
            // HTML §4.5.1: an `a` holds no interactive content. A citation the author put inside a link
            // (`[[@key]](https://…)`) stays the author's link, its text unlinked, as pandoc 3 writes it.
            guard !Self.isInsideLink(parent) else {
                inner.append(to: parent, href: href)
                return
            }
            let link = parent.appendElement("a")
            link.setAttribute("href", href(target))
            if target.hasPrefix("#ref-") { link.setAttribute("role", "doc-biblioref") }
            inner.append(to: link, href: href)
        case .display(let kind, let inner):
            let block = parent.appendElement("div")
            block.setAttribute("class", "csl-" + kind)
            inner.append(to: block, href: href)
        case .styled(let formatting, let inner):
            inner.append(to: Self.open(formatting, in: parent), href: href)
        }
    }

    private static func isInsideLink(_ node: XMLNode) -> Bool {
        var current: XMLNode? = node
        while let element = current, element.isElement {
            if element.name == "a" { return true }
            current = element.parent
        }
        return false
    }

    /// The elements `formatting` asks for, nested, innermost returned.
    private static func open(_ formatting: Formatting, in parent: XMLNode) -> XMLNode {
        var node = parent
        if formatting.italic { node = node.appendElement("em") }
        if formatting.bold { node = node.appendElement("strong") }
        if formatting.roman {
            node = node.appendElement("span")
            node.setAttribute("style", "font-style:normal;")
        }
        if formatting.smallCaps {
            node = node.appendElement("span")
            node.setAttribute("class", "smallcaps")
        }
        if formatting.underline {
            node = node.appendElement("span")
            node.setAttribute("class", "underline")
        }
        if let align = formatting.verticalAlign { node = node.appendElement(align) }
        return node
    }
}
