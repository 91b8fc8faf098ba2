import EPUBSupport
import Foundation

/// What a finished build did.
public struct BuildReport: Sendable {
    /// The EPUB written, as an absolute path.
    public var output: String
    /// `output` relative to the working directory when it lies below it.
    public var displayOutput: String { Paths.display(output) }
    public var warnings: [Diagnostic]
    public var chapterCount: Int
    public var resourceCount: Int
    /// Every file the build read, templates included (for `--incremental`).
    public var inputs: [String] = []
    /// Seconds spent in each stage, in stage order.
    public var timings: [(stage: BuildStage, seconds: Double)]
    /// How long each pass of the stages made of passes took, in the order they ran (`build -v`).
    public var passTimings: [PassTiming] = []
    /// Where the written files came from, when `BuildOptions.mapSources` asked for it.
    public var sourceMap: SourceMap?
}
