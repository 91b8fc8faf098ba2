/// Citation clusters: each cite rendered by the citation layout and linked to its entry, the cite's prefix and
/// suffix around the link, cites collapsed as the style asks, the layout's affixes around the cluster; an
/// author-in-text cite (`@key`) as the author, then the rest of the citation in the layout's affixes.
extension ProcessingState {
    func cluster(_ index: Int, placement: CitationPlacement) -> (text: RichText, author: RichText?) {
        // `@a [p. 33; @b]` keeps its order: the cite in the text first, those in its parentheses after.
        let inText = clusters[index].first?.authorInText == true
        let items = inText ? clusters[index] : sortedCites(clusters[index])
        guard let layout = style.citation.child("layout") else { return (.empty, nil) }
        if inText, placement != .insideNote, let author = authorNames(items[0], index: index, layout) {
            // MLA's `@doe` without a locator is the name alone: no empty "()" after it.
            let after = citesAfterAuthor(items, index: index, layout)
            let rest = after.isEmpty ? RichText.empty : renderer.affixed(after, layout)
            let prefixed = items[0].prefix.isEmpty ? author : .sequence([items[0].prefix, .text(" "), author])
            if placement == .note { return (rest.capitalizingFirst(), prefixed) }
            var builder = RichTextBuilder(punctuationInQuote: false)
            if !items[0].prefix.isEmpty { builder.append(.sequence([items[0].prefix, .text(" ")])) }
            builder.append(author)
            if !rest.isEmpty { builder.append(.sequence([.text(" "), rest])) }
            return (builder.result, nil)
        }
        var cites: [(item: CitationItem, text: RichText, names: String?)] = []
        for item in items {
            let (text, names) = cite(item, index: index, layout, suppressAuthor: item.suppressAuthor)
            cites.append((item, text, names))
        }
        let body = layoutFormatted(collapsed(cites, index: index, layout), layout)
        // A cite that prints nothing (`[-@doe]` in MLA, which has only the author to print) gets no "()" either.
        guard !body.isEmpty else { return (.empty, nil) }
        switch placement {
        case .text: return (renderer.affixed(body, layout), nil)
        case .note: return (renderer.affixed(body, layout).capitalizingFirst(), nil)
        case .insideNote: return (inText ? body : .sequence([.text("("), body, .text(")")]), nil)
        }
    }

    /// What follows the author of `@a [p. 33; @b, p. 4]`: the first cite without its author (its prefix went
    /// before the author), then the others as usual, collapsed as the style asks.
    private func citesAfterAuthor(_ items: [CitationItem], index: Int, _ layout: CSLNode) -> RichText {
        var first = items[0]
        first.prefix = .empty
        var cites: [(item: CitationItem, text: RichText, names: String?)] = []
        for (offset, item) in ([first] + items.dropFirst()).enumerated() {
            let (text, names) = cite(item, index: index, layout, suppressAuthor: offset == 0 || item.suppressAuthor)
            cites.append((item, text, names))
        }
        return items.count == 1 ? cites[0].text : layoutFormatted(collapsed(cites, index: index, layout), layout)
    }

    /// A cluster's cites in the order of the citation's `<sort>`: by number, or by its keys as the bibliography
    /// sorts (APA's author and year: `[@zeta; @roe05; @doe99]` is "(Doe, 1999; Roe, 2005; zeta?)", as pandoc writes
    /// it), a key no reference has last; the written order without one.
    /// Cites whose prefixes and suffixes join them as written are left as written, as pandoc's citeproc leaves
    /// them: a prefix after the first (`[see @smith; also @lee]`) or a suffix before the last.
    private func sortedCites(_ items: [CitationItem]) -> [CitationItem] {
        guard let sort = style.citation.child("sort"), !sort.children("key").isEmpty, items.count > 1,
            !items.dropFirst().contains(where: { !$0.prefix.isEmpty }),
            !items.dropLast().contains(where: { !$0.suffix.isEmpty })
        else {
            return items
        }
        if sort.children("key").contains(where: { $0["variable"] == "citation-number" }) {
            return items.sorted { (numbers[$0.id] ?? .max) < (numbers[$1.id] ?? .max) }
        }
        let keyed = items.enumerated().map { offset, item in
            (offset: offset, item: item, keys: processor.references[item.id].map { sortKeys($0, sort) })
        }
        let descending = sort.children("key").map { $0["sort"] == "descending" }
        return keyed.sorted { left, right in
            guard let a = left.keys, let b = right.keys else {
                return left.keys != nil || (right.keys == nil && left.offset < right.offset)
            }
            return Self.precedes(a, b, descending: descending) ?? (left.offset < right.offset)
        }.map(\.item)
    }

