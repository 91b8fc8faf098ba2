import Markdown
import Testing

/// pandoc Markdown's blocks that GitHub's lacks (CMarkPandoc), read by the renderer when asked for, as pandoc's
/// `writer.html5` writes them for its own test suite.
@Suite struct PandocBlockTests {
    private let pandoc: MarkdownRenderer.Syntax = [.tables, .footnotes, .superscript, .subscript, .fencedDivs]

    private func html(_ markdown: String, _ syntax: MarkdownRenderer.Syntax? = nil) -> String {
        MarkdownRenderer.html(from: markdown, syntax: syntax ?? pandoc)
            .replacingOccurrences(of: #" data-sourcepos="[^"]*""#, with: "", options: .regularExpression)
    }

    @Test(arguments: [
        ("::: warning\nA *fenced* div.\n:::\n", "<div class=\"warning\">\n<p>A <em>fenced</em> div.</p>\n</div>\n"),
        (
            "::: {#notice .note .wide lang=fr key=\"a & <b>\" Width=50%} :::\nText\n\n- item\n:::::\n",
            "<div id=\"notice\" class=\"note wide\" lang=\"fr\" data-key=\"a &amp; &lt;b>\" data-width=\"50%\">\n<p>Text</p>\n<ul>\n<li>item</li>\n</ul>\n</div>\n"
        ),
        // Nested: a closing fence closes the innermost div.
        (
            "::: outer\n::: inner\nIn.\n:::\nOut.\n:::\n",
            "<div class=\"outer\">\n<div class=\"inner\">\n<p>In.</p>\n</div>\n<p>Out.</p>\n</div>\n"
        ),
        // A fence inside a code block is code; one after the closed code block closes the div.
        (
            "::: x\n```\n:::\n```\n:::\nafter\n",
            "<div class=\"x\">\n<pre><code>:::\n</code></pre>\n</div>\n<p>after</p>\n"
        ),
        // No attributes, or in a paragraph: text.
        (":::\ntext\n", "<p>:::\ntext</p>\n"),
        ("para\n::: x\n", "<p>para\n::: x</p>\n"),
    ])
    func fencedDivs(markdown: String, expected: String) {
        #expect(html(markdown) == expected)
    }

    @Test func fencedDivsNeedTheirExtension() {
        #expect(html("::: x\ntext\n:::\n", .gitHub) == "<p>::: x\ntext\n:::</p>\n")
    }

    /// `count` texts of `length` lines drawn from `lines` by a fixed-seed generator (PCG's multiplier), the same
    /// every run.
    static func arrangements(of lines: [String], count: Int, length: Int, seed: UInt64) -> [String] {
        var state = seed
        return (0..<count).map { _ in
            var text = ""
            for _ in 0..<length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += lines[Int(state >> 33) % lines.count] + "\n"
            }
            return text
        }
    }

    /// Fences in every arrangement never crash the parser, and every div opened is closed.
    @Test func everyArrangementOfFencesIsReadSafely() {
        let lines = ["::: a", ":::", "::: {#i .c k=v}", "```", "text", "", "> ::: q", "- ::: l", "    :::", "<div>"]
        for text in Self.arrangements(of: lines, count: 2000, length: 8, seed: 0x2545_F491_4F6C_DD1D) {
            let rendered = html(text)
            let opened = rendered.components(separatedBy: "<div ").count - 1
            #expect(opened <= rendered.components(separatedBy: "</div>").count - 1, "\(text.debugDescription)")
        }
    }

    @Test(arguments: [
        ("apple\n:   red fruit\n", "<dl>\n<dt>\napple\n</dt>\n<dd>\nred fruit\n</dd>\n</dl>\n"),
        // pandoc's test suite, "Tight using spaces": the next term was read as the definition's lazy line.
        (
            "apple\n:   red fruit\norange\n:   orange fruit\n",
            "<dl>\n<dt>\napple\n</dt>\n<dd>\nred fruit\n</dd>\n<dt>\norange\n</dt>\n<dd>\norange fruit\n</dd>\n</dl>\n"
        ),
        // Loose: paragraphs; a list closed before its next term is joined with the next.
        (
            "*apple*\n\n~   red fruit\n\n    more\n\norange\n\n:   orange fruit\n",
            "<dl>\n<dt>\n<em>apple</em>\n</dt>\n<dd>\n<p>red fruit</p>\n<p>more</p>\n</dd>\n<dt>\norange\n</dt>\n<dd>\n<p>orange fruit</p>\n</dd>\n</dl>\n"
        ),
        // A second definition after a blank line is loose.
        (
            "term\n:   one\n\n:   two\n",
            "<dl>\n<dt>\nterm\n</dt>\n<dd>\none\n</dd>\n<dd>\n<p>two</p>\n</dd>\n</dl>\n"
        ),
        ("two\nlines\n:   no term\n", "<p>two\nlines\n:   no term</p>\n"),
        (":   no term\n", "<p>:   no term</p>\n"),
    ])
    func definitionLists(markdown: String, expected: String) {
        #expect(html(markdown, pandoc.union(.definitionLists)) == expected)
    }

    /// Markers in every arrangement never crash the parser, and every list opened is closed.
    @Test func everyArrangementOfDefinitionsIsReadSafely() {
        let lines = [
            "term", ":   def", "~ d", "", "    more", "> q", "- item", "::: x", ":::", "```", "t^[n ^[m]]", "x[^1]",
            "[^1]: d", "| a |", "|---|",
        ]
        for text in Self.arrangements(of: lines, count: 4000, length: 10, seed: 0x9E37_79B9_7F4A_7C15) {
            let rendered = html(text, pandoc.union([.definitionLists, .inlineNotes]))
            for tag in ["dl", "dt", "dd", "section", "li"] {
                // Opening tags with and without attributes (a note's <li id>, the notes' <section class>).
                let opened = rendered.matches(of: try! Regex("<\(tag)[ >]")).count
                #expect(opened == rendered.matches(of: try! Regex("</\(tag)>")).count, "\(text.debugDescription)")
            }
        }
    }
}
