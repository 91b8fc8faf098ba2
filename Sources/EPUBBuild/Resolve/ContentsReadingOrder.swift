import EPUBModel

/// The contents in reading order, whatever the summary lists: EPUB 3.3
/// §7.4.2.2 has reading systems follow the toc nav as the order of reading,
/// and epubcheck warns of an entry whose target comes before the one above it
/// (NAV-011). An mdBook or GitBook summary may list a section of an earlier
/// chapter below a later one (`- [B](b.md)` then `- [A setup](a.md#setup)`);
/// such an entry without entries of its own is left out. One that heads entries (a Sphinx index page's "Extra"
/// heading over the chapters after it) stays as their heading without a link (`Link.isHeading`), which leads where
/// the first of them does in the NCX.
struct ContentsReadingOrder {
    /// An entry that pointed back: left out (`leadsTo` nil), or kept over its entries, leading to the first.
    typealias Moved = (entry: Link, leadsTo: String?)

    /// Where a target stands: its page's place in the spine, and its heading's
    /// place in the page (-1 for the page's start; nil for an id that is no heading).
    private struct Position {
        let page: Int
        let heading: Int?

        /// On an earlier page, or on the same page at an earlier heading, or at its start when the other is
        /// inside it. An id that is no heading has no known place within its page but after its start, and is
        /// otherwise never taken as before or after on it (a Sphinx toctree listing `a.xhtml` again after
        /// `a.xhtml#s`, an id of a `<section>`, had passed: NAV-011).
        func isBefore(_ other: Position) -> Bool {
            guard page == other.page else { return page < other.page }
            if heading == -1 { return other.heading != -1 }
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
    func ordered(_ entries: [Link], dropped: inout [Moved]) -> [Link] {
        var previous: Position?
        return ordered(entries, after: &previous, dropped: &dropped)
    }

    private func ordered(_ entries: [Link], after previous: inout Position?, dropped: inout [Moved]) -> [Link] {
        var kept: [Link] = []
        for var entry in entries {
            let position = self.position(of: entry.href)
            if let position, let last = previous, position.isBefore(last) {
                let children = ordered(entry.children, after: &previous, dropped: &dropped)
                guard let first = children.first else {
                    dropped.append((entry, nil))
                    continue
                }
                dropped.append((entry, first.href))
                entry.href = first.href
                entry.isHeading = true
                entry.children = children
                kept.append(entry)
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
