import Foundation
import Testing

@testable import EPUBBuild

/// Equations numbered as the book's MathJax configuration numbers them (`math: {numbering, labels}`, or
/// MathJax's own configuration in the site's HTML): each numbered formula or row shows its number and has
/// an id, and each `\eqref` shows that number and links to it.
@Suite struct MathNumberingTests {
    /// A reference: the page it is on, what it shows, and what the element its link names shows as number.
    struct Reference: Equatable, CustomStringConvertible {
        let shown: String
        let target: String
        var description: String { "\(shown)→\(target)" }
    }

    /// Every equation reference of `page`, in order, with the number shown where its link leads.
    private func references(_ file: EPUBFile, in page: String) throws -> [Reference] {
        let links = "//h:a[contains(@href, 'mjx-eqn')] | //m:*[contains(@href, 'mjx-eqn')]"
        let document = try file.xml(page)
        return try document.select(links, namespaces: EPUBFile.namespaces).map { link in
            let href = link.attribute("href") ?? ""
            let id = String(href.split(separator: "#").last ?? "")
            let target = href.hasPrefix("#") ? page : EPUBFile.resolve(href, against: page)
            let number = try file.values(
                "//*[@id='\(id)']/m:mtd[last()] | //*[@id='\(id)']//m:mtr[1]/m:mtd[last()]", in: target
            ).first
            let shown = link.descendants.filter { $0.isElement && $0.name == "mtext" }.map(\.textContent).joined()
            return Reference(shown: shown, target: number?.filter { !$0.isWhitespace } ?? "no element with id \(id)")
        }
    }

    /// The fixture book `name`, built and checked.
    private func build(_ name: String) throws -> (EPUBFile, [String]) {
        try checkedBuild(TestBuild.fixtureBook(name))
    }

    @Test func noneNumbersByTagAlone() throws {
        let (file, warnings) = try build("math-numbering-none")
        #expect(warnings.isEmpty, "\(warnings)")
        let page = "EPUB/text/chapter.xhtml"
        #expect(try file.mathText(in: page).prefix(3) == ["E=mc2(E)", "F=ma", "a2+b2=c2"])
        #expect(try references(file, in: page).map(\.description) == ["(E)→(E)", "E→(E)"])
    }

