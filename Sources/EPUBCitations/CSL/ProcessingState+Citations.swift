/// Citation clusters: each cite rendered by the citation layout and linked to its entry, the cite's prefix and
/// suffix around the link, cites collapsed as the style asks, the layout's affixes around the cluster; an
/// author-in-text cite (`@key`) as the author, then the rest of the citation in the layout's affixes.
extension ProcessingState {
    func cluster(_ index: Int) -> RichText {
        var items = clusters[index]
        if style.citation.child("sort")?.children("key").contains(where: { $0["variable"] == "citation-number" })
            == true
        {
            items.sort { (numbers[$0.id] ?? .max) < (numbers[$1.id] ?? .max) }
        }
        guard let layout = style.citation.child("layout") else { return .empty }
        let punctuation = renderer.locale.punctuationInQuote
        if items.count == 1, items[0].authorInText, let inText = authorInText(items[0], index: index, layout) {
            return inText
        }
        var cites: [(item: CitationItem, text: RichText, names: String?)] = []
        for item in items {
            let (text, names) = cite(item, index: index, layout, suppressAuthor: item.suppressAuthor)
            cites.append((item, text, names))
        }
        let body = collapsed(cites, index: index, layout)
        return renderer.affixed(layoutFormatted(body, layout, punctuation), layout)
    }

    private func layoutFormatted(_ text: RichText, _ layout: CSLNode, _ punctuation: Bool) -> RichText {
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

    /// `@key`: the first names the citation would print, then the rest of it (author suppressed) in the layout's
    /// affixes; nil when the citation prints no names (a numeric style), which then cites as usual.
    private func authorInText(_ item: CitationItem, index: Int, _ layout: CSLNode) -> RichText? {
        guard let reference = processor.references[item.id] else { return nil }
        var context = context(reference, item: item, mode: .citation)
        context.position = position(of: item, in: index)
        _ = renderer.renderChildren(layout, delimiter: "", &context)
        guard let author = context.firstNamesOutput, !author.isEmpty else { return nil }
        var rest = item
        rest.prefix = .empty
        let (text, _) = cite(rest, index: index, layout, suppressAuthor: true)
        var builder = RichTextBuilder(punctuationInQuote: false)
        if !item.prefix.isEmpty { builder.append(.sequence([item.prefix, .text(" ")])) }
        builder.append(author)
        builder.append(" ")
        builder.append(renderer.affixed(text, layout))
        return builder.result
    }

    /// first, subsequent or ibid, from the clusters before.
    private func position(of item: CitationItem, in index: Int) -> CitePosition {
        let earlier =
            clusters[..<index].contains { $0.contains { $0.id == item.id } }
            || clusters[index].prefix { $0 != item }.contains { $0.id == item.id }
        guard earlier else { return .first }
        if index > 0, clusters[index - 1].count == 1, clusters[index - 1][0].id == item.id {
            return item.locator == nil ? .ibid : .ibidWithLocator
        }
        return .subsequent
    }
}
