import Markdown
import Testing

/// pandoc Markdown's inline syntax that GitHub's lacks (CMarkPandoc), read by the renderer when asked for, with
/// pandoc's rules: what pandoc's `writer.html5` shows for its own test suite.
@Suite struct PandocInlineTests {
    private let pandoc: MarkdownRenderer.Syntax = [
        .tables, .footnotes, .strikethrough, .superscript, .subscript,
    ]

    private func paragraph(_ markdown: String, _ syntax: MarkdownRenderer.Syntax) -> String {
        let html = MarkdownRenderer.html(from: markdown, syntax: syntax)
        return String(html.drop { $0 != ">" }.dropFirst().prefix { $0 != "\n" }).replacingOccurrences(
            of: "</p>", with: "")
    }

    @Test(arguments: [
        ("H~2~O", "H<sub>2</sub>O"),
        ("2^10^ and x^2^", "2<sup>10</sup> and x<sup>2</sup>"),
        ("~~gone~~ H~2~O", "<del>gone</del> H<sub>2</sub>O"),
        ("^*hello*^", "<sup><em>hello</em></sup>"),
        // No spaces inside, unless escaped (then a non-breaking space).
        ("a^b c^d, a~b c~d", "a^b c^d, a~b c~d"),
        ("H~many\\ of\\ them~O", "H<sub>many\u{A0}of\u{A0}them</sub>O"),
        ("^^ and ~~~", "^^ and ~~~"),
        ("a^[note]", "a^[note]"),
        ("`H~2~O`", "<code>H~2~O</code>"),
    ])
    func pandocReadsSubscriptsAndSuperscripts(markdown: String, expected: String) {
        #expect(paragraph(markdown, pandoc) == expected)
    }

    /// GitHub's reading is unchanged: `~text~` is strikethrough, `^` is a letter.
    @Test func gitHubKeepsItsStrikethrough() {
        #expect(paragraph("H~2~O and 2^10^", .gitHub) == "H<del>2</del>O and 2^10^")
        #expect(paragraph("a\\ b", .gitHub) == "a\\ b")
    }

    @Test func smartPunctuationIsPandocs() {
        #expect(
            paragraph("\"Hi\" -- it's...", [.smartPunctuation]) == "\u{201C}Hi\u{201D} \u{2013} it\u{2019}s\u{2026}")
    }
}
