import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBSupport

/// `build --check`: epubcheck's messages at the author's source lines.
@Suite struct BuildCheckTests {
    static let folder = TestPaths.fixture("errors/check-finding")
    static let finding =
        "chapter.md:5:1: error: [Check] RSC-005 Error while parsing file: The table element must not appear inside caption elements."

    @Test(arguments: ["4.2.6", "5.3"])
    func aFindingIsReportedAtTheMarkdownLine(release: String) throws {
        let jar =
            release == "5.3"
            ? try #require(EPUBCheck.current?.jar, "epubcheck 5.3: run make deps") : EPUBCheck.debian.jar
        let output = TestPaths.temporaryDirectory() + "/book.epub"
        let result = try CommandRunner.epubbuild(
            ["build", "book.yaml", "-o", output, "--check"], environment: ["EPUBCHECK_JAR": jar], in: Self.folder)
        #expect(result.status != 0, "an epubcheck error fails the build")
        #expect(result.stderr.contains("\n" + Self.finding), "\(result.stderr)")
        #expect(result.stderr.contains("(in EPUB/text/chapter.xhtml:"))
        #expect(
            result.stdout.contains("epubcheck \(release)") && result.stdout.contains(": 1 error, 0 warnings"),
            "the summary names the epubcheck that ran: \(result.stdout)")
        #expect(FileManager.default.fileExists(atPath: output), "the EPUB stays, for the author to look at")
    }

    @Test func jsonCarriesTheFindings() throws {
        let output = TestPaths.temporaryDirectory() + "/book.epub"
        let result = try CommandRunner.epubbuild(
            ["build", "book.yaml", "-o", output, "--check", "--json"], in: Self.folder)
        #expect(result.status != 0)
        let line = try #require(result.stdout.split(separator: "\n").first)
        let report = try JSONDecoder().decode(BatchResult.self, from: Data(line.utf8))
        #expect(report.status == .failed)
        let check = try #require(report.diagnostics.first { $0.stage == "Check" })
        #expect(check.code == "epubcheck" && check.severity == "error")
        #expect(check.path == "chapter.md" && check.line == 5)
        #expect(check.message.hasPrefix("RSC-005 "))
    }

    @Test func aCleanBookPassesTheCheck() throws {
        let output = TestPaths.temporaryDirectory() + "/book.epub"
        let result = try CommandRunner.epubbuild(["build", TestBuild.fixtureBook("minimal"), "-o", output, "--check"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.range(of: #"epubcheck [0-9.]+: 0 errors, 0 warnings"#, options: .regularExpression) != nil,
            "\(result.stdout)")
    }

    @Test func aMessageAboutThePackageNamesTheKeyThatMadeIt() throws {
        let folder = TestPaths.temporaryDirectory()
        try "title: T\nlanguage: en\nsubjects: [Poetry]\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try "# A\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        var options = BuildOptions(templatesDirectory: TestPaths.templates, output: folder + "/book.epub")
        options.mapSources = true
        let report = try BookBuilder(options: options).build(folder + "/book.yaml")
        let opf = String(decoding: try EPUBFile(report.output).data("EPUB/package.opf"), as: UTF8.self)
        let subjectLine =
            try #require(
                opf.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("<dc:subject>") })
            + 1
        var checked = CheckedMessages(map: try #require(report.sourceMap), epub: report.output)
        let diagnostics = checked.diagnostics(for: [
            EPUBChecker.Message(
                id: "OPF-999", severity: "WARNING", text: "about the subject", path: "EPUB/package.opf",
                line: subjectLine, column: 5),
            EPUBChecker.Message(id: "INF-001", severity: "INFO", text: "left out", path: nil, line: 0, column: 0),
        ])
        #expect(
            diagnostics.map(\.description) == [
                "\(Paths.display(folder))/book.yaml:3:1: warning: [Check] OPF-999 about the subject (in EPUB/package.opf:\(subjectLine):5, made from book.yaml's 'subjects')"
            ])
    }

    @Test func withoutEPUBCheckTheBuildSaysHowToInstallIt() {
        #expect(
            EPUBChecker.locate(environment: ["PATH": "/nonexistent"], debianJar: "/nonexistent/epubcheck.jar") == nil)
        #expect(EPUBChecker.installAdvice.contains("apt install epubcheck"))
    }
}
