import EPUBBuild
import Foundation
import Testing

/// `dir`, `lang` and `xml:lang` values outside HTML's grammar, and ids with
/// spaces, in raw HTML and XHTML chapters. Before: kept as written, and
/// epubcheck refused each (RSC-005: "value of attribute "dir" is invalid").
@Suite struct AttributeValueRepairTests {
    @Test func directionsLanguagesAndIDsAreRepairedWithAWarning() throws {
        let book = TestBuild.fixtureBook("ingest-attribute-values")
        let (epub, report) = try TestBuild.build(book)
        let file = try EPUBFile(epub)
        let a = "EPUB/text/a.xhtml"
        #expect(try file.values("//h:body//*[@dir]/@dir", in: a) == ["ltr", "rtl"])
        #expect(try file.values("//h:span[not(@dir)]", in: a) == ["No direction at all."])
        #expect(try file.values("//h:body//*[@lang]/@lang", in: a) == ["en-US"])
        #expect(try file.values("//h:body//*[@xml:lang]", in: a) == [])
        #expect(try file.values("//h:p[last()]/@id", in: a) == ["two-words"])
        #expect(
            try file.values("//h:body//h:p/@lang | //h:body//h:p/@xml:lang", in: "EPUB/text/b.xhtml") == ["fr", "fr"])
        #expect(
            FixtureMessages.shown(report.warnings, book: "ingest-attribute-values") == [
                "a.md:3:1: warning: [Ingest] dir=\"lt\" on <p> is not valid EPUB 3 XHTML; read as dir=\"ltr\"",
                "a.md:4:1: warning: [Ingest] dir=\"”rtl”\" on <div> is not valid EPUB 3 XHTML; read as dir=\"rtl\"",
                "a.md:5:1: warning: [Ingest] dir=\"sideways\" on <span> is not valid EPUB 3 XHTML; removed (ltr, rtl or auto)",
                "a.md:6:1: warning: [Ingest] lang=\"en_US\" on <p> is not valid EPUB 3 XHTML; read as lang=\"en-US\"",
                "a.md:7:1: warning: [Ingest] xml:lang=\"x y\" on <div> is not valid EPUB 3 XHTML; removed (not a BCP 47 language tag)",
                "a.md:7:1: warning: [Ingest] lang=\"english language\" on <div> is not valid EPUB 3 XHTML; removed (not a BCP 47 language tag)",
                "a.md:8:1: warning: [Ingest] id=\"two words\" on <p> is not valid EPUB 3 XHTML; its spaces become hyphens",
                "b.xhtml:4:1: warning: [Ingest] lang=\"de\" beside xml:lang=\"fr\" on <p> is not valid EPUB 3 XHTML; lang made \"fr\"",
            ])
        #expect(Set(report.warnings.map(\.code)) == [.htmlStructureRepaired])
        try EPUBStructure.expectAll(book, epub)
    }

    /// A prefixed epub:type term (`z3998:roman`) is valid only where the page declares its prefix: in Markdown
    /// nothing does, and epubcheck refused it (OPF-028); the term is left out with a warning, the others stay. An
    /// XHTML chapter whose root declares it (Standard Ebooks' `epub:prefix="z3998: …"`) keeps it.
    /// An XHTML chapter's attribute its element does not take (pandoc's LaTeX reader writes `label="…"` on a span,
    /// which an unpacked project keeps) is kept as `data-`, with one warning: it had passed, and epubcheck refused
    /// the page (RSC-005), and the contents page that copied the heading. Attributes it takes stay.
    @Test func anXHTMLChaptersUnknownAttributeIsKeptAsData() throws {
        let folder = try TestPaths.folder(holding: [
            "a.xhtml": """
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>A</title></head><body>
            <h1>Examples <span id="ex-one" label="ex-one"></span></h1>
            <p title="t" foo="1">Text with <abbr title="HyperText">HTML</abbr>.</p></body></html>
            """,
            "book.yaml": "title: T\nlanguage: en\nchapters: [a.xhtml]\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:span/@data-label", in: "EPUB/text/a.xhtml") == ["ex-one"])
        #expect(try file.values("//h:p/@data-foo", in: "EPUB/text/a.xhtml") == ["1"])
        #expect(try file.values("//h:p/@title | //h:abbr/@title", in: "EPUB/text/a.xhtml") == ["t", "HyperText"])
        #expect(
            report.warnings.map(\.message).sorted() == [
                "foo=\"1\" on <p> is not valid EPUB 3 XHTML; kept as data-foo",
                "label=\"ex-one\" on <span> is not valid EPUB 3 XHTML; kept as data-label",
            ])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    @Test func termsOfUndeclaredVocabulariesAreLeftOut() throws {
        let markdown = "# A\n\n<span epub:type=\"z3998:roman pagebreak\">IV</span>\n"
        let (epub, report) = try TestBuild.oneChapter(markdown)
        try EPUBStructure.expectEPUBCheckClean(epub)
        #expect(try EPUBFile(epub).values("//h:span/@epub:type", in: "EPUB/text/a.xhtml") == ["pagebreak"])
        #expect(
            report.warnings.map(\.message) == [
                "epub:type=\"z3998:roman pagebreak\" on <span> is not valid EPUB 3 XHTML; terms of a vocabulary the page does not declare (epub:prefix) left out"
            ])
        let folder = TestPaths.temporaryDirectory()
        try """
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" \
        epub:prefix="z3998: http://www.daisy.org/z3998/2012/vocab/structure/#"><head><title>A</title></head>
        <body><h1>A</h1><p><span epub:type="z3998:roman">IV</span></p></body></html>
        """.write(toFile: folder + "/a.xhtml", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nchapters: [a.xhtml]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (declared, quiet) = try TestBuild.build(folder + "/book.yaml")
        #expect(quiet.warnings.isEmpty, "\(quiet.warnings)")
        try EPUBStructure.expectEPUBCheckClean(declared)
        #expect(try EPUBFile(declared).values("//h:span/@epub:type", in: "EPUB/text/a.xhtml") == ["z3998:roman"])
    }
}
