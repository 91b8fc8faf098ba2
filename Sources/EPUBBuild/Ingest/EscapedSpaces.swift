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

    /// Code spans keep their backslashes; only an escaped space outside them changes. On a table's row (a line that
    /// opens with `|`) it keeps its two columns, a word joiner after the space: a grid table's cells are cut at
    /// columns, and one column fewer had left the whole table a paragraph of its text.
    private static func nonBreaking(line: Substring) -> String? {
        let replacement = line.drop { $0 == " " }.first == "|" ? "\u{A0}\u{2060}" : "\u{A0}"
        return MarkdownLines.mapping(line, escape: { $0 == "\\ " ? replacement : nil })
    }
}
