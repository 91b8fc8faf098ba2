import Foundation
import Testing

/// Inputs made to break the tool, found by fuzzing (`make fuzz`): each gets one
/// clear message and exit status 1, and no EPUB. Large inputs are generated
/// here rather than kept as files. Those that once took quadratic time are
/// also counted in instructions by `make perf-guard` (scripts/instruction-budget.py),
/// which catches slowness without a clock that a busy machine makes flake.
@Suite struct CraftedInputTests {
    /// Writes `files` into a new folder and builds its book.yaml with the CLI.
    private func build(_ files: [String: String], arguments: [String] = []) throws -> (
        result: CommandResult, output: String
    ) {
        let folder = TestPaths.temporaryDirectory()
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        let output = folder + "/out.epub"
        let result = try CommandRunner.epubbuild(["build", "book.yaml", "-o", output] + arguments, in: folder)
        return (result, output)
    }

    private static let header = "title: Crafted\nlanguage: en\n"

    /// Yams and the chapters reader recurse: 5 000 levels overflowed the stack (exit 139).
    static let nestedYAML: [String: (yaml: String, place: String)] = [
        "flow sequences": (
            header + "subjects: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
                + "\nchapters: [a.md]\n", "3:74"
        ),
        "flow mappings": (
            header + "subjects: " + String(repeating: "{a: ", count: 5000) + "\nchapters: [a.md]\n", "3:263"
        ),
        "nested parts": (
            header + "chapters:\n"
                + (0..<2000).map {
                    String(repeating: "  ", count: 2 * $0 + 1) + "- part: P\($0)\n"
                        + String(repeating: "  ", count: 2 * $0 + 2) + "chapters:\n"
                }.joined(), "66:129"
        ),
    ]

