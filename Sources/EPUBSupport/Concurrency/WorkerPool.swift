import Foundation

/// Runs `count` independent jobs on `workers` threads (the caller's and threads of their own), taking
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
        let work: @Sendable () -> Void = {
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
        }
        let group = DispatchGroup()
        // The calling thread is one of the workers: it would only wait, and each thread started costs its creation
        // and, as it ends, mimalloc's thread-done (with one thread fewer per run, 4 % of async-book's instructions
        // went to 2 %).
        for _ in 0..<max(0, min(workers, count) - 1) {
            group.enter()
            // Threads rather than Dispatch's pool: each job is long, CPU-bound work,
            // and the deep recursion of XML and Markdown trees wants a large stack.
            // A thread per run, ended after it: kept threads saved mimalloc's
            // thread-done (1.5 % of comprehensive-rust's instructions) but held
            // what other threads freed of their memory while idle, and the 20 MB
            // benchmark book peaked 15 % higher (stop 43, measured and undone).
            let thread = Thread {
                work()
                group.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        if count > 0 { work() }
        group.wait()
        return state.withLock { $0.results.map { $0! } }
    }
}
