/// One problem found in a book's sources: an error stops the build, a warning
/// is reported and the build goes on.
public struct Diagnostic: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Codable {
        case warning
        case error
    }

    public var severity: Severity
    /// The rule broken, stable across versions (see `DiagnosticCode`).
    public var code: DiagnosticCode
    public var location: SourceLocation
    public var stage: BuildStage
    public var message: String

    public init(
        _ severity: Severity, _ code: DiagnosticCode, at location: SourceLocation, stage: BuildStage, _ message: String
    ) {
        self.severity = severity
        self.code = code
        self.location = location
        self.stage = stage
        self.message = message
    }

    /// `path:line:col: error: [Stage] message`
    public var description: String {
        "\(location): \(severity.rawValue): [\(stage.rawValue)] \(message)"
    }
}
