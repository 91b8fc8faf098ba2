import EPUBBuild
import Foundation
import Testing

/// draw.io writes each label twice: as HTML in a `<foreignObject>` and as
/// the `<text>` after it in a `<switch>`. Before: the HTML went into the
/// book, and epubcheck refused it (RSC-005, 119 errors in one book).
@Suite struct SVGForeignObjectTests {
    @Test func drawIOLabelsBecomeTheDrawingsOwnFallbackText() throws {
        let book = TestBuild.fixtureBook("resolve-svg-foreign-object")
        let (epub, report) = try TestBuild.build(book)
        let file = try EPUBFile(epub)
        let image = "EPUB/media/diagram.svg"
        #expect(try file.values("//svg:foreignObject", in: image) == [])
        #expect(try file.values("//svg:switch/svg:text", in: image) == ["Reader app", "Book"])
        let page = "EPUB/text/a.xhtml"
        #expect(try file.values("//svg:foreignObject", in: page) == [])
        #expect(try file.values("//svg:switch/svg:text", in: page) == ["Reader app", "Book"])
        #expect(try file.values("//h:div[@style]", in: page) == [])
        #expect(
            FixtureMessages.shown(report.warnings, book: "resolve-svg-foreign-object") == [
                "a.md:7:1: warning: [Ingest] inline SVG holds HTML in <foreignObject> (draw.io's labels), which EPUB does not take; each replaced by the drawing's own fallback",
                "a.md:3:30: warning: [Resolve] SVG image 'diagram.svg' holds HTML in <foreignObject> (draw.io's labels), which EPUB does not take; each replaced by the drawing's own fallback",
            ])
        #expect(report.warnings.map(\.code) == [.svgForeignObjectReplaced, .svgForeignObjectReplaced])
        try EPUBStructure.expectAll(book, epub)
    }
}
