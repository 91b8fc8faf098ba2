import Foundation
import Testing

/// pandoc's heading flags with pandoc's meaning: `-N` numbers the sections through the book, `--shift-heading-level-by`
/// moves every heading, and `--top-level-division` is accepted and, as in pandoc's EPUB writer, changes nothing.
@Suite struct PandocHeadingFlagsTests {
    static let folder = TestPaths.fixture("books/pandoc-sections")

    private func build(_ arguments: [String], files: [String] = ["01-one.md", "02-two.md"], in folder: String = folder)
        throws -> EPUBFile
    {
        let output = TestPaths.temporaryDirectory() + "/book.epub"
        let result = try CommandRunner.epubbuild(
            ["-f", "markdown", "--title", "Sections", "-M", "lang=en", "-o", output] + arguments + files, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        return try EPUBFile(output)
    }

    /// Each heading as `level data-number id: text`, through the book.
    private func headings(of file: EPUBFile) throws -> [String] {
        try file.spinePaths().filter { $0.contains("/text/") }.flatMap { page in
            try file.xml(page).select(
                "//h:body//*[self::h:h1 or self::h:h2 or self::h:h3 or self::h:h4 or self::h:h5 or self::h:h6 "
                    + "or self::h:p[@class='heading']]",
                namespaces: EPUBFile.namespaces
            ).map { "\($0.name) \($0.attribute("data-number") ?? "-") \($0.attribute("id") ?? "-"): \($0.textContent)" }
        }
    }

    /// The numbers and ids pandoc 2.17 writes for the same files (`pandoc -N -f markdown -t html5 0*.md`), the
    /// second file's `sub` too: anchors are counted over the book, as pandoc counts them over its one document
    /// (`sub-1`).
    @Test func numberSectionsNumbersAsPandocDoes() throws {
        let file = try build(["-N"])
        #expect(
            try headings(of: file) == [
                "h1 1 one: 1 One", "h2 1.1 sub: 1.1 Sub", "h3 - deep: Deep", "h2 - sub-two: Sub two",
                "h2 - a-quoted-heading: A quoted heading", "h2 1.2 sub-three: 1.2 Sub three", "h1 2 two: 2 Two",
                "h2 2.1 sub-1: 2.1 Sub", "h3 2.1.1 deeper: 2.1.1 Deeper",
            ])
        let numbers = try file.values("//h:span[@class='header-section-number']", in: "EPUB/text/01-one.xhtml")
        #expect(numbers == ["1", "1.1", "1.2"])
        #expect(try file.values("//h:a[text()='the sub section']/@href", in: "EPUB/text/01-one.xhtml") == ["#sub"])
        let contents = try file.values("//h:nav[@id='toc']//h:a", in: "EPUB/nav.xhtml")
        #expect(contents.prefix(2) == ["1 One", "1.1 Sub"], "\(contents)")
        try EPUBStructure.expectEPUBCheckClean(file.path)
        // Without -N nothing is numbered; `{-}` still only marks the heading.
        let plain = try build([])
        #expect(try plain.values("//h:span[@class='header-section-number']", in: "EPUB/text/01-one.xhtml").isEmpty)
        #expect(try plain.values("//h:h3/@class", in: "EPUB/text/01-one.xhtml") == ["unnumbered"])
    }

