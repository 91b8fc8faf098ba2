/// Languages written right to left, for the `dir` of the pages and the
/// direction pages turn when book.yaml says neither (Japanese, which turns
/// right to left only when set vertically, is not one of them).
package enum RightToLeftLanguages {
    /// ISO 639 codes of languages whose usual script runs right to left.
    private static let languages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ji", "ps", "sd", "syr", "ug", "ur", "yi",
    ]
    /// ISO 15924 codes of right-to-left scripts, for tags such as `ku-Arab` or `pa-Arab`.
    private static let scripts: Set<String> = ["arab", "hebr", "syrc", "thaa", "nkoo", "adlm", "rohg", "samr", "mand"]

    /// Whether text in the BCP 47 `language` runs right to left.
    package static func contains(_ language: String) -> Bool {
        let subtags = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let primary = subtags.first else { return false }
        if let script = subtags.dropFirst().first(where: { $0.count == 4 }) { return scripts.contains(script) }
        return languages.contains(primary)
    }
}
