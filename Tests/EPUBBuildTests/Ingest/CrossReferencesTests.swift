import EPUBModel
import EPUBSupport
import Foundation
import Testing

@testable import EPUBBuild

/// pandoc-crossref's references and labels (`--filter pandoc-crossref`, book.yaml `cross-references: true`): they
/// had reached the reader as written, `@fig:cat` and `{#tbl:nums}` on the page.
@Suite struct CrossReferencesTests {
    private typealias Reference = CrossReferences.Reference

    @Test(
        arguments: [
            ("see @fig:cat.", [.text("see "), .references([Reference(kind: "fig", label: "cat")]), .text(".")]),
            ("@Fig:a-b shows", [.references([Reference(kind: "fig", label: "a-b")]), .text(" shows")]),
            (
                "in [@fig:a; -@tbl:b].",
                [
                    .text("in "),
                    .references([Reference(kind: "fig", label: "a"), Reference(kind: "tbl", label: "b")]),
                    .text("."),
                ]
            ),
            ("mail me@fig:cat.org", [.text("mail me@fig:cat.org")]),
            ("@doe says, @foo:bar too", [.text("@doe says, @foo:bar too")]),
            (
                "[see @sec:x, p. 3]",
                [.text("[see "), .references([Reference(kind: "sec", label: "x")]), .text(", p. 3]")]
            ),
            ("@eq:", [.text("@eq:")]),
        ] as [(String, [ReferenceScanner.Piece])])
    func findsReferencesAsTheFilterDoes(text: String, pieces: [ReferenceScanner.Piece]) {
        #expect(ReferenceScanner.pieces(of: text) == pieces)
    }

    @Test func aCaptionsTrailingLabelIsTheTablesID() {
        #expect(CrossReferences.trailingLabel("Numbers {#tbl:nums} ", kind: "tbl")! == ("Numbers", "tbl:nums"))
        #expect(CrossReferences.trailingLabel("Numbers {#fig:nums}", kind: "tbl") == nil)
        #expect(CrossReferences.trailingLabel("Numbers {#tbl:two words}", kind: "tbl") == nil)
    }

