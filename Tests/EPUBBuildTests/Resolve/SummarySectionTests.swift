import EPUBBuild
import Foundation
import Testing

/// SUMMARY.md entries pointing at a chapter's sections (`herbs.md#sowing`),
/// as GitBook books write them, beside the sections the default depth lists.
/// Before: each such section was listed twice, the second out of reading
/// order (epubcheck NAV-011, 16 times in mostly-adequate).
@Suite struct SummarySectionTests {
    @Test func aSectionTheSummaryListsIsNotListedAgain() throws {
        let book = TestBuild.fixtureBook("resolve-summary-sections")
        let (epub, report) = try TestBuild.build(book)
        let file = try EPUBFile(epub)
        let nav = "EPUB/nav.xhtml"
        #expect(try file.values("//h:nav[@id='toc']/h:ol/h:li/h:a", in: nav) == ["Growing Herbs", "Trees"])
        // The summary's sections in its order, the headings it leaves out placed among them as they come in the
        // chapter.
        #expect(
            try file.values("//h:nav[@id='toc']/h:ol/h:li[1]/h:ol/h:li/h:a/@href", in: nav) == [
                "text/herbs.xhtml#soil", "text/herbs.xhtml#sowing", "text/herbs.xhtml#watering",
                "text/herbs.xhtml#harvest",
            ])
        #expect(try file.values("//h:nav[@id='toc']/h:ol/h:li[2]/h:ol/h:li/h:a", in: nav) == ["Planting"])
        #expect(report.warnings.isEmpty)
        try EPUBStructure.expectAll(book, epub)
    }

    /// A summary that lists a section of an earlier chapter below a later one: that entry is left out with a
    /// warning at its line, its own entries kept in its place, and the contents stay in reading order (before:
    /// epubcheck NAV-011).
    @Test func anEntryPointingBackIsLeftOut() throws {
        let book = TestPaths.fixture("books/resolve-contents-out-of-order/book.toml")
        let (epub, report) = try TestBuild.build(book)
        let file = try EPUBFile(epub)
        #expect(
            try file.values("//h:nav[@id='toc']//h:a/@href", in: "EPUB/nav.xhtml") == [
                "text/soil.xhtml", "text/compost.xhtml", "text/compost.xhtml#heaps", "text/compost.xhtml#watering",
            ])
        #expect(
            report.warnings.map { String($0.description.split(separator: "resolve-contents-out-of-order/").last!) } == [
                "src/SUMMARY.md:5:24: warning: [Resolve] contents entry 'Testing the soil' points back before the entry above it; left out of the contents, which reading systems follow as the order of reading (its own entries stay)"
            ])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }
}
