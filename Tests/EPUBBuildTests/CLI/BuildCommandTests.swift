import Foundation
import Testing

@testable import EPUBSupport

/// `epubbuild build` as a user runs it: environment, flags and where files go.
@Suite struct BuildCommandTests {
    /// A one-chapter book in a new folder; returns its book.yaml.
    private func book(in folder: String = TestPaths.temporaryDirectory()) throws -> String {
        try "title: CLI\nlanguage: en\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try "# A\n\nText.\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        return folder + "/book.yaml"
    }

    @Test(arguments: ["1.5", "1e9", "nan", "-1", "0x10", "253402300800", ""])
    func aMalformedSourceDateEpochStopsTheBuild(_ value: String) throws {
        let output = TestPaths.temporaryDirectory() + "/out.epub"
        let result = try CommandRunner.epubbuild(
            ["build", try book(), "-o", output], environment: ["SOURCE_DATE_EPOCH": value])
        #expect(result.status != 0)
        #expect(
            result.stderr.contains(
                "SOURCE_DATE_EPOCH must be a whole number of seconds since 1970 (as `date +%s` prints) up to 253402300799, not '\(value)'"
            ))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func sourceDateEpochIsTheModificationDate() throws {
        let output = TestPaths.temporaryDirectory() + "/out.epub"
        let result = try CommandRunner.epubbuild(
            ["build", try book(), "-o", output], environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        #expect(result.status == 0)
        let opf = try EPUBFile(output).package()
        #expect(
            opf.select("//opf:meta[@property='dcterms:modified']", namespaces: EPUBFile.namespaces).map(\.textContent)
                == ["2023-11-14T22:13:20Z"])
    }

