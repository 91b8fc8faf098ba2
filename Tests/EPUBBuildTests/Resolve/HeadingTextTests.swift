import Foundation
import Testing

/// A heading's entry in the contents (nav, NCX, the page's title) reads as
/// the heading does: a formula as its TeX, not its rendered symbols and its
/// annotation run together; no note number; an icon left out unless the
/// heading is only pictures. Its anchor stays GitHub's.
@Suite struct HeadingTextTests {
    @Test func contentsEntriesReadAsTheHeadingDoes() throws {
        let book = TestBuild.fixtureBook("heading-text")
        let (epub, file) = try TestBuild.buildWithoutWarnings(book)
        let entries = [
            "The main function and its flags", "Sum \\sum_{i=1}^n i in closed form", "Careful with the lamp",
            "The lighthouse keeper's logo", "Hand-written x=2 formula",
        ]
        #expect(try file.values("//h:nav[@id='toc']//h:a", in: "EPUB/nav.xhtml") == entries)
        #expect(try file.values("//ncx:navPoint/ncx:navLabel/ncx:text", in: "EPUB/toc.ncx") == entries)
        #expect(try file.values("/h:html/h:head/h:title", in: "EPUB/text/headings.xhtml") == [entries[0]])
        // GitHub's anchors: the formula's TeX slugged ($\sum_{i=1}^n i$ → sum_i1n-i), the note's number and the icon's
        // gap kept.
        #expect(
            try file.values("//h:h1/@id | //h:h2/@id", in: "EPUB/text/headings.xhtml")
                == [
                    "the-main-function1-and-its-flags", "sum-sum_i1n-i-in-closed-form", "careful--with-the-lamp",
                    "section", "hand-written-x2-formula",
                ])
        try EPUBStructure.expectAll(book, epub)
    }
}