    @Test(arguments: nestedYAML.keys.sorted())
    func deeplyNestedYAMLIsRefusedAtItsPlace(_ name: String) throws {
        let input = Self.nestedYAML[name]!
        let (result, output) = try build(["book.yaml": input.yaml, "a.md": "# A\n"])
        #expect(result.status == 1, "exit \(result.status)")
        #expect(
            result.stderr.trimmingCharacters(in: .newlines)
                == "book.yaml:\(input.place): error: [Load] YAML nested more than 64 levels deep — no book needs that many"
        )
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// Front matter is read on a worker thread, whose stack is smaller still.
    @Test func deeplyNestedFrontMatterIsRefusedAtItsPlace() throws {
        let markdown =
            "---\ntitle: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000) + "\n---\n# A\n"
        let (result, output) = try build(["book.yaml": Self.header + "chapters: [a.md]\n", "a.md": markdown])
        #expect(result.status == 1)
        #expect(
            result.stderr.trimmingCharacters(in: .newlines)
                == "a.md:2:71: error: [Ingest] front matter nested more than 64 levels deep — it needs only a few keys")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// Every message used to rescan its line: 1 000 broken links on one line took minutes.
    @Test func manyBrokenLinksOnOneLineAreReportedQuickly() throws {
        let links = String(repeating: "<a href=\"#x\">l</a> ", count: 1000)
        let chapter =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>T</title></head>"
            + "<body><h1>T</h1><p>\(links)</p></body></html>\n"
        let (result, output) = try build(["book.yaml": Self.header + "chapters: [c.xhtml]\n", "c.xhtml": chapter])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first == "c.xhtml:2:101: error: [Resolve] link target '#x' does not exist")
        // The 1 000th link, at its own column: each message points at its own link.
        #expect(
            lines.dropLast(2).last == "c.xhtml:2:\(101 + 99 * 19): error: [Resolve] link target '#x' does not exist")
        #expect(lines.dropLast().last == "and 900 more errors")
        #expect(
            lines.last
                == "1000 broken links or missing fragments stopped the build — mend them, or build with --lenient to keep the links' text and write the book anyway"
        )
        #expect(!FileManager.default.fileExists(atPath: output))
        let lenient = try build(
            ["book.yaml": Self.header + "chapters: [c.xhtml]\n", "c.xhtml": chapter], arguments: ["--lenient"])
        #expect(lenient.result.status == 0)
    }

    /// Links to hundreds of distinct missing ids on one line (an adversarial probe: 16 000 had taken over a minute,
    /// each warning reading the line and its elements again, and counting its column from the line's start). Each
    /// is warned of at its own column (`make perf-guard` counts the instructions of 8 000).
    @Test func manyDistinctMissingTargetsOnOneLineAreLocatedInLinearTime() throws {
        let links = (0..<600).map { "<a href=\"#m\($0)\">l</a> " }.joined()
        let chapter =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>T</title></head>"
            + "<body><h1>T</h1><p>\(links)</p></body></html>\n"
        let (result, _) = try build(
            ["book.yaml": Self.header + "chapters: [c.xhtml]\n", "c.xhtml": chapter], arguments: ["--lenient"])
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n").filter { $0.contains("does not exist") }
        #expect(lines.count == 600)
        #expect(lines.first?.hasPrefix("c.xhtml:2:101: warning: [Resolve] link target '#m0' does not exist") == true)
        #expect(lines[499].hasPrefix("c.xhtml:2:10969: warning: [Resolve] link target '#m499'"))
        #expect(lines[599].hasPrefix("c.xhtml:2:13169: warning: [Resolve] link target '#m599'"))
    }

    /// libxml2's HTML parser stops at 256 levels and drops the rest: that is an error, never a silent loss.
    @Test(arguments: [
        ("a.md", "# Deep\n\nIntro.\n\n", "a.md:3:1"), ("b.html", "<p>x</p>\n", "b.html:2:1"),
        ("c.md", String(repeating: "> ", count: 300) + "quoted\n", "c.md:1:1"),
    ])
    func contentNestedTooDeepIsAnError(file: String, prefix: String, place: String) throws {
        let nested =
            file == "c.md"
            ? "" : String(repeating: "<div>", count: 300) + "END" + String(repeating: "</div>", count: 300)
        let deep = try build(["book.yaml": Self.header + "chapters: [\(file)]\n", file: prefix + nested + "\n"])
        #expect(deep.result.status == 1)
        #expect(
            deep.result.stderr
                == "\(place): error: [Ingest] elements nest deeper than 256 levels at or after this line, where the HTML parser stops and the rest of the chapter would be lost — nest them less deeply\n"
        )
        #expect(!FileManager.default.fileExists(atPath: deep.output))
        // Below the limit, everything arrives.
        let shallow = try build([
            "book.yaml": Self.header + "chapters: [a.md]\n",
            "a.md": String(repeating: "<div>", count: 200) + "END" + String(repeating: "</div>", count: 200) + "\n",
        ])
        #expect(shallow.result.status == 0, "\(shallow.result.stderr)")
        #expect(String(decoding: try EPUBFile(shallow.output).data("EPUB/text/a.xhtml"), as: UTF8.self).contains("END"))
    }

    /// Found by `make fuzz`: Markdown links that are all broken, on one line, and brackets nested 32 000 deep.
    @Test func brokenMarkdownLinksOnOneLineAreReportedQuickly() throws {
        let many = try build([
            "book.yaml": Self.header + "chapters: [b.md]\n", "b.md": String(repeating: "[x](y) ", count: 50_000) + "\n",
        ])
        #expect(many.result.status == 1)
        #expect(
            many.result.stderr.hasPrefix("b.md:1:5: error: [Resolve] link target 'y' does not exist\nb.md:1:12: error:")
        )
        #expect(
            many.result.stderr.hasSuffix(
                "and 49900 more errors\n50000 broken links or missing fragments stopped the build — mend them, or build with --lenient to keep the links' text and write the book anyway\n"
            ))
        let nested = String(repeating: "[", count: 32_000) + "x" + String(repeating: "](x)", count: 32_000)
        let deep = try build(["book.yaml": Self.header + "chapters: [a.md]\n", "a.md": nested + "\n"])
        #expect(deep.result.status == 1)
        #expect(deep.result.stderr.hasPrefix("a.md:1:32004: error: [Resolve] link target 'x' does not exist"))
    }

    @Test func aVeryLongMissingImageIsReportedQuickly() throws {
        let source = String(repeating: "a", count: 70_000) + ".png"
        let (result, _) = try build([
            "book.yaml": Self.header + "chapters: [d.md]\n", "d.md": "# D\n\n![pic](\(source))\n",
        ])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("d.md:3:8: error: [Resolve] image '"))
    }

    /// Thousands of `{{#include` left open on one line, and of `[a](` in pandoc's Markdown (fuzzing: each took over a
    /// minute, quadratic) are read in linear time, their text kept; `make perf-guard` counts them.
    @Test(arguments: ["directives", "links"])
    func openSyntaxRepeatedIsReadQuickly(kind: String) throws {
        let line =
            kind == "directives"
            ? String(repeating: "{{#include ", count: 3000) + "x"
            : String(repeating: "[a](", count: 40000) + " x"
        let dialect = kind == "links" ? "from: markdown\n" : ""
        let (result, output) = try build([
            "book.yaml": Self.header + dialect + "chapters: [a.md]\n", "a.md": "# A\n\n" + line + "\n",
        ])
        #expect(result.status == 0, "\(kind): \(result.stderr.prefix(300))")
        let text = try EPUBFile(output).values("//h:p", in: "EPUB/text/a.xhtml").joined()
        #expect(text.hasSuffix(" x") || text.hasSuffix("x"), "\(kind)")
        #expect(text.count > 20_000, "\(kind): the text kept")
    }

    /// Twenty thousand `{% if %}` never closed on one line (a probe: 21 s, quadratic twice over: each tag looked for
    /// the line's last `}}` again, and each warning walked the line to its column) are read in linear time, one
    /// warning for them all at the first; `make perf-guard` counts them.
    @Test func unclosedLiquidTagsOnOneLineAreReadQuickly() throws {
        let (result, _) = try build([
            "book.yaml": Self.header + "chapters: [a.md]\n",
            "a.md": "# A\n\n" + String(repeating: "{% if %}", count: 20_000) + "\n",
        ])
        #expect(result.status == 0, "\(result.stderr.prefix(300))")
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains("'{% if %}'") }
        #expect(warnings.count == 1 && warnings[0].hasPrefix("a.md:3:1: warning:"), "\(warnings)")
        #expect(warnings.first?.contains("20000") == true, "\(warnings)")
    }

    /// An XHTML chapter whose elements nest 300 deep (well-formed, valid) is refused at its place in our words:
    /// libxml2's had called it "malformed" and named an option of its own ("use XML_PARSE_HUGE option").
    @Test func aChapterNestedTooDeeplyIsAnErrorInOurWords() throws {
        let deep = String(repeating: "<div>", count: 300) + "Deep" + String(repeating: "</div>", count: 300)
        let (result, _) = try build([
            "book.yaml": Self.header + "chapters: [c.xhtml]\n",
            "c.xhtml":
                "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>C</title></head>\n<body>\(deep)</body></html>",
        ])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("c.xhtml:2:1282: error: [Ingest] elements nest deeper than 256 levels"),
            "\(result.stderr)")
        #expect(!result.stderr.contains("XML_PARSE_HUGE") && !result.stderr.contains("malformed"))
    }

    /// A stylesheet of `url(` left open thousands of times (fuzzing: 56 KB took over a minute, quadratic) is read in
    /// linear time, its text kept as written; `make perf-guard` counts it.
    @Test func aStylesheetOfOpenURLsIsReadQuickly() throws {
        let css = String(repeating: "a{b:url(", count: 14_000)
        let (result, output) = try build([
            "book.yaml": Self.header + "css: x.css\nchapters: [a.md]\n", "a.md": "# A\n", "x.css": css,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        // The first `url(` runs to the end of the file as one bad url (CSS Syntax 3 §4.3.14): its declaration is
        // left out and the block closed, as browsers read it.
        #expect(String(decoding: try EPUBFile(output).data("EPUB/styles/x.css"), as: UTF8.self) == "a{}")
        #expect(result.stderr.contains("invalid-css-left-out") || result.stderr.contains("CSS that browsers ignore"))
    }
}
