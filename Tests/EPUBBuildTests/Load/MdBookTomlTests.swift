import Foundation
import Testing
import Yams

@testable import EPUBBuild
@testable import EPUBFormats
@testable import EPUBModel
@testable import EPUBSupport

/// book.toml read as the book.yaml it stands for, and the TOML reader under it.
@Suite struct MdBookTomlTests {
    /// An mdBook project with `toml` as its book.toml and one chapter in src/.
    private func project(_ toml: String) throws -> String {
        let folder = TestPaths.temporaryDirectory() + "/my-book"
        try FileManager.default.createDirectory(atPath: folder + "/src", withIntermediateDirectories: true)
        try "# Summary\n\n- [One](one.md)\n".write(
            toFile: folder + "/src/SUMMARY.md", atomically: true, encoding: .utf8)
        try "# One\n".write(toFile: folder + "/src/one.md", atomically: true, encoding: .utf8)
        try toml.write(toFile: folder + "/book.toml", atomically: true, encoding: .utf8)
        return folder + "/book.toml"
    }

    private func load(_ toml: String) throws -> (BookSpec, [String]) {
        var warnings: [Diagnostic] = []
        let spec = try BookSpecLoader.load(try project(toml), warnings: &warnings)
        return (spec, warnings.map(\.message))
    }

