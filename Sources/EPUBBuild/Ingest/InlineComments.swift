import EPUBSupport

/// An HTML comment inside a paragraph that holds `--` (`Text <!-- TODO -- fix this --> after.`): CommonMark 0.31
/// (§6.6) and pulldown-cmark, mdBook's reader, take it as a comment, hidden; cmark-gfm keeps the older rule, under
/// which it is no comment, and the reader saw `<!– TODO – fix this –>` with its dashes made en dashes. Each `--`
/// inside such a comment becomes `- -`: the comment is hidden either way, and nothing shown changes. Code spans and
/// code blocks are left as written. No line moves.
enum InlineComments {
    static func readable(_ markdown: String) -> String {
        guard ByteSearch.contains("<!--", in: markdown), ByteSearch.contains("--", in: markdown) else {
            return markdown
        }
        var lines = SourceText.lines(of: markdown)
        let kinds = TeXMath.CodeLines.kinds(of: lines)
        var changed = false
        for index in lines.indices where kinds[index] == .text && lines[index].contains("<!--") {
            if let line = rewritten(lines[index]) {
                lines[index] = Substring(line)
                changed = true
            }
        }
        return changed ? lines.joined(separator: "\n") : markdown
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
