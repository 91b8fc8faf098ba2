import Foundation
import Testing

@testable import EPUBBuild

/// SVG drawings as Illustrator, Inkscape and draw.io save them: packaged
/// without their DOCTYPE (epubcheck OPF-073, HTM-003), entities expanded,
/// other programs' foreignObjects removed, and refused when their DOCTYPE
/// would read another file or expand without bound.
@Suite struct SVGImageTests {
    @Test func doctypesAreRemovedAndEntitiesExpanded() throws {
        let book = TestBuild.fixtureBook("svg-figures")
        let (epub, report) = try TestBuild.build(book)
        try EPUBStructure.expectAll(book, epub)
        let file = try EPUBFile(epub)
        let illustrator = String(decoding: try file.data("EPUB/media/images/illustrator.svg"), as: UTF8.self)
        #expect(!illustrator.contains("<!DOCTYPE") && !illustrator.contains("<!ENTITY") && !illustrator.contains("&"))
        // The entities' values stand where they were used, namespaces included.
        #expect(illustrator.contains("xmlns:i=\"http://ns.adobe.com/AdobeIllustrator/10.0/\""))
        #expect(illustrator.contains("<rect x=\"10\" y=\"10\" style=\"fill:#FF0000;\" width=\"80\" height=\"80\"/>"))
        #expect(!illustrator.contains("foreignObject") && illustrator.contains("<g i:extraneous=\"self\">"))
        let drawio = String(decoding: try file.data("EPUB/media/images/drawio.svg"), as: UTF8.self)
        #expect(!drawio.contains("<!DOCTYPE") && drawio.contains("<rect x=\"0\" y=\"0\" width=\"120\""))
        // A drawing without a DOCTYPE is copied byte for byte.
        let plain = try Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture("books/svg-figures/images/plain.svg")))
        #expect(try file.data("EPUB/media/images/plain.svg") == plain)
        // Included inline, the same drawing loses its prolog in the chapter.
        let page = String(decoding: try file.data("EPUB/text/chapter.xhtml"), as: UTF8.self)
        #expect(
            !page.contains("ENTITY") && !page.contains("?xml version=\"1.0\" encoding=\"utf-8\"")
                && !page.contains("requiredExtensions"))
        #expect(page.contains("<rect x=\"10\" y=\"10\" style=\"fill:#FF0000;\" width=\"80\" height=\"80\"/>"))
        #expect(!report.warnings.contains { $0.code == .svgRefused })
        // Editors' own markup goes from files: Inkscape's flowed text, draw.io's copy of its diagram; an untitled link
        // gets a title.
        let inkscape = String(decoding: try file.data("EPUB/media/images/inkscape.svg"), as: UTF8.self)
        #expect(!inkscape.contains("flowRoot") && !inkscape.contains("flowPara"))
        let drawioFooter = String(decoding: try file.data("EPUB/media/images/drawio-footer.svg"), as: UTF8.self)
        #expect(
            !drawioFooter.contains("content=")
                && drawioFooter.contains("<title>Text is not SVG - cannot display</title>"))
        // … and from inline SVG, with what the HTML parser cannot bind (prefixed elements, metadata).
        for editorOnly in ["sodipodi", "inkscape:", "flowroot", "flowRoot", "rdf:", "i:pgf", "content=\"&lt;mxfile"] {
            #expect(!page.contains(editorOnly), "\(editorOnly)")
        }
        #expect(
            page.contains(
                "<a href=\"https://example.com/\"><title>https://example.com/</title><rect width=\"5\" height=\"5\"/></a>"
            ))
        // What a drawing references is packaged beside it, its references following; scripts and remote pictures go.
        let framed = String(decoding: try file.data("EPUB/media/images/framed.svg"), as: UTF8.self)
        #expect(framed.contains("<image xlink:href=\"photo.png\" x=\"5\" y=\"5\" width=\"30\" height=\"30\"/>"))
        #expect(
            framed.contains("fill: url(texture.png)") && !framed.contains("script") && !framed.contains("onclick")
                && !framed.contains("remote.jpg"))
        #expect(
            try file.data("EPUB/media/images/photo.png").count == 70
                && file.data("EPUB/media/images/texture.png").count == 70)
        #expect(
            report.warnings.map(\.message).contains(
                "the SVG image's script never runs in an image (as <img>, an SVG is a picture); removed"))
    }

    @Test func unsafeDoctypesAreRefusedAtTheReference() throws {
        let output = TestPaths.temporaryDirectory() + "/book.epub"
        let result = try CommandRunner.epubbuild(
            ["build", "book.yaml", "-o", output, "--default-templates", TestPaths.templates],
            in: TestPaths.fixture("books/svg-refused"))
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "chapter.md:3:12: error: [Resolve] SVG image 'external.svg' cannot be packaged without its DOCTYPE: its DOCTYPE declares the external entity '&secret;' (secret.txt), which is never fetched (line 1)"
            ))
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "chapter.md:5:11: error: [Resolve] SVG image 'laughs.svg' cannot be packaged without its DOCTYPE:")
            })
        #expect(
            lines.contains(
                "chapter.md:7:14: error: [Resolve] SVG image 'parameter.svg' cannot be packaged without its DOCTYPE: its DOCTYPE declares the parameter entity '%p;', which is not expanded (line 1)"
            ))
        #expect(
            lines.contains(
                "chapter.md:9:11: error: [Resolve] SVG image 'broken.svg' is not well-formed XML: Couldn't find end of Start Tag rect line 1 (line 2)"
            ))
        #expect(!result.stderr.contains("do not read me"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// In a book its own tool shows in a browser (mdBook here), an image no reading system need show — a BMP, an SVG
    /// that is no well-formed XML — is left out with a warning, its alt text kept, where it had stopped the build even
    /// with --lenient; an SVG written without `xmlns` (a browser draws it) is put in SVG's namespace (epubcheck
    /// RSC-005 had refused it).
    @Test func aBrowsersForgivenImagesAreLeftOutOrRepairedInAnMdBook() throws {
        let bmp = Data([0x42, 0x4D] + [UInt8](repeating: 0, count: 60))
        let folder = try TestPaths.folder(holding: [
            "book.toml": "[book]\ntitle = \"T\"\nlanguage = \"en\"\n",
            "src/SUMMARY.md": "[A](a.md)\n",
            "src/a.md": "# A\n\n![A bitmap](d.bmp) ![A broken drawing](bad.svg) ![A drawing](bare.svg)\n",
            "src/bad.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect\n",
            "src/bare.svg": "<svg width=\"10\" height=\"10\"><rect width=\"10\" height=\"10\"/></svg>\n",
        ])
        try bmp.write(to: URL(fileURLWithPath: folder + "/src/d.bmp"))
        let (epub, report) = try TestBuild.build(folder + "/book.toml")
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:img/@alt", in: "EPUB/text/a.xhtml") == ["A drawing"])
        #expect(try file.values("//h:p", in: "EPUB/text/a.xhtml").first?.contains("A bitmap") == true)
        let left = report.warnings.filter { $0.message.contains("left out, its alt text kept (mdBook") }
        #expect(left.map(\.location.column) == [13, 40], "\(report.warnings)")
        let bare = String(decoding: try file.data("EPUB/media/src/bare.svg"), as: UTF8.self)
        #expect(bare.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\""))
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// `![]()` and `<img src="">` (GitBook's placeholders) name no file: each leaves the page with a warning, its alt
    /// text kept (a figure's caption says it); `src=""` had failed epubcheck (RSC-005), in a book.yaml book too.
    @Test func anImageOfNoFileIsLeftOut() throws {
        let folder = try TestPaths.folder(holding: [
            "book.yaml": "title: T\nlanguage: en\nchapters: [a.md]\n",
            "a.md": "# A\n\nPlaceholder: ![A plan]() here.\n\n"
                + "<figure><img src=\"\" alt=\"Architecture\"><figcaption><p>Overview</p></figcaption></figure>\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:img", in: "EPUB/text/a.xhtml").isEmpty)
        #expect(try file.values("//h:p", in: "EPUB/text/a.xhtml") == ["Placeholder: A plan here.", "Overview"])
        #expect(report.warnings.filter { $0.message.hasPrefix("an image names no file") }.count == 2)
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    @Test func theSnifferSeesPastAnInternalSubset() {
        let svg =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"svg11.dtd\" [\n<!ENTITY a \"b\">\n]>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>"
        #expect(ImageFormat.xmlProlog(Array(svg.utf8)) == .svg(doctype: true))
        #expect(ImageFormat.xmlProlog(Array("<svg/>".utf8)) == .svg(doctype: false))
        #expect(ImageFormat.xmlProlog(Array("<!DOCTYPE svg [ <!ENTITY a \"b\">".utf8)) == .incomplete)
        #expect(ImageFormat.xmlProlog(Array("<html/>".utf8)) == .notSVG)
    }

    /// An inline drawing inside a paragraph or a div keeps SVG as its default
    /// namespace when the page is assembled (libxml2's xmlReconciliateNs gave it a `default:` prefix).
    @Test func inlineSVGInsideAnElementKeepsItsDefaultNamespace() throws {
        let folder = TestPaths.temporaryDirectory()
        try "title: Inline\nlanguage: en\nchapters: [c.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try """
        # Inline

        A dot <svg width="10" height="10" xmlns:xlink="http://www.w3.org/1999/xlink"><circle id="d" cx="5" cy="5" r="4"/><use xlink:href="#d"/></svg> in a line.

        <div>
        <svg width="10" height="10"><circle cx="5" cy="5" r="4"/></svg>
        </div>
        """.write(toFile: folder + "/c.md", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        try EPUBStructure.expectAll(folder + "/book.yaml", epub)
        let page = String(decoding: try EPUBFile(epub).data("EPUB/text/c.xhtml"), as: UTF8.self)
        #expect(!page.contains("default:"), "\(page)")
        #expect(
            page.contains("A dot <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><circle id=\"d\"")
        )
        #expect(page.contains("<div>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><circle"))
    }

    /// An SVG image's id that no XML name can be (Sphinx's `.po<-translator`) is renamed, the drawing's references
    /// following, with a warning: the file had been packaged as it was, and epubcheck refused it (RSC-005).
    @Test func anSVGImagesInvalidIDsAreRenamed() throws {
        let folder = try TestPaths.folder(holding: [
            "pic.svg": """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 40 20">\
            <title>Arrow</title><defs><linearGradient id="1 fade"><stop offset="0"/></linearGradient></defs>\
            <path d="M0 0 L40 20" stroke="black" fill="url(#1 fade)" id=".po&lt;-translator"/>\
            <use xlink:href="#.po&lt;-translator" x="1"/></svg>
            """,
            "a.md": "# A\n\n![An arrow](pic.svg)\n",
            "book.yaml": "title: T\nlanguage: en\nchapters: [a.md]\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        let svg = String(decoding: try EPUBFile(epub).data("EPUB/media/pic.svg"), as: UTF8.self)
        #expect(svg.contains("id=\"_1_fade\"") && svg.contains("url(#_1_fade)"), "\(svg)")
        #expect(svg.contains("id=\"_.po_-translator\"") && svg.contains("xlink:href=\"#_.po_-translator\""), "\(svg)")
        #expect(report.warnings.map(\.message).contains { $0.contains("has 2 ids that no XML name can be") })
        try EPUBStructure.expectEPUBCheckClean(epub)
    }
}
