import Foundation
import Testing

@testable import EPUBBuild

/// TeX written for MathJax, read as MathJax reads a page: macros hold from
/// where they are defined to the end of the book, `\newcommand` redefines,
/// and `\label`, `\eqref` and `\ref` number equations by their `\tag`.
@Suite struct MathConversionTests {
    /// ℤ, ℝ, ℕ, ℚ, ℂ written as letters (darkfi's `(ℤ / nℤ)^×`) are double-struck, as KaTeX's HTML and MathJax show
    /// them: KaTeX's MathML had written each as a plain Z. The formula's TeX, its alt text, stays as written.
    @Test func doubleStruckLettersStayDoubleStruck() throws {
        let (epub, _) = try TestBuild.oneChapter("# T\n\nIn $x ∈ ℤ$, $ℝ^n$, $\\mathbb{Q}$ and $\\text{in ℕ}$.\n")
        let file = try EPUBFile(epub)
        #expect(try file.values("//m:mi[@mathvariant='double-struck']", in: "EPUB/text/a.xhtml") == ["Z", "R", "Q"])
        #expect(try file.values("//m:math/@alttext", in: "EPUB/text/a.xhtml").first == "x ∈ ℤ")
        #expect(
            try file.values("//m:mtext", in: "EPUB/text/a.xhtml").last?.hasPrefix("in") == true,
            "kept as text in \\text")
    }

    @Test func macrosHoldFromWhereTheyAreDefinedToTheEndOfTheBook() throws {
        let book = TestBuild.fixtureBook("math-macros")
        let (epub, file) = try TestBuild.buildWithoutWarnings(book)
        // \R is KaTeX's own macro: MathJax-style \newcommand redefines it rather than failing.
        #expect(
            try file.values("//m:mi[@mathvariant='double-struck']", in: "EPUB/text/definitions.xhtml") == ["R", "E"])
        #expect(
            try file.values("//m:mi[@mathvariant='bold']", in: "EPUB/text/definitions.xhtml") == ["v"],
            "math-macros: \\vect")
        let uses = try file.mathText(in: "EPUB/text/uses.xhtml")
        #expect(uses.count == 8)
        #expect(uses[0] == "Rn", "\\R from the chapter before")
        #expect(uses[1] == "∥v∥")
        #expect(uses[2].hasPrefix("argmax"), "\\DeclareMathOperator*")
        #expect(uses[3] == "xify", "\\mbox")
        #expect(uses[4] == "∣w∣" || uses[4] == "|w|", "\\renewcommand: \(uses[4])")
        #expect(
            uses[5] == uses[4].replacingOccurrences(of: "w", with: "u"), "the redefinition holds for the next formula")
        #expect(uses[6].hasPrefix("tr"))
        #expect(uses[7] == "∂f+∂2g", "\\newcommand with an optional first argument, given and not")
        try EPUBStructure.expectAll(book, epub)
    }

    /// The same TeX as one MathJax page: the order of the book, not of the threads, decides what a macro means.
    @Test func theSameBytesAtAnyJobs() throws {
        let book = TestBuild.fixtureBook("math-macros")
        let one = try TestBuild.build(book, jobs: 1).epub
        let four = try TestBuild.build(book, jobs: 4).epub
        #expect(try Data(contentsOf: URL(fileURLWithPath: one)) == Data(contentsOf: URL(fileURLWithPath: four)))
    }

    @Test func equationsAreReferredToByTheirTag() throws {
        let book = TestBuild.fixtureBook("math-references")
        let (epub, file) = try TestBuild.buildWithoutWarnings(book)
        // The tag inside an equation environment, which KaTeX 0.16's MathML would lose, is kept.
        #expect(try file.mathText(in: "EPUB/text/laws.xhtml").prefix(2) == ["E=mc2(1)", "F=ma(2.1)"])
        #expect(try file.mathText(in: "EPUB/text/uses.xhtml").prefix(2) == ["(1)", "2.1"])
        // Each row of an align keeps its own \tag, which KaTeX 0.16's MathML loses, in its last cell; a row
        // without one has that cell empty, and every row has as many cells, so that the columns line up.
        let rows = "//m:math[.//m:mi='p']/m:semantics/m:mtable/m:mtr"
        #expect(try file.values(rows + "/m:mtd[last()]", in: "EPUB/text/laws.xhtml") == ["(3.1)", "", "3.2"])
        #expect(
            try file.values(rows + "/m:mtd[1]/@class", in: "EPUB/text/laws.xhtml") == [
                "mtr-glue", "mtr-glue", "mtr-glue",
            ])
        #expect(
            try [1, 2, 3].map { try file.values(rows + "[\($0)]/m:mtd", in: "EPUB/text/laws.xhtml").count } == [
                6, 6, 6,
            ])
        #expect(try file.mathText(in: "EPUB/text/uses.xhtml").last == "(3.1)", "\\eqref to a row's \\label")
        #expect(
            try file.values("//m:menclose", in: "EPUB/text/uses.xhtml").count == 1, "\\cancel after \\require{cancel}")
        // mhchem's \ce and \pu, through KaTeX's own mhchem extension.
        let chemistry = try file.mathText(in: "EPUB/text/uses.xhtml").dropLast().suffix(2)
        // (mhchem sets each subscript beside an invisible X, \vphantom{X}, for its height.)
        #expect(Array(chemistry) == ["2HX2+OX2→2HX2O", "1.2⋅103kJ/mol"])
        try EPUBStructure.expectAll(book, epub)
    }

    /// mdBook's MathJax reads `\begin{…}…\end{…}` and `\eqref{…}` outside its delimiters: so does the build.
    @Test func mdBooksMathJaxReadsEnvironmentsAndReferences() throws {
        let book = TestPaths.fixture("books/mdbook-mathjax/book.toml")
        let (epub, report) = try TestBuild.build(book)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let page = "EPUB/text/maxwell.xhtml"
        let math = try EPUBFile(epub).mathText(in: page)
        #expect(math.count == 3)
        #expect(math.first == "(1)")
        #expect(math.dropFirst().first?.hasSuffix("=0(2)") == true, "\(math)")
        try EPUBStructure.expectAll(book, epub)
    }

    /// What MathJax reads and KaTeX 0.16 lacks: plain TeX's `\pmatrix` and `\cases`, `\emph`, `eqnarray`, `multline`.
    @Test func mathJaxsOlderFormsConvert() throws {
        let book = TestBuild.fixtureBook("math-mathjax-forms")
        let (epub, file) = try TestBuild.buildWithoutWarnings(book)
        let page = "EPUB/text/forms.xhtml"
        #expect(
            try file.mathText(in: page) == [
                "(abcd)", "∣x∣={xx≥0−xx<0", "emphasis", "a=12b=c+d", "a+b+c+d=e+f",
                "x", "y", "z", "w", "v", "☺–", "a=bc=d", "x3", "λmax\u{2061}", "ex",
            ])
        #expect(
            try file.values("//m:msub/*", in: page).count == 2, "\\lambda_{\\max}: two arguments, as MathML 3 wants")
        #expect(try file.values("//m:*/@href", in: page) == ["https://example.org/"])
        // \bbox's colour is the background KaTeX gives \colorbox, its border KaTeX's \boxed.
        #expect(try file.values("//m:mpadded/@mathbackground", in: page) == ["yellow"])
        #expect(try file.values("//m:menclose/@notation", in: page) == ["box"])
        // eqnarray's three columns, right, centre and left.
        #expect(try file.values("//m:mtable/@columnalign", in: page).contains("right center left"))
        try EPUBStructure.expectAll(book, epub)
    }
}

/// MathJax reads `\text{…}`'s argument as text, `_` and the like included: KaTeX refuses them there, and such a
/// formula (`\text{clock_divider}`, common in books that name registers) had been shown as its TeX with a warning.
@Suite struct MathJaxTextArgumentTests {
    @Test func underscoresInTextAreText() throws {
        let (epub, report) = try TestBuild.oneChapter(
            "# A\n\nThe divider $\\text{clock_divider}$, $f_{\\text{LEDC_CLK}}$ and $\\mbox{a#b & c^d}$.\n")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(epub)
        #expect(try file.mathText(in: "EPUB/text/a.xhtml") == ["clock_divider", "fLEDC_CLK", "a#b&c^d"])
        #expect(try file.values("//m:msub/m:mi", in: "EPUB/text/a.xhtml") == ["f"])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }
}
