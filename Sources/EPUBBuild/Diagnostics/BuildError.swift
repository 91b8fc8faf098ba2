/// The error that stops a build: the diagnostic that caused it.
public struct BuildError: Error, Equatable, Sendable, CustomStringConvertible {
    public var diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }

    public init(at location: SourceLocation, stage: BuildStage, _ message: String) {
        self.diagnostic = Diagnostic(.error, at: location, stage: stage, message)
    }

    public var description: String { diagnostic.description }
}
