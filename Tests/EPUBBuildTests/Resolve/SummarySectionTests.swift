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

    /// A summary that lists a section of an earlier chapter below a later one: that entry, which heads entries of
    /// its own, is their heading without a link (a `<span>`), with a warning at its line, and the contents stay in
    /// reading order (before: epubcheck NAV-011; then the entry was left out, a Sphinx index's group headings lost).
    @Test func anEntryPointingBackHeadsItsEntries() throws {
        let book = TestPaths.fixture("books/resolve-contents-out-of-order/book.toml")
        let (epub, report) = try TestBuild.build(book)
        let file = try EPUBFile(epub)
        #expect(
            try file.values("//h:nav[@id='toc']//h:a/@href", in: "EPUB/nav.xhtml") == [
                "text/soil.xhtml", "text/compost.xhtml", "text/compost.xhtml#heaps", "text/compost.xhtml#watering",
            ])
        #expect(try file.values("//h:nav[@id='toc']//h:li/h:span", in: "EPUB/nav.xhtml") == ["Testing the soil"])
        #expect(
            try file.values("//h:nav[@id='toc']//h:li[h:span]/h:ol/h:li/h:a", in: "EPUB/nav.xhtml") == ["Compost heaps"]
        )
        #expect(
            report.warnings.map { String($0.description.split(separator: "resolve-contents-out-of-order/").last!) } == [
                "src/SUMMARY.md:5:24: warning: [Resolve] contents entry 'Testing the soil' points back before the entry above it; it heads its entries without a link (reading systems follow the contents as the order of reading)"
            ])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// An entry for a page's start after an entry for a place inside that page (a Sphinx toctree listing a page
    /// again after one of its sections, whose id is a `<section>`'s, no heading's) points back: left out, with a
    /// warning. It had passed, and epubcheck warned (NAV-011).
    @Test func anEntryForAPageStartAfterItsSectionIsLeftOut() throws {
        let folder = try TestPaths.folder(holding: [
            "a.xhtml": """
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>A</title></head><body><h1>A</h1>
            <section id="s"><h2>S</h2><p>Text.</p></section></body></html>
            """,
            "book.yaml": """
            title: T
            language: en
            chapters:
            - file: a.xhtml
              toc:
              - title: A
                children:
                - {title: S, anchor: s}
              - title: A again
            """,
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        #expect(
            try EPUBFile(epub).values("//h:nav[@id='toc']//h:a", in: "EPUB/nav.xhtml") == ["A", "S"])
        // At the chapter that lists it: the message had named book.yaml alone.
        let warning = report.warnings.first { $0.message.contains("'A again' points back") }
        #expect(warning.map { [$0.location.line, $0.location.column] } == [4, 9])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }
}
