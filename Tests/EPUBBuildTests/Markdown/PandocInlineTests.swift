import Markdown
import Testing

/// pandoc Markdown's inline syntax that GitHub's lacks (CMarkPandoc), read by the renderer when asked for, with
/// pandoc's rules: what pandoc's `writer.html5` shows for its own test suite.
@Suite struct PandocInlineTests {
    private let pandoc: MarkdownRenderer.Syntax = [
        .tables, .footnotes, .strikethrough, .superscript, .subscript, .inlineNotes,
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
        // No flanking rule: a letter before, punctuation after (pandoc's test suite).
        ("a^*hello*^ H~*2*~O", "a<sup><em>hello</em></sup> H<sub><em>2</em></sub>O"),
        // No spaces inside, unless escaped (then a non-breaking space).
        ("a^b c^d, a~b c~d", "a^b c^d, a~b c~d"),
        ("H~many\\ of\\ them~O", "H<sub>many\u{A0}of\u{A0}them</sub>O"),
        ("^^ and ~~~", "^^ and ~~~"),
        ("a^[] and ^[unclosed", "a^[] and ^[unclosed"),
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
                // A note's reference is a <sup class="footnote-ref">.
                let opened =
                    html.components(separatedBy: "<\(tag)>").count + html.components(separatedBy: "<\(tag) ").count
                #expect(
                    opened == html.components(separatedBy: "</\(tag)>").count + 1, "\(text.debugDescription) → \(html)")
            }
        }
    }

    /// An inline note is written as cmark-gfm writes a `[^n]` note (only the label differs), so the footnote pass
    /// makes both the book's notes; its text is read as any other, sub- and superscripts included.
    @Test func inlineNotesAreWrittenAsFootnotes() {
        let inline = MarkdownRenderer.html(from: "Water^[H~2~O, *wet*.] and more.\n", syntax: pandoc)
        let defined = MarkdownRenderer.html(from: "Water[^1] and more.\n\n[^1]: H~2~O, *wet*.\n", syntax: pandoc)
        func normalised(_ html: String) -> String {
            html.replacingOccurrences(of: #" data-sourcepos="[^"]*""#, with: "", options: .regularExpression)
                .replacingOccurrences(of: "inline-", with: "")
        }
        #expect(normalised(inline) == normalised(defined))
        #expect(!inline.contains("0:0-0:0"))
    }

    /// The inline notes come after the chapter's `[^n]` notes, numbered on from them in reading order; notes nest.
    @Test func inlineNotesAreNumberedAfterDefinedOnes() {
        let html = MarkdownRenderer.html(
            from: "A^[one ^[inner]] b[^x] c^[two `]` [link](u)].\n\n[^x]: Defined.\n", syntax: pandoc)
        let references = html.matches(of: /data-footnote-ref>(\d+)</).map { String($0.1) }
        #expect(references == ["2", "1", "3", "4"], "\(html)")
        let notes = html.matches(of: /<li id="fn-([^"]+)">/).map { String($0.1) }
        #expect(notes == ["x", "inline-2", "inline-3", "inline-4"], "\(html)")
        #expect(html.contains("two <code>]</code> <a href=\"u\">link</a>"), "\(html)")
        #expect(html.components(separatedBy: "<section").count == 2)
    }

    /// Without the inline notes, or without a closing bracket, `^[` is text; `[^1]` stays a footnote reference.
    @Test func inlineNotesNeedTheirExtensionAndABracket() {
        #expect(paragraph("a^[note]", [.superscript]) == "a^[note]")
        #expect(paragraph("a^[note", pandoc) == "a^[note")
        #expect(MarkdownRenderer.html(from: "a[^1]\n\n[^1]: n\n", syntax: pandoc).contains("fn-1"))
    }

    @Test(arguments: [
        // Spans: the id, then the classes, then the others, a key HTML lacks as `data-key`; emphasis inside, nested.
        (
            "[text]{#id .c key=val lang=fr}",
            "<span id=\"id\" class=\"c\" data-key=\"val\" lang=\"fr\">text</span>"
        ),
        ("[*a* [b]{.in} c]{.out}", "<span class=\"out\"><em>a</em> <span class=\"in\">b</span> c</span>"),
        ("[empty]{ } [y]{style=\"color: red\"}", "<span>empty</span> <span style=\"color: red\">y</span>"),
        // Links and images: their own attributes first, then pandoc's; an image's width in percent as its style. An
        // image's description follows it, rendered, for a figure's caption (the build places or removes it).
        ("[a](u \"T\"){.c #i}", "<a href=\"u\" id=\"i\" class=\"c\" title=\"T\">a</a>"),
        (
            "![a *b*](i.png){width=50% height=30px}",
            "<img src=\"i.png\" height=\"30\" style=\"width:50.0%\" alt=\"a b\" />"
                + "<span data-epubbuild-caption=\"\">a <em>b</em></span>"
        ),
        (
            "![i](p.png){style=\"border:0\" width=3em height=\"2in\"}",
            "<img src=\"p.png\" style=\"border:0;width:3.0em;height:2.0in\" alt=\"i\" />"
                + "<span data-epubbuild-caption=\"\">i</span>"
        ),
        // Not attributes: a space before them, an escaped bracket, a reference link, words that are no attributes.
        ("[x] {.c} \\[x]{.c} [x]{bad word}", "[x] {.c} [x]{.c} [x]{bad word}"),
        ("[link][r]{.c}\n\n[r]: /r", "<a href=\"/r\">link</a>{.c}"),
        ("[a ![b]{.c}", "[a ![b]{.c}"),
    ])
    func spansAndLinkAttributes(markdown: String, expected: String) {
        #expect(paragraph(markdown, [.bracketedSpans, .linkAttributes]) == expected)
    }

    @Test func spansNeedTheirExtension() {
        #expect(paragraph("[x]{.c} [a](u){.c}", .gitHub) == "[x]{.c} <a href=\"u\">a</a>{.c}")
        #expect(paragraph("[x]{.c} [a](u){.c}", .linkAttributes) == "[x]{.c} <a href=\"u\" class=\"c\">a</a>")
    }

    /// Brackets and braces in every arrangement never crash the parser, and every span opened is closed.
    @Test func everyArrangementOfSpansIsReadSafely() {
        let pieces = ["[", "]", "{.c}", "{#i k=v}", "(u)", "![", "\\[", "*", "`", "a ", "{", "}", "\"", "^[n]"]
        for text in PandocBlockTests.arrangements(of: pieces, count: 3000, length: 10, seed: 0xA076_1D64_78BD_642F) {
            let line = text.replacingOccurrences(of: "\n", with: "")
            let rendered = MarkdownRenderer.html(from: line, syntax: [.bracketedSpans, .linkAttributes, .inlineNotes])
            let opened = rendered.matches(of: /<span[ >]/).count
            #expect(opened == rendered.matches(of: /<\/span>/).count, "\(line.debugDescription)")
        }
    }
}
