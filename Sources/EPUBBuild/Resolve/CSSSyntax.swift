/// Just enough of CSS's structure (CSS Syntax Level 3) to edit references in
/// place: where comments and `@font-face` blocks are, and how far the
/// declaration, list item or `@import` statement around a `url()` reaches.
/// Not a parser: the text is never rebuilt, only cut at these boundaries.
struct CSSSyntax {
    let text: String
    private var comments: [Range<String.Index>] = []
    private var fontFaces: [Range<String.Index>] = []

    init(_ text: String) {
        self.text = text
        var index = text.startIndex
        while let start = text[index...].range(of: "/*") {
            let end = text[start.upperBound...].range(of: "*/")?.upperBound ?? text.endIndex
            comments.append(start.lowerBound..<end)
            index = end
        }
        index = text.startIndex
        while let rule = text.range(of: "@font-face", options: .caseInsensitive, range: index..<text.endIndex) {
            index = rule.upperBound
            guard !isInComment(rule.lowerBound), let open = text[rule.upperBound...].firstIndex(of: "{") else {
                continue
            }
            let close = text[open...].firstIndex(of: "}").map { text.index(after: $0) } ?? text.endIndex
            fontFaces.append(rule.lowerBound..<close)
            index = close
        }
    }

    func isInComment(_ index: String.Index) -> Bool {
        comments.contains { $0.contains(index) }
    }

    func isInFontFace(_ index: String.Index) -> Bool {
        fontFaces.contains { $0.contains(index) }
    }

    /// Whether the `url(` at `index` is the target of an `@import url(…)`.
    func isImportURL(at index: String.Index) -> Bool {
        let before = text[..<index].reversed().drop { $0.isWhitespace }
        return String(before.prefix(7).reversed()).lowercased() == "@import"
    }

    /// The `@import … ;` statement holding `range`, its `;` included.
    func statement(around range: Range<String.Index>) -> Range<String.Index> {
        let start =
            text.range(
                of: "@import", options: [.backwards, .caseInsensitive], range: text.startIndex..<range.upperBound)?
            .lowerBound
            ?? range.lowerBound
        let end = boundary(after: range.upperBound, stoppingAt: [";"])
        return start..<(end < text.endIndex && text[end] == ";" ? text.index(after: end) : end)
    }

    /// What to cut so that the `url()` at `range` goes and the CSS stays
    /// valid: its item of a comma-separated value (`src: url(a) format("woff2"), url(b)`)
    /// when the value has other items, else the whole declaration with its `;`.
    func listItemOrDeclaration(around range: Range<String.Index>) -> (cut: Range<String.Index>, isDeclaration: Bool) {
        let start = boundary(before: range.lowerBound, stoppingAt: [",", ":", ";", "{", "}"])
        let end = boundary(after: range.upperBound, stoppingAt: [",", ";", "}"])
        let opener = start > text.startIndex ? text[text.index(before: start)] : nil
        let closer = end < text.endIndex ? text[end] : nil
        if opener == "," {
            // A later item: cut from the comma before it.
            return (text.index(before: start)..<end, false)
        }
        if opener == ":" {
            if closer == "," {
                // The first of several items: cut it with its comma and the space after.
                let next = text[text.index(after: end)...].firstIndex { !$0.isWhitespace } ?? text.endIndex
                return (skippingSpace(from: start)..<next, false)
            }
            // The only item: cut the declaration from its property name.
            let declarationStart = boundary(before: text.index(before: start), stoppingAt: [";", "{", "}"])
            let declarationEnd = closer == ";" ? text.index(after: end) : end
            return (skippingSpace(from: declarationStart)..<declarationEnd, true)
        }
        return (range, false)
    }

    private func skippingSpace(from index: String.Index) -> String.Index {
        text[index...].firstIndex { !$0.isWhitespace } ?? index
    }

    /// Scanning back from `index`, the position just after the nearest
    /// `stops` character outside parentheses, or the start of the text.
    private func boundary(before index: String.Index, stoppingAt stops: Set<Character>) -> String.Index {
        var depth = 0
        var position = index
        while position > text.startIndex {
            let previous = text.index(before: position)
            let character = text[previous]
            if character == ")" {
                depth += 1
            } else if character == "(" {
                depth = max(0, depth - 1)
            } else if depth == 0, stops.contains(character) {
                return position
            }
            position = previous
        }
        return text.startIndex
    }

    /// Scanning on from `index`, the position of the nearest `stops`
    /// character outside parentheses and strings, or the end of the text.
    private func boundary(after index: String.Index, stoppingAt stops: Set<Character>) -> String.Index {
        var depth = 0
        var quote: Character?
        var position = index
        while position < text.endIndex {
            let character = text[position]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth = max(0, depth - 1)
            } else if depth == 0, stops.contains(character) {
                return position
            }
            position = text.index(after: position)
        }
        return text.endIndex
    }
}
