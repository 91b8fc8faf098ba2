/// Turns a chapter's headings into its table-of-contents entry.
struct TableOfContentsBuilder {
    /// Heading levels shown: 1 is the chapter alone, 2 adds its sections, …
    let depth: Int

    func entry(for chapter: ChapterDocument) -> TOCEntry {
        var headings = chapter.headings[...]
        let top = headings.map(\.level).min() ?? 1
        // A single top-level heading that opens the chapter is its title: the
        // entry itself, with the levels below it as children. Otherwise the
        // top-level headings are the chapter's sections.
        var firstShown = top
        if headings.first?.level == top, headings.filter({ $0.level == top }).count == 1 {
            headings = headings.dropFirst()
            firstShown = top + 1
        }
        // A heading with no text and no picture to name it has no label a reader could choose.
        let shown = headings.filter { $0.level >= firstShown && $0.level < firstShown + depth - 1 && !$0.text.isEmpty }
        return TOCEntry(title: chapter.title, href: chapter.href, children: nest(shown[...], chapterHref: chapter.href))
    }

    /// Nests a flat run of headings by level: each heading owns the deeper ones that follow it.
    private func nest(_ headings: ArraySlice<Heading>, chapterHref: String) -> [TOCEntry] {
        var result: [TOCEntry] = []
        var index = headings.startIndex
        while index < headings.endIndex {
            let heading = headings[index]
            var end = headings.index(after: index)
            while end < headings.endIndex, headings[end].level > heading.level { end = headings.index(after: end) }
            let label = heading.text.isEmpty ? "Section" : heading.text
            result.append(TOCEntry(title: label, href: chapterHref + "#" + heading.id,
                                   children: nest(headings[headings.index(after: index)..<end], chapterHref: chapterHref)))
            index = end
        }
        return result
    }
}
