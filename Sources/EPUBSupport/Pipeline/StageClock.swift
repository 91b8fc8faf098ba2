import Foundation

/// Runs stages one after another, telling the listener as each starts and
/// recording how long each took.
package struct StageClock {
    package var onStage: (@Sendable (BuildStage) -> Void)?
    package private(set) var timings: [(stage: BuildStage, seconds: Double)] = []
    /// The passes of the stages made of passes (`PassRunner`), in the order they ran.
    package private(set) var passTimings: [PassTiming] = []

    package init(onStage: (@Sendable (BuildStage) -> Void)?) {
        self.onStage = onStage
    }

    package mutating func run<T>(_ stage: BuildStage, _ work: () throws(BuildError) -> T) throws(BuildError) -> T {
        onStage?(stage)
        let start = Date()
        do {
            let result = try work()
            timings.append((stage, Date().timeIntervalSince(start)))
            return result
        } catch {
            timings.append((stage, Date().timeIntervalSince(start)))
            // A failed build's report still says where its time went, up to the stage that stopped it.
            var error = error
            error.timings = Dictionary(timings.map { ($0.stage.rawValue, $0.seconds) }, uniquingKeysWith: +)
            throw error
        }
    }

    /// A stage made of named passes: `work` adds each pass's timing to the list it is handed.
    package mutating func run<T>(_ stage: BuildStage, passes work: (inout [PassTiming]) throws(BuildError) -> T)
        throws(BuildError) -> T
    {
        var timings: [PassTiming] = []
        defer { passTimings += timings }
        return try run(stage) { () throws(BuildError) in try work(&timings) }
    }
}
