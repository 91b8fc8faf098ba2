/// Hands out ids that are unique within one source file (all the documents
/// a split file becomes), GitHub-style:
/// the first `intro` stays `intro`, later ones become `intro-1`, `intro-2`.
struct IdentifierRegistry {
    private var taken: Set<String> = []
    /// Ids the author wrote (`{#terms}`, `<a id="terms">`): no generated id takes one, so a link to `#terms` lands
    /// where the author put it even when an earlier heading's anchor would have been `terms`.
    private var reserved: Set<String> = []
    /// The next suffix to try per base, so a heading repeated in every chapter
    /// costs one lookup, not one per earlier chapter.
    private var nextSuffix: [String: Int] = [:]

    mutating func reserve(_ ids: some Sequence<String>) {
        reserved.formUnion(ids)
    }

    /// `base` as an id unique in the file: as it is when free (or reserved for it: `written`, the author's own),
    /// else with the first free suffix.
    mutating func claim(_ base: String, written: Bool = false) -> String {
        // HTML: an id must not contain whitespace (the id of `<p id="a b">` becomes `a-b`).
        let words = base.split(whereSeparator: \.isWhitespace)
        let start = words.isEmpty ? "section" : words.joined(separator: "-")
        // XML ids must not start with a digit (an NCName); GitHub's slugs can.
        let valid = start.first.map { $0.isLetter || $0 == "_" } == true ? start : "h-" + start
        if written, reserved.contains(valid), taken.insert(valid).inserted { return valid }
        var candidate = valid
        var counter = nextSuffix[valid] ?? 0
        while taken.contains(candidate) || reserved.contains(candidate) {
            counter += 1
            candidate = "\(valid)-\(counter)"
        }
        nextSuffix[valid] = counter
        taken.insert(candidate)
        return candidate
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens.
    /// Taken scalar by scalar: a Character holds a letter and what joins to it
    /// (a Persian letter and its ZERO WIDTH NON-JOINER), and format characters
    /// (Unicode category Cf: U+200C, U+200D, U+200E, the soft hyphen) are
    /// dropped, as github-slugger removes `\p{Format}` and mdBook's
    /// `normalize_id` keeps only what `char::is_alphanumeric` takes.
    static func slug(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var keptBase = false
        for scalar in text.lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .decimalNumber, .letterNumber, .otherNumber:
                keptBase = true
            case .nonspacingMark, .spacingMark, .enclosingMark:
                // A mark goes with its base: an accent stays, an emoji's variation selector goes with the emoji.
                if !keptBase { continue }
            case .format:
                continue
            default:
                keptBase = false
                if scalar == " " { result.append("-") } else if scalar == "-" || scalar == "_" { result.append(scalar) }
                continue
            }
            result.append(scalar)
        }
        return String(result)
    }

    /// pandoc's anchor for a heading (`auto_identifiers`, pandoc's manual "Extension: auto_identifiers"): lower
    /// case; only letters, numbers, `_`, `-` and `.` kept; words joined by hyphens; everything before the first
    /// letter dropped (`2.1 Über-x.y!` is `über-x.y`), and `section` when nothing is left (`## 1`), so that `#section`
    /// and `[1]` find it as in pandoc's own EPUB.
    static func pandocSlug(_ text: String) -> String {
        let kept = text.lowercased().unicodeScalars.filter { scalar in
            scalar.properties.isWhitespace || scalar == "_" || scalar == "-" || scalar == "."
                || scalar.properties.isAlphabetic && !isMark(scalar) || scalar.properties.numericType != nil
        }
        let words = String(String.UnicodeScalarView(kept)).split(whereSeparator: \.isWhitespace).joined(separator: "-")
        let slug = words.drop { !$0.isLetter }
        return slug.isEmpty ? "section" : String(slug)
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        [.nonspacingMark, .spacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
    }

    /// `id` without its format characters (U+200C ZERO WIDTH NON-JOINER, …), which
    /// GitHub's and mdBook's anchors leave out and a link copied from the heading keeps.
    static func withoutFormatCharacters(_ id: String) -> String {
        var scalars = id.unicodeScalars
        scalars.removeAll { $0.properties.generalCategory == .format }
        return String(scalars)
    }
}
