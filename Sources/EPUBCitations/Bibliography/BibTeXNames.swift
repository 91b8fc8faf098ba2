import EPUBSupport
import Foundation

/// The names of a BibTeX name field (`author = {Doe, John and van der Berg, Jan}`), split as BibTeX splits them:
/// on `and` outside braces, then "First von Last", "von Last, First" or "von Last, Jr, First".
enum BibTeXNames {
    /// `and others` ends the list with `ReferenceName.others`: more authors than named, shown as "et al.".
    static func names(_ value: String) -> [ReferenceName] {
        split(value, onWord: "and").compactMap { raw in
            raw.trimmingWhitespace.lowercased() == "others" ? ReferenceName.others : name(raw)
        }
    }

    private static func name(_ raw: String) -> ReferenceName? {
        let trimmed = raw.trimmingWhitespace
        guard !trimmed.isEmpty else { return nil }
        if trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), isOneGroup(trimmed) || !trimmed.contains(" ") {
            return ReferenceName(literal: text(trimmed))
        }
        let parts = splitCommas(trimmed).map { words($0) }
        var name = ReferenceName()
        var lastPart: [String]
        switch parts.count {
        case 1:
            let words = parts[0]
            guard words.count > 1 else { return ReferenceName(family: text(trimmed)) }
            let vonStart = words.dropLast().firstIndex(where: isLowerCase)
            let givenEnd = vonStart ?? words.count - 1
            name.given = joined(words[..<givenEnd])
            lastPart = Array(words[givenEnd...])
        default:
            lastPart = parts[0]
            if parts.count > 2 { name.suffix = joined(parts[1][...]) }
            name.given = joined(parts[parts.count - 1][...])
        }
        let vonEnd = lastPart.dropLast().lastIndex(where: isLowerCase).map { $0 + 1 } ?? 0
        name.droppingParticle = joined(lastPart[..<vonEnd])
        name.family = joined(lastPart[vonEnd...])
        return name
    }

    private static func joined(_ words: ArraySlice<String>) -> String? {
        words.isEmpty ? nil : text(words.joined(separator: " "))
    }

    private static func text(_ raw: String) -> String { LaTeXText(raw).string }

    /// A word of the von part starts with a lower-case letter outside braces.
    private static func isLowerCase(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, first != "{" else { return false }
        return first.properties.isLowercase
    }

    /// Whether `text` is one brace group from its first character to its last.
    private static func isOneGroup(_ text: String) -> Bool {
        var depth = 0
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            if scalar == "{" { depth += 1 } else if scalar == "}" { depth -= 1 }
            if depth == 0 && offset < text.unicodeScalars.count - 1 { return false }
        }
        return true
    }

    /// The parts of `text` between the words `word` (any case) outside braces.
    private static func split(_ text: String, onWord word: String) -> [String] {
        var parts: [String] = []
        var current = ""
        for token in words(text) {
            if token.lowercased() == word {
                parts.append(current)
                current = ""
            } else {
                current += current.isEmpty ? token : " " + token
            }
        }
        parts.append(current)
        return parts
    }

    private static func splitCommas(_ text: String) -> [String] {
        splitOutsideBraces(text) { $0 == "," }.map { $0.trimmingWhitespace }
    }

    private static func words(_ text: String) -> [String] {
        splitOutsideBraces(text) { $0.properties.isWhitespace || $0 == "~" }.filter { !$0.isEmpty }
    }

    private static func splitOutsideBraces(_ text: String, at isSeparator: (Unicode.Scalar) -> Bool) -> [String] {
        var parts: [String] = []
        var current = String.UnicodeScalarView()
        var depth = 0
        for scalar in text.unicodeScalars {
            if scalar == "{" { depth += 1 } else if scalar == "}" { depth -= 1 }
            if depth == 0 && isSeparator(scalar) {
                parts.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        parts.append(String(current))
        return parts
    }
}
