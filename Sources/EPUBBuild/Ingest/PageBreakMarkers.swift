import EPUBModel
import EPUBSupport
import XMLTree

/// Where the print edition's pages begin, as a chapter marks them: an
/// element with `epub:type="pagebreak"` or DPUB-ARIA `role="doc-pagebreak"`
/// (its label the `title`, `aria-label` or text), or in Markdown the
/// comment `<!-- page 12 -->`, which stays invisible wherever Markdown is
/// shown. They make the page list (EPUB 3.3 §7.4.3.2), beside book.yaml's `pages:`.
enum PageBreakMarkers {
    nonisolated(unsafe) private static let shorthand = /<!--\s*page\s+([^\s<>"&]+)\s*-->/

    /// The Markdown shorthand in `html`, cmark-gfm's rendering of a chapter,
    /// as marker elements. In code, cmark-gfm writes `<` as `&lt;`, so only
    /// a comment in the text itself is taken.
    /// The regex is tried only where a comment opens: run over the whole page
    /// (`replacing`), it cost an eighth of the build of a book whose chapters
    /// hold other comments (comprehensive-rust's `<!-- mdbook-xgettext: skip -->`).
    static func expandingShorthand(in html: String) -> String {
        guard ByteSearch.contains("<!--", in: html) else { return html }
        var result = ""
        var copied = html.startIndex
        // Each `<!--`, found in the UTF-8 bytes (a search by String index for each `<` was a fiftieth of a
        // code-heavy book's build).
        for offset in ByteSearch.occurrences(of: Array("<!--".utf8), in: Array(html.utf8)) {
            let start = html.utf8.index(html.utf8.startIndex, offsetBy: offset)
            guard start >= copied, let match = html[start...].prefixMatch(of: shorthand) else { continue }
            result += html[copied..<start]
            result += "<span epub:type=\"pagebreak\" role=\"doc-pagebreak\" aria-label=\"\(match.1)\"></span>"
            copied = match.range.upperBound
        }
        guard copied > html.startIndex else { return html }
        return result + html[copied...]
    }

    /// The page-list entries of `chapter`'s markers, in document order, to
    /// the chapter at `href` in the package (Resolve places it); a marker
    /// without an id gets one.
    static func targets(in chapter: ChapterDocument, at href: String) -> [Link] {
        guard chapter.mayHoldPageBreaks else { return [] }
        let tree = chapter.content
        let namespaces = ["h": XMLTree.xhtmlNamespace, "epub": XMLTree.opsNamespace]
        let elements = tree.select(
            "/h:html/h:body/descendant::*[@role='doc-pagebreak' or contains(@epub:type, 'pagebreak')]",
            namespaces: namespaces
        )
        .filter {
            $0.attribute("role") == "doc-pagebreak"
                || ($0.attribute("type", namespace: XMLTree.opsNamespace) ?? "").split(separator: " ").contains(
                    "pagebreak")
        }
        guard !elements.isEmpty else { return [] }
        var ids = Set(tree.select("//@id").map(\.textContent))
        return elements.compactMap { element in
            let label = [element.attribute("title"), element.attribute("aria-label"), element.textContent]
                .compactMap { $0?.split(whereSeparator: \.isWhitespace).joined(separator: " ") }.first { !$0.isEmpty }
            guard let label else { return nil }
            var id = element.attribute("id") ?? ""
            if id.isEmpty {
                let base = "page-" + IdentifierRegistry.slug(label)
                id = base
                var counter = 1
                while ids.contains(id) { id = "\(base)-\(counter)"; counter += 1 }
                ids.insert(id)
                element.setAttribute("id", id)
            }
            return Link(title: label, href: href + "#" + id)
        }
    }
}
