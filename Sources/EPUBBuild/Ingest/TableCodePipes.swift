import EPUBSupport

/// In pandoc's Markdown a `|` inside a code span does not split a pipe table's cell: `` | `a|b` | or | `` is two
/// cells. GitHub's table extension splits at every `|` but an escaped one (GFM §4.10), so the code lost its end and
/// the row a cell.
///
/// Each `|` inside a code span of a pipe table's row is escaped (`\|`), which GitHub's tables read as a `|` of the
/// cell, code spans included.
///
/// pandoc also reads a row indented four spaces or more (`    | y | z`, its first cell empty and the pipes aligned
/// under the header's) as a row, where CommonMark's indented code ended the table and showed the rest as text, raw
/// pipes and all. Such a row loses its indent; in a table written without outer pipes its empty first cell is kept,
/// as a space (`&#32; | y | z`).
///
/// A delimiter row that opens with a dash and a space (`- | - | -`) is a list item to CommonMark, which reads list
/// markers before any extension sees the line; pandoc reads the delimiter row. Such a row gains its outer pipe
/// (`| - | - | -`), which GitHub's tables strip (GFM §4.10), so the columns are the same. Only those lines change;
/// no line moves.
enum TableCodePipes {
    static func escaped(_ markdown: String) -> String {
        guard ByteSearch.contains("|", in: markdown),
            ByteSearch.contains("`", in: markdown) || ByteSearch.contains("    |", in: markdown)
                || ["- |", "- -", "- :"].contains(where: { ByteSearch.contains($0, in: markdown) })
        else { return markdown }
        var lines = SourceText.lines(of: markdown)
        let kinds = TeXMath.CodeLines.kinds(of: lines)
        var changed = false
        var index = 1
        while index < lines.count {
            // A delimiter row under a header row starts a table; its rows run to a blank line.
            guard kinds[index] == .text, kinds[index - 1] == .text, isDelimiterRow(lines[index]) else {
                index += 1
                continue
            }
            if lines[index].drop(while: { $0 == " " }).hasPrefix("- "), lines[index - 1].contains("|") {
                lines[index] = "|" + lines[index]
                changed = true
            }
            var row = index - 1
            let outerPipes = lines[row].drop { $0 == " " }.first == "|"
            while row < lines.count, kinds[row] == .text, !lines[row].allSatisfy({ $0 == " " || $0 == "\t" }) {
                if row > index, let unindented = unindenting(lines[row], outerPipes: outerPipes) {
                    lines[row] = Substring(unindented)
                    changed = true
                }
                if row != index, let rewritten = escapingCodePipes(in: lines[row]) {
                    lines[row] = Substring(rewritten)
                    changed = true
                }
                row += 1
            }
            index = row + 1
        }
        return changed ? lines.joined(separator: "\n") : markdown
    }

    /// `|---|:---:|`, `--- | ---`: dashes with optional colons, between pipes.
    private static func isDelimiterRow(_ line: Substring) -> Bool {
        let trimmed = line.filter { $0 != " " && $0 != "\t" && $0 != "\r" }
        guard trimmed.contains("-"), trimmed.contains("|") || trimmed.allSatisfy({ $0 == "-" || $0 == ":" }) else {
            return false
        }
        return trimmed.contains("|") && trimmed.allSatisfy { "-:|".contains($0) }
    }

    /// A row indented four spaces or more, made one CommonMark reads as a row; nil for any other line.
    private static func unindenting(_ line: Substring, outerPipes: Bool) -> String? {
        let text = line.drop { $0 == " " || $0 == "\t" }
        guard line.count - text.count >= 4, text.first == "|" else { return nil }
        return (outerPipes ? "" : "&#32; ") + text
    }

    /// `line` with the `|` inside its code spans escaped, or nil when it has none.
    private static func escapingCodePipes(in line: Substring) -> String? {
        guard line.contains("`") else { return nil }
        return MarkdownLines.mapping(
            line, code: { $0.contains("|") ? $0.replacingOccurrences(of: "|", with: "\\|") : nil })
    }
}
