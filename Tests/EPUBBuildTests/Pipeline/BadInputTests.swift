import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBFormats
@testable import EPUBSupport

/// Bad input: a `path:line:col: error:` message, a non-zero exit, and no EPUB left behind.
@Suite struct BadInputTests {
    @Test(arguments: [
        (
            "missing-chapter",
            "book.yaml:5:5: error: [Load] chapter file 'absent.md' does not exist (looked for absent.md)"
        ),
        (
            "unknown-key",
            "book.yaml:3:1: error: [Load] unknown key 'auther' — did you mean 'authors'? Known keys: "
                + BookSpecLoader.topLevelKeys.joined(separator: ", ")
        ),
        (
            "malformed-yaml",
            "book.yaml:5:2: error: [Load] malformed YAML: did not find expected key (while parsing a block mapping at 1:1)"
        ),
        (
            "malformed-xhtml",
            "chapter.xhtml:7:8: error: [Ingest] malformed XHTML: Opening and ending tag mismatch: p line 6 and body"
        ),
        (
            "math-error",
            "chapter.md:5:29: error: [Ingest] TeX formula '\\frac{1}{' cannot be converted: KaTeX parse error: Unexpected end of input in a macro argument, expected '}' at end of input: \\frac{1}{ — correct it, or build with --lenient to show its TeX as written"
        ),
        // KaTeX's message without the U+0332 it underlines the command with.
        (
            "math-undefined-command",
            "chapter.md:3:14: error: [Ingest] TeX formula '\\sideset{_1}{_2}\\sum' cannot be converted: KaTeX parse error: Undefined control sequence: \\sideset at position 1: \\sideset{_1}{_2}\\sum — correct it, or build with --lenient to show its TeX as written"
        ),
        (
            "math-reference-without-number",
            "chapter.md:5:5: error: [Ingest] TeX formula '\\eqref{sum}' cannot be converted: KaTeX parse error: the formula with \\label{sum} has no number: give it one \\tag{…}, or number the formulas as the book's MathJax did with book.yaml's math: {numbering: ams} or {numbering: all} — correct it, or build with --lenient to show its TeX as written"
        ),
        (
            "math-macros-file",
            "macros.txt:3:1: error: [Load] a macro is written '\\name:expansion', as in '\\RR:\\mathbb{R}'"
        ),
        (
            "missing-image",
            "chapter.md:5:20: error: [Resolve] image 'images/map.png' does not exist (looked for images/map.png)"
        ),
        (
            "missing-css-url",
            "style.css:2:40: error: [Resolve] 'fonts/missing.woff2' does not exist (looked for fonts/missing.woff2)"
        ),
        (
            "fixed-layout-without-viewport",
            "page.md:1:1: error: [Transform] a fixed-layout page needs a viewport: give the source <meta name=\"viewport\" content=\"width=…, height=…\"/> in its head, or the book `viewport: WIDTHxHEIGHT` in book.yaml"
        ),
    ])
    func reportsTheErrorAndWritesNothing(fixture: String, expected: String) throws {
        try Self.expectFailure(fixture: fixture, expected: expected)
        // Without -o the default output beside book.yaml must not appear either.
        let directory = TestPaths.fixture("errors/" + fixture)
        let defaultOutput = try CommandRunner.epubbuild(["build", "book.yaml"], in: directory)
        #expect(defaultOutput.status != 0)
        #expect(!FileManager.default.fileExists(atPath: directory + "/\(fixture).epub"))
    }

    /// Builds the fixture `errors/<fixture>` with the CLI: exactly `expected` on stderr, a non-zero exit, no EPUB.
    static func expectFailure(fixture: String, expected: String) throws {
        try expectFailure(directory: TestPaths.fixture("errors/" + fixture), expected: expected)
    }

