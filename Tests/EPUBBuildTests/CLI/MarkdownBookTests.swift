import EPUBModel
import EPUBSupport
import Foundation
import Testing
import XMLTree

/// Markdown files handed over as pandoc takes them: a pandoc command line
/// works with the command's name changed.
@Suite struct MarkdownBookTests {
    static let folder = TestPaths.fixture("books/pandoc-readme")

    private func texts(_ xpath: String, in epub: String) throws -> [String] {
        try EPUBFile(epub).package().select(xpath, namespaces: EPUBFile.namespaces).map(\.textContent)
    }

    /// `markdown` as `a.md` in a new folder, built there as `epubbuild ARGUMENTS -o a.epub a.md`.
    private func buildA(_ markdown: String, _ arguments: [String]) throws -> (output: String, result: CommandResult) {
        let folder = TestPaths.temporaryDirectory()
        try markdown.write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let output = folder + "/a.epub"
        return (output, try CommandRunner.epubbuild(arguments + ["-o", output, "a.md"], in: folder))
    }

    /// A message about the whole book names the command line and pandoc's key: it had named `title.md`, a file
    /// that does not exist (the first file's name), and book.yaml's `language`.
    @Test func aMessageAboutTheBookNamesTheCommandLine() throws {
        let folder = TestPaths.temporaryDirectory()
        try "% A Title\n% An Author\n".write(toFile: folder + "/title.txt", atomically: true, encoding: .utf8)
        try "# One\n\nText.\n".write(toFile: folder + "/one.md", atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(["-o", folder + "/a.epub", "title.txt", "one.md"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "command line: warning: [Load] no 'lang' given (-M lang=en-GB, or 'lang:' in the metadata); using 'en'"),
            "\(result.stderr)")
        #expect(!result.stderr.contains("title.md"), "\(result.stderr)")
        #expect(try texts("//dc:language", in: folder + "/a.epub") == ["en"])
    }

    /// What pandoc takes and an EPUB needs nothing of is accepted: `toc: true` in the metadata (its --toc, the
    /// contents in the reading order), `link-citations` and `link-bibliography` (citations and entries are links here
    /// anyway; on the command line or in a defaults file's metadata too, where they had been "not used"), options
    /// of its other outputs (`-i`, `--markdown-headings=atx`, `--reference-links`, `--natbib`, `--extract-media DIR`);
    /// and a font named by a wildcard is each file it matches, as pandoc expands it. Each had stopped the build.
    @Test func whatPandocTakesAndAnEPUBNeedsNotIsAccepted() throws {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/fonts", withIntermediateDirectories: true)
        let font = TestPaths.fixture("books/resolve-remote-default/fonts/body.woff2")
        for name in ["a.woff2", "b.woff2"] {
            try FileManager.default.copyItem(atPath: font, toPath: folder + "/fonts/" + name)
        }
        try "SIL Open Font License".write(toFile: folder + "/fonts/OFL.txt", atomically: true, encoding: .utf8)
        try "---\ntitle: T\nlang: en\ntoc: true\nlink-citations: true\nlink-bibliography: true\n---\n\n# One\n\nText.\n"
            .write(
                toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let output = folder + "/a.epub"
        let result = try CommandRunner.epubbuild(
            [
                "-i", "--markdown-headings=atx", "--reference-links", "--natbib", "--extract-media", "media",
                "--epub-embed-font=fonts/*.woff2", "--epub-embed-font=fonts/*", "-M", "link-bibliography=false",
                "-M", "link-citations=true", "-o", output, "a.md",
            ], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        // A file a wildcard matches that is no font (the licence beside the fonts) is left out with a word; it had
        // stopped the build.
        #expect(
            result.stderr.split(separator: "\n").filter { $0.contains("warning") } == [
                "warning: --epub-embed-font: fonts/OFL.txt left out: no font (.otf, .ttf, .woff, .woff2)"
            ], "\(result.stderr)")
        #expect(
            try texts("//opf:item[@media-type='font/woff2']/@href", in: output).sorted() == [
                "media/fonts/a.woff2", "media/fonts/b.woff2",
            ])
        try EPUBStructure.expectEPUBCheckClean(output)
    }

    /// pandoc 1's options, which old Makefiles still pass, are read as what replaced them, with one warning naming
    /// them: `--base-header-level=2` shifts headings by one, `--epub-stylesheet` is `--css`, `-S` and `--normalize`
    /// are pandoc 2's defaults. Each had stopped the build ("Unknown option"; `--smart` was even asked if it meant
    /// `--shard`).
    @Test(arguments: [
        ["--base-header-level=2", "-S", "--epub-stylesheet", "look.css", "--normalize"],
        ["--base-header-level", "2", "--smart", "--epub-stylesheet=look.css", "--chapters"],
    ])
    func pandocOnesOptionsAreReadAsPandocTwos(arguments: [String]) throws {
        let folder = TestPaths.temporaryDirectory()
        try "p { margin: 0 }\n".write(toFile: folder + "/look.css", atomically: true, encoding: .utf8)
        let (output, result) = try buildA(
            "---\ntitle: T\nlang: en\n---\n\n# One\n\n\"Quoted.\"\n",
            arguments.map { $0.replacingOccurrences(of: "look.css", with: folder + "/look.css") })
        #expect(result.status == 0, "\(result.stderr)")
        let file = try EPUBFile(output)
        #expect(try file.values("//h:body//h:h2", in: "EPUB/text/a.xhtml") == ["One"])
        #expect(try file.values("//h:body//h:p", in: "EPUB/text/a.xhtml") == ["“Quoted.”"])
        #expect(file.entryNames.contains("EPUB/styles/look.css"))
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings.count == 1 && warnings[0].contains("pandoc 1's"), "\(result.stderr)")
        try EPUBStructure.expectEPUBCheckClean(output)
    }

    /// pandoc reads standard input when its command line names no file, or for `-` (`awk … chapters/*.md | pandoc
    /// -o book.epub`, two real books' Makefiles): so does the build, as a file of the current folder, where what its
    /// text names is looked for. It had been refused ("are for Markdown files"); an empty input is an error that
    /// says what to do.
    @Test func standardInputIsTheBooksText() throws {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.copyItem(
            atPath: TestPaths.examples + "/field-guide/images/pigeon.png", toPath: folder + "/pigeon.png")
        let text = Data("# One\n\nA ![pigeon](pigeon.png).\n\n# Two\n\nMore.\n".utf8)
        for arguments in [["-M", "title=Piped", "-M", "lang=en"], ["-", "-M", "title=Piped", "-M", "lang=en"]] {
            let result = try CommandRunner.epubbuild(arguments + ["-o", "out.epub"], in: folder, input: text)
            #expect(result.status == 0 && !result.stderr.contains("warning"), "\(result.stderr)")
            let file = try EPUBFile(folder + "/out.epub")
            #expect(try file.values("//h:nav[@id='toc']//h:a", in: "EPUB/nav.xhtml") == ["One", "Two"])
            #expect(file.entryNames.contains { $0.hasSuffix("pigeon.png") })
            try EPUBStructure.expectEPUBCheckClean(folder + "/out.epub")
        }
        let empty = try CommandRunner.epubbuild(["-M", "title=T", "-o", "empty.epub"], in: folder)
        #expect(empty.status != 0 && empty.stderr.contains("standard input is empty"), "\(empty.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/empty.epub"))
    }