    private func layoutFormatted(_ text: RichText, _ layout: CSLNode) -> RichText {
        let formatting = CSLRenderer.formatting(layout)
        return formatting.isPlain ? text : .styled(formatting, text)
    }

    /// One cite: the layout's rendering linked to the entry, with the cite's prefix and suffix; a key that no
    /// reference has shows as pandoc shows it, the key in bold with a question mark.
    func cite(_ item: CitationItem, index: Int, _ layout: CSLNode, suppressAuthor: Bool) -> (RichText, String?) {
        var rendered: RichText
        var names: String?
        if let reference = processor.references[item.id] {
            var context = context(reference, item: item, mode: .citation)
            context.position = position(of: item, in: index)
            context.suppressAuthor = suppressAuthor
            rendered = renderer.renderChildren(layout, delimiter: "", &context).text
            names = context.firstNames
        } else {
            var bold = RichText.Formatting()
            bold.bold = true
            rendered = .styled(bold, .text(item.id + "?"))
        }
        let found = processor.references[item.id] != nil
        let link = found || linkingMissing ? RichText.link(href: "#ref-" + item.id, rendered) : rendered
        var builder = RichTextBuilder(punctuationInQuote: false)
        if !item.prefix.isEmpty { builder.append(.sequence([item.prefix, .text(" ")])) }
        builder.append(link)
        if !item.suffix.isEmpty {
            let attached = item.suffix.firstCharacter.map { ",.;:".contains($0) } ?? false
            builder.append(attached ? item.suffix : .sequence([.text(" "), item.suffix]))
        }
        return (builder.result, names)
    }

    /// The names a cite of `item` would print first; nil when it prints none (a numeric style) or the key has no
    /// reference.
    private func authorNames(_ item: CitationItem, index: Int, _ layout: CSLNode) -> RichText? {
        guard let reference = processor.references[item.id] else { return nil }
        var context = context(reference, item: item, mode: .citation)
        context.position = position(of: item, in: index)
        _ = renderer.renderChildren(layout, delimiter: "", &context)
        guard let author = context.firstNamesOutput, !author.isEmpty else { return nil }
        return author
    }

    /// first, subsequent or ibid, from the cites before (CSL 1.0.2 "Position"): ibid when the cite just before it
    /// (the one before in its citation, else the whole of the citation before) is of the same work, and that cite
    /// had no locator or this one has one; ibid-with-locator when the locators differ.
    private func position(of item: CitationItem, in index: Int) -> CitePosition {
        let before = clusters[index].prefix { $0 != item }
        let earlier =
            clusters[..<index].contains { $0.contains { $0.id == item.id } } || before.contains { $0.id == item.id }
        guard earlier else { return .first }
        let preceding = before.last ?? (index > 0 && clusters[index - 1].count == 1 ? clusters[index - 1][0] : nil)
        guard let preceding, preceding.id == item.id else { return .subsequent }
        switch (preceding.locator, item.locator) {
        case (nil, nil): return .ibid
        case (_, nil): return .subsequent
        case (let previous, let current): return previous == current ? .ibid : .ibidWithLocator
        }
    }
}
