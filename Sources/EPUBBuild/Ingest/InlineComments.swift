import EPUBSupport
import Foundation

/// An HTML comment inside a paragraph that holds `--` (`Text <!-- TODO -- fix this --> after.`): CommonMark 0.31
/// (§6.6) and pulldown-cmark, mdBook's reader, take it as a comment, hidden; cmark-gfm keeps the older rule, under
/// which it is no comment, and the reader saw `<!– TODO – fix this –>` with its dashes made en dashes. Each `--`
/// inside such a comment becomes `- -`: the comment is hidden either way, and nothing shown changes. Code spans and
/// code blocks are left as written. No line moves.
enum InlineComments {
    static func readable(_ markdown: String) -> String {
        // Most chapters with comments have none inside a paragraph holding `--`: settled on the lines' bytes before
        // their kinds are found (found for every chapter with a comment, they cost comprehensive-rust 20 % more).
        guard hasInlineCommentWithDashes(markdown) else { return markdown }
        return MarkdownLines.rewriting(markdown, mayChange: mayHaveInlineComment, rewritten)
    }

    /// Whether the text has a comment, not opening its line, whose inside holds `--`: found in the bytes, at
    /// memory speed, as most chapters with comments have none such.
    private static func hasInlineCommentWithDashes(_ markdown: String) -> Bool {
        var text = markdown
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            func isAt(_ index: Int, _ pattern: StaticString) -> Bool {
                index + pattern.utf8CodeUnitCount <= bytes.count
                    && memcmp(base + index, pattern.utf8Start, pattern.utf8CodeUnitCount) == 0
            }
            var offset = 0
            while offset < bytes.count, let hit = memchr(base + offset, Int32(UInt8(ascii: "<")), bytes.count - offset)
            {
                let open = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
                offset = open + 1
                guard isAt(open, "<!--") else { continue }
                var start = open
                while start > 0, bytes[start - 1] == UInt8(ascii: " ") { start -= 1 }
                guard start > 0, bytes[start - 1] != UInt8(ascii: "\n") else { continue }
                // Its inside, to the first `-->`: a `--` before it is one CommonMark 0.31 hides and cmark-gfm shows.
                var index = open + 4
                while index + 1 < bytes.count, !isAt(index, "-->") {
                    if isAt(index, "--") { return true }
                    index += 1
                }
            }
            return false
        }
    }

    /// Whether `line` has a comment, not opening the line, whose inside holds `--`.
    private static func mayHaveInlineComment(_ line: Substring) -> Bool {
        guard line.utf8.contains(UInt8(ascii: "<")) else { return false }
        var rest = line[...]
        while let open = ByteSearch.firstIndex(of: "<!--", in: rest) {
            // A comment that opens the line is an HTML block's, read to its `-->` whatever it holds.
            if rest.startIndex == line.startIndex && line[..<open].allSatisfy({ $0 == " " }) { return false }
            let inside = rest[rest.utf8.index(open, offsetBy: 4)...]
            guard let close = ByteSearch.firstIndex(of: "-->", in: inside) else { return false }
            if ByteSearch.firstIndex(of: "--", in: inside[..<close]) != nil { return true }
            rest = inside[inside.utf8.index(close, offsetBy: 3)...]
        }
        return false
    }

    /// The line with each comment's inner `--` made `- -`, outside code spans; nil when it has none to change.
    private static func rewritten(_ line: Substring) -> String? {
        // A block-level comment (the line opens with it) is an HTML block, read to its `-->` whatever it holds.
        guard !line.drop(while: { $0 == " " }).hasPrefix("<!--") else { return nil }
        var result = ""
        var changed = false
        var rest = line[...]
        while let open = rest.range(of: "<!--") {
            let before = rest[..<open.lowerBound]
            result += before
            // Inside a code span (an odd number of backticks before it on the line): as written.
            let ticks = (result.filter { $0 == "`" }).count
            let inner = rest[open.upperBound...]
            guard ticks % 2 == 0, let close = inner.range(of: "-->") else {
                result += rest[open.lowerBound...]
                rest = rest[rest.endIndex...]
                break
            }
            let body = inner[..<close.lowerBound]
            let kept = body.replacingOccurrences(of: "--", with: "- -")
            changed = changed || kept != body
            result += "<!--" + kept + "-->"
            rest = inner[close.upperBound...]
        }
        result += rest
        return changed ? result : nil
    }
}
