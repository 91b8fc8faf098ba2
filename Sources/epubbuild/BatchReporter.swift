import EPUBBuild
import EPUBSupport
import Foundation

/// Prints a batch's results in input order as they arrive: a line per book
/// (or a JSON object per line with --json), a progress line with rate and ETA
/// on a terminal, and a summary at the end.
final class BatchReporter: Sendable {
    /// What the batch does, for the summary line.
    enum Work: Sendable {
        case build, unpack
    }

    private let work: Work
    private let total: Int
    private let json: Bool
    private let quiet: Bool
    private let start = Date()
    private let showProgress = isatty(STDERR_FILENO) != 0
    private let state = Locked<(nextToPrint: Int, waiting: [Int: BatchResult], done: Int)>((0, [:], 0))

    init(_ work: Work, total: Int, json: Bool, quiet: Bool) {
        self.work = work
        self.total = total
        self.json = json
        self.quiet = quiet
    }

    func finished(_ index: Int, _ result: BatchResult) {
        state.withLock { state in
            state.done += 1
            state.waiting[index] = result
            // Reports keep the input order whatever order the books finish in.
            while let next = state.waiting.removeValue(forKey: state.nextToPrint) {
                report(next)
                state.nextToPrint += 1
            }
            if showProgress, !json, !quiet { progress(done: state.done) }
        }
    }

    private func report(_ result: BatchResult) {
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: (try? encoder.encode(result)) ?? Data(), as: UTF8.self))
            return
        }
        if showProgress, !quiet { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        for message in result.diagnostics where !quiet || message.severity == "error" {
            Console.error(Self.line(message))
        }
        guard !quiet else { return }
        switch result.status {
        case .built, .unpacked: print("wrote \(result.output ?? "")")
        case .unchanged: print("unchanged \(result.output ?? "")")
        case .failed: print("failed \(result.input)")
        }
    }

    /// A message as the compilers' `path:line:col: severity: [Stage] text`, on one line (`PrintableText`).
    static func line(_ message: BatchResult.Message) -> String {
        let position = message.line > 0 ? ":\(message.line):\(max(message.column, 1))" : ""
        return "\(PrintableText.escaped(message.path))\(position): \(message.severity): [\(message.stage)] "
            + PrintableText.escaped(message.message)
    }

    private func progress(done: Int) {
        let elapsed = Date().timeIntervalSince(start)
        let rate = Double(done) / max(elapsed, 0.001)
        let eta = Double(total - done) / max(rate, 0.001)
        let width = 30
        let filled = width * done / max(total, 1)
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let line = String(format: "\r[%@] %d/%d books, %.1f/s, ETA %.0fs", bar, done, total, rate, eta)
        FileHandle.standardError.write(Data(line.utf8))
    }

    func summary(_ results: [BatchResult]) {
        guard !json, !quiet, total > 1 else { return }
        if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        let count = { (status: BatchResult.Status) in results.filter { $0.status == status }.count }
        let warnings = results.flatMap(\.diagnostics).filter { $0.severity == "warning" }.count
        let done =
            work == .build ? "built \(count(.built)), unchanged \(count(.unchanged))" : "unpacked \(count(.unpacked))"
        Console.error(
            "\(done), failed \(count(.failed)), warnings \(warnings), in "
                + String(format: "%.2f s", Date().timeIntervalSince(start)))
    }
}
