import EPUBSupport

extension BibliographyReader {
    /// A warning at each entry whose key an earlier entry has (the book's bibliography files read in order), naming
    /// the earlier: the later is the one cited, as pandoc cites it, so a book cites the same with both tools.
    public static func duplicateKeys(_ references: [Reference]) -> [Diagnostic] {
        var first: [String: SourceLocation] = [:]
        var warnings: [Diagnostic] = []
        for reference in references {
            guard let earlier = first[reference.id] else {
                first[reference.id] = reference.location
                continue
            }
            let place = earlier.path == reference.location.path ? "line \(earlier.line)" : earlier.description
            warnings.append(
                Diagnostic(
                    .warning, .duplicateCitationKey, at: reference.location, stage: .load,
                    "the key '\(reference.id)' is already an entry's at \(place); citations cite this one, as pandoc's "
                        + "do — remove one of them, or give it another key"))
        }
        return warnings
    }
}
