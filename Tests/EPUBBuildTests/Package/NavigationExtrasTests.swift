import EPUBBuild
import Foundation
import Testing

/// What book.yaml says of a book's navigation beyond its contents: the page
/// list, landmarks, where a nested chapter's entries sit, and a way to every
/// page out of the reading order.
@Suite struct NavigationExtrasTests {
    /// Every chapter left out of the contents: the navigation document must list one (an empty `<ol>` and an NCX
    /// without a navPoint had failed epubcheck, RSC-005, while the build said nothing), so it lists the first page.
    @Test func contentsThatListNothingListTheFirstPage() throws {
        let folder = try TestPaths.folder(holding: [
            "book.yaml":
                "title: Empty\nlanguage: en\nchapters:\n  - {file: one.md, toc: false}\n  - {file: two.md, toc: []}\n",
            "one.md": "# One\n\nText.\n", "two.md": "# Two\n\nText.\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        #expect(report.warnings.map(\.code) == [.emptyContents])
        #expect(report.warnings.first.map { [$0.location.line, $0.location.column] } == [4, 12])  // at one.md
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:nav[@epub:type='toc']/h:ol/h:li/h:a", in: "EPUB/nav.xhtml") == ["Empty"])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// Two chapters given one `id` (which names the document): the second's document is renamed, with a warning.
    @Test func anIdTwoChaptersAskForIsSaid() throws {
        let folder = try TestPaths.folder(holding: [
            "book.yaml":
                "title: T\nlanguage: en\nchapters:\n  - {file: one.md, id: intro}\n  - {file: two.md, id: intro}\n",
            "one.md": "# One\n", "two.md": "# Two\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        #expect(
            report.warnings.map(\.description).contains {
                $0.hasSuffix(
                    "book.yaml:5:12: warning: [Resolve] id 'intro' already names another document (text/intro.xhtml); this chapter's is text/intro-1.xhtml — give it an id of its own"
                )
            }, "\(report.warnings)")
        #expect(
            try EPUBFile(epub).spinePaths().filter { $0.contains("/text/") } == [
                "EPUB/text/intro.xhtml", "EPUB/text/intro-1.xhtml",
            ])
    }

    @Test func pagesLandmarksAndNestingReachTheNavigationDocument() throws {
        let (epub, file) = try TestBuild.buildWithoutWarnings(TestBuild.fixtureBook("navigation-extras"))
        let nav = "EPUB/nav.xhtml"
        // "Two" sits below "A Section", the entry its toc-parent names.
        #expect(try file.values("//h:nav[@epub:type='toc']/h:ol/h:li/h:a", in: nav) == ["One"])
        #expect(try file.values("//h:nav[@epub:type='toc']/h:ol/h:li/h:ol/h:li/h:a", in: nav) == ["A Section"])
        #expect(
            try file.values("//h:nav[@epub:type='toc']/h:ol/h:li/h:ol/h:li/h:ol/h:li/h:a/@href", in: nav) == [
                "text/two.xhtml"
            ])
        // The page list (EPUB 3.3 §7.4.3.2), in reading order; a page without an anchor starts at its document's top.
        #expect(try file.values("//h:nav[@epub:type='page-list']//h:a", in: nav) == ["1", "2", "3"])
        #expect(
            try file.values("//h:nav[@epub:type='page-list']//h:a/@href", in: nav)
                == ["text/one.xhtml#top", "text/one.xhtml#p2", "text/two.xhtml"])
        // The book's own bodymatter replaces the generated one; the unlinked non-linear cover is reached from the
        // landmarks (OPF-096).
        #expect(
            try file.values("//h:nav[@epub:type='landmarks']//h:a/@epub:type", in: nav) == ["bodymatter", "chapter"])
        #expect(
            try file.values("//h:nav[@epub:type='landmarks']//h:a/@href", in: nav) == [
                "text/one.xhtml#s1", "text/cover.xhtml",
            ])
        // The source's <body id class> reach the page's body; each document keeps its own ids.
        #expect(
            try file.values("//h:body/@id | //h:body/@class", in: "EPUB/text/one.xhtml") == ["chapter opening", "top"])
        #expect(try file.values("//h:section/@id", in: "EPUB/text/two.xhtml") == ["s1"])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    @Test func aPageAnchorThatIsNoIdIsAnErrorAtItsLine() throws {
        let folder = TestPaths.temporaryDirectory()
        try Data("<h1>A</h1>\n".utf8).write(to: URL(fileURLWithPath: folder + "/a.md"))
        try Data(
            "title: T\nlanguage: en\nchapters:\n  - file: a.md\n    pages:\n      - label: \"1\"\n        anchor: nowhere\n"
                .utf8
        )
        .write(to: URL(fileURLWithPath: folder + "/book.yaml"))
        let result = try CommandRunner.epubbuild(["build", folder + "/book.yaml", "-o", folder + "/out.epub"])
        #expect(result.status != 0)
        #expect(
            result.stderr.contains("book.yaml:6:9: error: [Resolve] page anchor 'nowhere' is not an id of"),
            "\(result.stderr)")
    }

    @Test func aTocParentNamingNoEntryIsAWarningAtItsChapter() throws {
        let folder = TestPaths.temporaryDirectory()
        for name in ["a", "b"] {
            try Data(
                "<?xml version=\"1.0\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>\(name)</title></head><body><h1 id=\"\(name)\">\(name)</h1></body></html>\n"
                    .utf8
            )
            .write(to: URL(fileURLWithPath: folder + "/\(name).xhtml"))
        }
        try Data(
            "title: T\nlanguage: en\nchapters:\n  - file: a.xhtml\n    toc: [{title: A, anchor: a}]\n    chapters:\n      - file: b.xhtml\n        toc-parent: zzz\n"
                .utf8
        )
        .write(to: URL(fileURLWithPath: folder + "/book.yaml"))
        let result = try CommandRunner.epubbuild(["build", folder + "/book.yaml", "-o", folder + "/out.epub"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains("book.yaml:7:15: warning: [Resolve] toc-parent 'zzz' names no toc entry of"),
            "\(result.stderr)")
    }
}
