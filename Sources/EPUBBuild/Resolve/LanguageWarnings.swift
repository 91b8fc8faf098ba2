import EPUBSupport

/// The warnings for passages in another script than the book's language,
/// gathered over the book: a few are told one by one, at their lines; many of
/// one script mean the book's language is wrong (os1k's Japanese edition, which
/// shares the English edition's `dc:language`), or a CJK book's code names in
/// Latin letters, and are told once, with the way out, instead of hundreds of times.
enum LanguageWarnings {
    /// More passages of one script than this are one warning: a book in Korean that says nothing of its language
    /// (mdBook's and GitBook's default is English) had had a warning for every paragraph.
    static let limit = 3

    /// A warning, and the script and language of the passage it is about (nil for any other warning).
    typealias Warning = (diagnostic: Diagnostic, passage: Passage?)
    struct Passage: Hashable {
        var script: String
        var language: String
    }

    /// `warnings` in their order, the passages of a script told more than `limit` times made one warning where
    /// the first was.
    static func gathered(_ warnings: [Warning]) -> [Diagnostic] {
        var counts: [Passage: Int] = [:]
        for passage in warnings.compactMap(\.passage) { counts[passage, default: 0] += 1 }
        var told = Set<Passage>()
        return warnings.compactMap { warning in
            guard let passage = warning.passage, let count = counts[passage], count > limit else {
                return warning.diagnostic
            }
            guard told.insert(passage).inserted else { return nil }
            return Diagnostic(
                .warning, .unmarkedLanguage, at: warning.diagnostic.location, stage: .resolve,
                "\(count) passages in the \(passage.script) script in a book whose language is "
                    + "'\(passage.language)' (the first here): if the book is written in it, give the book its "
                    + "language (book.yaml's or book.json's 'language', book.toml's [book] language, --language, or "
                    + "dc:language); else mark each passage's language with lang=\"…\" so it is read and shown right")
        }
    }
}
