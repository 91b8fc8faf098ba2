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

    /// `line` with its code spans and its backslash escapes (the backslash and the character after it) given to
    /// `code` and `escape`, each of which may give a new text for it; nil when neither changed anything.
    static func mapping(
        _ line: Substring, code: (Substring) -> String? = { _ in nil }, escape: (Substring) -> String? = { _ in nil }
    ) -> String? {
        var output = ""
        var changed = false
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            guard character == "`" || character == "\\" else {
                output.append(character)
                index = line.index(after: index)
                continue
            }
            let end =
                character == "`"
                ? codeSpanEnd(in: line, at: index)
                : (line.index(index, offsetBy: 2, limitedBy: line.endIndex) ?? line.endIndex)
            let piece = line[index..<end]
            if let replaced = character == "`" ? code(piece) : escape(piece) {
                output += replaced
                changed = true
            } else {
                output += piece
            }
            index = end
        }
        return changed ? output : nil
    }
}
