import EPUBBuild
import Foundation
import Testing

/// Builds never touch the network (README "remote:"): what becomes of each
/// kind of remote reference, under the default policy and under `remote: keep`.
@Suite struct RemoteResourceTests {
    @Test func remoteReferencesBecomeLinksOrTextAndCSSDropsThem() throws {
        let book = TestBuild.fixtureBook("resolve-remote-default")
        let (epub, report) = try TestBuild.build(book)
        let file = try EPUBFile(epub)
        // A badge: the remote image inside a link becomes its alt text (before: <a> inside <a>).
        // The audio with two remote sources (before: a use-after-free and a hang) becomes one line of links.
        // The iframe (before: OPF-014, RSC-006) becomes a link named by its title.
        #expect(
            try file.bodyMarkup("EPUB/text/links.xhtml") == """
                <section epub:type="chapter" class="chapter"><h1 id="remote-resources">Remote Resources</h1>
                <p><a href="https://ci.example.org/build"><span class="remote-image">build status</span></a></p>
                <p><a href="https://example.org/logo.png">A logo</a></p>
                <p><span class="remote-media">Audio: <a href="https://media.example.org/c.mp3">https://media.example.org/c.mp3</a>, \
                <a href="https://media.example.org/d.ogg">https://media.example.org/d.ogg</a></span></p>
                <a href="https://www.example.org/embed/42">A map of the park</a>
                </section>
                """)
        // An SVG <image> (before: left remote, RSC-006) becomes an SVG link where the image was.
        #expect(try file.values("//svg:svg/*", in: "EPUB/text/drawing.xhtml") == ["A photo"])
        #expect(
            try file.values("//svg:a/@xlink:href | //svg:a/@xlink:title", in: "EPUB/text/drawing.xhtml") == [
                "https://example.org/photo.png", "A photo",
            ])
        #expect(try file.values("//svg:a/svg:text/@*", in: "EPUB/text/drawing.xhtml") == ["5", "10", "hanging"])
        // The stylesheet keeps its local font; the remote @import, font and background go (before: OPF-014, RSC-006,
        // RSC-008).
        #expect(
            String(decoding: try file.data("EPUB/styles/style.css"), as: UTF8.self) == """
                /* remote https://fonts.example.org/css?family=Serif removed */
                @font-face {
                  font-family: "Body";
                  src: /* remote https://fonts.example.org/body.woff2 removed */ url(../media/fonts/body.woff2) format("woff2");
                }
                body { font-family: "Body", serif; /* remote https://example.org/paper.png removed */ color: #222; }

                """)
        #expect(
            FixtureMessages.shown(report.warnings, book: "resolve-remote-default") == [
                "style.css:1:14: warning: [Resolve] remote stylesheet 'https://fonts.example.org/css?family=Serif' is not downloaded; its @import is dropped (builds never use the network)",
                "style.css:4:13: warning: [Resolve] remote font 'https://fonts.example.org/body.woff2' is not downloaded; it is dropped from its list (builds never use the network)",
                "style.css:6:52: warning: [Resolve] remote image 'https://example.org/paper.png' is not downloaded; its declaration is dropped (builds never use the network)",
                "drawing.xhtml:6:1: warning: [Resolve] image '<svg>' has no text alternative: describe it in its alt text, or mark it decorative with role=\"presentation\"",
                "links.md:3:18: warning: [Resolve] remote image 'https://ci.example.org/badge.svg' is not downloaded; inside a link it becomes its alt text",
                "links.md:5:11: warning: [Resolve] remote image 'https://example.org/logo.png' is not downloaded; it becomes a link to it",
                "links.md:7:30: warning: [Resolve] remote audio 'https://media.example.org/c.mp3', 'https://media.example.org/d.ogg' is not downloaded; it becomes links to them",
                "links.md:9:14: warning: [Resolve] remote embedded page 'https://www.example.org/embed/42' is not downloaded; it becomes a link to it",
                "drawing.xhtml:7:20: warning: [Resolve] remote image 'https://example.org/photo.png' is not downloaded; it becomes a link to it",
            ])
        try EPUBStructure.expectAll(book, epub)
    }

    /// A decorative remote picture (`alt=""`) in a link with words of its own, a contributor's avatar beside their
    /// name, leaves nothing: its address had stood in the link. Alone in its link it is the address, as before.
    /// A tweet's or a gist's embed script from the web goes, with a warning at its line; the quotation it would have
    /// drawn over stays. It had been kept, failing epubcheck (RSC-006, OPF-014).
    @Test func aRemoteScriptIsRemoved() throws {
        let folder = try TestPaths.folder(holding: [
            "book.toml": "[book]\ntitle = \"T\"\nlanguage = \"en\"\n",
            "src/SUMMARY.md": "[A](a.md)\n",
            "src/a.md": "# A\n\n<blockquote class=\"twitter-tweet\"><p>Rust 1.0 is out!</p></blockquote>\n"
                + "<script async src=\"https://platform.twitter.com/widgets.js\"></script>\n\n"
                + "<script src=\"https://gist.github.com/u/abc.js\"></script>\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.toml")
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:script", in: "EPUB/text/a.xhtml").isEmpty)
        #expect(try file.values("//h:blockquote", in: "EPUB/text/a.xhtml") == ["Rust 1.0 is out!"])
        let removed = report.warnings.filter { $0.message.hasPrefix("remote script") }
        #expect(removed.map(\.location.line) == [4, 6], "\(report.warnings)")
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    @Test func aDecorativeRemotePictureInALinkLeavesNothing() throws {
        let markdown = """
            # A

            <a href="https://example.org/ann"><img src="https://avatars.example.org/1?s=100" alt=""/><br/><b>Ann</b></a>

            [![](https://example.org/badge.svg)](https://example.org/ci)
            """
        let (epub, report) = try TestBuild.oneChapter(markdown)
        let links = try EPUBFile(epub).xml("EPUB/text/a.xhtml").select("//h:a", namespaces: EPUBFile.namespaces)
        #expect(links.map(\.textContent) == ["Ann", "https://example.org/badge.svg"])
        #expect(report.warnings.contains { $0.message.hasSuffix("(empty: the link keeps its own words)") })
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// EPUB 3.3 §3.6 lets fonts be remote: under `remote: keep` the font stays,
    /// is declared in the manifest, and the stylesheet — the document that
    /// refers to it, as epubcheck expects — carries `remote-resources`.
    /// A raw `<img>` whose address holds what no URL does (a formula service's `?\int x dx`) becomes a link written as
    /// a browser reads it, as cmark writes a Markdown image's; one no browser opens is its text. The href had been
    /// the address as written, and epubcheck's RSC-020 an error per image.
    @Test func aRemoteImagesLinkIsAValidURL() throws {
        let folder = TestPaths.temporaryDirectory()
        try "title: T\nlanguage: en\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try
            "# A\n\n<img src=\"https://latex.codecogs.com/gif.latex?\\int x {dx}\" alt=\"f\"/>\n\n<img src=\"https://exa mple.org/a.png\" alt=\"g\"/>\n"
            .write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        let file = try EPUBFile(epub)
        #expect(
            try file.values("//h:a/@href", in: "EPUB/text/a.xhtml") == [
                "https://latex.codecogs.com/gif.latex?%5Cint%20x%20%7Bdx%7D"
            ])
        #expect(try file.values("//h:body//h:span", in: "EPUB/text/a.xhtml") == ["g"])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    @Test func aRemoteFontStaysUnderKeepAndItsStylesheetIsMarked() throws {
        let book = TestBuild.fixtureBook("resolve-remote-keep-font")
        let (epub, report) = try TestBuild.build(book)
        #expect(report.warnings.isEmpty)
        let file = try EPUBFile(epub)
        let opf = try file.packagePath()
        #expect(
            try file.values("//opf:item[@href='https://fonts.example.org/display.woff2']/@media-type", in: opf) == [
                "font/woff2"
            ])
        #expect(try file.values("//opf:item[@href='styles/style.css']/@properties", in: opf) == ["remote-resources"])
        #expect(try file.values("//opf:item[@href='text/a.xhtml']/@properties", in: opf) == [])
        #expect(
            String(decoding: try file.data("EPUB/styles/style.css"), as: UTF8.self).contains(
                "src: url(\"https://fonts.example.org/display.woff2\") format(\"woff2\");"))
        try EPUBStructure.expectAll(book, epub)
    }

    @Test func aRemoteImageInCSSIsAnErrorUnderKeep() throws {
        try BadInputTests.expectFailure(
            directory: TestPaths.fixture("books/resolve-remote-keep-css-image"),
            expected:
                "style.css:2:19: error: [Resolve] remote resource 'https://example.org/paper.png' cannot stay remote: EPUB allows only remote audio, video and fonts of a known type — download it into the book, or drop 'remote: keep'"
        )
    }
}
