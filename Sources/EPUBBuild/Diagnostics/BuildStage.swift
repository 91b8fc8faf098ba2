/// The named steps of `epubbuild build`, in order. The name is part of every
/// message a stage raises, so users can tell where a build stopped.
public enum BuildStage: String, CaseIterable, Sendable, Codable {
    case load = "Load"
    case ingest = "Ingest"
    case resolve = "Resolve"
    case transform = "Transform"
    case package = "Package"
    case write = "Write"

    /// What the stage does, for progress output.
    public var summary: String {
        switch self {
        case .load: "Load book.yaml"
        case .ingest: "Ingest chapters"
        case .resolve: "Resolve ids and resources"
        case .transform: "Apply templates"
        case .package: "Generate package, navigation and NCX"
        case .write: "Write the OCF container"
        }
    }
}
