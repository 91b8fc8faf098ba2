import Foundation
import Testing

@testable import EPUBSupport

/// The same warning found at the same place several times (a reference definition in a file every chapter
/// includes, used again and again) is told once, with how often.
@Suite struct RepeatedDiagnosticTests {
    @Test func aRepeatedWarningIsToldOnceWithItsCount() {
        let at = SourceLocation(path: "links.md", line: 1, column: 15)
        let broken = Diagnostic(.warning, .brokenLink, at: at, stage: .resolve, "link target 'x.md' does not exist")
        let other = Diagnostic(.warning, .missingAlt, at: at, stage: .resolve, "no text alternative")
        let merged = [broken, other, broken, broken].mergingRepeats
        #expect(merged.map(\.message) == ["link target 'x.md' does not exist (3 times)", "no text alternative"])
        #expect([broken, other].mergingRepeats == [broken, other])
    }

    @Test func aBookUsingOneBrokenDefinitionThriceWarnsOnce() throws {
        let folder = TestPaths.temporaryDirectory()
        try "[`only_i32`]: features.md\n".write(toFile: folder + "/links.md", atomically: true, encoding: .utf8)
        try "# Perf\n\n{{#include links.md}}\n\nUse [`only_i32`], [`only_i32`] and [`only_i32`].\n".write(
            toFile: folder + "/perf.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nchapters: [perf.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (_, report) = try TestBuild.build(folder + "/book.yaml", lenient: true)
        let shown = report.warnings.map { $0.description.replacing(#/^\S*\//#, with: "") }
        #expect(shown.count == 1, "\(shown)")
        #expect(shown.first?.hasSuffix(" (3 times)") == true, "\(shown)")
    }
}
