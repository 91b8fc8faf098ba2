import EPUBSupport

/// What the passes that mend Markdown before cmark-gfm reads it share: they change a line's text, never the number
/// of lines, so every later line keeps its number for diagnostics, and they leave code as it is.
enum MarkdownLines {
    /// `markdown` with each line outside code blocks that `rewrite` gives a new text for changed. `mayChange`, a
    /// cheap test of a line, spares reading the code blocks of a chapter none of whose lines may change.
    static func rewriting(
        _ markdown: String, mayChange: (Substring) -> Bool, _ rewrite: (Substring) -> String?
    ) -> String {
        var lines = SourceText.lines(of: markdown)
        guard lines.contains(where: mayChange) else { return markdown }
        let kinds = TeXMath.CodeLines.kinds(of: lines)
        var changed = false
        for index in lines.indices where kinds[index] == .text && mayChange(lines[index]) {
            if let rewritten = rewrite(lines[index]) {
                lines[index] = Substring(rewritten)
                changed = true
            }
        }
        return changed ? lines.joined(separator: "\n") : markdown
    }

    /// Where the code span whose opening backticks start at `index` ends: past the run of as many backticks that
    /// closes it, or past its opening run when none does (then they are text).
    static func codeSpanEnd(in line: Substring, at index: Substring.Index) -> Substring.Index {
        let run = line[index...].prefix { $0 == "`" }
        return line[run.endIndex...].range(of: String(run))?.upperBound ?? run.endIndex
    }
}
