import XMLTree

/// Reads an EPUB 2 NCX (OPF 2.0.1 §2.4.1): the navMap as a table of contents,
/// the pageList as a page list.
struct NCXParser {
    let path: String
    let tree: XMLTree

    func tableOfContents() -> [TOCEntry] {
        tree.select("/ncx:ncx/ncx:navMap", namespaces: ReadNamespaces.all).first.map { points($0, named: "navPoint") } ?? []
    }

    func pageList() -> [TOCEntry] {
        tree.select("/ncx:ncx/ncx:pageList", namespaces: ReadNamespaces.all).first.map { points($0, named: "pageTarget") } ?? []
    }

    private func points(_ parent: XMLNode, named name: String) -> [TOCEntry] {
        parent.elementChildren.filter { $0.name == name }.map { point in
            let label = point.elementChildren.first { $0.name == "navLabel" }?.textContent
                .split(whereSeparator: \.isWhitespace).joined(separator: " ") ?? ""
            let src = point.elementChildren.first { $0.name == "content" }?.attribute("src") ?? ""
            return TOCEntry(title: label, href: ContainerPath.resolve(src, from: path), children: points(point, named: name))
        }
    }
}
