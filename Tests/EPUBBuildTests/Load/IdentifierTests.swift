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
