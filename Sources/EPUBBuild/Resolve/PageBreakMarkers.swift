import XMLTree

/// Where the print edition's pages begin, as a chapter marks them: an
/// element with `epub:type="pagebreak"` or DPUB-ARIA `role="doc-pagebreak"`
/// (its label the `title`, `aria-label` or text), or in Markdown the
/// comment `<!-- page 12 -->`, which stays invisible wherever Markdown is
/// shown. They make the page list (EPUB 3.3 §7.4.3.2), beside book.yaml's `pages:`.
enum PageBreakMarkers {
    nonisolated(unsafe) private static let shorthand = /\s*page\s+(\S+)\s*/

    /// The page-list entries of `chapter`'s markers, in document order. A
    /// shorthand becomes a marker element; a marker without an id gets one.
    static func targets(in chapter: ChapterDocument) -> [TOCEntry] {
        guard let body = chapter.body else { return [] }
        var ids: Set<String> = []
        var markers: [(element: XMLNode, label: String)] = []
        var comments: [(XMLNode, String)] = []
        func findComments(in element: XMLNode) {
            for child in element.children {
                if child.kind == .comment, let match = child.textContent.wholeMatch(of: shorthand) {
                    comments.append((child, String(match.1)))
                } else if child.isElement {
                    findComments(in: child)
                }
            }
        }
        findComments(in: body)
        for (comment, label) in comments {
            guard let parent = comment.parent else { continue }
            let marker = parent.insertElement("span", before: comment)
            marker.setAttribute("type", "pagebreak", namespace: XMLTree.opsNamespace, prefix: "epub")
            marker.setAttribute("role", "doc-pagebreak")
            marker.setAttribute("aria-label", label)
            comment.remove()
        }
        for element in body.descendants where element.isElement {
            if let id = element.attribute("id") { ids.insert(id) }
            let types = element.attribute("type", namespace: XMLTree.opsNamespace)?.split(separator: " ") ?? []
            guard types.contains("pagebreak") || element.attribute("role") == "doc-pagebreak" else { continue }
            let label = [element.attribute("title"), element.attribute("aria-label"), element.textContent]
                .compactMap { $0?.split(whereSeparator: \.isWhitespace).joined(separator: " ") }.first { !$0.isEmpty }
            if let label { markers.append((element, label)) }
        }
        return markers.map { marker in
            var id = marker.element.attribute("id") ?? ""
            if id.isEmpty {
                let base = "page-" + IdentifierRegistry.slug(marker.label)
                id = base
                var counter = 1
                while ids.contains(id) { id = "\(base)-\(counter)"; counter += 1 }
                ids.insert(id)
                marker.element.setAttribute("id", id)
            }
            return TOCEntry(title: marker.label, href: chapter.href + "#" + id)
        }
    }
}
