import EPUBModel

/// The contents in reading order, whatever the summary lists: EPUB 3.3
/// §7.4.2.2 has reading systems follow the toc nav as the order of reading,
/// and epubcheck warns of an entry whose target comes before the one above it
/// (NAV-011). An mdBook or GitBook summary may list a section of an earlier
/// chapter below a later one (`- [B](b.md)` then `- [A setup](a.md#setup)`);
/// such an entry is left out, its own entries kept in its place.
struct ContentsReadingOrder {
    /// Each page's place in the spine.
    private let pages: [String: Int]
    /// Each heading's place in its page (`text/a.xhtml#setup`); a page's own start is before all of them.
    private let headings: [String: Int]

    init(pages: [ContentPage], chapters: [ResolvedChapter]) {
        self.pages = Dictionary(pages.enumerated().map { ($1.href, $0) }, uniquingKeysWith: { first, _ in first })
        var headings: [String: Int] = [:]
        for chapter in chapters {
            for (index, heading) in chapter.headings.enumerated() where headings[chapter.href + "#" + heading.id] == nil
            {
                headings[chapter.href + "#" + heading.id] = index
            }
        }
        self.headings = headings
    }

    /// `entries` without those that point before the entry above them; the ones left out, in `dropped`.
    func ordered(_ entries: [Link], dropped: inout [Link]) -> [Link] {
        var previous: String?
        return ordered(entries, after: &previous, dropped: &dropped)
    }

    private func ordered(_ entries: [Link], after previous: inout String?, dropped: inout [Link]) -> [Link] {
        var kept: [Link] = []
        for var entry in entries {
            if let last = previous, isBefore(entry.href, last) {
                dropped.append(entry)
                kept += ordered(entry.children, after: &previous, dropped: &dropped)
                continue
            }
            if pages[Self.page(of: entry.href)] != nil { previous = entry.href }
            entry.children = ordered(entry.children, after: &previous, dropped: &dropped)
            kept.append(entry)
        }
        return kept
    }

    /// Whether `href` comes before `other` in reading order: on an earlier page, or
    /// on the same page at an earlier heading. A fragment that is no heading has no
    /// known place within its page, and is never taken as before or after on it.
    func isBefore(_ href: String, _ other: String) -> Bool {
        guard let page = pages[Self.page(of: href)], let otherPage = pages[Self.page(of: other)] else { return false }
        guard page == otherPage else { return page < otherPage }
        guard let place = placeOnPage(of: href), let otherPlace = placeOnPage(of: other) else { return false }
        return place < otherPlace
    }

    private func placeOnPage(of href: String) -> Int? {
        href.contains("#") ? headings[href] : -1
    }

    private static func page(of href: String) -> String {
        String(href.prefix { $0 != "#" })
    }
}
