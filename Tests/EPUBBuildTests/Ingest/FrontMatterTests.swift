import Testing

@testable import EPUBBuild
@testable import EPUBModel
@testable import EPUBSupport

/// YAML front matter at the top of a Markdown chapter.
@Suite struct FrontMatterTests {
    private func chapter(listing keys: Set<String> = []) -> ChapterSpec {
        var chapter = ChapterSpec(file: "/book/a.md", location: SourceLocation(path: "book.yaml", line: 3, column: 5))
        chapter.keysFromList = keys
        return chapter
    }

    @Test func setsTheChapterKeysAndBlanksTheBlockLineForLine() throws {
        var spec = chapter()
        var ignored: [UnrenderedSyntax] = []
        let text = try FrontMatter.apply(
            "---\ntitle: Opening\ntype: preface\nlinear: false\nid: opening\nsplit: 2\n---\n# Heading\n", to: &spec,
            path: "a.md", ignored: &ignored)
        #expect(
            spec.title == "Opening" && spec.type == "preface" && !spec.linear && spec.id == "opening" && spec.split == 2
        )
        #expect(text == "\n\n\n\n\n\n\n# Heading\n", "later lines keep their numbers")
    }

    /// `description:` is handed back (GitBook shows it under the title), folded lines joined, and warns of nothing.
    @Test func givesTheDescription() throws {
        var spec = chapter()
        var ignored: [UnrenderedSyntax] = []
        var description: String?
        var variables: [String: String]?
        _ = try FrontMatter.apply(
            "---\ndescription: >-\n  A lead\n  in two lines.\n---\n# Heading\n", to: &spec, path: "a.md",
            ignored: &ignored, description: &description, pageVariables: &variables)
        #expect(description == "A lead in two lines.")
        #expect(ignored.isEmpty)
    }

    @Test func readsAFileSavedWithCRLFLineEnds() throws {
        var spec = chapter()
        var ignored: [UnrenderedSyntax] = []
        let text = try FrontMatter.apply(
            "---\r\ntitle: Windows\r\nlinear: false\r\n---\r\n# Heading\r\n", to: &spec, path: "a.md", ignored: &ignored
        )
        #expect(spec.title == "Windows" && !spec.linear)
        #expect(text == "\n\n\n\n# Heading\r\n")
    }

    @Test func keysTheChapterListSetWin() throws {
        var spec = chapter(listing: ["title", "split"])
        var ignored: [UnrenderedSyntax] = []
        spec.title = "From the List"
        spec.split = 3
        _ = try FrontMatter.apply(
            "---\ntitle: From Front Matter\nsplit: 1\ntype: appendix\n---\n", to: &spec, path: "a.md", ignored: &ignored
        )
        #expect(spec.title == "From the List" && spec.split == 3 && spec.type == "appendix")
    }

    /// Front matter often serves a site generator too: Jekyll's own keys (layout, categories, permalink) are
    /// read quietly; any other is a warning, one per file for its keys, counted so that keys every chapter has are one
    /// message for the book. Each key had been a message of its own.
    @Test func unknownKeysAreCountedAtTheirFirstLine() throws {
        var spec = chapter()
        var ignored: [UnrenderedSyntax] = []
        for (path, text) in [
            ("a.md", "---\ntitle: T\nlayout: post\nminutes: 5\ncategories: [a, b]\nlevel: 1\n---\n"),
            ("b.md", "---\nlayout: page\npermalink: /b/\nminutes: 7\n---\n"), ("c.md", "---\nminutes: 7\n---\n"),
        ] {
            _ = try FrontMatter.apply(text, to: &spec, path: path, ignored: &ignored)
        }
        #expect(spec.title == "T")
        #expect(
            ignored.map(\.diagnostic.description) == [
                "a.md:4:1: warning: [Ingest] 1 file's front-matter keys 'minutes', 'level' ignored — epubbuild reads title, type, linear, id, split there",
                "b.md:4:1: warning: [Ingest] 2 front-matter keys 'minutes' ignored — epubbuild reads title, type, linear, id, split there (the first here)",
            ])
    }

    /// A GitBook page's front-matter keys are its template variables (`{{ page.version }}`, a list through
    /// `join`, `replace` and `capitalize`), as GitBook adds them to `page`, and `{{ page.title }}` is its summary
    /// title; none is warned of. They had been removed, each key warned of as ignored.
    @Test func aGitBookPagesFrontMatterKeysAreItsVariables() throws {
        let page =
            "---\nversion: 4.2\ntags: [a, b]\nname: foobar\ndescription: Widgets\n---\n# Intro\n\n"
            + "{{ page.title }} {{ page.version }}: {{ page.tags | join(\", \") }}, {{ page.tags }}, "
            + "{{ page.name | replace(\"foo\", \"new\") | capitalize }}; {{ page.description }}.\n"
        let folder = try TestPaths.folder(holding: [
            "book.json": "{\"title\": \"T\", \"language\": \"en\"}",
            "SUMMARY.md": "# Summary\n\n* [Widgets guide](README.md)\n", "README.md": page,
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.json")
        #expect(
            try EPUBFile(epub).values("//h:p[not(@class)]", in: "EPUB/text/README.xhtml") == [
                "Widgets guide 4.2: a, b, a,b, Newbar; Widgets."
            ])
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// Malformed front matter is an error at the place in the file, every line the message names counted from the
    /// file's start (the YAML's own count had been given, one line short, with the parser's caret lines).
    @Test func malformedFrontMatterIsAnErrorAtItsLine() {
        var spec = chapter()
        var ignored: [UnrenderedSyntax] = []
        #expect {
            try FrontMatter.apply(
                "---\ntitle: T\nauthor: \"Unclosed\n---\n# A\n", to: &spec, path: "a.md", ignored: &ignored)
        } throws: { error in
            (error as? BuildError)?.description
                == "a.md:3:18: error: [Ingest] malformed front matter: found unexpected "
                + "end of stream (while scanning a quoted scalar at 3:9) — close every quote, and quote a value that "
                + "holds ': ' or ' #'"
        }
    }

    /// mdBook reads no front matter: in its book (with no preprocessor that reads it) a block that is not YAML, or
    /// names another tool's key, is Markdown, a rule and the text under it, as mdBook shows it. It had stopped the
    /// build (malformed YAML) or taken the author's sentence away (`Note: …` read as a key). epubbuild's own keys
    /// still are front matter there.
    @Test func inAnMdBookBookOtherToolsFrontMatterIsMarkdown() throws {
        for text in ["---\ntitle: \"Unclosed\n---\n# A\n", "---\nNote: a draft, see the tracker.\n---\n# A\n"] {
            var spec = chapter()
            var ignored: [UnrenderedSyntax] = []
            var description: String?
            var variables: [String: String]?
            let kept = try FrontMatter.apply(
                text, to: &spec, path: "a.md", ignored: &ignored, description: &description,
                pageVariables: &variables, onlyOwnKeys: true)
            #expect(kept == text && ignored.isEmpty && spec.title == nil)
        }
        var spec = chapter()
        var ignored: [UnrenderedSyntax] = []
        var description: String?
        var variables: [String: String]?
        let kept = try FrontMatter.apply(
            "---\ntitle: T\ntype: appendix\n---\n# A\n", to: &spec, path: "a.md", ignored: &ignored,
            description: &description, pageVariables: &variables, onlyOwnKeys: true)
        #expect(kept == "\n\n\n\n# A\n" && spec.title == "T" && spec.type == "appendix")
    }

    /// The same, end to end: an mdBook book without a front-matter preprocessor shows the block; with mdbook-course
    /// (comprehensive-rust's `minutes:`) it is read and left out.
    @Test func anMdBookBookShowsTheBlockUnlessAPreprocessorReadsIt() throws {
        for (preprocessor, expected) in [("", ["Note: a draft."]), ("[preprocessor.course]\n", [])] {
            let folder = try TestPaths.folder(holding: [
                "book.toml": "[book]\ntitle = \"T\"\n\n" + preprocessor,
                "src/SUMMARY.md": "[A](a.md)\n", "src/a.md": "---\nNote: a draft.\n---\n\n# A\n\nBody.\n",
            ])
            let (epub, _) = try TestBuild.build(folder + "/book.toml")
            let file = try EPUBFile(epub)
            #expect(try file.values("//h:h2", in: "EPUB/text/a.xhtml") == expected)
            #expect(try file.values("//h:p", in: "EPUB/text/a.xhtml") == ["Body."])
        }
    }
}
