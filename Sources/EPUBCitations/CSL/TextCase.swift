/// `text-case` (CSL 1.0.2 "Text-case"): lowercase, uppercase, capitalize-first, capitalize-all, sentence and
/// title (English rules: stop words stay lower case but first and after a colon; words already holding capitals,
/// "DNA", "iPhone", keep them).
enum TextCase {
    static let stopWords: Set<String> = [
        "a", "an", "and", "as", "at", "but", "by", "down", "for", "from", "in", "into", "nor", "of", "on", "onto",
        "or", "over", "so", "the", "till", "to", "up", "via", "with", "yet",
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
        /// Whether the word being read has protected text.
        var wordProtected = false
    }

    /// The words of `text` changed by `textCase`; a word with protected text keeps its case (BibTeX's `f{\"u}r`,
    /// as citeproc treats it).
    private static func words(_ text: String, _ textCase: String, _ state: inout WordState) -> String {
        var result = ""
        var word = ""
        func flush() {
            guard !word.isEmpty else { return }
            result += state.wordProtected ? word : transform(word, textCase, state)
            state.wordProtected = state.inNocase
            state.isFirstWord = false
            state.afterColon = word.hasSuffix(":")
            word = ""
        }
        for character in text {
            if character == " " || character == "\u{A0}" {
                flush()
                result.append(character)
            } else {
                if character == Reference.nocaseStart { state.inNocase = true }
                if character == Reference.nocaseEnd { state.inNocase = false }
                if state.inNocase || character == Reference.nocaseEnd { state.wordProtected = true }
                word.append(character)
            }
        }
        flush()
        return result
    }

    private static func transform(_ word: String, _ textCase: String, _ state: WordState) -> String {
        switch textCase {
        case "capitalize-first", "sentence": return state.isFirstWord ? capitalized(word) : word
        case "capitalize-all": return capitalized(word)
        case "title":
            // Each part of a compound is a word of its own, as citeproc reads it: `Macro-appraisal` is
            // `Macro-Appraisal`. A part with a capital already (`iPhone`, `DNA`) stays as written.
            let parts = word.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            return parts.enumerated().map { index, part in
                guard part == part.lowercased() else { return part }
                let isFirst = index == 0 && (state.isFirstWord || state.afterColon)
                if !isFirst && stopWords.contains(part.filter(\.isLetter)) && (index > 0 || parts.count == 1) {
                    return part
                }
                return capitalized(part)
            }.joined(separator: "-")
        default: return word
        }
    }

    /// The word with its first letter in upper case.
    static func capitalized(_ word: String) -> String {
        guard let index = word.firstIndex(where: \.isLetter) else { return word }
        return word[..<index] + word[index].uppercased() + word[word.index(after: index)...]
    }
}
