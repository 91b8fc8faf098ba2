import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBSupport

/// No template or directive syntax reaches the reader silently: GitBook's
/// tags are rendered where an EPUB can show them, the rest (and mdBook
/// preprocessors' directives) removed with one warning per kind for the book.
@Suite struct TemplateTagsTests {
    /// The page's <section>, and the warnings with paths relative to the book's folder.
    private func build(_ book: String, pages: [String]) throws -> (pages: [String], warnings: [String]) {
        let (epub, report) = try TestBuild.build(TestPaths.fixture("books/" + book))
        try EPUBStructure.expectEPUBCheckClean(epub)
        let file = try EPUBFile(epub)
        let sections = try pages.map { name in
            let page = String(decoding: try file.data("EPUB/text/\(name).xhtml"), as: UTF8.self)
            return String(page[page.range(of: "<section")!.lowerBound..<page.range(of: "</body>")!.lowerBound])
        }
        let folder = "books/" + book.split(separator: "/").first! + "/"
        return (sections, report.warnings.map { String($0.description.split(separator: folder).last!) })
    }

    /// Text outside code that still looks like a tag or directive.
    private func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private func leftovers(_ page: String) -> [String] {
        let prose = page.replacing(#/<pre>.*?</pre>|<code>.*?</code>/#.dotMatchesNewlines(), with: "")
        return prose.matches(of: #/\{%|\{\{%|\{\{#/#).map { String(prose[$0.range]) }
    }

    @Test func gitBookTagsAreRenderedOrCounted() throws {
        let (pages, warnings) = try build("gitbook-tags/book.json", pages: ["tags", "exercises", "deep"])
        let tags = pages[0], exercises = pages[1]
        // An include's `/path` starts at the book's root, as GitBook reads it, from a chapter in a folder too.
        #expect(pages[2].contains("<p>Shared text from an included file.</p>"))
        // gitbook-plugin-sectionx(-ex)'s `<!--sec data-title=… -->` sections keep their titles (they had been lost
        // with the comments), and codeblock-label's `{% filename %}` is the code block's title.
        #expect(
            pages[2].contains(
                "<section class=\"sectionx\" id=\"python_windows\"><p class=\"sectionx-title\"><strong>Install Python: Windows</strong></p>\n<p>First check whether your computer runs a <em>32-bit</em> version.</p>\n<p class=\"code-title\"><code>command-line</code></p>\n<pre><code>C:\\&gt; python --version\n</code></pre>\n</section>"
            ), "\(pages[2])")
        #expect(pages[2].contains("<p class=\"sectionx-title\"><strong>Install Python: Linux</strong></p>"))
        // An included page's front matter (GitBook's reusable content) is its metadata, not text.
        #expect(pages[2].contains("<p>Snippet body.</p>") && !pages[2].contains("title: Snippet"), "\(pages[2])")
        #expect(
            tags.contains(
                "<aside class=\"admonition warning\" role=\"note\">\n<p class=\"admonition-title\">Warning</p>\n<p>Back up <strong>first</strong>.</p>\n</aside>"
            ))
        #expect(tags.contains("<p class=\"embed\"><a href=\"https://example.org/talk?a=1&amp;b=2\">The talk</a></p>"))
        #expect(
            tags.contains(
                "<div class=\"tabs\">\n<section class=\"tab\">\n<p class=\"tab-title\"><strong>macOS</strong></p>\n<p>Run <code>brew install x</code>.</p>\n</section>"
            ))
        #expect(
            tags.contains("<p>Shared text from an included file.</p>\n<aside class=\"admonition note\" role=\"note\">"))
        #expect(
            tags.contains(
                "<p>Write {{ page.title }} in a layout.</p>\n<p>Beta readers only.</p>\n<p>Version  and <code>{% hint %}</code> in code.</p>"
            ))
        // book.json's variables and keys, filled in as GitBook does before the Markdown is read.
        #expect(
            tags.contains(
                "<p>The second <em>edition</em> of GitBook Tags, from <a href=\"https://example.org/\">https://example.org/</a>.</p>"
            ))
        #expect(
            tags.contains("<code class=\"language-liquid\">{% hint style=\"info\" %}{{ site.x }}{% endhint %}\n</code>")
        )
        #expect(tags.contains("<pre><code class=\"language-ruby\">puts \"hi\"\n</code></pre>"))
        // GitBook's content-ref keeps the link written inside it, the file's name read as the page's title, as
        // GitBook's card shows it; an integration with an address links to it.
        #expect(
            tags.contains(
                "<div class=\"content-ref\">\n<p><a href=\"exercises.xhtml\">Exercises</a></p>\n</div>\n<div class=\"content-ref\">\n<p><a href=\"exercises.xhtml\">Exercises</a></p>\n</div>"
            ))
        #expect(
            tags.contains(
                "<p class=\"embed\"><a href=\"https://github.com/a/b/blob/main/x.js\">https://github.com/a/b/blob/main/x.js</a></p>"
            ))
        #expect(
            exercises.contains(
                "<div class=\"exercise\">\n<p>Write <code>double</code>.</p>\n<pre><code class=\"language-js\">"))
        #expect(exercises.contains("triple = <span class=\"hl-constant\">undefined</span>;\n</code></pre>\n</div>"))
        #expect(!exercises.contains("x * 3"))
        // gitbook-plugin-include-codeblock (book.json lists it): `[import](file)` is a code block of the file.
        #expect(
            exercises.contains(
                "<pre><code class=\"language-rs\"><span class=\"hl-keyword\">fn</span> <span class=\"hl-function\">main</span>() {"
            ))
        #expect(exercises.contains("<pre><code class=\"language-text\">    println!(\"tide\");\n</code></pre>"))
        // `[include]` is the plugin's other name for it, and `lang:"…"` its other way to name the language.
        #expect(exercises.contains("<pre><code class=\"language-javascript\">}\n</code></pre>"))
        // `[import:"name"]`: the doxygen snippet between two `//! [name]` lines, without the inner snippets' markers.
        #expect(exercises.contains("<pre><code class=\"language-cpp\">    int ropes = 6;\n</code></pre>"))
        let berth = try #require(exercises.range(of: "<pre><code class=\"language-c\">")).upperBound
        let end = try #require(exercises[berth...].range(of: "</code></pre>")).lowerBound
        #expect(
            exercises[berth..<end].replacing(/<[^>]*>/, with: "")
                == "    int boats = 3;\n    int ropes = 6;\n    int tides = 2;\n")
        #expect(!exercises.contains("[mooring]") && !exercises.contains("[berth]") && !exercises.contains("main()"))
        #expect(leftovers(tags) == [] && leftovers(exercises) == [])
        #expect(
            warnings == [
                "tags.md:22:1: warning: [Ingest] 1 '{% if %}' template tag removed, its test not decided (it names what only GitBook's website knows, or a list or a filter): the text of every branch is kept",
                "tags.md:24:9: warning: [Ingest] 1 template variable '{{ book… }}' removed: epubbuild fills in only the book's own values (GitBook's book.json 'variables', as book.NAME, its keys, as config.KEY, and a page's front matter and title, as page.KEY)",
                "tags.md:46:1: warning: [Ingest] 1 GitBook integration '{% @figma/embed %}' removed: it names no url=… that the book could link to instead",
                "exercises.md:11:1: warning: [Ingest] 2 GitBook '{% solution %}' blocks left out: a book runs no exercises (their question and initial code are kept) (the first here)",
                "exercises.md:12:1: warning: [Ingest] 1 GitBook '{% validation %}' block left out: a book runs no exercises (their question and initial code are kept)",
                "exercises.md:13:1: warning: [Ingest] 1 GitBook '{% context %}' block left out: a book runs no exercises (their question and initial code are kept)",
            ])
    }

    /// GitBook's editor ends each heading with an empty link to itself: the heading takes its id, so links to it hold,
    /// and the empty link, which announced nothing, goes (it had cost the heading its id and a warning each).
    @Test func gitBooksHeadingAnchorsAreTheHeadingsIds() throws {
        let (epub, report) = try TestBuild.oneChapter(
            "# A\n\n## Welcome! <a href=\"#welcome\" id=\"welcome\"></a>\n\nSee [the welcome](#welcome).\n")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:h2/@id", in: "EPUB/text/a.xhtml") == ["welcome"])
        #expect(try file.values("//h:h2", in: "EPUB/text/a.xhtml") == ["Welcome!"])
        #expect(try file.values("//h:h2/h:a", in: "EPUB/text/a.xhtml").isEmpty)
        #expect(try file.values("//h:p/h:a/@href", in: "EPUB/text/a.xhtml") == ["#welcome"])
    }

    /// gitbook-plugin-alerts' `> **[info] Title**` quotes are admonitions when book.json lists the plugin, as it draws
    /// them; they had been quotes with a bold `[info]`. Without the plugin they stay quotes, as GitBook shows them.
    @Test func gitBookAlertsPluginQuotesAreAdmonitions() throws {
        let folder = TestPaths.temporaryDirectory()
        try "# S\n\n* [A](a.md)\n".write(toFile: folder + "/SUMMARY.md", atomically: true, encoding: .utf8)
        try "# A\n\n> **[info] For info**\n>\n> Use this for messages.\n\n> **[danger]** Hot.\n".write(
            toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        for (plugins, asides) in [("[\"alerts\"]", 2), ("[]", 0)] {
            try "{\"title\": \"T\", \"plugins\": \(plugins)}\n".write(
                toFile: folder + "/book.json", atomically: true, encoding: .utf8)
            let (epub, _) = try TestBuild.build(folder + "/book.json")
            let file = try EPUBFile(epub)
            #expect(try file.values("//h:aside/@class", in: "EPUB/text/a.xhtml").count == asides)
            if asides > 0 {
                #expect(
                    try file.values("//h:aside/h:p", in: "EPUB/text/a.xhtml") == [
                        "For info", "Use this for messages.", "Danger", "Hot.",
                    ])
                try EPUBStructure.expectEPUBCheckClean(epub)
            }
        }
    }

    /// mdbook-embedify's `{% embed youtube id="…" %}` is a link to the page that plays it, as the embed's own page
    /// would: it had been read as a GitBook embed of the address "youtube", the id lost. An app a book cannot show
    /// (giscus' comments) is counted as a tag left out.
    @Test func embedifyTagsAreLinksToWhatTheyEmbed() throws {
        let folder = try TestPaths.folder(holding: [
            "book.toml": "[book]\ntitle = \"T\"\nlanguage = \"en\"\n\n[preprocessor.embedify]\n",
            "src/SUMMARY.md": "# S\n\n- [A](a.md)\n",
            "src/a.md":
                "# A\n\n{% embed youtube id=\"VXUokVTHYws\" %}\n\n{% embed codepen user=\"abc\" slug=\"xyz\" %}\n\n{% embed giscus repo=\"a/b\" %}\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.toml")
        #expect(
            try EPUBFile(epub).values("//h:p[@class='embed']/h:a/@href", in: "EPUB/text/a.xhtml") == [
                "https://www.youtube.com/watch?v=VXUokVTHYws", "https://codepen.io/abc/pen/xyz",
            ])
        #expect(report.warnings.map(\.message).contains { $0.contains("'{% embed %}' template tag removed") })
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// GitBook's mentions (`[page.md](page.md "mention")`) read as the page's or heading's title, as GitBook shows
    /// them; they had shown the file name and a `#fragment`.
    @Test func gitBookMentionsReadAsTheirTargetsTitle() throws {
        let folder = try TestPaths.folder(holding: [
            "book.json": "{\"title\": \"T\", \"language\": \"en\"}\n",
            "SUMMARY.md": "# S\n\n* [Intro](README.md)\n* [Express server](express.md)\n",
            "README.md":
                "# Intro\n\nNext: [express.md](express.md \"mention\"), [#routes](express.md#routes \"mention\").\n",
            "express.md": "# Setting up Express\n\n## Routes\n\nText.\n",
        ])
        let (epub, _) = try TestBuild.build(folder + "/book.json")
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:p/h:a", in: "EPUB/text/README.xhtml") == ["Express server", "Routes"])
        #expect(try file.values("//h:p/h:a/@title", in: "EPUB/text/README.xhtml").isEmpty)
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// gitbook-plugin-toc's (and simple-page-toc's) `<!-- toc -->` is the page's list of its headings when book.json
    /// lists the plugin, as mdbook-toc's is; it had stayed a comment, the list lost.
    @Test func gitBookTocPluginMarkersAreThePagesContents() throws {
        let folder = TestPaths.temporaryDirectory()
        try "# S\n\n* [A](a.md)\n".write(toFile: folder + "/SUMMARY.md", atomically: true, encoding: .utf8)
        try "# A\n\n<!-- toc -->\n\n## One\n\n## Two\n".write(
            toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        for (plugins, entries) in [
            ("[\"toc\"]", ["One", "Two"]), ("[\"simple-page-toc\"]", ["One", "Two"]), ("[]", []),
        ] {
            try "{\"title\": \"T\", \"plugins\": \(plugins)}\n".write(
                toFile: folder + "/book.json", atomically: true, encoding: .utf8)
            let (epub, _) = try TestBuild.build(folder + "/book.json")
            #expect(try EPUBFile(epub).values("//h:ul[@class='page-toc']//h:a", in: "EPUB/text/a.xhtml") == entries)
        }
    }

    /// The cards GitBook's editor writes keep what they show: a file's name (linked, or text when the book cannot
    /// carry it), an API method's address, its parameters and responses, a code block's title, updates' dates,
    /// stepper's steps and columns; GitBook's own page options in front matter are read quietly.
    @Test func gitBookCardsShowWhatGitBookShows() throws {
        let (pages, warnings) = try build("gitbook-cards/.gitbook.yaml", pages: ["README"])
        let page = pages[0]
        for shown in [
            "<p class=\"file\"><a>tide-table.csv</a></p>\n<p>This month's tides.</p>",
            "<p class=\"api\"><code>GET https://api.example.org/tides</code> List the tides</p>\n<p>One entry per tide.</p>",
            "<p class=\"api-parameter\"><code>port</code> query, String, required</p>\n<p>The harbour.</p>",
            "<p class=\"api-response\"><code>200: OK</code></p>\n<pre><code class=\"language-json\">",
            // A response's description is what the reader learns of it (it had been lost).
            "<p class=\"api-response\"><code>404: Not Found</code> No such harbour</p>",
            // An update's date heads it, a stepper's steps are numbered, columns follow one another: the dates and
            // the order had been lost, each tag warned of as a template GitBook does not run.
            "<section class=\"update\">\n<p class=\"update-date\"><time datetime=\"2024-05-01\">2024-05-01</time></p>",
            "<p class=\"update-date\">Spring 2023</p>",
            "<ol class=\"stepper\">\n<li class=\"step\">\n<p>Read the table.</p>\n</li>",
            "<div class=\"columns\">\n<div class=\"column\">\n<p>Left.</p>\n</div>",
            "<p class=\"code-title\"><code>tides.py</code></p>\n<pre><code class=\"language-python\">",
        ] {
            #expect(page.contains(shown), "\(page)")
        }
        #expect(leftovers(page) == [])
        #expect(
            warnings == [
                "formulas.md:18:1: warning: [Ingest] 1 Mermaid diagram not drawn: epubbuild has no Mermaid renderer that runs offline; the source is shown as a figure",
                "README.md:11:26: warning: [Resolve] link target 'files/tide-table.csv' is not part of the book; kept as plain text",
            ])
    }

    /// Legacy GitBook's blocks, before `{% content-ref %}` and `{% swagger %}`: `{% page-ref page="x.md" %}` is the
    /// page's card, a link read as its title in the contents; `{% api-method method="get" host=… path=… %}` is headed
    /// by the method
    /// and address, each `api-method-parameter` by its name and kind (`required=true` unquoted), each response example
    /// by its status. They had been removed, their facts with them.
    @Test func legacyGitBookPageRefsAndAPIMethodsShowWhatGitBookShowed() throws {
        let page =
            "# Intro\n\n{% page-ref page=\"cakes.md\" %}\n\n"
            + "{% api-method method=\"get\" host=\"https://api.cakes.com\" path=\"/v1/cakes/:id\" %}\n"
            + "{% api-method-summary %}\nGet Cakes\n{% endapi-method-summary %}\n{% api-method-spec %}\n"
            + "{% api-method-request %}\n{% api-method-path-parameters %}\n"
            + "{% api-method-parameter name=\"id\" type=\"string\" required=true %}\nThe cake.\n"
            + "{% endapi-method-parameter %}\n{% endapi-method-path-parameters %}\n{% endapi-method-request %}\n"
            + "{% api-method-response %}\n{% api-method-response-example httpCode=200 %}\nFound.\n"
            + "{% endapi-method-response-example %}\n{% endapi-method-response %}\n{% endapi-method-spec %}\n"
            + "{% endapi-method %}\n"
        let folder = try TestPaths.folder(holding: [
            "book.json": "{\"title\": \"T\", \"language\": \"en\"}",
            "SUMMARY.md": "# Summary\n\n* [Intro](README.md)\n* [Cakes](cakes.md)\n", "README.md": page,
            "cakes.md": "# All about cakes\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.json")
        let file = try EPUBFile(epub)
        let readme = "EPUB/text/README.xhtml"
        #expect(try file.values("//h:div[@class='content-ref']//h:a", in: readme) == ["Cakes"])
        #expect(try file.values("//h:p[@class='api']", in: readme) == ["GET https://api.cakes.com/v1/cakes/:id"])
        #expect(try file.values("//h:p[@class='api-parameter']", in: readme) == ["id string, required"])
        #expect(try file.values("//h:p[@class='api-response']", in: readme) == ["200"])
        #expect(try file.values("//h:section/h:p[not(@class)]", in: readme) == ["Get Cakes", "The cake.", "Found."])
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// A hint's and a GitHub alert's title are words the build writes, in the book's language: a French book's
    /// `{% hint style="danger" %}` had been titled "Caution" (GitBook shows no title, only an icon); `words:` sets
    /// them.
    @Test func hintAndAlertTitlesAreInTheBooksLanguage() throws {
        let page =
            "# Intro\n\n{% hint style=\"danger\" %}\nNe supprimez pas.\n{% endhint %}\n\n> [!NOTE]\n> Une remarque.\n"
        let folder = try TestPaths.folder(holding: [
            "book.json": "{\"title\": \"Guide\", \"language\": \"fr\"}", "SUMMARY.md": "# S\n\n* [Intro](README.md)\n",
            "README.md": page,
        ])
        let (epub, _) = try TestBuild.build(folder + "/book.json")
        let titles = try EPUBFile(epub).values("//h:p[@class='admonition-title']", in: "EPUB/text/README.xhtml")
        #expect(titles == ["Attention", "Remarque"])
        let yaml = try TestPaths.folder(holding: [
            "book.yaml": "title: T\nlanguage: en\nwords: {note-title: Aside}\nchapters: [a.md]\n",
            "a.md": "# A\n\n> [!NOTE]\n> Text.\n",
        ])
        let (english, _) = try TestBuild.build(yaml + "/book.yaml")
        #expect(try EPUBFile(english).values("//h:p[@class='admonition-title']", in: "EPUB/text/a.xhtml") == ["Aside"])
    }

    /// GitBook's `$$…$$` within a line's text is an inline formula; on lines of its own, a display one.
    @Test func gitBookDoubleDollarsInTextAreInline() throws {
        let (epub, _) = try TestBuild.build(TestPaths.fixture("books/gitbook-cards/.gitbook.yaml"))
        let file = try EPUBFile(epub)
        let math = ["m": "http://www.w3.org/1998/Math/MathML"]
        let formulas = try file.xml("EPUB/text/formulas.xhtml").select("//m:math", namespaces: math).map {
            ($0.attribute("alttext") ?? "", $0.attribute("display") ?? "inline")
        }
        #expect(formulas.map(\.0) == ["\\pi r^2", "E = mc^2", "a + b", "a \\ne 0"])
        #expect(formulas.map(\.1) == ["inline", "block", "block", "inline"])
        // gitbook-plugin-ace's editor is a code block of its language, -mermaid's diagram its source in a figure.
        let page = "EPUB/text/formulas.xhtml"
        #expect(try file.values("//h:pre/h:code/@class", in: page) == ["language-cpp", "language-mermaid"])
        #expect(try file.values("//h:pre", in: page) == ["int main() { return 0; }\n", "graph TD;\n  A-->B;\n"])
    }

    /// A block that is never closed (`{% comment %}`, `{% raw %}` running to the end of the file) is read as no block:
    /// its tag removed with a warning at its line, the text after it kept and read. The comment had taken the rest of
    /// the page with no word; the raw block had shown the rest as written.
    @Test func anUnclosedBlockKeepsTheTextAfterIt() throws {
        let folder = try TestPaths.folder(holding: [
            "book.json": "{\"title\": \"T\", \"language\": \"en\"}",
            "SUMMARY.md": "# Summary\n\n* [A](a.md)\n* [B](b.md)\n",
            "a.md": "# A\n\nBefore.\n\n{% comment %}hidden\n\n## Section\n\nAfter, important.\n",
            "b.md": "# B\n\n{% comment %}gone{% endcomment %}Kept.\n\n{% raw %}\n\n{% hint style=\"info\" %}\nHint\n"
                + "{% endhint %}\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.json")
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:h2", in: "EPUB/text/a.xhtml") == ["Section"])
        #expect(try file.values("//h:p", in: "EPUB/text/a.xhtml") == ["Before.", "hidden", "After, important."])
        #expect(try file.values("//h:p", in: "EPUB/text/b.xhtml").first == "Kept.")
        #expect(try !file.values("//text()", in: "EPUB/text/b.xhtml").joined().contains("{%"))
        let unclosed = report.warnings.filter { $0.message.contains("unclosed") }
        #expect(
            unclosed.map { "\(Paths.lastComponent($0.location.path)):\($0.location.line)" }.sorted() == [
                "a.md:5", "b.md:5",
            ])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// GitBook renders a page whole, code too, before Markdown reads it: in a code block or span, `{% raw %}` and
    /// `{% endraw %}` go and what is between them stays as written; an include alone on its line in a code block is
    /// the file. Both had been shown as written. In an mdBook, which renders no template, they stay.
    @Test func gitBookRendersTagsInCode() throws {
        let page =
            "# Code\n\n```html\n{% raw %}\n<div>{{ message }}</div>\n{% endraw %}\n```\n\n"
            + "Inline: `{% raw %}{{ x }}{% endraw %}`.\n\n```js\n{% include \"./app.js\" %}\n```\n\n"
            + "```text\n{% raw %}\n{% include \"./app.js\" %}\n{% endraw %}\n```\n"
        let folder = try TestPaths.folder(holding: [
            "book.json": "{\"title\": \"T\", \"language\": \"en\"}",
            "SUMMARY.md": "# Summary\n\n* [Code](README.md)\n", "README.md": page, "app.js": "run();\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.json")
        let file = try EPUBFile(epub)
        #expect(
            try file.values("//h:pre", in: "EPUB/text/README.xhtml") == [
                "<div>{{ message }}</div>\n", "run();\n", "{% include \"./app.js\" %}\n",
            ])
        #expect(try file.values("//h:p/h:code", in: "EPUB/text/README.xhtml") == ["{{ x }}"])
        #expect(report.warnings.isEmpty, "\(report.warnings)")
    }

    /// Nunjucks counts raw blocks inside a raw block (`parseRaw`'s `rawLevel`): the inner `{% raw %}…{% endraw %}`
    /// pair is text, in prose and in a code block, and so for `{% verbatim %}`; an include inside one stays as
    /// written. The first `{% endraw %}` had ended the block, the inner one's line lost; the include had been the file.
    @Test func nestedRawBlocksKeepTheirInnerTags() throws {
        let page =
            "# Intro\n\n{% raw %}\n```markdown\n{% raw %}\n{{ site.title }}\n{% endraw %}\n```\n{% endraw %}\n\n"
            + "```text\n{% raw %}\n{% raw %}{{ a }}{% endraw %}\n{% endraw %}\n```\n\n"
            + "{% verbatim %}{% verbatim %}{{ b }}{% endverbatim %}{% endverbatim %}\n\n"
            + "{% raw %}{% include \"x.md\" %}{% endraw %}\n\nAfter.\n"
        let folder = try TestPaths.folder(holding: [
            "book.json": "{\"title\": \"T\", \"language\": \"en\"}",
            "SUMMARY.md": "# Summary\n\n* [Intro](README.md)\n", "README.md": page, "x.md": "Included.\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.json")
        let file = try EPUBFile(epub)
        #expect(
            try file.values("//h:pre", in: "EPUB/text/README.xhtml") == [
                "{% raw %}\n{{ site.title }}\n{% endraw %}\n", "{% raw %}{{ a }}{% endraw %}\n",
            ])
        #expect(
            try file.values("//h:p", in: "EPUB/text/README.xhtml") == [
                "{% verbatim %}{{ b }}{% endverbatim %}", "{% include \"x.md\" %}", "After.",
            ])
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// A tag written over several lines (`{% embed url="…"` then `caption="…" %}`), which Nunjucks reads whole, is
    /// read whole; GitBook's Mermaid integration (`{% @mermaid/diagram content="graph TD …" %}`, its diagram over
    /// lines) is a Mermaid code block. The first had been shown as written, the second removed, its source lost. The
    /// lines after keep their numbers.
    @Test func gitBookTagsOverSeveralLinesAreRead() throws {
        let page =
            "# Intro\n\n{% @mermaid/diagram content=\"graph TD\n    A[Start] --> B{Is it?}\n    B --> C\" %}\n\n"
            + "{% embed url=\"https://example.com/a\"\n   caption=\"A page\" %}\n\n[gone](nowhere.md)\n"
        let folder = try TestPaths.folder(holding: [
            "book.json": "{\"title\": \"T\", \"language\": \"en\"}",
            "SUMMARY.md": "# Summary\n\n* [Intro](README.md)\n", "README.md": page,
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.json")
        let file = try EPUBFile(epub)
        #expect(
            try file.values("//h:pre", in: "EPUB/text/README.xhtml") == [
                "graph TD\n    A[Start] --> B{Is it?}\n    B --> C\n"
            ])
        #expect(try file.values("//h:p[@class='embed']", in: "EPUB/text/README.xhtml") == ["A page"])
        #expect(try !file.values("//text()", in: "EPUB/text/README.xhtml").joined().contains("{%"))
        #expect(report.warnings.contains { $0.location.line == 10 && $0.message.contains("nowhere.md") })
    }

    /// `{% set %}` with a value that is no literal (a variable, a list, `true`, a block's `{% set x %}…{% endset %}`)
    /// is a
    /// tag not run, warned of once: it had stopped the build with a trap (Illegal instruction, exit 132).
    @Test func aSetTagWithAnyValueBuilds() throws {
        let page =
            "# Intro\n\n{% set x = y %}{% set items = [\"a\"] %}{% set flag = true %}\n\n"
            + "{% set block %}Kept.{% endset %}\n\nText {{ x }}.\n"
        let folder = try TestPaths.folder(holding: [
            "book.json": "{\"title\": \"T\", \"language\": \"en\"}",
            "SUMMARY.md": "# Summary\n\n* [Intro](README.md)\n", "README.md": page,
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.json")
        #expect(try EPUBFile(epub).values("//h:p", in: "EPUB/text/README.xhtml") == ["Kept.", "Text ."])
        #expect(report.warnings.map(\.message).contains { $0.hasPrefix("4 '{% set %}' template tags removed") })
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// GitBook renders each page as a Nunjucks template: its common filters apply (`| upper`, `| default("…")`,
    /// `| replace("%TEXT%", "…")`, the Surge manual's), and
    /// `{% set x = "Y" %}` gives the page's later `{{ x }}` its
    /// value, and a `{{ name }}` nothing defines is nothing, removed with one warning per name. Both had reached the
    /// reader as `{{ x }}`, with no word; a code span's `{{ book.v }}` is filled in too, as GitBook renders the whole
    /// page. In an mdBook, which renders no template, `{{ name }}` stays text.
    @Test func gitBookSetsAndBareVariablesAreRendered() throws {
        let page =
            "# Intro\n\n{% set x = \"Y\" %}{% assign n = 3 %}Set: {{ x }}, {{ n }}.\n\n"
            + "{% for i in [1,2] %}- item {{ i }}\n{% endfor %}\n\n"
            + "Filters: {{ \"text\" | upper }}, {{ book.v | upper }}, {{ book.missing | default(\"fallback\") }}.\n\n"
            + "Version {{ book.VER | replace(\"%TEXT%\", \"iOS 5.21\") | safe }}, {{ book.v | wordcount }}.\n\n"
            + "Run `say {{ book.v }}`.\n"
        let folder = try TestPaths.folder(holding: [
            "book.json":
                "{\"title\": \"T\", \"language\": \"en\", \"variables\": {\"v\": \"hello\", \"VER\": \"<b>%TEXT%</b>\"}}",
            "SUMMARY.md": "# Summary\n\n* [Intro](README.md)\n", "README.md": page,
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.json")
        let file = try EPUBFile(epub)
        // Nunjucks' filters `upper`, `default(…)` and their kin are applied (the values had been lost).
        #expect(
            try file.values("//h:p", in: "EPUB/text/README.xhtml") == [
                "Set: Y, 3.", "Filters: TEXT, HELLO, fallback.", "Version iOS 5.21, .", "Run say hello.",
            ])
        #expect(try file.values("//h:b", in: "EPUB/text/README.xhtml") == ["iOS 5.21"])
        // A filter that is not applied is named as the cause: the variable is the book's own.
        #expect(report.warnings.map(\.message).contains { $0.hasPrefix("1 template filter '| wordcount'") })
        #expect(try file.values("//h:li", in: "EPUB/text/README.xhtml") == ["item"])
        #expect(report.warnings.map(\.message).contains { $0.hasPrefix("1 template variable '{{ i }}' removed") })
        #expect(
            !report.warnings.map(\.message).contains { $0.contains("'{% set %}'") || $0.contains("'{% assign %}'") })
        try EPUBStructure.expectEPUBCheckClean(epub)
        let mdBook = try TestPaths.folder(holding: [
            "book.toml": "[book]\ntitle = \"T\"\nlanguage = \"en\"\n",
            "src/SUMMARY.md": "[Intro](README.md)\n",
            "src/README.md": "# Intro\n\nWrite {{ name }} in a template, {{ \"{{\" }} too.\n",
        ])
        let (text, _) = try TestBuild.build(mdBook + "/book.toml")
        #expect(
            try EPUBFile(text).values("//h:p", in: "EPUB/text/README.xhtml") == [
                "Write {{ name }} in a template, {{ \u{201C}{{\u{201D} }} too."  // mdBook's smart punctuation
            ])
    }

    /// GitBook renders each page as a Nunjucks template: of an `{% if %}`, `{% elif %}`, `{% else %}` block, the
    /// branch whose test holds is shown and the others are left out, as `gitbook epub` shows them (`output.name` is
    /// "ebook", `output.format` "epub"; book.json's variables are `book.NAME`, an undefined one false). A test the
    /// build cannot decide (`page.previous`) keeps every branch, with one warning. Every branch had been kept: the
    /// website's words and the ebook's one after the other.
    @Test func gitBookIfBlocksShowTheBranchGitBookShows() throws {
        let page = """
            # Intro

            {% if output.name == "website" %}
            Read this online.
            {% else %}
            You are reading the ebook.
            {% endif %}

            {% if output.format == "pdf" %}
            PDF.
            {% elif book.edition >= 2 and not book.draft %}
            Second edition.
            {% if book.missing %}Nested, hidden.{% else %}Nested, shown.{% endif %}
            {% else %}
            Other.
            {% endif %}

            {% unless book.draft %}Final.{% endunless %} {% if book.x is defined %}x{% else %}no x{% endif %}

            {% set mode = "print" %}Before {% if mode == "print" %}print{% endif %} after.

            {% if page.previous %}Both kept.{% else %}Both kept, too.{% endif %}
            """
        let folder = try TestPaths.folder(holding: [
            "book.json": "{\"title\": \"T\", \"language\": \"en\", \"variables\": {\"edition\": 2, \"draft\": false}}",
            "SUMMARY.md": "# Summary\n\n* [Intro](README.md)\n", "README.md": page + "\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.json")
        #expect(
            try EPUBFile(epub).values("//h:p", in: "EPUB/text/README.xhtml") == [
                "You are reading the ebook.", "Second edition.\nNested, shown.", "Final. no x", "Before print after.",
                "Both kept.Both kept, too.",
            ])
        #expect(
            report.warnings.map { "\($0.location.line): \($0.message.prefix(40))" } == [
                "22: 1 '{% if %}' template tag removed, its t", "22: 1 '{% else %}' template tag removed, its",
            ])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// More GitBook plugins' tags, each shown as GitBook shows it: codesnippet's block of a file's lines (relative to
    /// the page, `lines="1:1"`, `language=`) or of the code written between its tags (variables filled in); panel's
    /// titled admonition; github-embed's link; plantuml's, uml's and graphviz's diagrams (drawn, or kept as their
    /// source, as any diagram); Nunjucks' `{{ "{{" }}`, the braces it escapes. They had been removed (the file's code
    /// lost) or, for the escape, shown as written.
    @Test func gitBookPluginBlocksAndEscapedBracesAreRendered() throws {
        let page = """
            # Intro

            Write {{ "{{" }} name {{ '}}' }} to print.

            {% codesnippet "./code/a.js", lines="2:2", language="javascript" %}{% endcodesnippet %}

            {% codesnippet %}
            curl {{ book.host | d("http://localhost") }}/api
            {% endcodesnippet %}

            {% panel style="warning", title="Mind this" %}
            A panel.
            {% endpanel %}

            {% github_embed "https://github.com/o/r/blob/main/a.js#L1-L3" %}{% endgithub_embed %}

            {% graphviz %}
            digraph { a -> b }
            {% endgraphviz %}

            {% sequence width=770 %}
            Alice->Bob: Hello
            {% endsequence %}

            ```flow
            // @flow: Flow's typed JavaScript, no flowchart
            ```
            """
        let folder = try TestPaths.folder(holding: [
            "book.json": "{\"title\": \"T\", \"language\": \"en\"}",
            "SUMMARY.md": "# Summary\n\n* [Intro](README.md)\n", "README.md": page + "\n",
            "code/a.js": "// first\nconsole.log(1);\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.json")
        let file = try EPUBFile(epub)
        let chapter = "EPUB/text/README.xhtml"
        #expect(try file.values("//h:p", in: chapter).first == "Write {{ name }} to print.")
        #expect(
            try file.values("//h:pre", in: chapter) == [
                "console.log(1);\n", "curl http://localhost/api\n", "Alice->Bob: Hello\n",
                "// @flow: Flow's typed JavaScript, no flowchart\n",
            ])
        #expect(try file.values("//h:pre/h:code/@class", in: chapter).first == "language-javascript")
        #expect(
            try file.values("//h:aside[contains(@class, 'warning')]/h:p", in: chapter) == ["Mind this", "A panel."])
        #expect(
            try file.values("//h:p[@class='embed']/h:a/@href", in: chapter) == [
                "https://github.com/o/r/blob/main/a.js#L1-L3"
            ])
        #expect(try file.values("//h:figure/@class", in: chapter) == ["diagram graphviz", "diagram-source sequence"])
        #expect(try !file.values("//text()", in: chapter).joined().contains("{%"))
        #expect(
            report.warnings.map(\.message) == [
                "1 Sequence diagram not drawn: epubbuild has no Sequence renderer that runs offline; the source is shown as a figure"
            ])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// An mdBook preprocessor's directive written over several lines (`{{#quiz` then its file on the next) is read
    /// whole and counted as any directive; aquascope's, whose lines are a Rust program, is a Rust code block of them.
    /// Both had been shown as written, with no word. The lines after keep their numbers.
    @Test func mdBookDirectivesOverSeveralLinesAreRead() throws {
        let page = """
            # Intro

            {{#aquascope interpreter,concreteTypes
            fn main() {
                let x = 1;
            }
            }}

            {{#quiz
              ../quizzes/ch01.toml}}

            Text {{#unknown a
            b}} end. [gone](nowhere.md)
            """
        let folder = try TestPaths.folder(holding: [
            "book.toml": "[book]\ntitle = \"T\"\nlanguage = \"en\"\n",
            "src/SUMMARY.md": "[Intro](README.md)\n", "src/README.md": page + "\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.toml")
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:pre", in: "EPUB/text/README.xhtml") == ["fn main() {\n    let x = 1;\n}\n"])
        #expect(try file.values("//h:pre/h:code/@class", in: "EPUB/text/README.xhtml") == ["language-rust"])
        #expect(try file.values("//h:p", in: "EPUB/text/README.xhtml") == ["Text\nend. gone"])
        let messages = report.warnings.map { "\($0.location.line): \($0.message.prefix(30))" }
        #expect(
            messages.sorted() == [
                "12: 1 '{{#unknown …}}' directive r", "13: link target 'nowhere.md' does ",
                "3: 1 '{{#aquascope …}}' diagram s", "9: 1 '{{#quiz …}}' directive remo",
            ], "\(report.warnings)")
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// A GitBook block never closed is closed where its enclosing block ends (a tab at `{% endtabs %}`) or at the end
    /// of the page, with a warning at its opening tag; a closing tag with no opening one is nothing. An unclosed hint
    /// had taken the rest of the page with no word; a stray `{% endpanel %}` had closed an element it never opened.
    @Test func unclosedGitBookBlocksAreClosedAndTold() throws {
        let page = """
            # Intro

            {% hint style="warning" %}
            Careful.

            {% tabs %}
            {% tab title="A" %}
            Tab A.
            {% endtabs %}

            {% endpanel %}

            Last.
            """
        let folder = try TestPaths.folder(holding: [
            "book.json": "{\"title\": \"T\", \"language\": \"en\"}",
            "SUMMARY.md": "# Summary\n\n* [Intro](README.md)\n", "README.md": page + "\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.json")
        let file = try EPUBFile(epub)
        let chapter = "EPUB/text/README.xhtml"
        #expect(try file.values("//h:aside/h:div[@class='tabs']/h:section/h:p", in: chapter) == ["A", "Tab A."])
        #expect(try file.values("//h:aside/h:p", in: chapter) == ["Warning", "Careful.", "Last."])
        #expect(
            report.warnings.map { "\($0.location.line): \($0.message)" } == [
                "7: 1 unclosed '{% tab %}' block closed at '{% endtabs %}' (no '{% endtab %}')",
                "3: 1 unclosed '{% hint %}' block closed at the end of the page (no '{% endhint %}')",
            ])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// A drawn block never closed inside a plugin's block epubbuild removes (gitbook-plugin-mcqx's `{%hint%}` inside
    /// `{%mcq%}…{%endmcq%}`) is that plugin's tag: removed with its others, the text kept; one closed inside is drawn.
    /// Inside an mdbook-admonish block, it is closed where the block ends. Each had taken the rest of the page.
    @Test func drawnBlocksDoNotEscapeTheirEnclosingBlock() throws {
        let quiz = "{%mcq%}\n{%title%} Which?\n{%o1%} Mars\n{%hint%} Not Pluto.\n{%endmcq%}\n\n"
        let page =
            "# Quiz\n\n" + quiz + quiz
            + "{% spoiler %}\n{% hint %}\nBoxed.\n{% endhint %}\n{% endspoiler %}\n\nAfter.\n"
        let folder = try TestPaths.folder(holding: [
            "book.json": "{\"title\": \"T\", \"language\": \"en\"}",
            "SUMMARY.md": "# Summary\n\n* [Quiz](README.md)\n", "README.md": page,
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.json")
        let file = try EPUBFile(epub)
        let chapter = "EPUB/text/README.xhtml"
        #expect(try file.values("//h:aside/h:p", in: chapter) == ["Note", "Boxed."])
        #expect(
            try file.values("/h:html/h:body/h:section/h:p", in: chapter).map(collapsed) == [
                "Which? Mars Not Pluto.", "Which? Mars Not Pluto.", "After.",
            ])
        #expect(
            report.warnings.map(\.message).contains {
                $0.hasPrefix(
                    "2 '{% hint %}' tags inside '{% mcq %}' removed with that plugin block's other tags, their text kept"
                )
            })
        #expect(!report.warnings.map(\.message).contains { $0.contains("unclosed") })
        try EPUBStructure.expectEPUBCheckClean(epub)

        let admonish = try TestPaths.folder(holding: [
            "book.toml": "[book]\ntitle = \"T\"\nlanguage = \"en\"\n\n[preprocessor.admonish]\n",
            "src/SUMMARY.md": "[One](one.md)\n",
            "src/one.md": "# One\n\n```admonish note\n{% hint style=\"warning\" %}\nInside.\n```\n\nAfter.\n",
        ])
        let (book, told) = try TestBuild.build(admonish + "/book.toml")
        #expect(try EPUBFile(book).values("/h:html/h:body/h:section/h:p", in: "EPUB/text/one.xhtml") == ["After."])
        #expect(
            told.warnings.map { "\($0.location.line): \($0.message)" } == [
                "4: 1 unclosed '{% hint %}' block closed at the end of the admonish block (no '{% endhint %}')"
            ])
        try EPUBStructure.expectEPUBCheckClean(book)
    }

    /// A GitBook page's `{% for item in book.list %}` … `{% endfor %}` (each tag alone on its line) shows its lines
    /// once per item of a list the book gives (book.json's `variables`, of texts or of objects, or one written in the
    /// tag), with `loop.index`, `loop.first` and their kin; over a list the book does not give, none (Nunjucks' empty
    /// loop). One over what only the website knows keeps its lines once, with a warning. They had been kept once.
    @Test func gitBookLoopsShowTheirLinesOncePerItem() throws {
        let page = """
            # Intro

            {% for item in book.list %}
            * {{ item }} ({{ loop.index }} of {{ loop.length }})
            {% endfor %}

            {% for p in book.people %}
            {% if loop.first %}People:{% endif %}

            - **{{ p.name }}**, {{ p.role }}
            {% endfor %}

            {% for x in ["a", 'b', 3] %}
            Literal {{ x }}.
            {% endfor %}

            {% for x in book.nothing %}
            Never shown.
            {% endfor %}

            {% for h in page.headings %}
            Kept once.
            {% endfor %}
            """
        let variables =
            "{\"list\": [\"alpha\", \"beta\"], \"people\": [{\"name\": \"Ann\", \"role\": \"author\"}, "
            + "{\"name\": \"Bo\", \"role\": \"editor\"}]}"
        let folder = try TestPaths.folder(holding: [
            "book.json": "{\"title\": \"T\", \"language\": \"en\", \"variables\": \(variables)}",
            "SUMMARY.md": "# Summary\n\n* [Intro](README.md)\n", "README.md": page + "\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.json")
        let file = try EPUBFile(epub)
        let chapter = "EPUB/text/README.xhtml"
        #expect(try file.values("//h:ul[1]/h:li", in: chapter) == ["alpha (1 of 2)", "beta (2 of 2)"])
        #expect(try file.values("//h:ul[2]/h:li/h:p", in: chapter) == ["Ann, author", "Bo, editor"])
        #expect(
            try file.values("/h:html/h:body/h:section/h:p", in: chapter) == [
                "People:", "Literal a.\nLiteral b.\nLiteral 3.", "Kept once.",
            ])
        #expect(
            report.warnings.map { "\($0.location.line): \($0.message.prefix(45))" } == [
                "21: 1 '{% for %}' template tag removed, its list "
            ])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// Loops never closed, one inside the other, keep their lines once each, with one warning counting both.
    @Test func unclosedLoopsKeepTheirLines() throws {
        let folder = try TestPaths.folder(holding: [
            "book.json": "{\"title\": \"T\", \"language\": \"en\", \"variables\": {\"list\": [\"a\"]}}",
            "SUMMARY.md": "# Summary\n\n* [Intro](README.md)\n",
            "README.md": "# Intro\n\n{% for x in book.list %}\nOuter.\n{% for y in book.list %}\nInner.\n\nEnd text.\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.json")
        #expect(try EPUBFile(epub).values("//h:p", in: "EPUB/text/README.xhtml") == ["Outer.\nInner.", "End text."])
        #expect(report.warnings.map(\.message.first) == ["2"])
    }

    /// The tests of `{% if %}`, decided from the book's values where they can be, else nil.
    @Test func templateConditionsAreDecidedFromTheBooksValues() {
        let condition = TemplateCondition(
            values: ["book.n": "3", "book.name": "go", "book.on": "true", "output.name": "ebook", "book.map.key": "v"],
            namespaces: ["book", "output"])
        let cases: [(String, Bool?)] = [
            ("book.n == 3", true), ("book.n == \"3\"", true), ("book.n === \"3\"", false), ("book.n > 2.5", true),
            ("book.on and book.name != 'go'", false), ("not book.off", true), ("book.off or book.on", true),
            ("(book.n < 3) or output.name == \"ebook\"", true), ("\"o\" in book.name", true),
            ("\"x\" not in book.name", true), ("book.off is not defined", true), ("book.map", nil),
            ("page.title", nil), ("page.title and book.off", false), ("page.title or book.on", true),
            ("book.name | length", nil), ("book.n ==", nil), ("x", nil), ("(book.on", nil),
        ]
        for (test, expected) in cases {
            #expect(condition.holds(test[...]) == expected, "\(test)")
        }
    }

    /// An unknown directive inside a sentence whose first argument is quoted keeps those words (agda-unimath's
    /// `{{#concept "lower Dedekind cut" …}}` names the term), with one warning; mdbook-bib's `{{#cite key}}` and
    /// `@@key` are citations of the bibliography book.toml names, listed at the end. Both had been removed, and
    /// the sentences read "A subtype is a  if it is inhabited", "See Section 11 in ."
    @Test func mdBookDirectivesKeepTheirWordsAndCiteTheBibliography() throws {
        let folder = try TestPaths.folder(holding: [
            "book.toml":
                "[book]\ntitle = \"T\"\nlanguage = \"en\"\n\n[preprocessor.bib]\nbibliography = \"refs.bib\"\n",
            "src/refs.bib":
                "@book{UF13, author = {{The Univalent Foundations Program}}, title = {Homotopy Type Theory},"
                + " year = {2013}, publisher = {IAS}}\n",
            "src/SUMMARY.md": "[Ch](ch.md)\n",
            "src/ch.md": "# Ch\n\nA subtype is a {{#concept \"lower Dedekind cut\" Agda=ldc}} if it is inhabited.\n\n"
                + "See {{#cite UF13}} and @@UF13.\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.toml")
        let file = try EPUBFile(epub)
        let page = "EPUB/text/ch.xhtml"
        let paragraphs = try file.values("//h:section/h:p", in: page)
        #expect(paragraphs.first == "A subtype is a lower Dedekind cut if it is inhabited.")
        #expect(try file.values("//h:span[@class='citation']/@data-cites", in: page) == ["UF13", "UF13"])
        #expect(
            try file.values("//h:div[@class='csl-entry']", in: page).first?.contains("Homotopy Type Theory") == true)
        #expect(
            report.warnings.map(\.message).contains { $0.contains("'{{#concept …}}' directive shown as its quoted") })
        #expect(!report.warnings.map(\.message).contains { $0.contains("'bib'") || $0.contains("{{#cite") })
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// mdbook-footnote's `{{footnote: text}}` is a note, its text over several lines (a blank one too) and inside an
    /// mdbook-admonish block, whose content is Markdown; in a code block it stays as written. Every one had reached
    /// the reader raw, and nothing said so.
    @Test func mdBookFootnoteColonFormIsANote() throws {
        let chapter = """
            # One

            ```admonish success title=""
            And now, the end is near{{footnote:
            [Paul Anka](https://example.org) heard the song.

            Then he flew to Paris.
            }}
            ```

            Body{{footnote: Or is it?}} text.

            ```rust
            let x = "{{footnote: code}}";
            ```

            Last line.
            """
        let folder = try TestPaths.folder(holding: [
            "book.toml":
                "[book]\ntitle = \"T\"\nlanguage = \"en\"\n\n[preprocessor.footnote]\n\n[preprocessor.admonish]\n",
            "src/SUMMARY.md": "[One](one.md)\n", "src/one.md": chapter + "\n<center>centred</center>\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.toml")
        let file = try EPUBFile(epub)
        let page = "EPUB/text/one.xhtml"
        let notes = try file.values("//h:aside[@epub:type='footnote']", in: page).map(collapsed)
        #expect(notes == ["Paul Anka heard the song. Then he flew to Paris. ↩︎", "Or is it? ↩︎"])
        #expect(
            try file.values("//h:aside[contains(@class, 'admonition')]//h:a[@epub:type='noteref']", in: page) == ["1"])
        #expect(try file.values("//h:code", in: page).first?.contains("{{footnote: code}}") == true)
        // Every later line keeps its number: the obsolete element is told at its own line.
        #expect(report.warnings.map(\.location.line) == [18], "\(report.warnings.map(\.description))")
        #expect(!(try String(decoding: file.data(page), as: UTF8.self)).contains("{{footnote:</p>"))
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// mdbook-footnote's `{{#footnote …}}` is a note of the chapter (its text had been removed with the directive),
    /// mdbook-tabs' tabs are drawn as GitBook's; book.toml naming either preprocessor is no warning.
    @Test func mdBookFootnoteAndTabsDirectivesAreRendered() throws {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/src", withIntermediateDirectories: true)
        try "[book]\ntitle = \"T\"\n[preprocessor.footnote]\n[preprocessor.tabs]\n".write(
            toFile: folder + "/book.toml", atomically: true, encoding: .utf8)
        try "# Summary\n\n- [A](a.md)\n".write(toFile: folder + "/src/SUMMARY.md", atomically: true, encoding: .utf8)
        try """
        # A

        Tides turn.{{#footnote Twice a *day*.}} Ships wait.{{#footnote For the flood.}}

        {{#tabs }}
        {{#tab name="Rust" }}
        Rust text.
        {{#endtab }}
        {{#tab name="Python" }}
        Python text.
        {{#endtab }}
        {{#endtabs }}

        """.write(toFile: folder + "/src/a.md", atomically: true, encoding: .utf8)
        let (epub, report) = try TestBuild.build(folder + "/book.toml")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try EPUBStructure.expectEPUBCheckClean(epub)
        let file = try EPUBFile(epub)
        let page = "EPUB/text/a.xhtml"
        #expect(try file.values("//h:a[@epub:type='noteref']", in: page) == ["1", "2"])
        #expect(
            try file.values("//h:aside[@epub:type='footnote']/h:p", in: page).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
                == ["Twice a day. ↩\u{FE0E}", "For the flood. ↩\u{FE0E}"])
        #expect(try file.values("//h:aside[@epub:type='footnote']//h:em", in: page) == ["day"])
        #expect(
            try file.values("//h:div[@class='tabs']/h:section[@class='tab']", in: page).map {
                $0.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            } == ["Rust Rust text.", "Python Python text."])
    }

    @Test func preprocessorDirectivesAreRemovedAndSpeakerNotesClosed() throws {
        let (pages, warnings) = try build("mdbook-preprocessor-directives/book.toml", pages: ["day1", "day2"])
        #expect(
            pages[0].contains(
                "<h1 id=\"day-1\">Day 1</h1>\n<p>Topics.</p>\n<p>{{#include day2.md}} is how a page is included.</p>"))
        #expect(pages[0].contains("<code class=\"language-text\">{{%segment outline}} stays in code.\n</code>"))
        #expect(
            pages[0].contains("<details><summary>Notes</summary>\n<p>Speaker notes: take a break here.</p>\n</details>")
        )
        #expect(pages[1].contains("<details>\n<summary>Answers</summary>"))
        // Only the directive its author escaped (`\{{#include …}}`) stays, as in mdBook.
        #expect(leftovers(pages[0]) == ["{{#"] && leftovers(pages[1]) == [])
        #expect(
            warnings == [
                "book.toml:5:1: warning: [Load] preprocessor 'course' is not run: epubbuild does mdBook's built-in ones (links, index) itself and runs no commands",
                "src/day1.md:3:1: warning: [Ingest] 1 '{{%session …}}' directive removed: an mdBook preprocessor that epubbuild does not run writes them",
                "src/day1.md:5:1: warning: [Ingest] 2 '{{%segment …}}' directives removed: an mdBook preprocessor that epubbuild does not run writes them (the first here)",
                "src/day1.md:7:1: warning: [Ingest] 1 '{{#each …}}' directive removed: mdBook leaves them to a preprocessor or Handlebars, neither of which epubbuild runs",
            ])
    }

    private static func installed(_ program: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: $0 + "/" + program) }
    }

    /// The caption the build writes over a diagram it cannot draw is English, and says so: a Chinese book had been
    /// told its line held Latin script, which its author could not mark.
    @Test func anUndrawnDiagramsCaptionIsMarkedEnglish() throws {
        let folder = try TestPaths.folder(holding: [
            "a.md": "# 图表\n\n```mermaid\ngraph TD; A-->B;\n```\n\n这是一个图表。\n",
            "book.yaml": "title: 图表\nlanguage: zh-CN\nchapters: [a.md]\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        #expect(report.warnings.map(\.code) == [.diagramNotRendered], "\(report.warnings)")
        #expect(try EPUBFile(epub).values("//h:figcaption/@lang", in: "EPUB/text/a.xhtml") == ["en"])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    @Test func everyDiagramIsDrawnOrKeptAsLabelledSource() throws {
        let (pages, warnings) = try build("diagrams/book.yaml", pages: ["chapter", "more"])
        let page = pages[0], more = pages[1]
        #expect(
            page.contains(
                "<figure class=\"diagram-source mermaid\"><pre><code class=\"language-mermaid\">graph TD; A--&gt;B;\n</code></pre><figcaption lang=\"en\" xml:lang=\"en\">Mermaid diagram source (not drawn)</figcaption></figure>"
            ))
        #expect(page.contains("<figure class=\"diagram-source svgbob\">"))
        // PlantUML's warnings are for one diagram each, at its fence; they come before the kinds counted for the book.
        var expected = [
            "chapter.md:3:1: warning: [Ingest] 2 Mermaid diagrams not drawn: epubbuild has no Mermaid renderer that runs offline; the source is shown as a figure (the first here)",
            "chapter.md:12:1: warning: [Ingest] 1 Svgbob diagram not drawn: epubbuild has no Svgbob renderer that runs offline; the source is shown as a figure",
        ]
        let dotInstalled = Self.installed("dot")
        if Self.installed("plantuml") {
            var perFence: [String] = []
            // Drawn, all five of the book in one PlantUML run: inline SVG, labelled with its source.
            let drawn = (page + more).components(separatedBy: "<figure class=\"diagram plantuml\"><svg").count - 1
            #expect(drawn == (dotInstalled ? 5 : 4))
            #expect(page.contains("aria-label=\"PlantUML diagram: @startuml A -&gt; B @enduml\""))
            #expect(
                page.contains("aria-label=\"PlantUML diagram: Alice -&gt; Bob : hi\""),
                "a fence without @startuml is wrapped in one")
            for svg in (page + more).matches(of: #/<svg .*?</svg>/#.dotMatchesNewlines()).map({ String($0.output) })
            where svg.contains("PlantUML") {
                #expect(
                    !svg.contains("<!--") && !svg.contains("<?") && !svg.contains("contentScriptType")
                        && !svg.contains("target="))
            }
            // Two equal diagrams on one page: their shadows' ids apart.
            let ids = more.matches(of: #/<svg .*?</svg>/#.dotMatchesNewlines()).flatMap {
                $0.output.matches(of: #/ id="([^"]+)"/#).map { String($0.output.1) }
            }
            #expect(!ids.isEmpty && Set(ids).count == ids.count, "\(ids)")
            #expect(ids.allSatisfy { $0.hasPrefix("plantuml") })
            if dotInstalled {
                #expect(page.contains("xlink:href=\"https://example.org/book\""), "a class's link is kept")
            } else {
                perFence.append(
                    "chapter.md:36:1: warning: [Ingest] PlantUML diagram not drawn: PlantUML lays it out with Graphviz's dot, which is not installed; the source is shown as a figure"
                )
            }
            // PlantUML's picture of its error is no drawing; an included address is never fetched.
            #expect(
                page.contains(
                    "<figure class=\"diagram-source plantuml\"><pre><code class=\"language-plantuml\">@startuml\nthis is not valid"
                ))
            #expect(
                page.contains(
                    "<figure class=\"diagram-source plantuml\"><pre><code class=\"language-plantuml\">@startuml\n!include https://example.com/style.puml"
                ))
            expected =
                perFence + [
                    "chapter.md:41:1: warning: [Ingest] PlantUML diagram not drawn: PlantUML reports an error at line 2 of the diagram; the source is shown as a figure",
                    "chapter.md:47:1: warning: [Ingest] PlantUML diagram not drawn: it includes an address ('!include https://example.com/style.puml'), and epubbuild draws offline; the source is shown as a figure",
                ] + expected
        } else {
            #expect(
                page.contains("<figure class=\"diagram-source plantuml\">")
                    && page.contains("<figure class=\"diagram-source puml\">"))
            expected.insert(
                "chapter.md:18:1: warning: [Ingest] 7 PlantUML diagrams not drawn: PlantUML is not installed (Debian's plantuml package); the source is shown as a figure (the first here)",
                at: 2)
        }
        if dotInstalled {
            #expect(page.components(separatedBy: "<figure class=\"diagram graphviz\"><svg").count == 3)
            #expect(page.contains("aria-label=\"Graphviz diagram: digraph G { a -&gt; b; }\""))
        } else {
            expected.append(
                "chapter.md:24:1: warning: [Ingest] 2 Graphviz diagrams not drawn: Graphviz's dot is not installed (or could not draw it); the source is shown as a figure (the first here)"
            )
        }
        #expect(warnings == expected)
    }

    /// PlantUML's ids come from the diagram, not from chance: the same bytes whatever the number of workers.
    @Test func drawnDiagramsAreTheSameBytesAtAnyJobs() throws {
        let book = TestBuild.fixtureBook("diagrams")
        let one = try TestBuild.build(book, jobs: 1).epub
        let eight = try TestBuild.build(book, jobs: 8).epub
        #expect(try Data(contentsOf: URL(fileURLWithPath: one)) == Data(contentsOf: URL(fileURLWithPath: eight)))
    }

    @Test func plantUMLDiagramsIncludeOnlyTheStandardLibrary() {
        #expect(PlantUMLDrawing.refusal(of: "!include <C4/C4_Container>\nA -> B") == nil)
        #expect(
            PlantUMLDrawing.refusal(of: "  !includeurl http://example.com/x.puml")?.message.contains(
                "includes an address") == true)
        #expect(PlantUMLDrawing.refusal(of: "!include_once /etc/passwd")?.message.contains("includes a file") == true)
        #expect(PlantUMLDrawing.refusal(of: "!import lib.zip")?.message.contains("includes a file") == true)
        #expect(
            PlantUMLDrawing.refusal(of: "A -> B : <img:https://example.com/a.png>")?.message.contains(
                "picture from an address") == true)
        #expect(
            PlantUMLDrawing.refusal(of: "A -> B : <img:local.png> [[https://example.com/]]") == nil,
            "a link is not fetched")
        #expect(
            PlantUMLDrawing.refusal(of: "A -> B : <img:/home/me/secret.png>")?.message.contains("a file of the machine")
                == true)
        #expect(PlantUMLDrawing.refusal(of: "title %getenv(\"HOME\")")?.message.contains("%getenv()") == true)
        #expect(
            PlantUMLDrawing.refusal(of: "footer drawn %date(\"yyyy\")")?.message.contains("reads the machine") == true)
        #expect(PlantUMLDrawing.prepared("A -> B") == "@startuml\nA -> B\n@enduml\n")
        #expect(PlantUMLDrawing.prepared("@startuml named\nA -> B\n@enduml") == "@startuml\nA -> B\n@enduml")
    }
}