    /// Two files as pandoc takes them with `--filter pandoc-crossref`: every reference links to its target and
    /// reads its number or heading, across files too; the labelled figure, table and formula are numbered through
    /// the book, as the filter numbers them, and
    /// nothing of the filter's syntax is left on the page; a reference to no target keeps its text, with a warning.
    @Test func aBookWithTheFilterReadsItsReferences() throws {
        let folder = TestPaths.temporaryDirectory()
        try """
        # Intro {#sec:intro}

        See @fig:cat, [@fig:cat; @tbl:nums] and @eq:one.

        ![A cat](cat.png){#fig:cat}

        ![Not labelled, so not numbered](cat.png)

        | a | b |
        |---|---|
        | 1 | 2 |

        : Numbers {#tbl:nums}

        $$ x = y $$ {#eq:one}
        """.write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "# Two\n\nAs @Fig:cat and @sec:intro show; @fig:none is missing.\n"
            .write(toFile: folder + "/b.md", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            atPath: TestPaths.examples + "/field-guide/images/pigeon.png", toPath: folder + "/cat.png")
        let result = try CommandRunner.epubbuild(
            [
                "-f", "markdown", "-M", "title=T", "-M", "lang=en", "--filter", "pandoc-crossref", "-o", "x.epub",
                "a.md",
                "b.md",
            ], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("are not run"), "the filter is read, not warned of: \(result.stderr)")
        #expect(result.stderr.contains("'#fig:none' names no heading or id"), "\(result.stderr)")
        let epub = try EPUBFile(folder + "/x.epub")
        let (a, b) = ("EPUB/text/a.xhtml", "EPUB/text/b.xhtml")
        #expect(try epub.values("//h:p[1]/h:a", in: a) == ["Figure 1", "Figure 1", "Table 1", "(1)"])
        #expect(try epub.values("//h:p[1]/h:a/@href", in: a) == ["#fig:cat", "#fig:cat", "#tbl:nums", "#eq:one"])
        #expect(
            try epub.values("//h:figure/h:figcaption", in: a) == ["Figure 1. A cat", "Not labelled, so not numbered"])
        #expect(try epub.values("//h:table/@id", in: a) == ["tbl:nums"])
        #expect(try epub.values("//h:caption", in: a) == ["Table 1. Numbers"])
        #expect(try epub.values("//h:span[@class='equation']/@id", in: a) == ["eq:one"])
        #expect(try epub.values("//h:p/h:a", in: b) == ["Figure 1", "Intro", "@fig:none"])
        #expect(try epub.values("//h:p/h:a/@href", in: b) == ["a.xhtml#fig:cat", "a.xhtml#sec:intro"])
        for page in [a, b] {
            #expect(!String(decoding: try epub.data(page), as: UTF8.self).contains("{#"), "no label left on \(page)")
        }
        try EPUBStructure.expectEPUBCheckClean(folder + "/x.epub")
    }

    /// The filter's `figureTitle` is the word before a figure's number (`figure-label`); a table's is the book's
    /// language's word.
    @Test func theFiltersFigureTitleNamesTheFigures() throws {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.copyItem(
            atPath: TestPaths.examples + "/field-guide/images/pigeon.png", toPath: folder + "/cat.png")
        try "---\ntitle: T\nlang: de\nfigureTitle: Bild\n---\n\n# Eins\n\nSiehe @fig:cat und @tbl:t.\n\n"
            .appending("![Katze](cat.png){#fig:cat}\n\n| a |\n|---|\n| 1 |\n\n: Zahlen {#tbl:t}\n")
            .write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(
            ["-f", "markdown", "--filter", "pandoc-crossref", "-o", "a.epub", "a.md"], in: folder)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(
            try EPUBFile(folder + "/a.epub").values("//h:p/h:a", in: "EPUB/text/a.xhtml") == ["Bild 1", "Tabelle 1"])
    }

    /// Sixty chapters, each referring to another's figure, table, formula and section: the references are made on
    /// the ingest's threads and numbered and filled after, so the book is the same bytes at any `--jobs`.
    @Test func aBookOfReferencesIsTheSameAtAnyJobs() throws {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.copyItem(
            atPath: TestPaths.examples + "/field-guide/images/pigeon.png", toPath: folder + "/cat.png")
        var files: [String] = []
        for index in 0..<60 {
            let other = (index * 7 + 3) % 60
            let file = String(format: "ch%02d.md", index)
            try """
            # Chapter \(index) {#sec:c\(index)}

            See @fig:f\(other), [@tbl:t\(other); @eq:e\(other)] and @sec:c\(other).

            ![Figure \(index)](cat.png){#fig:f\(index)}

            | a |
            |---|
            | \(index) |

            : Table \(index) {#tbl:t\(index)}

            $$ x_{\(index)} = y $$ {#eq:e\(index)}
            """.write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        var books: [Data] = []
        for jobs in ["1", "8"] {
            let result = try CommandRunner.epubbuild(
                [
                    "-f", "markdown", "-M", "title=T", "-M", "lang=en", "--filter", "pandoc-crossref", "--jobs", jobs,
                    "-o", "book\(jobs).epub",
                ] + files, environment: ["SOURCE_DATE_EPOCH": "1700000000"], in: folder)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
            books.append(try Data(contentsOf: URL(fileURLWithPath: folder + "/book\(jobs).epub")))
        }
        #expect(books[0] == books[1], "the same bytes at --jobs 1 and 8")
        let page = try EPUBFile(folder + "/book1.epub").values("//h:p[1]/h:a", in: "EPUB/text/ch05.xhtml")
        #expect(page == ["Figure 39", "Table 39", "(39)", "Chapter 38"])
    }
}
