/// Joins rendered pieces as CSL processors do: a delimiter between non-empty pieces only, a period or a space not
/// doubled where an affix repeats the one the text ends with, and (in locales that want it, en-US) a period or comma
/// that
/// follows a closing quotation mark moved inside it.
struct RichTextBuilder {
    private(set) var parts: [RichText] = []
    let punctuationInQuote: Bool

    init(punctuationInQuote: Bool) { self.punctuationInQuote = punctuationInQuote }

    var result: RichText { parts.count == 1 ? parts[0] : .sequence(parts) }
    var isEmpty: Bool { parts.allSatisfy(\.isEmpty) }

    mutating func append(_ piece: RichText) {
        guard !piece.isEmpty else { return }
        var piece = piece
        if let previousIndex = parts.lastIndex(where: { !$0.isEmpty }), let first = piece.firstCharacter {
            let previous = parts[previousIndex]
            if let last = previous.lastCharacter, Self.collides(last, first) {
                piece = piece.droppingFirst()
            } else if punctuationInQuote, first == "." || first == ",", previous.endsWithQuote {
                parts[previousIndex] = previous.insertingBeforeClosingQuote(String(first))
                piece = piece.droppingFirst()
            }
        }
        if !piece.isEmpty { parts.append(piece) }
    }

    mutating func append(_ text: String) { append(.text(text)) }

    /// Whether `next` repeats the punctuation `last` already gives ("Ed.." → "Ed.", "?." → "?"), or the space (a
    /// label's suffix " " before its group's delimiter " ", APA's "pp.  45–67"), as citeproc joins them.
    static func collides(_ last: Character, _ next: Character) -> Bool {
        (next == "." && ".?!".contains(last)) || (next == last && ",;: ".contains(next))
    }

    /// `pieces` without the empty ones, `delimiter` between them.
    static func join(_ pieces: [RichText], delimiter: String, punctuationInQuote: Bool) -> RichText {
        var builder = RichTextBuilder(punctuationInQuote: punctuationInQuote)
        for piece in pieces where !piece.isEmpty {
            if !builder.isEmpty { builder.append(delimiter) }
            builder.append(piece)
        }
        return builder.result
    }
}
