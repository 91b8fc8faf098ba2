import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBSupport

/// The threads that run Ingest's chapters, Transform's pages and a batch's books.
@Suite struct WorkerPoolTests {
    /// Jobs are taken in the order given (Transform gives the longest first);
    /// results still come back by job number.
    @Test func jobsRunInTheOrderGivenAndResultsComeBackInJobOrder() {
        let order = [4, 0, 3, 1, 2]
        let started = Locked<[Int]>([])
        let results = WorkerPool(workers: 1).run(order.count, order: order) { index -> String in
            started.withLock { $0.append(index) }
            return "job \(index)"
        }
        #expect(started.withLock { $0 } == order)
        #expect(results == (0..<5).map { "job \($0)" })
    }

    @Test func everyJobRunsOnceAtAnyNumberOfWorkers() {
        let count = 500
        let order = Array((0..<count).reversed())
        for workers in [1, 2, 3, 8] {
            let runs = Locked<[Int]>(Array(repeating: 0, count: count))
            let results = WorkerPool(workers: workers).run(count, order: order) { index -> Int in
                runs.withLock { $0[index] += 1 }
                return index * index
            }
            #expect(runs.withLock { $0 } == Array(repeating: 1, count: count), "\(workers) workers")
            #expect(results == (0..<count).map { $0 * $0 }, "\(workers) workers")
        }
    }

    /// A job that runs a pool of its own gets threads of its own rather than waiting for a busy one (no
    /// deadlock), at any number of workers, run after run.
    @Test func poolsRunInsidePoolsOnKeptThreads() {
        for workers in [1, 2, 4] {
            for run in 0..<20 {
                let sums = WorkerPool(workers: workers).run(6) { outer -> Int in
                    WorkerPool(workers: workers).run(50) { inner in outer * 1000 + inner }.reduce(0, +)
                }
                #expect(sums == (0..<6).map { outer in (0..<50).reduce(0) { $0 + outer * 1000 + $1 } }, "run \(run)")
            }
        }
    }
}
