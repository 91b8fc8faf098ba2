import EPUBBuild
import Foundation
import Testing
import XMLTree

/// Real manuscripts: one small fixture per rule, each built, checked for the
/// rule, and passed through every structural check and epubcheck.
@Suite struct ManuscriptRulesTests {
    static let books = [
        "duplicate-headings", "links", "footnotes", "split", "summary-gitbook", "summary-mdbook",
        "front-matter", "remote-keep", "shared-image", "referenced-twice",
    ]

    @Test(arguments: books)
    func buildsCleanly(_ name: String) throws {
        let (epub, _) = try TestBuild.build(TestBuild.fixtureBook(name))
        let file = try EPUBFile(epub)
        try EPUBStructure.expectWellFormed(file)
        try EPUBStructure.expectNavigationTargetsExist(file)
        try EPUBStructure.expectInternalLinksResolve(file)
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    private func links(_ file: EPUBFile, _ document: String) throws -> [String] {
        try file.xml(document).select("//h:body//h:a/@href", namespaces: EPUBFile.namespaces).map(\.textContent)
    }

    private func ids(_ file: EPUBFile, _ document: String) throws -> [String] {
        try file.xml(document).select("//h:h1/@id | //h:h2/@id", namespaces: EPUBFile.namespaces).map(\.textContent)
    }

    @Test func duplicateHeadingsGetGitHubIdsPerFileAndLinksLandOnThem() throws {
        let file = try EPUBFile(try TestBuild.build(TestBuild.fixtureBook("duplicate-headings")).epub)
        // GitHub anchors within a file (setup, setup-1); another file's document keeps the same ids, as GitHub would
        // give them.
        #expect(try ids(file, "EPUB/text/one.xhtml") == ["introduction", "setup", "setup-1"])
        #expect(try ids(file, "EPUB/text/two.xhtml") == ["introduction", "setup", "setup-1"])
        #expect(try links(file, "EPUB/text/one.xhtml") == ["two.xhtml#setup", "two.xhtml#setup-1", "#setup-1"])
        #expect(try links(file, "EPUB/text/two.xhtml") == ["one.xhtml#setup", "#setup"])
    }

    @Test func linksInEveryFormLandOnTheirChapter() throws {
        let file = try EPUBFile(try TestBuild.build(TestBuild.fixtureBook("links")).epub)
        #expect(
            try links(file, "EPUB/text/start.xhtml") == [
                "my-chapter.xhtml", "my-chapter.xhtml#details", "deep.xhtml#deep-section", "deep.xhtml",
                "https://example.org/page", "mailto:someone@example.org", "my-chapter.xhtml#details",
                "deep.xhtml#deep-section",
            ])
        #expect(try links(file, "EPUB/text/my-chapter.xhtml") == ["start.xhtml#start", "deep.xhtml"])
        #expect(try links(file, "EPUB/text/deep.xhtml") == ["start.xhtml", "my-chapter.xhtml#details"])
    }

    @Test(arguments: [
        (
            "missing-link-file",
            "a.md:5:17: error: [Resolve] link target 'nowhere.md' does not exist\n1 broken link or missing fragment stopped the build — mend it, or build with --lenient to keep the links' text and write the book anyway"
        ),
        (
            "missing-link-fragment",
            "a.md:3:9: error: [Resolve] link target 'b.md#no-such-heading' does not exist\n1 broken link or missing fragment stopped the build — mend it, or build with --lenient to keep the links' text and write the book anyway"
        ),
        (
            "remote-image-keep",
            "a.md:3:9: error: [Resolve] remote resource 'https://example.org/logo.png' cannot stay remote: EPUB allows only remote audio, video and fonts of a known type — download it into the book, or drop 'remote: keep'"
        ),
    ])
    /// Broken links alone end with the way past them (`--lenient`).
    func brokenLinksStopTheBuild(fixture: String, expected: String) throws {
        try BadInputTests.expectFailure(fixture: fixture, expected: expected)
    }

