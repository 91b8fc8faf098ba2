import CCmarkGFM
import Foundation

/// pandoc's smart quotes after an opening bracket. A quote between two punctuation marks, `（'……'）` or `("…")`,
/// is a closing one by CommonMark's flanking rules, an opening one by pandoc's (a quote not after a letter or a digit
/// opens when text follows it): Chinese and Japanese books, which quote inside full-width brackets, had their opening
/// quotes turned the wrong way (`（’……’）`).
enum OpeningQuotes {
    /// The opening brackets (Unicode's Ps) a book's text quotes after.
    private static let brackets: Set<Unicode.Scalar> = [
        "(", "[", "{", "（", "［", "｛", "「", "『", "【", "〔", "〈", "《", "〖", "〘", "〚", "｟", "⦅",
    ]

    static func apply(to document: OpaquePointer) {
        guard let iterator = cmark_iter_new(document) else { return }
        defer { cmark_iter_free(iterator) }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                cmark_node_get_type(node) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(node)
            else { continue }
            // Most text holds no closing quote: its bytes say so without a String made of it.
            guard strstr(literal, "\u{2019}") != nil || strstr(literal, "\u{201D}") != nil else { continue }
            let text = String(cString: literal)
            let turned = turned(text, after: cmark_node_previous(node).flatMap(CMarkText.lastScalar))
            if turned != text { cmark_node_set_literal(node, turned) }
        }
    }

    /// `text` with each closing quote right after an opening bracket, and before text, turned to an opening one.
    private static func turned(_ text: String, after previous: Unicode.Scalar?) -> String {
        var scalars = Array(text.unicodeScalars)
        for index in scalars.indices where scalars[index] == "\u{2019}" || scalars[index] == "\u{201D}" {
            let before = index > 0 ? scalars[index - 1] : previous
            guard let before, brackets.contains(before), index + 1 < scalars.count,
                !scalars[index + 1].properties.isWhitespace
            else { continue }
            scalars[index] = scalars[index] == "\u{2019}" ? "\u{2018}" : "\u{201C}"
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }
}
