import Foundation

/// One named step of a stage: what it does to the stage's work in progress.
package struct Pass<Work>: Sendable {
    package let name: String
    package let run: @Sendable (inout Work) -> Void

    package init(_ name: String, _ run: @escaping @Sendable (inout Work) -> Void) {
        self.name = name
        self.run = run
    }
}

/// How long one pass took (`build -v` prints them under their stage).
public struct PassTiming: Sendable, Equatable {
    public var stage: BuildStage
    public var pass: String
    public var seconds: Double
}

/// A stage's work that collects diagnostics as its passes run.
package protocol PassWork {
    var diagnostics: [Diagnostic] { get set }
}

/// Runs a stage's passes in order on its work in progress, timing each and
/// stamping its name on every diagnostic it added.
package enum PassRunner {
    package static func run<Work: PassWork>(_ passes: [Pass<Work>], on work: inout Work, stage: BuildStage)
        -> [PassTiming]
    {
        var timings: [PassTiming] = []
        for pass in passes { timings.append(timed(pass.name, stage: stage, on: &work, pass.run)) }
        return timings
    }

    /// Runs one pass, stamping its name on the diagnostics it added, and says how long it took.
    private static func timed<Work: PassWork, Failure: Error>(
        _ name: String, stage: BuildStage, on work: inout Work, _ run: (inout Work) throws(Failure) -> Void
    ) throws(Failure) -> PassTiming {
        let start = Date()
        let before = work.diagnostics.count
        try run(&work)
        for index in before..<work.diagnostics.count where work.diagnostics[index].pass == nil {
            work.diagnostics[index].pass = name
        }
        return PassTiming(stage: stage, pass: name, seconds: Date().timeIntervalSince(start))
    }
}

/// A pass that can stop its stage's work: an error it throws ends the run, stamped with its name.
package struct ThrowingPass<Work>: Sendable {
    package let name: String
    package let run: @Sendable (inout Work) throws(BuildError) -> Void

    package init(_ name: String, _ run: @escaping @Sendable (inout Work) throws(BuildError) -> Void) {
        self.name = name
        self.run = run
    }
}

extension PassRunner {
    package static func run<Work: PassWork>(_ passes: [ThrowingPass<Work>], on work: inout Work, stage: BuildStage)
        throws(BuildError) -> [PassTiming]
    {
        var timings: [PassTiming] = []
        for pass in passes {
            do {
                timings.append(try timed(pass.name, stage: stage, on: &work, pass.run))
            } catch {
                throw BuildError(error.diagnostics.map { Self.stamped($0, pass.name) })
            }
        }
        return timings
    }

    /// A diagnostic keeps the pass that found it when a later one throws it.
    private static func stamped(_ diagnostic: Diagnostic, _ pass: String) -> Diagnostic {
        var diagnostic = diagnostic
        if diagnostic.pass == nil { diagnostic.pass = pass }
        return diagnostic
    }

    /// Each pass's time summed over runs (the chapters of a stage that runs its passes once per chapter).
    package static func summed(_ runs: [[PassTiming]]) -> [PassTiming] {
        var order: [String] = []
        var totals: [String: PassTiming] = [:]
        for timing in runs.joined() {
            if totals[timing.pass] == nil { order.append(timing.pass) }
            totals[timing.pass, default: PassTiming(stage: timing.stage, pass: timing.pass, seconds: 0)].seconds +=
                timing.seconds
        }
        return order.compactMap { totals[$0] }
    }
}
