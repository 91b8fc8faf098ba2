/// Hands out ids that are unique within one source file (all the documents
/// a split file becomes), GitHub-style:
/// the first `intro` stays `intro`, later ones become `intro-1`, `intro-2`.
struct IdentifierRegistry {
    private var taken: Set<String> = []
    /// The next suffix to try per base, so a heading repeated in every chapter
    /// costs one lookup, not one per earlier chapter.
    private var nextSuffix: [String: Int] = [:]

    mutating func claim(_ base: String) -> String {
        // HTML: an id must not contain whitespace (the id of `<p id="a b">` becomes `a-b`).
        let words = base.split(whereSeparator: \.isWhitespace)
        let start = words.isEmpty ? "section" : words.joined(separator: "-")
        // XML ids must not start with a digit (an NCName); GitHub's slugs can.
        let valid = start.first.map { $0.isLetter || $0 == "_" } == true ? start : "h-" + start
        var candidate = valid
        var counter = nextSuffix[valid] ?? 0
        while taken.contains(candidate) {
            counter += 1
            candidate = "\(valid)-\(counter)"
        }
        nextSuffix[valid] = counter
        taken.insert(candidate)
        return candidate
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens.
    static func slug(_ text: String) -> String {
        var result = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || character == "-" || character == "_" {
                result.append(character)
            } else if character == " " {
                result.append("-")
            }
        }
        return result
    }
}
