import EPUBSupport
import Foundation

/// Runs stages one after another, telling the listener as each starts and
/// recording how long each took.
struct StageClock {
    var onStage: (@Sendable (BuildStage) -> Void)?
    private(set) var timings: [(stage: BuildStage, seconds: Double)] = []
    /// The passes of the stages made of passes (`PassRunner`), in the order they ran.
    var passTimings: [PassTiming] = []

    init(onStage: (@Sendable (BuildStage) -> Void)?) {
        self.onStage = onStage
    }

    mutating func run<T>(_ stage: BuildStage, _ work: () throws(BuildError) -> T) throws(BuildError) -> T {
        onStage?(stage)
        let start = Date()
        defer { timings.append((stage, Date().timeIntervalSince(start))) }
        return try work()
    }
}
