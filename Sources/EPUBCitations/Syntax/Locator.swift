import Foundation

/// The locator at the start of a cite's suffix, as pandoc reads it: `, pp. 33-35 and *passim*` is the page range
/// 33-35 followed by the suffix "and *passim*" (`, 35-37, and more`: ", and more"); a label is any locator term of the
/// locale, long or short, singular
/// or plural ("chap.", "chapters", "§"); a bare number is a page; `{…}` holds a locator of any form.
public struct Locator: Sendable, Equatable {
    public var label: String?
    public var value: String?
    /// What follows the locator, without the comma that introduced it.
    public var suffix: String

    /// The CSL locator terms.
    static let labels = [
        "act", "appendix", "article-locator", "book", "canon", "chapter", "column", "elocation", "equation", "figure",
        "folio", "issue", "line", "note", "opus", "page", "paragraph", "part", "rule", "scene", "section", "sub-verbo",
        "supplement", "table", "timestamp", "title-locator", "verse", "volume",
    ]

    /// The comma before the locator is optional, as in pandoc (`[@doe p. 33]`, `[@doe 33]`); a space before a
    /// comma (`[@doe , 33]`) makes what follows a suffix.
    public static func parse(_ raw: String, locale: CSLLocale) -> Locator {
        var text = raw[...]
        if text.hasPrefix(",") { text = text.dropFirst() }
        text = text.drop { $0 == " " }
        var label: String?
        if let (name, length) = matchLabel(text, locale: locale) {
            label = name
            text = text.dropFirst(length).drop { $0 == " " }
        }
        if text.hasPrefix("{"), let close = text.firstIndex(of: "}") {
            let value = String(text[text.index(after: text.startIndex)..<close])
            return Locator(label: label ?? "page", value: value, suffix: rest(text[text.index(after: close)...]))
        }
        let (value, remainder) = numberRun(text)
        guard !value.isEmpty else {
            return Locator(label: nil, value: nil, suffix: String(raw.drop { $0 == " " }))
        }
        return Locator(label: label ?? "page", value: value, suffix: rest(remainder))
    }

    /// What follows the locator, spaces before it dropped (those after it separate it from what comes next).
    private static func rest(_ text: Substring) -> String {
        String(text.drop { $0 == " " })
    }

    /// The longest label term `text` starts with (followed by a space or a digit), and its length.
    private static func matchLabel(_ text: Substring, locale: CSLLocale) -> (String, Int)? {
        var best: (String, Int)?
        for name in labels {
            for term in locale.spellings[name] ?? [] where !term.isEmpty {
                guard text.lowercased().hasPrefix(term.lowercased()) else { continue }
                let after = text.dropFirst(term.count).first
                guard after == nil || after == " " || after?.isNumber == true else { continue }
                if term.count > (best?.1 ?? 0) { best = (name, term.count) }
            }
        }
        return best
    }

    /// The words at the start of `text` that make up a locator: numbers, numbers with letters, roman numerals,
    /// joined by `-`, `–`, `,` or `&`; the rest after.
    private static func numberRun(_ text: Substring) -> (String, Substring) {
        var value = ""
        var rest = text
        while true {
            let word = rest.prefix { $0 != " " }
            let bare = word.hasSuffix(",") ? word.dropLast() : word
            guard isLocatorWord(bare) else { break }
            if word.hasSuffix(","),
                !(isLocatorWord(
                    rest.dropFirst(word.count).drop { $0 == " " }.prefix { $0 != " " }.filter { $0 != "," }[...]))
            {
                // The comma stays with what follows: pandoc writes "35–37, and nowhere else".
                value += (value.isEmpty ? "" : " ") + bare
                rest = rest.dropFirst(bare.count)
                break
            }
            value += (value.isEmpty ? "" : " ") + word
            rest = rest.dropFirst(word.count).drop { $0 == " " }
        }
        return (value, rest)
    }

    private static func isLocatorWord(_ word: Substring) -> Bool {
        guard !word.isEmpty else { return false }
        if word == "&" || word == "-" || word == "–" { return true }
        if word.contains(where: \.isNumber) {
            return word.allSatisfy { $0.isLetter || $0.isNumber || "-–,.:".contains($0) }
        }
        return word.lowercased().allSatisfy { "ivxlcdm".contains($0) } && word.count <= 6
    }
}
