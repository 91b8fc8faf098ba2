import Foundation
import Testing

@testable import EPUBBuild

/// Footnote definitions cmark-gfm leaves out of the page (unused, or a label's
/// second): each kind told once for the book, at the first, with the count.
@Suite struct FootnoteDefinitionsTests {
    @Test func definitionsAreFoundOutsideCodeAsCmarkReadsThem() {
        let text = """
            Text[^a].

            [^a]: First.
               [^Café]: Indented three spaces.
                [^deep]: Indented four: code, not a definition.
            ```
            [^fenced]: In fenced code.
            ```
            [^spaced label]: Not a label.
            [^]: Empty.
            """
        #expect(
            FootnoteDefinitions.definitions(in: text) == [
                .init(label: "a", line: 3), .init(label: "café", line: 4),
            ])
    }

    @Test func theOnesThePageShowsNoNoteForAreLeftOut() {
        let text = "A[^A] and B[^Caf%C3%A9].\n\n[^a]: One.\n[^a]: Again.\n[^unused]: Never.\n[^Café]: Two.\n"
        // cmark-gfm links each reference to its note by the label, percent-encoded.
        let html = "<a href=\"#fn-A\">1</a> <a href=\"#fn-Caf%C3%A9\">2</a>"
        let (unused, repeated) = FootnoteDefinitions.leftOut(in: text, html: html)
        #expect(unused == [.init(label: "unused", line: 5)])
        #expect(repeated == [.init(label: "a", line: 4)])
    }

    @Test func aBookTellsEachKindOnceWithTheTextKeptOut() throws {
        let folder = TestPaths.temporaryDirectory()
        try "# One\n\nText[^a].\n\n[^a]: First.\n[^a]: Second definition.\n[^b]: Never referenced.\n".write(
            toFile: folder + "/one.md", atomically: true, encoding: .utf8)
        try "# Two\n\n[^c]: Also never referenced.\n".write(
            toFile: folder + "/two.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nchapters: [one.md, two.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        #expect(
            report.warnings.map { String($0.description.split(separator: "/").last!) } == [
                "one.md:7:1: warning: [Ingest] 2 footnote definitions no reference uses left out, as GitHub and pandoc leave it out — refer to it with [^label], or remove it (the first here)",
                "one.md:6:1: warning: [Ingest] 1 second definition of a footnote label left out: the first definition is the note — give this one a label of its own",
            ])
        let page = String(decoding: try EPUBFile(epub).data("EPUB/text/one.xhtml"), as: UTF8.self)
        #expect(page.contains("First.") && !page.contains("Second definition"))
    }
}
