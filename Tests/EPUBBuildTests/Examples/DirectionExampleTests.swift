import EPUBBuild
import Foundation
import Testing

/// The right-to-left and vertical examples: pages turn the way their readers
/// expect without book.yaml saying so, and every page carries the direction.
@Suite struct DirectionExampleTests {
    @Test func theArabicBookTurnsRightToLeftWithEveryPageRightToLeft() throws {
        let (_, file) = try TestBuild.buildWithoutWarnings(TestBuild.example("garden-notebook-arabic"))
        #expect(try file.values("//opf:spine/@page-progression-direction", in: try file.packagePath()) == ["rtl"])
        let pages = file.entryNames.filter { $0.hasSuffix(".xhtml") }
        #expect(pages.count == 4, "title page, contents and two chapters: \(pages)")
        for page in pages {
            #expect(try file.values("/h:html/@dir", in: page) == ["rtl"], "\(page)")
        }
    }

    @Test func theVerticalBookIsSetInColumnsAndTurnsRightToLeft() throws {
        let (epub, file) = try TestBuild.buildWithoutWarnings(TestBuild.example("seasons-vertical"))
        #expect(try file.values("//opf:spine/@page-progression-direction", in: try file.packagePath()) == ["rtl"])
        for page in file.entryNames.filter({ $0.hasSuffix(".xhtml") }) {
            #expect(
                try file.values("/h:html/h:head/h:style", in: page)
                    == ["html { -epub-writing-mode: vertical-rl; writing-mode: vertical-rl; }"], "\(page)")
            #expect(try file.values("/h:html/@dir", in: page).isEmpty, "Japanese runs left to right within its columns")
        }
        // The project unpack writes keeps the vertical book's direction (it states page-progression, so the default is
        // not needed).
        let rebuilt = try RoundTrip.expectRoundTrip(epub)
        let again = try EPUBFile(rebuilt)
        #expect(try again.values("//opf:spine/@page-progression-direction", in: try again.packagePath()) == ["rtl"])
    }
}
