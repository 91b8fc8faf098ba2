/// A JavaScript literal as a MathJax configuration writes its values — a string, a number, an array or an
/// object of them — read without running the script; anything else (a variable, a call, a function) is
/// `.other`, which the reader reports rather than guesses.
enum MathJaxValue: Equatable {
    case string(String)
    case number(String)
    case array([MathJaxValue])
    case object([Entry])
    case other

    struct Entry: Equatable {
        let key: String
        let value: MathJaxValue
    }

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// Reads JavaScript source a literal at a time, from a position in `text`.
    struct Reader {
        let text: [Unicode.Scalar]
        var at: Int

        init(_ text: [Unicode.Scalar], at: Int) {
            self.text = text
            self.at = at
        }

        /// The value that starts here (after blanks and comments), or `.other` with the reader past what it
        /// could not read.
        mutating func value(depth: Int = 0) -> MathJaxValue {
            skipBlanks()
            guard at < text.count, depth < 32 else { return .other }
            switch text[at] {
            case "\"", "'", "`": return string().map(MathJaxValue.string) ?? .other
            case "[": return list(depth: depth)
            case "{": return object(depth: depth)
            case "0"..."9", "-", ".":
                let start = at
                while at < text.count, "0123456789.-eE+".unicodeScalars.contains(text[at]) { at += 1 }
                return .number(String(String.UnicodeScalarView(text[start..<at])))
            default: return .other
            }
        }

        private mutating func list(depth: Int) -> MathJaxValue {
            at += 1
            var items: [MathJaxValue] = []
            while true {
                skipBlanks()
                guard at < text.count else { return .other }
                if text[at] == "]" {
                    at += 1
                    return .array(items)
                }
                let item = value(depth: depth + 1)
                guard item != .other else { return .other }
                items.append(item)
                skipBlanks()
                if at < text.count, text[at] == "," { at += 1 }
            }
        }

        private mutating func object(depth: Int) -> MathJaxValue {
            at += 1
            var entries: [Entry] = []
            while true {
                skipBlanks()
                guard at < text.count else { return .other }
                if text[at] == "}" {
                    at += 1
                    return .object(entries)
                }
                guard let key = key() else { return .other }
                skipBlanks()
                guard at < text.count, text[at] == ":" else { return .other }
                at += 1
                let item = value(depth: depth + 1)
                // A value it cannot read stays in the object as `.other`, reported only if its key is one read.
                if item == .other { skipValue() }
                entries.append(Entry(key: key, value: item))
                skipBlanks()
                if at < text.count, text[at] == "," { at += 1 }
            }
        }

        /// A key: a name or a string.
        private mutating func key() -> String? {
            if text[at] == "\"" || text[at] == "'" { return string() }
            let start = at
            while at < text.count,
                text[at].properties.isAlphabetic || text[at] == "_" || text[at] == "$"
                    || ("0"..."9").contains(text[at])
            {
                at += 1
            }
            return at > start ? String(String.UnicodeScalarView(text[start..<at])) : nil
        }

        /// A string literal, its escapes read (`'\\('` is `\(`).
        mutating func string() -> String? {
            let quote = text[at]
            at += 1
            var result = String.UnicodeScalarView()
            while at < text.count, text[at] != quote {
                if text[at] == "\\", at + 1 < text.count {
                    at += 1
                    switch text[at] {
                    case "n": result.append("\n")
                    case "t": result.append("\t")
                    default: result.append(text[at])
                    }
                } else {
                    result.append(text[at])
                }
                at += 1
            }
            guard at < text.count else { return nil }
            at += 1
            return String(result)
        }

        /// Past a value that is no literal (a name, a call, a function): to the `,` or closing bracket at its depth.
        private mutating func skipValue() {
            var depth = 0
            while at < text.count {
                let character = text[at]
                if character == "\"" || character == "'" || character == "`" {
                    _ = string()
                    continue
                }
                if "([{".unicodeScalars.contains(character) { depth += 1 }
                if ")]}".unicodeScalars.contains(character) {
                    if depth == 0 { return }
                    depth -= 1
                }
                if character == ",", depth == 0 { return }
                at += 1
            }
        }

        mutating func skipBlanks() {
            while at < text.count {
                if text[at].properties.isWhitespace {
                    at += 1
                } else if text[at] == "/", at + 1 < text.count, text[at + 1] == "/" {
                    while at < text.count, text[at] != "\n" { at += 1 }
                } else if text[at] == "/", at + 1 < text.count, text[at + 1] == "*" {
                    at += 2
                    while at + 1 < text.count, !(text[at] == "*" && text[at + 1] == "/") { at += 1 }
                    at += 2
                } else {
                    return
                }
            }
        }
    }
}
