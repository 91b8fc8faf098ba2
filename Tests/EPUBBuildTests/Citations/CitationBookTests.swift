import Foundation
import Testing
import XMLTree

@testable import EPUBSupport

/// The acceptance test of citations: the fixture book (30 references of every common type in BibTeX, cited in each
/// of pandoc's syntaxes) built with `from: markdown` in Chicago author-date and in IEEE; each citation and each
/// bibliography entry of the EPUB compared with what `pandoc --citeproc` 2.17 wrote for the same files and style
/// (expected/*.html), after normalising whitespace; both epubchecks clean.
@Suite struct CitationBookTests {
    @Test(arguments: [("book.yaml", "chicago-author-date"), ("book-ieee.yaml", "ieee")])
    func citationsAsPandocWritesThem(book: String, style: String) throws {
        guard FileManager.default.fileExists(atPath: CSLPandocComparisonTests.styles + "/\(style).csl") else {
            print("skipped: Debian's citation-style-language-styles is not installed")
            return
        }
        let folder = TestPaths.fixture("books/citations")
        let (epub, report) = try TestBuild.build(folder + "/" + book)
        #expect(report.warnings.map(\.code) == [.citationNotFound])
        #expect(report.warnings.first.map { [$0.location.line, $0.location.column] } == [35, 31])
        // `serve` and `--incremental` rebuild when the bibliography changes.
        #expect(report.inputs.contains { $0.hasSuffix("/citations/references.bib") })
        let file = try EPUBFile(epub)
        let chapter = try XMLTree.parse(xml: try file.data("EPUB/text/chapter.xhtml"))
        let namespaces = ["h": XMLTree.xhtmlNamespace]
        let ours = chapter.select("//h:span[@class='citation']", namespaces: namespaces).map(Self.innerHTML)
        let entries = chapter.select("//h:div[@class='csl-entry']", namespaces: namespaces).map {
            ($0.attribute("id") ?? "", Self.innerHTML($0))
        }
        let expected = try XMLTree.parse(
            html: try Data(contentsOf: URL(fileURLWithPath: folder + "/expected/\(style).html")))
        // pandoc links a key it cannot find to an entry that does not exist; the EPUB, which must not, does not.
        let theirs = expected.select("//span[@class='citation']").map(CSLPandocComparisonTests.innerHTML).map {
            $0.replacing(#/<a href="#ref-nobody2000" role="doc-biblioref">(.*?)</a>/#) { $0.output.1 }
        }
        #expect(ours == theirs)
        let theirEntries = expected.select("//div[@class='csl-entry']").map {
            ($0.attribute("id") ?? "", CSLPandocComparisonTests.innerHTML($0))
        }
        #expect(entries.map(\.0) == theirEntries.map(\.0))
        for (mine, pandoc) in zip(entries, theirEntries) { #expect(mine.1 == pandoc.1) }
        // The entries have a section of their own at the end of the chapter, under a heading the contents list.
        #expect(try file.values("//h:section[@id='refs']/h:h1", in: "EPUB/text/chapter.xhtml") == ["References"])
        #expect(try file.values("//h:a", in: "EPUB/nav.xhtml").contains("References"))
        try EPUBStructure.expectAll(folder + "/" + book, epub)
    }

    /// pandoc's own command line, the command renamed: `-f markdown --citeproc --bibliography … --csl …` on the
    /// Markdown file builds the book, the missing key a warning at its line.
    @Test func pandocsCommandLine() throws {
        guard FileManager.default.fileExists(atPath: CSLPandocComparisonTests.styles + "/ieee.csl") else { return }
        let output = TestPaths.temporaryDirectory() + "/book.epub"
        let result = try CommandRunner.epubbuild(
            [
                "-f", "markdown", "--citeproc", "--bibliography", "references.bib", "--csl", "ieee", "--title", "T",
                "-o", output, "chapter.md",
            ], in: TestPaths.fixture("books/citations"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains("chapter.md:35:31: warning: [Resolve] no entry 'nobody2000' in the bibliography"))
        let chapter = try String(decoding: EPUBFile(output).data("EPUB/text/chapter.xhtml"), as: UTF8.self)
        #expect(chapter.contains("role=\"doc-biblioref\">[1]</a>"))

        // GitHub's Markdown reads no citations: the bibliography is said to be unused.
        let gfm = try CommandRunner.epubbuild(
            ["-f", "gfm", "--bibliography", "references.bib", "--title", "T", "-o", output, "chapter.md"],
            in: TestPaths.fixture("books/citations"))
        #expect(gfm.stderr.contains("citations ([@key]) are read only in pandoc's Markdown"))
    }

    /// A style that is neither a file nor installed is an error at the `csl:` that names it (it had named book.yaml
    /// alone).
    @Test func aStyleThatDoesNotExistIsAnErrorAtItsKey() throws {
        let folder = try TestPaths.folder(holding: [
            "book.yaml":
                "title: T\nlanguage: en\nfrom: markdown\nbibliography: refs.yaml\ncsl: no-such-style\nchapters: [a.md]\n",
            "refs.yaml": "- id: doe\n  type: book\n  title: Zebras\n",
            "a.md": "# A\n\nSee [@doe].\n",
        ])
        let result = try CommandRunner.epubbuild(["build", folder + "/book.yaml", "-q"])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("book.yaml:5:6: error: [Load] no citation style 'no-such-style'"), "\(result.stderr)"
        )
    }

    /// A numeric style's superscript citation sits against the word before it, as pandoc writes it ("striped¹");
    /// the space before it had stayed ("striped ¹"). A numeric style prints no names, so `@doe` is its number too.
    @Test func aSuperscriptCitationSitsAgainstItsWord() throws {
        guard FileManager.default.fileExists(atPath: CSLPandocComparisonTests.styles + "/nature.csl") else { return }
        let folder = try TestPaths.folder(holding: [
            "book.yaml":
                "title: T\nlanguage: en\nfrom: markdown\nbibliography: refs.yaml\ncsl: nature\nchapters: [a.md]\n",
            "refs.yaml": "- id: doe\n  type: book\n  title: Zebras\n  author: [{family: Doe, given: Ann}]\n",
            "a.md": "# A\n\nZebras are striped [@doe]. Or @doe says.\n",
        ])
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        let page = try EPUBFile(epub).xml("EPUB/text/a.xhtml")
        #expect(
            page.select("//h:p", namespaces: EPUBFile.namespaces).first?.textContent == "Zebras are striped1. Or1 says."
        )
        #expect(page.select("//h:p/h:span/h:sup", namespaces: EPUBFile.namespaces).count == 2)
    }

    /// A book whose second chapter holds `::: {#refs}`: the entries go there, and the first chapter's cites link
    /// across to them; a bibliography that cannot be read stops the build at its line and column.
    @Test func entriesWhereTheAuthorPutsThem() throws {
        let folder = TestPaths.temporaryDirectory() + "/refs"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let files = [
            "book.yaml":
                "title: T\nlanguage: en\nfrom: markdown\nbibliography: refs.yaml\nchapters: [one.md, two.md]\n",
            "one.md": "# One\n\nAs [@doe] says.\n",
            "two.md": "# References\n\n::: {#refs}\n:::\n",
            "refs.yaml":
                "- id: doe\n  type: book\n  author: [{family: Doe, given: Jane}]\n  issued: 2020\n  title: Rivers\n",
        ]
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        let (epub, file) = try TestBuild.buildWithoutWarnings(folder + "/book.yaml")
        #expect(
            try file.values("//h:a[@role='doc-biblioref']/@href", in: "EPUB/text/one.xhtml") == ["two.xhtml#ref-doe"])
        #expect(
            try file.values("//h:div[@id='refs']/h:div[@id='ref-doe']", in: "EPUB/text/two.xhtml")
                == ["Doe, Jane. 2020. Rivers."])
        try EPUBStructure.expectAll(folder + "/book.yaml", epub)

