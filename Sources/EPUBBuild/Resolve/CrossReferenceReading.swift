import EPUBModel
import EPUBSupport
import XMLTree

/// pandoc-crossref's references written as the filter writes them (its `Refs.hs`), once every target has its number:
/// `@fig:a` reads "fig. 1", `[@fig:a; @fig:b; @fig:c]` "figs. 1-3", `[@fig:a; @tbl:b]` "fig. 1, tbl. 2",
/// `@Fig:a` "Fig. 1", `[-@fig:a]` "1", `[Panel @fig:a, left]` "Panel 1, left". Each number links to its target,
/// the prefix stays outside the link (the filter's `nameInLink: false`). The Ingest stage made each group a span of
/// links (`CrossReferences`); a reference whose target has no number keeps its text (`@fig:x`), or reads the
/// heading of a section the filter does not number (`{-}`).
enum CrossReferenceReading {
    /// One reference of a group: its link, kind, form and suffix, and its target's number once found, or the
    /// heading of a section the filter does not number (`isHeading`), which reads with no prefix.
    private struct Item {
        var link: XMLNode
        var kind: CrossReferenceStyle.Kind
        var form: CrossReferences.Form
        var suffix: String
        var number: String?
        var isHeading = false

        /// What groups items under one prefix: the same form (capitalised or not is the same: the group's first
        /// reference capitalises its prefix), the same author's prefix, a heading apart.
        var prefixKey: CrossReferences.Form? { isHeading ? nil : form == .capitalised ? .prefixed : form }
    }

    /// The groups of `chapter`: the spans `CrossReferences` made.
    static func groups(in chapter: ChapterDocument) -> [XMLNode] {
        var groups: [XMLNode] = []
        chapter.body?.forEachDescendant { node in
            if node.hasName("span"), node.attribute(CrossReferences.groupAttribute) != nil { groups.append(node) }
        }
        return groups
    }

