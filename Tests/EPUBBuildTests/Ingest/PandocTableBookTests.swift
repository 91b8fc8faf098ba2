import Foundation
import Testing

@testable import EPUBBuild

/// A book of pandoc Markdown's tables (`from: markdown`): pipe, simple, multiline and grid tables with captions, built
/// and
/// checked as EPUB (both epubchecks clean), each table where its Markdown put it.
@Suite struct PandocTableBookTests {
    private let page = "EPUB/text/tables.xhtml"

    @Test func everyTableKindBuildsCleanly() throws {
        let book = TestBuild.fixtureBook("pandoc-tables")
        let (epub, report) = try TestBuild.build(book)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try EPUBStructure.expectAll(book, epub)
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:table", in: page).count == 5)
        #expect(
            try file.values("//h:table/h:caption", in: page).map(collapsed) == [
                "Metals and where they melt", "Simple table syntax, caption first.",
                "A multiline table. Its caption, too, may span multiple lines.",
                "A grid table, its cells holding lists; see the simple table.",
            ])
        #expect(try file.values("//h:hr", in: page).isEmpty)
        // A multiline table's cells join their lines; its widths are pandoc's.
        #expect(
            try file.values("//h:table[3]/h:thead//h:th", in: page).map(collapsed) == [
                "Centered Header", "Default Aligned", "Right Aligned", "Left Aligned",
            ])
        #expect(try file.values("//h:table[3]/@style", in: page) == ["width:86%;"])
        #expect(try file.values("//h:table[3]/h:tbody/h:tr", in: page).count == 2)
        // Inline Markdown in cells; alignment as pandoc writes it.
        #expect(try file.values("//h:table[1]//h:td/h:em", in: page) == ["Gold"])
        #expect(try file.values("//h:table[1]//h:td/h:code", in: page) == ["Au"])
        #expect(try file.values("//h:table[2]/h:thead//h:th/@style", in: page).count == 3)
        #expect(try file.values("//h:table[2]/h:tbody/h:tr/@class", in: page) == ["odd", "even", "odd"])
        // Grid cells hold blocks, read as Markdown; the widths are pandoc's.
        #expect(
            try file.values("//h:table[4]//h:td/h:ul/h:li", in: page) == [
                "built-in wrapper", "bright color", "cures scurvy", "tasty",
            ])
        #expect(
            try file.values("//h:table[4]/h:colgroup/h:col/@style", in: page) == [
                "width: 22%", "width: 22%", "width: 29%",
            ])
        #expect(try file.values("//h:table[5]//h:td/h:p", in: page).count == 2)
        #expect(try file.values("//h:table[5]//h:td/h:pre/h:code", in: page) == ["code in a cell\n"])
    }

    /// A book of one chapter `a.md` holding `markdown`, read as pandoc's Markdown, built: the EPUB's path and the
    /// warnings, their paths relative to the book.
    private func buildChapter(_ markdown: String) throws -> (epub: String, messages: [String]) {
        let folder = TestPaths.temporaryDirectory()
        try markdown.write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nfrom: markdown\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        return (epub, report.warnings.map(\.description).map { $0.replacingOccurrences(of: folder + "/", with: "") })
    }

    private func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Headerless simple and multiline tables build as tables (no thematic break left of their first line), each
    /// told only that it has no header cells, at its first line; the EPUB is clean.
    @Test func headerlessTablesBuildCleanly() throws {
        let (epub, messages) = try buildChapter(
            "# T\n\n-------  -----\n     12  ab\n    123  cd\n-------  -----\n\nText.\n\n------- ------\n  First  a\n         b\n\n  Next   c\n------- ------\n\n: Caption.\n"
        )
        #expect(messages.count == 2 && messages.allSatisfy { $0.contains("table has no header cells") }, "\(messages)")
        #expect(messages.first?.hasPrefix("a.md:3:1:") == true, "\(messages)")
        let file = try EPUBFile(epub)
        let page = "EPUB/text/a.xhtml"
        #expect(try file.values("//h:table", in: page).count == 2)
        #expect(try file.values("//h:hr", in: page).isEmpty)
        #expect(try file.values("//h:table[1]//h:td", in: page) == ["12", "ab", "123", "cd"])
        #expect(try file.values("//h:table[1]//h:td/@style", in: page).first == "text-align: right;")
        #expect(try file.values("//h:table[2]/h:caption", in: page) == ["Caption."])
        #expect(try file.values("//h:table[2]//h:td", in: page).map(collapsed) == ["First", "a b", "Next", "c"])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// A table's diagnostics point at its line: a broken grid table's warning names the line whose text no cell
    /// holds, and the table stays text, that text kept.
    @Test func tableWarningsPointAtTheirLine() throws {
        let (epub, messages) = try buildChapter(
            "# T\n\nText.\n\n+---+---+\n| a | b |\n+---+---+\n\nMore.\n\n+------+------+\n| a    | b    |\n+======+======+\n| c    | lost |\n+------+--x---+\n"
        )
        #expect(
            messages.contains { $0.hasPrefix("a.md:5:1: warning: [Resolve] table has no header cells") }, "\(messages)")
        #expect(
            messages.contains {
                $0.hasPrefix("a.md:14:1: warning:")
                    && $0.contains("grid table whose borders leave text outside its cells")
            }, "\(messages)")
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:table", in: "EPUB/text/a.xhtml").count == 1)
        #expect(try file.values("//h:p", in: "EPUB/text/a.xhtml").joined().contains("| c    | lost |"))
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// A grid table whose cells span rows and columns (pandoc's manual's example, with a list and a paragraph in a
    /// spanning cell) is a table with `rowspan` and `colspan`, as pandoc 3 reads it, and the EPUB is clean; it had
    /// been left a paragraph of its lines, with a warning.
    @Test func gridCellsSpanningRowsAndColumnsBuildCleanly() throws {
        let (epub, messages) = try buildChapter(
            """
            # T

            +---------------------+----------+
            | Property            | Earth    |
            +=============+=======+=========:+
            |             | min   | -89.2 °C |
            | Temperature +-------+----------+
            | 1961-1990   | mean  | 14 °C    |
            |             +-------+----------+
            |             | max   | 56.7 °C  |
            +-------------+-------+----------+
            | - a list, then      | x        |
            |                     |          |
            | a paragraph         |          |
            +---------------------+----------+

            """)
        #expect(messages.isEmpty, "\(messages)")
        let file = try EPUBFile(epub)
        let page = "EPUB/text/a.xhtml"
        #expect(try file.values("//h:thead/h:tr/h:th[@colspan='2']", in: page) == ["Property"])
        #expect(
            try file.values("//h:tbody/h:tr/h:td[@rowspan='3']", in: page).map(collapsed) == ["Temperature 1961-1990"])
        #expect(try file.values("//h:tbody/h:tr", in: page).count == 4)
        #expect(try file.values("//h:tbody/h:tr[2]/h:td", in: page) == ["mean", "14 °C"])
        #expect(try file.values("//h:tbody/h:tr[1]/h:td[3]/@style", in: page) == ["text-align: right;"])
        #expect(try file.values("//h:td[@colspan='2']/h:ul/h:li", in: page) == ["a list, then"])
        // A paragraph after other blocks is its text, as pandoc 2.17 writes a grid cell (pandoc 3 writes a <p>).
        #expect(try file.values("//h:td[@colspan='2']", in: page).map(collapsed) == ["a list, then a paragraph"])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// A grid table keeps its shape when a cell holds pandoc's escaped space (`a\ x`, one character in the text but two
    /// columns in the table), and a centred cell (`|      Name    |`) is its text, not indented code: the first had
    /// left the whole table a paragraph of its lines, the second a code block in the header.
    @Test func gridCellsWithEscapedSpacesAndCentredTextAsPandocReadsThem() throws {
        let (epub, _) = try buildChapter(
            "+-----+-----+\n| a\\ x| b   |\n+-----+-----+\n\n+--------------+------+\n|      Name    | Age  |\n"
                + "+==============+======+\n| Bob          | 3    |\n+--------------+------+\n")
        let file = try EPUBFile(epub)
        let page = try file.spinePaths().first { $0.hasPrefix("EPUB/text/") }!
        #expect(try file.values("//h:td", in: page) == ["a\u{A0}\u{2060}x", "b", "Bob", "3"])
        #expect(try file.values("//h:th", in: page) == ["Name", "Age"])
        #expect(try file.values("//h:pre", in: page).isEmpty)
    }

    /// A pipe table's cell holds pandoc's inline syntax as any paragraph does: spans, inline notes, superscripts and
    /// citations. cmark-gfm's table extension refused the other extensions' inlines, and they were dropped from the
    /// cell, text and all (`[@doe99]` showed as `[]`, its entry missing from the bibliography; a note vanished).
    @Test func pipeTableCellsHoldPandocsInlines() throws {
        let folder = try TestPaths.folder(holding: [
            "refs.bib": "@book{doe99, author = {Doe, Jane}, title = {A Book}, year = {1999}, publisher = {Pub}}\n",
            "a.md": """
            # Tables

            Kind | Example
            ---- | -------
            span | [x]{.y} z
            note | a^[An inline note.] b
            sup  | 2^10^ and H~2~O
            cite | [@doe99, p. 3]
            """,
            "book.yaml": "title: T\nlanguage: en\nfrom: markdown\nbibliography: refs.bib\nchapters: [a.md]\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(epub)
        let page = "EPUB/text/a.xhtml"
        #expect(try file.values("//h:td/h:span[@class='y']", in: page) == ["x"])
        #expect(try file.values("//h:td//h:a[@epub:type='noteref']", in: page).count == 1)
        #expect(
            try file.values("//h:aside[@epub:type='footnote'] | //h:li[@epub:type='footnote']", in: page).map(collapsed)
                .joined().contains("An inline note."))
        #expect(try file.values("//h:td[contains(., 'H')]/h:sup", in: page) == ["10"])
        #expect(try file.values("//h:td/h:sub", in: page) == ["2"])
        #expect(try file.values("//h:td/h:span[@class='citation']", in: page).map(collapsed) == ["(Doe 1999, 3)"])
        #expect(try file.values("//h:div[@class='csl-entry']/@id", in: page) == ["ref-doe99"])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// A pipe table's row indented four spaces or more, its first cell empty and its pipes aligned under the
    /// header's, is a row, as pandoc reads it; CommonMark's indented code had ended the table, the rest shown as text,
    /// raw pipes and all.
    @Test func anIndentedRowStaysInItsTable() throws {
        let markdown = """
            # T

            Element | Markdown | HTML
            :------ | :------- | :---
            section | `# Intro` | `<h1>`
                    | (cont.)   | more
            bold    | `**b**`   | `<b>`

            | A | B |
            |---|---|
            | 1 | 2 |
                | 3 | 4 |
            """
        let (epub, report) = try TestBuild.oneChapter(markdown, from: "markdown")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(epub)
        let page = "EPUB/text/a.xhtml"
        #expect(try file.values("//h:table[1]/h:tbody/h:tr", in: page).count == 3)
        #expect(
            try file.values("//h:table[1]/h:tbody/h:tr[2]/h:td", in: page).map(collapsed) == ["", "(cont.)", "more"])
        #expect(try file.values("//h:table[2]/h:tbody/h:tr[2]/h:td", in: page) == ["3", "4"])
        #expect(try !file.values("//h:p", in: page).joined().contains("|"))
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// A delimiter row opening with a dash and a space (`- | - | -`) is a table's, as pandoc reads it; CommonMark had
    /// read a list item there, and the table became a paragraph, a list and a line block of raw pipes. The same line
    /// under a line without pipes opens no table.
    @Test func aDelimiterRowOpeningWithADashIsATable() throws {
        let markdown = """
            # T

            a | b | c
            - | :-: | -
            1 | 2 | 3

            Plain text
            - | -
            """
        let (epub, report) = try TestBuild.oneChapter(markdown, from: "markdown")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(epub)
        let page = "EPUB/text/a.xhtml"
        #expect(try file.values("//h:table/h:thead//h:th", in: page) == ["a", "b", "c"])
        #expect(try file.values("//h:table/h:tbody//h:td", in: page) == ["1", "2", "3"])
        #expect(try file.values("//h:table", in: page).count == 1)
        #expect(try file.values("//h:body", in: page).joined().contains("Plain text"))
        try EPUBStructure.expectEPUBCheckClean(epub)
    }
}

/// A grid table's top border, found without a regular expression (ICU's cost a build 9 M instructions to compile).
@Suite struct GridBorderTests {
    @Test(arguments: [
        ("+---+---+", true), ("   +:--+--:+  ", true), ("+-+\r", true), ("+---", false), ("+", false),
        ("+--+x", false), ("    +--+", false), ("|---|", false), ("+==+", false),
    ])
    func aBorderIsPlusesAroundRunsOfDashes(line: String, isBorder: Bool) {
        #expect(PandocConstructs.isGridBorder(Substring(line)) == isBorder)
    }
}
