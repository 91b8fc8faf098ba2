import EPUBModel
import EPUBSupport
import Foundation

/// The Resolve pass that walks book.yaml's contents (`Resolution.placeContents`):
/// each entry places its documents in the spine, in order, and gives its
/// entries to the table of contents, the page list and the landmarks.
extension Resolution {
    mutating func place(_ entries: [ContentsEntry]) -> [Link] {
        var toc: [Link] = []
        for entry in entries {
            switch entry {
            case .chapter(_, let children):
                toc += placeChapter(children: children)
            case .part(let written, _, let children):
                let title = plainTitle(written)
                partCount += 1
                let href = registry.claimHref("\(layout.textFolder)/part-\(partCount).xhtml")
                var page = ContentPage(kind: .part, href: href, title: title)
                page.webLinks = children.compactMap { child -> Link? in
                    guard case .link(let title, let url, _) = child else { return nil }
                    return Link(title: plainTitle(title), href: url)
                }
                pages.append(page)
                toc.append(Link(title: title, href: href, children: place(children)))
            case .section(let title, let file, let fragment, let location, let children):
                toc += placeSection(
                    title: plainTitle(title), file: file, fragment: fragment, location: location, children: children)
            case .link:
                break  // on its part's page
            }
        }
        return toc
    }

    /// A title the contents list gives, each formula in it as its TeX, as a chapter's (`ChapterIngestion.chapter`).
    private func plainTitle(_ title: String) -> String {
        spec.math.map { TeXMath.formulasAsTeX(in: title, delimiters: $0) } ?? title
    }

    private var lenientEntries: Bool { lenient || spec.lenientFragments }

    /// A chapter: its documents (one, or several when it is split) in the spine, its page-list entries and
    /// landmarks, and its entries in the contents, generated from its headings or listed in book.yaml.
    private mutating func placeChapter(children: [ContentsEntry]) -> [Link] {
        let builder = TableOfContentsBuilder(depth: spec.tableOfContents.depth, absolute: spec.tool == .pandoc)
        let first = chapters[nextChapter], start = nextChapter
        placeListedPagesAndLandmarks(of: first)
        var entry = builder.entry(for: first)
        recordLevel(of: first)
        var explicit: [Link]?
        switch first.document.spec.tableOfContents {
        case .headings: break
        case .hidden: explicit = []
        case .entries(let entries):
            explicit = resolver.explicitEntries(
                entries, in: first, lenient: lenientEntries, diagnostics: &diagnostics)
        }
        var splits: [(level: Int, link: Link)] = []
        // The documents of one source file: one, or several when the chapter is split.
        repeat {
            let chapter = chapters[nextChapter]
            pages.append(BookResolver.page(of: chapter, at: nextChapter, linear: chapter.document.spec.linear))
            // A marker book.yaml's `pages:` already names (a project unpack wrote) is one page, not two.
            let named = Set(pageList.map(\.href))
            pageList += markers[nextChapter].filter { !named.contains($0.href) }
            if chapter.document.splitIndex > 0, let split = splitEntry(for: chapter, below: first) {
                splits.append(split)
                if split.level <= (first.headings.first?.level ?? 1) { recordLevel(of: chapter) }
            }
            nextChapter += 1
        } while nextChapter < chapters.count && chapters[nextChapter].document.splitIndex > 0
        let (below, siblings) = Self.nested(splits, under: first.headings.first?.level ?? 1)
        entry.children += below
        if var explicit {
            placeNested(children, below: first, in: &explicit)
            return explicit
        }
        // A summary's section entries (`ch01.md#intro`) stand for the headings the chapter's entry would list.
        var nested = place(children)
        let generated = TableOfContentsBuilder.withoutListed(entry.children, listed: &nested, elsewhere: listedSections)
        let splitSiblings = TableOfContentsBuilder.withoutListed(siblings, listed: &nested, elsewhere: listedSections)
        let order = TableOfContentsBuilder.documentOrder(of: chapters[start..<nextChapter])
        entry.children = TableOfContentsBuilder.merged(generated, into: nested, order: order)
        return [entry] + splitSiblings
    }

    /// A split document's entry and the level of its heading; nil when the contents' depth leaves it out
    /// (`toc: {depth: 1}` lists chapters alone, whatever documents they were split into).
    private func splitEntry(for chapter: ResolvedChapter, below first: ResolvedChapter) -> (level: Int, link: Link)? {
        let level = chapter.headings.first?.level ?? 1
        let depth = spec.tableOfContents.depth
        let absolute = spec.tool == .pandoc
        // Its depth in the contents: a document of the first one's level is another entry beside it.
        let entryDepth = absolute ? level : max(1, level - (first.headings.first?.level ?? 1) + 1)
        guard entryDepth <= depth else { return nil }
        let builder = TableOfContentsBuilder(depth: absolute ? depth : depth - entryDepth + 1, absolute: absolute)
        return (level, builder.entry(for: chapter))
    }

