import EPUBBuild
import Foundation
import Testing

/// Reading EPUB 2 and unusual EPUB 3 packages into the model.
@Suite struct EPUBReaderTests {
    @Test func readsAnEPUB2WithPrefixedOPFAndNCX() throws {
        let publication = try EPUBReader(path: try FixturePacker.pack("epub2-ncx")).read()
        #expect(publication.version == "2.0")
        #expect(publication.packagePath == "OEBPS/content.opf", "the first rootfile")
        #expect(publication.metadata.title == "An Old-Style Book")
        #expect(publication.metadata.authors == [Contributor(name: "Wilma Writer", fileAs: "Writer, Wilma", role: "aut"),
                                                 Contributor(name: "Ian Illustrator", role: "ill")])
        #expect(publication.metadata.identifier == "urn:uuid:12345678-1234-4234-8234-123456789abc", "the unique-identifier one")
        #expect(publication.identifiers == ["urn:uuid:12345678-1234-4234-8234-123456789abc", "9780000000002"])
        #expect(publication.manifest.map(\.href) == ["OEBPS/toc.ncx", "OEBPS/chapter one.xhtml", "OEBPS/text/two.xhtml", "OEBPS/style.css"])
        #expect(publication.navigationSource == .ncx)
        #expect(publication.tableOfContents == [
            TOCEntry(title: "Chapter One", href: "OEBPS/chapter one.xhtml",
                     children: [TOCEntry(title: "A Section", href: "OEBPS/chapter one.xhtml#section")]),
            TOCEntry(title: "Chapter Two", href: "OEBPS/text/two.xhtml"),
        ], "percent-encoded and plain hrefs resolve alike")
    }

    @Test func anEPUB2RoundTripsToAValidEPUB3() throws {
        let rebuilt = try RoundTrip.expectRoundTrip(try FixturePacker.pack("epub2-ncx"))
        let chapter = String(decoding: try EPUBFile(rebuilt).data("EPUB/text/two.xhtml"), as: UTF8.self)
        #expect(chapter.contains("href=\"chapter-one.xhtml#section\""), "links follow the renamed file")
    }

    @Test func aBookWithoutNavigationGetsContentsFromItsSpine() throws {
        let publication = try EPUBReader(path: try FixturePacker.pack("no-navigation")).read()
        #expect(publication.navigationSource == .spine)
        #expect(publication.tableOfContents == [TOCEntry(title: "Le seul chapitre", href: "OPS/a.xhtml")])
    }
}
