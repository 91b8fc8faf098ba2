/// Where Markdown's TeX formulas are found (book.yaml's `math:`; mdBook's `mathjax-support`,
/// mdbook-katex's `[preprocessor.katex]`), and how their text is read.
public struct MathDelimiters: Equatable, Sendable {
    /// GitHub's `$…$`, `` $`…`$ `` and `$$…$$`.
    public var dollars = true
    /// mdBook's `\\(…\\)` and `\\[…\\]` (`[output.html] mathjax-support`),
    /// and what its MathJax reads besides: `$$…$$` (not `$…$`), and
    /// `\begin{…}`, `\ref{…}`, `\eqref{…}` without delimiters.
    public var backslashes = false
    /// pandoc's `\(…\)` and `\[…\]` with one backslash (`tex_math_single_backslash`), read in the Markdown.
    public var singleBackslashes = false
    /// pandoc's `\\(…\\)` and `\\[…\\]` (`tex_math_double_backslash`), read in the Markdown, their TeX as written
    /// (mdBook's `backslashes` hand MathJax the text Markdown made of it instead).
    public var doubleBackslashes = false
    /// mdbook-katex's `$…$` instead of GitHub's: any text up to the next
    /// `$` not escaped, spaces and digits included (`$ \pi $`, `$1$`),
    /// over the lines of one paragraph (`[preprocessor.katex]`).
    public var looseDollars = false
    /// pandoc's `$…$` over the lines of one paragraph (its `--wrap=auto` writes a long formula so): GitHub's stays on
    /// one line.
    public var dollarsAcrossLines = false
    /// pandoc's `raw_tex`: outside formulas, a TeX command with its arguments (`\newpage`, `\textbf{…}`) and an
    /// environment (`\begin{figure}…\end{figure}`) are raw TeX, left out as pandoc leaves them out of an EPUB; a
    /// math environment (`\begin{align}…\end{align}`) is a display formula, as pandoc's HTML writer writes it,
    /// when formulas are read at all.
    public var rawTeX = false
    /// GitBook's `$$…$$`: a formula within a line's text is inline, one on lines of its own a display formula
    /// (GitBook's math blocks; its KaTeX plugin before them). kramdown reads `$$…$$` so too.
    public var gitBookDollars = false
    /// What the source's tool does to the text of a formula between dollars before TeX reads it. By default what
    /// the tool that reads them does: nothing for GitHub's and mdbook-katex's dollars, which read the Markdown;
    /// CommonMark's unescaping for mdBook's MathJax, which reads `$$…$$` in the HTML.
    public var escapes: MathEscapes

    /// GitHub's ```` ```math ```` code blocks are display formulas; mdbook-katex leaves them code, as mdBook shows
    /// them.
    public var mathBlocks: Bool { dollars && !looseDollars }

    /// Whether `$$…$$` within a line's text is an inline formula (GitBook's and kramdown's rule), not a display one.
    public var doubleDollarsInlineInText: Bool { gitBookDollars || escapes == .kramdown }

    /// Whether any formula delimiter is read (a book with `math: false` and pandoc's `raw_tex` reads none).
    public var readsFormulas: Bool { dollars || backslashes || singleBackslashes || doubleBackslashes }

    /// The escapes undone in a formula between `\\(…\\)`, `\\[…\\]` or `\begin{…}…\end{…}`, which only MathJax
    /// reads, in the HTML the Markdown became: CommonMark's, or kramdown's in a kramdown book.
    public var backslashEscapes: MathEscapes { escapes == .raw ? .commonMark : escapes }

    public init(
        dollars: Bool = true, backslashes: Bool = false, looseDollars: Bool = false, escapes: MathEscapes? = nil
    ) {
        self.dollars = dollars
        self.backslashes = backslashes
        self.looseDollars = looseDollars
        self.escapes = escapes ?? (dollars ? .raw : .commonMark)
    }
}
