import Foundation
import Testing

/// A directive that cannot be carried out is an error at its own line and
/// column (in the file that holds it), with no EPUB; `--lenient` makes it a warning.
@Suite struct MdBookDirectiveErrorTests {
    /// A book of one chapter, `chapter.md`, plus `files`, in a new folder.
    private func book(_ chapter: String, files: [String: String] = [:]) throws -> String {
        let folder = TestPaths.temporaryDirectory()
        try "title: T\nlanguage: en\nchapters: [chapter.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try chapter.write(toFile: folder + "/chapter.md", atomically: true, encoding: .utf8)
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        return folder
    }

    private static let code = "fn one() {}\n// ANCHOR: two\nfn two() {}\n// ANCHOR_END: two\n"

    @Test(arguments: [
        (
            "# C\n\nSee {{#include absent.rs}} here.\n",
            "chapter.md:3:5: error: [Ingest] cannot include 'absent.rs': the file does not exist (looked for absent.rs)"
        )
    ])
    func aDirectiveThatCannotBeCarriedOutIsAnError(chapter: String, expected: String) throws {
        try BadInputTests.expectFailure(directory: try book(chapter, files: ["code.rs": Self.code]), expected: expected)
    }

    /// A folder is named as one, not as a file that does not exist.
    @Test func includingAFolderSaysItIsOne() throws {
        let folder = try book("# C\n\n{{#include ./}}\n")
        let result = try CommandRunner.epubbuild(["build", "book.yaml", "-o", "out.epub"], in: folder)
        #expect(result.status != 0)
        #expect(
            result.stderr.hasPrefix("chapter.md:3:1: error: [Ingest] cannot include './': it is a folder ("),
            "\(result.stderr)")
        #expect(result.stderr.contains("name a file in it"))
    }

    @Test func aCycleIsAnErrorInTheFileThatClosesIt() throws {
        let folder = try book(
            "# C\n\n{{#include a.md}}\n",
            files: ["a.md": "A\n\n{{#include b.md}}\n", "b.md": "B\n{{#include chapter.md}}\n"])
        try BadInputTests.expectFailure(
            directory: folder,
            expected: "b.md:2:1: error: [Ingest] 'chapter.md' includes itself: chapter.md → a.md → b.md → chapter.md")
    }

    @Test func includesNestDeeperThanTenLevelsAreRefused() throws {
        var files: [String: String] = [:]
        for level in 1...11 { files["level\(level).md"] = "Level \(level)\n\n{{#include level\(level + 1).md}}\n" }
        files["level12.md"] = "Bottom\n"
        let folder = try book("# C\n\n{{#include level1.md}}\n", files: files)
        let result = try CommandRunner.epubbuild(["build", "book.yaml", "-o", "out.epub"], in: folder)
        #expect(result.status != 0)
        #expect(
            result.stderr.hasPrefix(
                "level10.md:3:1: error: [Ingest] includes nested more than 10 deep (chapter.md → level1.md → "))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.epub"))
    }

    @Test func aMessageAboutIncludedTextPointsIntoTheIncludedFile() throws {
        let folder = try book(
            "# C\n\nFirst.\n\n{{#include part.md}}\n\nAfter [a broken link](gone.md).\n",
            files: ["part.md": "Included.\n\nSee [nowhere](nowhere.md).\n"])
        try BadInputTests.expectFailure(
            directory: folder,
            expected: """
                chapter.md:7:23: error: [Resolve] link target 'gone.md' does not exist
                part.md:3:15: error: [Resolve] link target 'nowhere.md' does not exist
                2 broken links or missing fragments stopped the build — mend them, or build with --lenient to keep the links' text and write the book anyway
                """)
    }

    @Test func lenientLeavesOutWhatCannotBeIncludedWithAWarning() throws {
        let folder = try book("# C\n\n{{#include absent.rs}}\n\nKept.\n")
        let result = try CommandRunner.epubbuild(["build", "book.yaml", "-o", "out.epub", "--lenient"], in: folder)
        #expect(result.status == 0)
        #expect(
            result.stderr.contains(
                "chapter.md:3:1: warning: [Ingest] cannot include 'absent.rs': the file does not exist (looked for absent.rs); left out (--lenient)"
            ))
        let chapter = String(
            decoding: try EPUBFile(folder + "/out.epub").data("EPUB/text/chapter.xhtml"), as: UTF8.self)
        #expect(chapter.contains("<p>Kept.</p>") && !chapter.contains("{{"))
    }

    /// Unknown directives and Handlebars are removed with a warning per kind (a reader would see them raw); in code
    /// they stay.
    @Test func unknownDirectivesAndHandlebarsAreRemovedOutsideCode() throws {
        let folder = try book("# C\n\n`{{#each items}}` and {{#toc}}{{/toc}} and {{ #unknown thing }}\n")
        let result = try CommandRunner.epubbuild(["build", "book.yaml", "-o", "out.epub"], in: folder)
        #expect(result.status == 0)
        #expect(
            result.stderr.contains(
                "chapter.md:3:23: warning: [Ingest] 1 '{{#toc …}}' directive removed: mdBook leaves them to a preprocessor or Handlebars, neither of which epubbuild runs"
            ))
        #expect(result.stderr.contains("chapter.md:3:44: warning: [Ingest] 1 '{{#unknown …}}' directive removed"))
        let chapter = String(
            decoding: try EPUBFile(folder + "/out.epub").data("EPUB/text/chapter.xhtml"), as: UTF8.self)
        #expect(chapter.contains("<p><code>{{#each items}}</code> and  and</p>"))
    }

    @Test func aLinkLeavingTheBookNeedsALinkBase() throws {
        let folder = try book("# C\n\nSee [the reference](../reference/index.html#intro).\n")
        try BadInputTests.expectFailure(
            directory: folder,
            expected: """
                chapter.md:3:21: error: [Resolve] link target '../reference/index.html#intro' leaves the book's folder — set link-base (book.yaml 'link-base:', book.toml [output.epub] link-base, or --link-base URL) to the web address of '.' to make it a web link
                1 broken link or missing fragment stopped the build — mend it, or build with --lenient to keep the links' text and write the book anyway
                """)
        let output = folder + "/out.epub"
        let result = try CommandRunner.epubbuild(
            ["build", "book.yaml", "-o", output, "--link-base", "https://example.org/book"], in: folder)
        #expect(result.status == 0)
        let links = try EPUBFile(output).xml("EPUB/text/chapter.xhtml").select(
            "//h:p/h:a/@href", namespaces: EPUBFile.namespaces
        ).map(\.textContent)
        #expect(links == ["https://example.org/reference/index.html#intro"], "a final / is added: the base is a folder")
        let bad = try CommandRunner.epubbuild(
            ["build", "book.yaml", "-o", output, "--link-base", "example.org"], in: folder)
        #expect(bad.status != 0 && bad.stderr.contains("--link-base takes an http:// or https:// address"))
    }
}
