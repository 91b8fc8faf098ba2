/// Languages written right to left, for the `dir` of the pages the build
/// generates. The page-progression direction is never guessed from them: a
/// book says `page-progression: rtl` itself (Japanese, say, turns right to
/// left only when set vertically).
enum RightToLeftLanguages {
    /// ISO 639 codes of languages whose usual script runs right to left.
    private static let languages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ji", "ps", "sd", "syr", "ug", "ur", "yi",
    ]
    /// ISO 15924 codes of right-to-left scripts, for tags such as `ku-Arab` or `pa-Arab`.
    private static let scripts: Set<String> = ["arab", "hebr", "syrc", "thaa", "nkoo", "adlm", "rohg", "samr", "mand"]

    /// Whether text in the BCP 47 `language` runs right to left.
    static func contains(_ language: String) -> Bool {
        let subtags = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let primary = subtags.first else { return false }
        if let script = subtags.dropFirst().first(where: { $0.count == 4 }) { return scripts.contains(script) }
        return languages.contains(primary)
    }
}