    /// pandoc reads the metadata's strings as its Markdown, smart punctuation and all: the title `It's -- "Draft"` is
    /// "It’s – “Draft”" in the package and on the title page. Straight quotes and double hyphens had stayed.
    @Test func metadataTakesSmartPunctuation() throws {
        let (output, result) = try buildA(
            "% It's -- \"Draft\"\n\n---\nsubtitle: A writer's notes...\nlang: en\n---\n\n# C\n", [])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try texts("//dc:title", in: output) == ["It’s – “Draft”", "A writer’s notes…"])
        #expect(
            try EPUBFile(output).values("//h:p[@class='subtitle']", in: "EPUB/titlepage.xhtml") == [
                "A writer’s notes…"
            ])
        // In GitHub's Markdown, which reads no smart punctuation, the title is as written.
        let (plain, _) = try buildA("% It's -- \"Draft\"\n\n# C\n", ["-f", "gfm", "-M", "lang=en"])
        #expect(try texts("//dc:title", in: plain) == ["It's -- \"Draft\""])
    }

    /// pandoc's filters and templates are not run, and the book is built without them, with a warning each, as most
    /// only touch the look (`--lua-filter` had stopped the build); `-c` is `--css`, as in pandoc (it had been refused).
    @Test func filtersAndTemplatesAreWarnedAndCIsCSS() throws {
        let folder = TestPaths.temporaryDirectory()
        try "p { margin: 0 }".write(toFile: folder + "/s.css", atomically: true, encoding: .utf8)
        try "# One\n\nText.\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(
            [
                "-M", "title=T", "-M", "lang=en", "-c", "s.css", "--lua-filter", "f.lua", "--template", "t.html", "-o",
                "a.epub", "a.md",
            ], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("--filter and --lua-filter (f.lua) are not run"), "\(result.stderr)")
        #expect(result.stderr.contains("--template t.html is not read"), "\(result.stderr)")
        #expect(try EPUBFile(folder + "/a.epub").entryNames.contains("EPUB/styles/s.css"))
        // pandoc-citeproc, the filter `--citeproc` replaced, is `--citeproc`: no warning that it is not run.
        try "# One\n\nAs @doe says.\n".write(toFile: folder + "/b.md", atomically: true, encoding: .utf8)
        try
            "[{\"id\": \"doe\", \"type\": \"book\", \"title\": \"A Book\", \"author\": [{\"family\": \"Doe\"}], \"issued\": {\"date-parts\": [[2001]]}}]"
            .write(toFile: folder + "/refs.json", atomically: true, encoding: .utf8)
        let cited = try CommandRunner.epubbuild(
            [
                "-M", "title=T", "-M", "lang=en", "--filter", "pandoc-citeproc", "--bibliography", "refs.json", "-o",
                "b.epub", "b.md",
            ], in: folder)
        #expect(cited.status == 0 && cited.stderr.isEmpty, "\(cited.stderr)")
        #expect(
            try EPUBFile(folder + "/b.epub").values("//h:p", in: "EPUB/text/b.xhtml").first == "As Doe (2001) says.")
    }

    /// A heading inside a list, a quote or an aside opens no section: the contents leave it out, as pandoc's do (a
    /// hand-made contents list, `-   ## [Colophon](#colophon)`, had put each of its items in the book's contents).
    @Test func headingsInListsAndQuotesAreNotInTheContents() throws {
        let markdown =
            "---\ntitle: T\nlang: en\n---\n\n# Contents\n\n-   ## [Colophon](#colophon)\n\n# Colophon\n\nText.\n\n"
            + "## Printing\n\n> ## Quoted\n\nText.\n"
        let (output, result) = try buildA(markdown, ["--toc"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(
            try EPUBFile(output).values("//h:nav[@epub:type='toc']//h:a", in: "EPUB/nav.xhtml") == [
                "Contents", "Colophon", "Printing",
            ])
    }

    /// A metadata block indented by tabs (`author:` / `<tab>- Thomas Mailund`), which YAML refuses and pandoc reads
    /// as spaces, is read as pandoc reads it: it had stopped the build ("found character that cannot start any
    /// token"). A block that is malformed otherwise still stops it.
    @Test func metadataIndentedByTabsIsRead() throws {
        let markdown = "---\ntitle: T\nlang: en\nauthor:\n\t- Thomas Mailund\n\t- Ann\n---\n\n# One\n\nText.\n"
        let (output, result) = try buildA(markdown, [])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(try texts("//dc:creator", in: output) == ["Thomas Mailund", "Ann"])
        let (_, malformed) = try buildA("---\ntitle: \"T\nlang: en\n\t- x\n---\n\n# One\n", [])
        #expect(malformed.status == 1, "\(malformed.stderr)")
    }

    /// A file saved on Windows (CRLF line breaks, a byte-order mark) has its front matter and a later metadata
    /// block read as any file's: its title, author, language and description. Lines had been split at the Character
    /// "\n", which a CRLF is not: the block was not found, its keys lost (the title was the file's name) and the later
    /// block shown as text. A tab-indented block and a `%` title block read the same way.
    @Test func aFileWithWindowsLineBreaksHasItsMetadataRead() throws {
        let markdown =
            "\u{FEFF}---\r\ntitle: CRLF Book\r\nauthor:\r\n\t- Ann\r\nlang: de\r\n---\r\n\r\n# One\r\n\r\nText.\r\n\r\n"
            + "---\r\ndescription: Late words.\r\n...\r\n"
        let (output, result) = try buildA(markdown, [])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(
            try texts("//dc:title | //dc:creator | //dc:language | //dc:description", in: output) == [
                "CRLF Book", "Ann", "de", "Late words.",
            ])
        let titled = try buildA("% Block Title\r\n% Bo\r\n\r\n# One\r\n\r\nText.\r\n", ["-M", "lang=en"])
        #expect(try texts("//dc:title | //dc:creator", in: titled.output) == ["Block Title", "Bo"])
    }

    /// A chapter's own metadata that happens to share a name with a book.yaml key but not its meaning (the Black
    /// Book's `pages: 031-073`, `words: 1500`) is left out with a warning at its line, as pandoc reads no such key; it
    /// had stopped the build. A key pandoc reads still stops it when its value is wrong.
    @Test func aChaptersOwnKeysThatBookYAMLRefusesAreLeftOut() throws {
        let markdown = "---\ntitle: T\nlang: en\npages: 031-073\nwords: 1500\n---\n\n# One\n\nText.\n"
        let (output, result) = try buildA(markdown, [])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.count == 2 && lines.allSatisfy { $0.hasSuffix("left out (pandoc reads no such key)") }, "\(lines)")
        #expect(lines.first?.hasPrefix("a.md:4:8: warning: [Load] give 'pages'") == true, "\(lines)")
        #expect(try texts("//dc:title", in: output) == ["T"])
        let (_, refused) = try buildA("---\ntitle: T\nlang: en\nbibliography: absent.bib\n---\n\n# One\n", [])
        #expect(refused.status == 1, "\(refused.stderr)")
    }

    /// pandoc reads its files as one document: a file that opens with `##` after one that opened with `#` is a
    /// section of it, in the contents as in pandoc's (the Black Book's chapters had been listed beside their part).
    @Test func aFileOpeningDeeperSitsBelowTheOneBefore() throws {
        let folder = try TestPaths.folder(holding: [
            "p1.md": "# Part I\n\n## Chapter 1\n\nText.\n", "p2.md": "## Chapter 2\n\nText.\n",
            "p3.md": "# Part II\n\nText.\n",
        ])
        let result = try CommandRunner.epubbuild(
            [
                "-M", "title=T", "-M", "lang=en", "--toc", "--epub-chapter-level=2", "-o", "a.epub", "p1.md", "p2.md",
                "p3.md",
            ], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let file = try EPUBFile(folder + "/a.epub")
        let nav = "EPUB/nav.xhtml"
        #expect(try file.values("//h:nav[@epub:type='toc']/h:ol/h:li/h:a", in: nav) == ["Part I", "Part II"])
        #expect(
            try file.values("//h:nav[@epub:type='toc']/h:ol/h:li[1]/h:ol/h:li/h:a", in: nav) == [
                "Chapter 1", "Chapter 2",
            ])
        try EPUBStructure.expectEPUBCheckClean(folder + "/a.epub")
    }

    /// `creator:`'s editor and translator beside `contributor:`'s illustrator: all three contributors, as pandoc
    /// keeps them. The `contributor:` list had replaced the editor and translator.
    @Test(arguments: [true, false])
    func creatorsAndContributorsAreAllKept(creatorFirst: Bool) throws {
        let creator =
            "creator:\n- {role: author, text: Jane Roe}\n- {role: editor, text: Ed Itor}\n"
            + "- {role: translator, text: Tran Slator}\n"
        let contributor = "contributor:\n- {role: illustrator, text: Ill Ustrator}\n"
        let (output, result) = try buildA(
            "---\ntitle: T\nlang: en\n" + (creatorFirst ? creator + contributor : contributor + creator)
                + "---\n\n# One\n", [])
        #expect(result.status == 0 && !result.stderr.contains("warning"), "\(result.stderr)")
        #expect(try texts("//dc:creator", in: output) == ["Jane Roe"])
        let contributors = try texts("//dc:contributor", in: output)
        #expect(Set(contributors) == ["Ed Itor", "Tran Slator", "Ill Ustrator"] && contributors.count == 3)
    }

    /// One file split at level 2 (`--epub-chapter-level=2`): a section sits below the chapter it follows. 2.1 had
    /// been listed under Chapter One, and Chapter Two left out as pointing back before it.
    @Test func aSplitFilesSectionsSitBelowTheirOwnChapter() throws {
        let (output, result) = try buildA(
            "---\ntitle: T\nlang: en\n---\n\n# One\n\n## 1.1\n\nA.\n\n# Two\n\n## 2.1\n\nB.\n",
            ["--epub-chapter-level=2"])
        #expect(result.status == 0 && !result.stderr.contains("warning"), "\(result.stderr)")
        let file = try EPUBFile(output)
        let nav = "EPUB/nav.xhtml"
        #expect(try file.values("//h:nav[@id='toc']/h:ol/h:li/h:a", in: nav) == ["One", "Two"])
        #expect(try file.values("//h:nav[@id='toc']/h:ol/h:li/h:ol/h:li/h:a", in: nav) == ["1.1", "2.1"])
        #expect(try file.values("//h:nav[@id='toc']/h:ol/h:li[2]/h:ol/h:li/h:a", in: nav) == ["2.1"])
        try EPUBStructure.expectEPUBCheckClean(output)
    }

    /// `--data-dir DIR` gives the book `DIR/epub.css` when no `--css` does, as pandoc's EPUB takes its stylesheet
    /// (it had been dropped without a word, the book unstyled).
    @Test func theDataFoldersStylesheetIsTheBooks() throws {
        let folder = try TestPaths.folder(holding: [
            "a.md": "---\ntitle: T\nlang: en\n---\n\n# One\n\nText.\n", "epub/epub.css": "p { text-indent: 1em }\n",
        ])
        let result = try CommandRunner.epubbuild(["--data-dir=epub", "-o", "a.epub", "a.md"], in: folder)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(
            try EPUBFile(folder + "/a.epub").values("//h:link/@href", in: "EPUB/text/a.xhtml").contains(
                "../styles/epub.css"))
    }

    /// `--default-image-extension=svg` finds `![Stack](img/stack)` as `img/stack.svg`, as pandoc does (three books
    /// of five written for pandoc name their pictures so: each had been left out); `-w` is `--to`, and the writer's
    /// extensions (`epub3+smart`) are taken, as pandoc takes them.
    @Test func anImageWithoutExtensionTakesTheDefaultOne() throws {
        let folder = try TestPaths.folder(holding: [
            "a.md": "---\ntitle: T\nlang: en\n---\n\n# One\n\n![Stack](img/stack){width=80%}\n\n![Map](img/map.png)\n"
        ])
        try FileManager.default.createDirectory(atPath: folder + "/img", withIntermediateDirectories: true)
        for name in ["stack.png", "map.png"] {
            try FileManager.default.copyItem(
                atPath: TestPaths.fixture("books/pandoc-dialect/dot.png"), toPath: folder + "/img/" + name)
        }
        let result = try CommandRunner.epubbuild(
            ["--default-image-extension", "png", "-w", "epub3+smart", "-o", "a.epub", "a.md"], in: folder)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let file = try EPUBFile(folder + "/a.epub")
        #expect(
            try file.values("//h:img/@src", in: "EPUB/text/a.xhtml") == [
                "../media/img/stack.png", "../media/img/map.png",
            ])
        try EPUBStructure.expectEPUBCheckClean(folder + "/a.epub")
    }

    /// pandoc's `--toc` (or `toc: true`, `-M toc`) puts the contents page in the reading order after the title
    /// page, as pandoc's EPUB has it; without it the contents are the reader's menu only. It had changed nothing.
    /// pandoc 3's `--toc=true` and `--toc=false` (its manual writes `--toc[=true|false]`) too: they had been refused.
    @Test(arguments: [
        (["--toc"], true), (["-M", "toc=true"], true), ([String](), false), (["--toc=true"], true),
        (["--toc", "--toc=false", "--standalone=true", "--strip-comments=true"], false),
    ])
    func tocPutsTheContentsInTheReadingOrder(arguments: [String], inSpine: Bool) throws {
        let (output, result) = try buildA("---\ntitle: T\nlang: en\n---\n\n# One\n\nText.\n", arguments)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let spine = try EPUBFile(output).spinePaths()
        #expect(spine.contains("EPUB/nav.xhtml") == inSpine, "\(spine)")
        if inSpine { #expect(spine.firstIndex(of: "EPUB/nav.xhtml") == 1) }
    }

    /// A chapter whose heading names its kind (`# Dedication {epub:type=dedication}`) is a page of that kind, as
    /// pandoc makes its section: front matter the landmark where the text starts passes over. The heading had kept
    /// the term, the page had been a chapter, and "Start of Content" had pointed at the dedication.
    @Test func aHeadingsEPUBTypeIsItsChaptersKind() throws {
        let (output, result) = try buildA(
            "---\ntitle: T\nlang: en\n---\n\n# Dedication {epub:type=dedication}\n\nFor Ann.\n\n"
                + "# Copyright {epub:type=copyright-page}\n\nc\n\n# One\n\ntext\n\n# Afterword {epub:type=afterword}\n\nbye\n",
            [])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let file = try EPUBFile(output)
        let pages = try file.spinePaths().filter { $0.hasPrefix("EPUB/text/") }
        let kinds = try pages.map { try file.values("//h:section/@epub:type", in: $0) }
        #expect(kinds == [["dedication"], ["copyright-page"], ["chapter"], ["afterword"]])
        #expect(try file.values("//h:h1/@epub:type", in: pages[0]).isEmpty)
        #expect(
            try file.values("//h:nav[@epub:type='landmarks']//h:a[@epub:type='bodymatter']/@href", in: "EPUB/nav.xhtml")
                == ["text/a-3.xhtml"])
        try EPUBStructure.expectEPUBCheckClean(output)
    }

    /// A figure whose picture is left out (a PDF, no image) keeps its caption, once, for every reader: the alt text
    /// had been put in the picture's place too, the caption read twice and hidden from screen readers.
    @Test func aFigureWhosePictureIsLeftOutKeepsItsCaptionOnce() throws {
        let folder = TestPaths.temporaryDirectory()
        try "%PDF-1.4\n".write(toFile: folder + "/fig.pdf", atomically: true, encoding: .utf8)
        try "---\ntitle: T\nlang: en\n---\n\n# One\n\n![The vector joins the points.](fig.pdf)\n".write(
            toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(["-o", "a.epub", "a.md"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let file = try EPUBFile(folder + "/a.epub")
        #expect(try file.values("//h:figure", in: "EPUB/text/a.xhtml") == ["The vector joins the points."])
        #expect(try file.values("//h:figcaption/@aria-hidden", in: "EPUB/text/a.xhtml").isEmpty)
        try EPUBStructure.expectEPUBCheckClean(folder + "/a.epub")
    }

    /// pandoc reads TeX math in the metadata's Markdown: the package and the title page hold plain text, so a
    /// formula is its Unicode form where every piece has one (an author's affiliation `$^{1,2}$` is "¹,²"), else its
    /// TeX without the dollars, the form pandoc's dc:title has. The dollars had shown, `Jane Doe$^1$`.
    @Test func metadataMathIsPlainText() throws {
        let (output, result) = try buildA(
            #"""
            ---
            title: "Energy $E=mc^2$ and $\\int f$"
            subtitle: 'On $H_2O$ and $\alpha$-decay, \$5 and $10'
            author: ["Jane Doe$^1$", "Rob Roe$^{1,2}$", "Al Poe$^\\dagger$"]
            lang: en
            ---

            # C

            """#, [])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try texts("//dc:title", in: output) == [#"Energy E=mc² and \int f"#, "On H₂O and α-decay, $5 and $10"])
        #expect(try texts("//dc:creator", in: output) == ["Jane Doe¹", "Rob Roe¹,²", "Al Poe†"])
        #expect(
            try EPUBFile(output).values("//h:p[@class='author']", in: "EPUB/titlepage.xhtml") == [
                "Jane Doe¹", "Rob Roe¹,²", "Al Poe†",
            ])
        // GitHub's Markdown reads no math: the dollars are text.
        let (plain, _) = try buildA("# C\n", ["-f", "gfm", "-M", "lang=en", "-M", "title=A $x^2$ b"])
        #expect(try texts("//dc:title", in: plain) == ["A $x^2$ b"])
    }

    /// A metadata block whose YAML does not parse stops the build where it fails, as pandoc stops ("YAML parse
    /// exception"), with the way out. It had been left out without a word, the title and all.
    @Test func aMalformedMetadataBlockIsAnError() throws {
        let (output, result) = try buildA(#"# C\#n\#nText.\#n\#n---\#ntitle: "Bad \$ escape"\#n---\#n\#nMore.\#n"#, [])
        #expect(result.status != 0)
        #expect(result.stderr.contains("a.md:6:"), "\(result.stderr)")
        #expect(result.stderr.contains("malformed YAML") && result.stderr.contains("quote the value"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// `--toc-depth` counts heading levels from h1, as pandoc counts them, whatever level the chapters start at:
    /// with `--epub-chapter-level 2` and depth 2 the contents list h1 and h2 only. The h3 sections had been listed
    /// too (the depth counted from each chapter's own heading).
    @Test func theContentsDepthCountsFromTheFirstLevel() throws {
        let (output, result) = try buildA(
            "---\ntitle: T\nlang: en\n---\n\n# Book\n\n## Chapter A\n\n### Section A1\n\n## Chapter B\n\n### Section B1\n",
            ["--toc-depth=2", "--epub-chapter-level=2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try EPUBFile(output).values("//h:nav[@id='toc']//h:a", in: "EPUB/nav.xhtml") == [
                "Book", "Chapter A", "Chapter B",
            ])
    }

    /// pandoc's contents list three levels unless `--toc-depth` says otherwise, and `--toc-depth` or `-M toc-title`
    /// on the command line joins the metadata's `toc-title` or depth rather than dropping it. Two levels had been
    /// listed,
    /// and `--toc-depth` had dropped the metadata's title.
    @Test(arguments: [
        ([String](), "Inhalt", ["One", "Two", "Three"]), (["--toc-depth", "2"], "Inhalt", ["One", "Two"]),
        (["-M", "toc-title=Contents", "--toc-depth=4"], "Contents", ["One", "Two", "Three", "Four"]),
    ])
    func theContentsAreAsDeepAsPandocs(arguments: [String], title: String, entries: [String]) throws {
        let (output, result) = try buildA(
            "---\ntitle: T\nlang: en\ntoc-title: Inhalt\n---\n\n# One\n\n## Two\n\n### Three\n\n#### Four\n", arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let file = try EPUBFile(output)
        #expect(try file.values("//h:nav[@id='toc']/h:h1", in: "EPUB/nav.xhtml") == [title])
        #expect(try file.values("//h:nav[@id='toc']//h:a", in: "EPUB/nav.xhtml") == entries)
    }

    /// An ISBN that fails its check in a pandoc book's metadata (a template's placeholder), or an identifier of a
    /// shape none has (`-scheme:` for `- scheme:`), is left out with a warning at its place, as pandoc builds such a
    /// book; it had stopped the build. A book.yaml still refuses it.
    @Test(arguments: [
        ("identifier:\n  - scheme: ISBN-13\n    text: 0000000000000\n", "a.md:6:11: warning: [Load] ISBN '"),
        ("identifier: 9780000000000\n", "a.md:4:13: warning: [Load] ISBN '"),
        ("identifier:\n  -scheme: ISBN-13\n  -text: 978-0-306-40615-7\n", "a.md:5:3: warning: [Load] an identifier is"),
    ])
    func aBadISBNIsLeftOutOfAPandocBook(metadata: String, place: String) throws {
        let (output, result) = try buildA("---\ntitle: T\nlang: en\n" + metadata + "---\n\n# One\n\nText.\n", [])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains(place), "\(result.stderr)")
        #expect(result.stderr.contains("left out of the book's identifiers"), "\(result.stderr)")
        #expect(try texts("//dc:identifier", in: output).allSatisfy { $0.hasPrefix("urn:uuid:") })
    }

    @Test func aPandocCommandLineBuildsWithTheCommandNameChanged() throws {
        let output = TestPaths.temporaryDirectory() + "/book.epub"
        // pandoc --metadata-file=epub-metadata.yaml --from=markdown -o book.epub README.md
        let result = try CommandRunner.epubbuild(
            ["--metadata-file=epub-metadata.yaml", "--from=markdown", "-o", output, "README.md"], in: Self.folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try texts("//dc:title", in: output) == ["The Awesome Project Handbook", "Everything in one README"])
        #expect(try texts("//dc:creator", in: output) == ["Jane Doe", "John Roe"])
        #expect(try texts("//dc:contributor", in: output) == ["Sam Smith"])
        #expect(
            try texts("//opf:meta[@refines='#contributor-1'][@property='role']", in: output) == ["edt"],
            "pandoc's role words become MARC codes")
        #expect(try texts("//dc:language", in: output) == ["en-US"])
        #expect(try texts("//dc:date", in: output) == ["2024-01-15"])
        #expect(try texts("//dc:rights", in: output) == ["© 2024 Jane Doe, CC BY 4.0"])
        #expect(try texts("//dc:subject", in: output) == ["Programming"])
        #expect(try texts("//opf:item[@properties='cover-image']/@href", in: output) == ["media/images/logo.svg"])
        let file = try EPUBFile(output)
        // One document per level-1 heading, as pandoc splits a book.
        let chapters = try file.spinePaths().filter { $0.contains("/text/") }
        #expect(chapters.count == 4)
        let nav = try file.xml("EPUB/nav.xhtml")
        #expect(
            nav.select("//h:nav[@id='toc']/h:*[1]", namespaces: EPUBFile.namespaces).first?.textContent == "Contents",
            "toc-title")
        let report = try EPUBCheck.check(output)
        #expect(report.fatals == 0 && report.errors == 0 && report.warnings == 0, "\(report.messages)")
    }

    /// pandoc's structured EPUB metadata (its manual's own example): typed
    /// titles, identifiers with schemes, subjects with codes, a collection and its position.
    @Test func pandocsStructuredMetadataBecomesTheSameRefinements() throws {
        let folder = TestPaths.temporaryDirectory()
        try """
        ---
        title:
        - type: main
          text: My Book
        - type: subtitle
          text: An investigation of metadata
        - type: extended
          text: "My Book: An investigation of metadata"
        identifier:
        - scheme: DOI
          text: doi:10.234234.234/33
        - scheme: ISBN-10
          text: 0-306-40615-2
        subject:
        - text: Oceanography
          authority: BISAC
          term: SCI052000
        belongs-to-collection: The Sea Books
        group-position: 2
        lang: en-US
        ---

        # Chapter

        Text.
        """.write(toFile: folder + "/book.md", atomically: true, encoding: .utf8)
        let output = folder + "/book.epub"
        let result = try CommandRunner.epubbuild(["-o", output, "book.md"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try texts("//dc:title", in: output) == [
                "My Book", "An investigation of metadata", "My Book: An investigation of metadata",
            ])
        #expect(try texts("//opf:meta[@property='title-type']", in: output) == ["main", "subtitle", "expanded"])
        #expect(try texts("//dc:identifier", in: output) == ["doi:10.234234.234/33", "urn:isbn:9780306406157"])
        #expect(try texts("//opf:meta[@property='identifier-type']", in: output) == ["06", "15"])
        #expect(try texts("//opf:meta[@property='term']", in: output) == ["SCI052000"])
        #expect(
            try texts(
                "//opf:meta[@property='belongs-to-collection'] | //opf:meta[@property='group-position']", in: output)
                == ["The Sea Books", "2"])
        let report = try EPUBCheck.check(output)
        #expect(report.fatals == 0 && report.errors == 0 && report.warnings == 0, "\(report.messages)")
    }

    @Test func severalFilesAreOneBookAndTheCommandLineWins() throws {
        let output = TestPaths.temporaryDirectory() + "/book.epub"
        let result = try CommandRunner.epubbuild(
            [
                "build", "chapters/one.md", "chapters/two.md", "-o", output, "--author", "Flag Author", "-M",
                "publisher=House",
            ],
            in: Self.folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try texts("//dc:title", in: output) == ["From The Second File"], "a later file's front matter wins")
        #expect(try texts("//dc:creator", in: output) == ["Flag Author"], "the command line wins over front matter")
        #expect(try texts("//dc:language", in: output) == ["fr"])
        #expect(try texts("//dc:publisher", in: output) == ["House"])
        let file = try EPUBFile(output)
        let first = String(decoding: try file.data("EPUB/text/one.xhtml"), as: UTF8.self)
        #expect(
            first.contains("<h1 id=\"un\">Un</h1>") && !first.contains("From The First File"),
            "front matter is metadata, not text")
        #expect(
            try file.spinePaths().filter { $0.contains("/text/") } == [
                "EPUB/text/one.xhtml", "EPUB/text/two.xhtml", "EPUB/text/two-2.xhtml",
            ])
    }

    /// pandoc reads a metadata string as Markdown: the EPUB's metadata holds its text, never its asterisks.
    @Test func metadataMarkdownIsItsText() throws {
        let folder = TestPaths.temporaryDirectory()
        try
            "---\ntitle: \"*Moby-Dick*: A Study\"\nauthor: \"**Ann** Smith\"\nsubtitle: A `code` word\n---\n\n# One\n\nText.\n"
            .write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let output = folder + "/a.epub"
        let result = try CommandRunner.epubbuild(["-f", "markdown", "-M", "lang=en", "-o", output, "a.md"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try texts("//dc:title", in: output) == ["Moby-Dick: A Study", "A code word"])
        #expect(try texts("//dc:creator", in: output) == ["Ann Smith"])
    }

    /// With no `-f`, the files are pandoc's Markdown, as pandoc reads them (6 of 8 real pandoc books tried pass no
    /// `-f`): subscripts, inline notes, spans and smart quotes, not GitHub's strikethrough and literal text.
    /// `-f gfm` reads them as GitHub's.
    @Test func withoutFromTheFilesArePandocsMarkdown() throws {
        let markdown = "# One\n\n\"Hi\" -- H~2~O^[A note.] [s]{.smallcaps}\n"
        let (output, result) = try buildA(markdown, ["-M", "lang=en", "-M", "title=T"])
        #expect(result.status == 0, "\(result.stderr)")
        try EPUBStructure.expectEPUBCheckClean(output)
        let file = try EPUBFile(output)
        #expect(try file.values("//h:p[1]/h:sub", in: "EPUB/text/a.xhtml") == ["2"])
        #expect(try file.values("//h:span[@class='smallcaps']", in: "EPUB/text/a.xhtml") == ["s"])
        #expect(
            try file.values("//h:aside[@epub:type='footnote']/h:p", in: "EPUB/text/a.xhtml") == ["A note. ↩\u{FE0E}"])
        #expect(try file.values("//h:p[1]", in: "EPUB/text/a.xhtml").first?.hasPrefix("“Hi” – H2O") == true)
        let (gfm, github) = try buildA(markdown, ["-f", "gfm", "-M", "lang=en", "-M", "title=T"])
        #expect(github.status == 0, "\(github.stderr)")
        #expect(try EPUBFile(gfm).values("//h:del", in: "EPUB/text/a.xhtml") == ["2"])
    }

    /// pandoc checks no link: one it cannot follow (a page of the web site, a fragment no heading has) is a warning
    /// here and its text stays, where a book.yaml book stops; a real pandoc book had failed on its `[](comment)` lines.
    @Test func brokenLinksAreWarningsAsPandocChecksNone() throws {
        let (output, result) = try buildA(
            "# A\n\n[l](other.html) [m](#nope) [n](sub/page.md)\n", ["-M", "title=T", "-M", "lang=en"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "a.md:3:5: warning: [Resolve] link target 'other.html' does not exist; kept as plain text (pandoc does not check links)"
            ), "\(result.stderr)")
        #expect(try EPUBFile(output).values("//h:p", in: "EPUB/text/a.xhtml") == ["l m n"])
        try EPUBStructure.expectEPUBCheckClean(output)
    }

    /// pandoc's manual writes the stylesheet for the EPUB it makes, where embedded fonts sit in `fonts/`: a `url()`
    /// to `../fonts/X.ttf` that is not there on disk names the font `--epub-embed-font` embeds. It had been an error.
    @Test func aStylesheetNamesEmbeddedFontsWherePandocPutsThem() throws {
        let folder = TestPaths.temporaryDirectory()
        for sub in ["/epub-fonts", "/css"] {
            try FileManager.default.createDirectory(atPath: folder + sub, withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(
            atPath: TestPaths.examples + "/embedded-fonts/fonts/DejaVuSansMono.ttf",
            toPath: folder + "/epub-fonts/DejaVuSansMono.ttf")
        try
            "@font-face { font-family: \"Mono\"; src: url(\"../fonts/DejaVuSansMono.ttf\"); }\ncode { font-family: \"Mono\"; }\n"
            .write(toFile: folder + "/css/style.css", atomically: true, encoding: .utf8)
        try "# A\n\nSome `code`.\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let output = folder + "/a.epub"
        let result = try CommandRunner.epubbuild(
            [
                "-M", "title=T", "-M", "lang=en", "--css", "css/style.css",
                "--epub-embed-font=epub-fonts/DejaVuSansMono.ttf", "-o", output, "a.md",
            ], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let css = String(decoding: try EPUBFile(output).data("EPUB/styles/style.css"), as: UTF8.self)
        #expect(css.contains("url(\"../media/epub-fonts/DejaVuSansMono.ttf\")"), "\(css)")
        try EPUBStructure.expectEPUBCheckClean(output)
    }

    /// A pandoc defaults file (`-d book.yaml`) is the options it stands for, as pandoc reads it: its input files,
    /// output, metadata, dialect and flags; what follows it on the command line wins. It had been refused.
    @Test func aPandocDefaultsFileIsItsOptions() throws {
        let folder = TestPaths.temporaryDirectory()
        try "# One\n\nH~2~O.\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try """
        from: markdown
        to: epub3
        output-file: out.epub
        input-files: [a.md]
        metadata: {title: Defaults Book, lang: en}
        number-sections: true
        verbosity: INFO
        """.write(toFile: folder + "/defaults.yaml", atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(["-d", "defaults.yaml", "-M", "author=Ann"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let output = folder + "/out.epub"
        #expect(try texts("//dc:title", in: output) == ["Defaults Book"])
        #expect(try texts("//dc:creator", in: output) == ["Ann"])
        #expect(
            try EPUBFile(output).values("//h:h1/h:span[@class='header-section-number']", in: "EPUB/text/a.xhtml") == [
                "1"
            ])
        #expect(try EPUBFile(output).values("//h:sub", in: "EPUB/text/a.xhtml") == ["2"])
        let missing = try CommandRunner.epubbuild(["--defaults=absent.yaml"], in: folder)
        #expect(missing.status == 1)
        #expect(
            missing.stderr.hasPrefix("absent.yaml: error: pandoc defaults file cannot be read"), "\(missing.stderr)")
        try "from: markdown\nmetadata: [\n".write(toFile: folder + "/bad.yaml", atomically: true, encoding: .utf8)
        let malformed = try CommandRunner.epubbuild(["-d", "bad.yaml", "-o", "bad.epub"], in: folder)
        #expect(malformed.status == 1)
        #expect(malformed.stderr.hasPrefix("bad.yaml:3:1: error: [Load] malformed YAML"), "\(malformed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/bad.epub"))
        // `verbosity: ERROR` shows no warning, as in pandoc (a key of no use had been one).
        try "input-files: [a.md]\nmetadata: {title: T, lang: en, draft: true}\nverbosity: ERROR\n".write(
            toFile: folder + "/quiet.yaml", atomically: true, encoding: .utf8)
        let quiet = try CommandRunner.epubbuild(["-d", "quiet.yaml", "-o", "quiet.epub"], in: folder)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
    }

    /// A defaults file's paths may name pandoc's variables: `${.}` its own folder, `${HOME}` and the environment's
    /// others, as pandoc expands them (pandoc-novel's `css: [${.}/shared.css]` had stopped the build: "stylesheet
    /// '${.}/shared.css' does not exist"). Metadata is never expanded.
    @Test func aDefaultsFilesPathsExpandPandocsVariables() throws {
        let folder = try TestPaths.folder(holding: [
            "a.md": "# One\n\nText.\n",
            "options/shared.css": "p { margin: 0 }\n",
            "options/epub.yaml": """
            css: ["${.}/shared.css"]
            input-files: ["${BOOK_SOURCES}/a.md"]
            metadata: {title: "Costs ${HOME}", lang: en}
            """,
        ])
        let result = try CommandRunner.epubbuild(
            ["-d", "options/epub.yaml", "-o", "out.epub"], environment: ["BOOK_SOURCES": folder], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let output = folder + "/out.epub"
        #expect(try EPUBFile(output).entryNames.contains("EPUB/styles/shared.css"))
        #expect(try texts("//dc:title", in: output) == ["Costs ${HOME}"])
    }

    /// `-o -`, and `-t epub3` with no `-o` into a pipe or a file, write the EPUB to standard output, as pandoc does
    /// (`pandoc -t epub3 ch*.md > $@` in a Makefile); the messages go to standard error.
    @Test func theEPUBGoesToStandardOutputAsPandocWritesIt() throws {
        let folder = try TestPaths.folder(holding: ["a.md": "---\ntitle: T\nlang: en\n---\n\n# One\n\nText.\n"])
        for arguments in ["a.md -o -", "-t epub3 a.md"] {
            let result = try CommandRunner.run(
                "/bin/sh", ["-c", "'\(TestPaths.cli)' \(arguments) > out.epub 2> messages.txt"], in: folder)
            #expect(result.status == 0, "\(arguments)")
            let messages = try String(contentsOfFile: folder + "/messages.txt", encoding: .utf8)
            #expect(messages.contains("wrote standard output (1 chapter"), "\(arguments): \(messages)")
            #expect(try EPUBFile(folder + "/out.epub").values("//h:h1", in: "EPUB/text/a.xhtml") == ["One"])
            #expect(!FileManager.default.fileExists(atPath: folder + "/-"), "no file named '-'")
        }
        let refused = try CommandRunner.epubbuild(["build", "book.yaml", "-o", "-"], in: folder)
        #expect(refused.status != 0 && refused.stderr.contains("-o - writes the EPUB to standard output"))
    }

    /// pandoc finds `-d epub` as `epub.yaml`, here or in its data folder's `defaults`, and reads the files a defaults
    /// file names in `defaults:` first, its own options after them winning.
    @Test func defaultsFilesAreFoundAndIncludedAsPandocDoes() throws {
        let folder = try TestPaths.folder(holding: [
            "a.md": "# One\n\nText.\n",
            "epub.yaml": "defaults: common\nmetadata: {title: Own Title}\n",
            "home/.local/share/pandoc/defaults/common.yaml":
                "input-files: [a.md]\nmetadata: {title: Common Title, lang: de}\nnumber-sections: true\n",
        ])
        let result = try CommandRunner.epubbuild(
            ["-d", "epub", "-o", "out.epub"], environment: ["HOME": folder + "/home", "XDG_DATA_HOME": ""], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let output = folder + "/out.epub"
        #expect(try texts("//dc:title", in: output) == ["Own Title"])
        #expect(try texts("//dc:language", in: output) == ["de"])
        #expect(
            try EPUBFile(output).values("//h:h1/h:span[@class='header-section-number']", in: "EPUB/text/a.xhtml") == [
                "1"
            ])
    }

    /// A metadata block right under a comment of several lines is metadata, as pandoc reads it (a real manual opens
    /// with its licence in a comment); under a one-line comment, or text, it is a rule and a heading, as in pandoc.
    @Test func aMetadataBlockUnderALongCommentIsMetadata() throws {
        let folder = TestPaths.temporaryDirectory()
        let output = folder + "/a.epub"
        for (head, title) in [("<!-- c\n\n  d\n-->", "T1"), ("<!-- c -->", "a")] {
            try "\(head)\n---\ntitle: T1\n---\n\n# H\n\nText.\n".write(
                toFile: folder + "/a.md", atomically: true, encoding: .utf8)
            let result = try CommandRunner.epubbuild(["-M", "lang=en", "-o", output, "a.md"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try texts("//dc:title", in: output) == [title], "\(head)")
        }
    }

    /// Text before the document's first heading (a copyright page) is headed by the book's title, as pandoc's EPUB
    /// heads it; a page with a heading of its own gets none drawn (it had been drawn over neither).
    @Test func textBeforeTheFirstHeadingIsHeadedByTheTitle() throws {
        let folder = TestPaths.temporaryDirectory()
        try "---\ntitle: Meta Title\nlang: en\n---\n\nCopyright page text.\n\n# Chapter\n\nBody.\n".write(
            toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let output = folder + "/a.epub"
        let result = try CommandRunner.epubbuild(["a.md", "-o", output], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let file = try EPUBFile(output)
        #expect(try file.values("//h:h1", in: "EPUB/text/a.xhtml") == ["Meta Title"])
        #expect(try file.values("//h:h1", in: "EPUB/text/a-2.xhtml") == ["Chapter"])
    }

    /// A YAML file among the inputs (`pandoc metadata.yaml ch*.md`) and a Markdown file of metadata alone give the
    /// book's metadata and no page; before, the first was refused and the second was an empty chapter in the contents.
    @Test func metadataFilesAmongTheInputsAreNoPages() throws {
        let folder = TestPaths.temporaryDirectory()
        try "---\ntitle: Meta Title\nlang: pl\n---\n".write(
            toFile: folder + "/meta.yaml", atomically: true, encoding: .utf8)
        try "---\nauthor: Ann\n...\n".write(toFile: folder + "/000-meta.md", atomically: true, encoding: .utf8)
        try "# Jeden\n\nTekst.\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let output = folder + "/a.epub"
        let result = try CommandRunner.epubbuild(["meta.yaml", "000-meta.md", "a.md", "-o", output], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try texts("//dc:title", in: output) == ["Meta Title"])
        #expect(try texts("//dc:creator", in: output) == ["Ann"])
        #expect(try texts("//dc:language", in: output) == ["pl"])
        #expect(try EPUBFile(output).entryNames.filter { $0.hasPrefix("EPUB/text/") } == ["EPUB/text/a.xhtml"])
    }

    /// Notes are numbered and listed in the order they are first referred to, as pandoc numbers them: inline notes
    /// among `[^n]` ones, and the notes of a file split at its headings, whose definitions sit under a later heading.
    @Test func notesAreNumberedAndListedInReadingOrder() throws {
        let folder = TestPaths.temporaryDirectory()
        try
            "# One\n\nA^[Inline one.] B[^x] C^[Inline two.] D[^a] E[^b].\n\n# Two\n\nText.\n\n[^x]: Note x.\n[^a]: Note a.\n[^b]: Note b.\n"
            .write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let output = folder + "/a.epub"
        let result = try CommandRunner.epubbuild(
            ["-f", "markdown", "--title", "T", "-M", "lang=en", "-o", output, "a.md"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let file = try EPUBFile(output)
        let page = "EPUB/text/a.xhtml"
        #expect(try file.values("//h:a[@role='doc-noteref']", in: page) == ["1", "2", "3", "4", "5"])
        #expect(
            try file.values("//h:aside[@epub:type='footnote']/h:p", in: page).map { $0.prefix(7) }
                == ["Inline ", "Note x.", "Inline ", "Note a.", "Note b."])
        try EPUBStructure.expectEPUBCheckClean(output)
    }

    /// pandoc's Markdown names its headings as pandoc does (`auto_identifiers`): everything before the first letter
    /// dropped, `.` kept, `section` when nothing is left. A gamebook's `## 1`, `## 2` are `#section`, `#section-1`,
    /// which its links name; they had been `h-1`, `h-2`, every link to them broken, even `[1]`'s own.
    @Test func headingsHavePandocsIdentifiers() throws {
        let (output, result) = try buildA(
            "---\ntitle: T\nlang: en\n---\n\n# Intro\n\nSee [1], [2](#section-1), [3 Big] and [x](#über-x.y).\n\n"
                + "## 1\n\n## 2\n\n## 3 Big\n\n## 2.1 Über-x.y!\n", [])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let file = try EPUBFile(output)
        #expect(try file.values("//h:h2/@id", in: "EPUB/text/a.xhtml") == ["section", "section-1", "big", "über-x.y"])
        #expect(
            try file.values("//h:p/h:a/@href", in: "EPUB/text/a.xhtml") == [
                "#section", "#section-1", "#big", "#über-x.y",
            ])
        // GitHub's Markdown keeps GitHub's anchors.
        let (gfm, _) = try buildA("# Intro\n\n## 2.1 Über-x.y!\n", ["-f", "gfm", "-M", "title=T", "-M", "lang=en"])
        #expect(try EPUBFile(gfm).values("//h:h2/@id", in: "EPUB/text/a.xhtml") == ["h-21-über-xy"])
        try EPUBStructure.expectEPUBCheckClean(output)
    }

    /// `[Heading text]`, `[Heading text][]` and `[words][Heading text]` link to that heading in any file, as pandoc
    /// reads them (`implicit_header_references`); a reference definition of the label, in any file, wins, code stays
    /// text, and
    /// brackets naming no heading stay as they are.
    @Test func headingTextsInBracketsLinkToTheirHeadings() throws {
        let folder = TestPaths.temporaryDirectory()
        try "# First\n\nSee [Second Part], [second part][] and [that one][Second Part]; [no heading], `[First]`.\n"
            .write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "# Second Part\n\nBack to [First], or [Second Part].\n\n[Second Part]: https://example.org\n".write(
            toFile: folder + "/b.md", atomically: true, encoding: .utf8)
        let output = folder + "/book.epub"
        let result = try CommandRunner.epubbuild(
            ["-f", "markdown", "--title", "T", "-M", "lang=en", "-o", output, "a.md", "b.md"], in: folder)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let file = try EPUBFile(output)
        // b.md's definition of the label serves a.md too, as in the one text pandoc reads: it wins over the heading.
        #expect(
            try file.values("//h:a/@href", in: "EPUB/text/a.xhtml")
                == ["https://example.org", "https://example.org", "https://example.org"])
        #expect(try file.values("//h:p", in: "EPUB/text/a.xhtml").first?.contains("[no heading]") == true)
        #expect(try file.values("//h:code", in: "EPUB/text/a.xhtml") == ["[First]"])
        #expect(
            try file.values("//h:a/@href", in: "EPUB/text/b.xhtml") == ["a.xhtml#first", "https://example.org"])
        try EPUBStructure.expectEPUBCheckClean(output)
    }

    /// pandoc's metadata blocks anywhere in the file (after a blank line), the top one after blank lines too, are
    /// the book's metadata and no text; `---`, a line of text, `---` is no block (its YAML is no mapping).
    @Test func metadataBlocksAnywhereAreMetadata() throws {
        let folder = TestPaths.temporaryDirectory()
        try """

        ---
        title: Late Title
        author: Ann
        ---

        # One

        Text.

        ---
        subtitle: A Subtitle
        ...

        More.
        """.write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let output = folder + "/a.epub"
        let result = try CommandRunner.epubbuild(["-f", "markdown", "-M", "lang=en", "-o", output, "a.md"], in: folder)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(try texts("//dc:title", in: output) == ["Late Title", "A Subtitle"])
        #expect(try texts("//dc:creator", in: output) == ["Ann"])
        let page = try EPUBFile(output).values("//h:body//text()", in: "EPUB/text/a.xhtml").joined()
        #expect(!page.contains("title:") && !page.contains("subtitle") && page.contains("More."))
        try EPUBStructure.expectEPUBCheckClean(output)
    }

    /// A paper's front matter as pandoc and Quarto take it: authors as `{name, affiliation, email, orcid, role}`,
    /// a name as `{given, family}`. The names are the creators (a structured one with its sort form); each other key
    /// is one warning at its first place, however many authors have it, and the book builds.
    @Test func scholarlyAuthorsGiveTheirNames() throws {
        let folder = TestPaths.temporaryDirectory()
        try """
        ---
        title: A Paper
        lang: en
        author:
          - name:
              given: Ann
              family: Smith
            affiliation: University
            orcid: 0000-0001-2345-6789
            role: conceptualization
          - name: Bob Jones
            affiliation: Institute
            email: bob@example.org
        ---

        # Results

        Text.
        """.write(toFile: folder + "/paper.md", atomically: true, encoding: .utf8)
        let output = folder + "/paper.epub"
        let result = try CommandRunner.epubbuild(["-f", "markdown", "-o", output, "paper.md"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try texts("//dc:creator", in: output) == ["Ann Smith", "Bob Jones"])
        #expect(try texts("//opf:meta[@refines='#creator-1'][@property='file-as']", in: output) == ["Smith, Ann"])
        let warned = result.stderr.split(separator: "\n").filter { $0.contains("author key") }
        #expect(
            warned == [
                "paper.md:8:5: warning: [Load] author keys 'affiliation', 'orcid', 'role' and 'email' are not used for an EPUB; ignored"
            ], "\(result.stderr)")
        try EPUBStructure.expectEPUBCheckClean(output)
    }

    /// pandoc reads its input files as one document: in its Markdown, `#sec:first` in one file names the heading
    /// another file gives that id. A fragment no file has is a warning, its text kept, as pandoc checks no link.
    @Test func aBareFragmentNamesAnIdOfAnyFileInPandocsMarkdown() throws {
        let folder = TestPaths.temporaryDirectory()
        try "# First {#sec:first}\n\nText.\n".write(toFile: folder + "/ch1.md", atomically: true, encoding: .utf8)
        try "# Second\n\nSee [the first](#sec:first).\n".write(
            toFile: folder + "/ch2.md", atomically: true, encoding: .utf8)
        let output = folder + "/book.epub"
        let arguments = ["-f", "markdown", "-M", "title=T", "-M", "lang=en", "-o", output, "ch1.md", "ch2.md"]
        let result = try CommandRunner.epubbuild(arguments, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try EPUBFile(output).values("//h:a/@href", in: "EPUB/text/ch2.xhtml") == ["ch1.xhtml#sec:first"])
        try EPUBStructure.expectEPUBCheckClean(output)
        try "# Second\n\nSee [nothing](#sec:none).\n".write(
            toFile: folder + "/ch2.md", atomically: true, encoding: .utf8)
        let broken = try CommandRunner.epubbuild(arguments, in: folder)
        #expect(broken.status == 0)
        #expect(
            broken.stderr.hasPrefix(
                "ch2.md:3:15: warning: [Resolve] link target '#sec:none' names no heading or id of this chapter; kept as plain text"
            ))
    }

    /// pandoc counts its heading anchors over the whole book: the second file's `## Intro` is `#intro-1`, and each
    /// file's link to the other's finds it, as in pandoc's EPUB (both had pointed at their own page's heading, or
    /// at nothing).
    @Test func headingAnchorsAreCountedOverTheBook() throws {
        let folder = try TestPaths.folder(holding: [
            "a.md": "# A\n\n## Intro\n\nSee [second](#intro-1).\n", "b.md": "# B\n\n## Intro\n\nSee [first](#intro).\n",
        ])
        let result = try CommandRunner.epubbuild(
            ["-M", "title=T", "-M", "lang=en", "-o", "d.epub", "a.md", "b.md"], in: folder)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let file = try EPUBFile(folder + "/d.epub")
        #expect(try file.values("//h:h2/@id", in: "EPUB/text/b.xhtml") == ["intro-1"])
        #expect(try file.values("//h:a/@href", in: "EPUB/text/a.xhtml") == ["b.xhtml#intro-1"])
        #expect(try file.values("//h:a/@href", in: "EPUB/text/b.xhtml") == ["a.xhtml#intro"])
    }

    /// pandoc's command lines as real books write them: `-M key:value` and `-M key` (true), metadata keys an EPUB has
    /// no use for, `-t epub2`, and options that shape only pandoc's other outputs are accepted (`--webtex=URL` too),
    /// those that would change the book each a warning; all of these had stopped the build. A variable pandoc's other
    /// outputs read (a PDF's `geometry`) is taken without a word, as pandoc's EPUB takes it; the keys of no output are
    /// one warning, and one close to a key the EPUB takes a warning of its own that names it.
    @Test func pandocsOtherOptionsAreAcceptedOrWarned() throws {
        let (output, result) = try buildA(
            "# One\n\nText.\n",
            [
                "-M", "title:Hi there", "-M", "lang=en", "-M", "draft", "-M", "geometry=margin=1in", "-t", "epub2",
                "--wrap=none", "--columns", "80", "--self-contained", "--mathjax", "--number-offset", "3",
                "--webtex=https://latex.codecogs.com/svg.latex?", "-M", "date-year=2024", "-M", "tiitle=x",
            ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try texts("//dc:title", in: output) == ["Hi there"])
        let warnings = result.stderr.split(separator: "\n").map(String.init)
        #expect(
            warnings == [
                "warning: -t epub2: epubbuild writes EPUB 3, with the NCX table of contents EPUB 2 reading systems read",
                "warning: --number-offset ignored: epubbuild does not do it (the Markdown, the metadata or a book template can)",
                "command line: warning: [Load] metadata 'tiitle' is not used for an EPUB; ignored — did you mean 'title'?",
                "command line: warning: [Load] metadata 'draft' and 'date-year' are not used for an EPUB; ignored",
            ], "\(result.stderr)")
    }

    @Test(arguments: [
        (["build", "absent.md", "-o", "OUT"], "absent.md: error: [Load] Markdown file does not exist"),
        (["build", "README.md", "-o", "OUT", "-t", "docx"], "--to takes epub or epub3, not 'docx'"),
        (
            ["build", "README.md", "../minimal/book.yaml", "-o", "OUT"],
            "give either book files (book.yaml, book.toml) or the Markdown files of one book, not both"
        ),
        (
            ["build", "../minimal/book.yaml", "--title", "T", "-o", "OUT"],
            "are for Markdown files; a book file says these itself"
        ),
        (["README.md", "-o", "OUT", "--top-level-division", "volume"], "--top-level-division takes default, section"),
        (["README.md", "-o", "OUT", "--split-level", "7"], "--split-level takes a heading level, 1 to 6, not 7"),
    ])
    func badCommandLinesAreRefused(arguments: [String], message: String) throws {
        let output = TestPaths.temporaryDirectory() + "/book.epub"
        let result = try CommandRunner.epubbuild(arguments.map { $0 == "OUT" ? output : $0 }, in: Self.folder)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// A Markdown file that is not UTF-8 stops the build at its first bad byte, as pandoc stops, and writes nothing:
    /// it had been told as "book file is not valid UTF-8 text", with no place. One in UTF-16 with its byte order mark
    /// is read, as a chapter is.
    @Test func aFileThatIsNotUTF8IsToldAtItsFirstBadByte() throws {
        let folder = TestPaths.temporaryDirectory()
        try "# One\n\nText.\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try Data("## Sec\n\nab".utf8 + [0xFF, 0xFE] + Data(" bad\n".utf8)).write(
            to: URL(fileURLWithPath: folder + "/b.md"))
        let result = try CommandRunner.epubbuild(
            ["-M", "lang=en", "--title", "T", "a.md", "b.md", "-o", "out.epub"], in: folder)
        #expect(result.status != 0)
        #expect(
            result.stderr.hasPrefix("b.md:3:3: error: [Load] Markdown file is not valid UTF-8 text — save it as UTF-8"),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.epub"))
        try "## Sec\n\nWide text.\n".write(toFile: folder + "/b.md", atomically: true, encoding: .utf16)
        let wide = try CommandRunner.epubbuild(
            ["-M", "lang=en", "--title", "T", "a.md", "b.md", "-o", "out.epub"], in: folder)
        #expect(wide.status == 0, "\(wide.stderr)")
        #expect(try EPUBFile(folder + "/out.epub").values("//h:h2", in: "EPUB/text/a.xhtml") == ["Sec"])
    }

    /// Command lines pandoc builds: files named as pandoc reads them (`.text`, `.pandoc`, no extension at all: Markdown
    /// whatever the name, but for another format pandoc knows, which is told as such); metadata files merged, a later
    /// one's value winning; a resource folder that is not there passed over; `-V lang` read as pandoc's EPUB reads it.
    @Test func filesAndOptionsArePandocs() throws {
        let folder = try TestPaths.folder(holding: [
            "01-intro.text": "# Intro\n\nOne.\n", "CHANGES": "# Changes\n\nTwo.\n", "page.html": "<p>x</p>\n",
            "meta.yaml": "title: Merged\nauthor: Ann Author\nlang: de\nrights: Mine\n",
            "edition.yaml": "title: Second Edition Title\n",
        ])
        let result = try CommandRunner.epubbuild(
            [
                "01-intro.text", "CHANGES", "--metadata-file", "meta.yaml", "--metadata-file=edition.yaml",
                "--resource-path=.:figures", "-V", "lang=de-CH", "-o", "out.epub",
            ], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("resource folder 'figures' does not exist; passed over"), "\(result.stderr)")
        let file = try EPUBFile(folder + "/out.epub")
        #expect(try file.spinePaths().count == 3, "the title page and both files")
        #expect(try texts("//dc:title", in: folder + "/out.epub") == ["Second Edition Title"])
        #expect(try texts("//dc:creator", in: folder + "/out.epub") == ["Ann Author"])
        #expect(try texts("//dc:language", in: folder + "/out.epub") == ["de-CH"], "-V lang, as pandoc's EPUB reads it")
        #expect(!result.stderr.contains("-V/--variable"))
        let html = try CommandRunner.epubbuild(["page.html", "-o", "html.epub"], in: folder)
        #expect(html.status != 0)
        #expect(
            html.stderr.contains("'page.html' is HTML, which pandoc reads and epubbuild does not"), "\(html.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/html.epub"))
    }

    /// pandoc's other names (`-r`, `--read`) are its `-f`; its `--incremental` (a slide show's) is a warning, not a
    /// refusal; and with `-f gfm` too, a bare `#id` link finds its heading in another file, the files being one text.
    @Test func pandocsOtherNamesAndOneTextAreRead() throws {
        let folder = try TestPaths.folder(holding: [
            "01.md": "---\ntitle: T\nlang: en\n---\n\n# Installation\n\nSteps.\n",
            "02.md": "# Usage\n\nFirst read [Installation](#installation).\n",
        ])
        for arguments in [["-r", "gfm"], ["--read=gfm"], ["-f", "gfm", "--incremental"]] {
            let result = try CommandRunner.epubbuild(arguments + ["01.md", "02.md", "-o", "out.epub"], in: folder)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("--incremental ignored") == arguments.contains("--incremental"))
            #expect(
                try EPUBFile(folder + "/out.epub").values("//h:a/@href", in: "EPUB/text/02.xhtml") == [
                    "01.xhtml#installation"
                ], "\(arguments)")
        }
    }

    /// pandoc's `ibooks:` metadata is written as its EPUB writer writes it, `<meta property="ibooks:…">` (Apple Books
    /// shows embedded fonts only with `specified-fonts`); it had been "not used for an EPUB; ignored".
    @Test func ibooksMetadataIsWritten() throws {
        let folder = try TestPaths.folder(holding: [
            "ch1.md": "# One\n\nText.\n",
            "meta.yaml": "title: T\nlang: en\nibooks:\n  version: 1.3.4\n  specified-fonts: true\n",
        ])
        let result = try CommandRunner.epubbuild(
            ["--metadata-file", "meta.yaml", "ch1.md", "-o", "out.epub"], in: folder)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let package = try EPUBFile(folder + "/out.epub").package()
        #expect(
            package.select("//opf:meta[starts-with(@property, 'ibooks:')]", namespaces: EPUBFile.namespaces).map {
                ($0.attribute("property") ?? "") + "=" + $0.textContent
            } == ["ibooks:version=1.3.4", "ibooks:specified-fonts=true"])
        try EPUBStructure.expectEPUBCheckClean(folder + "/out.epub")
    }

    @Test func aBadValueInTheMetadataFilePointsAtItsLine() throws {
        let folder = TestPaths.temporaryDirectory()
        try "# Book\n".write(toFile: folder + "/book.md", atomically: true, encoding: .utf8)
        try "title: T\nlang: english!\n".write(toFile: folder + "/meta.yaml", atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(
            ["book.md", "--metadata-file", "meta.yaml", "-o", "out.epub"], in: folder)
        #expect(result.status != 0)
        #expect(
            result.stderr.hasPrefix(
                "meta.yaml:2:7: error: [Load] language 'english!' is not a BCP 47 tag such as 'en', 'en-GB' or 'ja'"),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.epub"))
    }

    /// pandoc takes any text as the date: one written as people write dates is the EPUB's date in its form (and the
    /// title page's as written), one that
    /// names no date (a commit hash, `last spring`) is a warning at its line, shown on the title page as written, as
    /// pandoc shows it, and the package has none. They had stopped the build (three of eight real pandoc books
    /// tried), and then been dropped from the title page.
    @Test func datesAsPeopleWriteThemAreTheBooksDate() throws {
        let folder = TestPaths.temporaryDirectory()
        try "# Book\n".write(toFile: folder + "/book.md", atomically: true, encoding: .utf8)
        for (written, date) in [
            ("January 2024", "2024-01"), ("May 5, 2020", "2020-05-05"), ("5 May 2020", "2020-05-05"),
            ("2020-05-05T10:00:00", "2020-05-05"), ("2019/03/01", "2019-03-01"), ("2024", "2024"),
        ] {
            let result = try CommandRunner.epubbuild(
                ["book.md", "-M", "date=\(written)", "-M", "title=T", "-M", "lang=en", "-o", "out.epub"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try texts("//dc:date", in: folder + "/out.epub") == [date], "\(written)")
            // The title page shows it as written, as pandoc's does (it had shown the year alone).
            #expect(
                try EPUBFile(folder + "/out.epub").values("//h:p[@class='imprint']", in: "EPUB/titlepage.xhtml")
                    == [written], "\(written)")
        }
        try "title: T\nlang: en\ndate: last spring\n".write(
            toFile: folder + "/meta.yaml", atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(
            ["book.md", "--metadata-file", "meta.yaml", "-o", "out.epub"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "meta.yaml:3:1: warning: [Load] date 'last spring' is no date an EPUB's metadata can state (YYYY-MM-DD, or 'May 5, 2020'); it is shown on the title page as written, and the package has no date"
            ), "\(result.stderr)")
        #expect(try texts("//dc:date", in: folder + "/out.epub") == [])
        #expect(
            try EPUBFile(folder + "/out.epub").values("//h:p[@class='imprint']", in: "EPUB/titlepage.xhtml") == [
                "last spring"
            ])
    }

    /// pandoc's `abstract` is shown on the title page under its heading, in the book's language, a paragraph each, as
    /// pandoc shows it; it had been dropped with "not used for an EPUB". It is Markdown, whose emphasis, sub- and
    /// superscripts and code stay (they had been flattened to text), and raw HTML is text. `rights` of several
    /// paragraphs keeps them.
    @Test func theAbstractIsOnTheTitlePage() throws {
        let folder = try TestPaths.folder(holding: [
            "book.md":
                "---\ntitle: T\nlang: de\nabstract: |\n  Ein Buch *über* Dinge.\n\n  Zweiter Absatz: **H~2~O**, `x`, <span onclick=\"x\">a</span>.\n"
                + "rights: |\n  © 2021 A. Autor\n\n  Alle Rechte vorbehalten.\n---\n\n# Eins\n"
        ])
        let result = try CommandRunner.epubbuild(["book.md", "-o", "out.epub"], in: folder)
        #expect(result.status == 0 && !result.stderr.contains("warning"), "\(result.stderr)")
        let file = try EPUBFile(folder + "/out.epub")
        #expect(
            try file.values("//h:section[@class='abstract']/h:p", in: "EPUB/titlepage.xhtml") == [
                "Zusammenfassung", "Ein Buch über Dinge.", "Zweiter Absatz: H2O, x, a.",
            ])
        let abstract = try XMLTree.parse(xml: try file.data("EPUB/titlepage.xhtml")).select(
            "//h:section[@class='abstract']/h:p[2]", namespaces: ["h": XMLTree.xhtmlNamespace])
        #expect(abstract.map { CitationBookTests.innerHTML($0) } == ["Ein Buch <em>über</em> Dinge."])
        let second = try XMLTree.parse(xml: try file.data("EPUB/titlepage.xhtml")).select(
            "//h:section[@class='abstract']/h:p[3]", namespaces: ["h": XMLTree.xhtmlNamespace])
        #expect(
            second.map { CitationBookTests.innerHTML($0) } == [
                "Zweiter Absatz: <strong>H<sub>2</sub>O</strong>, <code>x</code>, a."
            ])
        // The rights statement too, a paragraph each, as pandoc writes it (they had run together).
        #expect(
            try file.values("//h:p[@class='rights']", in: "EPUB/titlepage.xhtml") == [
                "© 2021 A. Autor", "Alle Rechte vorbehalten.",
            ])
        try EPUBStructure.expectEPUBCheckClean(folder + "/out.epub")
    }

    /// The title page shows the title's and subtitle's Markdown, as pandoc's does: `title: "The *Collected* Works"`
    /// (or a `%` title block) in italics there, strong and code too, a link as its text; the package, the NCX and
    /// every other page keep its text. The title page had shown the text alone.
    @Test(arguments: ["---\ntitle: \"\(Self.markedUpTitle)\"\n", "% \(Self.markedUpTitle)\n\n---\n"])
    func theTitlePageShowsTheTitlesEmphasis(metadata: String) throws {
        let book = metadata + "subtitle: A *Very* Short Introduction\nlang: en\n---\n\n# One\n"
        let (output, result) = try buildA(book, ["-f", "markdown"])
        #expect(result.status == 0 && !result.stderr.contains("warning"), "\(result.stderr)")
        let file = try EPUBFile(output)
        let page = try XMLTree.parse(xml: try file.data("EPUB/titlepage.xhtml"))
        func shown(_ xpath: String) -> [String] {
            page.select(xpath, namespaces: ["h": XMLTree.xhtmlNamespace]).map { CitationBookTests.innerHTML($0) }
        }
        #expect(
            shown("//h:h1[@class='title']") == [
                "The <em>Collected</em> Works of <strong>Bold</strong> <code>code</code> and a link"
            ])
        #expect(shown("//h:p[@class='subtitle']") == ["A <em>Very</em> Short Introduction"])
        let text = "The Collected Works of Bold code and a link"
        #expect(try texts("//dc:title", in: output) == [text, "A Very Short Introduction"])
        #expect(try file.values("//ncx:docTitle/ncx:text", in: "EPUB/toc.ncx") == [text])
        #expect(shown("//h:head/h:title") == [text])
        #expect(try file.values("//h:em", in: "EPUB/nav.xhtml") == [])
        try EPUBStructure.expectEPUBCheckClean(output)
    }

    private static let markedUpTitle = "The *Collected* Works of **Bold** `code` and [a link](https://example.com)"

    /// os1k's own pandoc command (../shared/corpus/pandoc/os1k/make-epub.sh), in small: a title block in a `.txt`
    /// file, Dublin Core elements in `--epub-metadata`, `--table-of-contents`, `-f gfm`, and a link from the site's
    /// root (`/en/two#a-section`, VitePress's address for the page).
    @Test func os1ksPandocCommandBuildsWithTheCommandNameChanged() throws {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/epub", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/website/en", withIntermediateDirectories: true)
        try "% A Title From The Block\n% Block Author\n".write(
            toFile: folder + "/epub/title.txt", atomically: true, encoding: .utf8)
        try """
        <dc:title>Writing an OS</dc:title>
        <dc:language>en-US</dc:language>
        <dc:creator opf:file-as="Nuta, Seiya" opf:role="aut">Seiya Nuta</dc:creator>
        <dc:publisher>seiya.me</dc:publisher>
        <dc:date opf:event="publication">2025-01-09</dc:date>
        <dc:type>Text</dc:type>
        """.write(toFile: folder + "/epub/metadata.xml", atomically: true, encoding: .utf8)
        try "# One\n\nSee [the section](/en/two#a-section).\n".write(
            toFile: folder + "/website/en/one.md", atomically: true, encoding: .utf8)
        try "# Two\n\n## A Section\n\nText.\n".write(
            toFile: folder + "/website/en/two.md", atomically: true, encoding: .utf8)
        let output = folder + "/book.epub"
        let result = try CommandRunner.epubbuild(
            [
                "-f", "gfm+alerts", "-o", output, "../../epub/title.txt", "one.md", "two.md",
                "--epub-metadata=../../epub/metadata.xml", "--table-of-contents",
            ], in: folder + "/website/en")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try texts("//dc:title", in: output) == ["Writing an OS"], "the Dublin Core elements win")
        #expect(try texts("//dc:creator", in: output) == ["Seiya Nuta"], "and replace the title block's author")
        #expect(try texts("//opf:meta[@property='file-as']", in: output) == ["Nuta, Seiya"])
        #expect(try texts("//dc:date", in: output) == ["2025-01-09"])
        #expect(try texts("//dc:publisher", in: output) == ["seiya.me"])
        #expect(
            result.stderr.contains("metadata.xml:6:1: warning: [Load] <dc:type> is not metadata epubbuild writes"),
            "\(result.stderr)")
        #expect(!result.stderr.contains("+alerts"), "GitHub's alerts are read: \(result.stderr)")
        let file = try EPUBFile(output)
        #expect(
            try file.spinePaths().filter { $0.contains("/text/") } == ["EPUB/text/one.xhtml", "EPUB/text/two.xhtml"],
            "title.txt holds only metadata: no page of its own")
        let one = String(decoding: try file.data("EPUB/text/one.xhtml"), as: UTF8.self)
        #expect(one.contains("href=\"two.xhtml#a-section\""), "\(one)")
        let report = try EPUBCheck.check(output)
        #expect(report.fatals == 0 && report.errors == 0 && report.warnings == 0, "\(report.messages)")
    }

    @Test func aTitleBlockGivesTitleAuthorsAndDateAndLeavesTheText() throws {
        let folder = TestPaths.temporaryDirectory()
        try """
        % The Book
          Continued
        % Ann Author; Bo Writer
        % 2024-05-01

        # Chapter

        Text.
        """.write(toFile: folder + "/book.md", atomically: true, encoding: .utf8)
        let output = folder + "/book.epub"
        let result = try CommandRunner.epubbuild(["-o", output, "book.md", "--language", "en"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try texts("//dc:title", in: output) == ["The Book Continued"])
        #expect(try texts("//dc:creator", in: output) == ["Ann Author", "Bo Writer"])
        #expect(try texts("//dc:date", in: output) == ["2024-05-01"])
        let chapter = String(decoding: try EPUBFile(output).data("EPUB/text/book.xhtml"), as: UTF8.self)
        #expect(!chapter.contains("%") && chapter.contains("<h1 id=\"chapter\">Chapter</h1>"), "\(chapter)")
    }

    @Test func malformedEPUBMetadataIsAnErrorAtItsLine() throws {
        let folder = TestPaths.temporaryDirectory()
        try "# Book\n".write(toFile: folder + "/book.md", atomically: true, encoding: .utf8)
        try "<dc:title>T</dc:title>\n<dc:creator>Ann</dc:title>\n".write(
            toFile: folder + "/metadata.xml", atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(
            ["book.md", "--epub-metadata", "metadata.xml", "-o", "out.epub"], in: folder)
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("metadata.xml:2:1: error: [Load] the EPUB metadata is not well-formed XML"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.epub"))
    }

    /// pandoc's book flags with pandoc's meaning: images found in the current folder (its default resource path)
    /// or a given one, the split level, embedded fonts, the title page left out; a flag that changes only the
    /// look (-V) is a warning, and the book is built.
    @Test func pandocsBookFlagsHaveTheirMeaning() throws {
        let folder = TestPaths.temporaryDirectory()
        for path in ["chapters", "images", "assets"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + path, withIntermediateDirectories: true)
        }
        let logo = Self.folder + "/images/logo.svg"
        try FileManager.default.copyItem(atPath: logo, toPath: folder + "/images/logo.svg")
        try FileManager.default.copyItem(atPath: logo, toPath: folder + "/assets/mark.svg")
        try FileManager.default.copyItem(
            atPath: TestPaths.fixture("books/resolve-remote-default/fonts/body.woff2"), toPath: folder + "/body.woff2")
        try "# One\n\n![Logo](images/logo.svg)\n\n## Part\n\n![Mark](mark.svg)\n".write(
            toFile: folder + "/chapters/one.md", atomically: true, encoding: .utf8)
        let output = folder + "/book.epub"
        let result = try CommandRunner.epubbuild(
            [
                "chapters/one.md", "-o", output, "--title", "T", "--language", "en", "--resource-path=.:assets",
                "--split-level=2", "--epub-embed-font=body.woff2", "--epub-title-page=false", "-V", "fontsize=12pt",
            ], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains("warning: -V/--variable fontsize: pandoc's template variables"), "\(result.stderr)")
        let file = try EPUBFile(output)
        #expect(try file.spinePaths() == ["EPUB/text/one.xhtml", "EPUB/text/one-2.xhtml"], "split at level 2")
        #expect(
            file.entryNames.filter { $0.hasPrefix("EPUB/media/") }.sorted() == [
                "EPUB/media/assets/mark.svg", "EPUB/media/body.woff2", "EPUB/media/images/logo.svg",
            ], "\(file.entryNames)")
        #expect(!file.entryNames.contains("EPUB/titlepage.xhtml"))
        let report = try EPUBCheck.check(output)
        #expect(report.fatals == 0 && report.errors == 0 && report.warnings == 0, "\(report.messages)")
    }

    /// `--json` for Markdown files: the object a batch prints for a book, its input the first file.
    @Test func jsonReportsTheBookAsABatchDoes() throws {
        let output = TestPaths.temporaryDirectory() + "/book.epub"
        let result = try CommandRunner.epubbuild(
            ["chapters/one.md", "chapters/two.md", "-o", output, "--json"], in: Self.folder)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONDecoder().decode(BatchResult.self, from: Data(result.stdout.utf8))
        #expect(report.status == .built)
        #expect(report.input == Self.folder + "/chapters/one.md")
        #expect(report.output == output)
        #expect(report.timings.keys.sorted() == ["Ingest", "Load", "Package", "Resolve", "Transform", "Write"])
    }
}
