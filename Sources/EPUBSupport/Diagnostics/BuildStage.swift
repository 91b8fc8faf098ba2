/// The named steps of `epubbuild build` (Load … Write, in order) and of
/// `epubbuild unpack` (Open, Extract, Flatten). The name is part of every
/// message a stage raises, so users can tell where the work stopped.
public enum BuildStage: String, CaseIterable, Sendable, Codable {
    case load = "Load"
    case ingest = "Ingest"
    case resolve = "Resolve"
    case transform = "Transform"
    case package = "Package"
    case write = "Write"
    /// `build --check`: epubcheck on the EPUB just written.
    case check = "Check"
    /// Reading an EPUB: the zip, container.xml, the package document, navigation.
    case open = "Open"
    /// Writing an EPUB's files to a folder.
    case extract = "Extract"
    /// Making one HTML file of an EPUB.
    case flatten = "Flatten"

    /// The stages of a build, in order.
    public static let build: [BuildStage] = [.load, .ingest, .resolve, .transform, .package, .write]

    /// What the stage does, for progress output.
    public var summary: String {
        switch self {
        case .load: "Load the book and its metadata"
        case .ingest: "Ingest chapters"
        case .resolve: "Resolve ids and resources"
        case .transform: "Apply templates"
        case .package: "Generate package, navigation and NCX"
        case .write: "Write the OCF container"
        case .check: "Check with epubcheck"
        case .open: "Open the EPUB"
        case .extract: "Extract files"
        case .flatten: "Flatten to one HTML file"
        }
    }
}