    /// Writes each group of `chapter`; `numbers` holds each document's numbers by its href, `texts` its headings'
    /// texts (`CrossReferenceText`).
    /// A reference to an element the filter does not number (an image outside a figure, a code block with no
    /// caption) keeps its text, with a warning at it: the reader would otherwise meet `@fig:x` unexplained.
    static func fill(
        _ chapter: ChapterDocument, numbers: [String: [String: String]], texts: [String: [String: String]],
        links: LinkResolver, style: CrossReferenceStyle
    ) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for group in groups(in: chapter) {
            guard let parent = group.parent else { continue }
            var items: [Item] = []
            for link in group.elementChildren where link.hasName("a") {
                guard let item = item(link, in: chapter, numbers: numbers, texts: texts, links: links) else { continue }
                if item.number == nil, links.anchor(of: item.link.attribute("href") ?? "", in: chapter) != nil {
                    warnings.append(unnumbered(item, in: chapter))
                }
                items.append(item)
            }
            for (index, run) in runs(items, by: { $0.kind }).enumerated() {
                if index > 0 { parent.insertText(", ", before: group) }
                for (offset, sameForm) in runs(run, by: \.prefixKey).enumerated() {
                    if offset > 0 { parent.insertText(", ", before: group) }
                    write(sameForm, before: group, in: parent, style: style)
                }
            }
            group.remove()
        }
        return warnings
    }

    private static func unnumbered(_ item: Item, in chapter: ChapterDocument) -> Diagnostic {
        let written = item.link.textContent
        return Diagnostic(
            .warning, .brokenLink, at: SourceLocator(chapter: chapter).location(ofText: written), stage: .resolve,
            "'\(written)' refers to an element pandoc-crossref gives no number (a labelled figure, table, formula, "
                + "listing with a caption, or numbered section is what it numbers); the reference keeps its text")
    }

    private static func item(
        _ link: XMLNode, in chapter: ChapterDocument, numbers: [String: [String: String]],
        texts: [String: [String: String]], links: LinkResolver
    ) -> Item? {
        guard let href = link.attribute("href"), let written = link.attribute(CrossReferences.attribute),
            let kind = CrossReferenceStyle.Kind(rawValue: String(href.dropFirst().prefix { $0 != ":" }))
        else { return nil }
        let form = CrossReferences.Form(
            attributeValue: written, prefix: link.attribute(CrossReferences.prefixAttribute))
        var item = Item(
            link: link, kind: kind, form: form, suffix: link.attribute(CrossReferences.suffixAttribute) ?? "")
        for name in [CrossReferences.attribute, CrossReferences.prefixAttribute, CrossReferences.suffixAttribute] {
            link.removeAttribute(name)
        }
        guard let anchor = links.anchor(of: href, in: chapter) else { return item }
        item.number = numbers[anchor.href]?[anchor.id]
        // A section the filter leaves unnumbered reads its heading, with no prefix.
        if item.number == nil, let heading = texts[anchor.href]?[anchor.id] {
            item.isHeading = true
            item.number = heading
        }
        return item
    }

    /// `items` cut where `key` changes: the filter groups only references that follow one another.
    private static func runs<Key: Equatable>(_ items: [Item], by key: (Item) -> Key) -> [[Item]] {
        var runs: [[Item]] = []
        for item in items {
            if let last = runs.last?.last, key(last) == key(item) {
                runs[runs.count - 1].append(item)
            } else {
                runs.append([item])
            }
        }
        return runs
    }

    /// One group of the same kind and form: its prefix, then its numbers in order, three or more that follow one
    /// another as a range.
    private static func write(_ items: [Item], before group: XMLNode, in parent: XMLNode, style: CrossReferenceStyle) {
        let first = items[0]
        let prefix: String
        switch first.form {
        case _ where first.isHeading || items.allSatisfy({ $0.number == nil }): prefix = ""
        case .bare: prefix = ""
        case .custom(let written): prefix = written
        case .prefixed, .capitalised:
            prefix = style.prefix(of: first.kind, count: items.count, capitalised: first.form == .capitalised)
        }
        // The filter's template is `$$p$$&nbsp;$$i$$`: the prefix never ends a line apart from its number.
        if !prefix.isEmpty { parent.insertText(prefix + "\u{A0}", before: group) }
        let pieces = ranges(sorted(items))
        for (index, piece) in pieces.enumerated() {
            if index > 0 {
                let delimiter =
                    pieces.count == 2
                    ? style.pairDelimiter : index == pieces.count - 1 ? style.lastDelimiter : style.referenceDelimiter
                parent.insertText(delimiter, before: group)
            }
            place(piece.first, before: group, in: parent)
            if let last = piece.last {
                parent.insertText(style.rangeDelimiter, before: group)
                place(last, before: group, in: parent)
            }
        }
    }

    /// The link, reading its number and suffix (or, with no number, its text as written).
    private static func place(_ item: Item, before group: XMLNode, in parent: XMLNode) {
        item.link.move(before: group)
        if let number = item.number {
            for child in item.link.children { child.remove() }
            item.link.appendText(number)
        }
        if !item.suffix.isEmpty { parent.insertText(item.suffix, before: group) }
    }

    /// The numbered items in the order of their numbers, each number once (as the filter sorts them); those with no
    /// number, or a heading's text, after them in the order written.
    private static func sorted(_ items: [Item]) -> [Item] {
        var seen: Set<String> = []
        var numbered: [(parts: [Int], item: Item)] = []
        var others: [Item] = []
        for item in items {
            guard !item.isHeading, let number = item.number, let parts = parts(of: number) else {
                others.append(item)
                continue
            }
            guard seen.insert(number).inserted else { continue }
            numbered.append((parts, item))
        }
        return numbered.sorted { $0.parts.lexicographicallyPrecedes($1.parts) }.map(\.item) + others
    }

    /// "2.1" → [2, 1]; nil for a number that is not digits and points.
    private static func parts(of number: String) -> [Int]? {
        let parts = number.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        return parts.contains(nil) ? nil : parts.compactMap { $0 }
    }

    /// Three or more numbers that follow one another (1, 2, 3 or 2.1, 2.2, 2.3) as one range, first to last; two
    /// stay two (the filter writes "figs. 1, 2"). A reference with a suffix stands alone.
    private static func ranges(_ items: [Item]) -> [(first: Item, last: Item?)] {
        var runs: [[Item]] = []
        for item in items {
            if let last = runs.last?.last, follows(item, last) {
                runs[runs.count - 1].append(item)
            } else {
                runs.append([item])
            }
        }
        return runs.flatMap { run -> [(first: Item, last: Item?)] in
            run.count > 2 ? [(run[0], run[run.count - 1])] : run.map { ($0, nil) }
        }
    }

    private static func follows(_ item: Item, _ previous: Item) -> Bool {
        guard item.suffix.isEmpty, previous.suffix.isEmpty, !item.isHeading, !previous.isHeading,
            let a = item.number.flatMap(parts(of:)), let b = previous.number.flatMap(parts(of:)),
            a.count == b.count, let lastA = a.last, let lastB = b.last
        else { return false }
        return a.dropLast() == b.dropLast() && lastA == lastB + 1
    }
}
