import Foundation
import Testing

/// A book its own tool builds, we build: mdBook and GitBook check no link,
/// show a page whose picture is missing or broken, and go on past an include
/// they cannot carry out. In their projects each of these is one warning at
/// its place, the text kept; in a book.yaml, epubbuild's own format, each stays an error.
@Suite struct BookToolRulesTests {
    private func build(_ project: String) throws -> (status: Int32, warnings: [String], page: String, epub: String) {
        let output = TestPaths.temporaryDirectory() + "/out.epub"
        let books = TestPaths.fixture("books")
        let result = try CommandRunner.epubbuild(["build", project, "-o", output, "--jobs", "1"], in: books)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        let page =
            result.status == 0
            ? String(decoding: try EPUBFile(output).data("EPUB/text/start.xhtml"), as: UTF8.self) : ""
        return (result.status, lines, page, output)
    }

    @Test func anMdBookBuildsPastWhatMdBookGoesPast() throws {
        let (status, warnings, page, epub) = try build("tool-rules-mdbook")
        #expect(status == 0)
        #expect(
            warnings == [
                "tool-rules-mdbook/src/start.md:5:1: warning: [Ingest] cannot include '../../examples/main.rs': the file does not exist (looked for examples/main.rs); left out (mdBook builds the book anyway)",
                "tool-rules-mdbook/src/start.md:13:6: warning: [Ingest] cannot include 'gone.rs': the file does not exist (looked for tool-rules-mdbook/src/gone.rs); kept as written in its code span (mdBook builds the book anyway)",
                "tool-rules-mdbook/src/start.md:3:15: warning: [Resolve] link target 'start.pdf' does not exist; kept as plain text (mdBook does not check links)",
                "tool-rules-mdbook/src/start.md:7:13: warning: [Resolve] image 'flow.png' does not exist (looked for tool-rules-mdbook/src/flow.png); left out, its alt text kept (mdBook shows the page without it)",
                "tool-rules-mdbook/src/start.md:7:43: warning: [Resolve] 'saved.png' is not an image: its content is not JPEG, PNG, GIF, WebP or SVG; left out, its alt text kept (mdBook shows the page without it)",
                "tool-rules-mdbook/src/start.md:11:13: warning: [Resolve] resource 'intro.mp4' does not exist (looked for tool-rules-mdbook/src/intro.mp4); the <video> left out (mdBook shows the page without it)",
            ])
        // Alone in a code span, a directive that fails stays as written, as mdBook leaves it: left out, the span's
        // backticks had shown ("Run `` to see it.").
        #expect(page.contains("<p>Run <code>{{#include gone.rs}}</code> to see it.</p>"))
        #expect(
            page.contains(
                "<p>Get <a>the PDF</a> that the web site’s build makes.</p>\n<p>The flow and A saved page</p>\n<p>After the include.</p>"
            ))
        #expect(page.components(separatedBy: "{{#").count == 2 && !page.contains("<video"))
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    @Test func aGitBookBuildsPastWhatGitBookGoesPast() throws {
        let (status, warnings, page, epub) = try build("tool-rules-gitbook")
        #expect(status == 0)
        #expect(
            warnings == [
                "tool-rules-gitbook/start.md:5:1: warning: [Ingest] cannot include 'parts/gone.md': the file does not exist (looked for tool-rules-gitbook/parts/gone.md); left out (GitBook builds the book anyway)",
                "tool-rules-gitbook/start.md:3:18: warning: [Resolve] link target 'slides/deck.pdf' does not exist; kept as plain text (GitBook does not check links)",
                "tool-rules-gitbook/start.md:3:59: warning: [Resolve] 'saved.png' is not an image: its content is not JPEG, PNG, GIF, WebP or SVG; left out, its alt text kept (GitBook shows the page without it)",
            ])
        #expect(page.contains("<p>Get <a>the slides</a> and see A saved page.</p>\n<p>After the include.</p>"))
        #expect(!page.contains("{%"))
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// The same chapter in a book.yaml: epubbuild's own format checks everything, and says how to get past it.
    @Test func aBookYAMLStillStopsAtEachOfThem() throws {
        let folder = TestPaths.temporaryDirectory()
        try "title: Strict\nlanguage: en\nchapters: [src/start.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/src", withIntermediateDirectories: true)
        for file in ["start.md", "saved.png"] {
            try FileManager.default.copyItem(
                atPath: TestPaths.fixture("books/tool-rules-mdbook/src/" + file), toPath: folder + "/src/" + file)
        }
        let result = try CommandRunner.epubbuild(["build", "book.yaml", "-o", "out.epub"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "src/start.md:5:1: error: [Ingest] cannot include '../../examples/main.rs': the file does not exist"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.epub"))
    }
}
