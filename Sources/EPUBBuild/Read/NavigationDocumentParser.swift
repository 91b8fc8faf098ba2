import XMLTree

/// Reads the EPUB 3 navigation document (EPUB 3.3 §7): its `toc`,
/// `landmarks` and `page-list` navs.
struct NavigationDocumentParser {
    let path: String
    let tree: XMLTree

    private func nav(_ type: String) -> XMLNode? {
        tree.select("//h:nav[contains(concat(' ', normalize-space(@epub:type), ' '), ' \(type) ')]", namespaces: ReadNamespaces.all).first
    }

    func tableOfContents() -> [TOCEntry]? { nav("toc").map(entries) }
    func pageList() -> [TOCEntry] { nav("page-list").map(entries) ?? [] }

    func landmarks() -> [Landmark] {
        guard let nav = nav("landmarks") else { return [] }
        return nav.descendants.filter { $0.name == "a" }.map { link in
            Landmark(type: link.attribute("type", namespace: XMLTree.opsNamespace) ?? "",
                     title: link.textContent.trimmingCharacters(in: .whitespacesAndNewlines),
                     href: ContainerPath.resolve(link.attribute("href") ?? "", from: path))
        }
    }

    /// The `li` of the nav's first `ol`, each an `a` (or a heading `span`) with an optional nested `ol`.
    private func entries(_ nav: XMLNode) -> [TOCEntry] {
        guard let list = nav.elementChildren.first(where: { $0.name == "ol" }) else { return [] }
        return items(list)
    }

    private func items(_ list: XMLNode) -> [TOCEntry] {
        list.elementChildren.filter { $0.name == "li" }.compactMap { item in
            let label = item.elementChildren.first { $0.name == "a" || $0.name == "span" }
            let children = item.elementChildren.first { $0.name == "ol" }.map(items) ?? []
            guard let label else { return nil }
            let href = label.attribute("href").map { ContainerPath.resolve($0, from: path) } ?? children.first?.href ?? ""
            let title = label.textContent.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            return TOCEntry(title: title, href: href, children: children)
        }
    }
}
