import EPUBBuild
import Foundation
import Testing

/// A chapter's contents entry and its headings: the heading that is the chapter's title is the entry itself, never
/// listed again beneath it, whether or not other headings of its level follow (a Markdown chapter with two `#`
/// headings, a pandoc book's bibliography appended under `reference-section-title`).
@Suite struct TableOfContentsTests {
    private func contents(_ epub: String) throws -> [String] {
        try EPUBFile(epub).values("//h:nav[@epub:type='toc']//h:a/@href", in: "EPUB/nav.xhtml")
    }

    @Test func theTitleHeadingIsTheEntryItself() throws {
        let folder = try TestPaths.folder(holding: [
            "a.md": "# One\n\nText.\n\n## Sub\n\nMore.\n\n# Two\n\nText two.\n",
            "book.yaml": "title: T\nlanguage: en\ntoc: {depth: 3}\nchapters: [a.md]\n",
        ])
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        #expect(try contents(epub) == ["text/a.xhtml", "text/a.xhtml#sub", "text/a.xhtml#two"])
    }

    @Test func aPandocBibliographyUnderItsTitleIsListedOnce() throws {
        let folder = try TestPaths.folder(holding: [
            "book.md": """
            ---
            title: Two Parts
            lang: en
            reference-section-title: Bibliography
            ---

            # Part One

            Cited @smith2001.

            # Part Two

            ## Second

            Cited [@smith2001].
            """,
            "refs.bib": "@book{smith2001, author = {Smith, Ann}, title = {A Book}, year = {2001}, publisher = {P}}\n",
        ])
        let result = try CommandRunner.epubbuild(
            ["book.md", "--citeproc", "--bibliography", "refs.bib", "--toc", "-o", "out.epub"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let labels = try EPUBFile(folder + "/out.epub").values("//h:nav[@epub:type='toc']//h:a", in: "EPUB/nav.xhtml")
        #expect(labels == ["Part One", "Part Two", "Second", "Bibliography"], "each once")
        try EPUBStructure.expectEPUBCheckClean(folder + "/out.epub")
    }
}
