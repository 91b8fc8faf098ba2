import Foundation
import Testing

@testable import EPUBBuild

/// A book's own TeX macros, from book.yaml's `math-macros:` or mdbook-katex's
/// macros file, reach every formula; a bad one is an error at its line.
@Suite struct MathMacrosTests {
    /// An mdBook book with the mdbook-katex preprocessor: its `$` rules, its macros file, no warning that it is not
    /// run.
    @Test func mdbookKatexBooksGetTheirMath() throws {
        let book = TestPaths.fixture("books/mdbook-katex/book.toml")
        let (epub, file) = try TestBuild.buildWithoutWarnings(book)
        let page = "EPUB/text/gradients.xhtml"
        #expect(
            try file.values("//m:math/@alttext", in: page) == [
                "\\pi(\\theta)", "1", "a +\nb", "\\grad f(x) \\in \\Rmn{n}{p}",
            ])
        #expect(try file.mathText(in: page).last == "∇f(x)∈Rn×p")
        let text = try file.values("//h:p", in: page).joined()
        #expect(text.contains("A regular $ symbol, and $code$."))
        try EPUBStructure.expectAll(book, epub)
    }

    /// A macros file saved on Windows: each line one macro, the `\r` no part of it.
    @Test func aMacrosFileWithCRLFLineEndsHoldsOneMacroALine() throws {
        let folder = TestPaths.temporaryDirectory()
        try "\\R:\\mathbb{R}\r\n% a comment\r\n\\Z:\\mathbb{Z}\r\n".write(
            toFile: folder + "/macros.txt", atomically: true, encoding: .utf8)
        try "# T\n\n$\\R$ and $\\Z$\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nmath-macros: macros.txt\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        #expect(try EPUBFile(epub).mathText(in: "EPUB/text/a.xhtml") == ["R", "Z"])
    }

    @Test(arguments: [
        (
            "math-macros: [1, 2]\n",
            "book.yaml:3:14: error: [Load] 'math-macros' must be a mapping of macros (\\RR: \\mathbb{R}) or the path of a macros file"
        ),
        (
            "math-macros:\n  RR: x\n",
            "book.yaml:4:3: error: [Load] 'RR' is no TeX macro name: a macro is a backslash and letters, such as \\RR"
        ),
        (
            "math-macros: absent.txt\n",
            "book.yaml:3:14: error: [Load] macros file 'absent.txt' does not exist (looked for absent.txt)"
        ),
    ])
    func aBadMacroIsAnErrorAtItsLine(yaml: String, expected: String) throws {
        let folder = TestPaths.temporaryDirectory()
        try "# T\n\n$x$\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\n\(yaml)chapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try BadInputTests.expectFailure(directory: folder, expected: expected)
    }
}