    @Test func anEmptyShareOfTheListIsNotAFailure() throws {
        let list = TestPaths.temporaryDirectory() + "/list.txt"
        try (try book() + "\n").write(toFile: list, atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(["build", "--from", list, "--shard", "3/4", "--json"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
    }

    @Test func listLinesAreTakenFromTheListsFolder() throws {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/books/one", withIntermediateDirectories: true)
        _ = try book(in: folder + "/books/one")
        try "# a comment\n\none/book.yaml\n".write(
            toFile: folder + "/books/list.txt", atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(["build", "--from", "books/list.txt", "--json"], in: folder)
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder + "/books/one/one.epub"))
    }

    @Test func theOutputsFolderIsCreated() throws {
        let output = TestPaths.temporaryDirectory() + "/new/deeper/out.epub"
        let result = try CommandRunner.epubbuild(["build", try book(), "-o", output])
        #expect(result.status == 0)
        #expect(try EPUBFile(output).entryNames.first == "mimetype")
    }

    /// `make install` puts the binary in PREFIX/bin and the templates in
    /// PREFIX/share/epubbuild/Templates; started through PATH, the binary must find those.
    @Test func anInstalledBinaryStartedThroughPATHUsesTheInstalledTemplates() throws {
        let prefix = TestPaths.temporaryDirectory()
        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try fileManager.createDirectory(atPath: prefix + "/share/epubbuild", withIntermediateDirectories: true)
        try fileManager.copyItem(atPath: TestPaths.cli, toPath: prefix + "/bin/epubbuild")
        try fileManager.copyItem(atPath: TestPaths.templates, toPath: prefix + "/share/epubbuild/Templates")
        let chapterTemplate = prefix + "/share/epubbuild/Templates/chapter.xsl"
        let marked = try String(contentsOfFile: chapterTemplate, encoding: .utf8)
            .replacingOccurrences(of: "</section>", with: "<p>from the installed templates</p></section>")
        try marked.write(toFile: chapterTemplate, atomically: true, encoding: .utf8)
        let output = TestPaths.temporaryDirectory() + "/out.epub"
        let path = prefix + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
        let result = try CommandRunner.run(
            "/usr/bin/env", ["epubbuild", "build", try book(), "-o", output], environment: ["PATH": path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(marked.contains("from the installed templates"))
        let chapter = String(decoding: try EPUBFile(output).data("EPUB/text/a.xhtml"), as: UTF8.self)
        #expect(chapter.contains("<p>from the installed templates</p>"))
    }

    /// `epubbuild biuld book.yaml` builds nothing: the slip is named, with the command it meant.
    @Test func aMistypedCommandBuildsNothing() throws {
        let folder = TestPaths.temporaryDirectory()
        _ = try book(in: folder)
        let result = try CommandRunner.epubbuild(["biuld", "book.yaml"], in: folder)
        #expect(result.status != 0)
        #expect(
            result.stderr.contains("'biuld' is neither a command nor a book file or folder — did you mean 'build'?"),
            "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["a.md", "book.yaml"])
    }

    /// `-o book.pdf` would be an EPUB under a PDF's name: refused, with the way to an HTML page.
    @Test(arguments: ["out.html", "out.pdf", "out.docx"])
    func anOutputThatIsNotAnEPUBIsRefused(_ name: String) throws {
        let folder = TestPaths.temporaryDirectory()
        let result = try CommandRunner.epubbuild(["build", try book(in: folder), "-o", name], in: folder)
        #expect(result.status != 0)
        #expect(result.stderr.contains("epubbuild writes EPUB: -o names the .epub file, not '\(name)'"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/" + name))
    }

    /// A slip in a key, a file name or an anchor names what it most likely meant.
    @Test func slipsAreAnsweredWithWhatTheyMeant() throws {
        let folder = TestPaths.temporaryDirectory()
        try "# A\n\n## A Tide Table\n\nSee [the table](#tide-table) and [two](chapter-tow.md).\n".write(
            toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "# Two\n".write(toFile: folder + "/chapter-two.md", atomically: true, encoding: .utf8)
        let cases = [
            (
                "title: T\nautors: [Ann]\nchapters: [a.md]\n",
                "book.yaml:2:1: error: [Load] unknown key 'autors' — did you mean 'authors'? Known keys: title,"
            ),
            (
                "title: T\nchapters: [a.md, chapter-to.md]\n",
                "chapter file 'chapter-to.md' does not exist (looked for chapter-to.md) — did you mean "
                    + "'chapter-two.md'?"
            ),
            (
                "title: T\nlanguage: en\nchapters: [a.md, chapter-two.md]\n",
                "a.md:5:17: error: [Resolve] link target '#tide-table' does not exist — did you mean '#a-tide-table'?"
            ),
            (
                "title: T\nlanguage: en\nchapters: [a.md, chapter-two.md]\n",
                "link target 'chapter-tow.md' does not exist — did you mean 'chapter-two.md'?"
            ),
        ]
        for (yaml, message) in cases {
            try yaml.write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
            let result = try CommandRunner.epubbuild(["build", "book.yaml", "-o", "out.epub"], in: folder)
            #expect(result.status != 0)
            #expect(result.stderr.contains(message), "\(result.stderr)")
        }
    }

    /// The search for what a name meant is paid for the messages a reader sees (`BuildError.printedLimit`), not for
    /// each of thousands of broken references.
    @Test func onlyThePrintedMessagesSearchForWhatTheyMeant() throws {
        let folder = TestPaths.temporaryDirectory()
        let links = String(repeating: "[two](chapter-tow.md)\n\n", count: BuildError.printedLimit + 5)
        try ("# A\n\n" + links).write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "# Two\n".write(toFile: folder + "/chapter-two.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nchapters: [a.md, chapter-two.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(["build", "book.yaml", "-o", "out.epub"], in: folder)
        #expect(result.status != 0)
        let suggested = result.stderr.components(separatedBy: "did you mean 'chapter-two.md'?").count - 1
        #expect(suggested == BuildError.printedLimit, "\(result.stderr)")
        #expect(result.stderr.contains("and 5 more errors"))
    }
}
