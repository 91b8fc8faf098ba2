import EPUBModel

/// The contents in reading order, whatever the summary lists: EPUB 3.3
/// §7.4.2.2 has reading systems follow the toc nav as the order of reading,
/// and epubcheck warns of an entry whose target comes before the one above it
/// (NAV-011). An mdBook or GitBook summary may list a section of an earlier
/// chapter below a later one (`- [B](b.md)` then `- [A setup](a.md#setup)`);
/// such an entry is left out, its own entries kept in its place.
struct ContentsReadingOrder {
    /// Where a target stands: its page's place in the spine, and its heading's
    /// place in the page (-1 for the page's start; nil for an id that is no heading).
    private struct Position {
        let page: Int
        let heading: Int?

        /// On an earlier page, or on the same page at an earlier heading. An id that is no
        /// heading has no known place within its page, and is never taken as before or after on it.
        func isBefore(_ other: Position) -> Bool {
            guard page == other.page else { return page < other.page }
            guard let heading, let otherHeading = other.heading else { return false }
            return heading < otherHeading
        }
    }

    /// Keyed by Substring, so that a target's parts are looked up without making Strings of them.
    private let pages: [Substring: Int]
    /// Each page's headings by id, each with its place in the page.
    private let headings: [Substring: [Substring: Int]]

    init(pages: [ContentPage], chapters: [ResolvedChapter]) {
        self.pages = Dictionary(pages.enumerated().map { ($1.href[...], $0) }, uniquingKeysWith: { first, _ in first })
        headings = Dictionary(
            chapters.map { chapter in
                (
                    chapter.href[...],
                    Dictionary(
                        chapter.headings.enumerated().map { ($1.id[...], $0) }, uniquingKeysWith: { first, _ in first })
                )
            }, uniquingKeysWith: { first, _ in first })
    }

    /// `entries` without those that point before the entry above them; the ones left out, in `dropped`.
    func ordered(_ entries: [Link], dropped: inout [Link]) -> [Link] {
        var previous: Position?
        return ordered(entries, after: &previous, dropped: &dropped)
    }

    private func ordered(_ entries: [Link], after previous: inout Position?, dropped: inout [Link]) -> [Link] {
        var kept: [Link] = []
        for var entry in entries {
            let position = self.position(of: entry.href)
            if let position, let last = previous, position.isBefore(last) {
                dropped.append(entry)
                kept += ordered(entry.children, after: &previous, dropped: &dropped)
                continue
            }
            if let position { previous = position }
            entry.children = ordered(entry.children, after: &previous, dropped: &dropped)
            kept.append(entry)
        }
        return kept
    }

    private func position(of href: String) -> Position? {
        guard let hash = href.firstIndex(of: "#") else {
            return pages[href[...]].map { Position(page: $0, heading: -1) }
        }
        let page = href[..<hash]
        return pages[page].map { Position(page: $0, heading: headings[page]?[href[href.index(after: hash)...]]) }
    }
}
