import Foundation

/// BibTeX titles are written in title case, and CSL wants them in sentence case (a style that prints titles in
/// title case makes them so again): a word that is capitalised ("Study") is lowered unless braces protect it or it
/// starts the title or follows a colon; words in other cases ("DNA", "iPhone", "McDonald") stay as written.
enum SentenceCase {
    static func untitle(_ value: String) -> String {
        let scalars = LaTeXText(value).scalars
        var result = String.UnicodeScalarView()
        var atBoundary = true
        var inProtected = false
        var start = 0
        while start < scalars.count {
            var end = start
            while end < scalars.count, scalars[end].scalar != " " { end += 1 }
            let word = scalars[start..<end]
            let letters = word.filter { $0.scalar.properties.isAlphabetic }
            let isCapitalised =
                letters.first?.scalar.properties.isUppercase == true
                && letters.dropFirst().allSatisfy { $0.scalar.properties.isLowercase }
            let lowered = !atBoundary && isCapitalised && !word.contains { $0.isProtected }
            let firstLetter = word.firstIndex { $0.scalar.properties.isAlphabetic }
            for index in word.indices {
                if word[index].isProtected != inProtected {
                    inProtected = word[index].isProtected
                    result.append(
                        contentsOf: String(inProtected ? Reference.nocaseStart : Reference.nocaseEnd).unicodeScalars)
                }
                if lowered && index == firstLetter {
                    result.append(contentsOf: word[index].scalar.properties.lowercaseMapping.unicodeScalars)
                } else {
                    result.append(word[index].scalar)
                }
            }
            // The mark closes with the word when the space after it is not protected: left to the next word, it
            // would protect that word too (`{Riemann} hypothesis` kept "hypothesis" from title case).
            if inProtected, end == scalars.count || !scalars[end].isProtected {
                result.append(contentsOf: String(Reference.nocaseEnd).unicodeScalars)
                inProtected = false
            }
            if let last = word.last?.scalar { atBoundary = [":", "?", "!"].contains(last) }
            if end < scalars.count { result.append(" ") }
            start = end + 1
        }
        if inProtected { result.append(contentsOf: String(Reference.nocaseEnd).unicodeScalars) }
        return String(result).precomposedStringWithCanonicalMapping
    }
}
