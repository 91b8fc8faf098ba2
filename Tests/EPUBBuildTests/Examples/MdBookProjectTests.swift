import Foundation
import Testing
import XMLTree

@testable import EPUBBuild
@testable import EPUBFormats
@testable import EPUBSupport

/// The `mdbook-project` fixture: an mdBook project built from its book.toml,
/// one small chapter per directive form, link form, admonition and hidden-line rule.
@Suite struct MdBookProjectTests {
    static let book = TestPaths.fixture("books/mdbook-project/book.toml")

    /// The body of chapter `name` in the written EPUB, as text.
    private func body(_ name: String, in epub: String) throws -> String {
        let page = String(decoding: try EPUBFile(epub).data("EPUB/text/\(name).xhtml"), as: UTF8.self)
        return String(page[page.range(of: "<body")!.lowerBound...])
    }

    private func codeBlocks(_ name: String, in epub: String) throws -> [String] {
        try EPUBFile(epub).xml("EPUB/text/\(name).xhtml").select("//h:pre/h:code", namespaces: EPUBFile.namespaces).map(
            \.textContent)
    }

    @Test func buildsFromBookTomlAndPassesEPUBCheck() throws {
        let (epub, report) = try TestBuild.build(Self.book)
        try EPUBStructure.expectAll(Self.book, epub)
        let relative = report.warnings.map { $0.description.replacing(#/^\S*mdbook-project\//#, with: "") }
        #expect(
            relative == [
                "src/SUMMARY.md:28:1: warning: [Load] draft chapter 'Not written yet' has no file; skipped",
                "book.toml:18:1: warning: [Load] preprocessor 'custom-toc' is not run: epubbuild does mdBook's built-in ones (links, index) itself and runs no commands",
                "src/afterword.md:3:71: warning: [Resolve] link 'not written yet' has no target; kept as plain text",
            ])
        let afterword = String(decoding: try EPUBFile(epub).data("EPUB/text/afterword.xhtml"), as: UTF8.self)
        #expect(afterword.contains("The sequel is <a>not written yet</a>.</p>"), "the link goes, its text stays")
    }

    @Test func bookTomlGivesTheMetadataAndSummaryTheStructure() throws {
        var warnings: [Diagnostic] = []
        let spec = try BookSpecLoader.load(Self.book, warnings: &warnings)
        #expect(spec.metadata.title == "The Fixture Book")
        #expect(spec.metadata.authors.map(\.name) == ["Ada Lovelace", "Charles Babbage"])
        #expect(spec.metadata.description == "Every mdBook form the build reads, one small chapter each.")
        #expect(
            spec.metadata.identifier == "urn:uuid:6c3a3a4e-2f0b-4a8e-9a55-0d4b1c1f0a01",
            "[output.epub] sets book.yaml keys")
        #expect(spec.linkBase == "https://example.org/fixture/")
        #expect(spec.hiddenLinePrefixes == ["python": "~"])
        #expect(spec.sourceRoot.hasSuffix("/mdbook-project/src"))
        // A prefix chapter, two parts (a separator does not end one: numbered chapters belong
        // to the part above them, as mdBook has it), chapters nested below their parent, a suffix chapter.
        let shape = spec.contents.map { entry -> String in
            switch entry {
            case .chapter(let chapter, let children):
                Paths.stem(chapter.file) + (children.isEmpty ? "" : "(\(children.count))")
            case .part(let title, _, let chapters): "\(title)[\(chapters.count)]"
            case .section(let title, _, _, _, _), .link(let title, _, _): title
            }
        }
        #expect(shape == ["preface", "Directives[8]", "Links[4]", "afterword"])
    }

    @Test func includeTakesTheWholeFileWithoutItsAnchorLines() throws {
        let (epub, _) = try TestBuild.build(Self.book)
        let whole = try codeBlocks("whole", in: epub)
        #expect(whole.count == 1)
        #expect(whole[0].hasPrefix("use std::fmt;\n\nstruct Point {"))
        #expect(whole[0].contains("println!(\"{} {}\", p.x, p.y);"))
        #expect(!whole[0].contains("ANCHOR"), "anchor comments are removed from included text")
    }

