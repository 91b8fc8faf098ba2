import EPUBSupport

/// mdbook-template's arguments and placeholders: `key=value` pairs, a value running to the next ` key=` (`authors=
/// Goudham, Hazel path=images`), and `[[#key]]` or `[[#key default value]]` in the template (spaces inside the
/// brackets allowed), `\[[#key]]` an escaped one, kept as written less its backslash.
enum TemplateArguments {
    static func parse(_ text: String) -> [String: String] {
        var arguments: [String: String] = [:]
        var key: String?
        var value: [Substring] = []
        func finish() {
            if let key { arguments[key] = value.joined(separator: " ") }
        }
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if let equals = word.firstIndex(of: "="), equals != word.startIndex,
                word[..<equals].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
            {
                finish()
                key = String(word[..<equals])
                value = [word[word.index(after: equals)...]]
            } else {
                value.append(word)
            }
        }
        finish()
        return arguments
    }

    // A Regex is never mutated after it is built; Swift 6 cannot prove that, hence nonisolated(unsafe).
    nonisolated(unsafe) private static let placeholder = /(\\?)\[\[\s*#([A-Za-z0-9_-]+)(?:\s+([^\]]*?))?\s*\]\]/

    static func filled(_ text: String, with arguments: [String: String]) -> String {
        guard ByteSearch.contains("[[", in: text) else { return text }
        return text.replacing(placeholder) { match in
            if !match.1.isEmpty { return String(match.0.dropFirst()) }
            return arguments[String(match.2)] ?? match.3.map(String.init) ?? String(match.0)
        }
    }

    /// `text` with each `{{#template …}}` written over several lines made one line (mdbook-template reads it so):
    /// its line breaks become spaces, and as many follow its `}}`, so no later line moves.
    static func joiningLines(_ text: String) -> String {
        // A byte search: Foundation's `contains` on a String cost async-book 14 M instructions.
        guard ByteSearch.contains("{{#template", in: text) else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "{{#template") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}"),
                !rest[open.upperBound..<close.lowerBound].contains("{")
            else {
                result += rest[open]
                rest = rest[open.upperBound...]
                continue
            }
            let directive = rest[open.lowerBound..<close.upperBound]
            let breaks = directive.filter { $0 == "\n" }.count
            result += directive.replacingOccurrences(of: "\n", with: " ") + String(repeating: "\n", count: breaks)
            rest = rest[close.upperBound...]
        }
        return result + rest
    }
}
