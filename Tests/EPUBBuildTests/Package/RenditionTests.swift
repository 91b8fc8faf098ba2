import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBSupport

/// EPUB 3.3 §8.2: layout, orientation, spread and page progression reach the
/// package; each fixed-layout page carries its viewport.
@Suite struct RenditionTests {
    private let ns = EPUBFile.namespaces

    @Test func fixedLayoutBookBuildsCleanly() throws {
        let (epub, _) = try TestBuild.build(TestBuild.fixtureBook("fixed-layout"))
        try EPUBStructure.expectAll(TestBuild.fixtureBook("fixed-layout"), epub)
    }

    @Test func packageCarriesTheRenditionAndEachPagesPlace() throws {
        let (epub, _) = try TestBuild.build(TestBuild.fixtureBook("fixed-layout"))
        let opf = try EPUBFile(epub).package()
        let metas = opf.select("//opf:meta[starts-with(@property, 'rendition:')]", namespaces: ns)
        #expect(
            metas.map { "\($0.attribute("property") ?? "")=\($0.textContent)" }
                == ["rendition:layout=pre-paginated", "rendition:orientation=portrait", "rendition:spread=landscape"])
        #expect(opf.select("//opf:spine/@page-progression-direction", namespaces: ns).map(\.textContent) == ["rtl"])
        let itemrefs = opf.select("//opf:itemref", namespaces: ns).map {
            ($0.attribute("idref") ?? "", $0.attribute("properties"))
        }
        #expect(
            itemrefs.map(\.0) == [
                "item-titlepage-xhtml", "item-text-page-1-xhtml", "item-text-page-2-xhtml", "item-text-afterword-xhtml",
            ])
        #expect(itemrefs.map(\.1) == [nil, "page-spread-left", "page-spread-right", "rendition:layout-reflowable"])
    }

    @Test func viewportComesFromTheSourceOrElseTheBook() throws {
        let (epub, _) = try TestBuild.build(TestBuild.fixtureBook("fixed-layout"))
        let file = try EPUBFile(epub)
        func viewport(_ path: String) throws -> [String] {
            try file.xml(path).select("//h:meta[@name='viewport']/@content", namespaces: ns).map(\.textContent)
        }
        #expect(try viewport("EPUB/text/page-1.xhtml") == ["width=500, height=700"], "its own")
        #expect(try viewport("EPUB/text/page-2.xhtml") == ["width=600, height=800"], "the book's viewport:")
        #expect(try viewport("EPUB/titlepage.xhtml") == ["width=600, height=800"], "generated pages take the book's")
        #expect(try viewport("EPUB/text/afterword.xhtml") == [], "a reflowable chapter has none")
        // A page without a heading is drawn as it is.
        #expect(try file.xml("EPUB/text/page-2.xhtml").select("//h:h1", namespaces: ns).isEmpty)
    }

    @Test func generatedPagesOfABookInARightToLeftLanguageAreRightToLeft() throws {
        let (epub, _) = try TestBuild.build(TestBuild.fixtureBook("fixed-layout"))
        let file = try EPUBFile(epub)
        for page in ["EPUB/titlepage.xhtml", "EPUB/nav.xhtml", "EPUB/text/page-1.xhtml"] {
            #expect(try file.xml(page).select("/h:html/@dir", namespaces: ns).map(\.textContent) == ["rtl"], "\(page)")
        }
        let (minimal, _) = try TestBuild.build(TestBuild.fixtureBook("minimal"))
        #expect(try EPUBFile(minimal).xml("EPUB/titlepage.xhtml").select("/h:html/@dir", namespaces: ns).isEmpty)
    }

    @Test func generatedPagesWithoutABookViewportAreReflowable() throws {
        let folder = TestPaths.temporaryDirectory()
        try "title: Pages\nlanguage: en\nlayout: pre-paginated\nchapters: [page.xhtml]\n"
            .write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try """
        <html xmlns="http://www.w3.org/1999/xhtml"><head><title>Page</title>\
        <meta name="viewport" content="width=400, height=600"/></head><body><p>One page.</p></body></html>
        """.write(toFile: folder + "/page.xhtml", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        let opf = try EPUBFile(epub).package()
        #expect(
            opf.select("//opf:itemref", namespaces: ns).map { $0.attribute("properties") ?? "" }
                == ["rendition:layout-reflowable", ""])
        try EPUBStructure.expectAll(folder + "/book.yaml", epub)
    }

    @Test func rightToLeftLanguagesAreKnownByLanguageAndScript() {
        #expect(["ar", "he", "fa-IR", "ur", "ku-Arab", "yi"].allSatisfy(RightToLeftLanguages.contains))
        #expect(!["en", "ja", "zh-Hant", "ku", "az-Latn", "tr"].contains(where: RightToLeftLanguages.contains))
    }
}
