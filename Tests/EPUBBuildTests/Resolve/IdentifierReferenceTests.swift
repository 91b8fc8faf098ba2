import EPUBBuild
import Foundation
import Testing

/// Ids renamed across the book, and everything that refers to them.
@Suite struct IdentifierReferenceTests {
    /// Two chapters with the same markup keep their ids: each is a document of
    /// its own (before: the second one's were renamed book-wide, so a round
    /// trip changed every id of a book whose chapters share them). The
    /// second chapter's ids start with a digit, which an XML name may not:
    /// they are renamed, and every kind of reference to them follows.
    @Test func everyIdReferenceFollowsItsRenamedId() throws {
        let book = TestBuild.fixtureBook("resolve-id-references")
        let (epub, report) = try TestBuild.build(book)
        #expect(report.warnings.isEmpty)
        let file = try EPUBFile(epub)
        let two = "EPUB/text/two.xhtml"
        #expect(
            try file.values("//h:body//@id", in: two) == [
                "same-markup", "h-2desc", "h-2name", "h-2choices", "h-2order", "h-2first", "h-2head", "h-2spots",
                "h-2grad", "h-2grad2", "h-2clip", "h-2veil", "h-2blur", "h-2arrow", "h-2dot",
            ])
        let expected: [(String, [String])] = [
            ("//h:label/@for", ["h-2name"]),
            ("//h:input/@list", ["h-2choices"]),
            ("//h:input/@form", ["h-2order"]),
            ("//h:input/@aria-describedby", ["h-2desc"]),
            ("//h:input/@aria-labelledby", ["h-2desc"]),
            ("//h:input/@aria-controls", ["h-2desc"]),
            ("//h:input/@aria-owns", ["h-2desc"]),
            ("//h:input/@aria-flowto", ["h-2desc"]),
            ("//h:div/@aria-activedescendant", ["h-2first"]),
            ("//h:td/@headers", ["h-2head"]),
            ("//h:img/@usemap", ["#h-2spots"]),
            ("//h:map/@name", ["h-2spots"]),
            ("//h:area/@href", ["#h-2desc"]),
            ("//svg:linearGradient/@xlink:href", ["#h-2grad"]),
            ("//svg:rect/@fill", ["white", "url(#h-2grad)"]),
            ("//svg:rect/@stroke", ["url(#h-2grad2)"]),
            ("//svg:rect/@clip-path", ["url(#h-2clip)"]),
            ("//svg:rect/@mask", ["url(#h-2veil)"]),
            ("//svg:rect/@filter", ["url(#h-2blur)"]),
            ("//svg:path/@marker-start", ["url(#h-2arrow)"]),
            ("//svg:path/@marker-mid", ["url(#h-2arrow)"]),
            ("//svg:path/@marker-end", ["url(#h-2arrow)"]),
            ("//svg:path/@style", ["fill: url('#h-2grad')"]),
            ("//svg:use/@href", ["#h-2dot"]),
            ("//svg:use/@xlink:href", ["#h-2dot"]),
        ]
        for (xpath, values) in expected {
            #expect(try file.values(xpath, in: two) == values, "\(xpath)")
        }
        // The first chapter keeps the ids as written.
        #expect(
            try file.values("//h:input/@aria-describedby | //svg:use/@href", in: "EPUB/text/one.xhtml") == [
                "desc", "#dot",
            ])
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
        #expect(
            try file.values("//h:section//h:a/@href", in: "EPUB/text/guide.xhtml") == [
                "guide-2.xhtml#details", "guide-3.xhtml#details-1",
            ])
        #expect(try file.values("//h:section//h:a/@href", in: "EPUB/text/guide-3.xhtml") == ["guide-2.xhtml#details"])
        try EPUBStructure.expectWellFormed(file)
        try EPUBStructure.expectNavigationTargetsExist(file)
        try EPUBStructure.expectInternalLinksResolve(file)
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// cmark-gfm writes `[^Café]` as `id="fn-Caf%C3%A9"`, which no fragment
    /// can reach (epubcheck RSC-012); the note ids carry the label decoded.
    /// A footnote whose generated id an author's element already has (`<span id="fn-note">` beside `[^note]`) is
    /// renamed, and its reference follows it, without a warning: the reference had led to the author's span. A link
    /// the author wrote to `#fn-note` still reaches the span.
    @Test func aNotesReferenceFollowsItsRenamedId() throws {
        let folder = try TestPaths.folder(holding: [
            "book.yaml": "title: T\nlanguage: en\nchapters: [a.md]\n",
            "a.md": "# A\n\n<span id=\"fn-note\">an anchor</span>\n\nText[^note] and [the anchor](#fn-note).\n\n"
                + "[^note]: The note.\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        let file = try EPUBFile(epub)
        let noteID = try file.values("//h:aside[@role='doc-footnote']/@id", in: "EPUB/text/a.xhtml")
        #expect(noteID.count == 1 && noteID != ["fn-note"])
        #expect(
            try file.values("//h:a[@role='doc-noteref']/@href", in: "EPUB/text/a.xhtml") == noteID.map { "#" + $0 })
        #expect(try file.values("//h:a[not(@role)]/@href", in: "EPUB/text/a.xhtml") == ["#fn-note"])
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    @Test func noteIdsWithNonASCIILabelsAreValidAndReached() throws {
        let book = TestBuild.fixtureBook("resolve-note-labels")
        let (epub, _) = try TestBuild.build(book)
        let file = try EPUBFile(epub)
        let notes = "EPUB/text/notes.xhtml"
        #expect(try file.values("//h:aside[@epub:type='footnote']/@id", in: notes) == ["fn-Café", "fn-日本", "fn-plain"])
        #expect(try file.values("//h:a[@epub:type='noteref']/@href", in: notes) == ["#fn-Café", "#fn-日本", "#fn-plain"])
        #expect(
            try file.values("//h:a[@epub:type='noteref']/@id", in: notes) == ["fnref-Café", "fnref-日本", "fnref-plain"])
        #expect(
            try file.values("//h:a[@epub:type='backlink']/@href", in: notes) == [
                "#fnref-Café", "#fnref-日本", "#fnref-plain",
            ])
        try EPUBStructure.expectAll(book, epub)
    }
}
