import EPUBBuild
import EPUBSupport
import Foundation
import Testing

/// Diagnostic codes are user interface: scripts filter on them, so each is documented and never changes.
@Suite struct DiagnosticCodeTests {
    private static let tableStart =
        "<!-- diagnostic-codes: begin; made from Sources/EPUBSupport/Diagnostics/DiagnosticCode+Reference.swift -->"
    private static let tableEnd = "<!-- diagnostic-codes: end -->"

    @Test func theReferenceHasEveryCodeOnce() {
        let listed = DiagnosticCode.reference.map(\.code.rawValue)
        #expect(listed.sorted() == DiagnosticCode.allCases.map(\.rawValue).sorted())
        #expect(Set(listed).count == listed.count)
        #expect(DiagnosticCode.reference.allSatisfy { !$0.stages.isEmpty && !$0.summary.isEmpty })
    }

    /// The manual's table (docs/building.md) is the reference's (`make generate` rewrites it).
    @Test func theREADMETableIsTheReference() throws {
        let path = TestPaths.repository + "/docs/building.md"
        var readme = try String(contentsOfFile: path, encoding: .utf8)
        let start = try #require(
            readme.range(of: Self.tableStart), "docs/building.md lacks the diagnostic-codes markers")
        let end = try #require(readme.range(of: Self.tableEnd, range: start.upperBound..<readme.endIndex))
        let generated = "\n" + DiagnosticCode.markdownTable()
        if ProcessInfo.processInfo.environment["EPUBBUILD_REGENERATE"] == "1" {
            readme.replaceSubrange(start.upperBound..<end.lowerBound, with: generated)
            try readme.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            String(readme[start.upperBound..<end.lowerBound]) == generated,
            "docs/building.md is stale: run `make generate`")
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
