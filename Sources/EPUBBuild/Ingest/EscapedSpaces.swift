import EPUBSupport

/// pandoc's Markdown reads a backslash-escaped space as a non-breaking one (`all_symbols_escapable`): `Mr.\ Smith`,
/// `10\ km`. CommonMark escapes punctuation only (§2.4), so the backslash showed.
///
/// Run after the formulas are set aside (TeX's `\ ` is TeX's), each `\ ` outside code becomes U+00A0, one character
/// for two on its line; no line moves.
enum EscapedSpaces {
    static func nonBreaking(_ markdown: String) -> String {
        guard ByteSearch.contains("\\ ", in: markdown) else { return markdown }
        return MarkdownLines.rewriting(markdown, mayChange: { $0.contains("\\ ") }, nonBreaking(line:))
    }

    private static func nonBreaking(line: Substring) -> String? {
        var output = ""
        var changed = false
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "`" {
                // A code span keeps its backslashes.
                let end = MarkdownLines.codeSpanEnd(in: line, at: index)
                output += line[index..<end]
                index = end
                continue
            }
            if character == "\\", let next = line.index(index, offsetBy: 1, limitedBy: line.endIndex),
                next < line.endIndex
            {
                if line[next] == " " {
                    output.append("\u{A0}")
                    changed = true
                } else {
                    output += line[index...next]
                }
                index = line.index(after: next)
                continue
            }
            output.append(character)
            index = line.index(after: index)
        }
        return changed ? output : nil
    }
}
