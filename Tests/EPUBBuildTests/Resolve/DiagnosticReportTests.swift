import EPUBBuild
import EPUBSupport
import Foundation
import Testing

/// One build reports every broken reference, each at the place it was written.
@Suite struct DiagnosticReportTests {
    /// Before: only the first error was reported, so this book needed seven rebuilds.
    @Test func everyErrorOfResolveIsReportedInFileOrder() throws {
        try BadInputTests.expectFailure(
            directory: TestPaths.fixture("books/resolve-many-errors"),
            expected: """
                a.md:3:24: error: [Resolve] link target 'b.md#nowhere' does not exist
                a.md:3:56: error: [Resolve] link target 'lost.md' does not exist
                a.md:7:18: error: [Resolve] image 'maps/city.png' does not exist (looked for maps/city.png)
                a.md:9:10: error: [Resolve] link target 'notes.md' does not exist
                b.md:3:13: error: [Resolve] link target 'a.md#missing' does not exist
                b.md:3:37: error: [Resolve] link target 'raw.md' does not exist
                b.md:3:69: error: [Resolve] link target 'gone.md#part' does not exist
                """)
    }

    @Test func moreThanAHundredErrorsEndWithACount() throws {
        let folder = TestPaths.temporaryDirectory()
        let lines = (1...130).map { "[link \($0)](missing-\($0).md)\n" }.joined(separator: "\n")
        try "title: Many\nlanguage: en\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try ("# A\n\n" + lines).write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(["build", "book.yaml", "-o", folder + "/out.epub"], in: folder)
        let printed = result.stderr.split(separator: "\n")
        #expect(result.status != 0)
        #expect(printed.count == 102)
        #expect(printed.first == "a.md:3:10: error: [Resolve] link target 'missing-1.md' does not exist")
        #expect(printed[99] == "a.md:201:12: error: [Resolve] link target 'missing-100.md' does not exist")
        #expect(printed[100] == "and 30 more errors")
        #expect(
            printed.last
                == "130 broken links or missing fragments stopped the build — mend them, or build with --lenient to keep the links' text and write the book anyway"
        )
    }

    @Test func aBuildErrorSortsAndDeduplicatesItsDiagnostics() {
        func error(_ path: String, _ line: Int, _ column: Int) -> Diagnostic {
            Diagnostic(
                .error, .brokenLink, at: SourceLocation(path: path, line: line, column: column), stage: .resolve,
                "broken")
        }
        let built = BuildError([
            error("b.md", 1, 1), error("a.md", 9, 1), error("a.md", 2, 7), error("a.md", 2, 3), error("b.md", 1, 1),
        ])
        #expect(
            built.diagnostics == [error("a.md", 2, 3), error("a.md", 2, 7), error("a.md", 9, 1), error("b.md", 1, 1)])
        #expect(built.diagnostic == error("a.md", 2, 3))
        #expect(
            built.description == """
                a.md:2:3: error: [Resolve] broken
                a.md:2:7: error: [Resolve] broken
                a.md:9:1: error: [Resolve] broken
                b.md:1:1: error: [Resolve] broken
                """)
    }

    /// Each message points at the link's destination: `code/` is not found
    /// inside `code/main.go`, `c.md` not at the link text `[c.md]`, the second
    /// of two equal links at its own place, and a reference link at its
    /// `[label]: destination` definition (before: the use line, column 1).
    @Test func columnsPointAtTheDestinationAsWritten() throws {
        let directory = TestPaths.fixture("books/resolve-link-columns")
        let output = TestPaths.temporaryDirectory() + "/out.epub"
        let result = try CommandRunner.epubbuild(["build", "book.yaml", "--lenient", "-o", output], in: directory)
        #expect(result.status == 0)
        #expect(
            result.stderr.split(separator: "\n").map(String.init) == [
                "a.md:3:20: warning: [Resolve] link target 'code/main.go' is not part of the book; kept as plain text",
                "a.md:3:44: warning: [Resolve] link target 'code/' is a folder of the book with no chapter for its page (a README.md or index.md); kept as plain text — link to a chapter in it",
                "a.md:3:62: warning: [Resolve] link target 'c.md' does not exist; kept as plain text (--lenient)",
                "a.md:5:28: warning: [Resolve] link target 'gone.md' does not exist; kept as plain text (--lenient)",
                "a.md:5:50: warning: [Resolve] link target 'gone.md' does not exist; kept as plain text (--lenient)",
                "a.md:9:8: warning: [Resolve] link target 'missing.md#part' does not exist; kept as plain text (--lenient)",
            ])
        try EPUBStructure.expectEPUBCheckClean(output)
    }
}
