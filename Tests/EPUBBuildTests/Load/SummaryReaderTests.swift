import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBFormats
@testable import EPUBModel
@testable import EPUBSupport

/// Chapter lists read from a GitBook or mdBook SUMMARY.md.
@Suite struct SummaryReaderTests {
    /// Loads a book whose chapters come from `summary`; every file in `files` exists.
    private func load(_ summary: String, files: [String: String]) throws -> (BookSpec, [Diagnostic]) {
        let folder = TestPaths.temporaryDirectory()
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        try summary.write(toFile: folder + "/SUMMARY.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nchapters: {summary: SUMMARY.md}\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        var warnings: [Diagnostic] = []
        return (try BookSpecLoader.load(folder + "/book.yaml", warnings: &warnings), warnings)
    }

    private func names(_ entries: [ContentsEntry]) -> [String] {
        entries.map { entry in
            switch entry {
            case .chapter(let chapter, let children):
                ((chapter.file as NSString).lastPathComponent)
                    + (children.isEmpty ? "" : "(" + names(children).joined(separator: " ") + ")")
            case .part(let title, _, let chapters):
                "[" + title + ": " + names(chapters).joined(separator: " ") + "]"
            case .section(let title, let file, let fragment, _, _):
                title + " → " + (file as NSString).lastPathComponent + "#" + fragment
            case .link(let title, let url, _):
                title + " ↗ " + url
            }
        }
    }

    /// A GitBook summary read as GitBook's reader (kramed) reads it: a first `## Group` with no `#` title above it is
    /// a group (its pages had gone unlisted); an item indented less than CommonMark's nesting needs (`1. [C]` then
    /// `  1. [C1]`, `* [D]` then ` - [D1]`) nests all the same, tabs counting to the next multiple of 4.
    @Test func aGitBookSummaryNestsAsGitBookNestsIt() throws {
        let files = ["a.md", "a1.md", "c.md", "c1.md", "c2.md", "d.md", "d1.md", "e.md"].reduce(into: [:]) {
            $0[$1] = "# X\n"
        }
        let summary =
            "## Getting started\n\n* [A](a.md)\n\t* [A1](a1.md)\n\n## More\n\n1. [C](c.md)\n  1. [C1](c1.md)\n"
            + "  2. [C2](c2.md)\n* [D](d.md)\n - [D1](d1.md)\n* [E](e.md)\n"
        let (spec, warnings) = try load(summary, files: files)
        #expect(
            names(spec.contents) == [
                "[Getting started: a.md(a1.md)]", "[More: c.md(c1.md c2.md) d.md(d1.md) e.md]",
            ])
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// An entry without a link (GitBook's heading in its sidebar) or a draft with entries below heads a part of
    /// them, and the warning names it; one with nothing below is skipped. The heading had vanished, its entries moved
    /// up a level, and the warning named no entry.
    @Test func anEntryWithoutAFileHeadsItsEntries() throws {
        let (spec, warnings) = try load(
            "# Summary\n\n* [Intro](a.md)\n* Setting Up chrony\n  * [Install](b.md)\n  * [Tune](c.md)\n"
                + "* [Later]()\n  * [Notes](d.md)\n* Empty heading\n* [Not yet]()\n",
            files: ["a.md": "# A\n", "b.md": "# B\n", "c.md": "# C\n", "d.md": "# D\n"])
        #expect(names(spec.contents) == ["a.md", "[Setting Up chrony: b.md c.md]", "[Later: d.md]"])
        #expect(
            warnings.map(\.message) == [
                "summary entry 'Setting Up chrony' has no link; it heads a part of the 2 entries below it",
                "draft chapter 'Later' has no file; it heads a part of the 1 entry below it",
                "summary entry 'Empty heading' has no link; skipped",
                "draft chapter 'Not yet' has no file; skipped",
            ])
    }