    /// Split documents' entries nested by their headings' levels: one deeper than the first document's sits below
    /// it, or below the document before it that is shallower (`split: 3`: an h3 below its h2; `--split-level 2`:
    /// 2.1 under Chapter Two, not Chapter One); one of the first one's level is an entry beside it.
    static func nested(_ splits: [(level: Int, link: Link)], under firstLevel: Int) -> (below: [Link], beside: [Link]) {
        var index = 0
        func take(below parentLevel: Int) -> [Link] {
            var taken: [Link] = []
            while index < splits.count, splits[index].level > parentLevel {
                var link = splits[index].link
                let level = splits[index].level
                index += 1
                link.children += take(below: level)
                taken.append(link)
            }
            return taken
        }
        let below = take(below: firstLevel)
        var beside: [Link] = []
        while index < splits.count {
            var link = splits[index].link
            let level = splits[index].level
            index += 1
            link.children += take(below: level)
            beside.append(link)
        }
        return (below, beside)
    }

    /// The level of the heading a chapter's contents entry stands for (`entryLevels`).
    private mutating func recordLevel(of chapter: ResolvedChapter) {
        if let level = chapter.headings.first(where: \.opensSection)?.level { entryLevels[chapter.href] = level }
    }

    /// The page-list entries and landmarks book.yaml lists for a chapter (`pages:`, `landmarks:`).
    private mutating func placeListedPagesAndLandmarks(of first: ResolvedChapter) {
        pageList += resolver.explicitEntries(
            first.document.spec.pages, in: first, kind: "page", lenient: lenientEntries, diagnostics: &diagnostics)
        for landmark in first.document.spec.landmarks {
            let entry = ChapterLink(title: landmark.title, anchor: landmark.anchor, location: landmark.location)
            if let resolved = resolver.explicitEntries(
                [entry], in: first, kind: "landmark", lenient: lenientEntries, diagnostics: &diagnostics
            ).first {
                landmarks.append(Link(title: landmark.title, href: resolved.href, type: landmark.type))
            }
        }
    }

    /// Nested chapters sit below the chapter's last listed entry, as they sit below its generated one,
    /// or below the entry their `toc-parent:` names.
    private mutating func placeNested(
        _ children: [ContentsEntry], below first: ResolvedChapter, in explicit: inout [Link]
    ) {
        for child in children {
            let entries = place([child])
            let parentHref = child.tocParent.flatMap { first.idMap[$0] }.map { first.href + "#" + $0 }
            if let parentHref, BookResolver.append(entries, below: parentHref, in: &explicit) { continue }
            // No anchor of that name: an entry with that title, the last (unpack names an entry without an anchor so).
            if let title = child.tocParent, parentHref == nil,
                BookResolver.append(entries, belowTitle: title, in: &explicit)
            {
                continue
            }
            if case .chapter(let spec, _) = child, let anchor = spec.tocParent {
                // A typo must not move a chapter's entries silently.
                diagnostics.append(
                    Diagnostic(
                        .warning, .brokenLink, at: spec.location, stage: .resolve,
                        "toc-parent '\(anchor)' names no toc entry of \(first.document.displayPath); the entries sit below its last one"
                    ))
            }
            if explicit.isEmpty {
                explicit = entries
            } else {
                explicit[explicit.count - 1].children += entries
            }
        }
    }

    /// A summary's entry for a section of a chapter (`ch01.md#intro`): the id as the book has it, renamed
    /// when it clashed, in whichever split document holds it.
    private mutating func placeSection(
        title: String, file: String, fragment: String, location: SourceLocation, children: [ContentsEntry]
    ) -> [Link] {
        if let anchor = targets[file].flatMap({ LinkResolver.anchor(for: fragment, in: $0.anchors) }) {
            let href = anchor.href + "#" + anchor.id
            if sectionLocations[href] == nil { sectionLocations[href] = location }
            return [Link(title: title, href: href, children: place(children))]
        }
        // --lenient, as for a link: the entry goes (its nested entries stay) with a warning.
        let message =
            "contents entry '\(title)' points at '#\(fragment)', which is not an id of \(Paths.display(file))"
        diagnostics.append(
            Diagnostic(
                lenient ? .warning : .error, .brokenLink, at: location, stage: .resolve,
                lenient ? message + "; left out of the contents (--lenient)" : message))
        return place(children)
    }
}
