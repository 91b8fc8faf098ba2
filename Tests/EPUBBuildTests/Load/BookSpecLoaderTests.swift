import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBFormats
@testable import EPUBModel
@testable import EPUBSupport

@Suite struct BookSpecLoaderTests {
    private func load(_ yaml: String, files: [String] = ["a.md"]) throws -> (BookSpec, [Diagnostic]) {
        let folder = TestPaths.temporaryDirectory()
        for file in files { try "# A\n".write(toFile: folder + "/" + file, atomically: true, encoding: .utf8) }
        try yaml.write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        var warnings: [Diagnostic] = []
        return (try BookSpecLoader.load(folder + "/book.yaml", warnings: &warnings), warnings)
    }

    @Test func readsEveryMetadataKey() throws {
        let (spec, warnings) = try load(
            """
            title: The Title
            subtitle: A Subtitle
            authors:
              - {name: Jane Roe, file-as: "Roe, Jane", role: aut}
              - Plain Name
            contributors: [{name: Ann Artist, role: ill}]
            language: en-GB
            identifier: urn:isbn:9780000000002
            date: 2024-05-01
            publisher: Press
            rights: CC BY 4.0
            description: About it.
            subjects: [Birds, Cities]
            toc: {depth: 3, title: Inhalt, in-spine: true}
            titlepage: false
            chapters:
              - {file: a.md, title: Override, type: preface, linear: false}
            """)
        #expect(warnings.isEmpty)
        let metadata = spec.metadata
        #expect(metadata.title == "The Title" && metadata.subtitle == "A Subtitle")
        #expect(
            metadata.authors == [
                Contributor(name: "Jane Roe", fileAs: "Roe, Jane", role: "aut"),
                Contributor(name: "Plain Name", role: "aut"),
            ])
        #expect(metadata.contributors == [Contributor(name: "Ann Artist", role: "ill")])
        #expect(
            metadata.language == "en-GB" && metadata.identifier == "urn:isbn:9780000000002"
                && metadata.date == "2024-05-01")
        #expect(metadata.publisher == "Press" && metadata.rights == "CC BY 4.0" && metadata.description == "About it.")
        #expect(metadata.subjects == ["Birds", "Cities"])
        #expect(
            spec.tableOfContents.depth == 3 && spec.tableOfContents.title == "Inhalt" && spec.tableOfContents.inSpine)
        #expect(!spec.titlePage)
        let chapter = try #require(spec.chapters.first)
        #expect(chapter.title == "Override" && chapter.type == "preface" && !chapter.linear)
    }

    @Test func derivesAStableIdentifierFromTitleAndAuthors() throws {
        let (first, warnings) = try load("title: Same\nauthors: Someone\nchapters: [a.md]\n")
        let (second, _) = try load("title: Same\nauthors: Someone\nchapters: [a.md]\n")
        let (other, _) = try load("title: Other\nauthors: Someone\nchapters: [a.md]\n")
        #expect(first.metadata.identifier == second.metadata.identifier)
        #expect(first.metadata.identifier != other.metadata.identifier)
        #expect(
            first.metadata.identifier.wholeMatch(
                of: /urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/) != nil)
        #expect(warnings.map(\.message) == ["no 'language' given; using 'en'"])
    }

    @Test func partsNestChapters() throws {
        let (spec, _) = try load(
            "title: T\nlanguage: en\nchapters:\n  - a.md\n  - part: One\n    chapters: [b.md]\n",
            files: ["a.md", "b.md"])
        #expect(spec.chapters.map { ($0.file as NSString).lastPathComponent } == ["a.md", "b.md"])
        guard case .part(let title, _, let children) = spec.contents[1] else { Issue.record("not a part"); return }
        #expect(title == "One" && children.count == 1)
    }

    @Test(arguments: [
        // YAML's null is no value: the title had been "~".
        ("title: ~\nchapters: [a.md]\n", "1:8: error: [Load] 'title' must not be empty"),
        ("title: null\nchapters: [a.md]\n", "1:8: error: [Load] 'title' must not be empty"),
        (
            "title: T\nlanguage: english!\nchapters: [a.md]\n",
            "2:11: error: [Load] language 'english!' is not a BCP 47 tag such as 'en', 'en-GB' or 'ja'"
        ),
        (
            "title: T\ndate: last spring\nchapters: [a.md]\n",
            "2:7: error: [Load] date 'last spring' is not a date: write it YYYY, YYYY-MM or YYYY-MM-DD (or 'May 5, 2020')"
        ),
        (
            "title: T\ndate: 2023-02-29\nchapters: [a.md]\n",
            "2:7: error: [Load] date '2023-02-29' names no day of the calendar: give a month from 01 to 12 and a day that month has"
        ),
        (
            "title: T\ndate: ٢٠٢٤\nchapters: [a.md]\n",
            "2:7: error: [Load] date '٢٠٢٤' is not a date: write it YYYY, YYYY-MM or YYYY-MM-DD (or 'May 5, 2020')"
        ),
        (
            "title: T\nchapters: [a.txt]\n",
            "2:12: error: [Load] chapter 'a.txt' is neither Markdown (.md, .markdown), XHTML/HTML (.xhtml, .html) nor a picture (.jpg, .png, .gif, .webp, .svg) — say which it is with `{file: a.txt, format: xhtml}` (markdown, xhtml or html)"
        ),
        ("language: en\nchapters: [a.md]\n", "1:1: error: [Load] missing required key 'title'"),
        (
            "title: T\nchapters: [{file: a.md, kind: x}]\n",
            "2:25: error: [Load] unknown key 'kind' in 'chapters' — known keys: file, title, format, type, linear, id, split, page-spread, layout, orientation, spread, toc, toc-parent, media-overlay, landmarks, pages, chapters"
        ),
        (
            "title: T\npage-progression: right\nchapters: [a.md]\n",
            "2:19: error: [Load] 'page-progression' must be ltr, rtl or default, not 'right'"
        ),
        (
            "title: T\nviewport: 1200 by 1600\nchapters: [a.md]\n",
            "2:11: error: [Load] viewport must be WIDTHxHEIGHT in CSS pixels, such as 1200x1600"
        ),
        (
            "title: T\nchapters: [{file: a.md, type: prefce}]\n",
            "2:31: error: [Load] type 'prefce' is not an EPUB structural semantics term for a section — did you mean 'preface'? (chapter, preface, appendix, …)"
        ),
        (
            "title: T\nchapters:\n  - a.md\n  - {file: ./a.md, title: Again}\n",
            "4:12: error: [Load] chapter './a.md' is already listed at line 3; a file can be in the reading order only once"
        ),
        (
            "title: T\nauthors: [{name: A, role: author}]\nchapters: [a.md]\n",
            "2:27: error: [Load] role 'author' is not a MARC relator code such as aut, edt, ill or trl"
        ),
        (
            "title: T\ntoc: {depth: 9}\nchapters: [a.md]\n",
            "2:14: error: [Load] 'depth' must be a whole number from 1 to 6"
        ),
        (
            "title: T\nchapters: [{file: a.md, landmarks: [{type: lio}]}]\n",
            "2:44: error: [Load] landmark type 'lio' is not an EPUB structural semantics term — did you mean 'loi'? (bodymatter, toc, loi, index, …)"
        ),
        // Hazards that repeat or contradict each other, or none at all, had been written as given.
        (
            "title: T\naccessibility: {hazards: [none, flashing]}\nchapters: [a.md]\n",
            "2:33: error: [Load] hazard 'flashing' contradicts 'none', listed before it: keep the one that is true"
        ),
        (
            "title: T\naccessibility: {hazards: [flashing, noFlashingHazard]}\nchapters: [a.md]\n",
            "2:37: error: [Load] hazard 'noFlashingHazard' contradicts 'flashing', listed before it: keep the one that is true"
        ),
        (
            "title: T\naccessibility: {hazards: [sound, sound]}\nchapters: [a.md]\n",
            "2:34: error: [Load] hazard 'sound' is listed twice"
        ),
        (
            "title: T\naccessibility: {hazards: []}\nchapters: [a.md]\n",
            "2:26: error: [Load] 'hazards' lists no term: write [none] when the book has none, or [unknown]"
        ),
    ])
    func rejectsBadValuesWithTheirPosition(yaml: String, expected: String) throws {
        #expect {
            _ = try load(yaml)
        } throws: { error in
            guard let error = error as? BuildError else { return false }
            return error.description.hasSuffix("book.yaml:" + expected)
        }
    }

    /// One run names every key written wrong, each at its line, not the first alone: an author fixing a book.yaml
    /// does not rebuild once per mistake.
    @Test func reportsEveryWrongKeyAtOnce() throws {
        let yaml = """
            title: T
            language: 12
            author: Jane
            date: notadate
            chapters:
              - a.md
              - missing.md
              - {file: gone.md, title: Gone}
            cover: nope.png
            toc-depth: 2
            highlight: maybe
            """
        #expect {
            _ = try load(yaml)
        } throws: { error in
            guard let error = error as? BuildError else { return false }
            let places = error.diagnostics.map { "\($0.location.line):\($0.location.column)" }
            return places == ["2:11", "3:1", "4:7", "7:5", "8:12", "9:8", "10:1", "11:12"]
                && error.diagnostics.allSatisfy { $0.severity == .error }
        }
    }

    @Test func chaptersNestBelowAChapter() throws {
        let (spec, _) = try load(
            """
            title: T
            language: en
            chapters:
              - file: a.md
                chapters:
                  - b.md
                  - {file: c.md, chapters: [d.md]}
            """, files: ["a.md", "b.md", "c.md", "d.md"])
        #expect(spec.chapters.map { ($0.file as NSString).lastPathComponent } == ["a.md", "b.md", "c.md", "d.md"])
        guard case .chapter(let a, let children) = spec.contents[0] else { Issue.record("not a chapter"); return }
        #expect(a.keysFromList.isEmpty, "'file' and 'chapters' are not keys front matter could set")
        #expect(children.count == 2)
        guard case .chapter(_, let grandchildren) = children[1] else { Issue.record("not a chapter"); return }
        #expect(
            grandchildren.map(\.chapters.first?.file).compactMap { $0 }.map { ($0 as NSString).lastPathComponent } == [
                "d.md"
            ])
    }

    /// A file whose name does not say its format (an EPUB's `chapter2`, a pandoc book's `notes.txt`) says it in
    /// book.yaml, and book.yaml written back says it again.
    @Test func formatNamesWhatAFileNameDoesNotSay() throws {
        let (spec, _) = try load(
            """
            title: T
            language: en
            chapters:
              - {file: chapter2, format: xhtml}
              - {file: notes.txt, format: markdown}
              - {file: page.htm, format: html}
            """, files: ["chapter2", "notes.txt", "page.htm"])
        #expect(spec.chapters.map(\.format) == [.xhtml, .markdown, .html])
        let yaml = try BookSpecWriter.yaml(spec)
        #expect(
            yaml.contains("- file: chapter2\n  format: xhtml\n")
                && yaml.contains("- file: notes.txt\n  format: markdown\n"))
        #expect(!yaml.contains("- file: page.htm\n  format"), "its name says it: \(yaml)")
    }

    @Test func readsDirectionAndLayout() throws {
        let (spec, _) = try load(
            """
            title: T
            language: ja
            page-progression: rtl
            layout: pre-paginated
            orientation: portrait
            spread: none
            viewport: 1200x1600
            chapters:
              - {file: a.md, page-spread: right}
              - {file: b.md, layout: reflowable}
            """, files: ["a.md", "b.md"])
        #expect(spec.pageProgression == .rtl)
        var rendition = Rendition()
        rendition.layout = .prePaginated
        rendition.orientation = .portrait
        rendition.spread = .none
        rendition.viewport = Viewport(width: 1200, height: 1600)
        #expect(spec.rendition == rendition)
        #expect(spec.chapters.first?.pageSpread == .right)
        #expect(spec.chapters.map(\.layout) == [nil, .reflowable])
        let (plain, _) = try load("title: T\nlanguage: en\nchapters: [a.md]\n")
        #expect(plain.pageProgression == nil && plain.rendition.isDefault)
    }
}