    /// pandoc's citeproc leaves the heading its entries go under (the author's closing `# References`) unnumbered,
    /// in the page and in the contents; it had been "3 References".
    @Test func theReferencesHeadingIsUnnumbered() throws {
        let folder = try TestPaths.folder(holding: [
            "refs.bib": "@book{doe99, author = {Doe, Jane}, title = {A Book}, year = {1999}, publisher = {Pub}}\n",
            "a.md": "# One\n\nAs [@doe99] says.\n\n# Two\n\nText.\n\n# References\n",
        ])
        let file = try build(["-N", "--citeproc", "--bibliography", "refs.bib"], files: ["a.md"], in: folder)
        #expect(
            try file.values("//h:nav[@id='toc']/h:ol/h:li/h:a", in: "EPUB/nav.xhtml") == [
                "1 One", "2 Two", "References",
            ])
        #expect(try file.values("//h:h1[@class='unnumbered']", in: "EPUB/text/a-3.xhtml") == ["References"])
        #expect(try file.values("//h:div[@class='csl-entry']/@id", in: "EPUB/text/a-3.xhtml") == ["ref-doe99"])
    }

    /// `-1`: the heading that opens the book is its title, and the others below h1 are paragraphs; `+5`: beyond h6 a
    /// paragraph of class heading. As `pandoc --shift-heading-level-by` writes them.
    @Test func shiftHeadingLevelByMovesEveryHeading() throws {
        let folder = TestPaths.temporaryDirectory()
        try "# The Title {#t}\n\n## First\n\nText.\n\n### Inner\n\n# Stray\n".write(
            toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let output = TestPaths.temporaryDirectory() + "/book.epub"
        // pandoc reads the value as the next argument too, a leading "-" and all.
        let up = try CommandRunner.epubbuild(
            ["-f", "markdown", "-M", "lang=en", "--shift-heading-level-by", "-1", "-o", output, "a.md"], in: folder)
        #expect(up.status == 0 && !up.stderr.contains("no title"), "\(up.stderr)")
        let file = try EPUBFile(output)
        #expect(try file.values("//dc:title", in: "EPUB/package.opf") == ["The Title"])
        #expect(try headings(of: file) == ["h1 - first: First", "h2 - inner: Inner"])
        #expect(try file.values("//h:p", in: "EPUB/text/a.xhtml") == ["Text.", "Stray"])
        try EPUBStructure.expectEPUBCheckClean(output)

        let down = try build(["--shift-heading-level-by", "5"])
        #expect(try headings(of: down).prefix(2) == ["h6 - one: One", "p - sub: Sub"], "the link to #sub still lands")
    }

    /// book.yaml says the same with `number-sections:` and `shift-heading-level-by:`. Levels are shifted before they
    /// are numbered, so a book whose top level is h2 numbers from 0.1, as pandoc does.
    @Test func bookYAMLKeysSayTheSame() throws {
        let folder = TestPaths.temporaryDirectory()
        for name in ["01-one.md", "02-two.md"] {
            try FileManager.default.copyItem(atPath: Self.folder + "/" + name, toPath: folder + "/" + name)
        }
        try """
        title: Sections
        language: en
        from: markdown
        number-sections: true
        shift-heading-level-by: 1
        chapters: [01-one.md, 02-two.md]
        """.write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (_, file) = try TestBuild.buildWithoutWarnings(folder + "/book.yaml")
        #expect(try headings(of: file).prefix(2) == ["h2 0.1 one: 0.1 One", "h3 0.1.1 sub: 0.1.1 Sub"])
    }

    /// `--top-level-division` is accepted and gives the same book, as in pandoc's EPUB writer; a value pandoc refuses
    /// is refused, and so is a shift beyond what HTML's six levels can mean.
    @Test func topLevelDivisionIsAcceptedAndOutOfRangeValuesRefused() throws {
        let environment = ["SOURCE_DATE_EPOCH": "1700000000"]
        var bytes: [Data] = []
        for extra in [[], ["--top-level-division=part"]] {
            let output = TestPaths.temporaryDirectory() + "/book.epub"
            let result = try CommandRunner.epubbuild(
                ["-f", "markdown", "--title", "T", "-M", "lang=en", "-o", output] + extra + ["01-one.md"],
                environment: environment, in: Self.folder)
            #expect(result.status == 0, "\(result.stderr)")
            bytes.append(try Data(contentsOf: URL(fileURLWithPath: output)))
        }
        #expect(bytes[0] == bytes[1])
        for (flag, message) in [
            ("--top-level-division=volume", "--top-level-division takes default, section, chapter or part"),
            ("--shift-heading-level-by=9", "--shift-heading-level-by takes a number from -5 to 5"),
            ("--toc-depth=0", "--toc-depth takes a heading level, 1 to 6, not 0"),
        ] {
            let result = try CommandRunner.epubbuild(["--title", "T", flag, "01-one.md"], in: Self.folder)
            #expect(result.status != 0 && result.stderr.contains(message), "\(result.stderr)")
        }
    }
}
