import EPUBBuild
import Foundation
import Testing

/// Builds a book through the library into a fresh temporary folder.
enum TestBuild {
    static func build(
        _ bookYAML: String, modificationDate: Date? = Date(timeIntervalSince1970: 1_700_000_000),
        name: String = "book.epub", jobs: Int = 2, lenient: Bool = false, linkBase: String? = nil
    )
        throws -> (epub: String, report: BuildReport)
    {
        let output = TestPaths.temporaryDirectory() + "/" + name
        var options = BuildOptions(
            templatesDirectory: TestPaths.templates, output: output, modificationDate: modificationDate)
        options.jobs = jobs
        options.lenient = lenient
        options.linkBase = linkBase
        let report = try BookBuilder(options: options).build(bookYAML)
        return (output, report)
    }

    /// A book of one chapter, `a.md` holding `markdown`, read `from` a dialect (GitHub's when nil), built; its page
    /// is `EPUB/text/a.xhtml`. `files` are copied beside it (name: the file to copy).
    static func oneChapter(_ markdown: String, from dialect: String? = nil, files: [String: String] = [:]) throws -> (
        epub: String, report: BuildReport
    ) {
        let folder = TestPaths.temporaryDirectory()
        for (name, source) in files { try FileManager.default.copyItem(atPath: source, toPath: folder + "/" + name) }
        try markdown.write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\n\(dialect.map { "from: \($0)\n" } ?? "")chapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        return try build(folder + "/book.yaml")
    }

    /// `build(_:)` of a book that must give no warning, and its EPUB opened: the opening of most book tests.
    static func buildWithoutWarnings(_ bookYAML: String, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> (epub: String, file: EPUBFile)
    {
        let (epub, report) = try build(bookYAML)
        #expect(report.warnings.isEmpty, "\(report.warnings)", sourceLocation: sourceLocation)
        return (epub, try EPUBFile(epub))
    }

    /// The book.yaml of an example or fixture book.
    static func example(_ name: String) -> String { TestPaths.examples + "/" + name + "/book.yaml" }
    static func fixtureBook(_ name: String) -> String { TestPaths.fixture("books/" + name + "/book.yaml") }
}
