import EPUBFormats
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
        let clashes = Self.outputClashes(books, options: options)
        return WorkerPool(workers: jobs).run(
            books.count, job: { clashes[$0] ?? batch.build(books[$0]) }, finished: finished)
    }

    /// A failed result for each book that would write the EPUB a book named before it writes (two book files in
    /// one folder, `ed/book.yaml` and `ed/book-fr.yaml`, both write `ed/ed.epub`; or one book named twice), decided
    /// before anything is built, so the same books fail at any `jobs`. The second had silently replaced the first,
    /// or the two had raced.
    static func outputClashes(_ books: [String], options: BuildOptions) -> [Int: BatchResult] {
        var first: [String: (index: Int, file: String)] = [:]
        var clashes: [Int: BatchResult] = [:]
        for (index, book) in books.enumerated() {
            let file = absolute((try? BookBuilder.bookFile(book, files: options.files)) ?? book)
            let output = options.output.map(absolute) ?? BookBuilder.defaultOutput(inFolder: Paths.directory(of: file))
            guard let earlier = first[output] else {
                first[output] = (index, file)
                continue
            }
            let message =
                earlier.file == file
                ? "this book is named twice in the list (as '\(books[earlier.index])' before); it is built once"
                : "'\(Paths.display(earlier.file))', named before it, writes the same EPUB "
                    + "(\(Paths.display(output))): build this one on its own with -o"
            let error = BuildError(.writeFailed, at: SourceLocation(path: Paths.display(file)), stage: .load, message)
            clashes[index] = BatchResult(
                input: absolute(book), output: nil, status: .failed, diagnostics: error.diagnostics, timings: [])
        }
        return clashes
    }

    /// Builds one book, or reports it unchanged: when the stamp beside its EPUB
    /// matches the inputs as they are now and the EPUB as it is now.
    public func build(_ book: String) -> BatchResult {
        var warnings: [Diagnostic] = []
        guard incremental, let spec = try? BookSpecLoader.load(book, warnings: &warnings) else {
            return result(input: book) { builder throws(BuildError) in try builder.build(book) }
        }
        let builder = BookBuilder(options: options)
        let output = builder.outputPath(for: spec)
        // Without SOURCE_DATE_EPOCH the EPUB's dates follow the sources' modification times: a touched
        // chapter gives other bytes on a clean build, so it rebuilds here too.
        let salt =
            "epubbuild \(toolVersion) lenient=\(options.lenient) link-base=\(options.linkBase ?? "") no-highlight=\(options.noHighlight) date=\(builder.modificationDate(for: spec).timeIntervalSince1970) templates=\(options.templatesDirectory)"
        // The templates as they are now, not as they were: a new override in the book's
        // templates folder, or other default templates, must rebuild the book.
        let templates = TemplateSet(bookTemplates: spec.templates, defaults: options.templatesDirectory).allFiles
        if let stamp = BuildStamp.read(for: output),
            BuildStamp.make(inputs: Set(stamp.inputs).union(templates).sorted(), salt: salt)?.written(to: output)
                == stamp
        {
            return BatchResult(
                input: Self.absolute(book), output: output, status: .unchanged, diagnostics: [], timings: [])
        }
        return result(input: book) { builder throws(BuildError) in
            let report = try builder.build(book)
            BuildStamp.make(inputs: report.inputs, salt: salt)?.written(to: report.output)?.write(for: report.output)
            return report
        }
    }

    /// The result of one build (`build`: of a book file, or of Markdown files given as pandoc takes them), checked
    /// when the batch checks; `input` and `output` are absolute paths, for scripts.
    public func result(input: String, _ build: (BookBuilder) throws(BuildError) -> BuildReport) -> BatchResult {
        do {
            var options = options
            options.mapSources = checker != nil
            let report = try build(BookBuilder(options: options))
            let checked = try checker?.diagnostics(for: report).diagnostics ?? []
            let failed = checked.contains { $0.severity == .error }
            return BatchResult(
                input: Self.absolute(input), output: report.output, status: failed ? .failed : .built,
                diagnostics: report.warnings + checked, timings: report.timings)
        } catch {
            var result = BatchResult(
                input: Self.absolute(input), output: nil, status: .failed, diagnostics: error.diagnostics, timings: [])
            result.timings = error.timings
            return result
        }
    }

    private static func absolute(_ path: String) -> String {
        Paths.absolute(path, relativeTo: FileManager.default.currentDirectoryPath)
    }
}
