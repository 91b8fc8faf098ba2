import Foundation
import Testing
import XMLTree

/// Figures and listings: a titled image alone in its paragraph becomes a
/// figure, a titled code block a listing, numbered per chapter when asked
/// (chapters 1, 2, …, appendices A, B, …, a preface none), links to their
/// ids keep working, and a link with no text reads the number it points at.
@Suite struct CaptionsTests {
    private func captions(_ epub: String, _ chapter: String) throws -> [String] {
        try EPUBFile(epub).values("//h:figure/h:figcaption", in: "EPUB/text/\(chapter).xhtml")
    }

    @Test func figuresAndListingsAreNumberedPerChapter() throws {
        let book = TestBuild.fixtureBook("figures-and-listings")
        let (epub, report) = try TestBuild.build(book)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        #expect(try captions(epub, "preface") == ["Figure 1. The beam at dusk"])
        #expect(try captions(epub, "lamp") == ["Figure 1-1. The lamp, lit", "Listing 1-1. start.go"])
        #expect(
            try captions(epub, "tides") == [
                "Figure 2-1. Dawn", "Figure 2-2. The beam, once more", "Listing 2-1. tides.toml",
            ])
        #expect(try captions(epub, "tools") == ["Listing A-1. check.sh"])
        let file = try EPUBFile(epub)
        // The ids given with {#id} are the figures' and listings', so links to them still land.
        #expect(try file.values("//h:figure/@id", in: "EPUB/text/lamp.xhtml") == ["fig-lamp", "lst-start"])
        #expect(try file.values("//h:a/@href", in: "EPUB/text/lamp.xhtml") == ["#lst-start", "#fig-lamp"])
        #expect(
            try file.values("//h:a/@href", in: "EPUB/text/tides.xhtml") == [
                "lamp.xhtml#fig-lamp", "lamp.xhtml#lst-start", "#fig-dawn",
            ])
        // A link with no text reads its target's number; one with text keeps it.
        #expect(
            try file.values("//h:a", in: "EPUB/text/tides.xhtml") == [
                "Figure 1 of the lamp chapter", "Listing 1-1", "Figure 2-1",
            ])
        // The listing holds its code; an untitled block and an image in running text stay as they were.
        #expect(
            try file.values("//h:figure[@class='listing']/h:pre/h:code/@class", in: "EPUB/text/lamp.xhtml") == [
                "language-go"
            ])
        #expect(
            try file.values("/h:html/h:body//h:section/h:pre/h:code", in: "EPUB/text/lamp.xhtml") == [
                "echo untitled blocks are no listings\n"
            ])
        #expect(try file.values("//h:p/h:img/@title", in: "EPUB/text/lamp.xhtml") == ["not a figure"])
        #expect(
            try file.values("//@data-meta", in: "EPUB/text/lamp.xhtml").isEmpty, "the info string is read, not written")
        try EPUBStructure.expectAll(book, epub)
    }

    /// A book in another language names its labels; links with no text read them too.
    @Test func theLabelsWordsAreTheBooks() throws {
        let folder = TestPaths.temporaryDirectory()
        let fixture = TestPaths.fixture("books/figures-and-listings")
        for name in ["lamp.md", "images"] {
            try FileManager.default.copyItem(atPath: fixture + "/" + name, toPath: folder + "/" + name)
        }
        try "# Notizen\n\nSiehe [](lamp.md#fig-lamp) und [](lamp.md#lst-start).\n".write(
            toFile: folder + "/notes.md", atomically: true, encoding: .utf8)
        try
            "title: T\nlanguage: de\nfigure-numbers: true\nlisting-numbers: true\nfigure-label: Abbildung\nlisting-label: Codebeispiel\nchapters: [lamp.md, notes.md]\n"
            .write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        #expect(try captions(epub, "lamp") == ["Abbildung 1-1. The lamp, lit", "Codebeispiel 1-1. start.go"])
        #expect(
            try EPUBFile(epub).values("//h:a", in: "EPUB/text/notes.xhtml") == ["Abbildung 1-1", "Codebeispiel 1-1"])
    }

    @Test func withoutNumbersTheCaptionsStayAsWritten() throws {
        let folder = TestPaths.temporaryDirectory()
        let fixture = TestPaths.fixture("books/figures-and-listings")
        for name in ["lamp.md", "images"] {
            try FileManager.default.copyItem(atPath: fixture + "/" + name, toPath: folder + "/" + name)
        }
        try "# Notes\n\nSee [](lamp.md#fig-lamp).\n".write(
            toFile: folder + "/notes.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nchapters: [lamp.md, notes.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        #expect(try captions(epub, "lamp") == ["The lamp, lit", "start.go"])
        // Without a number, a link with no text stays empty, and the audit says so.
        #expect(try EPUBFile(epub).values("//h:a", in: "EPUB/text/notes.xhtml") == [""])
        #expect(report.warnings.map(\.message).contains { $0.contains("has no text") }, "\(report.warnings)")
    }
}
