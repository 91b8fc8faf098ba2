import EPUBModel
import Foundation
import Testing

/// Chapters in pandoc's Markdown (`from: markdown`, `-f markdown`): what the dialect reads, and each construct it
/// does not read yet told once, at its first place, never silently kept as other text.
@Suite struct PandocDialectTests {
    @Test func pandocsInlineSyntaxIsRead() throws {
        let book = TestBuild.fixtureBook("pandoc-dialect")
        let (epub, report) = try TestBuild.build(book)
        let file = try EPUBFile(epub)
        let page = "EPUB/text/water.xhtml"
        #expect(try file.values("//h:p/h:sub", in: page) == ["2", "a\u{A0}cat"])
        #expect(try file.values("//h:p/h:sup", in: page) == ["10"])
        #expect(try file.values("//h:p/h:del", in: page) == ["not a thousand"])
        #expect(try file.values("//h:p/h:code", in: page) == ["smart", "H~2~O"])
        let prose = try file.values("//h:p", in: page).joined(separator: " ")
        #expect(prose.contains("\u{201C}Smart\u{201D} quotes \u{2013} and dashes \u{2014} come"))
        #expect(prose.contains("ones\u{2026}"))
        #expect(prose.contains("A price of $5 and $10 stays text"))
        #expect(report.warnings.filter { $0.code == .markdownNotRead }.isEmpty, "\(report.warnings)")
        try EPUBStructure.expectAll(book, epub)
    }

    /// Inline notes (`^[…]`) are the book's notes as `[^n]` ones are, numbered and listed with them in the order they
    /// are referred to, as pandoc numbers them.
    @Test func inlineNotesAreTheBooksNotes() throws {
        let (epub, _) = try TestBuild.build(TestBuild.fixtureBook("pandoc-dialect"))
        let file = try EPUBFile(epub)
        let page = "EPUB/text/notes.xhtml"
        #expect(try file.values("//h:a[@epub:type='noteref']", in: page) == ["1", "2", "3"])
        let notes = try file.values("//*[@epub:type='footnote' or @epub:type='endnote']", in: page).map {
            $0.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        #expect(
            notes == [
                "The note. ↩\u{FE0E}", "A note defined below its paragraph. ↩\u{FE0E}",
                "Water is H2O, see the water chapter. ↩\u{FE0E}",
            ])
        #expect(try file.values("//*[@epub:type='footnote' or @epub:type='endnote']//h:sub", in: page) == ["2"])
        #expect(try !file.values("//h:p", in: page).joined().contains("^["))
    }

    /// `tex_math_single_backslash`: `\(…\)` and `\[…\]` are formulas when asked for, and an escaped `(` otherwise, as
    /// in pandoc; an unclosed one stays text.
    @Test func singleBackslashMathIsReadWhenAskedFor() throws {
        let markdown = "Inline \\(x^2\\) and display:\n\n\\[\\sum_i i\\]\n\nNot math: \\(unclosed.\n"
        // Without raw_tex: pandoc would read `\\sum` after the escaped `[` as raw TeX (rawTeXIsLeftOut…).
        for (dialect, formulas) in [
            ("markdown+tex_math_single_backslash", ["x^2", "\\sum_i i"]), ("markdown-raw_tex", []),
        ] {
            let (found, paragraphs) = try formulasAndParagraphs(markdown, from: dialect)
            #expect(found == formulas, "\(dialect)")
            #expect(paragraphs.last == "Not math: (unclosed.")
        }
    }

    /// The formulas (their TeX) and the paragraphs of a one-chapter book of `markdown` read `from` a dialect, built
    /// without a warning and epubcheck-clean.
    private func formulasAndParagraphs(_ markdown: String, from dialect: String) throws -> ([String], [String]) {
        let (epub, report) = try TestBuild.oneChapter(markdown, from: dialect)
        #expect(report.warnings.isEmpty, "\(dialect): \(report.warnings)")
        try EPUBStructure.expectEPUBCheckClean(epub)
        let file = try EPUBFile(epub)
        let math = ["m": "http://www.w3.org/1998/Math/MathML"]
        return (
            try file.values("//m:math/@alttext", in: "EPUB/text/a.xhtml", extra: math),
            try file.values("//h:p", in: "EPUB/text/a.xhtml")
        )
    }

    /// `tex_math_double_backslash`: `\\(…\\)` and `\\[…\\]` are formulas when asked for, their TeX as written (pandoc
    /// keeps `\_`), over a paragraph's lines; without it `\\(` is an escaped backslash and `(`, and an unclosed one
    /// stays text. Beside `tex_math_single_backslash` the double one is read first, as pandoc reads it.
    @Test(arguments: [
        ("markdown+tex_math_double_backslash", ["x^2 \\_ y", "\\sum_i i", "a\nb"], "Not: \\(open."),
        (
            "markdown+tex_math_double_backslash+tex_math_single_backslash", ["x^2 \\_ y", "\\sum_i i", "a\nb"],
            "Not: \\(open."
        ),
        ("markdown-raw_tex", [], "Not: \\(open."),
    ])
    func doubleBackslashMathIsReadWhenAskedFor(dialect: String, formulas: [String], unclosed: String) throws {
        // pandoc 2.17 -f markdown+tex_math_double_backslash reads x^2 \_ y, \sum_i i and a b (its writer's space).
        let (found, paragraphs) = try formulasAndParagraphs(
            "Inline \\\\(x^2 \\_ y\\\\) and\n\n\\\\[\\sum_i i\\\\]\n\nNot: \\\\(open.\n\nspan \\\\(a\nb\\\\) end\n",
            from: dialect)
        #expect(found == formulas, "\(dialect)")
        #expect(paragraphs.count > 2 && paragraphs[2] == unclosed, "\(dialect)")
    }

