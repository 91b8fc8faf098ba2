import CCmarkGFM
import Foundation

/// pandoc's `hard_line_breaks` and `east_asian_line_breaks`: what a line break inside a paragraph (a soft break)
/// becomes. With the first, a line break of its own (`<br/>`): verse typed a line per line keeps its lines. With the
/// second, nothing between two East Asian wide characters: a Japanese or Chinese paragraph wrapped in the source
/// reads on, where a space would show in the middle of a word.
enum SoftLineBreaks {
    static func apply(to document: OpaquePointer, hard: Bool, eastAsian: Bool) {
        guard let iterator = cmark_iter_new(document) else { return }
        var breaks: [OpaquePointer] = []
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            if let node = cmark_iter_get_node(iterator), cmark_node_get_type(node) == CMARK_NODE_SOFTBREAK {
                breaks.append(node)
            }
        }
        cmark_iter_free(iterator)
        // Changed after the walk: unlinking a node under the iterator would lose its place.
        for node in breaks {
            if eastAsian, let before = cmark_node_previous(node).flatMap(CMarkText.lastScalar),
                let after = cmark_node_next(node).flatMap(CMarkText.firstScalar), isWide(before), isWide(after)
            {
                cmark_node_unlink(node)
                cmark_node_free(node)
            } else if hard, let lineBreak = cmark_node_new(CMARK_NODE_LINEBREAK) {
                cmark_node_insert_before(node, lineBreak)
                cmark_node_unlink(node)
                cmark_node_free(node)
            }
        }
    }

    /// East Asian Wide and Fullwidth characters (Unicode's East Asian Width, UAX #11), by the blocks that hold them:
    /// CJK ideographs and punctuation, kana, Hangul, full-width forms.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default: false
        }
    }
}
