import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBFormats
@testable import EPUBModel
@testable import EPUBSupport

/// Language tags: well-formed (RFC 5646 §2.1, which OPF requires), and registered, which readers need.
@Suite struct LanguageTagTests {
    @Test(arguments: [
        "en", "en-GB", "ja", "zh-Hant-TW", "sr-Latn", "de-CH-1996", "yue", "qaa", "x-klingon", "i-klingon",
    ])
    func registeredTagsPass(_ tag: String) {
        #expect(LanguageTag.isWellFormed(tag))
        #expect(LanguageTag.unregisteredLanguage(of: tag) == nil)
    }

    /// The commonest shapes are settled without the grammar's Regex: the shortcut must agree with it either way.
    @Test(arguments: [
        ("es-419", true), ("zh-Hans", true), ("pt-BR", true), ("fra", true), ("en-", false), ("e", false),
        ("en-U", false), ("en-12", false), ("en-1234", true), ("en_US", false), ("", false), ("é", false),
        ("abcd-US", true), ("en-GBR", true), ("en-Latn-", false),
    ])
    func theCommonShapesAgreeWithTheGrammar(_ tag: String, _ wellFormed: Bool) {
        #expect(LanguageTag.isWellFormed(tag) == wellFormed)
    }

    @Test func unregisteredTagsNameWhatTheyMeant() throws {
        let english = try #require(LanguageTag.unregisteredLanguage(of: "english"))
        #expect(english.meant?.tag == "en" && english.meant?.name == "English")
        #expect(LanguageTag.unregisteredLanguage(of: "eng")?.meant?.tag == "en", "BCP 47 writes English 'en'")
        #expect(LanguageTag.unregisteredLanguage(of: "fre-CA")?.meant?.tag == "fr", "ISO 639-2/B's code")
        #expect(LanguageTag.unregisteredLanguage(of: "greek")?.meant?.tag == "el")
        let unknown = try #require(LanguageTag.unregisteredLanguage(of: "xx"))
        #expect(unknown.subtag == "xx" && unknown.meant == nil)
    }

    @Test func aBookInAnUnregisteredLanguageIsWarnedAtItsLine() throws {
        let folder = TestPaths.temporaryDirectory()
        try "title: T\nlanguage: english\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try "# A\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        var warnings: [Diagnostic] = []
        _ = try BookSpecLoader.load(folder + "/book.yaml", warnings: &warnings)
        #expect(warnings.map(\.code) == [.unregisteredLanguage])
        #expect(warnings.first?.location.line == 2)
        #expect(warnings.first?.message.hasSuffix("did you mean 'en' (English)?") == true, "\(warnings)")
    }
}

/// The direction pages turn, from what book.yaml says and the language.
@Suite struct PageProgressionTests {
    @Test(
        arguments: [
            ("he", nil, nil, PageProgression.rtl), ("he", TextDirection.ltr, nil, .ltr), ("he", .rtl, nil, .rtl),
            ("en", nil, nil, nil), ("en", .ltr, nil, nil), ("en", .rtl, nil, .rtl),
            ("he", .ltr, PageProgression.rtl, .rtl),
        ] as [(String, TextDirection?, PageProgression?, PageProgression?)])
    func followsTheDirectionAndTheLanguage(
        language: String, direction: TextDirection?, written: PageProgression?, expected: PageProgression?
    ) {
        // `direction: ltr` in a Hebrew book says its pages turn left to right too: nothing had been said.
        var spec = BookSpec(
            specFile: "/b/book.yaml", directory: "/b",
            metadata: PublicationMetadata(title: "T", language: language, identifier: "urn:uuid:1"), contents: [])
        spec.direction = direction
        spec.pageProgression = written
        #expect(spec.effectivePageProgression == expected)
    }
}
