import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBSupport

@Suite struct IdentifierTests {
    @Test func slugsFollowGitHub() {
        #expect(IdentifierRegistry.slug("Hello, World!") == "hello-world")
        #expect(IdentifierRegistry.slug("Write the test first") == "write-the-test-first")
        #expect(IdentifierRegistry.slug("Über café") == "über-café")
    }

    @Test func clashesGetNumberedAndIdsStartWithALetter() {
        var registry = IdentifierRegistry()
        #expect(registry.claim("intro") == "intro")
        #expect(registry.claim("intro") == "intro-1")
        #expect(registry.claim("intro") == "intro-2")
        #expect(registry.claim("2024") == "h-2024")
        #expect(registry.claim("") == "section")
    }

    /// An id the author wrote keeps its name: no generated id takes it, even one claimed before it.
    @Test func writtenIdsAreKeptForTheirAuthor() {
        var registry = IdentifierRegistry()
        registry.reserve(["terms"])
        #expect(registry.claim("terms") == "terms-1", "a heading's anchor steps aside")
        #expect(registry.claim("terms", written: true) == "terms")
        #expect(registry.claim("terms", written: true) == "terms-2", "written twice: the second is renamed")
    }

    /// `## Glossary {#terms}` after a heading `Terms`: the link to `#terms` lands on the glossary. An id written
    /// twice is a warning at the second place that names the first; the second is renamed.
    @Test func aWrittenIdWinsAndARepeatedOneIsWarnedNamingBothPlaces() throws {
        let folder = TestPaths.temporaryDirectory()
        try "title: T\nlanguage: en\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try "# A\n\n## Terms\n\n## Glossary {#terms}\n\n## Again {#terms}\n\nSee [terms](#terms).\n".write(
            toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(["build", "book.yaml", "-o", "out.epub"], in: folder)
        #expect(result.status == 0)
        #expect(
            result.stderr.hasPrefix(
                "a.md:7:12: warning: [Resolve] id 'terms' is already the id of an element at line 5 in this file; "
                    + "this one becomes 'terms-2'"), "\(result.stderr)")
        let file = try EPUBFile(folder + "/out.epub")
        #expect(try file.values("//h:h2/@id", in: "EPUB/text/a.xhtml") == ["terms-1", "terms", "terms-2"])
        #expect(try file.values("//h:p/h:a/@href", in: "EPUB/text/a.xhtml") == ["#terms"])
    }

    @Test func sha1MatchesTheFIPSVector() {
        let digest = SHA1.hash(Array("abc".utf8)).map {
            String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16)
        }.joined()
        #expect(digest == "a9993e364706816aba3e25717850c26c9cd0d89d")
    }

    @Test func fileNamesAreSafe() {
        #expect(PackageLayout.safeName("my chapter (draft).md") == "my-chapter--draft-.md")
    }
}
