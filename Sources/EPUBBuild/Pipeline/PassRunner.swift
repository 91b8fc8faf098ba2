import EPUBSupport
import Foundation

/// One named step of a stage: what it does to the stage's work in progress.
struct Pass<Work>: Sendable {
    let name: String
    let run: @Sendable (inout Work) -> Void

    init(_ name: String, _ run: @escaping @Sendable (inout Work) -> Void) {
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
protocol PassWork {
    var diagnostics: [Diagnostic] { get set }
}

/// Runs a stage's passes in order on its work in progress, timing each and
/// stamping its name on every diagnostic it added.
enum PassRunner {
    static func run<Work: PassWork>(_ passes: [Pass<Work>], on work: inout Work, stage: BuildStage) -> [PassTiming] {
        var timings: [PassTiming] = []
        for pass in passes {
            let start = Date()
            let before = work.diagnostics.count
            pass.run(&work)
            for index in before..<work.diagnostics.count { work.diagnostics[index].pass = pass.name }
            timings.append(PassTiming(stage: stage, pass: pass.name, seconds: Date().timeIntervalSince(start)))
        }
        return timings
    }
}
