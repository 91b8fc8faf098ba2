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

    @Test(arguments: [
        // pandoc's manual: leading spaces kept, non-breaking; each line its own.
        (
            "| The limerick packs laughs anatomical\n|    But the good ones I've seen\n| *So* seldom\n",
            "<div class=\"line-block\">\nThe limerick packs laughs anatomical<br />\n\u{A0}\u{A0}\u{A0}But the good ones I've seen<br />\n<em>So</em> seldom\n</div>\n"
        ),
        // A line that starts with a space continues the line before; "|" alone is an empty line.
        (
            "| The Right Honorable\n  Samuel L. Constable\n|\n| after\n",
            "<div class=\"line-block\">\nThe Right Honorable\nSamuel L. Constable<br />\n<br />\nafter\n</div>\n"
        ),
        // Each line's inlines are read on their own (emphasis spans no line break); blocks are not read in a line.
        (
            "| *a\n| b* # c\n| - d\n",
            "<div class=\"line-block\">\n*a<br />\nb* # c<br />\n- d\n</div>\n"
        ),
        // In a list item and a block quote; a list of them stays tight.
        (
            "- | a\n  | b\n- c\n",
            "<ul>\n<li>\n<div class=\"line-block\">\na<br />\nb\n</div>\n</li>\n<li>c</li>\n</ul>\n"
        ),
        ("> | q\n", "<blockquote>\n<div class=\"line-block\">\nq\n</div>\n</blockquote>\n"),
        // A line that neither starts with "|" nor with a space ends the block.
        ("| a\nfoo\n", "<div class=\"line-block\">\na\n</div>\n<p>foo</p>\n"),
        // A line that ends with "|" too is a line block's, unless a table's delimiter row follows it.
        ("| a | b |\n", "<div class=\"line-block\">\na | b |\n</div>\n"),
        ("| a |\n| b |\n", "<div class=\"line-block\">\na |<br />\nb |\n</div>\n"),
        // Not line blocks: after a paragraph's line, indented, no space after "|", a pipe table's rows.
        ("para\n| not\n", "<p>para\n| not</p>\n"),
        (" | indented\n", "<p>| indented</p>\n"),
        ("|no space\n", "<p>|no space</p>\n"),
        (
            "| a | b |\n|---|---|\n| 1 | 2 |\n",
            "<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n<td>2</td>\n</tr>\n</tbody>\n</table>\n"
        ),
        ("| a | b\n|---|---\n", "<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n</table>\n"),
        (
            "| a | b |\n| :- | -: |\n",
            "<table>\n<thead>\n<tr>\n<th style=\"text-align: left\">a</th>\n<th style=\"text-align: right\">b</th>\n</tr>\n</thead>\n</table>\n"
        ),
    ])
    func lineBlocks(markdown: String, expected: String) {
        #expect(html(markdown, pandoc.union(.lineBlocks)) == expected)
    }

    @Test func lineBlocksNeedTheirExtension() {
        #expect(html("| a\n| b\n", .gitHub) == "<p>| a\n| b</p>\n")
    }

    /// Lines in every arrangement never crash the parser, and every line block opened is closed.
    @Test func everyArrangementOfLineBlocksIsReadSafely() {
        let lines = [
            "| a", "|", "  cont", "| *b", "c*", "", "> | q", "- | l", "| x |", "|---|", "| y | z |", "::: d", ":::",
            "```",
        ]
        for text in Self.arrangements(of: lines, count: 2000, length: 8, seed: 0x5851_F42D_4C95_7F2D) {
            let rendered = html(text, pandoc.union([.lineBlocks, .definitionLists, .inlineNotes]))
            let opened = rendered.components(separatedBy: "<div class=\"line-block\">").count - 1
            #expect(opened <= rendered.components(separatedBy: "</div>").count - 1, "\(text.debugDescription)")
            #expect(!rendered.contains("<blockquote>\n<br"), "\(text.debugDescription)")
        }
    }

    private let lists: MarkdownRenderer.Syntax = [.pandocOrderedLists, .fancyLists, .exampleLists, .startNumbers]

    @Test(arguments: [
        // pandoc's markers, each with pandoc's `type` and its first number as `start`.
        ("a. one\nb. two\n", "<ol type=\"a\">\n<li>one</li>\n<li>two</li>\n</ol>\n"),
        ("C) three\nD) four\n", "<ol start=\"3\" type=\"A\">\n<li>three</li>\n<li>four</li>\n</ol>\n"),
        ("(iv) four\n(v) five\n", "<ol start=\"4\" type=\"i\">\n<li>four</li>\n<li>five</li>\n</ol>\n"),
        ("IV. four\nV.  five\n", "<ol start=\"4\" type=\"I\">\n<li>four</li>\n<li>five</li>\n</ol>\n"),
        ("#. one\n#. two\n", "<ol>\n<li>one</li>\n<li>two</li>\n</ol>\n"),
        ("(1) one\n(2) two\n", "<ol type=\"1\">\n<li>one</li>\n<li>two</li>\n</ol>\n"),
        // CommonMark's own ordered lists are written as pandoc writes them too.
        ("3. three\n4. four\n", "<ol start=\"3\" type=\"1\">\n<li>three</li>\n<li>four</li>\n</ol>\n"),
        // A lone "i" is a roman one, another single letter a letter; in a list of letters "i" is the ninth.
        ("i. one\nii. two\n", "<ol type=\"i\">\n<li>one</li>\n<li>two</li>\n</ol>\n"),
        ("h. h\ni. i\n", "<ol start=\"8\" type=\"a\">\n<li>h</li>\n<li>i</li>\n</ol>\n"),
        // A capital letter and a period need two spaces after them: "A. Lincoln" is a name.
        ("A. Lincoln\n", "<p>A. Lincoln</p>\n"),
        ("B.  Lincoln\n", "<ol start=\"2\" type=\"A\">\n<li>Lincoln</li>\n</ol>\n"),
        // Another marker style or delimiter starts another list; loose items are paragraphs; lists nest.
        ("a. x\n1. y\n", "<ol type=\"a\">\n<li>x</li>\n</ol>\n<ol type=\"1\">\n<li>y</li>\n</ol>\n"),
        ("a) x\nb. y\n", "<ol type=\"a\">\n<li>x</li>\n</ol>\n<ol start=\"2\" type=\"a\">\n<li>y</li>\n</ol>\n"),
        (
            "a. x\n\n   b. y\n\nc. z\n",
            "<ol type=\"a\">\n<li>\n<p>x</p>\n<ol start=\"2\" type=\"a\">\n<li>y</li>\n</ol>\n</li>\n<li>\n<p>z</p>\n</li>\n</ol>\n"
        ),
        // Not a list: inside a paragraph, a word, no space after the marker.
        ("para\na. not\n", "<p>para\na. not</p>\n"),
        ("ab. no\n", "<p>ab. no</p>\n"),
        ("a.no\n", "<p>a.no</p>\n"),
    ])
    func fancyLists(markdown: String, expected: String) {
        #expect(html(markdown, lists) == expected)
    }

    /// Example lists are numbered through the chapter, across other blocks; `@label` stands for its number. Each
    /// list names its labels, and each reference found its label, for the build to number them through the book.
    @Test func exampleLists() {
        let markdown = "(@) one\n(@good) two\n\nAs @good shows, not @unknown.\n\n- x\n\n(@) three\n@. four\n"
        #expect(
            html(markdown, lists)
                == "<ol class=\"example\" type=\"1\" data-example-labels=\"2=good\">\n<li>one</li>\n<li>two</li>\n</ol>\n<p>As <span data-example-ref=\"good\">2</span> shows, not @unknown.</p>\n<ul>\n<li>x</li>\n</ul>\n<ol start=\"3\" class=\"example\" type=\"1\">\n<li>three</li>\n</ol>\n<ol start=\"4\" class=\"example\" type=\"1\">\n<li>four</li>\n</ol>\n"
        )
    }

    /// Without `startnum` every list starts at 1; without `fancy_lists` a letter is text; GitHub's Markdown writes
    /// CommonMark's lists as it always did.
    @Test func listsNeedTheirExtensions() {
        #expect(
            html("3. a\n\nc. b\n", [.pandocOrderedLists, .fancyLists])
                == "<ol type=\"1\">\n<li>a</li>\n</ol>\n<ol type=\"a\">\n<li>b</li>\n</ol>\n")
        #expect(html("a. x\n(@) y\n", [.pandocOrderedLists]) == "<p>a. x\n(@) y</p>\n")
        #expect(
            html("3. a\n4. b\n\na. x\n", .gitHub) == "<ol start=\"3\">\n<li>a</li>\n<li>b</li>\n</ol>\n<p>a. x</p>\n")
    }

    @Test(arguments: [
        // HTML's and EPUB's raw content is written as it is, a block where its fence was.
        ("```{=html}\n<aside>A <b>b</b></aside>\n```\n", "<aside>A <b>b</b></aside>\n", []),
        ("``` {=epub3}\n<p>x</p>\n```\n", "<p>x</p>\n", []),
        ("Inline `<b>x</b>`{=html} and `<i>e</i>`{=epub}.\n", "<p>Inline <b>x</b> and <i>e</i>.</p>\n", []),
        // Another format's is left out, and said to be.
        ("a\n\n```{=latex}\n\\newpage\n```\n", "<p>a</p>\n", [MarkdownRenderer.LeftOut(format: "latex", line: 3)]),
        (
            "x `\\LaTeX`{=latex} and\n`<w:p/>`{=openxml }.\n", "<p>x  and\n.</p>\n",
            [.init(format: "latex", line: 1), .init(format: "openxml", line: 2)]
        ),
        // Not raw: a space before the attribute, a language, an attribute of another kind.
        ("`x` {=html} `y`{= html}\n", "<p><code>x</code> {=html} <code>y</code>{= html}</p>\n", []),
        ("```html\n<b>\n```\n", "<pre><code class=\"language-html\">&lt;b&gt;\n</code></pre>\n", []),
        ("```{.html}\n<b>\n```\n", "<pre><code class=\"language-{.html}\">&lt;b&gt;\n</code></pre>\n", []),
    ])
    func rawAttributes(markdown: String, expected: String, leftOut: [MarkdownRenderer.LeftOut]) {
        let rendered = MarkdownRenderer.render(markdown, syntax: [.rawAttribute])
        #expect(
            rendered.html.replacing(#/ data-sourcepos="[^"]*"/#, with: "").replacing(
                /<!--epubbuild-line:\d+-->/, with: "")
                == expected)
        #expect(rendered.leftOut == leftOut)
    }

    @Test func rawAttributesNeedTheirExtension() {
        #expect(html("`<b>x</b>`{=html}\n", .gitHub) == "<p><code>&lt;b&gt;x&lt;/b&gt;</code>{=html}</p>\n")
    }

    /// Markers in every arrangement never crash the parser, and every list opened is closed.
    @Test func everyArrangementOfListsIsReadSafely() {
        let lines = [
            "a. x", "b) y", "(iv) z", "#. d", "(@) e", "(@l) f", "@l", "1. n", "   c. in", "    code", "", "- b",
            "text",
            "> a. q", "A. B", "I.  one", "::: x", ":::",
        ]
        for text in Self.arrangements(of: lines, count: 3000, length: 9, seed: 0xD1B5_4A32_D192_ED03) {
            let rendered = html(text, lists.union([.fencedDivs, .lineBlocks, .definitionLists]))
            for tag in ["ol", "li"] {
                let opened = rendered.matches(of: try! Regex("<\(tag)[ >]")).count
                #expect(opened == rendered.matches(of: try! Regex("</\(tag)>")).count, "\(text.debugDescription)")
            }
        }
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
