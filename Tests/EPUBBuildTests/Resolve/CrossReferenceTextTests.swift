import Foundation
import Testing

/// Links with no text to numbered figures and listings read their numbers
/// ("Listing 3-2"), filled on Resolve's workers: the same bytes at any
/// thread count, over a book big enough for the workers to interleave.
@Suite struct CrossReferenceTextTests {
    @Test func theSameNumbersAtAnyThreadCount() throws {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/images", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.fixture("books/figures-and-listings/images/beam.png"), toPath: folder + "/images/beam.png")
        var chapters: [String] = []
        for index in 1...120 {
            let previous = max(index - 1, 1)
            var markdown = "# Chapter \(index)\n\n![A beam](images/beam.png \"Beam \(index)\"){#fig-\(index)}\n\n"
            for listing in 1...3 {
                markdown += "```go title=\"l\(listing).go\" {#lst-\(index)-\(listing)}\nfunc L\(listing)() {}\n```\n\n"
            }
            markdown += "See [](#lst-\(index)-3), [](c\(previous).md#lst-\(previous)-2), [](c\(previous).md#fig-\(previous)) and [the figure](#fig-\(index)).\n"
            try markdown.write(toFile: folder + "/c\(index).md", atomically: true, encoding: .utf8)
            chapters.append("c\(index).md")
        }
        try "title: Many\nlanguage: en\nfigure-numbers: true\nlisting-numbers: true\nchapters: [\(chapters.joined(separator: ", "))]\n"
            .write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (one, report) = try TestBuild.build(folder + "/book.yaml", jobs: 1)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(one)
        #expect(try file.values("//h:p[starts-with(., 'See')]/h:a", in: "EPUB/text/c1.xhtml") == ["Listing 1-3", "Listing 1-2", "Figure 1-1", "the figure"])
        #expect(try file.values("//h:p[starts-with(., 'See')]/h:a", in: "EPUB/text/c77.xhtml") == ["Listing 77-3", "Listing 76-2", "Figure 76-1", "the figure"])
        let bytes = try Data(contentsOf: URL(fileURLWithPath: one))
        for jobs in [2, 3, 8] {
            #expect(try Data(contentsOf: URL(fileURLWithPath: TestBuild.build(folder + "/book.yaml", jobs: jobs).epub)) == bytes, "jobs \(jobs)")
        }
    }
}
