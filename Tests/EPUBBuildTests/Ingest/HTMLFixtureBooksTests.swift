import EPUBBuild
import Foundation
import Testing
import ZipArchive

/// Small books whose chapters use raw HTML (or XHTML) the way manuscripts do:
/// each builds, passes epubcheck, and gives exactly this XHTML and these warnings.
@Suite struct HTMLFixtureBooksTests {
    /// The chapter's <section> as written into the EPUB (an XHTML chapter's <body>, which has no section), and the
    /// warnings with paths relative to the book.
    private func build(_ name: String) throws -> (section: String, warnings: [String]) {
        let book = TestBuild.fixtureBook(name)
        let (epub, report) = try TestBuild.build(book)
        try EPUBStructure.expectAll(book, epub)
        let page = String(decoding: try EPUBFile(epub).data("EPUB/text/chapter.xhtml"), as: UTF8.self)
        let element = page.contains("<section") ? "section" : "body"
        let start = try #require(page.range(of: "<" + element)).lowerBound
        let end = try #require(page.range(of: "</\(element)>")).upperBound
        let folder = "Fixtures/books/\(name)/"
        return (
            String(page[start..<end]), report.warnings.map { String($0.description.split(separator: folder).last!) }
        )
    }

    @Test func remoteMediaBecomeLinks() throws {
        let (section, warnings) = try build("html-remote-media")
        // Both sources survive as links: nothing the author wrote is lost.
        #expect(
            section
                == "<section epub:type=\"chapter\" class=\"chapter\"><h1 id=\"remote-media\">Remote Media</h1>\n<p>Listen inline: <span class=\"remote-media\">Audio: <a href=\"https://example.com/c.mp3\">https://example.com/c.mp3</a>, <a href=\"https://example.com/d.ogg\">https://example.com/d.ogg</a></span></p>\n<div>\n<span class=\"remote-media\">Audio: <a href=\"https://example.com/e.mp3\">https://example.com/e.mp3</a>, <a href=\"https://example.com/f.ogg\">https://example.com/f.ogg</a></span>\n</div>\n</section>"
        )
        #expect(
            warnings == [
                "chapter.md:3:45: warning: [Resolve] remote audio 'https://example.com/c.mp3', 'https://example.com/d.ogg' is not downloaded; it becomes links to them",
                "chapter.md:6:30: warning: [Resolve] remote audio 'https://example.com/e.mp3', 'https://example.com/f.ogg' is not downloaded; it becomes links to them",
            ])
    }

    /// epubcheck 5 wants a form's page `scripted`, 4.2.6 refuses that without script: a form in a chapter with no
    /// script becomes a div.
    @Test func aFormWithoutScriptBecomesADiv() throws {
        let (section, warnings) = try build("inert-form")
        #expect(section.contains("<div id=\"feedback\" class=\"questions\">"), "\(section)")
        #expect(!section.contains("<form") && !section.contains("action=") && !section.contains("form=\"feedback\""))
        #expect(section.contains("<input id=\"stars\" name=\"stars\" type=\"number\"/>"))
        #expect(
            warnings == [
                "chapter.md:5:1: warning: [Ingest] a form does nothing in an EPUB without script; kept as a <div>"
            ])
    }

    @Test func unknownElementsAndAttributesFollowTheirContext() throws {
        let (section, warnings) = try build("html-unknown-markup")
        #expect(
            section
                == "<section epub:type=\"chapter\" class=\"chapter\"><h1 id=\"unknown-markup\">Unknown Markup</h1>\n<div data-number=\"1-1\" data-file-name=\"src/main.rs\" class=\"listing\">\nfn main() {}\n</div>\n<div data-markdown=\"1\" class=\"note\">A note.</div>\n<p><span data-foo=\"bar\" class=\"my-widget\">A widget.</span></p>\n<ul><li class=\"item\">One</li><li>Two</li></ul>\n<table><tr class=\"row\"><td class=\"cell\">A</td><td class=\"cell\">B</td></tr></table>\n<dl><dt class=\"term\">Term</dt><dd class=\"def\">Definition</dd><dd class=\"entry\">Last</dd></dl>\n<p class=\"MsoNormal\">Word text<span class=\"o-p\"/> and a <span data-kind=\"x\" class=\"note\">note</span>.</p>\n<div data-number=\"1-2\" data-file-name=\"src/lib.rs\" class=\"listing\">\npub fn f() {}\n</div>\n</section>"
        )
        #expect(
            warnings == [
                "chapter.md:3:1: warning: [Ingest] <listing> is not an element EPUB 3 XHTML allows; kept as <div class=\"listing\">",
                "chapter.md:3:1: warning: [Ingest] attribute 'number' is not allowed on <div> in EPUB 3 XHTML; kept as data-number",
                "chapter.md:3:1: warning: [Ingest] attribute 'file-name' is not allowed on <div> in EPUB 3 XHTML; kept as data-file-name",
                "chapter.md:7:1: warning: [Ingest] attribute 'markdown' is not allowed on <div> in EPUB 3 XHTML; kept as data-markdown",
                "chapter.md:9:1: warning: [Ingest] <my-widget> is not an element EPUB 3 XHTML allows; kept as <span class=\"my-widget\">",
                "chapter.md:9:1: warning: [Ingest] attribute 'foo' is not allowed on <span> in EPUB 3 XHTML; kept as data-foo",
                "chapter.md:11:1: warning: [Ingest] <item> is not an element EPUB 3 XHTML allows; kept as <li class=\"item\">",
                "chapter.md:13:1: warning: [Ingest] <row> is not an element EPUB 3 XHTML allows; kept as <tr class=\"row\">",
                "chapter.md:13:1: warning: [Ingest] <cell> is not an element EPUB 3 XHTML allows; kept as <td class=\"cell\">",
                "chapter.md:15:1: warning: [Ingest] <term> is not an element EPUB 3 XHTML allows; kept as <dt class=\"term\">",
                "chapter.md:15:1: warning: [Ingest] <def> is not an element EPUB 3 XHTML allows; kept as <dd class=\"def\">",
                "chapter.md:15:1: warning: [Ingest] <entry> is not an element EPUB 3 XHTML allows; kept as <dd class=\"entry\">",
                "chapter.md:17:1: warning: [Ingest] <o:p> is not an element EPUB 3 XHTML allows; kept as <span class=\"o-p\">",
                "chapter.md:17:1: warning: [Ingest] <note> is not an element EPUB 3 XHTML allows; kept as <span class=\"note\">",
                "chapter.md:17:1: warning: [Ingest] attribute 'kind' is not allowed on <span> in EPUB 3 XHTML; kept as data-kind",
                "chapter.md:13:1: warning: [Resolve] table has no header cells (<th>): readers cannot tell what its columns hold; give it a header row",
            ])
    }

    @Test func voidElementsAndInlineSVGAreValid() throws {
        let (section, warnings) = try build("html-void-and-svg")
        #expect(
            section
                == "<section epub:type=\"chapter\" class=\"chapter\"><h1 id=\"void-elements-and-svg\">Void Elements and SVG</h1>\n<p><audio controls=\"\"><source src=\"../media/sound.mp3\" type=\"audio/mpeg\"/>Your reader cannot play audio.</audio></p>\n<p>A long word<wbr/>break, and an <embed src=\"../media/dot.svg\" type=\"image/svg+xml\"/> embedded image.</p>\n<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" viewBox=\"0 0 20 20\" width=\"20\" height=\"20\" preserveAspectRatio=\"xMidYMid meet\">\n<defs><linearGradient id=\"fade\" gradientUnits=\"userSpaceOnUse\"><stop offset=\"0\" stop-color=\"teal\"/></linearGradient>\n<clipPath id=\"clip\" clipPathUnits=\"userSpaceOnUse\"><rect width=\"20\" height=\"20\"/></clipPath></defs>\n<circle id=\"dot\" cx=\"10\" cy=\"10\" r=\"8\" fill=\"url(#fade)\" clip-path=\"url(#clip)\"/>\n<use xlink:href=\"#dot\" x=\"1\"/>\n</svg>\n</section>"
        )
        // A drawing without a <title> says nothing to a reader who cannot see it.
        #expect(
            warnings == [
                "chapter.md:7:1: warning: [Resolve] image '<svg>' has no text alternative: describe it in its alt text, or mark it decorative with role=\"presentation\""
            ])
    }

    /// What a page's maker writes into every head (`<meta name="generator">`, `<link rel="next">`, a favicon) is
    /// dropped without a word: it says nothing of the book, and a project unpacked from a Sphinx or pandoc EPUB had
    /// warned of it on every page.
    @Test func headContentIsKeptOrReported() throws {
        let (section, warnings) = try build("html-head-content")
        #expect(
            section
                == "<section epub:type=\"chapter\" class=\"chapter\"><!-- A chapter about the head. --><h1 id=\"head-content\">Head Content</h1>\n<p class=\"lead\">Styles at the top are kept.</p>\n<p>A processing instruction: <!--?php echo \"hi\"; ?--> and a link .</p>\n\n<p class=\"late\">Styles further down too.</p>\n</section>"
        )
        #expect(
            warnings == [
                "chapter.md:3:1: warning: [Ingest] <meta name=\"author\"> is not kept (the template writes each page's <head>); dropped",
                "chapter.md:10:1: warning: [Ingest] processing instruction '<?php echo \"hi\"; ?>' is not HTML; kept as a comment",
            ])
    }

    /// The same part of a head dropped in many files is one warning with the count, where the first was (FanFicFare's
    /// four `<meta>`s in every chapter had been 36 warnings for nine chapters); in a few files, one each.
    @Test(arguments: [(5, 1), (3, 3)])
    func theSameHeadContentDroppedInManyFilesIsOneWarning(files: Int, warned: Int) throws {
        var book = [
            "book.yaml":
                "title: T\nlanguage: en\nchapters: [\((1...files).map { "c\($0).xhtml" }.joined(separator: ", "))]\n"
        ]
        for index in 1...files {
            book["c\(index).xhtml"] =
                "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>C\(index)</title><meta name=\"chapterurl\" "
                + "content=\"u\"/></head><body><h1>C\(index)</h1><p>Text.</p></body></html>"
        }
        let folder = try TestPaths.folder(holding: book)
        let (_, report) = try TestBuild.build(folder + "/book.yaml")
        let dropped = report.warnings.filter { $0.message.contains("<meta name=\"chapterurl\">") }
        #expect(dropped.count == warned, "\(dropped)")
        #expect(dropped.first?.location.path.hasSuffix("c1.xhtml") == true)
        #expect(dropped.first?.stage == .ingest)
        if files > 3 {
            #expect(dropped.first?.message.hasSuffix("dropped (in \(files) files; the first here)") == true)
        }
    }

    @Test func anchorsAndImagesAreMadeValid() throws {
        let (section, warnings) = try build("html-anchors-and-images")
        #expect(
            section
                == "<section epub:type=\"chapter\" class=\"chapter\"><h1 id=\"anchors-and-images\">Anchors and Images</h1>\n<p><a id=\"old-anchor\">An old anchor</a>, <a id=\"h-1bad\">one starting with a digit</a>, <a data-name=\"taken\">one whose id is taken</a> and <a data-name=\"two words\">one with a space</a>.</p>\n<p id=\"taken\">The id \"taken\" is this paragraph's.</p>\n<p>Links: <a href=\"#old-anchor\">old</a>, <a href=\"#h-1bad\">digit</a>, <a href=\"#taken\">taken</a>.</p>\n<p><img src=\"../media/dot.svg\" alt=\"\"/> has no alt text; <img src=\"../media/dot.svg\" alt=\"left\" style=\"float: left\"/> floats left, <img src=\"../media/dot.svg\" alt=\"middle\" style=\"vertical-align: middle\"/> sits in the middle of the line.</p>\n<table style=\"margin-left: auto; margin-right: auto\"><tr><td style=\"text-align: right\">cell</td></tr></table>\n</section>"
        )
        #expect(
            warnings == [
                "chapter.md:3:1: warning: [Ingest] attribute 'name' on <a> is obsolete in HTML; kept as id=\"old-anchor\"",
                "chapter.md:3:1: warning: [Ingest] attribute 'name' on <a> is obsolete in HTML; kept as id=\"1bad\"",
                "chapter.md:3:1: warning: [Ingest] attribute 'name' on <a> is obsolete in HTML; kept as data-name (the id is used elsewhere)",
                "chapter.md:3:1: warning: [Ingest] attribute 'name' on <a> is obsolete in HTML; kept as data-name (not a valid id)",
                // Each `align` is its style (the section above): told once for the book, with the count.
                "chapter.md:9:1: warning: [Ingest] 4 obsolete HTML attributes 'align' kept as the CSS style that does the same (EPUB 3's XHTML has no such attribute) (the first here)",
                "chapter.md:9:11: warning: [Resolve] image 'dot.svg' has no text alternative: describe it in its alt text, or mark it decorative with role=\"presentation\"",
                "chapter.md:11:1: warning: [Resolve] table has no header cells (<th>): readers cannot tell what its columns hold; give it a header row",
            ])
    }

    @Test func xhtmlWithAnHTMLDoctypeReadsNamedEntities() throws {
        let (section, warnings) = try build("xhtml-entities")
        #expect(
            section
                == "<body class=\"chapter\" epub:type=\"chapter\">\n<h1 id=\"namedentities\">Named Entities</h1>\n<p title=\"café\">A dash—a space and … &lt;kept&gt; &amp; © ©.</p>\n<!-- &nbsp; in a comment stays as written -->\n</body>"
        )
        #expect(warnings.isEmpty)
    }

    /// The audit's reproduction: `<audio><source><source>` in a Markdown chapter
    /// with `remote: link` made Resolve replace a node libxml2 had freed. The
    /// CLI runs with glibc's MALLOC_PERTURB_, so a use after free crashes or hangs
    /// (bounded by timeout) instead of passing by luck.
    @Test func remoteMediaBuildUnderPerturbedMalloc() throws {
        let output = TestPaths.temporaryDirectory() + "/book.epub"
        let result = try CommandRunner.run(
            "/usr/bin/timeout",
            [
                "120", TestPaths.cli, "build", "book.yaml", "-o", output,
                "--default-templates", TestPaths.templates,
            ],
            environment: ["MALLOC_PERTURB_": "165"], in: TestPaths.fixture("books/html-remote-media"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 2)
        try EPUBStructure.expectEPUBCheckClean(output)
    }

    @Test func anUndefinedEntityIsAnErrorAtItsPosition() throws {
        let output = TestPaths.temporaryDirectory() + "/book.epub"
        let result = try CommandRunner.epubbuild(
            ["build", "book.yaml", "-o", output, "--default-templates", TestPaths.templates],
            in: TestPaths.fixture("books/xhtml-undefined-entity"))
        #expect(result.status == 1)
        #expect(
            result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
                == "chapter.xhtml:6:38: error: [Ingest] undefined entity '&foo;'")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func invalidUTF8IsReportedAtItsLineAndColumn() throws {
        let folder = TestPaths.temporaryDirectory()
        try "title: Bytes\nlanguage: en\nchapters: [d.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try Data("# Title\n\nCaf\u{E9} ok, then ".utf8 + [0xE9, 0x20] + Data(" bad\n".utf8)).write(
            to: URL(fileURLWithPath: folder + "/d.md"))
        let result = try CommandRunner.epubbuild(
            ["build", "book.yaml", "-o", folder + "/out.epub", "--default-templates", TestPaths.templates],
            in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
                == "d.md:3:15: error: [Ingest] chapter is not valid UTF-8 text — save it as UTF-8")
    }

    /// EPUB 2 chapters are XHTML 1.1 with HTML entities; unpacking and
    /// rebuilding such a book gives a valid EPUB 3 with the characters.
    @Test func anEPUB2ChapterWithNamedEntitiesRebuildsCleanly() throws {
        let folder = TestPaths.temporaryDirectory() + "/epub2"
        try FileManager.default.copyItem(atPath: TestPaths.fixture("epub/epub2-ncx"), toPath: folder)
        let chapter = folder + "/OEBPS/chapter one.xhtml"
        let text = try String(contentsOfFile: chapter, encoding: .utf8)
            .replacingOccurrences(of: "More text.", with: "More&nbsp;text&mdash;with entities.")
        try text.write(toFile: chapter, atomically: true, encoding: .utf8)
        let epub = folder + ".epub"
        let writer = try ZipArchiveWriter(path: epub)
        let time = DOSTimestamp(Date(timeIntervalSince1970: 1_700_000_000))
        try writer.add("mimetype", data: Data("application/epub+zip".utf8), compression: .stored, modified: time)
        for file in [
            "META-INF/container.xml", "OEBPS/content.opf", "OEBPS/toc.ncx", "OEBPS/style.css",
            "OEBPS/chapter one.xhtml", "OEBPS/text/two.xhtml",
        ] {
            try writer.add(file, contentsOf: folder + "/" + file, compression: .deflated, modified: time)
        }
        try writer.close()
        let rebuilt = try RoundTrip.expectRoundTrip(epub)
        let page = String(decoding: try EPUBFile(rebuilt).data("EPUB/text/chapter-one.xhtml"), as: UTF8.self)
        #expect(page.contains("<p>More\u{A0}text\u{2014}with entities.</p>"))
    }
}