    @Test func lenientTurnsBrokenLinksIntoWarningsAndKeepsTheirText() throws {
        let directory = TestPaths.fixture("errors/missing-link-file")
        let output = TestPaths.temporaryDirectory() + "/out.epub"
        let result = try CommandRunner.epubbuild(["build", "book.yaml", "--lenient", "-o", output], in: directory)
        #expect(result.status == 0)
        #expect(
            result.stderr.contains(
                "a.md:5:17: warning: [Resolve] link target 'nowhere.md' does not exist; kept as plain text (--lenient)")
        )
        let chapter = String(decoding: try EPUBFile(output).data("EPUB/text/a.xhtml"), as: UTF8.self)
        #expect(chapter.contains("A <a>broken link</a> here."))
        try EPUBStructure.expectEPUBCheckClean(output)
    }

    @Test func footnotesBecomeEPUBNotesWithUniqueIds() throws {
        let file = try EPUBFile(try TestBuild.build(TestBuild.fixtureBook("footnotes")).epub)
        let ns = EPUBFile.namespaces
        let one = try file.xml("EPUB/text/one.xhtml")
        let two = try file.xml("EPUB/text/two.xhtml")
        #expect(
            one.select("//h:a[@epub:type='noteref']/@href", namespaces: ns).map(\.textContent) == [
                "#fn-source", "#fn-source",
            ])
        #expect(one.select("//h:aside[@epub:type='footnote']/@id", namespaces: ns).map(\.textContent) == ["fn-source"])
        // Both references have a back-link.
        #expect(
            one.select("//h:aside//h:a[@epub:type='backlink']/@href", namespaces: ns).map(\.textContent) == [
                "#fnref-source", "#fnref-source-2",
            ])
        // The second chapter's note of the same label is its own document's: the same id, and its reference lands on
        // it.
        #expect(two.select("//h:aside[@epub:type='footnote']/@id", namespaces: ns).map(\.textContent) == ["fn-source"])
        #expect(two.select("//h:a[@epub:type='noteref']/@href", namespaces: ns).map(\.textContent) == ["#fn-source"])
    }

    @Test func endnotesAreCollectedAtTheChapterEnd() throws {
        let folder = TestPaths.temporaryDirectory()
        for name in ["one.md", "two.md"] {
            try FileManager.default.copyItem(
                atPath: TestPaths.fixture("books/footnotes/" + name), toPath: folder + "/" + name)
        }
        try "title: Endnotes\nlanguage: en\nnotes: endnotes\nchapters: [one.md, two.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        let one = try EPUBFile(epub).xml("EPUB/text/one.xhtml")
        let ns = EPUBFile.namespaces
        #expect(
            one.select("//h:section[@epub:type='endnotes']/h:ol/h:li[@epub:type='endnote']/@id", namespaces: ns).map(
                \.textContent) == ["fn-source"])
        #expect(one.select("//h:aside", namespaces: ns).isEmpty)
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    @Test func aSplitChapterBecomesSeveralDocumentsWithWorkingLinksAndNotes() throws {
        let file = try EPUBFile(try TestBuild.build(TestBuild.fixtureBook("split")).epub)
        #expect(
            try file.spinePaths().filter { $0.contains("/text/") } == [
                "EPUB/text/manual.xhtml", "EPUB/text/manual-2.xhtml", "EPUB/text/manual-3.xhtml",
                "EPUB/text/after.xhtml",
            ])
        #expect(try links(file, "EPUB/text/manual.xhtml") == ["manual-2.xhtml#installing", "#fn-tip", "#fnref-tip"])
        #expect(try links(file, "EPUB/text/manual-2.xhtml") == ["manual-3.xhtml#using-it"])
        #expect(try links(file, "EPUB/text/manual-3.xhtml") == ["manual.xhtml#manual", "after.xhtml"])
        #expect(try links(file, "EPUB/text/after.xhtml") == ["manual-3.xhtml#using-it"])
        let labels = try file.xml("EPUB/nav.xhtml").select(
            "//h:nav[@id='toc']/h:ol/h:li/h:ol/h:li/h:a", namespaces: EPUBFile.namespaces
        ).map(\.textContent)
        #expect(labels == ["Installing", "Using It"], "split documents nest below the chapter")
    }

    /// A split chapter's documents in the contents follow `toc: {depth}` and nest by their headings' levels: an h3's
    /// document below its h2's. They had been listed at any depth, an h3 beside its h2.
    @Test(arguments: [(1, [String]()), (2, ["Sub A", "Sub B"]), (3, ["Sub A", "Deep", "Sub B"])])
    func splitDocumentsFollowTheContentsDepth(depth: Int, entries: [String]) throws {
        let folder = try TestPaths.folder(holding: [
            "book.yaml": "title: T\nlanguage: en\nsplit: 3\ntoc: {depth: \(depth)}\nchapters: [one.md]\n",
            "one.md": "# One\n\nx\n\n## Sub A\n\nx\n\n### Deep\n\nx\n\n## Sub B\n\nx\n",
        ])
        let file = try EPUBFile(try TestBuild.build(folder + "/book.yaml").epub)
        let nav = try file.xml("EPUB/nav.xhtml")
        let toc = "//h:nav[@id='toc']/h:ol/h:li"
        #expect(nav.select(toc + "/h:a", namespaces: EPUBFile.namespaces).map(\.textContent) == ["One"])
        #expect(nav.select(toc + "//h:li/h:a", namespaces: EPUBFile.namespaces).map(\.textContent) == entries)
        if depth == 3 {
            #expect(
                nav.select(toc + "/h:ol/h:li/h:ol/h:li/h:a", namespaces: EPUBFile.namespaces).map(\.textContent) == [
                    "Deep"
                ])
        }
    }

    @Test func gitBookSummaryGivesPartsNestingAndSkipsDrafts() throws {
        let (epub, report) = try TestBuild.build(TestBuild.fixtureBook("summary-gitbook"))
        let file = try EPUBFile(epub)
        #expect(
            try file.spinePaths().filter { $0.contains("/text/") } == [
                "EPUB/text/README.xhtml", "EPUB/text/part-1.xhtml", "EPUB/text/first.xhtml", "EPUB/text/details.xhtml",
                "EPUB/text/part-2.xhtml", "EPUB/text/advanced.xhtml",
            ])
        let nav = try file.xml("EPUB/nav.xhtml")
        let ns = EPUBFile.namespaces
        #expect(
            nav.select("//h:nav[@id='toc']/h:ol/h:li/h:a", namespaces: ns).map(\.textContent) == [
                "Welcome", "Basics", "Advanced",
            ])
        #expect(nav.select("//h:li[h:a='First Steps']/h:ol/h:li/h:a", namespaces: ns).map(\.textContent) == ["Details"])
        #expect(report.warnings.map(\.message) == ["draft chapter 'Draft chapter' has no file; skipped"])
    }

    @Test func mdBookSummaryKeepsPrefixAndSuffixChapters() throws {
        let file = try EPUBFile(try TestBuild.build(TestBuild.fixtureBook("summary-mdbook")).epub)
        let nav = try file.xml("EPUB/nav.xhtml")
        let ns = EPUBFile.namespaces
        // Contributors follows the `---` after the numbered chapters: a suffix chapter, outside the part.
        #expect(
            nav.select("//h:nav[@id='toc']/h:ol/h:li/h:a", namespaces: ns).map(\.textContent) == [
                "Introduction", "User Guide", "Contributors",
            ])
        #expect(
            nav.select("//h:li[h:a='User Guide']/h:ol/h:li/h:a", namespaces: ns).map(\.textContent) == [
                "Installation", "Usage",
            ])
        #expect(nav.select("//h:li[h:a='Usage']/h:ol/h:li/h:a", namespaces: ns).map(\.textContent) == ["Options"])
    }

    @Test func frontMatterIsMergedAndBookYAMLWins() throws {
        let file = try EPUBFile(try TestBuild.build(TestBuild.fixtureBook("front-matter")).epub)
        let opf = try file.package()
        let ns = EPUBFile.namespaces
        #expect(file.entryNames.contains("EPUB/text/opening.xhtml"), "front matter id names the document")
        let opening = try file.xml("EPUB/text/opening.xhtml")
        #expect(opening.select("//h:title", namespaces: ns).first?.textContent == "Preface From Front Matter")
        #expect(opening.select("//h:section/@epub:type", namespaces: ns).first?.textContent == "preface")
        let extra = try file.xml("EPUB/text/extra.xhtml")
        #expect(extra.select("//h:title", namespaces: ns).first?.textContent == "Title From book.yaml")
        #expect(
            opf.select("//opf:itemref[@linear='no']/@idref", namespaces: ns).map(\.textContent) == [
                "item-text-extra-xhtml"
            ])
        // The front matter is not content.
        #expect(!String(decoding: try file.data("EPUB/text/opening.xhtml"), as: UTF8.self).contains("type: preface"))
    }

    @Test func remoteAudioStaysRemoteUnderKeep() throws {
        let file = try EPUBFile(try TestBuild.build(TestBuild.fixtureBook("remote-keep")).epub)
        let opf = try file.package()
        let ns = EPUBFile.namespaces
        #expect(
            opf.select("//opf:item[@href='https://example.org/birdsong.mp3']/@media-type", namespaces: ns).map(
                \.textContent) == ["audio/mpeg"])
        #expect(
            opf.select("//opf:item[@href='text/a.xhtml']/@properties", namespaces: ns).map(\.textContent) == [
                "remote-resources"
            ])
    }

    @Test func remoteImagesBecomeLinksByDefault() throws {
        let folder = TestPaths.temporaryDirectory()
        try "title: Remote\nlanguage: en\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try "# A\n\n![A logo](https://example.org/logo.png)\n".write(
            toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        let chapter = String(decoding: try EPUBFile(epub).data("EPUB/text/a.xhtml"), as: UTF8.self)
        #expect(chapter.contains("<a href=\"https://example.org/logo.png\">A logo</a>"))
        #expect(
            report.warnings.map(\.message) == [
                "remote image 'https://example.org/logo.png' is not downloaded; it becomes a link to it"
            ])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    @Test func aFileReferencedFromMarkdownRawHTMLAndCSSIsStoredOnce() throws {
        let file = try EPUBFile(try TestBuild.build(TestBuild.fixtureBook("shared-image")).epub)
        #expect(file.entryNames.filter { $0.hasSuffix("dot.svg") } == ["EPUB/media/img/dot.svg"])
        let a = try file.xml("EPUB/text/a.xhtml").select("//h:img/@src", namespaces: EPUBFile.namespaces).map(
            \.textContent)
        #expect(a == ["../media/img/dot.svg", "../media/img/dot.svg"])
        let css = String(decoding: try file.data("EPUB/styles/style.css"), as: UTF8.self)
        #expect(css.contains("url(\"../media/img/dot.svg\")"))
    }

    /// An image that links to itself (`[![diagram](a.png)](a.png)`), more links
    /// to it and a stylesheet's `url()` all reach one file in the package, and
    /// so do a listed stylesheet and another's `@import` of it.
    @Test func aFileReferencedAsImageLinkAndURLIsStoredOnce() throws {
        let file = try EPUBFile(try TestBuild.build(TestBuild.fixtureBook("referenced-twice")).epub)
        #expect(file.entryNames.filter { $0.hasSuffix("a.png") } == ["EPUB/media/img/a.png"])
        #expect(file.entryNames.filter { $0.hasSuffix("dot.svg") } == ["EPUB/media/img/dot.svg"])
        #expect(file.entryNames.filter { $0.hasSuffix("extra.css") } == ["EPUB/styles/extra.css"])
        let chapter = try file.xml("EPUB/text/chapter.xhtml")
        let ns = EPUBFile.namespaces
        #expect(
            chapter.select("//h:section//h:a/@href", namespaces: ns).map(\.textContent)
                == ["../media/img/a.png", "../media/img/a.png", "../media/img/a.png", "../media/img/dot.svg"])
        #expect(
            chapter.select("//h:img/@src", namespaces: ns).map(\.textContent) == [
                "../media/img/a.png", "../media/img/dot.svg",
            ])
        #expect(
            String(decoding: try file.data("EPUB/styles/style.css"), as: UTF8.self).contains(
                "url(\"../media/img/a.png\")"))
        // The linked bitmap is a non-linear spine item whose page shows it with the link's words.
        #expect(try file.values("//h:img/@alt", in: "EPUB/text/a.xhtml") == ["diagram"])
    }
}
