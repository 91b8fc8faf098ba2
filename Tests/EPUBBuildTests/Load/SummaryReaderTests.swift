@testable import EPUBBuild
import Foundation
import Testing

/// Chapter lists read from a GitBook or mdBook SUMMARY.md.
@Suite struct SummaryReaderTests {
    /// Loads a book whose chapters come from `summary`; every file in `files` exists.
    private func load(_ summary: String, files: [String: String]) throws -> (BookSpec, [Diagnostic]) {
        let folder = TestPaths.temporaryDirectory()
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        try summary.write(toFile: folder + "/SUMMARY.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nchapters: {summary: SUMMARY.md}\n".write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        var warnings: [Diagnostic] = []
        return (try BookSpecLoader.load(folder + "/book.yaml", warnings: &warnings), warnings)
    }

    private func names(_ entries: [ContentsEntry]) -> [String] {
        entries.map { entry in
            switch entry {
            case .chapter(let chapter, let children):
                ((chapter.file as NSString).lastPathComponent) + (children.isEmpty ? "" : "(" + names(children).joined(separator: " ") + ")")
            case .part(let title, _, let chapters):
                "[" + title + ": " + names(chapters).joined(separator: " ") + "]"
            }
        }
    }

    @Test func mdBookSuffixChaptersFollowThePartsAtTheTop() throws {
        let (spec, _) = try load("""
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
        let (spec, _) = try load("# Summary\n\n* [From the Summary](a.md)\n", files: ["a.md": "---\ntitle: From Front Matter\n---\n# A\n"])
        let chapter = try #require(spec.chapters.first)
        #expect(chapter.title == "From the Summary" && chapter.keysFromList == ["title"])
    }

    @Test func aFileNamedTwiceIsOneChapterWithAWarning() throws {
        let (spec, warnings) = try load("""
            # Summary

            * [Chapter](a.md)
              * [A Section](a.md#section)
            * [Other](b.md)
            """, files: ["a.md": "# A\n\n## Section\n", "b.md": "# B\n"])
        #expect(names(spec.contents) == ["a.md", "b.md"])
        #expect(warnings.map(\.description).map { $0.replacing(#/^.*SUMMARY/#, with: "SUMMARY") } == [
            "SUMMARY.md:4:17: warning: [Load] summary entry 'A Section' links to a section ('#section') of 'a.md', already a chapter at line 3; the entry is skipped",
        ])
    }
}
