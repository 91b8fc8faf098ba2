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
    /// The named pass of its stage that found it (`PassRunner` stamps it), for `--json`
    /// and for the reader of a trace; nil where a stage is not yet made of passes.
    /// Not part of what a diagnostic says: two that differ only here are equal.
    public var pass: String?

    public init(
        _ severity: Severity, _ code: DiagnosticCode, at location: SourceLocation, stage: BuildStage, _ message: String
    ) {
        self.severity = severity
        self.code = code
        self.location = location
        self.stage = stage
        self.message = message
    }

    public static func == (a: Diagnostic, b: Diagnostic) -> Bool {
        a.severity == b.severity && a.code == b.code && a.location == b.location && a.stage == b.stage
            && a.message == b.message
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(severity)
        hasher.combine(code)
        hasher.combine(location)
        hasher.combine(stage)
        hasher.combine(message)
    }

    /// `path:line:col: error: [Stage] message`, on one line whatever the book's names hold (`PrintableText`).
    public var description: String {
        "\(location): \(severity.rawValue): [\(stage.rawValue)] \(PrintableText.escaped(message))"
    }
}

extension Array where Element == Diagnostic {
    /// Each diagnostic once, at its first place in the list, a repeated one saying how often it was found
    /// (`… (3 times)`): a reference definition in a file every chapter includes, used three times, had printed the
    /// same line three times, forty in one book.
    public var mergingRepeats: [Diagnostic] {
        var counts: [Diagnostic: Int] = [:]
        for diagnostic in self { counts[diagnostic, default: 0] += 1 }
        guard counts.count < count else { return self }
        var seen: Set<Diagnostic> = []
        return compactMap { diagnostic in
            guard seen.insert(diagnostic).inserted else { return nil }
            let times = counts[diagnostic] ?? 1
            guard times > 1 else { return diagnostic }
            var merged = diagnostic
            merged.message += " (\(times) times)"
            return merged
        }
    }
}
