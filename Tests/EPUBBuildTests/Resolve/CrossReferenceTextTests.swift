import Foundation
import Testing

/// Links with no text to numbered figures and listings read their numbers
/// ("Listing 3-2"), and to headings the heading, filled on Resolve's
/// workers: the same bytes at any thread count, over a book big enough for
/// the workers to interleave.
@Suite struct CrossReferenceTextTests {
    @Test func theSameNumbersAtAnyThreadCount() throws {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/images", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: TestPaths.fixture("books/figures-and-listings/images/beam.png"), toPath: folder + "/images/beam.png"
        )
        var chapters: [String] = []
        for index in 1...120 {
            let previous = max(index - 1, 1)
            var markdown = "# Chapter \(index)\n\n![A beam](images/beam.png \"Beam \(index)\"){#fig-\(index)}\n\n"
            for listing in 1...3 {
                markdown += "```go title=\"l\(listing).go\" {#lst-\(index)-\(listing)}\nfunc L\(listing)() {}\n```\n\n"
            }
            markdown +=
                "See [](#lst-\(index)-3), [](c\(previous).md#lst-\(previous)-2), [](c\(previous).md#fig-\(previous)), [](c\(previous).md#chapter-\(previous)) and [the figure](#fig-\(index)).\n"
            try markdown.write(toFile: folder + "/c\(index).md", atomically: true, encoding: .utf8)
            chapters.append("c\(index).md")
        }
        try
            "title: Many\nlanguage: en\nfigure-numbers: true\nlisting-numbers: true\nchapters: [\(chapters.joined(separator: ", "))]\n"
            .write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (one, report) = try TestBuild.build(folder + "/book.yaml", jobs: 1)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(one)
        #expect(
            try file.values("//h:p[starts-with(., 'See')]/h:a", in: "EPUB/text/c1.xhtml") == [
                "Listing 1-3", "Listing 1-2", "Figure 1-1", "Chapter 1", "the figure",
            ])
        #expect(
            try file.values("//h:p[starts-with(., 'See')]/h:a", in: "EPUB/text/c77.xhtml") == [
                "Listing 77-3", "Listing 76-2", "Figure 76-1", "Chapter 76", "the figure",
            ])
        let bytes = try Data(contentsOf: URL(fileURLWithPath: one))
        for jobs in [2, 3, 8] {
            #expect(
                try Data(contentsOf: URL(fileURLWithPath: TestBuild.build(folder + "/book.yaml", jobs: jobs).epub))
                    == bytes, "jobs \(jobs)")
        }
    }

    /// A link with no text to a heading reads the heading as the contents has it, in its chapter or another;
    /// one to a whole page, or to a figure without numbers, stays empty, and the audit says so.
    @Test func aLinkWithNoTextToAHeadingReadsTheHeading() throws {
        let folder = TestPaths.temporaryDirectory()
        try
            "# One\n\n## Setting *up*[^1] {#setup}\n\nSee [](#setup) and [](two.md#the-last-step-with-x2).\n\n[^1]: A note.\n"
            .write(toFile: folder + "/one.md", atomically: true, encoding: .utf8)
        try "# Two\n\n## The last step, with $x^2$\n\nBack to [](one.md#setup), and [](one.md).\n".write(
            toFile: folder + "/two.md", atomically: true, encoding: .utf8)
        try "title: Headings\nlanguage: en\nchapters: [one.md, two.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        let file = try EPUBFile(epub)
        #expect(
            try file.values("//h:p[starts-with(., 'See')]/h:a", in: "EPUB/text/one.xhtml") == [
                "Setting up", "The last step, with x^2",
            ])
        #expect(try file.values("//h:p[starts-with(., 'Back')]/h:a", in: "EPUB/text/two.xhtml") == ["Setting up", ""])
        #expect(
            report.warnings.map(\.message) == [
                "link to 'one.md' has no text: screen readers announce nothing to follow; give it text, or alt text to its image"
            ])
        try EPUBStructure.expectAll(folder + "/book.yaml", epub)
    }
}
