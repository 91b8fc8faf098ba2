import EPUBSupport

/// Unpacks many EPUBs, `jobs` at a time. One failing book does not stop the
/// others; results come back in input order whatever order they finish in.
public struct BatchUnpacker: Sendable {
    public var unpacker: Unpacker
    public var mode: Unpacker.Mode
    public var jobs: Int

    public init(unpacker: Unpacker, mode: Unpacker.Mode, jobs: Int) {
        self.unpacker = unpacker
        self.mode = mode
        self.jobs = max(1, jobs)
    }

    /// Unpacks each `(book, target)`; `notes` are warnings to report with a book
    /// (a target renamed because another book of the run has its name).
    public func run(
        _ work: [(book: String, target: String, notes: [Diagnostic])],
        finished: @escaping @Sendable (Int, BatchResult) -> Void = { _, _ in }
    ) -> [BatchResult] {
        let work = work.map { Job(book: $0.book, target: $0.target, notes: $0.notes) }
        return WorkerPool(workers: jobs).run(work.count, job: { unpack(work[$0]) }, finished: finished)
    }

    private struct Job: Sendable {
        var book: String
        var target: String
        var notes: [Diagnostic]
    }

    private func unpack(_ job: Job) -> BatchResult {
        do {
            let report = try unpacker.run(job.book, to: job.target, mode: mode)
            return BatchResult(
                input: job.book, output: report.output, status: .unpacked,
                diagnostics: job.notes + report.warnings, timings: report.timings)
        } catch {
            return BatchResult(
                input: job.book, output: nil, status: .failed, diagnostics: job.notes + error.diagnostics, timings: [])
        }
    }
}
