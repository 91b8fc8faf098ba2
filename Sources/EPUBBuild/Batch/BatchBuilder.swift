import Foundation
import Synchronization

/// Builds many books, `jobs` at a time. One failing book does not stop the
/// others; results come back in input order whatever order they finish in.
public struct BatchBuilder: Sendable {
    public var options: BuildOptions
    public var jobs: Int
    /// Skip a book whose inputs have not changed since its last build.
    public var incremental = false
    /// Part of the incremental stamp: a new version rebuilds everything.
    public var toolVersion: String

    public init(options: BuildOptions, jobs: Int, toolVersion: String) {
        self.options = options
        self.jobs = max(1, jobs)
        self.toolVersion = toolVersion
    }

    /// Builds `books`; `finished` is called as each one ends (from worker threads, one call at a time).
    public func run(_ books: [String], finished: @escaping @Sendable (Int, BuildResult) -> Void = { _, _ in }) -> [BuildResult] {
        let state = Mutex<(next: Int, results: [BuildResult?])>((0, Array(repeating: nil, count: books.count)))
        let workers = min(jobs, books.count)
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            // Threads of their own: each build is long, CPU-bound work.
            let thread = Thread {
                while true {
                    let index = state.withLock { state -> Int? in
                        guard state.next < books.count else { return nil }
                        defer { state.next += 1 }
                        return state.next
                    }
                    guard let index else { break }
                    let result = build(books[index])
                    state.withLock { state in
                        state.results[index] = result
                        finished(index, result)
                    }
                }
                group.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
        return state.withLock { $0.results.map { $0! } }
    }

    /// Builds one book, or reports it unchanged.
    public func build(_ book: String) -> BuildResult {
        let salt = "epubbuild \(toolVersion) lenient=\(options.lenient) date=\(options.modificationDate?.timeIntervalSince1970 ?? -1)"
        var warnings: [Diagnostic] = []
        if incremental, let spec = try? BookSpecLoader.load(book, warnings: &warnings) {
            let output = BookBuilder(options: options).outputPath(for: spec)
            if FileManager.default.fileExists(atPath: output), let stamp = BuildStamp.read(for: output),
               BuildStamp.make(inputs: stamp.inputs, salt: salt) == stamp {
                return BuildResult(input: book, output: output, status: .unchanged, diagnostics: [], timings: [])
            }
        }
        do {
            let report = try BookBuilder(options: options).build(book)
            if incremental { BuildStamp.make(inputs: report.inputs, salt: salt)?.write(for: report.output) }
            return BuildResult(input: book, output: report.output, status: .built, diagnostics: report.warnings, timings: report.timings)
        } catch {
            return BuildResult(input: book, output: nil, status: .failed, diagnostics: error.diagnostics, timings: [])
        }
    }
}
