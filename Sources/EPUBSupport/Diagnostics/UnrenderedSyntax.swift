/// One kind of syntax the build cannot render (a GitBook `{% solution %}`
/// block, a `{{%segment …}}` directive, a Mermaid diagram), counted: a real
/// book writes the same thing dozens of times, and a warning for each would
/// bury the rest, so each kind is told once, at its first place, with a count.
package struct UnrenderedSyntax: Sendable, Equatable {
    package var code: DiagnosticCode
    /// "GitBook '{% solution %}' block": what one of them is, for counting and the message.
    package var kind: String
    package var plural: String
    /// What was done and why, after the count: "left out: …".
    package var outcome: String
    package var first: SourceLocation
    package var count = 1

    package init(
        code: DiagnosticCode, kind: String, plural: String, outcome: String, first: SourceLocation, count: Int = 1
    ) {
        self.code = code
        self.kind = kind
        self.plural = plural
        self.outcome = outcome
        self.first = first
        self.count = count
    }

    package var diagnostic: Diagnostic {
        let counted = count == 1 ? "1 \(kind)" : "\(count) \(plural)"
        return Diagnostic(
            .warning, code, at: first, stage: .ingest, counted + " " + outcome + (count == 1 ? "" : " (the first here)")
        )
    }
}

extension [UnrenderedSyntax] {
    /// Counts one more of `syntax`'s kind, or adds the kind at its first place.
    package mutating func count(_ syntax: UnrenderedSyntax) {
        if let index = firstIndex(where: { $0.code == syntax.code && $0.kind == syntax.kind }) {
            self[index].count += syntax.count
        } else {
            append(syntax)
        }
    }

    /// Counts one more of a kind already counted, if it is: then its place need not be found (`count(_:)` keeps the
    /// first). Whether it was.
    package mutating func countAgain(code: DiagnosticCode, kind: String) -> Bool {
        guard let index = firstIndex(where: { $0.code == code && $0.kind == kind }) else { return false }
        self[index].count += 1
        return true
    }

    /// The tallies of several chapters (in reading order) as one per kind for the book.
    package static func merging(_ tallies: [[UnrenderedSyntax]]) -> [UnrenderedSyntax] {
        var merged: [UnrenderedSyntax] = []
        for tally in tallies {
            for syntax in tally { merged.count(syntax) }
        }
        return merged
    }
}
