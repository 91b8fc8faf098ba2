import EPUBSupport

/// The accessibility audit's warnings of one kind, gathered over the book: a few are told one by one, at their lines;
/// many are told once, where the first was, with their count and the way out, instead of hundreds of times.
/// - Passages in another script than the book's language: many of one script mean the book's language is wrong
///   (os1k's Japanese edition, which shares the English edition's `dc:language`), or a CJK book's code names in
///   Latin letters.
/// - Images without a text alternative in one file: a GitBook page of twenty screenshots saved by its editor as
///   `![](<.gitbook/assets/image (1).png>)` had had twenty warnings.
/// - Links without text in one file: cargo's command pages hold an empty `<a class="option-anchor">` before every
///   option (a web page's hover anchor), about a thousand in the book.
/// - The same part of a page's head dropped in many files: FanFicFare writes four `<meta>`s into every chapter's
///   head, Project Gutenberg's ebookmaker five (36 warnings for a story of nine chapters).
enum GatheredWarnings {
    /// More warnings of one group than this are one warning: a book in Korean that says nothing of its language
    /// (mdBook's and GitBook's default is English) had had a warning for every paragraph.
    static let limit = 3

    /// A warning, and the group it is counted in (nil for a warning told as it is).
    typealias Warning = (diagnostic: Diagnostic, group: Group?)
    enum Group: Hashable {
        /// Passages in `script` in a book whose language is `language`.
        case passage(script: String, language: String)
        /// Images without a text alternative in the file at `path`.
        case imagesWithoutText(path: String)
        /// Links without text in the file at `path`.
        case linksWithoutText(path: String)
        /// The same message in many files.
        case sameInFiles(message: String)
    }

    /// `warnings` in their order, each group told more than `limit` times made one warning where the first was.
    static func gathered(_ warnings: [Warning]) -> [Diagnostic] {
        var counts: [Group: Int] = [:]
        for group in warnings.compactMap(\.group) { counts[group, default: 0] += 1 }
        var told = Set<Group>()
        return warnings.compactMap { warning in
            guard let group = warning.group, let count = counts[group], count > limit else {
                return warning.diagnostic
            }
            guard told.insert(group).inserted else { return nil }
            return Diagnostic(
                .warning, warning.diagnostic.code, at: warning.diagnostic.location, stage: warning.diagnostic.stage,
                message(group, count: count))
        }
    }

    private static func message(_ group: Group, count: Int) -> String {
        switch group {
        case .passage(let script, let language):
            return "\(count) passages in the \(script) script in a book whose language is "
                + "'\(language)' (the first here): if the book is written in it, give the book its "
                + "language (book.yaml's or book.json's 'language', book.toml's [book] language, --language, or "
                + "dc:language); else mark each passage's language with lang=\"…\" so it is read and shown right"
        case .imagesWithoutText:
            return "\(count) images in this file have no text alternative (the first here): describe each in its "
                + "alt text, or mark it decorative with role=\"presentation\""
        case .linksWithoutText:
            return "\(count) links in this file have no text (the first here): screen readers announce nothing to "
                + "follow; give each text, or alt text to its image"
        case .sameInFiles(let message):
            return message + " (in \(count) files; the first here)"
        }
    }
}
