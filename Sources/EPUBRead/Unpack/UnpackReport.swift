import EPUBSupport

/// What a finished unpack did.
public struct UnpackReport: Sendable {
    /// The folder or HTML file written.
    public var output: String
    /// Entries skipped, fonts left obfuscated, content dropped: what the user should know.
    public var warnings: [Diagnostic]
    /// Seconds spent in each stage (Open, then Extract or Flatten).
    public var timings: [(stage: BuildStage, seconds: Double)]
}
