import EPUBModel

/// Turns a chapter's headings into its table-of-contents entry.
struct TableOfContentsBuilder {
    /// Heading levels shown: 1 is the chapter alone, 2 adds its sections, …
    let depth: Int
    /// pandoc's `--toc-depth` counts heading levels from h1, whatever level its chapters start at
    /// (`--epub-chapter-level 2`): then no heading below h`depth` is listed.
    var absolute = false

    func entry(for chapter: ResolvedChapter) -> Link {
        var headings = chapter.headings.filter(\.opensSection)[...]
        let top = headings.map(\.level).min() ?? 1
        // A single top-level heading that opens the chapter is its title: the
        // entry itself, with the levels below it as children. Otherwise the
        // top-level headings are the chapter's sections.
        var firstShown = top
        if headings.first?.level == top, headings.filter({ $0.level == top }).count == 1 {
            headings = headings.dropFirst()
            firstShown = top + 1
        } else if let first = headings.first, first.text == chapter.title {
            // The first of several is the chapter's title too, which the entry itself shows: listed again beneath it,
            // the contents named one place twice ("One", then "One" and "Two" under it).
            headings = headings.dropFirst()
        }
        // A heading with no text and no picture to name it has no label a reader could choose.
        let deepest = absolute ? depth : firstShown + depth - 2
        let shown = headings.filter { $0.level >= firstShown && $0.level <= deepest && !$0.text.isEmpty }
        return Link(title: chapter.title, href: chapter.href, children: nest(shown[...], chapterHref: chapter.href))
    }

    /// `generated` without the entries `listed` already names (the same document and
    /// fragment: a SUMMARY.md entry `ch01.md#intro` beside the chapter's own `intro`
    /// heading), or that a section entry `elsewhere` in the contents names, so
    /// the contents never list one target twice (epubcheck NAV-011 finds the
    /// second out of reading order). A dropped entry's own children go to the
    /// listed entry when the summary gives it none.
    static func withoutListed(_ generated: [Link], listed: inout [Link], elsewhere: Set<String> = []) -> [Link] {
        let hrefs = Set(flattened(listed).map(\.href)).union(elsewhere)
        guard !hrefs.isEmpty else { return generated }
        func filter(_ entries: [Link]) -> [Link] {
            var kept: [Link] = []
            for var entry in entries {
                entry.children = filter(entry.children)
                if !hrefs.contains(entry.href) {
                    kept.append(entry)
                } else if !entry.children.isEmpty {
                    giveChildren(entry.children, to: entry.href, in: &listed)
                }
            }
            return kept
        }
        return filter(generated)
    }

    /// Each document of a chapter and each of its headings, by place in the reading order.
    static func documentOrder(of documents: ArraySlice<ResolvedChapter>) -> [String: Int] {
        var order: [String: Int] = [:]
        for document in documents {
            order[document.href] = order.count
            for heading in document.headings { order[document.href + "#" + heading.id] = order.count }
        }
        return order
    }

    /// The generated entries placed among the listed ones in reading order (NAV-011:
    /// "toc nav must be in reading order"): each after the last listed entry of the
    /// chapter that comes before it, else first. The listed entries keep the author's order.
    static func merged(_ generated: [Link], into listed: [Link], order: [String: Int]) -> [Link] {
        var result = listed
        for entry in generated {
            guard let position = order[entry.href] else {
                result.append(entry)
                continue
            }
            let before = result.lastIndex { order[$0.href].map { $0 < position } ?? false }
            result.insert(entry, at: before.map { $0 + 1 } ?? 0)
        }
        return result
    }

    private static func flattened(_ entries: [Link]) -> [Link] {
        entries.flatMap { [$0] + flattened($0.children) }
    }

    /// Gives `children` to the first entry of `entries` linking to `href` when it has none; whether one was found.
    @discardableResult
    private static func giveChildren(_ children: [Link], to href: String, in entries: inout [Link]) -> Bool {
        for index in entries.indices {
            if entries[index].href == href {
                if entries[index].children.isEmpty { entries[index].children = children }
                return true
            }
            if giveChildren(children, to: href, in: &entries[index].children) { return true }
        }
        return false
    }

    /// Nests a flat run of headings by level: each heading owns the deeper ones that follow it.
    private func nest(_ headings: ArraySlice<Heading>, chapterHref: String) -> [Link] {
        var result: [Link] = []
        var index = headings.startIndex
        while index < headings.endIndex {
            let heading = headings[index]
            var end = headings.index(after: index)
            while end < headings.endIndex, headings[end].level > heading.level { end = headings.index(after: end) }
            let label = heading.text.isEmpty ? "Section" : heading.text
            result.append(
                Link(
                    title: label, href: chapterHref + "#" + heading.id,
                    children: nest(headings[headings.index(after: index)..<end], chapterHref: chapterHref)))
            index = end
        }
        return result
    }
}
