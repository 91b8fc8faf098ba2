import EPUBBuild
import Foundation
import Testing

@testable import EPUBSupport

/// Markup older EPUBs and saved web pages carry, made EPUB 3.3-clean: text
/// in the encoding it declares, `epub:switch` and `epub:trigger`, an Adobe
/// page template, a page's `<base>`, scheme-relative links, an `<object>`
/// with its fallback inside, and TTML captions saved as `.xml`.
@Suite struct LegacyMarkupTests {
    /// Each of `expected` is among the build's warnings, as printed.
    private func expectWarnings(
        _ report: BuildReport, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let messages = report.warnings.map(\.description).joined(separator: "\n")
        for warning in expected {
            #expect(messages.contains(warning), "\(warning)\n\(messages)", sourceLocation: sourceLocation)
        }
    }

    /// An old HTML page declares its encoding only in a `<meta>` (`http-equiv` or `charset`), as browsers read it; a
    /// Latin-1 label is windows-1252, as HTML reads it. Such a page had stopped the build ("not valid UTF-8").
    @Test(arguments: [
        "<meta http-equiv=\"Content-Type\" content=\"text/html; charset=windows-1252\"/>",
        "<meta charset=\"iso-8859-1\">",
    ])
    func aMetaDeclaredEncodingIsRead(meta: String) throws {
        let page =
            "<html><head>\(meta)<title>T</title></head><body><h1>Caf\u{E9}</h1><p>\u{201C}Smart\u{201D}</p>"
            + "</body></html>"
        let data = try #require(page.data(using: .windowsCP1252))
        let decoded = try #require(DeclaredEncoding.text(data))
        #expect(decoded.from?.uppercased() == "WINDOWS-1252" || decoded.from == "windows-1252")
        #expect(decoded.text.contains("<h1>Caf\u{E9}</h1><p>\u{201C}Smart\u{201D}</p>"))
        #expect(decoded.text.contains("charset=UTF-8") || decoded.text.contains("charset=\"UTF-8\""))
    }

