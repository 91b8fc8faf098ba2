import Foundation
import Testing

/// Small books, one per rule, that must build and pass epubcheck.
@Suite struct FixtureBooksTests {
    @Test(arguments: ["minimal", "raw-html", "template-override", "options"])
    func fixtureBuildsCleanly(_ name: String) throws {
        let (epub, _) = try TestBuild.build(TestBuild.fixtureBook(name))
        try EPUBStructure.expectAll(TestBuild.fixtureBook(name), epub)
    }

    @Test func rawHTMLBecomesValidXHTMLWithWarningsAtTheMarkdownLine() throws {
        let (epub, report) = try TestBuild.build(TestBuild.fixtureBook("raw-html"))
        let chapter = String(decoding: try EPUBFile(epub).data("EPUB/text/chapter.xhtml"), as: UTF8.self)
        #expect(chapter.contains("<div class=\"center\" style=\"text-align: center\">Centred the old way</div>"))
        #expect(chapter.contains("<b>bold\n</b></div>"), "the unclosed <b> is closed")
        #expect(chapter.contains("Line one<br/>line two"), "void elements are closed")
        #expect(chapter.contains("<img src=\"../media/dot.svg\" alt=\"dot\"/>"), "raw HTML images are packaged")
        #expect(chapter.contains("<!-- editor's note - - remove later -->"))
        #expect(
            report.warnings.map(\.description).map { $0.replacingOccurrences(of: TestPaths.repository + "/", with: "") }
                == [
                    "Tests/EPUBBuildTests/Fixtures/books/raw-html/chapter.md:3:1: warning: [Ingest] <center> is not an element EPUB 3 XHTML allows; kept as <div class=\"center\">",
                    "Tests/EPUBBuildTests/Fixtures/books/raw-html/chapter.md:10:1: warning: [Ingest] comment contains '--', which XML forbids; rewritten as '- -'",
                ])
    }

    @Test func aBooksTemplatesOverrideTheDefaultsByName() throws {
        let (epub, _) = try TestBuild.build(TestBuild.fixtureBook("template-override"))
        let file = try EPUBFile(epub)
        let chapter = String(decoding: try file.data("EPUB/text/chapter.xhtml"), as: UTF8.self)
        #expect(chapter.contains("<article class=\"house-style\" epub:type=\"chapter\">"))
        // Templates the book does not override still come from the defaults.
        let titlePage = String(decoding: try file.data("EPUB/titlepage.xhtml"), as: UTF8.self)
        #expect(titlePage.contains("epub:type=\"titlepage\""))
    }

    @Test func optionsShapeTheSpineManifestAndContents() throws {
        let (epub, _) = try TestBuild.build(TestBuild.fixtureBook("options"))
        let file = try EPUBFile(epub)
        let opf = try file.package()
        let ns = EPUBFile.namespaces
        func attribute(_ xpath: String) -> [String] { opf.select(xpath, namespaces: ns).map(\.textContent) }
        // toc.in-spine puts the contents first; titlepage: false leaves the title page out.
        #expect(try file.spinePaths() == ["EPUB/nav.xhtml", "EPUB/text/intro.xhtml", "EPUB/text/formulas.xhtml"])
        #expect(attribute("//opf:itemref/@linear") == ["no"])
        // Manifest properties come from the content: inline SVG from HTML, MathML from Markdown.
        #expect(attribute("//opf:item[@href='text/intro.xhtml']/@properties") == ["svg"])
        #expect(attribute("//opf:item[@href='text/formulas.xhtml']/@properties") == ["mathml"])
        #expect(!file.entryNames.contains("EPUB/styles/book.css"), "default-css: false")
        // An HTML chapter keeps the stylesheet and the style its head named.
        let intro = String(decoding: try file.data("EPUB/text/intro.xhtml"), as: UTF8.self)
        #expect(
            intro.contains(
                "<link rel=\"stylesheet\" type=\"text/css\" href=\"../styles/intro.css\"/><style>p { color: #333; }</style>"
            ))
        #expect(file.entryNames.contains("EPUB/styles/intro.css"))
        // depth 3 shows h1–h3 of a chapter; the h4 stays out.
        let labels = try file.xml("EPUB/nav.xhtml").select("//h:nav[@id='toc']//h:a", namespaces: ns).map(\.textContent)
        #expect(labels == ["Einleitung", "Erster Abschnitt", "Tiefer", "Formeln", "Noch eine"])
    }
}
