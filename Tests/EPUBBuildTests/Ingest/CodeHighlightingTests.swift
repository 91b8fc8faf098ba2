import Foundation
import SyntaxHighlight
import Testing
import XMLTree

@testable import EPUBBuild
@testable import EPUBSupport

/// Highlighted code in the written EPUB: classed spans in Go, Rust, shell and
/// console blocks, the same text as before, plain `text` and unknown
/// languages, `highlight: false`, and highlight.css linked only when used.
@Suite struct CodeHighlightingTests {
    private let chapter = "EPUB/text/code.xhtml"

    /// (text, class) of each span in the `index`th code block of the chapter.
    private func spans(_ file: EPUBFile, block index: Int) throws -> [String] {
        let path = "(//h:pre/h:code)[\(index)]/h:span"
        return zip(try file.values(path + "/@class", in: chapter), try file.values(path, in: chapter)).map {
            "\($0) \($1)"
        }
    }

    @Test func codeBlocksGetClassedSpans() throws {
        let book = TestBuild.fixtureBook("code-highlighting")
        let (epub, file) = try TestBuild.buildWithoutWarnings(book)
        let go = try spans(file, block: 1)
        #expect(
            go == [
                "hl-comment // Add sums two numbers.", "hl-keyword func", "hl-function Add", "hl-type int",
                "hl-type int",
                "hl-keyword return", "hl-comment // \"not a string\"",
            ])
        // mdBook's `rust,ignore`: Rust all the same, its hidden lines gone before highlighting.
        #expect(
            try spans(file, block: 2) == [
                "hl-keyword let", "hl-string \"hello\"", "hl-function println!", "hl-string \"{greeting}\"",
            ])
        let shell = try spans(file, block: 3)
        #expect(
            shell.contains("hl-keyword for") && shell.contains("hl-function echo")
                && shell.contains("hl-comment # each file"), "\(shell)")
        // A console session: prompts apart, commands as shell (a `\` line included), output plain.
        #expect(
            try spans(file, block: 4) == [
                "hl-prompt $ ", "hl-function go", "hl-constant -v", "hl-prompt (venv) $ ", "hl-function python3",
                "hl-constant -m", "hl-constant --version",
            ])
        #expect(
            try spans(file, block: 5) == ["hl-prompt $ ", "hl-function cargo"],
            "a bash block of `$ ` lines is a session")
        #expect(try spans(file, block: 6).contains("hl-number 42"))
        // `text`, an unknown language and no language at all: the text as written, no span.
        for block in 7...9 { #expect(try spans(file, block: block).isEmpty, "block \(block)") }
        // Highlighting adds markup, never text: every block reads as the Markdown wrote it.
        let texts = try file.values("//h:pre/h:code", in: chapter)
        #expect(
            texts[0] == "// Add sums two numbers.\nfunc Add(a, b int) int {\n\treturn a + b // \"not a string\"\n}\n")
        #expect(texts[3] == "$ go test -v \\\n    ./...\n=== RUN   TestAdd\nPASS\n(venv) $ python3 -m pip --version\n")
        // The stylesheet is packaged and linked.
        #expect(try file.values("//h:link/@href", in: chapter) == ["../styles/book.css", "../styles/highlight.css"])
        #expect(
            try file.values("//opf:item[@href='styles/highlight.css']/@media-type", in: "EPUB/package.opf") == [
                "text/css"
            ])
        try EPUBStructure.expectAll(book, epub)
    }

    @Test func highlightFalseLeavesCodePlain() throws {
        let folder = TestPaths.temporaryDirectory()
        let fixture = TestPaths.fixture("books/code-highlighting")
        try FileManager.default.copyItem(atPath: fixture + "/code.md", toPath: folder + "/code.md")
        try "title: Plain\nlanguage: en\nhighlight: false\nchapters: [code.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:span", in: chapter).isEmpty)
        #expect(try file.values("//h:link/@href", in: chapter) == ["../styles/book.css"])
        #expect(!file.entryNames.contains("EPUB/styles/highlight.css"))
    }

    /// `--no-highlight`, pandoc's flag, over a book that highlights: the same code, no span, no highlight.css.
    @Test func noHighlightFlagLeavesCodePlain() throws {
        let book = TestBuild.fixtureBook("code-highlighting")
        let (plain, coloured) = (
            TestPaths.temporaryDirectory() + "/plain.epub", TestPaths.temporaryDirectory() + "/c.epub"
        )
        #expect(try CommandRunner.epubbuild(["build", book, "-q", "--no-highlight", "-o", plain]).status == 0)
        #expect(try CommandRunner.epubbuild(["build", book, "-q", "-o", coloured]).status == 0)
        let (without, with) = (try EPUBFile(plain), try EPUBFile(coloured))
        #expect(try without.values("//h:span", in: chapter).isEmpty)
        #expect(try !with.values("//h:span", in: chapter).isEmpty)
        #expect(try without.values("//h:pre", in: chapter) == with.values("//h:pre", in: chapter))
        #expect(!without.entryNames.contains("EPUB/styles/highlight.css"))
    }

    /// A chapter split at its headings: each document gets its own blocks' spans, and the stylesheet.
    @Test func splitChaptersAreHighlightedInEveryPart() throws {
        let folder = TestPaths.temporaryDirectory()
        try "# One\n\n```go\nfunc One() {}\n```\n\n# Two\n\n```python\ndef two(): pass\n```\n"
            .write(toFile: folder + "/code.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nchapters:\n  - {file: code.md, split: 1}\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:pre/h:code/h:span", in: "EPUB/text/code.xhtml") == ["func", "One"])
        #expect(try file.values("//h:pre/h:code/h:span", in: "EPUB/text/code-2.xhtml") == ["def", "two", "pass"])
        #expect(
            try file.values("//h:link/@href", in: "EPUB/text/code-2.xhtml") == [
                "../styles/book.css", "../styles/highlight.css",
            ])
    }

    /// An HTML chapter's code already marked up by its author keeps its markup;
    /// a plain block in it with a language class is highlighted like Markdown's.
    @Test func markedUpCodeIsLeftAlone() throws {
        let folder = TestPaths.temporaryDirectory()
        try """
        <html><body><h1>Code</h1>
        <pre><code class="language-go"><b>func</b> main() {}</code></pre>
        <pre><code class="language-go">func main() {}</code></pre>
        </body></html>
        """.write(toFile: folder + "/code.html", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nchapters: [code.html]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        let file = try EPUBFile(epub)
        #expect(try file.values("(//h:pre/h:code)[1]/*", in: chapter) == ["func"])
        #expect(try file.values("(//h:pre/h:code)[1]/h:b", in: chapter) == ["func"])
        #expect(try file.values("(//h:pre/h:code)[2]/h:span/@class", in: chapter) == ["hl-keyword", "hl-function"])
    }

    /// The same book gives the same bytes at any number of workers.
    @Test func outputIsTheSameAtAnyJobs() throws {
        let book = TestBuild.fixtureBook("code-highlighting")
        let one = try Data(contentsOf: URL(fileURLWithPath: TestBuild.build(book, jobs: 1).epub))
        for jobs in [2, 4] {
            #expect(
                try Data(contentsOf: URL(fileURLWithPath: TestBuild.build(book, jobs: jobs).epub)) == one,
                "jobs \(jobs)")
        }
    }

    @Test func blockLanguagesAreReadFromTheClass() {
        typealias Language = CodeHighlighting.BlockLanguage
        #expect(Language(classAttribute: "language-rust,ignore") == .code(.rust))
        #expect(Language(classAttribute: "language-rust,no_run") == .code(.rust))
        #expect(Language(classAttribute: "language-rust,should_panic,edition2021") == .code(.rust))
        #expect(Language(classAttribute: "language-{.python}") == .code(.python))
        #expect(Language(classAttribute: "other lang-go") == .code(.go))
        #expect(Language(classAttribute: "language-console") == .consoleSession)
        #expect(Language(classAttribute: "language-shell-session") == .consoleSession)
        #expect(Language(classAttribute: "language-text") == nil)
        #expect(Language(classAttribute: "language-") == nil)
        #expect(Language(classAttribute: "plain") == nil)
        #expect(Language(classAttribute: nil) == nil)
        // mdBook's hidden lines read the same words.
        let info = CodeInfo(classAttribute: "language-Python,hidelines=!!!,ignore")
        #expect(info?.language == "Python" && info?.attributes == ["hidelines=!!!", "ignore"])
        #expect(CodeInfo(classAttribute: "language-{.rust}")?.language == "rust")
        // Read byte by byte: words around tabs, and letters outside ASCII, come out whole.
        #expect(CodeInfo(classAttribute: "wide\tlanguage-élan,ñ hljs")?.language == "élan")
        #expect(CodeInfo(classAttribute: "wide\tlanguage-élan,ñ hljs")?.attributes == ["ñ"])
        #expect(CodeInfo(classAttribute: "language-e\u{301}")?.language == "e\u{301}")
        #expect(CodeInfo(classAttribute: "language-{}") == nil)
    }

    /// CRLF lines keep their `\` continuations, and a string continued over
    /// two command lines is cut at each line's end.
    @Test func consoleSessionsOverLinesAndStrings() throws {
        let crlf = ConsoleSession("$ make \\\r\n  all\r\nok\r\n")
        let bytes = Array("$ make \\\r\n  all\r\nok\r\n".utf8)
        #expect(crlf.commands.map { String(decoding: bytes[$0], as: UTF8.self) } == ["make \\", "  all"])
        let text = "$ echo \"one \\\ntwo\"\nprinted\n"
        let utf8 = Array(text.utf8)
        let spans = ConsoleSession(text).spans(using: SyntaxHighlighter()).map {
            "\($0.kind.rawValue) \(String(decoding: utf8[$0.range], as: UTF8.self))"
        }
        #expect(spans == ["prompt $ ", "function echo", "string \"one \\", "string two\""])
    }

    /// A long session: every prompt and command found, each once, in order.
    @Test func longConsoleSessions() {
        let text = (1...5000).map { "$ echo \($0)\n\($0)\n" }.joined()
        let spans = ConsoleSession(text).spans(using: SyntaxHighlighter())
        #expect(spans.filter { $0.kind == .prompt }.count == 5000)
        #expect(spans.filter { $0.kind == .function }.count == 5000)
        #expect(zip(spans, spans.dropFirst()).allSatisfy { $0.range.upperBound <= $1.range.lowerBound })
    }

    /// Blocks that differ only in Unicode normalisation are not taken for one:
    /// spans are byte ranges ("é" as e + U+0301 is a byte longer).
    @Test func blocksDifferingInNormalisationKeepTheirOwnSpans() throws {
        let folder = TestPaths.temporaryDirectory()
        let decomposed = "x = \"e\u{0301}\" # one", composed = "x = \"\u{e9}\" # one"
        try "# Code\n\n```python\n\(decomposed)\n```\n\n```python\n\(composed)\n```\n".write(
            toFile: folder + "/code.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nchapters: [code.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        let file = try EPUBFile(epub)
        let strings = try file.values("//h:pre/h:code/h:span[@class='hl-string']", in: chapter)
        #expect(strings.map { Array($0.utf8) } == [Array("\"e\u{0301}\"".utf8), Array("\"\u{e9}\"".utf8)])
        #expect(try file.values("//h:pre/h:code/h:span[@class='hl-comment']", in: chapter) == ["# one", "# one"])
    }

    @Test func consoleSessionsFindTheirPrompts() {
        let session = ConsoleSession(
            "$ ls\nREADME.md\nme@host:~/src$ make \\\n  all\n100% done\n# whoami\nroot\n>>> print(1)\n")
        let text = Array(
            "$ ls\nREADME.md\nme@host:~/src$ make \\\n  all\n100% done\n# whoami\nroot\n>>> print(1)\n".utf8)
        func strings(_ ranges: [Range<Int>]) -> [String] { ranges.map { String(decoding: text[$0], as: UTF8.self) } }
        #expect(strings(session.prompts) == ["$ ", "me@host:~/src$ ", "# "])
        #expect(strings(session.commands) == ["ls", "make \\", "  all", "whoami"])
        #expect(ConsoleSession.startsWithPrompt("\n  $ cargo run\n"))
        #expect(!ConsoleSession.startsWithPrompt("echo $HOME\n$ ls"))
    }
}