    @Test func includeTakesLineRangesCountedFromOne() throws {
        let (epub, _) = try TestBuild.build(Self.book)
        #expect(
            try codeBlocks("ranges", in: epub) == [
                "struct Point {\n",  // :5
                "struct Point {\n    x: i32,\n    y: i32,\n}\n",  // :5:8
                // :11: (the closing anchor dropped)
                "fn main() {\n    let p = Point { x: 1, y: 2 };\n    println!(\"{} {}\", p.x, p.y);\n}\n",
                "use std::fmt;\n",  // ::2 (the opening anchor dropped)
            ])
    }

    @Test func includeTakesTheLinesBetweenAnAnchorPair() throws {
        let (epub, _) = try TestBuild.build(Self.book)
        #expect(try codeBlocks("anchors", in: epub) == ["struct Point {\n    x: i32,\n    y: i32,\n}\n"])
    }

    @Test func includedMarkdownIsMarkdownAndIncludesRelativeToItsOwnFile() throws {
        let (epub, _) = try TestBuild.build(Self.book)
        let nested = try body("nested", in: epub)
        #expect(nested.contains("<p>Included text <em>with emphasis</em> from part.md.</p>"))
        #expect(nested.contains("<p>The innermost include.</p>"))
    }

    @Test func rustdocIncludeShowsOnlyTheRange() throws {
        let (epub, _) = try TestBuild.build(Self.book)
        #expect(
            try codeBlocks("rustdoc", in: epub) == [
                "    let p = Point { x: 1, y: 2 };\n    println!(\"{} {}\", p.x, p.y);\n"
            ])
    }

    @Test func playgroundBecomesARustCodeBlockWithItsAttributes() throws {
        let (epub, _) = try TestBuild.build(Self.book)
        let code = try EPUBFile(epub).xml("EPUB/text/playground.xhtml").select(
            "//h:pre/h:code", namespaces: EPUBFile.namespaces)
        #expect(code.map(\.textContent) == ["struct Point {\n    x: i32,\n    y: i32,\n}\n"])
        // Each attribute a class of its own, as mdBook writes them (`rust,ignore,does_not_compile` too).
        #expect(code.first?.attribute("class") == "language-rust editable")
    }

    @Test func titleNamesThePageApartFromTheContents() throws {
        let (epub, _) = try TestBuild.build(Self.book)
        let file = try EPUBFile(epub)
        let page = try file.xml("EPUB/text/title.xhtml")
        #expect(
            page.select("//h:title", namespaces: EPUBFile.namespaces).map(\.textContent) == [
                "A Page Title Apart From The Contents"
            ])
        #expect(!(try body("title", in: epub)).contains("{{"))
        let labels = try file.xml("EPUB/nav.xhtml").select("//h:nav[@id='toc']//h:a", namespaces: EPUBFile.namespaces)
            .map(\.textContent)
        #expect(labels.contains("Title"), "the contents keep the SUMMARY.md label")
    }

    @Test func anEscapedDirectiveIsText() throws {
        let (epub, _) = try TestBuild.build(Self.book)
        #expect(
            try body("escaped", in: epub).contains(
                "<p>Write <code>{{#include file.rs}}</code> to show the directive itself.</p>"))
    }

    @Test func linksByMdBookPageNamesReachTheChapters() throws {
        let (epub, _) = try TestBuild.build(Self.book)
        let links = try EPUBFile(epub).xml("EPUB/text/output-names.xhtml").select(
            "//h:li/h:a/@href", namespaces: EPUBFile.namespaces
        ).map(\.textContent)
        #expect(
            links == [
                "preface.xhtml", "headings.xhtml#custom-id", "README-1.xhtml", "README-1.xhtml",
                "admonitions.xhtml#admonitions",
            ])
        #expect(
            try body("README-1", in: epub).contains("<a href=\"README.xhtml\">the links</a>"),
            "index.html means the folder's README.md")
    }

    @Test func linksLeavingTheBookResolveAgainstTheLinkBase() throws {
        let (epub, _) = try TestBuild.build(Self.book)
        let links = try EPUBFile(epub).xml("EPUB/text/leaving.xhtml").select(
            "//h:a/@href", namespaces: EPUBFile.namespaces
        ).map(\.textContent)
        // links/leaving.md is published at https://example.org/fixture/links/leaving.html.
        #expect(
            links == ["https://example.org/std/index.html", "https://example.org/std/vec/struct.Vec.html#method.push"])
    }

    @Test func hiddenLinesAreRemovedByLanguage() throws {
        let (epub, _) = try TestBuild.build(Self.book)
        #expect(
            try codeBlocks("hidden", in: epub) == [
                // rust: `# `, `#` hidden, `##` escapes, `#[` kept
                "let shown = 1;\n# [derive(Debug)] is escaped\n#[derive(Debug)]\n",
                "print(\"shown\")\n",  // book.toml: python = "~"
                "print(\"also shown\")\n",  // hidelines=!! on the block
                "# a shell comment stays\n",  // no rule for bash
            ])
    }

    @Test func everyAlertKindBecomesAnAside() throws {
        let (epub, _) = try TestBuild.build(Self.book)
        let page = try EPUBFile(epub).xml("EPUB/text/admonitions.xhtml")
        let asides = page.select("//h:aside", namespaces: EPUBFile.namespaces)
        #expect(
            asides.map { $0.attribute("class") ?? "" } == [
                "admonition note", "admonition tip", "admonition important", "admonition warning", "admonition caution",
            ])
        #expect(asides.map { $0.attribute("role") ?? "" } == ["note", "doc-tip", "note", "note", "note"])
        #expect(
            asides.map { $0.elementChildren.first?.textContent ?? "" } == [
                "Note", "Tip", "Important", "Warning", "Caution",
            ])
        #expect(
            asides.map { $0.elementChildren.first?.attribute("class") ?? "" }
                == Array(repeating: "admonition-title", count: 5))
        #expect(
            asides[0].elementChildren.dropFirst().map(\.textContent) == ["Useful information that users should know."],
            "the marker line is gone")
        #expect(page.select("//h:blockquote", namespaces: EPUBFile.namespaces).count == 1, "a plain quotation stays")
    }

    @Test func headingAttributesSetTheIdAndClass() throws {
        let (epub, _) = try TestBuild.build(Self.book)
        #expect(try body("headings", in: epub).contains("<h2 id=\"custom-id\" class=\"wide\">Options</h2>"))
    }

    /// `[build] use-default-preprocessors = false` turns mdBook's links preprocessor off: `{{#include}}` stays as
    /// written, as mdBook leaves it, with one warning that says why; `[preprocessor.links]` turns it back on.
    @Test func mdBooksDefaultPreprocessorsCanBeOff() throws {
        let toml = "[book]\ntitle = \"T\"\nlanguage = \"en\"\n[build]\nuse-default-preprocessors = false\n"
        let folder = try TestPaths.folder(holding: [
            "book.toml": toml, "src/SUMMARY.md": "[A](a.md)\n", "src/a.md": "# A\n\nLiteral: {{#include x.md}}\n",
            "src/x.md": "Included.\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.toml")
        #expect(try EPUBFile(epub).values("//h:p", in: "EPUB/text/a.xhtml") == ["Literal: {{#include x.md}}"])
        #expect(report.warnings.map(\.location.line) == [3], "\(report.warnings)")
        try (toml + "[preprocessor.links]\n").write(toFile: folder + "/book.toml", atomically: true, encoding: .utf8)
        let (linked, _) = try TestBuild.build(folder + "/book.toml")
        #expect(try EPUBFile(linked).values("//h:p", in: "EPUB/text/a.xhtml") == ["Literal: Included."])
    }

    /// An id with dots (`{#sec-2.1}`), as pulldown-cmark and pandoc read it: the heading's id, its link kept. The
    /// braces had stayed in the heading's text and the link had become text.
    @Test func aHeadingIdMayHoldDots() throws {
        let folder = try TestPaths.folder(holding: [
            "book.toml": "[book]\ntitle = \"T\"\nlanguage = \"en\"\n", "src/SUMMARY.md": "[A](a.md)\n",
            "src/a.md": "# A\n\n## Section 2.1 {#sec-2.1}\n\n## Changes in 1.2 {#v1.2 .note}\n\nSee [2.1](#sec-2.1).\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.toml")
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:h2/@id", in: "EPUB/text/a.xhtml") == ["sec-2.1", "v1.2"])
        #expect(try file.values("//h:h2", in: "EPUB/text/a.xhtml") == ["Section 2.1", "Changes in 1.2"])
        #expect(try file.values("//h:a/@href", in: "EPUB/text/a.xhtml") == ["#sec-2.1"])
        #expect(report.warnings.isEmpty, "\(report.warnings)")
    }

    /// mdBook 0.5 turns smart punctuation and definition lists on unless `[output.html]` turns them off
    /// (format/configuration/renderers.md); the fixture's book.toml says nothing of either.
    @Test func smartPunctuationAndDefinitionListsAreOnAsInMdBook() throws {
        let (epub, _) = try TestBuild.build(Self.book)
        let page = try EPUBFile(epub).xml("EPUB/text/headings.xhtml")
        let terms = page.select("//h:dl/h:dt", namespaces: EPUBFile.namespaces).map {
            $0.textContent.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(terms == ["term A", "term B"])
        let definitions = page.select("//h:dl/h:dd", namespaces: EPUBFile.namespaces).map {
            $0.textContent.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(
            definitions == [
                "This is a definition of term A. Text\ncan span multiple lines.", "This is a definition of term B.",
                "This has more than one definition.",
            ])
        #expect(try body("headings", in: epub).contains("reads its “smart punctuation” – and definition lists – by"))
    }

    /// mdbook-admonish's titles from book.toml: `[preprocessor.admonish.default] title` for a block that gives none,
    /// and a custom directive's (and its aliases'); they had been ignored, the blocks titled by their directive.
    @Test func admonishTitlesFromBookTomlAreRead() throws {
        let toml = """
            [book]
            title = "T"

            [preprocessor.admonish]

            [preprocessor.admonish.default]
            title = "Heads up"

            [[preprocessor.admonish.custom]]
            directive = "expensive"
            aliases = ["money"]
            title = "Price"
            """
        let chapter =
            "# A\n\n```admonish warning\nOne.\n```\n\n```admonish money\nTwo.\n```\n\n"
            + "```admonish tip \"Own title\"\nThree.\n```\n"
        let folder = try TestPaths.folder(holding: [
            "book.toml": toml, "src/SUMMARY.md": "[A](a.md)\n", "src/a.md": chapter,
        ])
        let (epub, _) = try TestBuild.build(folder + "/book.toml")
        #expect(
            try EPUBFile(epub).values("//h:p[@class='admonition-title']", in: "EPUB/text/a.xhtml") == [
                "Heads up", "Price", "Own title",
            ])
    }

    /// mdbook-gitbook's GitBook tags are drawn in any book, so its preprocessor needs no running and gets no warning
    /// that it is not run: the warning had said the book lost what it had not.
    @Test func mdBookGitBooksTagsAreDrawnWithoutAWarning() throws {
        let folder = try TestPaths.folder(holding: [
            "book.toml": "[book]\ntitle = \"T\"\n\n[preprocessor.gitbook]\n", "src/SUMMARY.md": "[A](a.md)\n",
            "src/a.md": "# A\n\n{% hint style=\"warning\" %}\nMind this.\n{% endhint %}\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.toml")
        #expect(report.warnings.filter { $0.code == .preprocessorNotRun }.isEmpty)
        #expect(try EPUBFile(epub).values("//h:aside/@class", in: "EPUB/text/a.xhtml") == ["admonition warning"])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// An admonish block whose options are no TOML (`title="\j"`: an escape TOML's strings lack) is told at its
    /// line, since mdbook-admonish draws an error box there or stops the build; it had been drawn with no word.
    /// Escapes TOML has stay quiet.
    @Test func anAdmonishBlockWhoseOptionsAreNoTOMLIsTold() throws {
        let chapter =
            "# A\n\n```admonish title=\"\\j\"\nOne.\n```\n\n```admonish tip title=\"Tab\\there \\\"q\\\"\"\nTwo.\n```\n"
        let folder = try TestPaths.folder(holding: [
            "book.toml": "[book]\ntitle = \"T\"\n\n[preprocessor.admonish]\n", "src/SUMMARY.md": "[A](a.md)\n",
            "src/a.md": chapter,
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.toml")
        #expect(
            report.warnings.filter { $0.code == .directiveFailed }.map {
                "\($0.location.line): \($0.message.prefix(66))"
            }
                == ["3: admonish block's options are no TOML: '\\j' in title=… is no escape"])
        #expect(
            try EPUBFile(epub).values("//h:p[@class='admonition-title']", in: "EPUB/text/a.xhtml").count == 2)
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// mdbook-admonish's blocks, in a book whose book.toml runs it, are admonitions with their titles, their content
    /// Markdown; a block shown inside another code block stays code. Without the preprocessor mdBook shows code, and
    /// so does the build. They had been code blocks of the raw Markdown, titles lost.
    @Test func admonishBlocksAreAdmonitionsWhenBookTomlRunsIt() throws {
        let book = TestPaths.fixture("books/mdbook-admonish/book.toml")
        let (epub, report) = try TestBuild.build(book)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try EPUBStructure.expectEPUBCheckClean(epub)
        let page = try EPUBFile(epub).xml("EPUB/text/blocks.xhtml")
        let asides = page.select("//h:aside", namespaces: EPUBFile.namespaces)
        #expect(
            asides.map { $0.attribute("class") ?? "" } == [
                "admonition note admonish-note", "admonition warning admonish-warning",
                "admonition note admonish-abstract", "admonition note admonish-info side",
                "admonition note admonish-example", "admonition note admonish-quote", "admonition tip admonish-tip",
                "admonition caution admonish-danger",
            ])
        // A title in single quotes (a TOML string) after a comma, and a title's Markdown and HTML, as the preprocessor
        // reads them; they had been cut to `'A` and shown as `_Referencing_ and <i>…`. `title = "…"`, with TOML's
        // spaces, had made the block a note titled "Danger".
        #expect(
            asides.map { aside in
                aside.elementChildren.first { $0.attribute("class") == "admonition-title" }?.textContent
            } == [
                "Note", "Features are not additive", "In short", nil, "Example", "A title that really pops",
                "Referencing and dereferencing", "Spaced \"out\" = fine",
            ])
        #expect(
            page.select(
                "//h:p[@class='admonition-title']/h:em | //h:p[@class='admonition-title']/h:i",
                namespaces: EPUBFile.namespaces
            )
            .map(\.textContent) == ["Referencing", "dereferencing"])
        #expect(
            page.select("//h:aside/h:p[not(@class)]/h:em", namespaces: EPUBFile.namespaces).map(
                \.textContent)
                == ["note", "subtractive"], "the content is Markdown")
        #expect(
            try codeBlocks("blocks", in: epub) == [
                "let x = 1;\n", "```admonish tip\nShown as code: it is the subject here.\n```\n",
            ])

        // The same chapter in a book that does not run the preprocessor: code blocks, as mdBook shows them.
        let folder = TestPaths.temporaryDirectory() + "/plain"
        try FileManager.default.copyItem(atPath: Paths.directory(of: book), toPath: folder)
        try "[book]\ntitle = \"Admonitions\"\n".write(toFile: folder + "/book.toml", atomically: true, encoding: .utf8)
        let (plain, _) = try TestBuild.build(folder + "/book.toml")
        #expect(
            try EPUBFile(plain).xml("EPUB/text/blocks.xhtml").select("//h:aside", namespaces: EPUBFile.namespaces)
                .isEmpty)
        #expect(try codeBlocks("blocks", in: plain).count == 9)
    }

    /// mdbook-tera's context (the JSON its command names) fills in `{{ name }}` and `{{ a.b }}`, in code blocks too, as
    /// the preprocessor renders the whole file; a name it has no value for stays as written.
    @Test func teraContextFillsInItsValues() throws {
        let (epub, report) = try TestBuild.build(TestPaths.fixture("books/mdbook-admonish/book.toml"))
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(epub)
        let page = "EPUB/text/values.xhtml"
        #expect(
            try file.values("//h:p", in: page) == [
                "This book is for version 1.2.3 of Rhai. See the listings.", "Unknown: {{ nothing }} stays.",
                // mdbook-variables' and mdbook-environment's values, from book.toml; a command's is never run.
                "Edition 2024, harbour Kiel, latest {{LATEST}}.",
            ])
        #expect(try file.values("//h:p/h:a/@href", in: page) == ["listings.xhtml"])
        #expect(try file.values("//h:pre", in: page) == ["rhai = \"1.2.3\"\n"])
    }

    /// The Rust book's `<Listing>` (mdbook-trpl-listing, which book.toml runs) is a figure with its file name and its
    /// "Listing N: caption", as the preprocessor writes it; they had been attributes of a `<div>`, seen by no reader.
    @Test func trplListingsAreCaptionedFigures() throws {
        let (epub, report) = try TestBuild.build(TestPaths.fixture("books/mdbook-admonish/book.toml"))
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(epub)
        let page = "EPUB/text/listings.xhtml"
        #expect(
            try file.values("//h:figure[@class='listing']/h:span[@class='file-name']", in: page) == [
                "Filename: src/main.rs", "Filename: src/thread.rs",
            ])
        // An opening tag over several lines, as trpl writes its longer ones, is read whole.
        #expect(
            try file.values("//h:figure[@class='listing']/h:figcaption", in: page) == [
                "Listing 6-7: Checking a state with if let", "Listing 16-1: Creating a new thread",
            ])
        #expect(try file.values("//h:figure[@class='listing']/h:figcaption/h:code", in: page) == ["if let"])
        #expect(
            try file.values("//h:figure[@class='listing']/h:pre", in: page) == [
                "fn main() {}\n", "$ cargo run\n", "fn spawn() {}\n",
            ])
    }

    /// mdbook-spec's rules (the Rust Reference's `r[items.fn.intro]` lines) are anchors the reader sees, and any
    /// chapter
    /// links to a rule by its name, as the preprocessor has it; before, each name was raw text over its paragraph.
    @Test func specRulesAreAnchorsThatEveryChapterLinksTo() throws {
        let (epub, report) = try TestBuild.build(TestPaths.fixture("books/mdbook-admonish/book.toml"))
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try EPUBStructure.expectEPUBCheckClean(epub)
        let file = try EPUBFile(epub)
        let functions = "EPUB/text/functions.xhtml", rules = "EPUB/text/rules.xhtml"
        #expect(
            try file.values("//h:div[@class='rule']/@id", in: functions) == [
                "r-items.fn.intro", "r-items.fn.namespace",
            ])
        #expect(
            try file.values("//h:div[@class='rule']/h:a", in: functions) == [
                "[items.fn.intro]", "[items.fn.namespace]",
            ])
        #expect(try file.values("//h:p/h:em", in: functions) == ["function"])
        #expect(try file.values("//h:pre", in: functions) == ["r[not.a.rule]\n"])
        #expect(try file.values("//h:p/h:a/@href", in: functions) == ["#r-items.fn.intro"])
        #expect(
            try file.values("//h:p/h:a/@href", in: rules) == [
                "functions.xhtml#r-items.fn.intro", "functions.xhtml#r-items.fn.namespace", "#r-rules.own",
            ])
        #expect(try file.values("//h:p", in: rules).first?.contains("[unknown.rule] is not one") == true)
    }

    /// mdbook-toc's `<!-- toc -->` (book.toml runs it) is a list of links to the headings after it, nested by level,
    /// as the preprocessor writes it; a marker shown in code stays code. The page had lost its list.
    @Test func mdBookTocMarkersAreThePagesContents() throws {
        let (epub, report) = try TestBuild.build(TestPaths.fixture("books/mdbook-admonish/book.toml"))
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(epub)
        let page = "EPUB/text/guide.xhtml"
        #expect(
            try file.values("//h:ul[@class='page-toc']/h:li/h:a/@href", in: page) == [
                "#level-11", "#level-111", "#custom", "#level-12", "#level-12-1",
            ])
        #expect(
            try file.values("/h:html/h:body/h:section/h:ul/h:li/h:a", in: page) == [
                "Level 1.1", "Level 1.2", "Level 1.2",
            ])
        #expect(try file.values("//h:ul[@class='page-toc']//h:a/h:code", in: page) == ["1.1.1"])
        #expect(
            try file.values("//h:h2/@id | //h:h3/@id", in: page) == [
                "level-11", "level-111", "custom", "level-12", "level-12-1",
            ])
        #expect(try file.values("//h:pre", in: page) == ["<!-- toc -->\n"])
    }

    /// book.toml's `marker` (one line, or several) and `max-level` for mdbook-toc are read as it reads them: the
    /// marker had shown as text and the list had not been made. A marker on a page without headings goes.
    @Test func mdBookTocReadsItsMarkerAndLevel() throws {
        let folder = try TestPaths.folder(holding: [
            "book.toml":
                "[book]\ntitle = \"T\"\nlanguage = \"en\"\n\n[preprocessor.toc]\nmarker = \"* auto-gen TOC;\\n{:toc}\"\nmax-level = 2\n",
            "src/SUMMARY.md": "# Summary\n\n- [Guide](guide.md)\n- [Empty](empty.md)\n",
            "src/guide.md": "# Guide\n\n* auto-gen TOC;\n{:toc}\n\n## Two\n\n### Three\n\nText.\n",
            "src/empty.md": "# Empty\n\n* auto-gen TOC;\n{:toc}\n\nText.\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.toml")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:ul[@class='page-toc']//h:a", in: "EPUB/text/guide.xhtml") == ["Two"])
        for page in ["EPUB/text/guide.xhtml", "EPUB/text/empty.xhtml"] {
            let text = String(decoding: try file.data(page), as: UTF8.self)
            #expect(!text.contains("auto-gen") && !text.contains("{:toc}"), "\(page)")
        }
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// A picture whose path climbs above the book's folder is the one a browser finds: mdBook publishes `src/` at the
    /// site's root, where `..` stops (a banner included at several depths writes `../../../images/x.png`), and where
    /// `/images/x.png` starts. Both had been left out, with a warning that looked outside the project.
    @Test func aPictureClimbingAboveTheBookIsFoundAtItsRoot() throws {
        let folder = try TestPaths.folder(holding: [
            "book.toml": "[book]\ntitle = \"Banner\"\n", "src/SUMMARY.md": "- [B](a/b.md)\n",
            "src/a/b.md":
                "# B\n\n![logo](../../../images/x.png)\n\n<img src=\"../../../../images/x.png\" alt=\"logo\">\n\n"
                + "![logo](/images/x.png)\n",
        ])
        try FileManager.default.createDirectory(atPath: folder + "/src/images", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: TestPaths.examples + "/field-guide/images/pigeon.png", toPath: folder + "/src/images/x.png")
        let (epub, report) = try TestBuild.build(folder + "/book.toml")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(epub)
        let sources = try file.values("//h:img/@src", in: "EPUB/text/b.xhtml")
        #expect(sources.count == 3 && Set(sources).count == 1)
        #expect(file.entryNames.contains(EPUBFile.resolve(sources[0], against: "EPUB/text/b.xhtml")))
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// HackTricks' `{{#ref}}` card (its own preprocessor's, over thousands of pages) is a link that reads as its
    /// page's title; the bare path had been left as a paragraph, the directives removed with two warnings.
    @Test func aReferenceBlockLinksToItsPage() throws {
        let folder = try TestPaths.folder(holding: [
            "book.toml": "[book]\ntitle = \"Refs\"\n", "src/SUMMARY.md": "- [A](a.md)\n- [B](more/b.md)\n",
            "src/a.md": "# A\n\nRead this first:\n\n{{#ref}}\nmore/b.md\n{{#endref}}\n\nThe end.\n",
            "src/more/b.md": "# The B Page\n\nText.\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.toml")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(epub)
        // The link reads as its page's title, its summary label (as GitBook's mentions read).
        #expect(try file.values("//h:body//h:p", in: "EPUB/text/a.xhtml") == ["Read this first:", "B", "The end."])
        #expect(try file.values("//h:p/h:a/@href", in: "EPUB/text/a.xhtml") == ["b.xhtml"])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// mdbook-template's `{{#template file key=value}}` is the file with its `[[#key]]` filled in, a default where no
    /// value is given, a value running to the next key, the directive over several lines, an escaped placeholder kept:
    /// every page of a real book (whisky-book) had lost its line of facts.
    @Test func templatesAreTheirFilesFilledIn() throws {
        let folder = try TestPaths.folder(holding: [
            "book.toml": "[book]\ntitle = \"Games\"\n\n[preprocessor.template]\n",
            "src/SUMMARY.md": "- [Game](games/game.md)\n",
            "src/templates/rating.md":
                "Status: [[#status]] | By: [[#authors]] | Opens: [[ #opens Unknown ]] | \\[[#kept]]\n",
            "src/games/game.md": """
            # Game

            {{#template ../templates/rating.md status=Platinum authors=Ann, Bo}}

            {{#template
                ../templates/rating.md
                status=Gold
                opens=Yes
            }}

            More text.
            """,
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.toml")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(epub)
        #expect(
            try file.values("//h:body//h:p", in: "EPUB/text/game.xhtml") == [
                "Status: Platinum | By: Ann, Bo | Opens: Unknown | [[#kept]]",
                "Status: Gold | By: [[#authors]] | Opens: Yes | [[#kept]]", "More text.",
            ])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }
}