    @Test func amsNumbersTheNumberedEnvironmentsRowByRow() throws {
        let (file, warnings) = try build("math-numbering-ams")
        #expect(warnings.isEmpty, "\(warnings)")
        let page = "EPUB/text/chapter.xhtml"
        let math = try file.mathText(in: page)
        #expect(math[0] == "x+y", "no environment, no number")
        #expect(math[1] == "F=ma(1)")
        let rows = "//m:math[.//m:mi='p']/m:semantics/m:mtable/m:mtr/m:mtd[last()]"
        #expect(try file.values(rows, in: page) == ["(2)", "", "(3)"], "\\notag leaves its row out")
        #expect(!math[3].contains("("), "align* has no numbers: \(math[3])")
        #expect(math[4] == "E=mc2(E)", "\\tag overrides, and takes no number")
        let gather = "//m:math[.//m:mi='u']/m:semantics/m:mtable/m:mtr/m:mtd[last()]"
        #expect(try file.values(gather, in: page) == ["(4)", "(5)"])
        #expect(
            try references(file, in: page).map(\.description) == [
                "(1)→(1)", "(2)→(2)", "(3)→(3)", "(E)→(E)", "5→(5)", "(3)→(3)", "(6)→(6)",
            ])
        let multline = "//m:math[.//m:mi='e']/m:semantics/m:mtable/m:mtr/m:mtd[last()]"
        #expect(try file.values(multline, in: page) == ["", "(6)"], "multline: one number, on its last line")
        // A reference that is the whole formula is an XHTML link around it; within a longer one, MathML's.
        #expect(try file.values("//h:a[contains(@href, 'mjx-eqn')]", in: page).count == 6)
        #expect(try file.values("//m:*[contains(@href, 'mjx-eqn')]/@href", in: page) == ["#mjx-eqn-3"])
    }

    @Test func allNumbersEveryDisplayThroughTheBook() throws {
        let (file, warnings) = try build("math-numbering-all")
        #expect(warnings.isEmpty, "\(warnings)")
        let one = try file.mathText(in: "EPUB/text/one.xhtml")
        #expect(one[0] == "a=b(1)")
        #expect(one[1] == "c=d", "\\nonumber")
        #expect(one[2] == "e=f", "equation*")
        let rows = "//m:math[.//m:mi='g']/m:semantics/m:mtable/m:mtr/m:mtd[last()]"
        #expect(try file.values(rows, in: "EPUB/text/one.xhtml") == ["(2)", "(3)"])
        #expect(try file.mathText(in: "EPUB/text/two.xhtml")[0] == "k=l(4)", "numbers run on from page to page")
        #expect(
            try references(file, in: "EPUB/text/two.xhtml").map(\.description) == ["(4)→(4)", "(1)→(1)", "(3)→(3)"])
        #expect(
            try file.values("//h:a/@href", in: "EPUB/text/two.xhtml").filter { $0.contains("mjx") } == [
                "#mjx-eqn-1", "one.xhtml#mjx-eqn-1", "one.xhtml#mjx-eqn-3",
            ])
    }

    @Test func pageLabelsAreEachPagesOwn() throws {
        let (file, warnings) = try build("math-labels-page")
        #expect(warnings.isEmpty, "\(warnings)")
        for page in ["EPUB/text/one.xhtml", "EPUB/text/two.xhtml"] {
            #expect(try file.mathText(in: page).prefix(2).map { $0.suffix(3) } == ["(1)", "(2)"], "numbers restart")
            #expect(try references(file, in: page).map(\.description) == ["(2)→(2)", "(1)→(1)"])
            #expect(
                try file.values("//h:a/@href", in: page).filter { $0.contains("mjx") } == ["#mjx-eqn-2", "#mjx-eqn-1"])
        }
    }

    /// The same label twice on a page, or a reference to a formula without a number, is an error that says
    /// which `math:` key numbers formulas as the book's MathJax did.
    @Test func aRepeatedLabelOrAnUnnumberedReferenceIsAnErrorWithTheKey() throws {
        let book = TestPaths.temporaryDirectory() + "/book"
        try FileManager.default.createDirectory(atPath: book, withIntermediateDirectories: true)
        try "title: T\nlanguage: en\nmath: {labels: page}\nchapters: [a.md]\n".write(
            toFile: book + "/book.yaml", atomically: true, encoding: .utf8)
        try "# A\n\n$$\nx \\label{a}\n$$\n\n$$\ny \\label{a}\n$$\n\nSee $\\eqref{a}$.\n".write(
            toFile: book + "/a.md", atomically: true, encoding: .utf8)
        let error = #expect(throws: Error.self) { try TestBuild.build(book + "/book.yaml") }
        let message = "\(error.map { "\($0)" } ?? "")"
        #expect(message.contains("a.md:7:1: error: [Ingest]"), "\(message)")
        #expect(message.contains("\\label{a} is already the label of an earlier formula on this page"), "\(message)")
        #expect(message.contains("has no number") && message.contains("math: {numbering: ams}"), "\(message)")
    }

    /// `book` built and checked (both epubchecks), with its warnings as printed, paths from the repository.
    private func checkedBuild(_ book: String) throws -> (EPUBFile, [String]) {
        let (epub, report) = try TestBuild.build(book)
        try EPUBStructure.expectAll(book, epub)
        let warnings = report.warnings.map(\.description).map {
            $0.replacingOccurrences(of: TestPaths.repository + "/", with: "")
        }
        return (try EPUBFile(epub), warnings)
    }

    /// An mdBook's MathJax configuration, in its additional-js (MathJax 3): tags 'ams', `$` delimiters and
    /// macros; numbers and labels by page; a theme's configuration that is no literal is a warning.
    @Test func mdBooksMathJaxConfigurationNumbersByPage() throws {
        let (file, warnings) = try checkedBuild(TestPaths.fixture("books/mdbook-mathjax-config/book.toml"))
        #expect(
            warnings == [
                "Tests/EPUBBuildTests/Fixtures/books/mdbook-mathjax-config/theme/head.hbs:3:1: warning: [Load] MathJax's 'tags' is not a value epubbuild reads without running the page's JavaScript; equations are numbered by \\tag alone, unless book.yaml's math: {numbering: …} says"
            ])
        let vectors = try file.mathText(in: "EPUB/text/vectors.xhtml")
        #expect(vectors.first == "v∈Rn", "$…$ and the macro \\RR: \(vectors)")
        #expect(vectors[1].hasSuffix("(1)"), "\(vectors)")
        #expect(try references(file, in: "EPUB/text/vectors.xhtml").map(\.description) == ["(1)→(1)"])
        #expect(try references(file, in: "EPUB/text/sequences.xhtml").map(\.description) == ["(1)→(1)"])
    }

    /// A Jekyll site's MathJax 2 configuration in `_includes`: every display numbered, by page; Jekyll's
    /// front-matter keys read quietly, another key once for the book.
    @Test func jekyllsMathJaxConfigurationAndFrontMatter() throws {
        let (file, warnings) = try checkedBuild(TestBuild.fixtureBook("jekyll-mathjax"))
        #expect(
            warnings == [
                "Tests/EPUBBuildTests/Fixtures/books/jekyll-mathjax/first.md:7:1: warning: [Ingest] 2 front-matter keys 'difficulty' ignored — epubbuild reads title, type, linear, id, split there (the first here)"
            ])
        for page in ["EPUB/text/first.xhtml", "EPUB/text/second.xhtml"] {
            #expect(try file.mathText(in: page).first?.hasSuffix("(1)") == true)
            #expect(try references(file, in: page).map(\.description) == ["(1)→(1)"])
        }
    }
}
