import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBSupport

/// A stage made of named passes: the runner runs them in order, times each,
/// and stamps each diagnostic with the pass that found it.
@Suite struct PassRunnerTests {
    private struct Work: PassWork {
        var diagnostics: [Diagnostic] = []
        var trail: [String] = []
    }

    private static func warning(_ message: String) -> Diagnostic {
        Diagnostic(
            .warning, .brokenLink, at: SourceLocation(path: "a.md", line: 1, column: 1), stage: .resolve, message)
    }

    @Test func runsThePassesInOrderAndStampsTheirDiagnostics() {
        let passes: [Pass<Work>] = [
            Pass("first") { $0.trail.append("first") },
            Pass("second") {
                $0.trail.append("second")
                $0.diagnostics.append(Self.warning("found by the second"))
            },
            Pass("third") {
                $0.trail.append("third")
                $0.diagnostics += [Self.warning("one"), Self.warning("two")]
            },
        ]
        var work = Work()
        let timings = PassRunner.run(passes, on: &work, stage: .resolve)
        #expect(work.trail == ["first", "second", "third"])
        #expect(work.diagnostics.map(\.pass) == ["second", "third", "third"])
        #expect(timings.map(\.pass) == ["first", "second", "third"] && timings.allSatisfy { $0.stage == .resolve })
        #expect(timings.allSatisfy { $0.seconds >= 0 })
    }

    @Test func thePassIsNotPartOfWhatADiagnosticSays() {
        var stamped = Self.warning("same")
        stamped.pass = "contents"
        #expect(stamped == Self.warning("same") && Set([stamped, Self.warning("same")]).count == 1)
    }

    /// The Resolve stage's warnings name their pass; the report lists every pass, in order.
    @Test func resolveDiagnosticsAndTimingsNameTheirPasses() throws {
        let folder = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "title: T\nlanguage: en\nchapters:\n  - a.md\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try "# A\n\nSee [the missing page](missing.md).\n".write(
            toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        var options = BuildOptions(templatesDirectory: TestPaths.templates, output: folder + "/book.epub")
        options.lenient = true
        let report = try BookBuilder(options: options).build(folder + "/book.yaml")
        let broken = try #require(report.warnings.first { $0.code == .brokenLink })
        #expect(broken.pass == "resolve chapters")
        #expect(
            report.passTimings.filter { $0.stage == .resolve }.map(\.pass) == BookResolver.passes.map(\.name))
        #expect(
            report.passTimings.filter { $0.stage == .package }.map(\.pass) == PackageAssembler.passes.map(\.name))
        #expect(
            report.passTimings.filter { $0.stage == .transform }.map(\.pass) == PageRenderer.passes.map(\.name))
        // Ingest's, once each (summed over the chapters), for a Markdown chapter.
        #expect(
            report.passTimings.filter { $0.stage == .ingest }.map(\.pass)
                == ChapterIngestion.passes(for: .markdown).map(\.name))
    }

    /// An error a pass throws names the pass; the Ingest warnings before it are kept.
    @Test func anIngestErrorNamesItsPass() throws {
        let folder = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "title: T\nlanguage: en\nchapters:\n  - a.md\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try "# A\n\n{{#include missing.rs}}\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let options = BuildOptions(templatesDirectory: TestPaths.templates, output: folder + "/book.epub")
        #expect {
            try BookBuilder(options: options).build(folder + "/book.yaml")
        } throws: { error in
            (error as? BuildError)?.diagnostics.map(\.pass) == ["mdBook directives"]
        }
    }
}
