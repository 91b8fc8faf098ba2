import EPUBBuild
import Foundation
import Markdown
import Testing
import XMLTree

private let learnGoWithTests = TestPaths.corpus + "/learn-go-with-tests"

/// The real 42-chapter Markdown book in ../shared/corpus, built from its own
/// SUMMARY.md with no hand edits.
@Suite(
    .enabled(
        if: FileManager.default.fileExists(atPath: learnGoWithTests + "/SUMMARY.md"),
        "../shared/corpus is not beside this clone; skipping the learn-go-with-tests book"))
struct LearnGoWithTestsTests {
    static let source = learnGoWithTests

    /// A book.yaml outside the read-only corpus that points at its SUMMARY.md.
    static func bookYAML() throws -> String {
        let yaml = TestPaths.temporaryDirectory() + "/book.yaml"
        try """
        title: Learn Go with Tests
        authors: Chris James
        language: en
        chapters: {summary: \(source)/SUMMARY.md}
        """.write(toFile: yaml, atomically: true, encoding: .utf8)
        return yaml
    }

    /// The `.md` files SUMMARY.md lists, in order (read with cmark-gfm, as the build does).
    static func summaryChapters() throws -> [String] {
        let html = MarkdownRenderer.html(from: try String(contentsOfFile: source + "/SUMMARY.md", encoding: .utf8))
        return try XMLTree.parse(html: Data(html.utf8)).select("//a/@href").map(\.textContent).filter {
            $0.hasSuffix(".md")
        }
    }

    @Test func buildsFromItsSummaryWithEveryChapterAndImage() throws {
        let (epub, _) = try TestBuild.build(try Self.bookYAML())
        let file = try EPUBFile(epub)
        let spine = try file.spinePaths()
        let chapters = try Self.summaryChapters()
        #expect(chapters.count == 42)
        for chapter in chapters {
            #expect(
                spine.contains("EPUB/text/" + (chapter as NSString).deletingPathExtension + ".xhtml"),
                "\(chapter) is in the spine")
        }
        for chapter in Set(chapters) {
            let text = try String(contentsOfFile: Self.source + "/" + chapter, encoding: .utf8)
            for match in text.matches(of: /!\[[^\]]*\]\(([^)\s]+\.(?:png|jpg|jpeg|gif|svg))/)
            where !match.1.contains(":") {
                let name = (String(match.1) as NSString).lastPathComponent
                #expect(
                    file.entryNames.contains { $0.hasPrefix("EPUB/media/") && $0.hasSuffix("/" + name) },
                    "\(match.1) from \(chapter)")
            }
        }
        try EPUBStructure.expectWellFormed(file)
        try EPUBStructure.expectNavigationTargetsExist(file)
    }

    @Test func passesEPUBCheckWithNoErrorsOrWarnings() throws {
        let (epub, _) = try TestBuild.build(try Self.bookYAML())
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// Every `.md` link the sources hold (found by cmark-gfm, so links in code
    /// blocks do not count) is rewritten, and every link in the EPUB lands on an existing id.
    @Test func everyLinkThatWorkedOnGitHubWorks() throws {
        var markdownLinks = 0
        for chapter in Set(try Self.summaryChapters()) {
            let html = MarkdownRenderer.html(
                from: try String(contentsOfFile: Self.source + "/" + chapter, encoding: .utf8))
            markdownLinks += try XMLTree.parse(html: Data(html.utf8)).select("//a/@href").map(\.textContent)
                .filter { !$0.contains("://") && ($0.hasSuffix(".md") || $0.contains(".md#")) }.count
        }
        #expect(markdownLinks >= 40, "the book links its chapters to each other")
        let (epub, _) = try TestBuild.build(try Self.bookYAML())
        let file = try EPUBFile(epub)
        let followed = try EPUBStructure.expectInternalLinksResolve(file)
        #expect(followed >= markdownLinks)
        for name in file.entryNames where name.hasSuffix(".xhtml") {
            let hrefs = try file.xml(name).select("//h:a/@href", namespaces: EPUBFile.namespaces).map(\.textContent)
            #expect(
                !hrefs.contains { !$0.contains("://") && ($0.hasSuffix(".md") || $0.contains(".md#")) },
                "no .md link is left in \(name)")
        }
    }
}
