import EPUBBuild
import EPUBSupport
import Foundation

/// The book `serve` shows: the last build that succeeded, what the last one
/// reported, and a version that changes with every new book, so the pages
/// the browser shows reload. A failed build keeps the last good book and
/// shows its errors over it.
final class LiveBook: @unchecked Sendable {
    struct Status: Encodable {
        var version: Int
        var errors: [String]
        var warnings: [String]
    }

    private let lock = NSLock()
    private var good: PreviewBuild?
    private var status = Status(version: 0, errors: [], warnings: [])
    /// A build is running; `pending` when another change came meanwhile.
    private var building = false
    private var pending = false

    var current: (book: PreviewBuild?, status: Status) { lock.withLock { (good, status) } }

    /// Builds now, or right after the build that is running; returns at once.
    /// `done` hears each build's result and time, on the building thread.
    func rebuild(
        build: @escaping @Sendable () -> Result<PreviewBuild, BuildError>,
        done: @escaping @Sendable (Result<PreviewBuild, BuildError>, TimeInterval) -> Void
    ) {
        let start = lock.withLock { () -> Bool in
            if building { pending = true }
            defer { building = true }
            return !building
        }
        guard start else { return }
        Thread.detachNewThread { [self] in
            while true {
                let began = Date()
                let result = build()
                record(result)
                done(result, Date().timeIntervalSince(began))
                let again = lock.withLock { () -> Bool in
                    defer { pending = false }
                    building = pending
                    return pending
                }
                if !again { return }
            }
        }
    }

    private func record(_ result: Result<PreviewBuild, BuildError>) {
        lock.withLock {
            switch result {
            case .success(let book):
                good = book
                status = Status(version: status.version + 1, errors: [], warnings: book.warnings.map(\.description))
            case .failure(let error):
                status.errors = error.diagnostics.map(\.description)
            }
        }
    }
}