        try "- id: doe\n  type: [book\n".write(toFile: folder + "/refs.yaml", atomically: true, encoding: .utf8)
        #expect {
            _ = try TestBuild.build(folder + "/book.yaml")
        } throws: { error in
            "\(error)".contains("refs.yaml:3:1: error: [Load] malformed YAML")
        }
    }

    /// pandoc's `suppress-bibliography: true`, in a file's metadata: no entries written, the citation not a link
    /// to one. It had been warned of as "not used for an EPUB" and the entries written anyway.
    @Test func aSuppressedBibliographyIsNotWritten() throws {
        let folder = try TestPaths.folder(holding: [
            "a.md": "---\ntitle: T\nlang: en\nsuppress-bibliography: true\n---\n\n# One\n\nAs [@doe, 3] says.\n",
            "refs.yaml":
                "- id: doe\n  type: book\n  author: [{family: Doe, given: Jane}]\n  issued: 2020\n  title: Rivers\n",
        ])
        let result = try CommandRunner.epubbuild(["a.md", "--bibliography", "refs.yaml", "-o", "a.epub"], in: folder)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let file = try EPUBFile(folder + "/a.epub")
        #expect(try file.values("//h:span[@class='citation']", in: "EPUB/text/a.xhtml") == ["(Doe 2020, 3)"])
        #expect(try file.values("//h:a", in: "EPUB/text/a.xhtml").isEmpty)
        #expect(try file.values("//h:div[@class='csl-entry']", in: "EPUB/text/a.xhtml").isEmpty)
        try EPUBStructure.expectEPUBCheckClean(folder + "/a.epub")
    }

    /// pandoc's `nocite` and `reference-section-title`, in book.yaml and in a file's YAML metadata: the uncited
    /// works listed after the cited ones in the bibliography's order, IEEE numbering them on, under the title given,
    /// as `pandoc --citeproc` 2.17 lists them for the same file (the ids below are its output); `@*` lists every
    /// entry; a key the bibliography lacks is a warning.
    @Test func uncitedWorksAndTheSectionTitle() throws {
        guard FileManager.default.fileExists(atPath: CSLPandocComparisonTests.styles + "/ieee.csl") else { return }
        let folder = TestPaths.temporaryDirectory() + "/nocite"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let bib = TestPaths.fixture("books/citations/references.bib")
        let chapter =
            "---\nnocite: |\n  @who2018, @knuth1984, @nobody\nreference-section-title: Works Cited\n---\n\n"
            + "# Chapter\n\nAs shown [@garcia2019].\n"
        try chapter.write(toFile: folder + "/ch.md", atomically: true, encoding: .utf8)
        let output = folder + "/book.epub"
        let result = try CommandRunner.epubbuild(
            ["-f", "markdown", "--bibliography", bib, "--csl", "ieee", "--title", "T", "-o", output, "ch.md"],
            in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("nocite names 'nobody', which the bibliography has no entry for"))
        let file = try EPUBFile(output)
        // The entries are a chapter of their own, the last (theReferenceSectionTitleIsAChapterOfItsOwn).
        let page = try #require(try file.spinePaths().last)
        #expect(
            try file.values("//h:div[@class='csl-entry']/@id", in: page)
                == ["ref-garcia2019", "ref-knuth1984", "ref-who2018"])
        #expect(try file.values("//h:section[@id='refs']/h:h1", in: page) == ["Works Cited"])
        #expect(try file.values("//h:div[@id='ref-who2018']", in: page).first?.hasPrefix("[3]") == true)
        try EPUBStructure.expectEPUBCheckClean(output)

        let yaml =
            "title: T\nlanguage: en\nfrom: markdown\nbibliography: \(bib)\ncsl: ieee\nnocite: '@*'\n"
            + "chapters: [one.md]\n"
        try yaml.write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try "# One\n\nAs shown [@garcia2019].\n".write(toFile: folder + "/one.md", atomically: true, encoding: .utf8)
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let ids = try EPUBFile(epub).values("//h:div[@class='csl-entry']/@id", in: "EPUB/text/one.xhtml")
        #expect(ids.count == 30 && ids.prefix(3) == ["ref-garcia2019", "ref-knuth1984", "ref-doe2020a"], "\(ids)")
    }

    /// pandoc's `reference-section-title` in a book of several files: the entries are a chapter of their own after
    /// the last, headed by the title, listed in the contents (nav and NCX) beside the other chapters and unnumbered
    /// under `-N`, as pandoc 2.17's EPUB has them, the citations linking to it. They had been appended to the last
    /// chapter and listed under its entry. An author's `::: {#refs}` still holds them (no chapter, no title, as
    /// pandoc writes it), and `suppress-bibliography` writes neither entries nor chapter.
    @Test func theReferenceSectionTitleIsAChapterOfItsOwn() throws {
        let folder = try TestPaths.folder(holding: [
            "refs.yaml":
                "- id: doe\n  type: book\n  author: [{family: Doe, given: Jane}]\n  issued: 2020\n  title: Rivers\n",
            "one.md": "# One\n\nAs [@doe, 3] says.\n",
            "two.md": "# Two\n\n## Deltas\n\nMore.\n",
            "div.md": "# Two\n\n::: {#refs}\n:::\n\n## After\n\nMore.\n",
        ])
        func build(_ arguments: [String]) throws -> EPUBFile {
            let result = try CommandRunner.epubbuild(
                ["-N", "--citeproc", "--bibliography", "refs.yaml", "--title", "T", "-M", "lang=en"]
                    + ["-M", "reference-section-title=Works Cited", "-o", "out.epub"] + arguments, in: folder)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
            try EPUBStructure.expectEPUBCheckClean(folder + "/out.epub")
            return try EPUBFile(folder + "/out.epub")
        }
        let text = "EPUB/text/"
        var file = try build(["one.md", "two.md"])
        #expect(try file.spinePaths().dropFirst() == [text + "one.xhtml", text + "two.xhtml", text + "two-2.xhtml"])
        #expect(try file.values("//h:section[@id='refs']/h:h1", in: text + "two-2.xhtml") == ["Works Cited"])
        #expect(
            try file.values("//h:div[@class='csl-entry']", in: text + "two-2.xhtml") == ["Doe, Jane. 2020. Rivers."])
        #expect(try file.values("//h:div[@class='csl-entry']", in: text + "two.xhtml").isEmpty)
        #expect(
            try file.values("//h:span[@class='citation']/h:a/@href", in: text + "one.xhtml") == ["two-2.xhtml#ref-doe"])
        #expect(
            try file.values("//h:nav[@epub:type='toc']/h:ol/h:li/h:a", in: "EPUB/nav.xhtml") == [
                "1 One", "2 Two", "Works Cited",
            ])
        #expect(
            try file.values("//ncx:navMap/ncx:navPoint/ncx:navLabel/ncx:text", in: "EPUB/toc.ncx") == [
                "1 One", "2 Two", "Works Cited",
            ])

        file = try build(["one.md", "div.md"])
        #expect(try file.spinePaths().dropFirst() == [text + "one.xhtml", text + "div.xhtml"])
        #expect(
            try file.values("//h:div[@id='refs']/h:div[@class='csl-entry']/@id", in: text + "div.xhtml") == ["ref-doe"])
        #expect(
            try file.values("//h:nav[@epub:type='toc']//h:a", in: "EPUB/nav.xhtml").contains("Works Cited") == false)

        file = try build(["one.md", "two.md", "-M", "suppress-bibliography=true"])
        #expect(try file.spinePaths().dropFirst() == [text + "one.xhtml", text + "two.xhtml"])
        #expect(try file.values("//h:span[@class='citation']", in: text + "one.xhtml") == ["(Doe 2020, 3)"])
        #expect(try file.values("//h:span[@class='citation']/h:a", in: text + "one.xhtml").isEmpty)
    }

    /// A book with a bibliography and an example list (Fixtures/books/pandoc-examples): `(@good)` and `@good` in the
    /// text are the example's number, before or after the example, as pandoc reads them (its example labels first),
    /// not citations of a key `good`; `@doe99` beside them, and `[see @doe99, p. 3]`, are citations. The examples are
    /// numbered through the book, a label read in every chapter.
    @Test func exampleLabelsAreReadBeforeCitations() throws {
        let book = TestBuild.fixtureBook("pandoc-examples")
        let (epub, file) = try TestBuild.buildWithoutWarnings(book)
        let page = "EPUB/text/examples.xhtml"
        let paragraph = try file.values("//h:p", in: page).first ?? ""
        #expect(paragraph.hasPrefix("As (1) illustrates"), "\(paragraph)")
        #expect(paragraph.contains("example (3) counts too; 1 is its number"), "\(paragraph)")
        #expect(try file.values("//h:span[@class='citation']/@data-cites", in: page) == ["doe99", "doe99"])
        #expect(try file.values("//h:span[@class='citation']", in: page) == ["Doe (1999)", "(see Doe 1999, 3)"])
        #expect(try file.values("//h:ol[@class='example']/@start", in: page) == ["3"])
        // The next chapter's examples are numbered on, as pandoc numbers the one document its files make, and a
        // label of either chapter is its number in both (`(@good)` had stayed as written, or become a citation).
        let next = "EPUB/text/more.xhtml"
        #expect(try file.values("//h:ol[@class='example']/@start", in: next) == ["4", "5"])
        let text = try file.values("//h:p", in: next).first ?? ""
        #expect(text.hasPrefix("As (1) in the chapter before and (5) here show, with 3, the"), "\(text)")
        #expect(try file.values("//h:span[@class='citation']/@data-cites", in: next) == ["doe99"])
        #expect(try file.values("//@data-example-labels | //@data-example-ref", in: next).isEmpty)
        try EPUBStructure.expectAll(book, epub)
    }

    /// Without a bibliography (no citations read), a chapter's `(@good)` naming another chapter's example is its
    /// number too; `@fig:one` and an address's `me@good.org` stay as written.
    @Test func examplesAreNumberedThroughABookWithoutCitations() throws {
        let folder = try TestPaths.folder(holding: [
            "a.md": "# One\n\n(@) first\n(@good) second\n",
            "b.md": "# Two\n\n(@) third\n\nSee (@good), @fig:one and me@good.org.\n",
        ])
        let result = try CommandRunner.epubbuild(
            ["-f", "markdown", "-M", "title=T", "-M", "lang=en", "-o", "x.epub", "a.md", "b.md"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let file = try EPUBFile(folder + "/x.epub")
        #expect(try file.values("//h:ol/@start", in: "EPUB/text/b.xhtml") == ["3"])
        #expect(try file.values("//h:p", in: "EPUB/text/b.xhtml") == ["See (2), @fig:one and me@good.org."])
        try EPUBStructure.expectEPUBCheckClean(folder + "/x.epub")
    }

    /// A citation the author put inside a link (`[[@knuth1984]](https://…)`) stays inside the author's link, its own
    /// link to the entry left out: a link in a link is invalid (epubcheck RSC-005), as pandoc 3 has it.
    @Test func aCitationInsideALinkIsNotLinkedAgain() throws {
        let folder = TestPaths.temporaryDirectory()
        let fixture = TestPaths.fixture("books/citations")
        try FileManager.default.copyItem(atPath: fixture + "/references.bib", toPath: folder + "/references.bib")
        try "# A\n\nSee [[@knuth1984]](https://example.org/knuth) and @knuth1984.\n".write(
            toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nfrom: markdown\nbibliography: references.bib\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, file) = try TestBuild.buildWithoutWarnings(folder + "/book.yaml")
        try EPUBStructure.expectEPUBCheckClean(epub)
        #expect(try file.values("//h:a//h:a", in: "EPUB/text/a.xhtml") == [])
        #expect(
            try file.values(
                "//h:p/h:a[@href='https://example.org/knuth']/h:span[@class='citation']", in: "EPUB/text/a.xhtml")
                == ["(Knuth 1984)"])
        #expect(
            try file.values("//h:p/h:span[@class='citation']/h:a/@href", in: "EPUB/text/a.xhtml") == ["#ref-knuth1984"])
    }

    /// Three BibTeX readings a real thesis showed, each as `pandoc --citeproc` 2.17 renders it (Chicago author-date):
    /// biblatex's `type = {mathesis}` is a key, "Master's thesis"; `and others` is "et al."; BibTeX's von part of a
    /// name with no given name (`the GCC Developer Community`) stays in the entry and goes from the citation.
    @Test func bibTeXTypeKeysOthersAndParticlesAsPandocRendersThem() throws {
        let folder = TestPaths.temporaryDirectory()
        try """
        @manual{gcc, author = {Stallman, Richard M. and the GCC Developer Community},
          title = {Using the GNU Compiler Collection}, year = {2024}}
        @thesis{t1, author = {Doe, Jane}, title = {A Thesis}, type = {mathesis}, institution = {CTU}, year = {2023}}
        @article{a1, author = {Roe, Ann and Poe, Bob and others}, title = {An Article}, journaltitle = {J},
          year = {2020}}
        """.write(toFile: folder + "/refs.bib", atomically: true, encoding: .utf8)
        try "# A\n\n[@gcc; @t1; @a1]\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nfrom: markdown\nbibliography: refs.bib\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (_, file) = try TestBuild.buildWithoutWarnings(folder + "/book.yaml")
        #expect(
            try file.values("//h:span[@class='citation']", in: "EPUB/text/a.xhtml") == [
                "(Stallman and GCC Developer Community 2024; Doe 2023; Roe, Poe, et al. 2020)"
            ])
        #expect(
            try file.values("//h:div[@class='csl-entry']", in: "EPUB/text/a.xhtml") == [
                "Doe, Jane. 2023. “A Thesis.” Master’s thesis, CTU.",
                "Roe, Ann, Bob Poe, et al. 2020. “An Article.” J.",
                "Stallman, Richard M., and the GCC Developer Community. 2024. Using the GNU Compiler Collection.",
            ])
    }

    /// pandoc's `references:` in a Markdown file's metadata is a bibliography (CSL-YAML), as pandoc reads it; the
    /// citations had stayed raw text, the key warned of as metadata no EPUB uses.
    @Test func referencesInTheMetadataAreTheBibliography() throws {
        let folder = TestPaths.temporaryDirectory()
        try """
        ---
        title: T
        lang: en
        references:
        - id: doe
          type: book
          author: [{family: Doe, given: Jane}]
          title: A Book
          issued: {date-parts: [[2001]]}
        ---

        # A

        As [@doe, 3] shows.
        """.write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let output = folder + "/a.epub"
        let result = try CommandRunner.epubbuild(["-o", output, "a.md"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("references"), "\(result.stderr)")
        let file = try EPUBFile(output)
        #expect(try file.values("//h:span[@class='citation']", in: "EPUB/text/a.xhtml") == ["(Doe 2001, 3)"])
        #expect(try file.values("//h:div[@class='csl-entry']", in: "EPUB/text/a.xhtml") == ["Doe, Jane. 2001. A Book."])
        try EPUBStructure.expectEPUBCheckClean(output)
    }

    /// The entries' heading as pandoc has it: a chapter that ends with its own heading (`# References`, as pandoc's
    /// manual advises) has them under it, and a pandoc book without `reference-section-title` gets none; with one, its
    /// title heads them, after any heading the document ends with. A second "References" heading had followed the
    /// author's.
    @Test(arguments: [
        ("# A\n\nAs [@doe] shows.\n\n# References\n", [String](), ["A", "References"]),
        ("# A\n\nAs [@doe] shows.\n", [], ["A"]),
        ("# A\n\nAs [@doe] shows.\n", ["-M", "reference-section-title=Works"], ["A", "Works"]),
        // pandoc writes the title after the document's last heading, which stays (it had been dropped).
        (
            "# A\n\nAs [@doe] shows.\n\n# References\n", ["-M", "reference-section-title=Works"],
            ["A", "References", "Works"]
        ),
    ])
    func theEntriesHeadingIsPandocs(markdown: String, arguments: [String], headings: [String]) throws {
        let folder = TestPaths.temporaryDirectory()
        try
            "references:\n- id: doe\n  type: book\n  author: [{family: Doe, given: Jane}]\n  title: A Book\n  issued: {date-parts: [[2001]]}\n"
            .write(toFile: folder + "/refs.yaml", atomically: true, encoding: .utf8)
        try markdown.write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let output = folder + "/a.epub"
        let result = try CommandRunner.epubbuild(
            ["-o", output, "--title", "T", "-M", "lang=en", "--metadata-file", "refs.yaml"] + arguments + ["a.md"],
            in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let file = try EPUBFile(output)
        let pages = try file.spinePaths().filter { $0.hasPrefix("EPUB/text/") }
        #expect(try pages.flatMap { try file.values("//h:h1", in: $0) } == headings)
        #expect(
            try pages.flatMap { try file.values("//h:div[@class='csl-entry']", in: $0) } == ["Doe, Jane. 2001. A Book."]
        )
        try EPUBStructure.expectEPUBCheckClean(output)
    }

    /// `--citeproc` with no bibliography reads citations anyway, each a key not found, warned of and shown as pandoc
    /// shows it: `[@key]` had stayed raw text, without a word.
    @Test func citeprocWithoutABibliographyWarnsOfEachKey() throws {
        let folder = TestPaths.temporaryDirectory()
        try "# One\n\nAs [@knuth84] says.\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let output = folder + "/a.epub"
        let result = try CommandRunner.epubbuild(
            ["--citeproc", "-M", "lang=en", "--title", "T", "-o", output, "a.md"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains("a.md:3:5: warning: [Resolve] no entry 'knuth84' in the bibliography"),
            "\(result.stderr)")
        #expect(try EPUBFile(output).values("//h:span[@class='citation']", in: "EPUB/text/a.xhtml") == ["(knuth84?)"])
        try EPUBStructure.expectEPUBCheckClean(output)
    }

    /// A note style (Chicago full-note): each citation in the text a note of its own, the punctuation after it
    /// before the mark, an author cited in the text kept there, a citation inside the author's note in brackets
    /// (or the note's text when it opens it), ibid and subsequent forms as CSL places them; each paragraph and
    /// note compared as text with what pandoc 2.17 wrote (expected/pandoc.txt).
    @Test func noteStyleCitationsAreNotesAsPandocWritesThem() throws {
        guard
            FileManager.default.fileExists(
                atPath: CSLPandocComparisonTests.styles + "/chicago-fullnote-bibliography.csl")
        else {
            print("skipped: Debian's citation-style-language-styles is not installed")
            return
        }
        let folder = TestPaths.fixture("books/citation-notes")
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        #expect(report.warnings.map(\.code) == [.citationNotFound])
        let expected = try String(contentsOfFile: folder + "/expected/pandoc.txt", encoding: .utf8)
            .split(separator: "\n").map(String.init)
        #expect(try Self.paragraphsAndNotes(epub) == expected)
        try EPUBStructure.expectAll(folder + "/book.yaml", epub)

        // pandoc's `notes-after-punctuation: false`: the mark stays where the citation was.
        let book = TestPaths.temporaryDirectory() + "/book.yaml"
        try FileManager.default.copyItem(
            atPath: folder + "/references.bib", toPath: Paths.directory(of: book) + "/references.bib")
        try
            "title: T\nlanguage: en\nfrom: markdown\nbibliography: references.bib\ncsl: chicago-fullnote-bibliography\nnotes-after-punctuation: false\nchapters: [chapter.md]\n"
            .write(toFile: book, atomically: true, encoding: .utf8)
        try "# One\n\nAs argued [@knuth84, 33].\n".write(
            toFile: Paths.directory(of: book) + "/chapter.md", atomically: true, encoding: .utf8)
        let (after, _) = try TestBuild.build(book)
        #expect(
            try Self.paragraphsAndNotes(after) == [
                "As argued[^1].", "1: Donald E. Knuth, The TeXbook (Reading, MA: Addison-Wesley, 1984), 33.",
            ])
    }

    /// The chapter's paragraphs, then its notes, as text: a note's mark `[^n]`, its way back left out.
    private static func paragraphsAndNotes(_ epub: String) throws -> [String] {
        let chapter = try XMLTree.parse(xml: try EPUBFile(epub).data("EPUB/text/chapter.xhtml"))
        let namespaces = ["h": XMLTree.xhtmlNamespace, "epub": XMLTree.opsNamespace]
        for link in chapter.select("//h:a[@epub:type='backlink']", namespaces: namespaces) { link.remove() }
        for mark in chapter.select("//h:sup[@class='footnote-ref']", namespaces: namespaces) {
            mark.parent?.insertText("[^\(mark.textContent)]", before: mark)
            mark.remove()
        }
        let text = { (node: XMLNode) in
            node.textContent.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        let notes = chapter.select("//h:aside", namespaces: namespaces).enumerated().map { "\($0 + 1): \(text($1))" }
        return chapter.select("//h:section[@epub:type='chapter']/h:p", namespaces: namespaces).map(text) + notes
    }

    /// An XHTML element's content as the HTML the comparison reads (its namespace left out).
    static func innerHTML(_ node: XMLNode) -> String {
        CSLPandocComparisonTests.innerHTML(node).replacing(#/ xmlns="[^"]*"/#, with: "")
    }
}