    private func failure(_ toml: String) throws -> String {
        var warnings: [Diagnostic] = []
        do {
            _ = try BookSpecLoader.load(try project(toml), warnings: &warnings)
        } catch let error as BuildError {
            return error.description.replacing(#/\/[^\s:()']*\/my-book\//#, with: "")
        }
        Issue.record("loading succeeded")
        return ""
    }

    /// Warnings come in the order book.toml wrote their keys, the same on every run (a dictionary's order is not).
    @Test func warningsFollowTheFilesOrder() throws {
        let names = ["zeta", "alpha", "mu", "kappa", "beta", "omega"]
        let toml =
            "[book]\ntitle = \"T\"\n" + names.map { "colour-\($0) = 1\n" }.joined()
            + names.map { "[preprocessor.\($0)]\n" }.joined()
        let (_, warnings) = try load(toml)
        #expect(warnings.map { $0.firstMatch(of: /'(colour-)?(\w+)'/).map { String($0.2) } ?? "" } == names + names)
    }

    @Test func mdBookDefaultsApply() throws {
        let (spec, warnings) = try load("[book]\n")
        #expect(spec.metadata.title == "my-book")
        #expect(spec.metadata.language == "en", "mdBook's default language, without a warning")
        #expect(warnings == ["book.toml has no title in [book]; using the folder's name, 'my-book'"])
        #expect(spec.chapters.map { Paths.lastComponent($0.file) } == ["one.md"])
        #expect(spec.lenientFragments)
    }

    /// mdBook's Markdown: GitHub's with smart punctuation and definition lists, each of which `[output.html]` can
    /// turn off (`curly-quotes` is mdBook 0.4's name); `[output.epub] from` names another dialect outright.
    @Test(arguments: [
        ("", "gfm-emoji+smart+definition_lists"),
        ("[output.html]\nsmart-punctuation = false\n", "gfm-emoji+definition_lists"),
        ("[output.html]\ncurly-quotes = false\ndefinition-lists = false\n", "gfm-emoji"),
        ("[output.epub]\nfrom = \"commonmark\"\n", "commonmark"),
    ])
    func markdownIsReadAsMdBookReadsIt(toml: String, dialect: String) throws {
        let (spec, warnings) = try load("[book]\ntitle = \"T\"\n" + toml)
        #expect(warnings.isEmpty)
        #expect(spec.markdownDialect.written == dialect)
        #expect(spec.markdownDialect.extensions.contains(.smart) == dialect.contains("+smart"))
    }

    @Test func everyTOMLFormOfAValueIsRead() throws {
        let (spec, warnings) = try load(
            #"""
            # A comment
            [book]
            title = "Basic \"quoted\" \u00e9"
            authors = [
                'Literal \n stays',   # trailing comma and comments in arrays
                """Multi
            line""",
            ]
            description = '''
            Raw \ text'''
            language = "fr-CA"
            multilingual = false
            text-direction = "rtl"

            [output.epub]
            date = 2024-05-01
            toc = { depth = 2, title = "Sommaire" }
            split = 2
            "default-css" = false
            """#)
        #expect(warnings.isEmpty)
        #expect(spec.metadata.title == "Basic \"quoted\" é")
        #expect(spec.metadata.authors.map(\.name) == ["Literal \\n stays", "Multi\nline"])
        #expect(spec.metadata.description == "Raw \\ text")
        #expect(spec.metadata.language == "fr-CA")
        #expect(spec.metadata.date == "2024-05-01")
        #expect(spec.direction == .rtl && spec.effectivePageProgression == .rtl)
        #expect(spec.tableOfContents.depth == 2 && spec.tableOfContents.title == "Sommaire")
        #expect(spec.chapters.first?.split == 2)
        #expect(spec.defaultStylesheet == false)
    }

    @Test func mdbookEpubKeyNamesAreAccepted() throws {
        let toml =
            "[book]\ntitle = \"T\"\n[output.epub]\ncover-image = \"cover.png\"\nadditional-css = [\"extra.css\"]\nuse-default-css = false\n"
        let file = try project(toml)
        let folder = Paths.directory(of: file)
        try Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!
            .write(to: URL(fileURLWithPath: folder + "/cover.png"))
        try "p { }\n".write(toFile: folder + "/extra.css", atomically: true, encoding: .utf8)
        var warnings: [Diagnostic] = []
        let spec = try BookSpecLoader.load(file, warnings: &warnings)
        #expect(spec.cover == folder + "/cover.png")
        #expect(spec.stylesheets == [folder + "/extra.css"])
        #expect(spec.defaultStylesheet == false)
    }

    /// mdbook-epub's other keys build the book, as mdbook-epub builds it: its files are found in the source folder
    /// when book.toml's folder lacks them, `curly-quotes` sets the smart punctuation, what the build does anyway is
    /// quiet, and what it does not is a warning at the key.
    @Test func mdbookEpubsOwnKeysBuildTheBook() throws {
        let toml = """
            [book]
            title = "T"
            [output.epub]
            cover-image = "cover.png"
            additional-css = ["epub.css"]
            additional-resources = ["./assets/font.ttf"]
            curly-quotes = false
            epub-version = 2
            footnote-backrefs = true
            no-section-label = true
            index-template = "index.hbs"
            optional = true
            """
        let file = try project(toml)
        let source = Paths.directory(of: file) + "/src"
        try Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!
            .write(to: URL(fileURLWithPath: source + "/cover.png"))
        try "p { }\n".write(toFile: source + "/epub.css", atomically: true, encoding: .utf8)
        var warnings: [Diagnostic] = []
        let spec = try BookSpecLoader.load(file, warnings: &warnings)
        #expect(spec.cover == source + "/cover.png")
        #expect(spec.stylesheets == [source + "/epub.css"])
        #expect(!spec.markdownDialect.extensions.contains(.smart))
        #expect(warnings.map { "\($0.location.line):\($0.location.column)" } == ["8:16", "11:18"])
        #expect(warnings.map(\.message).joined().contains("epub-version 2"))
        #expect(warnings.map(\.message).joined().contains("index-template is mdbook-epub's Handlebars template"))
    }

    /// mdbook-katex's `$` math is read, `[output.epub] math = false` still turns it off, and its warning is gone.
    @Test func mdbookKatexTurnsOnItsDollars() throws {
        let (spec, warnings) = try load(
            "[book]\ntitle = \"T\"\n[preprocessor.katex]\nafter = [\"links\"]\nstatic-css = true\n")
        #expect(spec.math == TeXMath.Delimiters(dollars: true, backslashes: false, looseDollars: true))
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(try load("[book]\ntitle = \"T\"\n[preprocessor.katex]\n[output.epub]\nmath = false\n").0.math == nil)
        #expect(
            try load("[book]\ntitle = \"T\"\n[output.html]\nmathjax-support = true\n").0.math
                == TeXMath.Delimiters(dollars: false, backslashes: true))
        // `[output.epub] math`'s escapes outlive the tool's delimiters.
        #expect(
            try load(
                "[book]\ntitle = \"T\"\n[output.html]\nmathjax-support = true\n[output.epub.math]\nescapes = \"kramdown\"\n"
            ).0.math?.escapes == .kramdown)
    }

    @Test(arguments: [
        (
            "[book]\ntitle = \"T\"\ntitle = \"U\"\n",
            "book.toml:3:1: error: [Load] malformed TOML: key 'title' is defined twice"
        ),
        (
            "[book]\ntitle = T\n",
            "book.toml:2:9: error: [Load] malformed TOML: 'T' is not a TOML value (strings are quoted)"
        ),
        ("[book]\ntitle = \"T\n", "book.toml:2:9: error: [Load] malformed TOML: the string is not closed on its line"),
        ("[book]\n[book]\n", "book.toml:2:1: error: [Load] malformed TOML: table [book] is defined twice"),
        ("[book\n", "book.toml:1:6: error: [Load] malformed TOML: expected ']' after the table name"),
        (
            "[book]\nauthors = [\"a\" \"b\"]\n",
            "book.toml:2:16: error: [Load] malformed TOML: expected ',' or ']' in the array"
        ),
        ("[book]\ntitle = \"\\q\"\n", "book.toml:2:10: error: [Load] malformed TOML: unknown escape '\\q'"),
        (
            "[book]\ntitle = \"T\"\n[output.epub]\ncolour = \"red\"\n",
            "book.toml:4:1: error: [Load] unknown key 'colour' — known keys: "
                + BookSpecLoader.topLevelKeys.joined(separator: ", ")
        ),
        (
            "[book]\ntitle = \"T\"\nsrc = \"pages\"\n",
            "book.toml:3:7: error: [Load] summary 'pages/SUMMARY.md' does not exist (looked for pages/SUMMARY.md)"
        ),
        (
            "[book]\ntitle = \"T\"\ntext-direction = \"up\"\n",
            "book.toml:3:18: error: [Load] text-direction must be 'ltr' or 'rtl'"
        ),
        (
            "[book]\ntitle = \"T\"\n[output.epub]\nlink-base = \"example.org\"\n",
            "book.toml:4:13: error: [Load] link-base must be an http:// or https:// address, such as https://doc.rust-lang.org/book/"
        ),
        (
            "[book]\ntitle = \"T\"\n[preprocessor.katex]\nmacros = \"absent.txt\"\n",
            "book.toml:4:10: error: [Load] macros file 'absent.txt' does not exist (looked for absent.txt)"
        ),
        (
            "a = " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "\n",
            "book.toml:1:69: error: [Load] malformed TOML: arrays and tables nested more than 64 levels deep"
        ),
    ])
    func badBookTomlGivesTheLineAndColumn(toml: String, expected: String) throws {
        #expect(try failure(toml) == expected)
    }

    /// mdbook-katex's delimiters `\\(…\\)` and `\\[…\\]` (a real book's book.toml sets them) are read in the
    /// Markdown, `$` then a dollar; they had stopped the build. Delimiters no reader here knows are a warning.
    @Test func katexBackslashDelimitersAreRead() throws {
        let (spec, warnings) = try load(
            "[book]\ntitle = \"T\"\n[preprocessor.katex]\nblock-delimiter = {left = \"\\\\[\", right = \"\\\\]\"}\n"
                + "inline-delimiter = {left = \"\\\\(\", right = \"\\\\)\"}\n")
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(spec.math?.singleBackslashes == true && spec.math?.dollars == false)
        let book = try project(
            "[book]\ntitle = \"T\"\n[preprocessor.katex]\nblock-delimiter = {left = \"\\\\[\", right = \"\\\\]\"}\n"
                + "inline-delimiter = {left = \"\\\\(\", right = \"\\\\)\"}\n")
        try "# One\n\nCost \\(k\\) and $5.\n\n\\[ x^2 \\]\n".write(
            toFile: Paths.directory(of: book) + "/src/one.md", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(book)
        #expect(try EPUBFile(epub).values("//m:math", in: "EPUB/text/one.xhtml").count == 2)
        #expect(try EPUBFile(epub).values("//h:p", in: "EPUB/text/one.xhtml").first?.contains("$5") == true)
        let (other, said) = try load(
            "[book]\ntitle = \"T\"\n[preprocessor.katex]\ninline-delimiter = {left = \"@@\", right = \"@@\"}\n")
        #expect(other.math?.dollars == true && other.math?.singleBackslashes == false)
        #expect(said.first?.hasPrefix("mdbook-katex's inline-delimiter '@@…@@' is not read") == true, "\(said)")
    }

    /// A mark is made from its two numbers, as a YAML parse of a scalar there gives it; 0 counts as 1.
    @Test func marksAreThePositionsAYAMLParseGives() throws {
        for (line, column) in [(1, 1), (2, 9), (302, 40), (0, 0)] {
            let mark = try #require(TOMLReader.mark(line: line, column: column))
            let yaml =
                String(repeating: "\n", count: max(line - 1, 0)) + String(repeating: " ", count: max(column - 1, 0))
                + "x"
            let parsed = try #require(try Yams.compose(yaml: yaml)?.mark)
            #expect((mark.line, mark.column) == (parsed.line, parsed.column))
        }
    }
}