    /// Fenced divs are `<div>` elements with pandoc's attributes (key=value as `data-key`), nested; their ids are
    /// the chapter's like any other, and links reach them.
    /// ```` ```{#lst:main .python .numberLines startFrom="10"} ````: the id, the language of the first class, the
    /// other classes and data- attributes, as pandoc's HTML has them. Before, the class was `language-{#lst:main`.
    @Test func fencedCodeAttributesAreRead() throws {
        let folder = TestPaths.temporaryDirectory()
        try """
        # Code

        ```{#lst:main .python .numberLines startFrom="10" title="main.py"}
        print(1)
        ```

        See [the listing](#lst:main).
        """.write(toFile: folder + "/code.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nfrom: markdown\nchapters: [code.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, file) = try TestBuild.buildWithoutWarnings(folder + "/book.yaml")
        let page = "EPUB/text/code.xhtml"
        #expect(try file.values("//h:pre/@id", in: page) == ["lst:main"])
        #expect(try file.values("//h:pre/@class", in: page) == ["numberLines"])
        #expect(try file.values("//h:pre/@data-startfrom", in: page) == ["10"])
        #expect(try file.values("//h:pre/h:code/@class", in: page) == ["language-python"])
        #expect(try file.values("//h:pre/h:code/h:span[@class='hl-function']", in: page) == ["print"])
        #expect(try file.values("//h:a/@href", in: page) == ["#lst:main"])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// pandoc's `raw_tex`: a TeX command with its arguments, and an environment, are left out of the EPUB as pandoc
    /// leaves them out (pandoc 2.17 `-t native`: RawInline and RawBlock "tex"), with one warning for the book; a
    /// math environment is a display formula, as pandoc's HTML writer writes it. An escaped backslash, code and
    /// `markdown-raw_tex` keep the text.
    @Test func rawTeXIsLeftOutAndMathEnvironmentsAreFormulas() throws {
        let markdown = """
            Some \\textbf {bold} and \\ldots done, C:\\Users\\me.

            \\newpage

            \\begin{figure}
            \\centering
            \\includegraphics[width=5cm]{a.png}
            \\end{figure}

            \\begin{itemize}
            \\begin{itemize}
            \\item nested
            \\end{itemize}
            \\end{itemize}

            \\begin{align}
            a &= b
            \\end{align}

            Kept: \\\\textbf{x} and `\\n`.

            """
        let folder = TestPaths.temporaryDirectory()
        try markdown.write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        for (dialect, formulas, paragraphs, warning) in [
            (
                "markdown", ["\\begin{align}\na &= b\n\\end{align}"],
                ["Some  and done, C:.", "a=b", "Kept: \\textbf{x} and \\n."],
                "7 pieces of raw TeX left out"
            ),
            ("markdown-raw_tex", [], ["Some \\textbf {bold} and \\ldots done, C:\\Users\\me."], nil),
        ] {
            try "title: T\nlanguage: en\nfrom: \(dialect)\nchapters: [a.md]\n".write(
                toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
            let (epub, report) = try TestBuild.build(folder + "/book.yaml")
            let file = try EPUBFile(epub)
            let math = ["m": "http://www.w3.org/1998/Math/MathML"]
            #expect(
                try file.values("//m:math/@alttext", in: "EPUB/text/a.xhtml", extra: math) == formulas, "\(dialect)")
            let found = try file.values("//h:p", in: "EPUB/text/a.xhtml")
            #expect(Array(found.prefix(paragraphs.count)) == paragraphs, "\(dialect)")
            #expect(report.warnings.map { String($0.message.prefix(28)) } == (warning.map { [$0] } ?? []), "\(dialect)")
            #expect(
                report.warnings.map { [$0.location.line, $0.location.column] } == (warning == nil ? [] : [[1, 6]]))
            try EPUBStructure.expectEPUBCheckClean(epub)
        }
    }

    /// pandoc's Markdown reads `- [ ]` task lists (`task_lists` is on by default) and a code span's attributes
    /// (`inline_code_attributes`), as pandoc's HTML writer writes them.
    @Test func taskListsAndCodeSpanAttributesAreRead() throws {
        let folder = TestPaths.temporaryDirectory()
        try "- [ ] open\n- [x] done\n\nSee `x = 1`{#c1 .haskell} and `y`{.python}, and `z`{=html}.\n".write(
            toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nfrom: markdown\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, file) = try TestBuild.buildWithoutWarnings(folder + "/book.yaml")
        let page = "EPUB/text/a.xhtml"
        #expect(try file.values("//h:li/h:input/@type", in: page) == ["checkbox", "checkbox"])
        #expect(try file.values("//h:li/h:input/@checked", in: page).count == 1)
        #expect(try file.values("//h:code[@id='c1']/@class", in: page) == ["haskell"])
        #expect(try file.values("//h:code[@class='python']", in: page) == ["y"])
        #expect(try file.values("//h:p", in: page) == ["See x = 1 and y, and z."])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// pandoc's `markdown_in_html_blocks`: the lines between a container's tags are Markdown (pandoc 2.17 writes
    /// `<div class="note"><p><em>Inside</em> …`), HTML inside stays HTML, and every later line keeps its number;
    /// without the extension CommonMark's raw block keeps the asterisks.
    @Test(arguments: [("markdown", ["Inside"]), ("markdown-markdown_in_html_blocks", [])])
    func markdownInsideHTMLBlocksIsRead(dialect: String, emphasis: [String]) throws {
        let folder = TestPaths.temporaryDirectory()
        try """
        # T

        <div class="note">
        *Inside* a div, with a [link](#t).
        </div>

        <section>
        <p>raw <em>html</em></p>
        </section>

        [Broken](#nowhere)

        """.write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nfrom: \(dialect)\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, report) = try TestBuild.build(folder + "/book.yaml", lenient: true)
        let file = try EPUBFile(epub)
        let page = "EPUB/text/a.xhtml"
        #expect(try file.values("//h:div[@class='note']/h:p/h:em", in: page) == emphasis)
        #expect(try file.values("//h:div[@class='note']//h:a/@href", in: page) == (emphasis.isEmpty ? [] : ["#t"]))
        #expect(try file.values("//h:section/h:p/h:em", in: page) == ["html"])
        #expect(report.warnings.map(\.location.line) == [11])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// A container opened and closed on one line holds Markdown too, as pandoc reads it: a course's
    /// `<div class="theorem">Raw *HTML* …</div>` had shown its asterisks and lost its link. The paragraph that reading
    /// takes leaves nothing on the page, and a container holding HTML stays as written.
    @Test func markdownInsideAOneLineHTMLBlockIsRead() throws {
        let markdown = """
            # T

            <div class="theorem">A *theorem* with [a link](#t).</div>

            Text before

            <aside>*aside*</aside>

            <div><p>raw <em>html</em></p></div>

            """
        let (epub, report) = try TestBuild.oneChapter(markdown, from: "markdown")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(epub)
        let page = "EPUB/text/a.xhtml"
        #expect(try file.values("//h:div[@class='theorem']/h:em", in: page) == ["theorem"])
        #expect(try file.values("//h:div[@class='theorem']/h:a/@href", in: page) == ["#t"])
        #expect(try file.values("//h:aside/h:em", in: page) == ["aside"])
        #expect(try file.values("//h:div/h:p/h:em", in: page) == ["html"])
        #expect(
            try file.values("//h:p", in: page).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } == [
                "Text before", "raw html",
            ])
        #expect(try file.values("//h:span", in: page).isEmpty)
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// A figure's caption is the image's description as pandoc 2.17 writes it (`pandoc -f markdown -t html5`):
    /// emphasis, a formula, a link and a note kept, with or without `{#id width=…}`; the alt text stays plain. The
    /// caption had been the alt text, its `$x^2$` shown as `x^2` and its note lost. An image in running text or in a
    /// tight list's item is no figure, and its description shows nowhere but in its alt text.
    @Test func aFiguresCaptionKeepsItsEmphasisFormulasLinksAndNotes() throws {
        let markdown = """
            # T

            ![The *growth* of $x^2$, see [the data](https://example.org)](a.png){#fig:growth width=50%}

            ![A **bold** claim^[A note.]](a.png)

            Running ![an *inline* one](a.png){width=10} text.

            - ![a *listed* one](a.png)
            - two
            """
        let (epub, report) = try TestBuild.oneChapter(
            markdown, from: "markdown",
            files: [
                "a.png": TestPaths.fixture(
                    "books/pandoc-dialect/dot.png")
            ])
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(epub)
        let page = "EPUB/text/a.xhtml"
        #expect(
            try file.values("//h:figure/h:img/@alt", in: page) == ["The growth of x^2, see the data", "A bold claim"])
        #expect(try file.values("//h:figure[h:img/@id='fig:growth']/h:figcaption/h:em", in: page) == ["growth"])
        #expect(try file.values("//h:figcaption//m:msup", in: page) == ["x2"])
        #expect(try file.values("//h:figcaption/h:a/@href", in: page) == ["https://example.org"])
        #expect(try file.values("//h:figcaption/h:strong", in: page) == ["bold"])
        #expect(try file.values("//h:figcaption//h:a[@epub:type='noteref']", in: page) == ["1"])
        #expect(try file.values("//h:aside", in: page).map(trimmed) == ["A note. ↩︎"])
        #expect(try file.values("//h:p[h:img]", in: page) == ["Running  text."])
        #expect(try file.values("//h:li", in: page) == ["", "two"])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// pandoc's emphasis where CommonMark leaves the asterisks as text, as `pandoc -f markdown -t html5` reads it: a
    /// closer after a space (a bold run from Word, `**Hinweis: **Text`) or before a letter (`*(foo)*t`) closes; an
    /// opener before a space, an escaped asterisk and a `_` inside a word do not. They had reached the reader as
    /// written, without a word. GitHub's Markdown keeps CommonMark's reading.
    @Test(arguments: [
        ("**Hinweis: **Text folgt.", "<strong>Hinweis: </strong>Text folgt."),
        ("*(foo [x])*t", "<em>(foo [x])</em>t"), ("x*a *b", "x<em>a </em>b"),
        (
            "***All: ***three, **[a link](https://example.org) here: **x",
            "<strong><em>All: </em></strong>three, "
                + "<strong><a href=\"https://example.org\">a link</a> here: </strong>x"
        ),
        (
            "a ** b ** c, 2 * 3 * 4, \\*\\*not\\*\\* bold, _Word: _text",
            "a ** b ** c, 2 * 3 * 4, **not** bold, _Word: _text"
        ),
    ])
    func emphasisClosesWherePandocClosesIt(markdown: String, html: String) throws {
        let (epub, _) = try TestBuild.oneChapter("# T\n\n- " + markdown + "\n", from: "markdown")
        let page = String(decoding: try EPUBFile(epub).data("EPUB/text/a.xhtml"), as: UTF8.self)
        #expect(page.contains("<li>" + html + "</li>"), "\(page)")
        let (gfm, _) = try TestBuild.oneChapter("# T\n\n- **Hinweis: **Text\n", from: "gfm")
        #expect(
            String(decoding: try EPUBFile(gfm).data("EPUB/text/a.xhtml"), as: UTF8.self).contains("**Hinweis: **Text"))
    }

