import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBSupport

/// Every build stage reads through `SourceFiles`: a book held in memory
/// builds without a file of it on disk, into the same bytes as the book on disk.
@Suite struct MemoryFilesTests {
    /// A small book touching each stage's reads: book.yaml, Markdown with an
    /// mdBook include, an unlisted linked document, images in a chapter, in
    /// CSS and as the cover, a picture chapter, a stylesheet.
    private func bookFiles() throws -> [String: Data] {
        let png = try Data(contentsOf: URL(fileURLWithPath: TestPaths.examples + "/field-guide/images/pigeon.png"))
        let svg = try Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture("books/shared-image/img/dot.svg")))
        let text: [String: String] = [
            "book.yaml": """
            title: Held in Memory
            language: en
            cover: art/cover.png
            css: styles/book.css
            chapters:
              - intro.md
              - file: art/dot.svg
                title: A Dot
            """,
            "intro.md": """
            # Introduction

            A pigeon: ![A pigeon](art/pigeon.png). See the [notes](notes.md).

            ```rust
            {{#include src/main.rs}}
            ```
            """,
            "notes.md": "# Notes\n\nBack to the [introduction](intro.md#introduction).\n",
            "src/main.rs": "fn main() {}\n",
            "styles/book.css": "h1 { background: url(../art/pigeon.png) no-repeat; }\n",
        ]
        var files = text.mapValues { Data($0.utf8) }
        files["art/cover.png"] = png
        files["art/pigeon.png"] = png
        files["art/dot.svg"] = svg
        return files
    }

    @Test func aBookInMemoryBuildsAsOnDisk() throws {
        let files = try bookFiles()
        // The book's folder does not exist: nothing can be read from the disk.
        let root = "/nonexistent-" + UUID().uuidString + "/book"
        let memory = MemoryFiles(Dictionary(uniqueKeysWithValues: files.map { (root + "/" + $0.key, $0.value) }))
        #expect(memory.isFolder(root + "/art") && memory.isFile(root + "/art/dot.svg") && !memory.isFile(root + "/art"))
        #expect(memory.names(inFolder: root) == ["art", "book.yaml", "intro.md", "notes.md", "src", "styles"])
        #expect(memory.contents(atPath: root + "/src/../intro.md") == files["intro.md"])

        let output = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        var options = BuildOptions(
            templatesDirectory: TestPaths.templates, output: output + "/memory.epub", modificationDate: date)
        options.files = memory
        let report = try BookBuilder(options: options).build(root + "/book.yaml")
        #expect(report.warnings.map(\.code) == [.unlistedDocument])

        let disk = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: disk) }
        for (name, data) in files {
            try FileManager.default.createDirectory(
                atPath: Paths.directory(of: disk + "/" + name), withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: disk + "/" + name))
        }
        let (onDisk, _) = try TestBuild.build(disk + "/book.yaml")
        let built = try EPUBFile(output + "/memory.epub")
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: output + "/memory.epub"))
                == Data(contentsOf: URL(fileURLWithPath: onDisk)),
            "the same files give the same EPUB, read from memory or from disk")
        let names = built.entryNames
        #expect(names.contains("EPUB/media/art/pigeon.png") && names.contains("EPUB/media/art/dot.svg"))
        #expect(try built.data("EPUB/media/art/pigeon.png") == files["art/pigeon.png"])
        #expect(
            try built.values("//h:pre/h:code", in: "EPUB/text/intro.xhtml") == ["fn main() {}\n"],
            "the include was read from memory")
        #expect(names.contains("EPUB/text/notes.xhtml"), "the linked document was found in memory")
        try EPUBStructure.expectEPUBCheckClean(output + "/memory.epub")
    }

    @Test func aMissingFileInMemoryIsTheSameErrorAsOnDisk() throws {
        let root = "/nonexistent-" + UUID().uuidString
        let memory = MemoryFiles([root + "/book.yaml": Data("title: T\nlanguage: en\nchapters: [gone.md]\n".utf8)])
        var options = BuildOptions(
            templatesDirectory: TestPaths.templates, output: TestPaths.temporaryDirectory() + "/x.epub")
        options.files = memory
        #expect {
            try BookBuilder(options: options).build(root + "/book.yaml")
        } throws: { error in
            let diagnostic = (error as? BuildError)?.diagnostics.first
            return diagnostic?.code == .missingFile
                && diagnostic?.message.hasPrefix("chapter file 'gone.md' does not exist") == true
                && diagnostic?.location.line == 3
        }
    }
}
