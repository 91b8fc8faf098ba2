import EPUBBuild
import Foundation
import Testing

/// The bundled examples build into EPUBs that pass every structural check and epubcheck.
@Suite struct ExampleBooksTests {
    static let examples = [
        "field-guide", "xhtml-essays", "accessible-atlas", "garden-notebook-arabic", "seasons-vertical",
        "embedded-fonts", "picture-book",
    ]

    @Test(arguments: examples)
    func exampleBuildsCleanly(_ name: String) throws {
        let (epub, report) = try TestBuild.build(TestBuild.example(name))
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try EPUBStructure.expectAll(TestBuild.example(name), epub)
    }

    @Test(arguments: examples)
    func exampleRebuildsToIdenticalBytes(_ name: String) throws {
        let (first, _) = try TestBuild.build(TestBuild.example(name), modificationDate: nil)
        let (second, _) = try TestBuild.build(TestBuild.example(name), modificationDate: nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data(contentsOf: URL(fileURLWithPath: second)))
    }

    /// Chapters are read and rendered on several threads; the bytes must not depend on how many.
    @Test(arguments: examples)
    func exampleBuildsToTheSameBytesOnAnyNumberOfThreads(_ name: String) throws {
        let (one, _) = try TestBuild.build(TestBuild.example(name), jobs: 1)
        for jobs in [2, 5] {
            let (many, _) = try TestBuild.build(TestBuild.example(name), jobs: jobs)
            #expect(
                try Data(contentsOf: URL(fileURLWithPath: one)) == Data(contentsOf: URL(fileURLWithPath: many)),
                "--jobs \(jobs)")
        }
    }

    @Test func markdownExampleHasItsParts() throws {
        let (epub, _) = try TestBuild.build(TestBuild.example("field-guide"))
        let file = try EPUBFile(epub)
        let opf = try file.package()
        let ns = EPUBFile.namespaces
        // The cover image is declared both the EPUB 3 and the EPUB 2 way.
        #expect(opf.select("//opf:item[@properties='cover-image']", namespaces: ns).count == 1)
        #expect(opf.select("//opf:meta[@name='cover'][@content='cover-image']", namespaces: ns).count == 1)
        let chapters = file.entryNames.filter { $0.hasPrefix("EPUB/text/") }
        let markup = try chapters.map { String(decoding: try file.data($0), as: UTF8.self) }.joined()
        #expect(markup.contains("<table>"), "GFM table")
        #expect(markup.contains("epub:type=\"noteref\""), "footnote reference")
        #expect(markup.contains("<pre><code class=\"language-"), "fenced code with its language")
        #expect(markup.contains("type=\"checkbox\""), "task list")
        #expect(markup.contains("<del>"), "strikethrough")
        #expect(markup.contains("epub:type=\"part\""), "part page")
        #expect(markup.contains("epub:type=\"appendix\""), "chapter type from book.yaml")
        #expect(!markup.contains(".md\""), "links to other chapters are rewritten")
        #expect(file.entryNames.contains { $0.hasPrefix("EPUB/styles/") && $0 != "EPUB/styles/book.css" }, "custom CSS")
    }
}
