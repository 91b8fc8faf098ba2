/// Cites joined into a cluster: by the layout's delimiter, or collapsed (CSL 1.0.2 "Citation-specific Options"):
/// `collapse="year"` prints an author once for their consecutive works, `citation-number` runs of three or more
/// numbers as a range.
extension ProcessingState {
    func collapsed(_ cites: [(item: CitationItem, text: RichText, names: String?)], index: Int, _ layout: CSLNode)
        -> RichText
    {
        let delimiter = layout["delimiter"] ?? ""
        let punctuation = renderer.locale.punctuationInQuote
        switch style.citation["collapse"] {
        case "year", "year-suffix", "year-suffix-ranged":
            var groups: [[RichText]] = []
            var lastNames: String?
            for cite in cites {
                if let names = cite.names, names == lastNames, cite.item.prefix.isEmpty, !groups.isEmpty {
                    let (text, _) = self.cite(cite.item, index: index, layout, suppressAuthor: true)
                    groups[groups.count - 1].append(text)
                } else {
                    groups.append([cite.text])
                }
                lastNames = cite.names
            }
            let groupDelimiter = style.citation["cite-group-delimiter"] ?? ", "
            let between = style.citation["after-collapse-delimiter"] ?? delimiter
            let joined = groups.map {
                RichTextBuilder.join($0, delimiter: groupDelimiter, punctuationInQuote: punctuation)
            }
            return RichTextBuilder.join(
                joined, delimiter: groups.count > 1 ? between : delimiter, punctuationInQuote: punctuation)
        case "citation-number":
            return RichTextBuilder.join(numberRuns(cites), delimiter: delimiter, punctuationInQuote: punctuation)
        default:
            return RichTextBuilder.join(cites.map(\.text), delimiter: delimiter, punctuationInQuote: punctuation)
        }
    }

    /// Runs of three or more consecutive citation numbers, without locators or affixes, as "first–last".
    private func numberRuns(_ cites: [(item: CitationItem, text: RichText, names: String?)]) -> [RichText] {
        var pieces: [RichText] = []
        var start = 0
        while start < cites.count {
            var end = start
            while end + 1 < cites.count, isPlain(cites[end + 1].item), isPlain(cites[end].item),
                let next = numbers[cites[end + 1].item.id], let current = numbers[cites[end].item.id],
                next == current + 1
            {
                end += 1
            }
            if end - start >= 2 {
                pieces.append(.sequence([cites[start].text, .text("–"), cites[end].text]))
            } else {
                pieces.append(contentsOf: cites[start...end].map(\.text))
            }
            start = end + 1
        }
        return pieces
    }

    private func isPlain(_ item: CitationItem) -> Bool {
        item.locator == nil && item.prefix.isEmpty && item.suffix.isEmpty
    }
}