    /// A page's alternate stylesheet (a night theme) stays an alternate, with its title: it had been linked as a
    /// plain stylesheet, so every page turned black. One without a title, which no browser applies, is dropped.
    @Test func anAlternateStylesheetStaysAnAlternate() throws {
        let head =
            "<link rel=\"stylesheet\" href=\"day.css\"/><link rel=\"alternate stylesheet\" title=\"Night\" "
            + "href=\"night.css\"/><link rel=\"alternate stylesheet\" href=\"dusk.css\"/>"
        let folder = try TestPaths.folder(holding: [
            "book.yaml": "title: T\nlanguage: en\nchapters: [c.xhtml]\n",
            "c.xhtml": "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>C</title>\(head)</head>"
                + "<body><h1>C</h1><p>Text.</p></body></html>",
            "day.css": "p { color: black; }\n", "night.css": "body { background: black; }\n", "dusk.css": "p { }\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        let links = try EPUBFile(epub).values(
            "//h:link/@rel | //h:link/@href | //h:link/@title", in: "EPUB/text/c.xhtml")
        #expect(
            links.suffix(5) == [
                "stylesheet", "../styles/day.css", "alternate stylesheet", "../styles/night.css", "Night",
            ])
        #expect(report.warnings.map(\.message).contains { $0.hasPrefix("an alternate stylesheet without a title") })
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    @Test func legacyMarkupBuildsCleanAndKeepsWhatItMeans() throws {
        let (epub, report) = try TestBuild.build(TestBuild.fixtureBook("legacy-markup"))
        expectWarnings(
            report,
            [
                "legacy.xhtml:1:1: warning: [Ingest] the chapter is in Shift_JIS; converted to UTF-8",
                "style.css:1:1: warning: [Resolve] the stylesheet is in Shift_JIS; converted to UTF-8",
                "legacy.xhtml:11:1: warning: [Ingest] <epub:switch> (deprecated) is not valid EPUB 3 XHTML; replaced by its case in http://www.w3.org/1998/Math/MathML",
                "legacy.xhtml:17:1: warning: [Ingest] <epub:trigger> (deprecated) is not valid EPUB 3 XHTML; removed",
                "legacy.xhtml:6:1: warning: [Ingest] <link rel=\"stylesheet\" type=\"application/vnd.adobe-page-template+xml\"> is not CSS; dropped",
            ])
        let file = try EPUBFile(epub)
        let page = "EPUB/text/legacy.xhtml"
        #expect(try file.values("//h:h1", in: page) == ["古い書き方"])
        #expect(
            try file.values("//m:mi", in: page, extra: ["m": "http://www.w3.org/1998/Math/MathML"]) == ["x"],
            "the MathML case is kept")
        #expect(try file.values("//*[local-name()='switch' or local-name()='trigger']", in: page).isEmpty)
        // Links the book cannot resolve follow the page's <base>; a scheme-relative one gets https.
        #expect(
            try file.values("//h:a/@href", in: page) == [
                "https://example.org/wiki/Other", "https://example.org/scheme-relative",
            ])
        let opf = try file.package()
        let ns = EPUBFile.namespaces
        #expect(
            opf.select("//opf:item[@href='media/gallery.xml']/@media-type", namespaces: ns).map(\.textContent) == [
                "application/x-gallery+xml"
            ],
            "an object with its fallback inside keeps its foreign resource (EPUB 3.3 §3.5.2)")
        #expect(
            opf.select("//opf:item[@href='media/captions.xml']/@media-type", namespaces: ns).map(\.textContent) == [
                "application/ttml+xml"
            ])
        let css = String(decoding: try file.data("EPUB/styles/style.css"), as: UTF8.self)
        #expect(css.hasPrefix("@charset \"UTF-8\";") && css.contains("content: \"〜\""))
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// An EPUB 2 chapter's presentational HTML, which EPUB 3's XHTML refuses, becomes what an HTML chapter's would:
    /// an allowed element with the old name as its class, an attribute its CSS; the words stay in their paragraph.
    @Test func obsoleteHTMLInAnXHTMLChapterBecomesCSS() throws {
        let book = TestBuild.fixtureBook("html4-chapter")
        let (epub, report) = try TestBuild.build(book)
        expectWarnings(
            report,
            [
                "old.xhtml:7:1: warning: [Ingest] <font> is not an element EPUB 3 XHTML allows; kept as <span class=\"font\">",
                "old.xhtml:8:1: warning: [Ingest] <center> is not an element EPUB 3 XHTML allows; kept as <div class=\"center\">",
                "old.xhtml:7:1: warning: [Ingest] attribute 'align' is obsolete in HTML; kept as style \"text-align: center\"",
                "old.xhtml:10:1: warning: [Ingest] attribute 'cellpadding' is obsolete in HTML; kept as data-cellpadding",
                "old.xhtml:9:1: warning: [Ingest] attribute 'name' on <a> is obsolete in HTML; kept as its id",
                "old.xhtml:9:1: warning: [Ingest] <o:p> is not HTML (the markup of the program that wrote the page); its content kept",
                "old.xhtml:5:1: warning: [Ingest] attribute 'link' is obsolete in HTML; kept as data-link",
                "old.xhtml:11:1: warning: [Ingest] role=\"doc-endnote\" (deprecated by DPUB-ARIA 1.1) on <li> is not valid EPUB 3 XHTML; dropped; its epub:type stays",
            ])
        let file = try EPUBFile(epub)
        let page = "EPUB/text/old.xhtml"
        #expect(try file.values("(//h:p)[1]", in: page) == ["Centred, with red, big, struck and typed words."])
        #expect(try file.values("//h:p/h:span/@class", in: page) == ["font", "big", "strike", "tt"])
        #expect(try file.values("//h:p/@style", in: page) == ["text-align: center"])
        #expect(try file.values("//h:span[@class='font']/@style", in: page) == ["color: red; font-family: serif"])
        // Each obsolete element keeps its look as the style that gives it: struck words had read as kept ones.
        #expect(
            try file.values("//h:p/h:span[@class!='font']/@style | //h:div[@class='center']/@style", in: page) == [
                "font-size: larger", "text-decoration: line-through", "font-family: monospace", "text-align: center",
            ])
        #expect(try file.values("//h:div[@class='center']", in: page) == ["A centred line."])
        #expect(try file.values("//h:table/@style", in: page) == ["width: 80%"])
        #expect(try file.values("//h:table/@border", in: page) == ["1"], "border=\"1\" is HTML's own")
        #expect(try file.values("//h:td/@style", in: page) == ["vertical-align: top; background-color: #eeeeee"])
        #expect(try file.values("//h:a[@href='#_Toc1001']", in: page) == ["linked to"])
        #expect(try file.values("//h:a/@id", in: page) == ["_Toc1001"], "HTML 4's anchor is the id a link lands on")
        #expect(try file.values("//h:body/@data-vlink", in: page) == ["purple"])
        #expect(try file.values("//h:li/@role", in: page).isEmpty)
        #expect(
            try file.values("//h:li/@epub:type", in: page, extra: ["epub": "http://www.idpf.org/2007/ops"]) == [
                "endnote"
            ])
        try EPUBStructure.expectAll(book, epub)
    }

    /// An (X)HTML page is shown as written: a Calibre `.html` chapter keeps its body's class, and a page without a
    /// heading (a cover, a chapter's second file) gets none drawn; a Markdown chapter without one gets its title.
    @Test func htmlPagesAreShownAsWritten() throws {
        let folder = TestPaths.temporaryDirectory()
        try
            "<html><head><title>One</title></head><body class=\"calibre\" id=\"top\"><p class=\"calibre1\">Text of a split file.</p></body></html>"
            .write(toFile: folder + "/index_split_001.html", atomically: true, encoding: .utf8)
        try
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>Cover</title></head><body><p>The cover.</p></body></html>"
            .write(toFile: folder + "/cover.xhtml", atomically: true, encoding: .utf8)
        try "No heading here.\n".write(toFile: folder + "/notes.md", atomically: true, encoding: .utf8)
        // A heading deep inside the content counts (has-heading, TemplatePage): this chapter gets no title drawn.
        try "> <details><summary>More</summary>\n>\n> ### Deep\n>\n> </details>\n"
            .write(toFile: folder + "/deep.md", atomically: true, encoding: .utf8)
        try
            "title: T\nlanguage: en\nchapters: [{file: cover.xhtml, title: Cover}, {file: index_split_001.html, title: One}, {file: notes.md, title: Notes}, {file: deep.md, title: Deep}]\n"
            .write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:body/@class", in: "EPUB/text/index_split_001.xhtml") == ["chapter calibre"])
        #expect(try file.values("//h:body/@id", in: "EPUB/text/index_split_001.xhtml") == ["top"])
        #expect(try file.values("//h:h1", in: "EPUB/text/cover.xhtml").isEmpty)
        #expect(try file.values("//h:h1", in: "EPUB/text/index_split_001.xhtml").isEmpty)
        #expect(try file.values("//h:h1[@class='chapter-title']", in: "EPUB/text/notes.xhtml") == ["Notes"])
        #expect(try file.values("//h:h1", in: "EPUB/text/deep.xhtml").isEmpty)
        #expect(try file.values("//h:blockquote//h:h3", in: "EPUB/text/deep.xhtml") == ["Deep"])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    @Test func aStylesheetThatDeclaresNothingIsReadAsUTF8AsBrowsersDo() throws {
        let folder = TestPaths.temporaryDirectory()
        try Data([0x70, 0x20, 0x7B, 0x20, 0x7D, 0x20, 0x2F, 0x2A, 0x20, 0x8E, 0xC0, 0x20, 0x2A, 0x2F, 0x0A]).write(
            to: URL(fileURLWithPath: folder + "/s.css"))
        try Data("# A\n".utf8).write(to: URL(fileURLWithPath: folder + "/a.md"))
        try Data("title: T\nlanguage: en\ncss: s.css\nchapters: [a.md]\n".utf8).write(
            to: URL(fileURLWithPath: folder + "/book.yaml"))
        let result = try CommandRunner.epubbuild(["build", folder + "/book.yaml", "-o", folder + "/out.epub"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "s.css:1:1: warning: [Resolve] the stylesheet is not UTF-8 and declares no encoding (@charset); read as UTF-8"
            ))
        let css = String(decoding: try EPUBFile(folder + "/out.epub").data("EPUB/styles/s.css"), as: UTF8.self)
        #expect(css.contains("/* \u{FFFD}\u{FFFD} */"))
    }
}
