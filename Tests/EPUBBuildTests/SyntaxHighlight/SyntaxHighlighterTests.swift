import Foundation
import SyntaxHighlight
import Testing

/// The vendored grammars and their queries, through SyntaxHighlighter: each
/// language's query compiles against its grammar, and a small program in it
/// gets the classes its query gives.
@Suite struct SyntaxHighlighterTests {
    /// The classed runs of `code`: (text, class name).
    private func runs(_ code: String, _ language: CodeLanguage) throws -> [(text: String, kind: String)] {
        let bytes = Array(code.utf8)
        return try SyntaxHighlighter().spans(of: code, in: language).map {
            (String(decoding: bytes[$0.range], as: UTF8.self), $0.kind.rawValue)
        }
    }

    private func kinds(of text: String, in runs: [(text: String, kind: String)]) -> [String] {
        // A run may go on past the text (a TOML pair's `name = `).
        runs.filter { $0.text == text || $0.text.hasPrefix(text + " ") }.map(\.kind)
    }

    /// One program per language, and runs its query must class.
    static let samples: [(CodeLanguage, String, [(String, String)])] = [
        (
            .bash, "for f in *.md; do echo \"$f\"; done # all",
            [("for", "keyword"), ("echo", "function"), ("# all", "comment")]
        ),
        (
            .c, "#include <stdio.h>\nint main(void) { return 0; /* ok */ }",
            [("#include", "keyword"), ("int", "type"), ("main", "function"), ("/* ok */", "comment")]
        ),
        (
            .css, "body > p.note { color: #333; margin: 0 }",
            [("body", "tag"), ("color", "property"), ("#333", "string")]
        ),
        (
            .go, "package main\n\nvar none = nil\n\nfunc Add(a int) int { return len(\"x\") + a + 10 }",
            [
                ("package", "keyword"), ("nil", "constant"), ("Add", "function"), ("int", "type"), ("len", "function"),
                ("\"x\"", "string"), ("10", "number"),
            ]
        ),
        (
            .html, "<p class=\"x\">Hi<!-- note --></p>",
            [("p", "tag"), ("class", "attribute"), ("<!-- note -->", "comment")]
        ),
        (
            .javascript, "function greet(name) { return `hi ${name}`; } // done",
            [("function", "keyword"), ("greet", "function"), ("// done", "comment")]
        ),
        (
            .json, "{\"count\": 42, \"ok\": true, \"none\": null}",
            [("\"count\"", "property"), ("42", "number"), ("true", "constant"), ("null", "constant")]
        ),
        (
            .python, "def area(r):\n    \"\"\"Doc.\"\"\"\n    return 3.14 * r ** 2  # pi",
            [("def", "keyword"), ("area", "function"), ("3.14", "number"), ("# pi", "comment")]
        ),
        (
            .rust, "fn main() {\n    let s: String = \"hi\".to_string();\n    println!(\"{s}\");\n}",
            [
                ("fn", "keyword"), ("main", "function"), ("String", "type"), ("\"hi\"", "string"),
                ("println!", "function"),
            ]
        ),
        (
            .sql, "SELECT name FROM users WHERE id = 1; -- one",
            [("SELECT", "keyword"), ("FROM", "keyword"), ("1", "number"), ("-- one", "comment")]
        ),
        (
            .swift, "import Foundation\nstruct Point { let x: Int }\nfunc twice(_ n: Int) -> Int { return n * 2 }",
            [("import", "keyword"), ("struct", "keyword"), ("Int", "type"), ("twice", "function"), ("2", "number")]
        ),
        (
            .toml, "[package]\nname = \"tides\" # the crate\nversion = 1",
            [("name", "property"), ("\"tides\"", "string"), ("# the crate", "comment"), ("1", "number")]
        ),
        (
            .yaml, "name: tides\nenabled: true\ncount: 42\nratio: 1.5\nmissing: ~\nwords: \"yes\"",
            [
                ("name", "property"), ("tides", "string"), ("true", "constant"), ("42", "number"), ("1.5", "number"),
                ("~", "constant"), ("\"yes\"", "string"),
            ]
        ),
    ]

    @Test func everyLanguageHasASample() {
        #expect(Set(Self.samples.map(\.0)) == Set(CodeLanguage.allCases))
    }

    @Test(arguments: samples.indices)
    func eachLanguageIsHighlighted(_ index: Int) throws {
        let (language, code, expected) = Self.samples[index]
        let found = try runs(code, language)
        for (text, kind) in expected {
            #expect(kinds(of: text, in: found).contains(kind), "\(language): '\(text)' should be \(kind); got \(found)")
        }
    }

    /// `#match?` decides: Rust's query takes a capitalised identifier for a
    /// type or constructor (`(#match? @constructor "^[A-Z]")`), a lower-case one for nothing.
    @Test func predicatesFilterCaptures() throws {
        let found = try runs("fn f() { let n = Tide + level; }", .rust)
        #expect(kinds(of: "Tide", in: found) == ["type"])
        #expect(kinds(of: "level", in: found).isEmpty)
        #expect(kinds(of: "n", in: found).isEmpty)
    }

