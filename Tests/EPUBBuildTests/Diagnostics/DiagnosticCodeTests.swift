import EPUBBuild
import EPUBSupport
import Foundation
import Testing

/// Diagnostic codes are user interface: scripts filter on them, so each is documented and never changes.
@Suite struct DiagnosticCodeTests {
    /// The README's table of codes: one row per code, `| \`code\` | … |`.
    private func documentedCodes() throws -> [String] {
        let readme = try String(contentsOfFile: TestPaths.repository + "/README.md", encoding: .utf8)
        let section = try #require(readme.range(of: "### Diagnostic codes"))
        return readme[section.upperBound...].split(separator: "\n")
            .prefix { !$0.hasPrefix("## ") && !$0.hasPrefix("### ") }
            .compactMap { line in line.firstMatch(of: /^\| `([a-z0-9-]+)` \|/).map { String($0.1) } }
    }

    @Test func theREADMEListsEveryCodeOnce() throws {
        let documented = try documentedCodes()
        #expect(documented.sorted() == DiagnosticCode.allCases.map(\.rawValue).sorted())
        #expect(Set(documented).count == documented.count)
    }

    @Test func codesAreShortLowerCaseWords() {
        for code in DiagnosticCode.allCases {
            #expect(code.rawValue.wholeMatch(of: /[a-z][a-z0-9]*(-[a-z0-9]+)*/) != nil, "\(code.rawValue)")
        }
    }

    /// The code travels with the message into --json, for build and unpack alike.
    @Test func jsonReportsCarryTheCode() throws {
        let folder = TestPaths.temporaryDirectory()
        try "title: T\nlanguage: en\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try "# A\n\n[gone](b.md) and ![remote](https://example.com/x.png)\n".write(
            toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let build = try CommandRunner.epubbuild(["build", folder + "/book.yaml", "--json", "--lenient"])
        let report = try JSONDecoder().decode(BatchResult.self, from: Data(build.stdout.utf8))
        #expect(report.diagnostics.map(\.code) == ["broken-link", "remote-resource"])
        try "not a zip".write(toFile: folder + "/bad.epub", atomically: true, encoding: .utf8)
        let unpack = try CommandRunner.epubbuild(["unpack", folder + "/bad.epub", "--json", "-o", folder + "/out"])
        let failure = try JSONDecoder().decode(BatchResult.self, from: Data(unpack.stdout.utf8))
        #expect(failure.diagnostics.map(\.code) == ["not-a-zip"])
    }
}