    /// A quote right after an opening bracket opens, as pandoc's `smart` reads it: a Chinese book's `（'……'）` had
    /// shown `（’……’）`, closing quotes turned the wrong way. A quote after a letter still closes.
    @Test func aQuoteAfterAnOpeningBracketOpens() throws {
        let markdown = "# T\n\n用单引号（'……'）或双引号（\"……\"）标注。 (\"…\") and it's \"done\".\n"
        let (epub, _) = try TestBuild.oneChapter(markdown, from: "markdown")
        let text = try EPUBFile(epub).values("//h:p", in: "EPUB/text/a.xhtml").joined()
        #expect(text == "用单引号（‘……’）或双引号（“……”）标注。 (“…”) and it’s “done”.", "\(text)")
    }

    /// A poem written a `<p class="verse">…</p>` a line holds Markdown in each line, as pandoc reads it; a tag written
    /// as if it closed itself (`<div class="x" />`) is a tag, and the heading under it a heading. The emphasis had
    /// shown its underscores from the second line on, and the heading as `# Heading B #`.
    @Test func markdownInsideOneLineParagraphsAndUnderSelfClosedTags() throws {
        let markdown =
            "# A\n\n<div class=\"x\" />\n# Heading B #\n\n<p class=\"verse\">When _evening_ falls</p>\n"
            + "<p class=\"verse\">And *night*</p>\n"
        let (epub, _) = try TestBuild.oneChapter(markdown, from: "markdown")
        let file = try EPUBFile(epub)
        let pages = try file.spinePaths().filter { $0.hasPrefix("EPUB/text/") }
        let text = try pages.flatMap { try file.values("//h:h1 | //h:p[@class='verse']/h:em", in: $0) }
        #expect(text == ["A", "Heading B", "evening", "night"], "\(text)")
    }

