import EPUBSupport
import Foundation

/// Builds many books, `jobs` at a time. One failing book does not stop the
/// others; results come back in input order whatever order they finish in.
public struct BatchBuilder: Sendable {
    public var options: BuildOptions
    public var jobs: Int
    /// Skip a book whose inputs have not changed since its last build.
    public var incremental = false
    /// Run this epubcheck on every EPUB written (`--check`); an error it reports fails the book.
    public var checker: EPUBChecker?
    /// Part of the incremental stamp: a new version rebuilds everything.
    public var toolVersion: String

    public init(options: BuildOptions, jobs: Int, toolVersion: String) {
        self.options = options
        self.jobs = max(1, jobs)
        self.toolVersion = toolVersion
    }

    /// Builds `books`; `finished` is called as each one ends (from worker threads, one call at a time).
    public func run(_ books: [String], finished: @escaping @Sendable (Int, BatchResult) -> Void = { _, _ in })
        -> [BatchResult]
    {
        // `jobs` threads in all: a book gets the threads the books built beside it leave
        // (one book with --jobs 4 uses four for its chapters; four books use one each).
        var shared = self
        shared.options.jobs = max(1, jobs / max(1, min(jobs, books.count)))
        let batch = shared
        return WorkerPool(workers: jobs).run(books.count, job: { batch.build(books[$0]) }, finished: finished)
    }

    /// Builds one book, or reports it unchanged.
    public func build(_ book: String) -> BatchResult {
        let salt =
            "epubbuild \(toolVersion) lenient=\(options.lenient) link-base=\(options.linkBase ?? "") date=\(options.modificationDate?.timeIntervalSince1970 ?? -1) templates=\(options.templatesDirectory)"
        var warnings: [Diagnostic] = []
        if incremental, let spec = try? BookSpecLoader.load(book, warnings: &warnings) {
            let output = BookBuilder(options: options).outputPath(for: spec)
            // The templates as they are now, not as they were: a new override in the book's
            // templates folder, or other default templates, must rebuild the book.
            let templates = TemplateSet(bookTemplates: spec.templates, defaults: options.templatesDirectory).allFiles
            if FileManager.default.fileExists(atPath: output), let stamp = BuildStamp.read(for: output),
                BuildStamp.make(inputs: Set(stamp.inputs).union(templates).sorted(), salt: salt) == stamp
            {
                return BatchResult(input: book, output: output, status: .unchanged, diagnostics: [], timings: [])
            }
        }
        do {
            var options = options
            options.mapSources = checker != nil
            let report = try BookBuilder(options: options).build(book)
            if incremental { BuildStamp.make(inputs: report.inputs, salt: salt)?.write(for: report.output) }
            let checked = try checker?.diagnostics(for: report) ?? []
            let failed = checked.contains { $0.severity == .error }
            return BatchResult(
                input: book, output: report.output, status: failed ? .failed : .built,
                diagnostics: report.warnings + checked, timings: report.timings)
        } catch {
            return BatchResult(input: book, output: nil, status: .failed, diagnostics: error.diagnostics, timings: [])
        }
    }
}
