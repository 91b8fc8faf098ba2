import Foundation
import Testing

@testable import EPUBBuild
@testable import Markdown

/// pandoc's citation syntax read at the parser level (CMarkPandoc's pandoc_citations.c): bracketed citations with
/// prefixes, locators and suffixes, several keys, suppressed authors, citations in the text with and without a
/// locator, and what is no citation (an e-mail address, an escaped bracket, code, a link).
@Suite struct PandocCitationSyntaxTests {
    private func html(_ markdown: String) -> String {
        MarkdownRenderer.html(from: markdown, syntax: [.citations, .footnotes, .tables])
            .replacing(#/ data-sourcepos="[^"]*"/#, with: "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func key(_ key: String, line: Int = 1) -> String {
        "<span data-citation-key=\"\(key)\" data-citation-line=\"\(line)\">@\(key)</span>"
    }

    @Test func bracketedCitations() {
        #expect(
            html("A [@doe99].")
                == "<p>A <span class=\"citation\" data-cites=\"doe99\">\(key("doe99"))</span>.</p>")
        #expect(
            html("[see @doe99, pp. 33-35 and *passim*; @smith04, chap. 1]")
                == "<p><span class=\"citation\" data-cites=\"doe99 smith04\">see \(key("doe99")), pp. 33-35 and <em>passim</em>; \(key("smith04")), chap. 1</span></p>"
        )
        #expect(
            html("x\n[-@doe99]")
                == "<p>x\n<span class=\"citation\" data-cites=\"doe99\">-\(key("doe99", line: 2))</span></p>")
    }

    /// An in-text key that is an example's label is the example's number (pandoc reads example labels first), a
    /// bracketed one a citation; odd labels and keys read safely: "(@)" items (no label), a label next to no example,
    /// a braced key, a label that only starts like one, one on the last line, CRLF, a wide character.
    @Test(arguments: [
        ("(@good) G.\n\nAs (@good) and @good, [@good].", "(1) and 1, <span class=\"citation\" data-cites=\"good\">"),
        ("(@) A.\n(@) B.\n\n@a and (@).", "data-cites=\"a\" data-in-text"),
        ("(@good) G.\n\n@{good} and @goods", "data-cites=\"goods\" data-in-text"),
        ("Before @late.\r\n\r\n(@late) L.\r\n", "<p>Before 1.</p>"),
        ("(@魚) Fish.\n\n@魚", "data-cites=\"魚\""),
        ("@x\n\n(@x)", "<p>1</p>"),
    ])
    func exampleLabelsComeBeforeCitations(markdown: String, expected: String) {
        let output = MarkdownRenderer.html(
            from: markdown, syntax: [.citations, .pandocOrderedLists, .exampleLists, .footnotes]
        ).replacing(#/ data-sourcepos="[^"]*"/#, with: "")
            // The marks the build numbers examples through the book by (PandocBlockTests.exampleLists).
            .replacing(#/ data-example-labels="[^"]*"/#, with: "")
            .replacing(#/<span data-example-ref="[^"]*">([^<]*)</span>/#) { $0.1 }
        #expect(output.contains(expected), "\(output)")
    }

    @Test func citationsInTheText() {
        #expect(
            html("@doe99 says.")
                == "<p><span class=\"citation\" data-cites=\"doe99\" data-in-text=\"\">\(key("doe99"))</span> says.</p>"
        )
        #expect(
            html("As @doe99 [p. 33] says.")
                == "<p>As <span class=\"citation\" data-cites=\"doe99\" data-in-text=\"\">\(key("doe99"))p. 33</span> says.</p>"
        )
    }

    @Test func keysOfEveryForm() {
        #expect(html("[@{a b}]").contains("data-cites=\"a b\""))
        #expect(html("[@Doe:2020.x-y]").contains("data-cites=\"Doe:2020.x-y\""))
        // Punctuation ends a key unless a letter or digit follows it.
        #expect(html("[@doe99.]").contains("\(key("doe99")).</span>"))
        #expect(html("[@a&b]").contains("data-cites=\"a&amp;b\""))
    }

    @Test func whatIsNoCitation() {
        #expect(html("Write to jane@example.org.") == "<p>Write to jane@example.org.</p>")
        #expect(html("`[@doe99]`") == "<p><code>[@doe99]</code></p>")
        #expect(!html("\\[@doe99]").contains("class=\"citation\" data-cites=\"doe99\">"))
        #expect(html("[@doe99](https://example.org)").contains("<a href=\"https://example.org\">"))
        #expect(html("[no key here]") == "<p>[no key here]</p>")
    }

    /// Thousands of unclosed brackets with keys, and thousands of keys in one bracket: read in one pass each, every
    /// key kept (`make perf-guard` would show a quadratic reading; here the counts are checked).
    @Test func craftedParagraphsAreReadWhole() {
        let unclosed = String(repeating: "[@a ", count: 20_000)
        #expect(html(unclosed).components(separatedBy: "data-citation-key=").count == 20_001)
        let many = "[" + (0..<5_000).map { "@k\($0)" }.joined(separator: "; ") + "]"
        let rendered = html(many)
        #expect(rendered.components(separatedBy: "class=\"citation\"").count == 2)
        #expect(rendered.components(separatedBy: "data-citation-key=").count == 5_001)
    }

    @Test func gfmKeepsThemText() {
        #expect(MarkdownRenderer.html(from: "[@doe99]").contains(">[@doe99]</p>"))
    }
}