    /// A `<p>` opened on a line of its own, its text on the lines under it and `</p>` on its own line, holds Markdown
    /// as pandoc reads it (its asterisks had shown); a `<p>` line with no `</p>` line before the next blank one is
    /// left as CommonMark reads it, and a `<p>` in a code block stays code.
    @Test func markdownInsideAParagraphOpenedOnItsOwnLine() throws {
        let markdown =
            "# A\n\n<p class=\"verse\">\nWhen *evening* falls\nand **night**.\n</p>\n\nAfter.\n\n"
            + "```\n<p class=\"verse\">\n*code*\n</p>\n```\n"
        let (epub, report) = try TestBuild.oneChapter(markdown, from: "markdown")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(epub)
        #expect(
            try file.values("//h:p[@class='verse']/h:em | //h:p[@class='verse']/h:strong", in: "EPUB/text/a.xhtml") == [
                "evening", "night",
            ])
        #expect(try file.values("//h:p", in: "EPUB/text/a.xhtml").last == "After.")
        let code = try file.values("//h:pre", in: "EPUB/text/a.xhtml").joined()
        #expect(code.contains("<p class=\"verse\">\n*code*\n</p>"), "\(code)")
    }

    /// A bullet of another character goes on the list, as pandoc reads it (CommonMark starts a new list: three lists of
    /// one item each had been made of `*`, `-`, `+`); a blank line between makes the list loose; an ordered list's
    /// other delimiter still starts a new one, as in pandoc.
    @Test func aBulletOfAnotherCharacterGoesOnTheList() throws {
        let (epub, _) = try TestBuild.oneChapter(
            "# A\n\n* one\n- two\n+ three\n\nText.\n\n* four\n\n- five\n\n1. a\n2) b\n", from: "markdown")
        let file = try EPUBFile(epub)
        let page = "EPUB/text/a.xhtml"
        #expect(try file.values("//h:ul", in: page).count == 2)
        #expect(try file.values("//h:ul[1]/h:li", in: page) == ["one", "two", "three"])
        #expect(try file.values("//h:ul[2]/h:li/h:p", in: page) == ["four", "five"], "loose: a blank line between")
        #expect(try file.values("//h:ol", in: page).count == 2)
    }

    /// pandoc's spans of style show as pandoc's EPUB shows them: the stylesheet gives `smallcaps`, `underline` and
    /// `mark` their look (the text had shown plain).
    @Test func spansOfStyleHaveTheirLook() throws {
        let (epub, _) = try TestBuild.oneChapter(
            "# T\n\n[Small]{.smallcaps}, [under]{.underline} and [marked]{.mark}.\n", from: "markdown")
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:span/@class", in: "EPUB/text/a.xhtml") == ["smallcaps", "underline", "mark"])
        let css = String(decoding: try file.data("EPUB/styles/book.css"), as: UTF8.self)
        for rule in [
            "span.smallcaps { font-variant: small-caps; }", "span.underline { text-decoration: underline; }",
            "span.mark { background-color:",
        ] {
            #expect(css.contains(rule), "\(rule)")
        }
    }

    /// A backslash ending a paragraph is a line break in pandoc's Markdown, as pandoc 2.17 writes it: the picture
    /// kept out of a figure by `![alt](a.png)\\` had shown a `\\` after it. An escaped backslash and code stay.
    @Test func aBackslashEndingAParagraphIsALineBreak() throws {
        let markdown = "# T\n\nfoo\\\n\ntwo\\\\\n\n```\ncode\\\n```\n\n- item\\\n"
        let (epub, report) = try TestBuild.oneChapter(markdown, from: "markdown")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(epub)
        let page = "EPUB/text/a.xhtml"
        #expect(try file.values("//h:p[h:br]", in: page) == ["foo"])
        #expect(try file.values("//h:li[h:br]", in: page) == ["item"])
        #expect(try file.values("//h:p", in: page).contains("two\\"))
        #expect(try file.values("//h:pre", in: page) == ["code\\\n"])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// A container tag right under a paragraph, or right inside another, opens Markdown too, as pandoc reads it
    /// (`pandoc -f markdown -t html`); the comment that makes each tag a one-line block leaves no trace on the page.
    @Test func markdownInsideNestedAndUnspacedHTMLBlocksIsRead() throws {
        let folder = TestPaths.temporaryDirectory()
        try """
        # T

        A paragraph
        <div class="a">
        *x*
        </div>

        <div class="outer">
        <div class="inner">
        *y* and [broken](#nowhere)
        </div>
        </div>

        """.write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nfrom: markdown\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, report) = try TestBuild.build(folder + "/book.yaml", lenient: true)
        let file = try EPUBFile(epub)
        let page = "EPUB/text/a.xhtml"
        #expect(try file.values("//h:p", in: page).first == "A paragraph")
        #expect(try file.values("//h:div[@class='a']/h:p/h:em", in: page) == ["x"])
        #expect(try file.values("//h:div[@class='outer']/h:div[@class='inner']/h:p/h:em", in: page) == ["y"])
        #expect(!String(decoding: try file.data(page), as: UTF8.self).contains("<!--"))
        #expect(report.warnings.map { "\($0.location.line):\($0.location.column)" } == ["10:18"])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// pandoc's `link_attributes` on a reference definition go to every link and image made from it, as pandoc
    /// writes them; a definition's line inside code, or continuing a paragraph, stays text, as in pandoc.
    @Test func referenceDefinitionsGiveTheirLinksAttributes() throws {
        let folder = TestPaths.temporaryDirectory()
        try """
        # T

        See [the site][site], [again][site] and [![logo][img]][site], [titled][t], [plain][p].

        [site]: https://example.com {.external lang=fr}
        [img]: logo.png {width=50%}
        [t]: <https://example.org/a b> "A title" {#tid .c}
        [p]: https://example.net

            [code]: https://example.com {.no}

        A paragraph
        [lazy]: https://example.com {.no}
        """.write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            atPath: TestPaths.fixture("books/pandoc-dialect/dot.png"), toPath: folder + "/logo.png")
        try "title: T\nlanguage: en\nfrom: markdown\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.buildWithoutWarnings(folder + "/book.yaml")
        let file = try EPUBFile(epub)
        let page = "EPUB/text/a.xhtml"
        #expect(
            try file.values("//h:a[@class='external'][@lang='fr']/@href", in: page)
                == Array(repeating: "https://example.com", count: 3))
        #expect(try file.values("//h:a[@class='external']/h:img/@style", in: page) == ["width:50.0%"])
        #expect(
            try file.values("//h:a[@id='tid'][@class='c'][@title='A title']/@href", in: page) == [
                "https://example.org/a%20b"
            ])
        #expect(try file.values("//h:a[not(@class)][not(@id)]/@href", in: page) == ["https://example.net"])
        let text = try file.values("//h:body//text()", in: page).joined()
        #expect(!text.contains("[site]:") && !text.contains("epubbuild-attrs"))
        #expect(
            text.contains("[code]: https://example.com {.no}") && text.contains("[lazy]: https://example.com {.no}"))
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// What pandoc's Markdown reads and CommonMark does not, each as `pandoc -f markdown -t html5` writes it: an image
    /// alone in its paragraph is a figure captioned by its alt text (`implicit_figures`); a `#` or `>` line under a
    /// paragraph's line continues it (`blank_before_header`, `blank_before_blockquote`), not a fence's or a reference
    /// definition's; an address may hold spaces;
    /// a `|` in a table's code span is the code's; `\ ` is a non-breaking space (after an image: no figure); `## T ##
    /// {#id lang=…}` loses its
    /// closing `#`s and keeps its language and title, quoted values and all.
    @Test func pandocsOwnReadingsAreRead() throws {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.copyItem(
            atPath: TestPaths.fixture("books/pandoc-dialect/dot.png"), toPath: folder + "/my dot.png")
        try """
        # T

        A line that costs
        # 5 dollars and
        > is no quote.

        ![A dot](my dot.png)

        ![Titled](my dot.png "The title")

        ![No figure](my dot.png)\\\u{20}

        See [the notes](notes file.md "Notes") beside ![x](my dot.png), `[c](d e)` and 10\\ km, `a\\ b`.

        | op | meaning |
        |----|---------|
        | `a|b` | or |

        ## Aside ## {#aside lang="fr" title="Note"}

        ::: sidebar
        > A quote under a fence.
        :::
        ## A heading under a closing fence

        [ref]: https://example.org/
        ## A heading under a reference definition
        """.write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "# Notes\n\nText.\n".write(toFile: folder + "/notes file.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nfrom: markdown\nchapters: [a.md, notes file.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.buildWithoutWarnings(folder + "/book.yaml")
        let file = try EPUBFile(epub)
        let page = "EPUB/text/a.xhtml"
        #expect(try file.values("//h:h1", in: page) == ["T"])
        #expect(try file.values("//h:p", in: page).first == "A line that costs\n# 5 dollars and\n> is no quote.")
        #expect(try file.values("//h:figure/h:figcaption", in: page) == ["A dot", "Titled"])
        #expect(try file.values("//h:figure/h:img/@title", in: page) == ["The title"])
        #expect(try file.values("//h:a[@title='Notes']/@href", in: page) == ["notes-file.xhtml"])
        // `![…](…)\ ` is pandoc's image without a figure: the non-breaking space beside it is text.
        #expect(try file.values("//h:p/h:img/@alt", in: page) == ["No figure", "x"])
        let text = try file.values("//h:p", in: page).joined()
        #expect(text.contains("10\u{A0}km") && !text.contains("notes](") && !text.contains("10\\"))
        #expect(try file.values("//h:code", in: page) == ["[c](d e)", "a\\ b", "a|b"])
        #expect(try file.values("//h:td", in: page) == ["a|b", "or"])
        #expect(try file.values("//h:h2[@id='aside'][@lang='fr'][@title='Note']", in: page) == ["Aside"])
        // A fence and a reference definition are no paragraph: a quote or heading right under one is one.
        #expect(try file.values("//h:div[@class='sidebar']/h:blockquote", in: page) == ["\nA quote under a fence.\n"])
        #expect(
            try file.values("//h:h2", in: page).suffix(2) == [
                "A heading under a closing fence", "A heading under a reference definition",
            ])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// pandoc's Markdown wants a blank line before a list: a wrapped line that begins with a list marker continues
    /// its paragraph (the dash and the number kept), while a list item's own sublist, and a real list, stay lists.
    @Test func aListMarkerUnderAParagraphsLineIsText() throws {
        let folder = try TestPaths.folder(holding: [
            "a.md": """
            # T

            The price went up by a third
            - and that was only the start. The year was
            1. then nothing, and
            + more.

            - one
            - two
              - nested
            - item with text
            continued lazily
            - next item

            1. first
            2. second
            """,
            "book.yaml": "title: T\nlanguage: en\nfrom: markdown\nchapters: [a.md]\n",
        ])
        let (epub, _) = try TestBuild.buildWithoutWarnings(folder + "/book.yaml")
        let file = try EPUBFile(epub)
        let page = "EPUB/text/a.xhtml"
        #expect(
            try file.values("//h:p", in: page) == [
                "The price went up by a third\n- and that was only the start. The year was\n1. then nothing, and\n+ more."
            ])
        #expect(try file.values("//h:section/h:ul/h:li", in: page).count == 4, "one, two, item with text, next item")
        #expect(try file.values("//h:ul/h:li/h:ul/h:li", in: page) == ["nested"])
        #expect(try file.values("//h:ol/h:li", in: page) == ["first", "second"])
        #expect(try file.values("//h:ul", in: page).count == 2)
    }

    /// A list right under a line that is none of a paragraph's (a heading, a div's fence, an HTML container's tag,
    /// `<details><summary>…</summary>`) is a list of all its items, as pandoc reads it; a code fence right under a
    /// `<div>` is code. The second item had been escaped into the first (`<li>a - b</li>`, under `<details>` a `\-`
    /// shown), and the fence shown as text.
    @Test func aListOrCodeRightUnderATagOrFenceIsRead() throws {
        let folder = try TestPaths.folder(holding: [
            "a.md": """
            # T
            - a
            - b

            ::: note
            - c
            - d
            :::

            <div class="x">
            - e
            - f
            </div>

            <div dir="ltr">
            ```python
            print(1)
            ```
            </div>

            <details><summary>More</summary>
            - g
            - h
            </details>
            """,
            "book.yaml": "title: T\nlanguage: en\nfrom: markdown\nchapters: [a.md]\n",
        ])
        let (epub, _) = try TestBuild.buildWithoutWarnings(folder + "/book.yaml")
        let file = try EPUBFile(epub)
        let page = "EPUB/text/a.xhtml"
        #expect(try file.values("//h:ul/h:li", in: page) == ["a", "b", "c", "d", "e", "f", "g", "h"])
        #expect(try file.values("//h:div[@dir='ltr']/h:pre", in: page) == ["print(1)\n"])
        #expect(try file.values("//h:details/h:summary", in: page) == ["More"])
        #expect(try !file.values("//text()", in: page).joined().contains("```"))
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// `hard_line_breaks` keeps verse typed a line per line as lines; `east_asian_line_breaks` joins a wrapped
    /// Japanese line with nothing between, as pandoc does (they had been warned of as not read, the verse run on).
    @Test func lineBreakExtensionsAreRead() throws {
        for (from, expected) in [
            ("markdown+hard_line_breaks", ["Roses are red,\nviolets are blue.", "古池や\n蛙飛び込む"]),
            ("markdown+east_asian_line_breaks", ["Roses are red,\nviolets are blue.", "古池や蛙飛び込む"]),
        ] {
            let folder = try TestPaths.folder(holding: [
                "p.md": "# Verse\n\nRoses are red,\nviolets are blue.\n\n::: {lang=ja}\n古池や\n蛙飛び込む\n:::\n",
                "book.yaml": "title: T\nlanguage: en\nfrom: \(from)\nchapters: [p.md]\n",
            ])
            let (epub, _) = try TestBuild.buildWithoutWarnings(folder + "/book.yaml")
            let file = try EPUBFile(epub)
            #expect(try file.values("//h:p", in: "EPUB/text/p.xhtml") == expected, "\(from)")
            let breaks = try file.values("//h:p/h:br", in: "EPUB/text/p.xhtml").count
            #expect(breaks == (from.hasSuffix("hard_line_breaks") ? 2 : 0), "\(from)")
        }
    }

    @Test func fencedDivsAreDivs() throws {
        let (epub, _) = try TestBuild.build(TestBuild.fixtureBook("pandoc-dialect"))
        let file = try EPUBFile(epub)
        let page = "EPUB/text/notes.xhtml"
        #expect(try file.values("//h:div[@class='warning']/h:p", in: page) == ["A fenced div."])
        #expect(
            try file.values("//h:div[@id='water-note'][@class='note']/@data-source", in: page) == ["pandoc's manual"])
        #expect(try file.values("//h:div[@id='water-note']/h:div[@class='inner']/h:p", in: page).count == 1)
        #expect(try file.values("//h:a[@href='#water-note']", in: page) == ["Back to the div"])
        #expect(try !file.values("//h:p", in: page).joined().contains(":::"))
    }

    /// `commonmark_x` reads what pandoc 2.17 reads in it: attributes on a line of their own before a block (a
    /// heading takes them, another block is wrapped in a div that holds them, as pandoc does), fenced divs,
    /// definition lists, spans, code attributes, implicit heading references and metadata blocks. They had been
    /// shown as text (`{.book-title}` on a novel's title page).
    @Test func commonMarkWithPandocsExtensionsReadsThem() throws {
        let markdown = """
            {.book-title}
            My Book

            {#intro .lead}
            # Opening

            ::: note
            A note.
            :::

            Term
            :   Definition.

            [span]{.smallcaps} and `code`{.go}, see [Opening].

            ---
            subject: x
            ---

            {.end}
            The end.
            """
        let (epub, report) = try TestBuild.oneChapter(markdown, from: "commonmark_x")
        // In a book.yaml book the metadata block is left out with a word, as in `-f markdown`.
        #expect(
            report.warnings.map(\.message) == [
                "1 YAML metadata block below a chapter's top left out — the book's metadata goes in book.yaml, a chapter's in front matter at its top"
            ])
        try EPUBStructure.expectEPUBCheckClean(epub)
        let file = try EPUBFile(epub)
        let page = "EPUB/text/a.xhtml"
        #expect(try file.values("//h:div[@class='book-title']/h:p", in: page) == ["My Book"])
        #expect(try file.values("//h:h1[@id='intro'][@class='lead']", in: page) == ["Opening"])
        #expect(try file.values("//h:div[@class='note']/h:p", in: page) == ["A note."])
        #expect(try file.values("//h:dl/h:dt", in: page).map(trimmed) == ["Term"])
        #expect(try file.values("//h:span[@class='smallcaps']", in: page) == ["span"])
        #expect(try file.values("//h:a[@href='#intro']", in: page) == ["Opening"])
        #expect(try file.values("//h:div[@class='end']/h:p", in: page) == ["The end."])
        let text = try file.values("//h:body", in: page).joined()
        for raw in ["{.", ":::", "subject:", "]{"] { #expect(!text.contains(raw), "\(raw)") }
    }

    /// Definition lists are `<dl>` elements: a compact definition is text, a loose one paragraphs.
    @Test func definitionListsAreLists() throws {
        let (epub, _) = try TestBuild.build(TestBuild.fixtureBook("pandoc-dialect"))
        let file = try EPUBFile(epub)
        let page = "EPUB/text/notes.xhtml"
        #expect(try file.values("//h:dl/h:dt", in: page).map(trimmed) == ["Term", "Loose term"])
        #expect(try file.values("//h:dl/h:dd", in: page).map(trimmed).first?.hasPrefix("Its definition") == true)
        #expect(try file.values("//h:dl/h:dd/h:p", in: page) == ["A definition in paragraphs.", "Its second one."])
        // A definition that goes on after a blank line is paragraphs, as pandoc writes it (they had run together).
        let (second, _) = try TestBuild.oneChapter(
            "Term\n:   First para.\n\n    Second para.\n\nOther\n:   Plain\n", from: "markdown")
        let definitions = try EPUBFile(second).values("//h:dd/h:p", in: "EPUB/text/a.xhtml")
        #expect(definitions == ["First para.", "Second para."])
        #expect(try EPUBFile(second).values("//h:dd", in: "EPUB/text/a.xhtml").last?.contains("Plain") == true)
    }

    /// Line blocks are `<div class="line-block">` with a `<br/>` between lines, their leading spaces non-breaking,
    /// as pandoc writes them; in a list item the list stays tight.
    @Test func lineBlocksKeepTheirLines() throws {
        let (epub, _) = try TestBuild.build(TestBuild.fixtureBook("pandoc-dialect"))
        let file = try EPUBFile(epub)
        let page = "EPUB/text/verse.xhtml"
        let blocks = try file.xml(page).select("//h:div[@class='line-block']", namespaces: EPUBFile.namespaces)
        #expect(blocks.count == 3)
        // Lines apart, their leading non-breaking spaces kept (only the line ends are trimmed here).
        let lines = try file.values("(//h:div[@class='line-block'])[1]/text()", in: page).map {
            $0.trimmingCharacters(in: .newlines)
        }.filter { !$0.isEmpty }
        #expect(
            lines == [
                "The limerick packs laughs anatomical", "In space that is quite economical.",
                "\u{A0}\u{A0}\u{A0}But the good ones I\u{2019}ve seen", "\u{A0}\u{A0}\u{A0}So seldom are clean",
                "And the clean ones so seldom are ",
            ])
        #expect(try file.values("(//h:div[@class='line-block'])[1]/h:em", in: page) == ["comical"])
        #expect(try file.values("//h:div[@class='line-block']/h:br", in: page).count == 4 + 3 + 1)
        // A line that starts with a space continues the line before it.
        #expect(
            try file.values("(//h:div[@class='line-block'])[2]/text()", in: page).last.map(trimmed)
                == "The Right Honorable Most Venerable and Righteous Samuel L.\nConstable, Jr.")
        #expect(try file.values("//h:li/h:div[@class='line-block']", in: page).count == 1)
        #expect(try file.values("//h:li/h:p", in: page).isEmpty, "the list stays tight")
        #expect(try !file.values("//h:p", in: page).joined().contains("|"))
    }

    /// Fancy and example lists are `<ol>` elements with pandoc's `type`, `start` and `class="example"`; examples are
    /// numbered through the chapter and `@label` is replaced by its number.
    @Test func fancyAndExampleListsAreOrderedLists() throws {
        let (epub, _) = try TestBuild.build(TestBuild.fixtureBook("pandoc-dialect"))
        let file = try EPUBFile(epub)
        let page = "EPUB/text/lists.xhtml"
        let lists = try file.xml(page).select("//h:ol", namespaces: EPUBFile.namespaces)
        let attributes = lists.map { list in
            ["start", "class", "type"].compactMap { name in list.attribute(name).map { "\(name)=\($0)" } }
        }
        #expect(
            attributes == [
                ["type=a"], ["start=4", "type=i"], [], ["class=example", "type=1"],
                ["start=3", "class=example", "type=1"],
            ])
        #expect(try file.values("//h:ol[1]/h:li", in: page) == ["Letters,", "one after another."])
        #expect(try file.values("//h:p", in: page).contains("The second example is number 2."))
        #expect(try file.values("//h:p", in: page).contains { $0.hasPrefix("A. Lincoln is a name") })
    }

    /// Raw `{=html}` and `{=epub3}` content is written as it is; another format's is left out, as pandoc leaves it
    /// out of an EPUB, with one warning per format at the first.
    @Test func rawHTMLIsWrittenAndOtherFormatsLeftOutWithAWarning() throws {
        let book = TestBuild.fixtureBook("pandoc-dialect")
        let (epub, report) = try TestBuild.build(book)
        let file = try EPUBFile(epub)
        let page = "EPUB/text/raw.xhtml"
        #expect(try file.values("//h:aside[@class='pull-quote']/h:p/h:b", in: page) == ["HTML"])
        #expect(try file.values("//h:p/h:kbd", in: page) == ["Ctrl"])
        #expect(try file.values("//h:p/h:span[@class='epub']", in: page) == ["e"])
        #expect(try file.values("//h:p/h:code", in: page) == ["code"])
        let text = try file.values("//h:body", in: page).joined()
        #expect(
            !text.contains("newpage") && !text.contains("LaTeX") && !text.contains("w:p") && !text.contains("{=latex"))
        let warnings = report.warnings.filter { $0.code == .rawFormatLeftOut }.map {
            $0.description.replacingOccurrences(of: TestPaths.repository + "/", with: "")
        }
        let shown = "Tests/EPUBBuildTests/Fixtures/books/pandoc-dialect/raw.md"
        #expect(
            warnings == [
                "\(shown):7:1: warning: [Ingest] 2 pieces of raw 'latex' content left out, as pandoc leaves it out of an EPUB: only raw 'html' and 'epub' content is written — write it in HTML as '{=html}', or leave it (the first here)",
                "\(shown):13:1: warning: [Ingest] 1 piece of raw 'openxml' content left out, as pandoc leaves it out of an EPUB: only raw 'html' and 'epub' content is written — write it in HTML as '{=html}', or leave it",
            ])
    }

    /// Bracketed spans are `<span>` elements and link and image attributes the link's and image's, as pandoc writes
    /// them (key=value as `data-key`, an image's width in percent as its style); ids reached by links.
    @Test func spansAndLinkAttributesCarryTheirAttributes() throws {
        let (epub, _) = try TestBuild.build(TestBuild.fixtureBook("pandoc-dialect"))
        let file = try EPUBFile(epub)
        let page = "EPUB/text/spans.xhtml"
        let span = "//h:span[@id='first-span'][@class='smallcaps'][@lang='fr']"
        #expect(try file.values(span + "/@data-source", in: page) == ["pandoc's manual"])
        #expect(try file.values("//h:span[@class='outer']/h:em/h:span[@class='inner']", in: page) == ["one"])
        let link = "//h:a[@id='to-verse'][@class='external'][@title='The verse']/@href"
        #expect(try file.values(link, in: page) == ["verse.xhtml"])
        #expect(try file.values("//h:img[@class='dot']/@style", in: page) == ["width:50.0%"])
        #expect(try file.values("//h:img[@width='16'][@height='16']/@alt", in: page) == ["a small dot"])
        #expect(try file.values("//h:a[@href='#first-span']", in: page) == ["Back to the span"])
        let prose = try file.values("//h:p", in: page).joined()
        #expect(prose.contains("[escaped]{.c}"))
        let rest = prose.replacingOccurrences(of: "[escaped]{.c}", with: "")
        #expect(!rest.contains("{#") && !rest.contains("{.") && !rest.contains("{width"))
    }

    /// Attribute keys as pandoc reads them: `epub:type` is the element's epub:type, as pandoc's EPUB writer has it; a
    /// `data-` key stays as written; other keys are `data-` ones. A key with a colon had made the whole block text,
    /// `.unnumbered` with it, so that `-N` numbered every later chapter one too high.
    @Test func attributeKeysWithColonsAndDataPrefixesAreRead() throws {
        let markdown =
            "# C {#cc epub:type=prologue .unnumbered}\n\n# D {data-x=1 foo:bar=2}\n\n[s]{epub:type=pagebreak}\n"
        let (epub, report) = try TestBuild.oneChapter(markdown, from: "markdown")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try EPUBStructure.expectEPUBCheckClean(epub)
        let file = try EPUBFile(epub)
        // The chapter's first heading names its kind: the page's section is a prologue (`HeadingSectionTypes`).
        #expect(try file.values("//h:h1[@id='cc'][@class='unnumbered']", in: "EPUB/text/a.xhtml") == ["C"])
        #expect(try file.values("//h:section/@epub:type", in: "EPUB/text/a.xhtml") == ["prologue"])
        #expect(try file.values("//h:h1[@id='d']/@data-x", in: "EPUB/text/a.xhtml") == ["1"])
        #expect(try file.values("//h:h1[@id='d']/@data-foobar", in: "EPUB/text/a.xhtml") == ["2"])
        #expect(try file.values("//h:span/@epub:type", in: "EPUB/text/a.xhtml") == ["pagebreak"])
        #expect(try file.values("//h:h1", in: "EPUB/text/a.xhtml") == ["C", "D"])
    }

    /// Attributes that run over a line break, as pandoc's own Markdown writer wraps them at 72 columns, are read as
    /// pandoc reads them; they had stayed text, braces and all.
    @Test func attributesOverALineBreakAreRead() throws {
        let markdown =
            "# A {#a}\n\n[[SEE]{.x\n.y}](#a) and [plain]{.x\n.y #p} and ![i](dot.png){width=\"50%\"\nheight=20}\n"
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.copyItem(
            atPath: TestPaths.fixture("books/pandoc-dialect/dot.png"), toPath: folder + "/dot.png")
        try markdown.write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nfrom: markdown\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, file) = try TestBuild.buildWithoutWarnings(folder + "/book.yaml")
        try EPUBStructure.expectEPUBCheckClean(epub)
        let page = "EPUB/text/a.xhtml"
        #expect(try file.values("//h:a[@href='#a']/h:span[@class='x y']", in: page) == ["SEE"])
        #expect(try file.values("//h:span[@id='p'][@class='x y']", in: page) == ["plain"])
        #expect(try file.values("//h:img[@height='20']/@style", in: page) == ["width:50.0%"])
        #expect(try !file.values("//h:p", in: page).joined().contains("{"))
    }

    /// A heading right under a line of raw TeX (`\\newpage`, pandoc's raw block, left out) is a heading, as pandoc
    /// reads it; it had continued a paragraph, `# Introduction` shown and the chapter titled by its file's name.
    @Test func aHeadingUnderARawTeXLineIsAHeading() throws {
        let (epub, _) = try TestBuild.oneChapter("\\newpage\n# Introduction\n\nText.\n", from: "markdown")
        #expect(try EPUBFile(epub).values("//h:h1", in: "EPUB/text/a.xhtml") == ["Introduction"])
        #expect(try EPUBFile(epub).values("//h:p", in: "EPUB/text/a.xhtml") == ["Text."])
    }

    /// A raw TeX environment with blank lines in it (a TikZ picture) is one raw block, left out whole, as pandoc reads
    /// it; its inside had leaked as text after the first blank line.
    @Test func aRawTeXEnvironmentOverBlankLinesIsLeftOutWhole() throws {
        let markdown =
            "A\n\n\\begin{center}\n\\begin{tikzpicture}\n\n% comment\n\\node at (0,0) {x};\n\n"
            + "\\end{tikzpicture}\n\\end{center}\n\nB\n"
        let (epub, report) = try TestBuild.oneChapter(markdown, from: "markdown")
        #expect(try EPUBFile(epub).values("//h:p", in: "EPUB/text/a.xhtml") == ["A", "B"])
        #expect(
            report.warnings.map(\.message).first?.hasPrefix("1 piece of raw TeX left out") == true, "\(report.warnings)"
        )
    }

    private func trimmed(_ text: String) -> String { text.trimmingCharacters(in: .whitespacesAndNewlines) }

    /// GitHub's Markdown, a book.yaml's default, reads the same text as it always did: `~x~` is struck out.
    @Test func gitHubsReadingIsTheDefault() throws {
        let folder = TestPaths.temporaryDirectory()
        try "# W\n\nH~2~O and 2^10^, \"straight\".\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "title: W\nlanguage: en\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        #expect(try EPUBFile(epub).values("//h:p", in: "EPUB/text/a.xhtml") == ["H2O and 2^10^, \"straight\"."])
        #expect(try EPUBFile(epub).values("//h:p/h:del", in: "EPUB/text/a.xhtml") == ["2"])
    }

    @Test(arguments: [
        ("markdown", MarkdownDialect.Base.markdown, true, true),
        ("markdown-smart-subscript", .markdown, false, false),
        ("gfm+smart", .gfm, true, false),
        ("commonmark", .commonmark, false, false),
        ("commonmark_x", .commonmark, true, true),
        ("markdown_github", .gfm, false, false),
    ])
    func dialectsAndTheirSwitches(text: String, base: MarkdownDialect.Base, smart: Bool, subscripts: Bool) throws {
        let dialect = try MarkdownDialect.parse(text).get()
        #expect(dialect.base == base)
        #expect(dialect.extensions.contains(.smart) == smart)
        #expect(dialect.extensions.contains(.`subscript`) == subscripts)
        #expect(dialect.written == text)
    }

    /// pandoc's `mark` extension (`-f markdown+mark`): `==highlighted==` is `<mark>`, anything inline inside it; an
    /// `==` with spaces around it (`a == b`), or in code, stays text, and without the extension so does the pair. It
    /// had
    /// been named as not read, the equals signs shown.
    @Test func markedTextIsMarkedWhenAskedFor() throws {
        let folder = try TestPaths.folder(holding: [
            "a.md": "# T\n\n==高亮文本== and ==two *words*== but a == b == c, `x == y`, a==b.\n"
        ])
        for (from, marks) in [("markdown+mark", ["高亮文本", "two words"]), ("markdown", [])] {
            let result = try CommandRunner.epubbuild(
                ["-f", from, "-M", "title=T", "-M", "lang=en", "-o", "a.epub", "a.md"], in: folder)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
            let file = try EPUBFile(folder + "/a.epub")
            #expect(try file.values("//h:mark", in: "EPUB/text/a.xhtml") == marks)
            #expect(
                try file.values("//h:p", in: "EPUB/text/a.xhtml").first?.hasSuffix("but a == b == c, x == y, a==b.")
                    == true)
        }
    }

    @Test func anExtensionNotReadYetIsNamedAndAnUnknownOneRefused() throws {
        #expect(
            try MarkdownDialect.parse("markdown+wikilinks_title_after_pipe-fenced_divs").get().unread == [
                "wikilinks_title_after_pipe"
            ])
        // os1k's `-f gfm+alerts`: GitHub's alerts are read, so no warning.
        #expect(try MarkdownDialect.parse("gfm+alerts").get().unread.isEmpty)
        #expect(throws: MarkdownDialect.ParseError.unknownExtension("smrt")) {
            try MarkdownDialect.parse("gfm+smrt").get()
        }
        #expect(throws: MarkdownDialect.ParseError.unknownBase("markdwn")) {
            try MarkdownDialect.parse("markdwn").get()
        }
    }

    /// `-f markdown` on the command line, as pandoc takes it.
    @Test func theCommandLineNamesTheDialect() throws {
        let folder = TestPaths.temporaryDirectory()
        try "# W\n\nH~2~O\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(
            ["build", "-f", "markdown", "a.md", "-o", "a.epub", "--title", "W", "--language", "en"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try EPUBFile(folder + "/a.epub").values("//h:p/h:sub", in: "EPUB/text/a.xhtml") == ["2"])
        let mistyped = try CommandRunner.epubbuild(["build", "-f", "markdwn", "a.md", "-o", "b.epub"], in: folder)
        #expect(mistyped.status != 0)
        #expect(
            mistyped.stderr.contains("'markdwn' is not a Markdown dialect epubbuild reads — did you mean 'markdown'?"))
    }

    /// pandoc's `latex_macros`: a macro defined in raw TeX on its own line (`\newcommand`, `\renewcommand`, `\def`)
    /// holds in every later formula, and the definition shows nowhere. It had been left out as raw TeX and the
    /// formulas using it shown as their TeX (`X\to\RR`), or with the old meaning (`\implies` as ⟹).
    @Test func latexMacrosHoldInLaterFormulas() throws {
        let folder = TestPaths.temporaryDirectory()
        try """
        # One

        \\newcommand\\RR{\\mathbf{R}}
        \\renewcommand{\\implies}{\\Rightarrow}
        \\def\\pair#1#2{\\langle #1, #2 \\rangle}

        Let $X\\to\\RR$, $a \\implies b$ and $\\pair{x}{y}$.
        """.write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nfrom: markdown\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:p", in: "EPUB/text/a.xhtml").count == 1)
        #expect(
            try file.values(
                "//m:mi[@mathvariant='bold']", in: "EPUB/text/a.xhtml",
                extra: ["m": "http://www.w3.org/1998/Math/MathML"]) == ["R"])
        #expect(
            try file.values("//m:mo", in: "EPUB/text/a.xhtml", extra: ["m": "http://www.w3.org/1998/Math/MathML"])
                .contains("⇒"))
        #expect(
            try file.values("//m:mo", in: "EPUB/text/a.xhtml", extra: ["m": "http://www.w3.org/1998/Math/MathML"])
                .contains("⟨"))
        #expect(try file.values("//h:code", in: "EPUB/text/a.xhtml").isEmpty)
        try EPUBStructure.expectEPUBCheckClean(epub)
    }
}
