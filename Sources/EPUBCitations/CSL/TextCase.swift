/// `text-case` (CSL 1.0.2 "Text-case"): lowercase, uppercase, capitalize-first, capitalize-all, sentence and
/// title (English rules: stop words stay lower case but first and after a colon; words already holding capitals,
/// "DNA", "iPhone", keep them).
enum TextCase {
    static let stopWords: Set<String> = [
        "a", "an", "and", "as", "at", "but", "by", "down", "for", "from", "in", "into", "nor", "of", "on", "onto",
        "or", "over", "so", "the", "till", "to", "up", "via", "with", "yet",
        // citeproc's own additions, which pandoc's titles follow ("A Talk about Cats", "Ludwig van Beethoven").
        "about", "van", "von", "de", "d", "l",
    ]

    static func apply(_ textCase: String, to text: RichText) -> RichText {
        switch textCase {
        case "lowercase", "uppercase":
            var inNocase = false
            return text.mapText { leaf in
                String(
                    leaf.map { character -> String in
                        if character == Reference.nocaseStart { inNocase = true }
                        if character == Reference.nocaseEnd { inNocase = false }
                        guard !inNocase else { return String(character) }
                        return textCase == "lowercase" ? character.lowercased() : character.uppercased()
                    }.joined())
            }
        default:
            var state = WordState()
            return text.mapText { words($0, textCase, &state) }
        }
    }

    /// Where the words of a text stand, across the leaves of a rich text.
    struct WordState {
        var isFirstWord = true
        var afterColon = false
        var inNocase = false
    }

    /// The words of `text` changed by `textCase`.
    private static func words(_ text: String, _ textCase: String, _ state: inout WordState) -> String {
        var result = ""
        var word = ""
        var startsInNocase = state.inNocase
        func flush() {
            guard !word.isEmpty else { return }
            result += transform(word, startsInNocase: startsInNocase, textCase, state)
            state.isFirstWord = false
            state.afterColon = word.hasSuffix(":")
            word = ""
        }
        for character in text {
            if character == " " || character == "\u{A0}" {
                flush()
                result.append(character)
            } else {
                if word.isEmpty { startsInNocase = state.inNocase }
                if character == Reference.nocaseStart { state.inNocase = true }
                if character == Reference.nocaseEnd { state.inNocase = false }
                word.append(character)
            }
        }
        flush()
        return result
    }

    /// A word (or a part of a compound) with protected text keeps its case, as citeproc treats BibTeX's `f{\"u}r`;
    /// only a letter inside the marks protects: a mark alone at its edge does not (`{Riemann} hypothesis`).
    private static func transform(_ word: String, startsInNocase: Bool, _ textCase: String, _ state: WordState)
        -> String
    {
        switch textCase {
        case "capitalize-first", "sentence", "capitalize-all":
            guard !protection(word[...], from: startsInNocase).isProtected else { return word }
            return textCase == "capitalize-all" || state.isFirstWord ? capitalized(word) : word
        case "title":
            // Each part of a compound is a word of its own, as citeproc reads it: `Macro-appraisal` is
            // `Macro-Appraisal`, `$\alpha$-stable` `α-Stable`. A part with a capital already (`iPhone`, `DNA`) stays.
            let parts = word.split(separator: "-", omittingEmptySubsequences: false)
            var inNocase = startsInNocase
            return parts.enumerated().map { index, part in
                let (isProtected, after) = protection(part, from: inNocase)
                inNocase = after
                guard !isProtected, part == part.lowercased() else { return String(part) }
                let isFirst = index == 0 && (state.isFirstWord || state.afterColon)
                if !isFirst && stopWords.contains(part.filter(\.isLetter)) && (index > 0 || parts.count == 1) {
                    return String(part)
                }
                return capitalized(String(part))
            }.joined(separator: "-")
        default: return word
        }
    }

    /// Whether a character of `part` other than a mark is inside nocase marks, and whether they are open after it.
    private static func protection(_ part: Substring, from inNocase: Bool) -> (isProtected: Bool, inNocase: Bool) {
        var inNocase = inNocase
        var isProtected = false
        for character in part {
            if character == Reference.nocaseStart {
                inNocase = true
            } else if character == Reference.nocaseEnd {
                inNocase = false
            } else if inNocase {
                isProtected = true
            }
        }
        return (isProtected, inNocase)
    }

    /// The word with its first letter in upper case, past punctuation ("(the" → "(The"); a word that starts with a
    /// digit keeps its letters ("10th", as citeproc writes it, not "10Th").
    static func capitalized(_ word: String) -> String {
        guard let index = word.firstIndex(where: { $0.isLetter || $0.isNumber }), word[index].isLetter else {
            return word
        }
        return word[..<index] + word[index].uppercased() + word[word.index(after: index)...]
    }
}