    /// `[Remotes](./remotes)`: the Markdown file the name stands for, with a
    /// warning, since mdBook and GitBook read the name as written.
    @Test func anEntryWithoutAnExtensionIsItsMarkdownFile() throws {
        let (epub, report) = try TestBuild.build(TestPaths.fixture("books/summary-extensionless/book.toml"))
        #expect(
            try EPUBFile(epub).spinePaths().filter { $0.hasPrefix("EPUB/text/") }
                == [
                    "EPUB/text/README.xhtml", "EPUB/text/git-working-with-remote-repository.xhtml",
                    "EPUB/text/branches.xhtml",
                ])
        let warnings = report.warnings.map { $0.description.replacing(#/^\S*summary-extensionless\//#, with: "") }
        #expect(
            warnings == [
                "src/SUMMARY.md:5:13: warning: [Load] summary entry './git-working-with-remote-repository' names no file; read as 'git-working-with-remote-repository.md' — write that name, as mdBook and GitBook need it",
                "src/SUMMARY.md:6:15: warning: [Load] summary entry './git-working-with-remote-repository#pulling' names no file; read as 'git-working-with-remote-repository.md' — write that name, as mdBook and GitBook need it",
                "src/SUMMARY.md:7:14: warning: [Load] summary entry 'branches' names no file; read as 'branches.md' — write that name, as mdBook and GitBook need it",
            ])
        #expect(report.warnings.allSatisfy { $0.code == .summaryEntryWithoutExtension })
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// A summary links what the site offers beside its pages (a dashboard's JSON, a PDF): such an entry is skipped
    /// with a warning, as one to another site is; it had stopped the build, `--lenient` or not.
    @Test func anEntryLinkingAFileThatIsNoPageIsSkipped() throws {
        let (spec, warnings) = try load(
            "# Summary\n\n- [Mining](mining.md)\n    - [Dashboard JSON](grafana.json)\n",
            files: ["mining.md": "# Mining\n", "grafana.json": "{}\n"])
        #expect(names(spec.contents) == ["mining.md"])
        #expect(
            warnings.map(\.message) == [
                "summary entry 'Dashboard JSON' links to 'grafana.json', which is no page (Markdown, XHTML or a picture); skipped"
            ])
    }

