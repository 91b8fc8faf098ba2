/// One book of a batch (`build` or `unpack` with several books), as `--json`
/// reports it: one JSON object per line, as schema/cli-output.schema.json (`batchResult`) describes it.
public struct BatchResult: Codable, Equatable, Sendable {
    public enum Status: String, Codable, Sendable {
        /// `build` wrote the EPUB.
        case built
        /// `build --incremental` found nothing changed since the last build.
        case unchanged
        /// `unpack` wrote the project, folder or HTML file.
        case unpacked
        case failed
    }

    public struct Message: Codable, Equatable, Sendable {
        public var severity: String
        /// The stable code of the rule (`broken-link`), which the manual lists (docs/building.md).
        public var code: String
        public var path: String
        public var line: Int
        public var column: Int
        public var stage: String
        public var message: String

        package init(_ diagnostic: Diagnostic) {
            severity = diagnostic.severity.rawValue
            code = diagnostic.code.rawValue
            path = diagnostic.location.path
            line = diagnostic.location.line
            column = diagnostic.location.column
            stage = diagnostic.stage.rawValue
            message = diagnostic.message
        }
    }

    /// The book.yaml or EPUB as given.
    public var input: String
    /// What was written: the EPUB, or the unpacked folder or page.
    public var output: String?
    public var status: Status
    public var diagnostics: [Message]
    /// Seconds per stage, by stage name.
    public var timings: [String: Double]

    public init(
        input: String, output: String?, status: Status, diagnostics: [Diagnostic],
        timings: [(stage: BuildStage, seconds: Double)]
    ) {
        self.input = input
        self.output = output
        self.status = status
        self.diagnostics = diagnostics.map(Message.init)
        self.timings = Dictionary(timings.map { ($0.stage.rawValue, $0.seconds) }, uniquingKeysWith: +)
    }
}
