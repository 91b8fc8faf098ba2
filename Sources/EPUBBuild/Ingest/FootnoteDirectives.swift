import EPUBSupport

/// mdbook-footnote's `{{footnote: text}}`, its text running over lines and holding other `{{…}}` (a cross-reference,
/// `{{ref:fig:x}}`), made the one-line `{{#footnote text}}` `TemplateTagScanner` writes as a note: its line breaks
/// become spaces (a blank line inside it, a paragraph break, too: a note written inline is one paragraph), and as
/// many line breaks follow it, so no later line moves. One nothing closes stays as written, and so does one in a
/// code block (but for mdbook-admonish's, whose content is Markdown, when `admonitions`).
enum FootnoteDirectives {
    static let opening = "{{footnote:"

    static func joined(_ text: String, admonitions: Bool) -> String {
        guard ByteSearch.contains(opening, in: text) else { return text }
        let code = codeRanges(in: text, admonitions: admonitions)
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: opening) {
            result += rest[..<open.lowerBound]
            let inCode = code.contains { $0.contains(open.lowerBound) }
            guard !inCode, let close = closing(in: rest[open.upperBound...]) else {
                result += rest[open]
                rest = rest[open.upperBound...]
                continue
            }
            let note = rest[open.upperBound..<close.lowerBound]
            let breaks = note.filter { $0 == "\n" }.count
            let words = note.split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
            result += "{{#footnote " + words.joined(separator: " ") + "}}" + String(repeating: "\n", count: breaks)
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    /// Where `text`'s fenced code blocks are, fences included.
    private static func codeRanges(in text: String, admonitions: Bool) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var open: (fence: CodeFence, start: String.Index, admonition: Bool)?
        var lineStart = text.startIndex
        for line in text.lines {
            if let current = open, current.fence.isClosed(by: line) {
                if !current.admonition { ranges.append(current.start..<line.endIndex) }
                open = nil
            } else if open == nil, let fence = CodeFence(opening: line) {
                let info = line.drop { $0 == " " || $0 == "`" || $0 == "~" }.drop { $0 == " " }
                open = (fence, lineStart, admonitions && info.hasPrefix("admonish"))
            }
            lineStart = line.endIndex < text.endIndex ? text.index(after: line.endIndex) : text.endIndex
        }
        if let current = open, !current.admonition { ranges.append(current.start..<text.endIndex) }
        return ranges
    }

    /// The `}}` that closes the note, past the `{{…}}` pairs inside it.
    private static func closing(in text: Substring) -> Range<Substring.Index>? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            if rest.hasPrefix("{{") {
                depth += 1
                index = text.index(index, offsetBy: 2)
            } else if rest.hasPrefix("}}") {
                let end = text.index(index, offsetBy: 2)
                if depth == 0 { return index..<end }
                depth -= 1
                index = end
            } else {
                index = text.index(after: index)
            }
        }
        return nil
    }
}
