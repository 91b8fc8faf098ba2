import EPUBBuild
import Foundation
import Testing

/// Unpacks an EPUB to a project, rebuilds it, and compares what a round trip must keep.
enum RoundTrip {
    static func titles(_ entries: [TOCEntry]) -> [String] {
        entries.flatMap { [$0.title] + titles($0.children) }
    }

    /// The names of the spine's XHTML documents as the build names them, cover and generated pages left out.
    static func chapterNames(_ publication: Publication) -> [String] {
        publication.readingOrder.map(\.item).filter { $0.mediaType == "application/xhtml+xml" }
            .map { PackageLayout.safeName((($0.href as NSString).lastPathComponent as NSString).deletingPathExtension) }
            .filter { !["cover", "titlepage", "nav"].contains($0) }
    }

    /// Returns the rebuilt EPUB's path.
    @discardableResult
    static func expectRoundTrip(_ epub: String) throws -> String {
        let folder = TestPaths.temporaryDirectory()
        let project = folder + "/project"
        let unpack = try CommandRunner.epubbuild(["unpack", epub, "-o", project])
        #expect(unpack.status == 0, "\(unpack.stderr)")
        let rebuilt = folder + "/rebuilt.epub"
        let build = try CommandRunner.epubbuild(["build", project + "/book.yaml", "-o", rebuilt])
        #expect(build.status == 0, "\(build.stderr)")
        try EPUBStructure.expectEPUBCheckClean(rebuilt)

        let before = try EPUBReader(path: epub).read()
        let after = try EPUBReader(path: rebuilt).read()
        #expect(after.metadata.title == before.metadata.title)
        #expect(after.metadata.authors.map(\.name) == before.metadata.authors.map(\.name))
        #expect(after.metadata.language == before.metadata.language)
        #expect(after.metadata.identifier == before.metadata.identifier)
        // A navigation document in the original spine comes back as a chapter named nav-1 beside the generated nav.
        #expect(chapterNames(after).filter { !$0.hasPrefix("nav-") } == chapterNames(before), "spine order")
        #expect(titles(after.tableOfContents) == titles(before.tableOfContents), "table of contents labels")
        return rebuilt
    }
}
