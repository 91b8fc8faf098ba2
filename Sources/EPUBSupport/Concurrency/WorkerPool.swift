import Foundation

/// Runs `count` independent jobs on `workers` threads of their own, taking
/// the jobs in order, or in the order given. Results come back in job order
/// whatever order the jobs run and finish in.
package struct WorkerPool: Sendable {
    package let workers: Int

    package init(workers: Int) {
        self.workers = max(1, workers)
    }

    /// Runs `job(i)` for every i in 0..<count; `finished` is told of each result
    /// as it ends (from worker threads, one call at a time). `order`, a
    /// permutation of 0..<count, is the order the jobs are taken in: the
    /// longest first, so that no worker is left with a long job at the end
    /// while the others idle.
    package func run<Result: Sendable>(
        _ count: Int, order: [Int]? = nil, job: @escaping @Sendable (Int) -> Result,
        finished: @escaping @Sendable (Int, Result) -> Void = { _, _ in }
    ) -> [Result] {
        precondition(
            order.map { $0.count == count && Set($0) == Set(0..<count) } ?? true,
            "the order is not a permutation of the jobs")
        let state = Locked<(next: Int, results: [Result?])>((0, Array(repeating: nil, count: count)))
        let group = DispatchGroup()
        for _ in 0..<min(workers, count) {
            group.enter()
            WorkerThreads.shared.start {
                while true {
                    let index = state.withLock { state -> Int? in
                        guard state.next < count else { return nil }
                        defer { state.next += 1 }
                        return order?[state.next] ?? state.next
                    }
                    guard let index else { break }
                    let result = job(index)
                    state.withLock { state in
                        state.results[index] = result
                        finished(index, result)
                    }
                }
                group.leave()
            }
        }
        group.wait()
        return state.withLock { $0.results.map { $0! } }
    }
}

/// The threads `WorkerPool` runs its workers on, kept for the next run rather
/// than ended: a thread that ends hands its heap back to the allocator
/// (mimalloc's thread-done, about 6.5 million instructions), and a build runs
/// a dozen pools (1.5% of comprehensive-rust's instructions at `--jobs 1`).
/// Threads rather than Dispatch's pool: each job is long, CPU-bound work, and
/// the deep recursion of XML and Markdown trees wants a large stack. A task
/// never waits for a thread: one is made when none is idle, so a pool run from
/// inside another's job cannot deadlock.
final class WorkerThreads: @unchecked Sendable {
    static let shared = WorkerThreads()
    static let stackSize = 8 << 20

    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var tasks: [@Sendable () -> Void] = []
    /// Threads waiting for a task, guarded by `condition`.
    private var idle = 0

    func start(_ task: @escaping @Sendable () -> Void) {
        condition.lock()
        tasks.append(task)
        // Every waiting thread takes one task; a task beyond them gets a new thread.
        let enough = idle >= tasks.count
        if enough { condition.signal() }
        condition.unlock()
        guard !enough else { return }
        let thread = Thread { [self] in serve() }
        thread.stackSize = Self.stackSize
        thread.start()
    }

    private func serve() {
        condition.lock()
        while true {
            while tasks.isEmpty {
                idle += 1
                condition.wait()
                idle -= 1
            }
            let task = tasks.removeFirst()
            condition.unlock()
            task()
            condition.lock()
        }
    }
}
