import EPUBSupport

/// pandoc's Markdown takes spaces in a link's or an image's address, `![Map](my map.png)` or
/// `[notes](../notes/week 1.md "Notes")`, as the file's name (pandoc writes `my%20map.png`). CommonMark reads no
/// such link (§6.3: an address without angle brackets has no spaces), so the brackets showed as text and the image
/// was left out of the book.
///
/// Each such address is put in angle brackets, `](<my map.png>)`, which CommonMark reads with its spaces. Only that
/// line gains two characters; no line moves. Code spans and code blocks are left as they are.
enum SpacedDestinations {
    static func bracketed(_ markdown: String) -> String {
        guard ByteSearch.contains("](", in: markdown) else { return markdown }
        return MarkdownLines.rewriting(markdown, mayChange: mayHaveSpacedDestination, bracketed(line:))
    }

    /// Whether some `](` on `line` has a space or a tab before the next `)`, read in its bytes: most lines with
    /// links have none, and are not read as Characters.
    private static func mayHaveSpacedDestination(_ line: Substring) -> Bool {
        var inside = false
        var previous: UInt8 = 0
        for byte in line.utf8 {
            if inside {
                if byte == UInt8(ascii: ")") {
                    inside = false
                } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                    return true
                }
            } else if byte == UInt8(ascii: "(") && previous == UInt8(ascii: "]") {
                inside = true
            }
            previous = byte
        }
        return false
    }

    /// `line` with each spaced address in angle brackets, or nil when it has none.
    private static func bracketed(line: Substring) -> String? {
        var output = ""
        var changed = false
        var rest = line[...]
        let closing = closingParentheses(in: line)
        while let start = nextDestination(in: rest) {
            output += rest[..<start]
            rest = rest[start...]
            guard let close = closing[start],
                let destination = Destination(rest[rest.index(after: rest.startIndex)..<close])
            else {
                output.append(rest.removeFirst())
                continue
            }
            output += "(<\(destination.address)>\(destination.title.map { " " + $0 } ?? ""))"
            rest = rest[rest.index(after: close)...]
            changed = true
        }
        return changed ? output + rest : nil
    }

    /// Where the next `(` that follows a `]` outside a code span is.
    private static func nextDestination(in text: Substring) -> Substring.Index? {
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "`" {
                index = MarkdownLines.codeSpanEnd(in: text, at: index)
                continue
            }
            if character == "\\" {
                index = text.index(index, offsetBy: 2, limitedBy: text.endIndex) ?? text.endIndex
                continue
            }
            if character == "(", index > text.startIndex, text[text.index(before: index)] == "]" { return index }
            index = text.index(after: index)
        }
        return nil
    }

    /// The `)` that closes each `(` of `line`, parentheses inside paired, found in one pass: looked for from each
    /// `(` in turn, a line of `[a](` written thousands of times took quadratic time (fuzzing: 160 KB, over a minute).
    private static func closingParentheses(in line: Substring) -> [Substring.Index: Substring.Index] {
        var closing: [Substring.Index: Substring.Index] = [:]
        var open: [Substring.Index] = []
        for index in line.indices {
            switch line[index] {
            case "(": open.append(index)
            case ")": if let start = open.popLast() { closing[start] = index }
            default: break
            }
        }
        return closing
    }

    /// The inside of `(…)`: an address with a space in it, and the title after it if any.
    private struct Destination {
        let address: Substring
        let title: Substring?

        init?(_ inside: Substring) {
            var text = inside.drop { $0 == " " || $0 == "\t" }
            while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
            var title: Substring?
            if let last = text.last, let opening = Self.opening(of: last),
                let start = text.dropLast().lastIndex(of: opening), start > text.startIndex,
                text[text.index(before: start)] == " " || text[text.index(before: start)] == "\t"
            {
                title = text[start...]
                text = text[..<start]
                while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
            }
            guard text.contains(where: { $0 == " " || $0 == "\t" }), !text.hasPrefix("<"),
                !text.contains(where: { $0 == "<" || $0 == ">" || $0 == "\n" })
            else { return nil }
            address = text
            self.title = title
        }

        private static func opening(of closing: Character) -> Character? {
            switch closing {
            case "\"": "\""
            case "'": "'"
            case ")": "("
            default: nil
            }
        }
    }
}
