import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBFormats
@testable import EPUBSupport

/// TeX math in Markdown: found by GitHub's rules outside code, made MathML
/// by one KaTeX run, each formula's TeX kept as its alttext.
@Suite struct TeXMathTests {
    private func formulas(_ markdown: String, _ delimiters: TeXMath.Delimiters = .init()) -> [TeXMath.Formula] {
        TeXMath.protect(markdown, delimiters: delimiters).formulas
    }

    @Test func findsFormulasByGitHubsRules() {
        #expect(
            formulas("Area $A = \\pi r^2$ here.") == [.init(tex: "A = \\pi r^2", display: false, line: 1, column: 6)])
        #expect(formulas("It costs $5, or $10.").isEmpty, "a closing dollar needs no space before it")
        #expect(formulas("$20,000 and $30,000").isEmpty)
        #expect(formulas("a $x$1 b").isEmpty, "a digit after the closing dollar")
        #expect(formulas("\\$x$ and `$y$` and ``a $z$ b``").isEmpty, "an escaped dollar, code spans")
        #expect(formulas("A $x\ny$ across lines").isEmpty, "inline math stays on its line")
        // pandoc's runs over the lines of its paragraph (its `--wrap=auto` writes a long formula so), not past it;
        // its TeX had been left out as raw TeX.
        var pandoc = TeXMath.Delimiters()
        pandoc.dollarsAcrossLines = true
        pandoc.rawTeX = true
        #expect(
            formulas("Inline $\\alpha \\cdot\n\\beta$ wrapped.", pandoc) == [
                .init(tex: "\\alpha \\cdot\n\\beta", display: false, line: 1, column: 8)
            ])
        #expect(formulas("It costs $5\n\nor $x$ more", pandoc).map(\.tex) == ["x"])
        #expect(formulas("It costs $5,\nor $10.", pandoc).isEmpty)
        #expect(formulas("$`a<b`$").map(\.tex) == ["a<b"])
        #expect(formulas("```sh\necho $HOME $PATH\n```\n\n    $a$ indented code\n\ntext $b$").map(\.tex) == ["b"])
        #expect(
            formulas("Text\n\n$$\n\\frac{1}{2}\n$$\n") == [
                .init(tex: "\\frac{1}{2}", display: true, line: 3, column: 1)
            ])
        #expect(
            formulas("\\\\( x \\\\) and \\\\[ y \\\\]").isEmpty, "mdBook's delimiters only when the book enables them")
        #expect(
            formulas("\\\\( x_1 \\\\) and \\\\[ \\\\\\\\ y \\\\]", .init(dollars: false, backslashes: true)).map(\.tex)
                == ["x_1", "\\\\ y"])
    }

    /// A fence opened in a list item or a block quote is code to its closing fence, at whatever indent; raw
    /// HTML's `<pre>`, `<code>` and `<script>` are code too, as MathJax and GitHub leave them.
    @Test func codeInListsQuotesAndRawHTMLIsNeverMath() {
        #expect(formulas("1. ```sh\n   echo $HOME $PATH\n   ```\n\nThen $x$ is math.").map(\.tex) == ["x"])
        #expect(formulas("- ```\n  $$\n  x\n  $$\n  ```\n\nEnd $y$.").map(\.tex) == ["y"])
        #expect(formulas("> - ~~~\n>   $a$\n>   ~~~\n\n$b$ after").map(\.tex) == ["b"])
        #expect(
            formulas("- item\n  - nested\n\n    ```\n    $c$\n        ```\n\n$d$").map(\.tex) == ["d"],
            "closed at any indent in a list")
        #expect(formulas("<pre>\nexport PATH=$PATH:$HOME/bin\n</pre>\n\n$e$").map(\.tex) == ["e"])
        #expect(formulas("Inline <code>$z$</code> and <CODE class=\"x\">$w$</CODE>, then $v$.").map(\.tex) == ["v"])
        #expect(formulas("<script>\nvar a = $b$;\n</script>\n$f$").map(\.tex) == ["f"])
        #expect(formulas("A <codex>$g$</codex> is no code element.").map(\.tex) == ["g"])
        #expect(
            formulas("$$\nf(x)\n> g(x)\n$$").map(\.tex) == ["f(x)\n> g(x)"],
            "a line of a display formula that starts with >")
    }

    /// MathJax's processEnvironments and processRefs, on in mdBook's MathJax: an environment is a display
    /// formula, a reference an inline one, outside delimiters too (and `\\begin`, as Markdown escapes it).
    @Test func mathJaxReadsEnvironmentsAndReferencesOutsideDelimiters() {
        let mathjax = TeXMath.Delimiters(dollars: false, backslashes: true)
        let markdown =
            "As \\eqref{sum} shows:\n\\begin{align}\na_1 &= b \\tag{1} \\label{sum} \\\\\\\\\nc &= d\n\\end{align}\nand \\\\begin{equation*} x \\end{equation*}."
        #expect(
            formulas(markdown, mathjax) == [
                .init(tex: "\\eqref{sum}", display: false, line: 1, column: 4),
                .init(
                    tex: "\\begin{align}\na_1 &= b \\tag{1} \\label{sum} \\\\\nc &= d\n\\end{align}", display: true,
                    line: 2, column: 1),
                .init(tex: "\\begin{equation*} x \\end{equation*}", display: true, line: 6, column: 5),
            ])
        #expect(formulas(markdown).isEmpty, "GitHub's math reads none of them")
        #expect(
            formulas("Costs $5, and $$ a\\_1 $$ is display math.", mathjax).map(\.tex) == ["a_1"],
            "tex2jax's $$…$$, its text as Markdown leaves it; no $…$")
        #expect(formulas("A \\begin{x} never ended, `\\ref{code}`, \\ref{}", mathjax).isEmpty)
    }

    /// mdbook-katex's rule: whatever runs to the next `$` not escaped is a formula, spaces and digits too.
    @Test func looseDollarsAreMdbookKatexs() {
        let katex = TeXMath.Delimiters(looseDollars: true)
        #expect(formulas("An inline example, $ \\pi(\\theta) $, and $1$.", katex).map(\.tex) == ["\\pi(\\theta)", "1"])
        #expect(
            formulas("It costs $5, or $10.", katex).map(\.tex) == ["5, or"],
            "as mdbook-katex reads it: an author writes \\$")
        #expect(formulas("A \\$ sign and `$code$` and $a\\$b$.", katex).map(\.tex) == ["a\\$b"])
        #expect(
            formulas("Over $a +\nb$ two lines", katex) == [.init(tex: "a +\nb", display: false, line: 1, column: 6)])
        #expect(formulas("Not across\n$a\n\nb$ a blank line", katex).isEmpty)
        #expect(
            formulas("$$ \\nabla f $$ and $ $", katex).map(\.tex) == ["\\nabla f"],
            "$$ is display; an empty formula is none")
    }

    @Test func blockQuotesAndCRLFFilesKeepTheirFormulasApart() {
        #expect(
            formulas("> $$\n> a+b\n> $$\n").map(\.tex) == ["a+b"], "the quote's markers are not part of the formula")
        #expect(formulas("> > Deep $x$ here").map(\.column) == [10])
        #expect(formulas("# T\r\n\r\nA\r\nB $x$\r\n") == [.init(tex: "x", display: false, line: 4, column: 3)])
        #expect(formulas("A $x\r\ny$ across CRLF lines").isEmpty)
    }

    /// Openers that never close are looked for once: a long line of them stays linear.
    @Test func unclosedOpenersDoNotMakeTheScanQuadratic() {
        #expect(formulas(String(repeating: "$` ", count: 20_000)).isEmpty)
        #expect(formulas("$$ " + String(repeating: "$` ", count: 20_000)).isEmpty)
        #expect(
            formulas(String(repeating: "\\\\( a ", count: 20_000), .init(dollars: false, backslashes: true)).isEmpty)
        #expect(
            formulas(String(repeating: "<code> $a ", count: 20_000)).isEmpty,
            "an unclosed <code> is searched to the end once")
        #expect(
            formulas(String(repeating: "\\begin{x} ", count: 20_000), .init(dollars: false, backslashes: true)).isEmpty)
    }

    /// A `$$` nothing closes before a code block is text, and a warning says where, in a build that goes on.
    @Test func anUnclosedDisplayFormulaIsAWarningAtItsLine() throws {
        let folder = TestPaths.temporaryDirectory()
        try "# Prices\n\nIt costs $$ and more,\n\nso much.\n\n```\n$$\n```\n\nThen $x$.\n".write(
            toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        #expect(
            report.warnings.map { "\($0.location.line):\($0.location.column) \($0.code.rawValue)" } == [
                "3:10 math-unclosed"
            ])
        #expect(report.warnings.first?.message.hasPrefix("'$$' opens a display formula that nothing closes") == true)
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:p", in: "EPUB/text/a.xhtml").first == "It costs $$ and more,")
        #expect(try file.values("//m:math/@alttext", in: "EPUB/text/a.xhtml") == ["x"])
    }

    /// KaTeX warns on stderr about accented letters in math mode; a book full of them must not fill the pipe and hang.
    @Test func manyFormulasWithAccentsConvert() throws {
        let folder = TestPaths.temporaryDirectory()
        let paragraphs = (1...800).map { "Le $\\text{é}_{\($0)}$ et $é\($0)$." }.joined(separator: "\n\n")
        try "# Formules\n\n\(paragraphs)\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: fr\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        #expect(
            try EPUBFile(epub).values(
                "//m:math/@alttext", in: "EPUB/text/a.xhtml", extra: ["m": "http://www.w3.org/1998/Math/MathML"]
            ).count == 1600)
        // Running KaTeX leaves the process's SIGPIPE handling as it found it (the writing thread blocks it for itself).
        var action = sigaction()
        sigaction(SIGPIPE, nil, &action)
        #expect(action.__sigaction_handler.sa_handler == nil, "SIGPIPE is no longer SIG_DFL")
    }

    /// Without KaTeX (here a `node` that ends at once, before reading 8000 formulas, more than a pipe holds) the build
    /// says what to install, and writes nothing.
    @Test func withoutKaTeXTheErrorSaysWhatToInstall() throws {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: true)
        try "#!/bin/sh\necho \"Error: Cannot find module 'katex'\" >&2\nexit 1\n".write(
            toFile: folder + "/bin/node", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder + "/bin/node")
        let formulas = (1...8000).map { "$x_{\($0)} + y_{\($0)}$" }.joined(separator: " ")
        try "# T\n\n\(formulas)\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let path = folder + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let result = try CommandRunner.epubbuild(
            ["build", "book.yaml", "-o", "out.epub"], environment: ["PATH": path], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "a.md:3:1: error: [Ingest] TeX math needs KaTeX, which is not installed: install Debian's katex package (apt-get install katex), or set 'math: false'"
            ),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.epub"))
    }

    /// A `$$` display formula runs over the blank lines in it, as mdbook-katex and MathJax read it (halo2's
    /// protocol.md, in a list item), but never over a code block or a heading: a `$$` nothing closes before one
    /// stays text, and `unclosed` says where. Inline formulas and code spans stay in their paragraph.
    @Test func displayFormulasRunOverBlankLines() {
        let katex = TeXMath.Delimiters(dollars: true, looseDollars: true)
        let item =
            "14. sends $Q'$ where\n$$q'(X) = \\sum_i\n\nx_2^i\n  \\left( a \\right)\n$$\n15. $x_3$ and $v = $\n$$\na\n\nb\n$$"
        #expect(
            formulas(item, katex).map(\.tex) == [
                "Q'", "q'(X) = \\sum_i\n\nx_2^i\n  \\left( a \\right)", "x_3", "v =", "a\n\nb",
            ])
        #expect(formulas(item, katex).map(\.line) == [1, 2, 7, 7, 8])
        for (markdown, lines) in [
            ("$$ a\n\n```\n$$\n```\n", [1]), ("$$ a\n\n# Heading\n\nb", [1]), ("> $$ a\n\n## H $$", [1, 3]),
        ] {
            let protected = TeXMath.protect(markdown, delimiters: katex)
            #expect(protected.formulas.isEmpty, "\(markdown.debugDescription)")
            #expect(protected.unclosed.map(\.line) == lines, "\(markdown.debugDescription)")
            #expect(protected.text == markdown)
        }
        #expect(formulas("$$ a\n\nb \\$$ c\n\nd $$", katex).map(\.tex) == ["a\n\nb \\$$ c\n\nd"], "an escaped $$")
        let escaped = "$$ a\n\n" + String(repeating: "\\$$ b\n\n", count: 20_000) + "c $$"
        #expect(
            TeXMath.protect(escaped, delimiters: katex).unclosed.map(\.line) == [1, 40_003],
            "an opener looks past a few escaped $$ only: a crafted file does not make the scan quadratic")
        #expect(formulas("a $x\n\ny$ b", katex).isEmpty, "an inline formula stays in its paragraph")
        #expect(formulas("a `x\n\ny` $z$", katex).map(\.tex) == ["z"], "so does a code span")
        #expect(formulas("$$\nx\n\ny\n$$", .init(dollars: false, backslashes: true)).map(\.tex) == ["x\n\ny"])
    }

    /// A formula's text is what the source's tool hands TeX: mdbook-katex and GitHub read the Markdown raw (`\\`
    /// stays a line break), mdBook's MathJax the HTML (CommonMark's escapes undone), and a kramdown (Jekyll) book
    /// has kramdown's escapes undone in `$…$`, which kramdown reads as text, but not in `$$…$$`, its own math.
    @Test func formulasAreReadInTheSourcesDialectOfEscapes() {
        let text = "$a\\_1 \\* b\\_1$ and $\\{x\\} \\\\ y$\n\n$$\\{x\\} \\* y$$"
        #expect(formulas(text).map(\.tex) == ["a\\_1 \\* b\\_1", "\\{x\\} \\\\ y", "\\{x\\} \\* y"])
        #expect(
            formulas(text, .init(dollars: true, looseDollars: true)).map(\.tex) == [
                "a\\_1 \\* b\\_1", "\\{x\\} \\\\ y", "\\{x\\} \\* y",
            ])
        #expect(
            formulas(text, .init(escapes: .kramdown)).map(\.tex) == ["a_1 * b_1", "{x} \\ y", "\\{x\\} \\* y"])
        #expect(
            formulas(text, .init(escapes: .commonMark)).map(\.tex) == ["a_1 * b_1", "{x} \\ y", "{x} * y"])
        #expect(
            formulas("$\\|x\\| \\' \\% y$", .init(escapes: .kramdown)).map(\.tex) == ["|x| ' \\% y"],
            "% is no kramdown escape")
        let mathjax = TeXMath.Delimiters(dollars: false, backslashes: true)
        #expect(mathjax.escapes == .commonMark)
        #expect(
            formulas("\\\\( a \\\\\\\\ b \\_1 \\\\) and $$c \\* d$$", mathjax).map(\.tex) == ["a \\\\ b _1", "c * d"])
        let both = TeXMath.Delimiters(dollars: true, backslashes: true, looseDollars: true)
        #expect(both.escapes == .raw, "mdbook-katex reads the dollars before Markdown does")
        #expect(formulas("\\\\( a \\_1 \\\\) and $$c \\* d$$", both).map(\.tex) == ["a _1", "c \\* d"])
    }

    /// A Jekyll site's chapter, `math: {escapes: kramdown}`: KaTeX reads what MathJax read on the site, never
    /// `\\*` (an undefined control sequence); epubcheck finds nothing.
    @Test func aKramdownBookIsReadAsKramdownHandsItToMathJax() throws {
        let book = TestBuild.fixtureBook("math-kramdown")
        let (epub, report) = try TestBuild.build(book)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        #expect(
            try EPUBFile(epub).values("//m:math/@alttext", in: "EPUB/text/norms.xhtml") == [
                "\\|x\\|_2 = \\sqrt{x_1^2 + x_2^2}", "a * b", "P(A | B)", "\\{x \\mid x > 0\\}",
                "\\left\\| \\sum_i x_i \\right\\| \\le \\sum_i \\|x_i\\|",
            ])
        try EPUBStructure.expectAll(book, epub)
    }

    /// In a list item or a block quote, indentation counts from the item's content (CommonMark §5.2): a
    /// paragraph indented four spaces in `4. ` is the item's, not indented code.
    @Test func listItemParagraphsAreNoIndentedCode() {
        #expect(formulas("4. Construct:\n\n    If $q_1(x) = r_1(x)$, then\n").map(\.tex) == ["q_1(x) = r_1(x)"])
        #expect(formulas("- a\n  - b\n\n      $x$ in the nested item\n").map(\.tex) == ["x"])
        #expect(formulas("- a\n\n      $y$ is code in the item\n").isEmpty)
        #expect(formulas("> 1. a\n>\n>     $z$ in a quoted item\n").map(\.tex) == ["z"])
        #expect(formulas("1. a\n\n$v$\n\n    $u$ is code: the list ended").map(\.tex) == ["v"])
        #expect(formulas("1. a\n   lazy\nline\n\n   $w$ still the item's").map(\.tex) == ["w"])
        #expect(formulas("10. a\n\n    ```\n    $c$\n    ```\n\n    $d$").map(\.tex) == ["d"], "a fence in the item")
        #expect(formulas("-\tx\n\n\t$t$ tab-indented in the item").map(\.tex) == ["t"])
    }

    /// The formulas' tokens keep every line where it was, so what follows is still located right.
    @Test func protectedMarkdownKeepsItsLines() {
        let markdown = "# T\n\n$$\na\n\nb\n$$\n\nLine 9 $x$ end\n"
        let protected = TeXMath.protect(markdown, delimiters: .init())
        #expect(
            protected.text.split(separator: "\n", omittingEmptySubsequences: false).count
                == markdown.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(
            protected.formulas.map(\.line) == [3, 9],
            "a display formula runs over the blank line in it, as mdbook-katex and MathJax read it")
        #expect(protected.formulas.first?.tex == "a\n\nb")
    }

    /// halo2's layouts, in a fixture book built as mdbook-katex reads it: a display formula over a blank line in a
    /// list, an item's paragraph indented four spaces, a ```` ```math ```` block left code, environments without
    /// `&`, formulas in headings, whose contents entries and page title read their TeX; epubcheck finds nothing.
    @Test func halo2sLayoutsBuildAsMdbookKatexReadsThem() throws {
        let book = TestPaths.fixture("books/mdbook-katex-layout/book.toml")
        let (epub, file) = try TestBuild.buildWithoutWarnings(book)
        let page = "EPUB/text/protocol.xhtml"
        let m = ["m": "http://www.w3.org/1998/Math/MathML"]
        let markdown = try String(
            contentsOfFile: TestPaths.fixture("books/mdbook-katex-layout/src/protocol.md"), encoding: .utf8)
        // Every `$…$` and `$$…$$` of the source is one formula (14), and none is left raw.
        #expect(try file.values("//m:math", in: page, extra: m).count == 14)
        #expect(markdown.matches(of: /\$\$/).count == 12, "6 display formulas, 8 inline ones")
        #expect(
            try file.values("//m:math[@display='block']/@alttext", in: page, extra: m).first
                == "q'(X) = \\sum\\limits_{i=0}^{n - 1}\n\nx_2^i \\left( a_i(X) \\right)")
        #expect(try file.values("//m:math/@alttext", in: page, extra: m).contains("q_1(x) = r_1(x)"))
        #expect(try file.values("//h:pre/h:code[@class='language-math']", in: page) == ["[a(x) + x_1 b(x)]\n"])
        #expect(try file.values("//m:mtable[@columnspacing='']", in: page, extra: m).isEmpty)
        try MdBookCorpusTests.expectNothingRawInProse(epub)
        #expect(try file.values("//h:title", in: page) == ["Openings with x^2"])
        #expect(
            try file.values("//h:nav[@epub:type='toc']//h:a", in: "EPUB/nav.xhtml") == [
                "Openings with x^2", "Rows without an alignment point in \\mathbb{F}_p",
            ])
        #expect(
            try file.values(
                "//ncx:navPoint/ncx:navLabel/ncx:text", in: "EPUB/toc.ncx",
                extra: ["ncx": "http://www.daisy.org/z3986/2005/ncx/"]) == [
                    "Openings with x^2", "Rows without an alignment point in \\mathbb{F}_p",
                ])
        try EPUBStructure.expectAll(book, epub)
    }

    @Test func formulasBecomeMathMLWithTheirTeX() throws {
        let book = TestBuild.fixtureBook("math")
        let (epub, file) = try TestBuild.buildWithoutWarnings(book)
        let page = "EPUB/text/formulas.xhtml"
        #expect(
            try file.values("//m:math/@alttext", in: page, extra: ["m": "http://www.w3.org/1998/Math/MathML"])
                == [
                    "A = \\pi r^2", "a_1 * b_1", "\\sqrt{2}", "\\frac{n!}{k!\\,(n-k)!}",
                    "\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}",
                    "a \\stackrel{\\text{def}}{=} b", "\\mathop{op}_i x_i", "E = mc^2 \\tag{1}",
                    "\\begin{align}\nx &= 1 \\\\\ny &= 2 + 3 \\nonumber\n\\end{align}",
                ])
        #expect(
            try file.values(
                "//m:math[@display='block']/@alttext", in: page, extra: ["m": "http://www.w3.org/1998/Math/MathML"]
            ).count == 4)
        #expect(try file.values("//m:mfrac", in: page, extra: ["m": "http://www.w3.org/1998/Math/MathML"]).count == 1)
        // The matrix's table, the one KaTeX lays a numbered equation out in, and the align's, its rows of two cells
        // alike (MathMLRepair).
        #expect(try file.values("//m:mtable", in: page, extra: ["m": "http://www.w3.org/1998/Math/MathML"]).count == 3)
        #expect(
            try file.values(
                "//m:mtable[@columnalign='right left']/m:mtr[count(m:mtd) != 2]",
                in: page, extra: ["m": "http://www.w3.org/1998/Math/MathML"]
            ).isEmpty)
        #expect(
            try file.values(
                "//m:mtable[@columnalign='right left']/m:mtr", in: page,
                extra: ["m": "http://www.w3.org/1998/Math/MathML"]
            ).count == 2)
        // KaTeX's tokens holding elements and cells with a width were mended (MathMLRepair); epubcheck below agrees.
        #expect(
            try file.values(
                "//m:mi/m:* | //m:mo/m:* | //m:mn/m:* | //m:mtext/m:* | //m:mtd/@width", in: page,
                extra: ["m": "http://www.w3.org/1998/Math/MathML"]
            ).isEmpty)
        #expect(
            try file.values("//h:p[contains(., 'Prices')]", in: page).first?.contains(
                "it costs $5, or $10 with the map") == true)
        let package = PackageDocument(tree: try file.package(), path: ContainerPath(try file.packagePath()))
        #expect(package.manifest.first { $0.path == "EPUB/text/formulas.xhtml" }?.properties == ["mathml"])
        #expect(
            package.accessibility.features.contains("MathML")
                && package.accessibility.features.contains("describedMath"))
        try EPUBStructure.expectAll(book, epub)
    }

    @Test func mathFalseLeavesDollarsAsText() throws {
        let folder = TestPaths.temporaryDirectory()
        try "# T\n\nA $x^2$ here.\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nmath: false\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        #expect(try EPUBFile(epub).values("//h:p", in: "EPUB/text/a.xhtml") == ["A $x^2$ here."])
    }

    /// Markdown made of the characters the scanner looks at, in any order:
    /// it never traps, and the text it returns has the lines it was given.
    @Test func anyArrangementOfDelimitersKeepsTheLines() {
        var generator = SeededGenerator(seed: 15)
        let pieces = [
            "$", "$$", "`", "``", "\\", "\\\\(", "\\\\)", "\\\\[", "\\\\]", "\n", "\n\n", " ", "    ", "```", "~~~",
            "a", "1", "x_1", "*",
        ]
        for _ in 0..<3000 {
            let markdown = (0..<Int.random(in: 1...40, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            for delimiters in [TeXMath.Delimiters(), TeXMath.Delimiters(dollars: true, backslashes: true)] {
                let protected = TeXMath.protect(markdown, delimiters: delimiters)
                let (text, formulas) = (protected.text, protected.formulas)
                #expect(
                    text.split(separator: "\n", omittingEmptySubsequences: false).count
                        == markdown.split(separator: "\n", omittingEmptySubsequences: false).count,
                    "\(markdown.debugDescription)")
                _ = TeXMath.placeholders(in: "<p>" + text + "</p>", formulas: formulas)
            }
        }
    }
}

/// A small deterministic generator (SplitMix64), so a failing arrangement can be found again.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
