import Foundation
import Testing

/// pandoc reads the files it is given as one text and starts a chapter at each level-1 heading: a file of `##`
/// sections, or of text alone, continues the chapter before it. Each file had been a chapter of its own: a file of
/// text alone showed its file name as a title, and a book of section files listed its sections beside its chapters.
@Suite struct PandocJoinedFilesTests {
    /// A reference definition or a note in one file serves every file, as the one text pandoc reads (a book whose
    /// last file holds its links): `[the spec][spec]` and `[^n1]` had reached the reader as written, and the note's
    /// definition was told unused.
    @Test func aDefinitionInOneFileServesEvery() throws {
        let folder = try TestPaths.folder(holding: [
            "01.md":
                "---\ntitle: Refs\nlang: en\n---\n\n# One\n\nSee [the spec][spec] and [Pandoc] and the note[^n1].\n",
            "02.md": "# Two\n\nAgain [the spec][spec].\n\n[^n1]: Footnote defined in another file.\n",
            "links.md": "[spec]: https://spec.commonmark.org/ \"CommonMark\"\n[Pandoc]: https://pandoc.org\n",
        ])
        let result = try CommandRunner.epubbuild(["01.md", "02.md", "links.md", "-o", "out.epub"], in: folder)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let file = try EPUBFile(folder + "/out.epub")
        #expect(
            try file.values("//h:a/@href", in: "EPUB/text/01.xhtml").prefix(2) == [
                "https://spec.commonmark.org/", "https://pandoc.org",
            ])
        #expect(try file.values("//h:a/@href", in: "EPUB/text/02.xhtml") == ["https://spec.commonmark.org/"])
        let one = try file.values("//h:body", in: "EPUB/text/01.xhtml").joined()
        #expect(one.contains("Footnote defined in another file.") && !one.contains("[^n1]") && !one.contains("]["))
        try EPUBStructure.expectEPUBCheckClean(folder + "/out.epub")
    }

    @Test func aFileThatOpensNoChapterContinuesTheOneBefore() throws {
        let files = [
            "1-one.md": "---\ntitle: Joined\nlang: en\n---\n\n# One\n\nFirst.\n",
            "2-sections.md": "## Section A\n\nInside one.\n\n```\n# a comment, no heading\n```\n",
            "3-notes.md": "---\nsubject: notes\n---\n\nMore of one, with a [link](nowhere.md).\n",
            "4-two.md": "Two\n===\n\nSecond.\n",
        ]
        let folder = try TestPaths.folder(holding: files)
        let output = folder + "/book.epub"
        let result = try CommandRunner.epubbuild(["-o", output] + files.keys.sorted(), in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let file = try EPUBFile(output)
        #expect(
            try file.spinePaths().filter { $0.contains("/text/") } == [
                "EPUB/text/1-one.xhtml", "EPUB/text/4-two.xhtml",
            ])
        #expect(
            try file.values("//h:body//h:p", in: "EPUB/text/1-one.xhtml") == [
                "First.", "Inside one.", "More of one, with a link.",
            ])
        #expect(try file.values("//h:nav[@id='toc']/h:ol/h:li/h:a", in: "EPUB/nav.xhtml") == ["One", "Two"])
        #expect(try file.values("//h:nav[@id='toc']/h:ol/h:li/h:ol/h:li/h:a", in: "EPUB/nav.xhtml") == ["Section A"])
        // A message about a joined file names that file and its own line.
        #expect(
            result.stderr.contains("3-notes.md:5:28: warning: [Resolve] link target 'nowhere.md' does not exist"),
            "\(result.stderr)")
        try EPUBStructure.expectEPUBCheckClean(output)
    }

    /// A first file of text alone is pandoc's first chapter, which its contents call by the book's title: the file's
    /// name ("notes") had been its title, in the contents and on the page.
    @Test func aFirstFileWithoutAHeadingIsCalledByTheBooksTitle() throws {
        let folder = TestPaths.temporaryDirectory()
        try "Just the book's text.\n".write(toFile: folder + "/notes.md", atomically: true, encoding: .utf8)
        try "# Two\n\nMore.\n".write(toFile: folder + "/two.md", atomically: true, encoding: .utf8)
        let output = folder + "/book.epub"
        let result = try CommandRunner.epubbuild(
            ["--title", "Typeclassopedia", "-M", "lang=en", "-o", output, "notes.md", "two.md"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let file = try EPUBFile(output)
        #expect(try file.values("//h:nav[@id='toc']//h:a", in: "EPUB/nav.xhtml") == ["Typeclassopedia", "Two"])
        #expect(try !String(decoding: file.data("EPUB/text/notes.xhtml"), as: UTF8.self).contains(">notes<"))
    }
}

/// Text before a file's first heading, in a file that has headings after it, is pandoc's first chapter too: pandoc's
/// contents call it by the book's title, and pandoc 2.17 heads it with that title (an unnumbered h1). The file's name
/// ("manuscript") had been its contents entry, its `<title>`, and the heading drawn over the copyright page.
@Suite struct PandocUntitledTextTests {
    @Test(arguments: [
        ("---\ntitle: My Book\nlang: en\n---\n\nPublished by Someone.\n\n# Chapter 1\n\nText.\n", [String]()),
        (
            "---\nlang: en\n---\n\n# My Book\n\nPublished by Someone.\n\n## Chapter 1\n\nText.\n",
            ["--shift-heading-level-by", "-1"]
        ),
    ])
    func textBeforeTheFirstHeadingIsCalledByTheBooksTitle(source: String, flags: [String]) throws {
        let folder = try TestPaths.folder(holding: ["manuscript.md": source])
        let output = folder + "/book.epub"
        let result = try CommandRunner.epubbuild(flags + ["-o", output, "manuscript.md"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let file = try EPUBFile(output)
        #expect(try file.values("//h:nav[@id='toc']/h:ol/h:li/h:a", in: "EPUB/nav.xhtml") == ["My Book", "Chapter 1"])
        #expect(try file.values("//h:title", in: "EPUB/text/manuscript.xhtml") == ["My Book"])
        #expect(try file.values("//h:body//h:h1", in: "EPUB/text/manuscript.xhtml") == ["My Book"])
        #expect(try file.values("//h:body//h:p", in: "EPUB/text/manuscript.xhtml") == ["Published by Someone."])
        try EPUBStructure.expectEPUBCheckClean(output)
    }
}

/// A file split into chapters numbers each chapter's notes from 1, in the order it refers to them, as pandoc does:
/// the second chapter's first note had been "3".
@Suite struct SplitChapterNotesTests {
    @Test func eachChapterNumbersItsNotesFromOne() throws {
        let folder = try TestPaths.folder(holding: [
            "book.md":
                "# One\n\nA.[^a] B.[^b] A again.[^a]\n\n# Two\n\nC.[^c] D.^[Inline.]\n\n[^a]: x\n[^b]: y\n[^c]: z\n"
        ])
        let output = folder + "/book.epub"
        let result = try CommandRunner.epubbuild(
            ["-M", "title=T", "-M", "lang=en", "-o", output, "book.md"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let file = try EPUBFile(output)
        #expect(try file.values("//h:a[@epub:type='noteref']", in: "EPUB/text/book.xhtml") == ["1", "2", "1"])
        #expect(try file.values("//h:a[@epub:type='noteref']", in: "EPUB/text/book-2.xhtml") == ["1", "2"])
        #expect(try file.values("//h:aside[@epub:type='footnote']", in: "EPUB/text/book-2.xhtml").count == 2)
        try EPUBStructure.expectEPUBCheckClean(output)
    }

    /// With `notes: endnotes`, each chapter lists its own notes, numbered as it refers to them. The last had
    /// listed all of them, its own "1" reading the first chapter's note.
    @Test func eachChapterListsItsOwnEndnotes() throws {
        let folder = try TestPaths.folder(holding: [
            "one.md":
                "# One\n\nA.[^a] B.[^b]\n\n## Sub\n\nC.[^c]\n\n- list\n\n[^a]: x\n[^b]: y\n\n    - inside\n[^c]: z\n",
            "book.yaml": "title: T\nlanguage: en\nnotes: endnotes\nchapters: [{file: one.md, split: 2}]\n",
        ])
        let (epub, file) = try TestBuild.buildWithoutWarnings(folder + "/book.yaml")
        let list = "//h:section[@epub:type='endnotes']/h:ol/h:li/h:p[1]"
        #expect(try file.values(list, in: "EPUB/text/one.xhtml").map { $0.prefix(1) } == ["x", "y"])
        #expect(try file.values(list, in: "EPUB/text/one-2.xhtml").map { $0.prefix(1) } == ["z"])
        #expect(try file.values("//h:a[@epub:type='noteref']", in: "EPUB/text/one-2.xhtml") == ["1"])
        #expect(try file.values("//h:li", in: "EPUB/text/one.xhtml").contains("inside"), "a list in a note stays")
        try EPUBStructure.expectEPUBCheckClean(epub)
    }
}
