import EPUBModel
import EPUBSupport
import XMLTree

extension NavigationDocument {
    /// Reads the navigation document at container path `path`: its `toc`,
    /// `landmarks` and `page-list` navs (EPUB 3.3 §7.4.3), hrefs resolved
    /// against `path`. A nav the document lacks reads as empty.
    package init(tree: XMLTree, path: String) {
        func nav(_ type: String) -> XMLNode? {
            tree.select(
                "//h:nav[contains(concat(' ', normalize-space(@epub:type), ' '), ' \(type) ')]",
                namespaces: ReadNamespaces.all
            ).first
        }
        let toc = nav("toc")
        let heading = toc?.elementChildren.first { ["h1", "h2", "h3", "h4", "h5", "h6"].contains($0.name) }
        title = heading.map { Self.label($0) } ?? ""
        tableOfContents = toc.map { Self.entries($0, path: path) } ?? []
        pageList = nav("page-list").map { Self.entries($0, path: path) } ?? []
        landmarks =
            nav("landmarks").map { nav in
                nav.descendants.filter { $0.name == "a" }.map { link in
                    Link.landmark(
                        type: link.attribute("type", namespace: XMLTree.opsNamespace) ?? "", title: Self.label(link),
                        href: ContainerPath.resolve(link.attribute("href") ?? "", from: path))
                }
            } ?? []
    }

    /// The `li` of the nav's first `ol`, each an `a` (or a heading `span`) with an optional nested `ol`.
    private static func entries(_ nav: XMLNode, path: String) -> [Link] {
        guard let list = nav.elementChildren.first(where: { $0.name == "ol" }) else { return [] }
        return items(list, path: path)
    }

    private static func items(_ list: XMLNode, path: String) -> [Link] {
        list.elementChildren.filter { $0.name == "li" }.compactMap { item in
            let label = item.elementChildren.first { $0.name == "a" || $0.name == "span" }
            let children = item.elementChildren.first { $0.name == "ol" }.map { items($0, path: path) } ?? []
            guard let label else { return nil }
            let href =
                label.attribute("href").map { ContainerPath.resolve($0, from: path) } ?? children.first?.href ?? ""
            return Link(title: Self.label(label), href: href, children: children)
        }
    }

    /// An element's text with its white space collapsed, as reading systems show it.
    private static func label(_ element: XMLNode) -> String {
        element.textContent.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
