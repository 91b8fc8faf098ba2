import XMLTree

/// pandoc's `--shift-heading-level-by` (`shift-heading-level-by:`): every heading's level moved by the same
/// amount, so that `-1` makes a file's `##` sections the book's top level. HTML has six levels: a heading
/// shifted below h1 becomes a paragraph, and one shifted above h6 a `<p class="heading">`, as pandoc writes
/// them. Its attributes stay, so links to its id still land; the paragraph beyond h6 keeps the anchor it had as a
/// heading (pandoc's too), as an id of its own, since only headings get one made later.
enum HeadingLevels {
    static func shift(_ body: XMLNode, by shift: Int) {
        guard shift != 0 else { return }
        var ids = Set(body.descendants.compactMap { $0.attribute("id") })
        for element in body.descendants {
            guard let level = level(of: element) else { continue }
            let shifted = level + shift
            if shifted > 6 && element.attribute("id") == nil {
                let slug = IdentifierRegistry.slug(element.textContent)
                var id = slug
                var suffix = 0
                while ids.contains(id) {
                    suffix += 1
                    id = "\(slug)-\(suffix)"
                }
                ids.insert(id)
                element.setAttribute("id", id)
            }
            let renamed = element.replace(withElement: (1...6).contains(shifted) ? "h\(shifted)" : "p")
            renamed.setLine(element.line)
            for attribute in element.attributes {
                renamed.setAttribute(attribute.name, attribute.value, namespace: attribute.namespace)
            }
            if shifted > 6 {
                renamed.setAttribute("class", (renamed.attribute("class").map { $0 + " " } ?? "") + "heading")
            }
        }
    }

    /// 1 to 6 for an h1 to h6 element of XHTML.
    static func level(of element: XMLNode) -> Int? {
        let name = element.name
        guard element.isElement, name.count == 2, name.first == "h", let level = name.last?.wholeNumberValue,
            (1...6).contains(level), element.namespaceURI == XMLTree.xhtmlNamespace
        else { return nil }
        return level
    }
}
