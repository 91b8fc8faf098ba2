import Foundation
import Testing

/// A Markdown page that does not show its own title gets it drawn (Templates/chapter.xsl, `<has-title/>`): one of
/// text alone, one that opens with text before its sections, one of `##` sections alone, as GitBook draws a page's
/// summary label over it. A page whose h1, or whose first heading, reads as its title is left as written. A page of
/// `##` sections had shown no title at all.
@Suite struct ChapterTitleTests {
    @Test func aPageThatDoesNotShowItsTitleGetsIt() throws {
        var pages = [
            "text.md": "Only text.\n",
            "sections.md": "## First step\n\nDo it.\n",
            "opening.md": "Some words first.\n\n## Later\n\nMore.\n",
            "own.md": "# Its own heading\n\nText.\n",
            "lower.md": "## Typestate Pattern: Example\n\nText.\n",
            "longer.md": "## Basics (Basic Syntax)\n\nText.\n",
            "later.md": "Words before any heading.\n\n# Relative URL redirection\n\nMore.\n",
            "logo.md": "![](logo.svg)\n\n# Logo and title\n\nText.\n",
            "named.md": "A line first.\n\n# Named later\n\nText.\n",
        ]
        pages["book.json"] = "{\"title\": \"T\"}\n"
        pages["SUMMARY.md"] = """
            # Summary

            * [Text](text.md)
            * [Getting started](sections.md)
            * [Opening](opening.md)
            * [Own](own.md)
            * [Typestate Pattern Example](lower.md)
            * [Basics](longer.md)
            * [base](later.md)
            * [Logo](logo.md)
            * [Named later](named.md)
            """
        pages["logo.svg"] = "<svg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/>\n"
        let folder = try TestPaths.folder(holding: pages)
        let (epub, _) = try TestBuild.build(folder + "/book.json")
        let file = try EPUBFile(epub)
        func drawn(_ page: String) throws -> [String] {
            try file.values("//h:h1[@class='chapter-title']", in: "EPUB/text/\(page).xhtml")
        }
        #expect(try drawn("text") == ["Text"])
        #expect(try drawn("sections") == ["Getting started"])
        #expect(try drawn("opening") == ["Opening"])
        #expect(try drawn("own").isEmpty)
        #expect(try drawn("lower").isEmpty)
        #expect(try drawn("longer").isEmpty)
        // An h1 after the page's first words heads a section (GitBook draws the label over it); after a picture
        // alone, or reading as the title, it is the page's own.
        #expect(try drawn("later") == ["base"])
        #expect(try drawn("logo").isEmpty)
        #expect(try drawn("named").isEmpty)
        try EPUBStructure.expectEPUBCheckClean(epub)
    }
}