    /// Text a grammar cannot read (32 KB of `<!--` in a Go block, found by fuzzing) had kept tree-sitter's error
    /// recovery busy for over a minute: the parse is given up past a budget of operations, and the block stays
    /// plain, the same on any machine. Readable code of the same length is highlighted as ever.
    @Test func codeNoGrammarCanReadIsGivenUpAndStaysPlain() throws {
        let garbage = String(repeating: "<!--", count: 8000)
        #expect(try SyntaxHighlighter().spans(of: garbage, in: .go).isEmpty)
        let go = String(repeating: "func f(x int) int { return x + 1 }\n", count: 900)
        #expect(try SyntaxHighlighter().spans(of: go, in: .go).count > 900)
    }

    @Test func spansAreOrderedDisjointAndWithinTheText() throws {
        for (language, code, _) in Self.samples {
            let spans = try SyntaxHighlighter().spans(of: code, in: language)
            #expect(!spans.isEmpty)
            for (before, after) in zip(spans, spans.dropFirst()) {
                #expect(before.range.upperBound <= after.range.lowerBound, "\(language)")
            }
            #expect(
                spans.allSatisfy {
                    $0.range.lowerBound >= 0 && $0.range.upperBound <= code.utf8.count && !$0.range.isEmpty
                })
        }
    }

    /// The fence's word: the spellings authors use, mdBook's attributes aside.
    @Test func languagesAreNamedAsAuthorsWriteThem() {
        let names: [String: CodeLanguage?] = [
            "go": .go, "golang": .go, "rs": .rust, "Rust": .rust, "sh": .bash, "shell": .bash, "zsh": .bash,
            "yml": .yaml, "js": .javascript, "py": .python, "python3": .python, "h": .c, "C": .c, "xml": .html,
            "postgresql": .sql, "jsonc": .json, "text": nil, "txt": nil, "diff": nil, "dockerfile": nil,
            "brainfuck": nil, "": nil,
        ]
        for (name, language) in names { #expect(CodeLanguage(infoWord: name) == language, "\(name)") }
    }

    /// Capture names from both traditions fold into the few classes highlight.css colours.
    @Test func captureNamesFoldIntoTheStylesheetsClasses() {
        let names: [String: HighlightClass?] = [
            "keyword": .keyword, "keyword.function": .keyword, "conditional": .keyword, "repeat": .keyword,
            "storageclass": .keyword,
            "type.qualifier": .keyword, "variable.builtin": .keyword, "string": .string,
            "string.special.key": .property, "string.special": .string, "character.special": .escape,
            "string.escape": .escape, "escape": .escape, "string.regexp": .escape, "comment.documentation": .comment,
            "number": .number, "float": .number, "boolean": .constant, "constant.builtin": .constant,
            "function.method": .function,
            "function.macro": .function, "constructor": .type, "namespace": .type, "field": .property,
            "variable.member": .property,
            "attribute": .attribute, "tag": .tag, "variable": nil, "variable.parameter": nil,
            "punctuation.bracket": nil,
            "operator": nil, "tag.error": nil, "embedded": nil, "spell": nil, "_name": nil,
        ]
        for (name, kind) in names { #expect(HighlightClass(captureName: name) == kind, "\(name)") }
    }

    /// Code a grammar cannot make sense of still comes back whole: no trap, spans inside the text.
    @Test func brokenAndOddInputStaysInBounds() throws {
        let inputs = [
            "func (", "\"unterminated", "}}}{{{", String(repeating: "(", count: 5000), "é ü — 漢字 🙂 \"ß\"",
            "\u{0}\u{1}\t\r\n", "",
        ]
        for language in CodeLanguage.allCases {
            for input in inputs {
                let spans = try SyntaxHighlighter().spans(of: input, in: language)
                #expect(
                    spans.allSatisfy { $0.range.upperBound <= input.utf8.count }, "\(language) on \(input.prefix(20))")
                // Every span starts and ends on a character boundary, so the XHTML written from it is valid UTF-8.
                for span in spans {
                    let bytes = Array(input.utf8)
                    #expect(String(validating: bytes[span.range], as: UTF8.self) != nil, "\(language): \(span)")
                }
            }
        }
    }

    /// Highlighters on several threads share the compiled queries; each
    /// block's spans are the same as one thread finds, at any thread count.
    @Test(arguments: [2, 4, 8])
    func threadsGiveTheSameSpans(_ threads: Int) throws {
        let blocks: [(CodeLanguage, String)] = (0..<40).flatMap { round in
            Self.samples.map { ($0.0, $0.1 + "\n" + String(repeating: " ", count: round % 3)) }
        }
        let highlighter = SyntaxHighlighter()
        let expected = try blocks.map { try highlighter.spans(of: $0.1, in: $0.0) }
        let results = ResultsBox(count: blocks.count)
        DispatchQueue.concurrentPerform(iterations: threads) { worker in
            let own = SyntaxHighlighter()
            for index in stride(from: worker, to: blocks.count, by: threads) {
                results.set(index, (try? own.spans(of: blocks[index].1, in: blocks[index].0)) ?? [])
            }
        }
        #expect(results.values == expected)
    }

    private final class ResultsBox: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [[HighlightSpan]]
        init(count: Int) { values = Array(repeating: [], count: count) }
        func set(_ index: Int, _ value: [HighlightSpan]) { lock.withLock { values[index] = value } }
    }
}
