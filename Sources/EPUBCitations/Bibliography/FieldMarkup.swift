import Foundation

/// Formatting inside a bibliography field (an italic species name, the 2 of CO₂), kept in the field's value as
/// pairs of private-use marks until the text is written, beside the nocase marks (`Reference.nocaseStart`).
/// CSL-JSON writes it as the HTML-like tags of CSL's rich text; pandoc reads CSL-YAML and `references:` as
/// Markdown. Either way the reader sees the formatting, never its markup.
enum FieldMarkup {
    enum Style: Int, CaseIterable {
        case italic, bold, `subscript`, superscript, smallCaps
    }

    /// The marks of a style: private-use characters after the nocase pair (U+E000, U+E001).
    static func start(_ style: Style) -> Character { Character(Unicode.Scalar(0xE002 + 2 * style.rawValue)!) }
    static func end(_ style: Style) -> Character { Character(Unicode.Scalar(0xE003 + 2 * style.rawValue)!) }

    /// Any mark, nocase or formatting: what plain text (sort keys, comparisons) leaves out.
    static func isMark(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        return (0xE000...0xE00B).contains(scalar.value)
    }

    /// CSL-JSON's rich text (CSL-JSON schema): `<i>`, `<b>`, `<sub>`, `<sup>`,
    /// `<span style="font-variant:small-caps;">` and `<span class="nocase">`, as marks. Other text is kept as written.
    static func markingTags(_ text: String) -> String {
        guard text.contains("<") else { return text }
        var result = ""
        var spans: [Character?] = []  // what each open <span> closes with: its end mark, or nothing
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            result += rest[..<open]
            rest = rest[open...]
            guard let close = rest.firstIndex(of: ">") else { break }
            let tag = rest[...close].lowercased().filter { $0 != " " }
            if let mark = tagMarks[tag] {
                result.append(mark)
            } else if tag.hasPrefix("<span") {
                let (opening, closing) = spanMarks(tag)
                if let opening { result.append(opening) }
                spans.append(closing)
            } else if tag == "</span>", let closing = spans.popLast() {
                if let closing { result.append(closing) }
            } else {
                result += rest[...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    private static let tagMarks: [String: Character] = {
        var marks: [String: Character] = [:]
        for (name, style) in [("i", Style.italic), ("b", .bold), ("sub", .subscript), ("sup", .superscript)] {
            marks["<\(name)>"] = start(style)
            marks["</\(name)>"] = end(style)
        }
        return marks
    }()

    private static func spanMarks(_ tag: String) -> (Character?, Character?) {
        if tag.contains("class=\"nocase\"") { return (Reference.nocaseStart, Reference.nocaseEnd) }
        if tag.contains("font-variant:small-caps") { return (start(.smallCaps), end(.smallCaps)) }
        return (nil, nil)
    }

    /// pandoc's Markdown inline formatting, as pandoc reads a CSL-YAML field: `*italic*` and `_italic_`,
    /// `**bold**`, `~sub~`, `^super^`, `[text]{.smallcaps}`, `[text]{.nocase}`, backslash escapes. What does not
    /// open and close as pandoc's rules say (`2 * 3 * 4`, `snake_case_name`) stays as written.
    static func markingMarkdown(_ text: String) -> String {
        guard text.contains(where: { "*_~^[\\".contains($0) }) else { return text }
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            if let (marked, next) = markdownSpan(characters, at: index) {
                result += marked
                index = next
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }

    /// The span of formatting that opens at `index`, marked, and the index after it; nil when none opens there.
    private static func markdownSpan(_ characters: [Character], at index: Int) -> (String, Int)? {
        let character = characters[index]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        switch character {
        case "\\" where next.map { $0.isASCII && ($0.isPunctuation || $0.isSymbol) } == true:
            return (String(next!), index + 2)
        case "*", "_":
            let run = next == character ? 2 : 1
            guard let close = emphasisCloser(characters, opener: index, run: run) else { return nil }
            let style: Style = run == 2 ? .bold : .italic
            return (wrapped(characters[(index + run)..<close], style), close + run)
        case "~", "^":
            // pandoc's sub- and superscripts hold no unescaped space.
            guard let close = characters[(index + 1)...].firstIndex(where: { $0 == character || $0 == " " }),
                characters[close] == character, close > index + 1
            else { return nil }
            return (wrapped(characters[(index + 1)..<close], character == "~" ? .subscript : .superscript), close + 1)
        case "[":
            return bracketedSpan(characters, at: index)
        default:
            return nil
        }
    }

    /// Where the emphasis opened by the `run` delimiters at `opener` closes: a run of the same length, after text
    /// that does not end in a space; an underscore neither opens nor closes inside a word.
    private static func emphasisCloser(_ characters: [Character], opener: Int, run: Int) -> Int? {
        let delimiter = characters[opener]
        let first = opener + run
        guard first < characters.count, !characters[first].isWhitespace else { return nil }
        if delimiter == "_", opener > 0, characters[opener - 1].isLetter || characters[opener - 1].isNumber {
            return nil
        }
        var index = first + 1
        while index + run <= characters.count {
            if characters[index] == "\\" {
                index += 2
                continue
            }
            let isRun = characters[index..<(index + run)].allSatisfy { $0 == delimiter }
            let longer = index + run < characters.count && characters[index + run] == delimiter
            let inWord =
                delimiter == "_" && index + run < characters.count
                && (characters[index + run].isLetter || characters[index + run].isNumber)
            if isRun, !longer, !inWord, !characters[index - 1].isWhitespace { return index }
            // A longer run (bold inside italics) is stepped over whole.
            if characters[index] == delimiter {
                index = characters[index...].firstIndex { $0 != delimiter } ?? characters.count
            } else {
                index += 1
            }
        }
        return nil
    }

    /// `[text]{.smallcaps}` and `[text]{.nocase}`.
    private static func bracketedSpan(_ characters: [Character], at index: Int) -> (String, Int)? {
        guard let close = characters[index...].firstIndex(of: "]"), close + 1 < characters.count,
            characters[close + 1] == "{", let brace = characters[(close + 1)...].firstIndex(of: "}")
        else { return nil }
        let inner = markingMarkdown(String(characters[(index + 1)..<close]))
        switch String(characters[(close + 2)..<brace]).trimmingCharacters(in: .whitespaces) {
        case ".smallcaps": return (String(start(.smallCaps)) + inner + String(end(.smallCaps)), brace + 1)
        case ".nocase": return (String(Reference.nocaseStart) + inner + String(Reference.nocaseEnd), brace + 1)
        default: return nil
        }
    }

    private static func wrapped(_ inner: ArraySlice<Character>, _ style: Style) -> String {
        String(start(style)) + markingMarkdown(String(inner)) + String(end(style))
    }

    /// `text` as rich text: each marked run styled, the nocase marks left in its text for the text-case rules.
    static func richText(_ text: String) -> RichText {
        guard text.contains(where: isMark) else { return .text(text) }
        var stack: [(style: Style?, parts: [RichText])] = [(nil, [])]
        var run = ""
        func flush() {
            if !run.isEmpty { stack[stack.count - 1].parts.append(.text(run)) }
            run = ""
        }
        for character in text {
            if let style = Style.allCases.first(where: { start($0) == character }) {
                flush()
                stack.append((style, []))
            } else if let style = Style.allCases.first(where: { end($0) == character }) {
                flush()
                // A mark closing a style that is not the innermost open one is dropped (crafted or broken input).
                guard stack.count > 1, stack[stack.count - 1].style == style else { continue }
                let closed = stack.removeLast()
                stack[stack.count - 1].parts.append(.styled(formatting(style), .sequence(closed.parts)))
            } else {
                run.append(character)
            }
        }
        flush()
        while stack.count > 1 {
            let open = stack.removeLast()
            stack[stack.count - 1].parts.append(.sequence(open.parts))
        }
        return .sequence(stack[0].parts)
    }

    private static func formatting(_ style: Style) -> RichText.Formatting {
        var formatting = RichText.Formatting()
        switch style {
        case .italic: formatting.italic = true
        case .bold: formatting.bold = true
        case .subscript: formatting.verticalAlign = "sub"
        case .superscript: formatting.verticalAlign = "sup"
        case .smallCaps: formatting.smallCaps = true
        }
        return formatting
    }
}
