import Foundation
import Testing

@testable import EPUBBuild

/// A Persian heading holds U+200C ZERO WIDTH NON-JOINER (`برجسته‌سازی`):
/// GitHub's and mdBook's anchors leave it out, and links written for them
/// did not reach the id the build gave (before: it kept the non-joiner).
@Suite struct FormatCharacterIDTests {
    @Test func headingIDsLeaveOutFormatCharactersAndLinksReachThemEitherWay() throws {
        let book = TestBuild.fixtureBook("resolve-format-characters")
        let (epub, report) = try TestBuild.build(book)
        let file = try EPUBFile(epub)
        let id = "برجستهسازی-کد"
        #expect(try file.values("//h:h2/@id", in: "EPUB/text/a.xhtml") == [id])
        #expect(try file.values("//h:a/@href", in: "EPUB/text/b.xhtml") == Array(repeating: "a.xhtml#" + id, count: 3))
        #expect(report.warnings.isEmpty)
        try EPUBStructure.expectAll(book, epub)
    }

    @Test func slugsDropFormatCharactersAndKeepMarksWithTheirLetters() {
        #expect(IdentifierRegistry.slug("برجسته\u{200C}سازی کد") == "برجستهسازی-کد")
        #expect(IdentifierRegistry.slug("Soft\u{00AD}ware Café") == "software-café")
        #expect(IdentifierRegistry.slug("Cafe\u{0301} ❤\u{FE0F} 1²") == "cafe\u{0301}--1²")
    }
}
