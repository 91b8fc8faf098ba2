import EPUBModel
import EPUBSupport
import Foundation
import Markdown

/// pandoc Markdown's constructs that this build does not read yet, found in a chapter's text so that none is
/// silently misread: CommonMark keeps each as text (a citation's `[@key]`, a grid table's `+---+`), and the author is
/// told, once per kind with a count (`UnrenderedSyntax`), where the
/// first is. Code blocks and code spans are skipped.
enum PandocConstructs {
    private struct Kind {
        var name: String
        var plural: String
        var pattern: NSRegularExpression
    }

    private static func kind(_ name: String, _ plural: String, _ pattern: String) -> Kind {
        // The patterns are constants: a failure here is a typo caught by the first test that reads pandoc's Markdown.
        Kind(name: name, plural: plural, pattern: try! NSRegularExpression(pattern: pattern))
    }

    /// The names of `kinds`.
    private static let kindNames = ["citation"]

    /// Line by line; a line counts once for each kind it holds.
    private static let kinds: [Kind] = [
        kind("citation", "citations", #"\[(?:[^\]\[]*[;\s])?-?@[\p{L}\p{N}_][\p{L}\p{N}_:.#$%&+?<>~/-]*"#)
    ]

    /// The constructs of `text` (a chapter, its lines numbered from 1 as `source` maps them) not read; `read`
    /// names the kinds the dialect's extensions read (`citation` under `+citations`).
    static func unread(in text: String, source: SourceText, shown: String, except read: Set<String> = [])
        -> [UnrenderedSyntax]
    {
        // Nothing to look for when the dialect reads every kind: the patterns are not even compiled (ICU's regular
        // expressions cost a build 9 M instructions the first time).
        guard !Set(kindNames).isSubset(of: read) else { return [] }
        var found: [UnrenderedSyntax] = []
        var fence: Substring?
        for (index, line) in SourceText.lines(of: text).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open)
                    && trimmed.dropFirst(open.count).allSatisfy({ $0 == open.first || $0.isWhitespace })
                {
                    fence = nil
                }
                // The fence's own line was looked at when it opened.
                continue
            }
            let prose = withoutCodeSpans(String(line))
            let range = NSRange(prose.startIndex..., in: prose)
            for kind in kinds where !read.contains(kind.name) && kind.pattern.firstMatch(in: prose, range: range) != nil
            {
                found.count(
                    UnrenderedSyntax(
                        code: .markdownNotRead, kind: "pandoc \(kind.name)", plural: "pandoc \(kind.plural)",
                        outcome:
                            "left as text (CommonMark's reading): epubbuild does not read this part of pandoc's Markdown yet",
                        first: source.location(shown: shown, line: index + 1, column: 1)))
            }
            if let marker = ["```", "~~~"].first(where: { trimmed.hasPrefix($0) }) {
                fence = trimmed.prefix { $0 == marker.first }
            }
        }
        return found
    }

    /// A grid table's top border: up to three spaces, `+`, runs of `-` (`:` at their ends), each closed by `+`.
    static func isGridBorder(_ line: Substring) -> Bool {
        let bytes = Array(line.utf8)
        var index = 0
        while index < bytes.count, index < 3, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "+") else { return false }
        index += 1
        var cells = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: ":") {
            while index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: ":") {
                index += 1
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "+") else { return false }
            index += 1
            cells += 1
        }
        return cells > 0
            && bytes[index...].allSatisfy { [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains($0) }
    }

    /// Grid tables whose borders close no cell around some of their text, which are read as text so that none of it
    /// is lost: one warning at the first line holding such text, for each such table.
    static func brokenGridTables(in text: String, source: SourceText, shown: String) -> [UnrenderedSyntax] {
        let lines = SourceText.lines(of: text)
        var found: [UnrenderedSyntax] = []
        var index = 0
        while index < lines.count {
            guard isGridBorder(lines[index]) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count, let first = lines[end].drop(while: { $0 == " " }).first,
                first == "+" || first == "|"
            {
                end += 1
            }
            if let misfit = MarkdownRenderer.gridTableMisfit(lines[index..<end].map { $0.drop { $0 == " " } }) {
                found.count(
                    UnrenderedSyntax(
                        code: .markdownNotRead, kind: "pandoc grid table whose borders leave text outside its cells",
                        plural: "pandoc grid tables whose borders leave text outside their cells",
                        outcome:
                            "left as text, so that none of it is lost: close each cell with '+' corners, '-' and '|' borders",
                        first: source.location(shown: shown, line: index + misfit + 1, column: 1)))
            }
            index = end
        }
        return found
    }

    /// `line` with its code spans blanked, so that `` `[@x]` `` is no citation.
    private static func withoutCodeSpans(_ line: String) -> String {
        guard line.contains("`") else { return line }
        var result = ""
        var inCode = false
        for character in line {
            if character == "`" { inCode.toggle(); continue }
            result.append(inCode ? " " : character)
        }
        return result
    }
}
