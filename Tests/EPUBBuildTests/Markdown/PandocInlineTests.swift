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

    /// Delimiters in every arrangement (a fixed-seed walk over the characters that matter): the extensions never
    /// crash the parser, and every tag they open they close.
    @Test func everyArrangementOfDelimitersIsReadSafely() {
        let alphabet = Array("a ^~\\*_[]`\n2")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<3000 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(state >> 59) + 8 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            let html = MarkdownRenderer.html(from: text, syntax: pandoc)
            for tag in ["sub", "sup", "del"] {
                let opened = html.components(separatedBy: "<\(tag)>").count
                #expect(opened == html.components(separatedBy: "</\(tag)>").count, "\(text.debugDescription) → \(html)")
            }
        }
    }
}
