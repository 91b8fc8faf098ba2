import EPUBModel
import EPUBSupport
import XMLTree

extension NavigationDocument {
    /// Reads the navigation document at container path `path`: its `toc`,
    /// `landmarks` and `page-list` navs (EPUB 3.3 §7.4.3), hrefs resolved
    /// against `path`. A nav the document lacks reads as empty.
    package init(tree: XMLTree, path: ContainerPath) {
        func nav(_ type: String) -> XMLNode? {
            tree.select(
                "//h:nav[contains(concat(' ', normalize-space(@epub:type), ' '), ' \(type) ')]",
                namespaces: ReadNamespaces.all
            ).first
        }
        let toc = nav("toc")
        let heading = toc?.elementChildren.first { ["h1", "h2", "h3", "h4", "h5", "h6"].contains($0.name) }
        self.init(
            path: path, title: heading.map { Self.label($0) } ?? "",
            tableOfContents: toc.map { Self.entries($0, path: path) } ?? [],
            landmarks: nav("landmarks").map { nav in
                nav.descendants.filter { $0.name == "a" }.map { link in
                    let href = RelativeReference(link.attribute("href") ?? "")
                    return ContainerLink.landmark(
                        type: link.attribute("type", namespace: XMLTree.opsNamespace) ?? "", title: Self.label(link),
                        path: href.resolved(against: path), fragment: href.fragment)
                }
            } ?? [],
            pageList: nav("page-list").map { Self.entries($0, path: path) } ?? [])
    }

    /// The `li` of the nav's first `ol`, each an `a` (or a heading `span`) with an optional nested `ol`.
    private static func entries(_ nav: XMLNode, path: ContainerPath) -> [ContainerLink] {
        guard let list = nav.elementChildren.first(where: { $0.name == "ol" }) else { return [] }
        return items(list, path: path)
    }

    /// An entry without an href (a heading `span`) leads where its first child does (else to the root:
    /// no document).
    private static func items(_ list: XMLNode, path: ContainerPath) -> [ContainerLink] {
        list.elementChildren.filter { $0.name == "li" }.compactMap { item in
            let label = item.elementChildren.first { $0.name == "a" || $0.name == "span" }
            let children = item.elementChildren.first { $0.name == "ol" }.map { items($0, path: path) } ?? []
            guard let label else { return nil }
            guard let href = label.attribute("href").map(RelativeReference.init) else {
                return ContainerLink(
                    title: Self.label(label), path: children.first?.path ?? .root, fragment: children.first?.fragment,
                    children: children)
            }
            return ContainerLink(
                title: Self.label(label), path: href.resolved(against: path), fragment: href.fragmentID,
                children: children)
        }
    }

    /// An element's text with its white space collapsed, as reading systems show it.
    private static func label(_ element: XMLNode) -> String {
        element.textContent.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
