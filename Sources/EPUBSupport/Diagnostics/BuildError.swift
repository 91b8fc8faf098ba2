/// The error that stops a build: every error diagnostic a stage found before
/// it gave up, so one rebuild shows all of them rather than the first.
public struct BuildError: Error, Equatable, Sendable, CustomStringConvertible {
    /// At least one; sorted by file, line and column when several.
    public private(set) var diagnostics: [Diagnostic]
    /// Seconds per stage, by stage name, of the stages that ran before the build stopped (the last is the one that
    /// stopped it), for `--json`; not part of the error's identity.
    public var timings: [String: Double] = [:]

    /// How many diagnostics `description` prints before summing up the rest.
    public static let printedLimit = 100

    public init(_ diagnostic: Diagnostic) {
        diagnostics = [diagnostic]
    }

    public init(_ code: DiagnosticCode, at location: SourceLocation, stage: BuildStage, _ message: String) {
        diagnostics = [Diagnostic(.error, code, at: location, stage: stage, message)]
    }

    /// Several problems, reported once each in file, line and column order
    /// (two uses of one broken reference-link definition are one problem).
    /// `diagnostics` must not be empty.
    public init(_ diagnostics: [Diagnostic]) {
        precondition(!diagnostics.isEmpty, "a BuildError needs at least one diagnostic")
        var seen: Set<Diagnostic> = []
        self.diagnostics = diagnostics.filter { seen.insert($0).inserted }.enumerated().sorted { left, right in
            let (a, b) = (left.element.location, right.element.location)
            if a.path != b.path { return a.path < b.path }
            if a.line != b.line { return a.line < b.line }
            if a.column != b.column { return a.column < b.column }
            return left.offset < right.offset
        }.map(\.element)
    }

    public static func == (left: BuildError, right: BuildError) -> Bool { left.diagnostics == right.diagnostics }

    /// Throws the errors among `diagnostics`, if there are any.
    public static func throwIfErrors(in diagnostics: [Diagnostic]) throws(BuildError) {
        let errors = diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { throw BuildError(errors) }
    }

    /// The first problem (in file order).
    public var diagnostic: Diagnostic {
        get { diagnostics[0] }
        set { diagnostics[0] = newValue }
    }

    /// The line that ends a build stopped only by broken links and missing
    /// fragments, which `--lenient` reports as warnings (keeping the links'
    /// text): the way past them while they are mended. Nil for other errors.
    public var lenientHint: String? {
        guard diagnostics.allSatisfy({ $0.code == .brokenLink }) else { return nil }
        let count = diagnostics.count
        let what = count == 1 ? "1 broken link or missing fragment" : "\(count) broken links or missing fragments"
        return
            "\(what) stopped the build — mend \(count == 1 ? "it" : "them"), or build with --lenient to keep the links' text and write the book anyway"
    }

    /// One diagnostic per line, at most `printedLimit`, then `and N more errors`.
    public var description: String {
        var lines = diagnostics.prefix(Self.printedLimit).map(\.description)
        let rest = diagnostics.count - Self.printedLimit
        if rest > 0 { lines.append("and \(rest) more error\(rest == 1 ? "" : "s")") }
        return lines.joined(separator: "\n")
    }
}

extension [Diagnostic] {
    /// Whether the next message is still worth a "did you mean" (`NearestName`, an edit-distance search over a
    /// folder's files or a chapter's anchors): past the first `BuildError.printedLimit` messages of a list, the rest
    /// are summed up rather than read, and a source with thousands of broken names must not pay a search for each.
    package var wantsSuggestions: Bool { count < BuildError.printedLimit }
}