    /// More than three drafts are one warning where the first is, with their count; three are told one by one.
    @Test func manyDraftsAreOneWarning() throws {
        let drafts = ["A", "B", "C", "D"].map { "- [Draft \($0)]()\n" }.joined()
        let (_, many) = try load("# Summary\n\n- [One](one.md)\n" + drafts, files: ["one.md": "# One\n"])
        #expect(
            many.map(\.message) == [
                "4 draft chapters have no file (the first here, 'Draft A'); skipped, as their tool builds without them"
            ])
        #expect(many.first?.location.line == 4)
        let (_, few) = try load(
            "# Summary\n\n- [One](one.md)\n" + drafts.split(separator: "\n").prefix(3).joined(separator: "\n") + "\n",
            files: ["one.md": "# One\n"])
        #expect(few.count == 3)
    }

    /// mdBook's summary, read by mdBook's rules: only a `#` heading starts a part (a list item written
    /// `##### - [Hidden](hidden.md)` is skipped, with what it holds, and a warning; it had been made a part holding
    /// the chapters after it), and a text file of any name is a page of Markdown (`- [Script](script.py)`: its code
    /// block the page; it had been left out). A GitBook summary's headings of any level are parts.
    @Test func mdBookSummariesFollowMdBooksRules() throws {
        let folder = try TestPaths.folder(holding: [
            "book.toml": "[book]\ntitle = \"T\"\nlanguage = \"en\"\n",
            "src/SUMMARY.md": "# Summary\n\n- [One](one.md)\n##### - [Hidden](hidden.md)\n- [Two](two.md)\n"
                + "- [Script](script.py)\n\n# Part\n\n- [Three](three.md)\n",
            "src/one.md": "# One\n", "src/hidden.md": "# Hidden\n", "src/two.md": "# Two\n",
            "src/three.md": "# Three\n",
            "src/script.py": "```python\nprint(\"kept\")\n```\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.toml")
        let file = try EPUBFile(epub)
        #expect(
            try file.values("//h:nav[@id='toc']/h:ol/h:li/*[1]", in: "EPUB/nav.xhtml") == [
                "One", "Two", "Script", "Part",
            ])
        #expect(try file.values("//h:pre", in: "EPUB/text/script.xhtml") == ["print(\"kept\")\n"])
        #expect(report.warnings.map(\.message).contains { $0.hasPrefix("summary heading '- Hidden' is an h5") })
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// mdBook reads past HTML in a summary and reads whatever file an entry names as Markdown: a summary whose lists
    /// sit in `<div class="toc">` lists its chapters (it had listed none, and the build stopped), and an entry naming
    /// a file without an extension is that file (it had been refused as no chapter format).
    @Test func aSummaryInAnHTMLBlockAndAnExtensionlessFileAreMdBooks() throws {
        let folder = try TestPaths.folder(holding: [
            "book.toml": "[book]\ntitle = \"T\"\nlanguage = \"en\"\n",
            "src/SUMMARY.md": "# Summary\n\n<div class=\"toc\">\n\n- [A](a.md)\n- [R](./remote)\n\n</div>\n",
            "src/a.md": "# A\n\nText a.\n", "src/remote": "# Remote\n\nText remote.\n", "src/remote.md": "# Other\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.toml")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(epub)
        #expect(
            try file.spinePaths().filter { $0.hasPrefix("EPUB/text/") } == [
                "EPUB/text/a.xhtml", "EPUB/text/remote.xhtml",
            ])
        #expect(try file.values("//h:p", in: "EPUB/text/remote.xhtml") == ["Text remote."])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// A part of web links (GitBook's `## Resources`) lists them on its page, since the contents may not link
    /// outside the book (NAV-010): the page had been empty, the links lost. A web link outside a part, or an address
    /// no reader opens, is skipped with a warning.
    @Test func aPartsWebLinksAreListedOnItsPage() throws {
        let folder = TestPaths.temporaryDirectory()
        try "{\"title\": \"T\"}\n".write(toFile: folder + "/book.json", atomically: true, encoding: .utf8)
        try """
        # Summary

        * [Intro](README.md)
        * [Site](https://example.org/)

        ## Resources

        * [Docs](https://example.org/docs?a=1&b=2)
        * [Mail](mailto:team@example.org)
        * [Odd](javascript:alert(1))
        """.write(toFile: folder + "/SUMMARY.md", atomically: true, encoding: .utf8)
        try "# Intro\n\nHi.\n".write(toFile: folder + "/README.md", atomically: true, encoding: .utf8)
        let (epub, report) = try TestBuild.build(folder + "/book.json")
        #expect(
            report.warnings.map { "\($0.location.line):\($0.location.column): \($0.message)" } == [
                "4:1: summary entry 'Site' links outside the book, and only a part's page lists such links; skipped",
                "10:9: summary entry 'Odd' links to 'javascript:alert(1)', which is no web page a reader opens; skipped",
            ])
        let file = try EPUBFile(epub)
        #expect(
            try file.spinePaths().filter { $0.hasPrefix("EPUB/text/") } == [
                "EPUB/text/README.xhtml", "EPUB/text/part-1.xhtml",
            ])
        let links = try file.xml("EPUB/text/part-1.xhtml").select(
            "//h:ul[@class='part-links']/h:li/h:a", namespaces: EPUBFile.namespaces)
        #expect(
            links.map { [$0.textContent, $0.attribute("href") ?? ""] } == [
                ["Docs", "https://example.org/docs?a=1&b=2"], ["Mail", "mailto:team@example.org"],
            ])
        #expect(try !String(decoding: file.data("EPUB/nav.xhtml"), as: UTF8.self).contains("example.org"))
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// In a GitBook or mdBook project a summary entry whose file is missing is a draft, as its tool builds without it
    /// (GitBook leaves it out, mdBook makes an empty page): skipped, or heading a part of the entries below it, with a
    /// warning. It had stopped the build, `--lenient` or not. In a book.yaml's summary it stays an error.
    @Test func aMissingFileInAToolsProjectIsADraft() throws {
        let folder = TestPaths.temporaryDirectory()
        try "{\"title\": \"T\"}\n".write(toFile: folder + "/book.json", atomically: true, encoding: .utf8)
        try "# S\n\n* [Intro](README.md)\n* [Gone](gone.md)\n* [Group](group.md)\n    * [Kept](kept.md)\n".write(
            toFile: folder + "/SUMMARY.md", atomically: true, encoding: .utf8)
        try "# Intro\n\nHi.\n".write(toFile: folder + "/README.md", atomically: true, encoding: .utf8)
        try "# Kept\n\nK.\n".write(toFile: folder + "/kept.md", atomically: true, encoding: .utf8)
        let (epub, report) = try TestBuild.build(folder + "/book.json")
        #expect(
            report.warnings.map(\.message) == [
                "summary entry 'Gone' names 'gone.md', which does not exist (its tool builds without it); skipped",
                "summary entry 'Group' names 'group.md', which does not exist (its tool builds without it); it heads a part of the 1 entry below it",
            ])
        #expect(
            try EPUBFile(epub).spinePaths().filter { $0.hasPrefix("EPUB/text/") } == [
                "EPUB/text/README.xhtml", "EPUB/text/part-1.xhtml", "EPUB/text/kept.xhtml",
            ])
        try EPUBStructure.expectEPUBCheckClean(epub)
        try "title: T\nlanguage: en\nchapters: {summary: SUMMARY.md}\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        var warnings: [Diagnostic] = []
        #expect(throws: BuildError.self) { try BookSpecLoader.load(folder + "/book.yaml", warnings: &warnings) }
    }

    /// mdBook's `create-missing` (on by default) writes a file the summary names and the folder lacks as `# Title`
    /// and builds it: the EPUB has that page, read in its place (nothing is written into the author's folder), with
    /// a warning. It had been left out, the warning saying mdBook builds without it. `create-missing = false` keeps
    /// the draft.
    @Test func anMdBookEntryWithoutItsFileIsAPageOfItsTitle() throws {
        let pages = [
            "book.toml": "[book]\ntitle = \"T\"\nlanguage = \"en\"\n",
            "src/SUMMARY.md": "# Summary\n\n- [Intro](intro.md)\n- [Not written yet](later.md)\n",
            "src/intro.md": "# Intro\n\nHi.\n",
        ]
        let folder = try TestPaths.folder(holding: pages)
        let (epub, report) = try TestBuild.build(folder + "/book.toml")
        #expect(
            report.warnings.map { "\($0.location.line):\($0.location.column): \($0.message)" } == [
                "4:21: summary entry 'Not written yet' names 'later.md', which does not exist; its page holds only its "
                    + "title, as the one mdBook creates for it (create-missing) — write the file, or take the entry out"
            ])
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:h1", in: "EPUB/text/later.xhtml") == ["Not written yet"])
        #expect(
            try file.values("//h:nav[@epub:type='toc']//h:a", in: "EPUB/nav.xhtml") == ["Intro", "Not written yet"])
        #expect(!FileManager.default.fileExists(atPath: folder + "/src/later.md"))
        try EPUBStructure.expectEPUBCheckClean(epub)

        try "[book]\ntitle = \"T\"\nlanguage = \"en\"\n[build]\ncreate-missing = false\n".write(
            toFile: folder + "/book.toml", atomically: true, encoding: .utf8)
        let (kept, _) = try TestBuild.build(folder + "/book.toml")
        #expect(try EPUBFile(kept).spinePaths().filter { $0.hasPrefix("EPUB/text/") } == ["EPUB/text/intro.xhtml"])
    }

    /// GitBook titles a book without one by its README's first heading, an underlined (setext) one too, and not one
    /// in a code block: the underlined title had been passed over, the book named after its folder with a warning.
    @Test func aGitBookTitleIsTheReadmesFirstHeadingHoweverWritten() throws {
        for (readme, title) in [
            ("GitBook Project Test\n====================\n\nText.\n", "GitBook Project Test"),
            ("```\n# not this\n```\n\n# The Title\n", "The Title"),
            ("Intro words\n\n## Part\n\n# Later Title\n", "Later Title"),
        ] {
            let folder = try TestPaths.folder(holding: [
                "book.json": "{}\n", "SUMMARY.md": "# Summary\n\n* [Intro](README.md)\n", "README.md": readme,
            ])
            let (epub, report) = try TestBuild.build(folder + "/book.json")
            #expect(report.warnings.filter { $0.message.contains("folder's name") }.isEmpty)
            #expect(try EPUBFile(epub).values("//dc:title", in: "EPUB/package.opf") == [title])
        }
    }

    /// A summary that lists nothing is an error at the summary, in the author's words: it had named book.yaml's
    /// `chapters` key, which a GitBook or mdBook project never writes, with no line.
    @Test func aSummaryListingNothingIsAnErrorAtIt() throws {
        let folder = try TestPaths.folder(holding: [
            ".gitbook.yaml": "root: ./guides/\n", "guides/SUMMARY.md": "# Summary\n\nThis is a summary\n",
        ])
        let result = try CommandRunner.epubbuild(["build", "."], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "guides/SUMMARY.md:1:1: error: [Load] the summary lists no chapter — list each as '- [Title](file.md)'\n"
            ))
    }

    /// A folder is no chapter in mdBook or GitBook, whatever it holds: its README.md is named for it.
    @Test func anEntryNamingAFolderIsStillAnError() throws {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/guide", withIntermediateDirectories: true)
        try "# Guide\n".write(toFile: folder + "/guide/README.md", atomically: true, encoding: .utf8)
        try "# Summary\n\n- [Guide](guide)\n".write(toFile: folder + "/SUMMARY.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nchapters: {summary: SUMMARY.md}\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        var warnings: [Diagnostic] = []
        #expect(throws: BuildError.self) { try BookSpecLoader.load(folder + "/book.yaml", warnings: &warnings) }
    }

    @Test func mdBookSuffixChaptersFollowThePartsAtTheTop() throws {
        let (spec, _) = try load(
            """
            # Summary

            [Intro](intro.md)

            # Guide

            - [Install](install.md)
                - [Options](options.md)

            ---

            [Thanks](thanks.md)
            """, files: ["intro.md": "# I\n", "install.md": "# In\n", "options.md": "# O\n", "thanks.md": "# T\n"])
        #expect(names(spec.contents) == ["intro.md", "[Guide: install.md(options.md)]", "thanks.md"])
    }

    @Test func theSummaryLabelWinsOverFrontMatter() throws {
        let (spec, _) = try load(
            "# Summary\n\n* [From the Summary](a.md)\n", files: ["a.md": "---\ntitle: From Front Matter\n---\n# A\n"])
        let chapter = try #require(spec.chapters.first)
        #expect(chapter.title == "From the Summary" && chapter.keysFromList == ["title"])
    }

    @Test func aLinkToASectionOfAListedChapterIsAContentsEntry() throws {
        let (spec, warnings) = try load(
            """
            # Summary

            * [Chapter](a.md)
              * [A Section](a.md#a-section)
            * [Other](b.md)
            * [Chapter Again](./a.md)
            """, files: ["a.md": "# A\n\n## A Section\n", "b.md": "# B\n"])
        #expect(names(spec.contents) == ["a.md(A Section → a.md#a-section)", "b.md"])
        #expect(
            warnings.map(\.description).map { $0.replacing(#/^.*SUMMARY/#, with: "SUMMARY") } == [
                "SUMMARY.md:6:19: warning: [Load] summary entry 'Chapter Again' links to './a.md', already a chapter at line 3; the entry is skipped"
            ])
    }

    /// The section entry lands on the heading's id as the book has it, in the split document that holds it.
    @Test func aSectionEntryFollowsRenamesAndSplits() throws {
        let folder = TestPaths.temporaryDirectory()
        try "# One\n\n## Setup\n".write(toFile: folder + "/one.md", atomically: true, encoding: .utf8)
        try "# Two\n\n## Setup\n\nText.\n\n## Setup\n\nMore.\n".write(
            toFile: folder + "/two.md", atomically: true, encoding: .utf8)
        try "# Summary\n\n* [One](one.md)\n* [Two](two.md)\n  * [Two: Setup](two.md#setup-1)\n".write(
            toFile: folder + "/SUMMARY.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nsplit: 2\nchapters: {summary: SUMMARY.md}\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        try EPUBStructure.expectEPUBCheckClean(epub)
        let nav = try EPUBFile(epub).xml("EPUB/nav.xhtml")
        let entry = nav.select("//h:a[.='Two: Setup']/@href", namespaces: EPUBFile.namespaces).map(\.textContent)
        #expect(
            entry == ["text/two-3.xhtml#setup-1"],
            "GitHub's second 'setup' of two.md; the split put it in the third document")
        // one.md's own 'setup' is its document's, apart from two.md's.
        #expect(try EPUBFile(epub).values("//h:h2/@id", in: "EPUB/text/one-2.xhtml") == ["setup"])
    }

    @Test func aSectionEntryToAMissingIdIsAnError() throws {
        let folder = TestPaths.temporaryDirectory()
        try "# One\n".write(toFile: folder + "/one.md", atomically: true, encoding: .utf8)
        try "# Summary\n\n* [One](one.md)\n  * [Gone](one.md#gone)\n".write(
            toFile: folder + "/SUMMARY.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nchapters: {summary: SUMMARY.md}\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        #expect {
            _ = try TestBuild.build(folder + "/book.yaml")
        } throws: { error in
            (error as? BuildError)?.description.hasSuffix(
                "SUMMARY.md:4:12: error: [Resolve] contents entry 'Gone' points at '#gone', which is not an id of \(folder)/one.md"
            ) == true
        }
    }
}
