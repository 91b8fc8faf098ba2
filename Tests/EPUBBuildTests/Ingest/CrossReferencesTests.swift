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
            (
                "@Fig:a-b shows",
                [.references([Reference(kind: "fig", label: "a-b", form: .capitalised)]), .text(" shows")]
            ),
            (
                "in [@fig:a; -@tbl:b].",
                [
                    .text("in "),
                    .references([Reference(kind: "fig", label: "a"), Reference(kind: "tbl", label: "b", form: .bare)]),
                    .text("."),
                ]
            ),
            ("mail me@fig:cat.org", [.text("mail me@fig:cat.org")]),
            ("@doe says, @foo:bar too", [.text("@doe says, @foo:bar too")]),
            (
                "[see @sec:x, p. 3]",
                [.references([Reference(kind: "sec", label: "x", form: .custom("see"), suffix: ", p. 3")])]
            ),
            ("[@fig:a; @doe]", [.text("["), .references([Reference(kind: "fig", label: "a")]), .text("; @doe]")]),
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
        #expect(try epub.values("//h:p[1]", in: a) == ["See fig.\u{A0}1, fig.\u{A0}1, tbl.\u{A0}1 and eq.\u{A0}1."])
        #expect(try epub.values("//h:p[1]/h:a/@href", in: a) == ["#fig:cat", "#fig:cat", "#tbl:nums", "#eq:one"])
        #expect(
            try epub.values("//h:figure/h:figcaption", in: a) == ["Figure 1: A cat", "Not labelled, so not numbered"])
        #expect(try epub.values("//h:table/@id", in: a) == ["tbl:nums"])
        #expect(try epub.values("//h:caption", in: a) == ["Table 1: Numbers"])
        #expect(try epub.values("//h:span[@class='equation']/@id", in: a) == ["eq:one"])
        #expect(
            try epub.values("//h:p", in: b) == ["As Fig.\u{A0}1 and sec.\u{A0}1 show; @fig:none is missing."])
        #expect(try epub.values("//h:p/h:a/@href", in: b) == ["a.xhtml#fig:cat", "a.xhtml#sec:intro"])
        for page in [a, b] {
            let markup = String(decoding: try epub.data(page), as: UTF8.self)
            #expect(!markup.contains("{#") && !markup.contains("data-epubbuild"), "no label left on \(page)")
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
        let epub = try EPUBFile(folder + "/a.epub")
        #expect(try epub.values("//h:figcaption", in: "EPUB/text/a.xhtml") == ["Bild 1: Katze"])
        #expect(try epub.values("//h:caption", in: "EPUB/text/a.xhtml") == ["Tabelle 1: Zahlen"])
    }

    /// The filter's ways of writing a group of references, each read as it writes them: ranges of three or more,
    /// kinds in the order given, the first reference's capital, `-@` for the number alone, the author's own prefix
    /// and suffix; and its prefix and delimiter settings, from the metadata and the command line.
    @Test func groupsReadAsTheFilterWritesThem() throws {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.copyItem(
            atPath: TestPaths.examples + "/field-guide/images/pigeon.png", toPath: folder + "/cat.png")
        try "@book{k, author = {Doe, Ann}, title = {T}, year = {2000}}\n".write(
            toFile: folder + "/refs.bib", atomically: true, encoding: .utf8)
        let figures = (1...4).map { "![F\($0)](cat.png){#fig:f\($0)}\n\n" }.joined()
        let text = """
            # One {#sec:one}

            [@fig:f1; @fig:f2; @fig:f3; @fig:f4]. [@fig:f2; @fig:f1]. [@Fig:f3; @fig:f1]. Figure [-@fig:f2].
            [@fig:f1; @sec:one; @fig:f2]. [Panel @fig:f4, left]. @sec:plain.

            ## Plain {#sec:plain .unnumbered}

            ## Two {#sec:two}

            \(figures)
            """
        for (metadata, options, expected) in [
            (
                "", [String](),
                "figs.\u{A0}1-4. figs.\u{A0}1, 2. Figs.\u{A0}1, 3. Figure 2. fig.\u{A0}1, sec.\u{A0}1, fig.\u{A0}2. "
                    + "Panel\u{A0}4, left. Plain."
            ),
            (
                "figPrefix: [Figure, Figures]\nrangeDelim: '–'\npairDelim: ' and '\n", ["-M", "secPrefix=Section"],
                "Figures\u{A0}1–4. Figures\u{A0}1 and 2. Figures\u{A0}1 and 3. Figure 2. Figure\u{A0}1, "
                    + "Section\u{A0}1, Figure\u{A0}2. Panel\u{A0}4, left. Plain."
            ),
            // With citations read (`--citeproc` and a bibliography) a bracketed group is a citation first: read as
            // the filter reads it all the same. `[-@fig:f2]` had read "Figure fig. 2", `[Panel @fig:f4, left]` "fig.
            // 4".
            (
                "bibliography: refs.bib\n", ["--citeproc"],
                "figs.\u{A0}1-4. figs.\u{A0}1, 2. Figs.\u{A0}1, 3. Figure 2. fig.\u{A0}1, sec.\u{A0}1, fig.\u{A0}2. "
                    + "Panel\u{A0}4, left. Plain."
            ),
        ] {
            try "---\ntitle: T\nlang: en\n\(metadata)---\n\n\(text)".write(
                toFile: folder + "/a.md", atomically: true, encoding: .utf8)
            let result = try CommandRunner.epubbuild(
                ["-f", "markdown", "--filter", "pandoc-crossref", "-o", "a.epub", "a.md"] + options, in: folder)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
            let epub = try EPUBFile(folder + "/a.epub")
            let paragraph = try epub.values("//h:p[1]", in: "EPUB/text/a.xhtml").first ?? ""
            #expect(paragraph.replacingOccurrences(of: "\n", with: " ") == expected)
            try EPUBStructure.expectEPUBCheckClean(folder + "/a.epub")
        }
    }

    /// The filter's listings, a code block with a `caption` attribute or a `listing` div, are numbered and read
    /// "lst. 1"; a reference to an element it does not number keeps its text, with a warning at it.
    @Test func listingsAreNumberedAndTheUnnumberedAreWarnedOf() throws {
        let folder = TestPaths.temporaryDirectory()
        try """
        ---
        title: T
        lang: en
        ---

        # One

        See [@lst:a; @lst:b] and @lst:plain.

        ```{#lst:a .go caption="The server"}
        package main
        ```

        ::: {#lst:b .listing}
        The client

        ```go
        package client
        ```
        :::

        ```{#lst:plain}
        no caption
        ```
        """.write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(
            ["-f", "markdown", "--filter", "pandoc-crossref", "-o", "a.epub", "a.md"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("a.md:8:26: warning: [Resolve] '@lst:plain' refers to an element"))
        let epub = try EPUBFile(folder + "/a.epub")
        let page = "EPUB/text/a.xhtml"
        #expect(try epub.values("//h:p[1]", in: page) == ["See lsts.\u{A0}1, 2 and @lst:plain."])
        #expect(
            try epub.values("//h:figure/h:figcaption", in: page) == ["Listing 1: The server", "Listing 2: The client"])
        #expect(try epub.values("//h:figure/@id", in: page) == ["lst:a", "lst:b"])
        try EPUBStructure.expectEPUBCheckClean(folder + "/a.epub")
    }

    /// The filter's `chapters: true`: figures and tables counted anew in each chapter, the chapter's number first
    /// ("fig. 2.1"); an unnumbered chapter keeps the number of the one before, as the filter counts.
    @Test func chaptersNumberPerChapter() throws {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.copyItem(
            atPath: TestPaths.examples + "/field-guide/images/pigeon.png", toPath: folder + "/cat.png")
        try """
        ---
        title: T
        lang: en
        chapters: true
        ---

        # One

        ![A](cat.png){#fig:a}

        # Two

        See [@fig:a; @fig:b; @fig:c; @fig:d].

        ![B](cat.png){#fig:b}

        ![C](cat.png){#fig:c}

        # Aside {-}

        ![D](cat.png){#fig:d}
        """.write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(
            ["-f", "markdown", "--filter", "pandoc-crossref", "-o", "a.epub", "a.md"], in: folder)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let epub = try EPUBFile(folder + "/a.epub")
        #expect(try epub.values("//h:p", in: "EPUB/text/a-2.xhtml") == ["See figs.\u{A0}1.1, 2.1-2.3."])
        let captions = try epub.spinePaths().flatMap { try epub.values("//h:figcaption/h:span", in: $0) }
        #expect(captions == ["Figure 1.1: ", "Figure 2.1: ", "Figure 2.2: ", "Figure 2.3: "])
    }

    /// book.yaml's `cross-references:` mapping sets the filter's settings; a setting it lacks is an error naming
    /// those it has.
    @Test func bookYAMLSetsTheFiltersSettings() throws {
        let spec = try TestBuild.load(
            yaml: "title: T\nchapters: [a.md]\ncross-references: {fig-prefix: Abb., title-delimiter: '.'}\n")
        #expect(spec.crossReferences)
        #expect(spec.crossReferenceStyle.prefix(of: .fig, count: 3, capitalised: false) == "Abb.")
        #expect(spec.crossReferenceStyle.titleDelimiter == ".")
        #expect(spec.crossReferenceStyle.prefix(of: .tbl, count: 2, capitalised: true) == "Tbls.")
        #expect(throws: BuildError.self) {
            try TestBuild.load(yaml: "title: T\nchapters: [a.md]\ncross-references: {figPrefix: Abb.}\n")
        }
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
        let page = try EPUBFile(folder + "/book1.epub").values("//h:p[1]", in: "EPUB/text/ch05.xhtml")
        #expect(page == ["See fig.\u{A0}39, tbl.\u{A0}39, eq.\u{A0}39 and sec.\u{A0}39."])
    }
}
