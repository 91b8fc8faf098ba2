/// What the book's Markdown tool does to a formula's text before its TeX engine reads it: the source's dialect of
/// backslash escapes (book.yaml's `math: {escapes: …}`).
public enum MathEscapes: String, CaseIterable, Sendable {
    /// Nothing: the text between the delimiters is the TeX, `\\` a line break and `\{` a brace (mdbook-katex,
    /// which reads the raw Markdown; GitHub; pandoc).
    case raw
    /// CommonMark's backslash escapes undone: MathJax reads the HTML the Markdown became, where `\\` is `\` and
    /// `\_` is `_` (mdBook's `mathjax-support`).
    case commonMark = "commonmark"
    /// kramdown's (Jekyll's) escapes undone in `$…$`, which kramdown reads as text (`\*`, `\_`, `\|`, `\'`, `\{`,
    /// `\\` …); `$$…$$` is kramdown's own math, read raw.
    case kramdown

    /// The characters a backslash escapes in the dialect.
    public func escapes(_ character: Character) -> Bool {
        switch self {
        case .raw: false
        case .commonMark: character.isASCII && (character.isPunctuation || character.isSymbol)
        case .kramdown: Self.kramdownEscapes.contains(character)
        }
    }

    /// kramdown's ESCAPED_CHARS.
    private static let kramdownEscapes = Set("\\.*_+`<>()[]{}#!:|\"'$=-")
}