    /// Builds the book in `directory` with the CLI, from that folder: exactly
    /// `expected` on stderr (one line per error), a non-zero exit, no EPUB.
    static func expectFailure(directory: String, expected: String, arguments: [String] = []) throws {
        let output = TestPaths.temporaryDirectory() + "/out.epub"
        let result = try CommandRunner.epubbuild(["build", "book.yaml", "-o", output] + arguments, in: directory)
        #expect(result.status != 0)
        #expect(result.stderr.trimmingCharacters(in: .whitespacesAndNewlines) == expected)
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// With --lenient, a formula KaTeX refuses is a warning, and the page shows its TeX as written, as pandoc shows
    /// one it cannot convert.
    @Test func lenientShowsAFormulaKaTeXRefusesAsItsTeX() throws {
        let output = TestPaths.temporaryDirectory() + "/out.epub"
        let result = try CommandRunner.epubbuild(
            ["build", "book.yaml", "-o", output, "--lenient"], in: TestPaths.fixture("errors/math-undefined-command"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "chapter.md:3:14: warning: [Ingest] TeX formula '\\sideset{_1}{_2}\\sum' cannot be converted: "))
        let file = try EPUBFile(output)
        let page = try file.spinePaths().first { $0.hasSuffix("chapter.xhtml") } ?? ""
        #expect(try file.values("//h:*[@class='math']/h:code[@class='tex']", in: page) == ["\\sideset{_1}{_2}\\sum"])
        try EPUBStructure.expectEPUBCheckClean(output)
    }

    @Test func aFailedRebuildKeepsThePreviousEPUB() throws {
        let folder = TestPaths.temporaryDirectory()
        let book = folder + "/book.yaml"
        try "title: Rebuild\nlanguage: en\nchapters: [chapter.md]\n".write(
            toFile: book, atomically: true, encoding: .utf8)
        try "# One\n\nText.\n".write(toFile: folder + "/chapter.md", atomically: true, encoding: .utf8)
        let first = try CommandRunner.epubbuild(["build", book, "-o", folder + "/out.epub"])
        #expect(first.status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/out.epub"))
        try "# One\n\n![gone](missing.png)\n".write(toFile: folder + "/chapter.md", atomically: true, encoding: .utf8)
        let second = try CommandRunner.epubbuild(["build", book, "-o", folder + "/out.epub"])
        #expect(second.status != 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/out.epub")) == before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
                "book.yaml", "chapter.md", "out.epub",
            ])
    }

    /// `-o chapter.md` is refused for its name; `-o notes`, a file with no extension that is no EPUB, for what it
    /// holds.
    @Test(arguments: [
        ("chapter.md", "epubbuild writes EPUB: -o names the .epub file"),
        ("notes", "error: [Write] output exists and is not an EPUB"),
    ])
    func refusesToOverwriteAFileThatIsNotAnEPUB(name: String, message: String) throws {
        let folder = TestPaths.temporaryDirectory()
        let manuscript = folder + "/" + name
        try "# Precious\n\nDo not lose me.\n".write(toFile: manuscript, atomically: true, encoding: .utf8)
        try "# Chapter\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "title: Typo\nlanguage: en\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(["build", folder + "/book.yaml", "-o", manuscript])
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try String(contentsOfFile: manuscript, encoding: .utf8) == "# Precious\n\nDo not lose me.\n")
    }
}

/// A build stopped by SIGINT, SIGTERM or SIGHUP (its terminal closed: SIGHUP had left the partial EPUB) while it
/// writes leaves no partial EPUB and no hidden folder.
@Suite struct InterruptedBuildTests {
    @Test(arguments: [("SIGTERM", SIGTERM), ("SIGINT", SIGINT), ("SIGHUP", SIGHUP)])
    func anInterruptedBuildLeavesNothingBehind(_ name: String, _ signal: Int32) throws {
        let folder = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A large font takes the Write stage long enough to interrupt it: deflating random bytes is slow.
        try FileManager.default.createDirectory(atPath: folder + "/fonts", withIntermediateDirectories: true)
        let random = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/urandom"))
        try random.read(upToCount: 96 << 20)!.write(to: URL(fileURLWithPath: folder + "/fonts/big.ttf"))
        try "@font-face { font-family: Big; src: url(fonts/big.ttf); }\n".write(
            toFile: folder + "/style.css", atomically: true, encoding: .utf8)
        try "title: Big\nlanguage: en\ncss: style.css\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try "# A\n\nText.\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TestPaths.cli)
        process.arguments = ["build", folder + "/book.yaml", "-o", folder + "/out/new/book.epub"]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline,
            !((try? FileManager.default.contentsOfDirectory(atPath: folder + "/out/new")) ?? []).contains(where: {
                $0.contains(".partial-")
            })
        {
            usleep(10_000)
        }
        usleep(100_000)
        #expect(process.isRunning, "the Write stage takes long enough to interrupt")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + signal, "\(name)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == sources,
            "no out/new, no partial EPUB")
    }
}
