/// Where Markdown's TeX formulas are found (book.yaml's `math:`; mdBook's `mathjax-support`,
/// mdbook-katex's `[preprocessor.katex]`).
public struct MathDelimiters: Equatable, Sendable {
    /// GitHub's `$…$`, `` $`…`$ `` and `$$…$$`.
    public var dollars = true
    /// mdBook's `\\(…\\)` and `\\[…\\]` (`[output.html] mathjax-support`),
    /// and what its MathJax reads besides: `$$…$$` (not `$…$`), and
    /// `\begin{…}`, `\ref{…}`, `\eqref{…}` without delimiters.
    public var backslashes = false
    /// mdbook-katex's `$…$` instead of GitHub's: any text up to the next
    /// `$` not escaped, spaces and digits included (`$ \pi $`, `$1$`),
    /// over the lines of one paragraph (`[preprocessor.katex]`).
    public var looseDollars = false

    /// GitHub's ```` ```math ```` code blocks are display formulas; mdbook-katex leaves them code, as mdBook shows
    /// them.
    public var mathBlocks: Bool { dollars && !looseDollars }

    public init(dollars: Bool = true, backslashes: Bool = false, looseDollars: Bool = false) {
        self.dollars = dollars
        self.backslashes = backslashes
        self.looseDollars = looseDollars
    }
}
