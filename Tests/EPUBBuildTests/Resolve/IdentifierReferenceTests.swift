import EPUBBuild
import Foundation
import Testing

/// Ids renamed across the book, and everything that refers to them.
@Suite struct IdentifierReferenceTests {
    /// Two chapters with the same markup: the second one's ids are renamed, and
    /// every kind of reference to them follows (before: only `<a href>` did,
    /// and epubcheck reported RSC-005/RSC-012 in the second chapter).
    @Test func everyIdReferenceFollowsItsRenamedId() throws {
        let book = TestBuild.fixtureBook("resolve-id-references")
        let (epub, report) = try TestBuild.build(book)
        #expect(report.warnings.isEmpty)
        let file = try EPUBFile(epub)
        let two = "EPUB/text/two.xhtml"
        #expect(try file.values("//h:body//@id", in: two) == [
            "same-markup-1", "desc-1", "name-1", "choices-1", "order-1", "first-1", "head-1", "spots-1",
            "grad-1", "grad2-1", "clip-1", "veil-1", "blur-1", "arrow-1", "dot-1",
        ])
        let expected: [(String, [String])] = [
            ("//h:label/@for", ["name-1"]),
            ("//h:input/@list", ["choices-1"]),
            ("//h:input/@form", ["order-1"]),
            ("//h:input/@aria-describedby", ["desc-1"]),
            ("//h:input/@aria-labelledby", ["desc-1"]),
            ("//h:input/@aria-controls", ["desc-1"]),
            ("//h:input/@aria-owns", ["desc-1"]),
            ("//h:input/@aria-flowto", ["desc-1"]),
            ("//h:div/@aria-activedescendant", ["first-1"]),
            ("//h:td/@headers", ["head-1"]),
            ("//h:img/@usemap", ["#spots-1"]),
            ("//h:map/@name", ["spots-1"]),
            ("//h:area/@href", ["#desc-1"]),
            ("//svg:linearGradient/@xlink:href", ["#grad-1"]),
            ("//svg:rect/@fill", ["white", "url(#grad-1)"]),
            ("//svg:rect/@stroke", ["url(#grad2-1)"]),
            ("//svg:rect/@clip-path", ["url(#clip-1)"]),
            ("//svg:rect/@mask", ["url(#veil-1)"]),
            ("//svg:rect/@filter", ["url(#blur-1)"]),
            ("//svg:path/@marker-start", ["url(#arrow-1)"]),
            ("//svg:path/@marker-mid", ["url(#arrow-1)"]),
            ("//svg:path/@marker-end", ["url(#arrow-1)"]),
            ("//svg:path/@style", ["fill: url('#grad-1')"]),
            ("//svg:use/@href", ["#dot-1"]),
            ("//svg:use/@xlink:href", ["#dot-1"]),
        ]
        for (xpath, values) in expected {
            #expect(try file.values(xpath, in: two) == values, "\(xpath)")
        }
        // The first chapter keeps the ids as written.
        #expect(try file.values("//h:input/@aria-describedby | //svg:use/@href", in: "EPUB/text/one.xhtml") == ["desc", "#dot"])
        try EPUBStructure.expectAll(book, epub)
    }

    /// GitHub numbers repeated headings per source file: `### Details` under
    /// two `##` sections are `details` and `details-1` even when `split: 2`
    /// puts them in different documents (before: `#details-1` did not exist).
    @Test func githubAnchorsCountPerSourceFileAcrossSplitDocuments() throws {
        let (epub, _) = try TestBuild.build(TestBuild.fixtureBook("resolve-split-anchors"))
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:h3/@id", in: "EPUB/text/guide-2.xhtml") == ["details"])
        #expect(try file.values("//h:h3/@id", in: "EPUB/text/guide-3.xhtml") == ["details-1"])
        #expect(try file.values("//h:section//h:a/@href", in: "EPUB/text/guide.xhtml") == ["guide-2.xhtml#details", "guide-3.xhtml#details-1"])
        #expect(try file.values("//h:section//h:a/@href", in: "EPUB/text/guide-3.xhtml") == ["guide-2.xhtml#details"])
        try EPUBStructure.expectWellFormed(file)
        try EPUBStructure.expectNavigationTargetsExist(file)
        try EPUBStructure.expectInternalLinksResolve(file)
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// cmark-gfm writes `[^Café]` as `id="fn-Caf%C3%A9"`, which no fragment
    /// can reach (epubcheck RSC-012); the note ids carry the label decoded.
    @Test func noteIdsWithNonASCIILabelsAreValidAndReached() throws {
        let book = TestBuild.fixtureBook("resolve-note-labels")
        let (epub, _) = try TestBuild.build(book)
        let file = try EPUBFile(epub)
        let notes = "EPUB/text/notes.xhtml"
        #expect(try file.values("//h:aside[@epub:type='footnote']/@id", in: notes) == ["fn-Café", "fn-日本", "fn-plain"])
        #expect(try file.values("//h:a[@epub:type='noteref']/@href", in: notes) == ["#fn-Café", "#fn-日本", "#fn-plain"])
        #expect(try file.values("//h:a[@epub:type='noteref']/@id", in: notes) == ["fnref-Café", "fnref-日本", "fnref-plain"])
        #expect(try file.values("//h:a[@epub:type='backlink']/@href", in: notes) == ["#fnref-Café", "#fnref-日本", "#fnref-plain"])
        try EPUBStructure.expectAll(book, epub)
    }
}
