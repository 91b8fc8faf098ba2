import EPUBCitations
import EPUBSupport
import XMLTree

/// A citation as Ingest left it: the `<span class="citation" data-cites="…">` CMarkPandoc's citations extension
/// writes, holding the keys (`<span data-citation-key="…">`) between the prefixes, locators and suffixes as the
/// Markdown read them. Read into the cites the CSL processor takes.
struct CitationSpan {
    let element: XMLNode
    let items: [CitationItem]
    /// Each key with the line it is on.
    let keys: [(key: String, line: Int)]

    /// One piece of a cite: text, a key, or an element (`<em>passim</em>`).
    private enum Piece {
        case text(String)
        case key(String)
        case element(XMLNode)
    }

    /// Where the citation stands, as CitationNotes marked it for a note style.
    let placement: CitationPlacement

    /// The attributes CitationNotes marks citations with.
    static let marks = ["data-citation-note", "data-citation-rest", "data-citation-in-note", "data-citation-author"]

    init(_ element: XMLNode, locale: CSLLocale) {
        self.element = element
        placement =
            element.attribute("data-citation-in-note") != nil
            ? .insideNote
            : element.attribute("data-citation-note") != nil || element.attribute("data-citation-rest") != nil
                ? .note : .text
        let inText = element.attribute("data-in-text") != nil
        var groups: [[Piece]] = [[]]
        var keys: [(key: String, line: Int)] = []
        for child in element.children {
            if child.isElement, let key = child.attribute("data-citation-key") {
                groups[groups.count - 1].append(.key(key))
                keys.append((key, Int(child.attribute("data-citation-line") ?? "") ?? 0))
            } else if child.isElement {
                groups[groups.count - 1].append(.element(child))
            } else {
                // A ";" outside a key separates cites ("[@a; @b]").
                for (index, part) in child.textContent.split(separator: ";", omittingEmptySubsequences: false)
                    .enumerated()
                {
                    if index > 0 { groups.append([]) }
                    groups[groups.count - 1].append(.text(String(part)))
                }
            }
        }
        self.keys = keys
        // Only the first cite of "@a [p. 33; @b]" is in the text; those after it are in its parentheses.
        items = groups.enumerated().compactMap { index, pieces in
            Self.item(pieces, inText: inText && index == 0, locale: locale)
        }
    }

    private static func item(_ pieces: [Piece], inText: Bool, locale: CSLLocale) -> CitationItem? {
        guard let keyIndex = pieces.firstIndex(where: { if case .key = $0 { true } else { false } }),
            case .key(let key) = pieces[keyIndex]
        else { return nil }
        var prefix = Array(pieces[..<keyIndex])
        var suffix = Array(pieces[(keyIndex + 1)...])
        var item = CitationItem(id: key, authorInText: inText)
        if case .text(let last) = prefix.last, last.hasSuffix("-") {
            item.suppressAuthor = true
            prefix[prefix.count - 1] = .text(String(last.dropLast()))
        }
        if case .text(let first) = suffix.first {
            let locator = Locator.parse(inText ? ", " + first : first, locale: locale)
            item.locator = locator.value
            item.label = locator.label
            suffix[0] = .text(locator.suffix)
        }
        item.prefix = richText(prefix, trimming: true)
        item.suffix = richText(suffix, trimming: true)
        return item
    }

    /// The pieces as rich text: `<em>`/`<i>` italic, `<strong>`/`<b>` bold, other elements their text; spaces at
    /// both ends trimmed.
    private static func richText(_ pieces: [Piece], trimming: Bool) -> RichText {
        var parts: [RichText] = pieces.map { piece in
            switch piece {
            case .text(let text): .text(text)
            case .key(let key): .text("@" + key)
            case .element(let node): richText(node)
            }
        }
        if case .text(let first) = parts.first { parts[0] = .text(String(first.drop { $0 == " " })) }
        if case .text(let last) = parts.last {
            parts[parts.count - 1] = .text(String(last.reversed().drop { $0 == " " }.reversed()))
        }
        let result = RichText.sequence(parts)
        return result.isEmpty ? .empty : result
    }

    private static func richText(_ node: XMLNode) -> RichText {
        guard node.isElement else { return .text(node.textContent) }
        let inner = RichText.sequence(node.children.map(richText))
        var formatting = RichText.Formatting()
        switch node.name {
        case "em", "i": formatting.italic = true
        case "strong", "b": formatting.bold = true
        case "sup": formatting.verticalAlign = "sup"
        case "sub": formatting.verticalAlign = "sub"
        default: return inner
        }
        return .styled(formatting, inner)
    }
}
