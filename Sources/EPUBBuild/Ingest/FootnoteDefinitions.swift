import EPUBSupport
import Foundation

/// Footnote definitions that cmark-gfm (and pandoc) leave out of the page
/// without a word: one no reference uses (`[^b]: Never referenced.`), and a
/// second definition of a label (the first is the note). GitHub and pandoc
/// leave them out too; here each kind is told, so that no text the author
/// wrote goes silently. Both scans read the UTF-8 bytes: they run on every
/// chapter that writes `[^`, Rust's and regular expressions' code among them.
enum FootnoteDefinitions {
    /// A definition as written: its label, folded as cmark compares labels, and its line in the text.
    struct Definition: Equatable {
        let label: String
        let line: Int
    }

    /// The definitions of `text` (Markdown) that `html` (what cmark-gfm made of it) shows no note for.
    static func leftOut(in text: String, html: String) -> (unused: [Definition], repeated: [Definition]) {
        let definitions = self.definitions(in: text)
        guard !definitions.isEmpty else { return ([], []) }
        let referenced = referencedLabels(in: html)
        var seen = Set<String>()
        var unused: [Definition] = [], repeated: [Definition] = []
        for definition in definitions {
            if !seen.insert(definition.label).inserted {
                repeated.append(definition)
            } else if !referenced.contains(definition.label) {
                unused.append(definition)
            }
        }
        return (unused, repeated)
    }

    /// `[^label]:` at a line's start (after up to three spaces), outside fenced code.
    static func definitions(in text: String) -> [Definition] {
        var text = text
        return text.withUTF8 { bytes in
            var result: [Definition] = []
            var fence: (mark: UInt8, length: Int)?
            var start = 0, number = 1
            while start <= bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if let open = fence {
                    if closes(line, open) { fence = nil }
                } else if let opening = fenceOpening(line) {
                    fence = opening
                } else if let label = definitionLabel(line) {
                    result.append(Definition(label: label, line: number))
                }
                start = end + 1
                number += 1
            }
            return result
        }
    }

    /// The line after its indentation, when that is three spaces or fewer (four make code).
    private static func unindented(_ line: UnsafeBufferPointer<UInt8>) -> Slice<UnsafeBufferPointer<UInt8>>? {
        let spaces = line.prefix { $0 == UInt8(ascii: " ") }.count
        return spaces <= 3 ? line[spaces...] : nil
    }

    /// A fence's mark and length, when `line` opens fenced code (CommonMark §4.5).
    private static func fenceOpening(_ line: UnsafeBufferPointer<UInt8>) -> (mark: UInt8, length: Int)? {
        guard let rest = unindented(line), let mark = rest.first,
            mark == UInt8(ascii: "`") || mark == UInt8(ascii: "~")
        else { return nil }
        let length = rest.prefix { $0 == mark }.count
        // A backtick fence's info string holds no backtick.
        guard length >= 3, mark == UInt8(ascii: "~") || !rest.dropFirst(length).contains(mark) else { return nil }
        return (mark, length)
    }

    private static func closes(_ line: UnsafeBufferPointer<UInt8>, _ fence: (mark: UInt8, length: Int)) -> Bool {
        guard let rest = unindented(line) else { return false }
        let length = rest.prefix { $0 == fence.mark }.count
        return length >= fence.length
            && rest.dropFirst(length).allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// The label of `[^label]:` opening the line, folded; nil for any other line.
    private static func definitionLabel(_ line: UnsafeBufferPointer<UInt8>) -> String? {
        guard let rest = unindented(line), rest.starts(with: [UInt8(ascii: "["), UInt8(ascii: "^")]) else {
            return nil
        }
        let label = rest.dropFirst(2).prefix { $0 != UInt8(ascii: "]") }
        let after = label.endIndex
        guard !label.isEmpty, after + 1 < rest.endIndex, rest[after] == UInt8(ascii: "]"),
            rest[after + 1] == UInt8(ascii: ":"),
            !label.contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
        else { return nil }
        return String(decoding: label, as: UTF8.self).lowercased()
    }

    /// The labels of the notes cmark-gfm linked to (`href="#fn-label"`, the label percent-encoded).
    private static func referencedLabels(in html: String) -> Set<String> {
        let bytes = Array(html.utf8)
        let opening = Array("href=\"#fn-".utf8)
        var labels = Set<String>()
        for offset in ByteSearch.occurrences(of: opening, in: bytes) {
            let label = bytes[(offset + opening.count)...].prefix { $0 != UInt8(ascii: "\"") }
            let text = String(decoding: label, as: UTF8.self)
            labels.insert((text.removingPercentEncoding ?? text).lowercased())
        }
        return labels
    }
}
