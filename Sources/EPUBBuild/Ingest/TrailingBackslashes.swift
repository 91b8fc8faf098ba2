import EPUBSupport

/// pandoc's Markdown reads a backslash at the end of a paragraph's last line as a line break, as it reads one at the
/// end of any other line (`escaped_line_breaks`); CommonMark keeps it as a backslash (§6.7), so `![alt](a.png)\`,
/// pandoc's way to keep a picture out of a figure, showed a `\` after the picture. Such a backslash is written
/// `<br />`. Code is left alone, and no line moves.
enum TrailingBackslashes {
    static func replaced(_ markdown: String) -> String {
        guard ByteSearch.contains("\\\n", in: markdown) || markdown.hasSuffix("\\") else { return markdown }
        var lines = SourceText.lines(of: markdown)
        let kinds = TeXMath.CodeLines.kinds(of: lines)
        var changed = false
        for index in lines.indices where kinds[index] == .text && endsWithLoneBackslash(lines[index]) {
            let next = index + 1
            guard next == lines.count || kinds[next] != .text || lines[next].allSatisfy(\.isWhitespace) else {
                continue
            }
            lines[index] = lines[index].dropLast() + "<br />"
            changed = true
        }
        return changed ? lines.joined(separator: "\n") : markdown
    }

    /// An odd run of backslashes ends the line (`\\` is a backslash written), after some text.
    private static func endsWithLoneBackslash(_ line: Substring) -> Bool {
        let run = line.reversed().prefix { $0 == "\\" }.count
        return run % 2 == 1 && line.count > run && !line.dropLast(run).allSatisfy(\.isWhitespace)
    }
}
