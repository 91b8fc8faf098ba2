/// Which display formulas get a number, and where numbers and `\label`s hold, as the book's own math tool
/// sets it: book.yaml's `math: {numbering, labels}`, MathJax's configuration (`equationNumbers.autoNumber` in
/// MathJax 2, `tex.tags` in MathJax 3) in an mdBook theme or additional script or a Jekyll include.
/// KaTeX (mdbook-katex) has no automatic numbers: `\tag` alone, as `none`.
public struct MathNumbering: Equatable, Sendable {
    public enum Numbered: String, CaseIterable, Sendable {
        /// MathJax's default: only a `\tag` numbers a formula.
        case none
        /// The AMS environments (`equation`, `align`, `gather`, `multline`, `alignat`, `flalign`; not their
        /// starred forms), row by row for the rows of `align`, `gather`, `alignat` and `flalign`.
        case ams
        /// Every display formula, and every row of those environments; not the starred ones.
        case all
    }

    /// Where a number counts from 1 again and a `\label` is known.
    public enum Scope: String, CaseIterable, Sendable {
        /// Each page (chapter file), as MathJax numbers a web site: one page's labels are not another's.
        case page
        /// The whole book, as LaTeX numbers a book without chapters.
        case book
    }

    public var numbered: Numbered
    public var scope: Scope

    public init(numbered: Numbered = .none, scope: Scope = .book) {
        self.numbered = numbered
        self.scope = scope
    }
}
