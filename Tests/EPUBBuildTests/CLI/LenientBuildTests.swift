import Foundation
import Testing

/// Errors that lead somewhere: a build stopped only by broken links says
/// `--lenient` gets past them, and `--lenient` also gets past a "picture"
/// that is a web page saved under an image's name (before: an error either way).
@Suite struct LenientBuildTests {
    private let book = TestPaths.fixture("books/resolve-lenient-errors/book.yaml")

    @Test func brokenLinksAloneEndWithTheWayPastThem() throws {
        let folder = TestPaths.temporaryDirectory()
        try "title: Links\nlanguage: en\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try "# A\n\nSee [b](b.md) and [c](#c).\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(["build", folder + "/book.yaml", "-o", folder + "/out.epub"])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(
            lines.last
                == "2 broken links or missing fragments stopped the build — mend them, or build with --lenient to keep the links' text and write the book anyway"
        )
    }

    @Test func otherErrorsEndWithoutIt() throws {
        let output = TestPaths.temporaryDirectory() + "/out.epub"
        let result = try CommandRunner.epubbuild(["build", book, "-o", output])
        #expect(result.status == 1)
        #expect(result.stderr.contains("is not an image"))
        #expect(!result.stderr.contains("--lenient"))
    }

    @Test func lenientLeavesOutAFileThatIsNoImageAndKeepsItsAltText() throws {
        let (epub, report) = try TestBuild.build(book, lenient: true)
        let file = try EPUBFile(epub)
        let page = "EPUB/text/a.xhtml"
        #expect(try file.values("//h:img", in: page) == [])
        #expect(try file.values("//h:p[1]", in: page) == ["The settings window: Settings window of the app"])
        #expect(!file.entryNames.contains { $0.hasSuffix("settings.png") })
        #expect(
            FixtureMessages.shown(report.warnings, book: "resolve-lenient-errors") == [
                "a.md:3:52: warning: [Resolve] 'settings.png' is not an image: its content is not JPEG, PNG, GIF, WebP or SVG; left out, its alt text kept (--lenient)",
                "a.md:5:27: warning: [Resolve] link target 'gone.md' does not exist; kept as plain text (--lenient)",
                "a.md:5:60: warning: [Resolve] link target '#gone' does not exist; kept as plain text (--lenient)",
            ])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }
}
