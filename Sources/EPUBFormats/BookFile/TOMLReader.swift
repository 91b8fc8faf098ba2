import EPUBSupport
import Yams

/// Reads TOML 1.0 (book.toml) into the same node tree book.yaml is read
/// into, with each value's line and column, so one reader checks the keys of
/// both files and every complaint points at the author's line.
///
/// Strings (basic, literal, multi-line), integers, floats, booleans, dates
/// (kept as text), arrays, inline tables, `[tables]`, `[[arrays of tables]]`,
/// dotted and quoted keys. TOML 1.0 §Keys: "Defining a key multiple times is
/// invalid", and §Table: tables may not be defined twice; both are errors.
package enum TOMLReader {
    package static func read(_ text: String, path: String) throws(BuildError) -> Node {
        var parser = TOMLParser(bytes: Array(text.utf8), path: path)
        try parser.parseDocument()
        return parser.root.node(mark: mark(line: 1, column: 1))
    }

    /// A Yams `Mark` for a position (1-based). Yams makes marks only while
    /// parsing YAML (their initialiser is internal). A `Mark` is its two
    /// `Int`s, so one is read from them; should Yams ever lay it out otherwise
    /// (the read gives back other numbers), it is read off a blank document
    /// holding a single scalar at that line and column, which costs a YAML
    /// parse of `line` lines per mark: a quadratic book.toml read.
    package static func mark(line: Int, column: Int) -> Mark? {
        let position = (line: max(line, 1), column: max(column, 1))
        if MemoryLayout<Mark>.size == MemoryLayout.size(ofValue: position) {
            let mark = withUnsafeBytes(of: position) { $0.loadUnaligned(as: Mark.self) }
            if mark.line == position.line && mark.column == position.column { return mark }
        }
        let yaml =
            String(repeating: "\n", count: position.line - 1) + String(repeating: " ", count: position.column - 1) + "x"
        return (try? YAMLReading.compose(yaml))??.mark
    }
}

/// A table while the document is read: its keys in order, and how it came to be.
private final class TOMLTable {
    package enum Entry {
        case value(Node)
        case table(TOMLTable)
        case tables([TOMLTable])
    }
    package var entries: [(key: String, keyMark: Mark?, entry: Entry)] = []
    package var mark: Mark?
    /// Made by a `[header]` (or as a parent of a dotted key); a second header for it is an error.
    package var explicitlyDefined = false
    /// Inline tables and the values behind them are closed once written (TOML 1.0 §Inline Table).
    package var sealed = false

    package init(mark: Mark?) { self.mark = mark }

    package subscript(key: String) -> Entry? {
        entries.first { $0.key == key }?.entry
    }

    /// Sets `key` (written at `mark`) to `entry`, in place if the key exists.
    package func set(_ key: String, at mark: Mark?, to entry: Entry) {
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index].entry = entry
        } else {
            entries.append((key, mark, entry))
        }
    }

    package func node(mark: Mark?) -> Node {
        let pairs: [(Node, Node)] = entries.map { key, keyMark, entry in
            let keyNode = Node.scalar(.init(key, .unresolved, .plain, keyMark))
            switch entry {
            case .value(let value): return (keyNode, value)
            case .table(let table): return (keyNode, table.node(mark: table.mark))
            case .tables(let tables):
                return (
                    keyNode,
                    .sequence(.init(tables.map { $0.node(mark: $0.mark) }, .unresolved, .any, tables.first?.mark))
                )
            }
        }
        return .mapping(.init(pairs, .unresolved, .any, mark))
    }
}

private struct TOMLParser {
    package let bytes: [UInt8]
    package let path: String
    package var index = 0
    package var line = 1
    package var lineStart = 0
    package let root = TOMLTable(mark: TOMLReader.mark(line: 1, column: 1))
    /// Nesting of arrays and inline tables, bounded like YAML's (a crafted file cannot exhaust the stack).
    package var depth = 0

    package init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    package var mark: Mark? { markAt(line: line, column: index - lineStart + 1) }

    package func markAt(line: Int, column: Int) -> Mark? {
        TOMLReader.mark(line: line, column: column)
    }
    package var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    package func failure(_ message: String, at mark: Mark? = nil) -> BuildError {
        let at = mark ?? self.mark
        return BuildError(
            .yamlSyntax, at: SourceLocation(path: path, line: at?.line ?? line, column: at?.column ?? 0), stage: .load,
            "malformed TOML: \(message)")
    }

    package mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    package mutating func skipSpaces() {
        while let byte = current, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { advance() }
    }

    package mutating func skipComment() {
        guard current == UInt8(ascii: "#") else { return }
        while let byte = current, byte != UInt8(ascii: "\n") { advance() }
    }

    /// Spaces, comments and line ends (inside arrays).
    package mutating func skipBlank() {
        while true {
            skipSpaces()
            skipComment()
            guard let byte = current, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else { return }
            advance()
        }
    }

    package mutating func expectLineEnd() throws(BuildError) {
        skipSpaces()
        skipComment()
        if current == UInt8(ascii: "\r") { advance() }
        guard let byte = current else { return }
        guard byte == UInt8(ascii: "\n") else {
            throw failure("expected the end of the line, found '\(String(decoding: [byte], as: UTF8.self))'")
        }
        advance()
    }

    package mutating func parseDocument() throws(BuildError) {
        var table = root
        while true {
            skipBlank()
            guard let byte = current else { return }
            if byte == UInt8(ascii: "[") {
                table = try parseHeader()
            } else {
                try parseKeyValue(into: table)
            }
            try expectLineEnd()
        }
    }

    /// `[a.b]` or `[[a.b]]`: the table the following keys go into.
    package mutating func parseHeader() throws(BuildError) -> TOMLTable {
        let start = mark
        advance()
        let isArray = current == UInt8(ascii: "[")
        if isArray { advance() }
        skipSpaces()
        let keys = try parseKey()
        skipSpaces()
        guard current == UInt8(ascii: "]") else { throw failure("expected ']' after the table name") }
        advance()
        if isArray {
            guard current == UInt8(ascii: "]") else { throw failure("expected ']]' after the array-of-tables name") }
            advance()
        }
        var table = root
        for (offset, key) in keys.enumerated() {
            let last = offset == keys.count - 1
            switch table[key] {
            case nil:
                let new = TOMLTable(mark: start)
                if last && isArray {
                    new.explicitlyDefined = true
                    table.set(key, at: start, to: .tables([new]))
                } else {
                    table.set(key, at: start, to: .table(new))
                }
                table = new
            case .table(let existing):
                guard !existing.sealed else {
                    throw failure(
                        "table '\(keys.joined(separator: "."))' was written inline and cannot be extended", at: start)
                }
                if last {
                    guard !isArray else { throw failure("'\(key)' is a table, not an array of tables", at: start) }
                    guard !existing.explicitlyDefined else {
                        throw failure("table [\(keys.joined(separator: "."))] is defined twice", at: start)
                    }
                }
                table = existing
            case .tables(let tables):
                guard !(last && !isArray) else {
                    throw failure("'\(key)' is an array of tables; write [[\(keys.joined(separator: "."))]]", at: start)
                }
                if last {
                    let new = TOMLTable(mark: start)
                    new.explicitlyDefined = true
                    table.set(key, at: start, to: .tables(tables + [new]))
                    table = new
                } else {
                    table = tables[tables.count - 1]
                }
            case .value:
                throw failure("'\(key)' already has a value and cannot be a table", at: start)
            }
        }
        table.explicitlyDefined = true
        return table
    }

    /// `key = value`, the key possibly dotted.
    package mutating func parseKeyValue(into table: TOMLTable) throws(BuildError) {
        let start = mark
        let keys = try parseKey()
        skipSpaces()
        guard current == UInt8(ascii: "=") else {
            throw failure("expected '=' after the key '\(keys.joined(separator: "."))'")
        }
        advance()
        skipSpaces()
        let value = try parseValue()
        var target = table
        for key in keys.dropLast() {
            switch target[key] {
            case nil:
                let new = TOMLTable(mark: start)
                target.set(key, at: start, to: .table(new))
                target = new
            case .table(let existing) where !existing.sealed:
                target = existing
            default:
                throw failure(
                    "key '\(keys.joined(separator: "."))' extends '\(key)', which already has a value", at: start)
            }
        }
        let last = keys[keys.count - 1]
        guard target[last] == nil else {
            throw failure("key '\(keys.joined(separator: "."))' is defined twice", at: start)
        }
        target.set(last, at: start, to: value)
    }

    package mutating func parseKey() throws(BuildError) -> [String] {
        var keys: [String] = []
        while true {
            skipSpaces()
            guard let byte = current else { throw failure("expected a key") }
            if byte == UInt8(ascii: "\"") {
                keys.append(try parseBasicString())
            } else if byte == UInt8(ascii: "'") {
                keys.append(try parseLiteralString())
            } else {
                let start = index
                while let byte = current, Self.isBareKeyByte(byte) { advance() }
                guard index > start else {
                    throw failure("expected a key, found '\(String(decoding: [byte], as: UTF8.self))'")
                }
                keys.append(String(decoding: bytes[start..<index], as: UTF8.self))
            }
            skipSpaces()
            guard current == UInt8(ascii: ".") else { return keys }
            advance()
        }
    }

    package static func isBareKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    /// A value; an inline table stays a table, so that a header cannot extend it later.
    package mutating func parseValue() throws(BuildError) -> TOMLTable.Entry {
        let start = mark
        if current == UInt8(ascii: "{") {
            depth += 1
            defer { depth -= 1 }
            guard depth <= YAMLNesting.limit else {
                throw failure("arrays and tables nested more than \(YAMLNesting.limit) levels deep")
            }
            return .table(try parseInlineTable(start: start))
        }
        return .value(try parseScalarOrArray(start: start))
    }

    package mutating func parseScalarOrArray(start: Mark?) throws(BuildError) -> Node {
        guard let byte = current else { throw failure("expected a value") }
        switch byte {
        case UInt8(ascii: "\""):
            let text = starts(with: "\"\"\"") ? try parseMultilineBasicString() : try parseBasicString()
            return .scalar(.init(text, .unresolved, .doubleQuoted, start))
        case UInt8(ascii: "'"):
            let text = starts(with: "'''") ? try parseMultilineLiteralString() : try parseLiteralString()
            return .scalar(.init(text, .unresolved, .singleQuoted, start))
        case UInt8(ascii: "["):
            depth += 1
            defer { depth -= 1 }
            guard depth <= YAMLNesting.limit else {
                throw failure("arrays and tables nested more than \(YAMLNesting.limit) levels deep")
            }
            return try parseArray(start: start)
        default:
            // Booleans, numbers and dates: a run up to a separator, checked by its form.
            let from = index
            while let byte = current, !" \t\r\n,]}#".utf8.contains(byte) { advance() }
            let word = String(decoding: bytes[from..<index], as: UTF8.self)
            guard Self.isBareValue(word) else {
                throw failure("'\(word)' is not a TOML value (strings are quoted)", at: start)
            }
            return .scalar(.init(word.replacingOccurrences(of: "_", with: ""), .unresolved, .plain, start))
        }
    }

    package static func isBareValue(_ word: String) -> Bool {
        if ["true", "false", "inf", "+inf", "-inf", "nan", "+nan", "-nan"].contains(word) { return true }
        if word.wholeMatch(of: /[+-]?(0|[1-9](_?[0-9])*)(\.[0-9](_?[0-9])*)?([eE][+-]?[0-9](_?[0-9])*)?/) != nil {
            return true
        }
        if word.wholeMatch(of: /0x[0-9A-Fa-f](_?[0-9A-Fa-f])*|0o[0-7](_?[0-7])*|0b[01](_?[01])*/) != nil { return true }
        // RFC 3339 dates and times (the time of a date-time after a space is read separately and refused; use 'T').
        return word.wholeMatch(
            of: /[0-9]{4}-[0-9]{2}-[0-9]{2}([Tt][0-9:.]+([Zz]|[+-][0-9:]+)?)?|[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?/)
            != nil
    }

    package func starts(with prefix: String) -> Bool {
        bytes[index...].starts(with: prefix.utf8)
    }

    package mutating func parseArray(start: Mark?) throws(BuildError) -> Node {
        advance()
        var items: [Node] = []
        while true {
            skipBlank()
            guard let byte = current else { throw failure("the array opened here is not closed", at: start) }
            if byte == UInt8(ascii: "]") { advance(); break }
            switch try parseValue() {
            case .value(let node): items.append(node)
            case .table(let table): items.append(table.node(mark: table.mark))
            case .tables: break
            }
            skipBlank()
            if current == UInt8(ascii: ",") { advance(); continue }
            skipBlank()
            guard current == UInt8(ascii: "]") else { throw failure("expected ',' or ']' in the array") }
            advance()
            break
        }
        return .sequence(.init(items, .unresolved, .any, start))
    }

    /// `{ a = 1, b.c = "x" }`, on one line.
    package mutating func parseInlineTable(start: Mark?) throws(BuildError) -> TOMLTable {
        advance()
        let table = TOMLTable(mark: start)
        skipSpaces()
        if current == UInt8(ascii: "}") {
            advance()
        } else {
            while true {
                skipSpaces()
                try parseKeyValue(into: table)
                skipSpaces()
                if current == UInt8(ascii: ",") { advance(); continue }
                guard current == UInt8(ascii: "}") else {
                    throw failure("expected ',' or '}' in the inline table (it must fit on one line)")
                }
                advance()
                break
            }
        }
        seal(table)
        return table
    }

    private func seal(_ table: TOMLTable) {
        table.sealed = true
        for (_, _, entry) in table.entries { if case .table(let inner) = entry { seal(inner) } }
    }

    package mutating func parseBasicString() throws(BuildError) -> String {
        let start = mark
        advance()
        var result: [UInt8] = []
        while true {
            guard let byte = current, byte != UInt8(ascii: "\n") else {
                throw failure("the string is not closed on its line", at: start)
            }
            advance()
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") { try parseEscape(into: &result) } else { result.append(byte) }
        }
        return String(decoding: result, as: UTF8.self)
    }

    package mutating func parseLiteralString() throws(BuildError) -> String {
        let start = mark
        advance()
        let from = index
        while let byte = current, byte != UInt8(ascii: "'") {
            guard byte != UInt8(ascii: "\n") else { throw failure("the string is not closed on its line", at: start) }
            advance()
        }
        guard current != nil else { throw failure("the string is not closed on its line", at: start) }
        let text = String(decoding: bytes[from..<index], as: UTF8.self)
        advance()
        return text
    }

    package mutating func parseMultilineBasicString() throws(BuildError) -> String {
        let start = mark
        for _ in 0..<3 { advance() }
        skipFirstNewline()
        var result: [UInt8] = []
        while true {
            guard let byte = current else { throw failure("the string opened here is not closed", at: start) }
            if starts(with: "\"\"\"") && !bytes[index...].starts(with: "\"\"\"\"".utf8) {
                for _ in 0..<3 { advance() }; break
            }
            advance()
            guard byte == UInt8(ascii: "\\") else { result.append(byte); continue }
            // A backslash at the end of a line joins the next non-blank text (TOML 1.0 §String).
            var probe = index
            while probe < bytes.count, bytes[probe] == UInt8(ascii: " ") || bytes[probe] == UInt8(ascii: "\t") {
                probe += 1
            }
            if probe < bytes.count, bytes[probe] == UInt8(ascii: "\n") || bytes[probe] == UInt8(ascii: "\r") {
                while let next = current, " \t\r\n".utf8.contains(next) { advance() }
            } else {
                try parseEscape(into: &result)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    package mutating func parseMultilineLiteralString() throws(BuildError) -> String {
        let start = mark
        for _ in 0..<3 { advance() }
        skipFirstNewline()
        let from = index
        while !(starts(with: "'''") && !bytes[index...].starts(with: "''''".utf8)) {
            guard current != nil else { throw failure("the string opened here is not closed", at: start) }
            advance()
        }
        let text = String(decoding: bytes[from..<index], as: UTF8.self)
        for _ in 0..<3 { advance() }
        return text
    }

    package mutating func skipFirstNewline() {
        if current == UInt8(ascii: "\r") { advance() }
        if current == UInt8(ascii: "\n") { advance() }
    }

    package mutating func parseEscape(into result: inout [UInt8]) throws(BuildError) {
        let at = markAt(line: line, column: index - lineStart)
        guard let byte = current else { throw failure("a string ends in a lone '\\'", at: at) }
        advance()
        switch byte {
        case UInt8(ascii: "b"): result.append(0x08)
        case UInt8(ascii: "t"): result.append(0x09)
        case UInt8(ascii: "n"): result.append(0x0A)
        case UInt8(ascii: "f"): result.append(0x0C)
        case UInt8(ascii: "r"): result.append(0x0D)
        case UInt8(ascii: "\""): result.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): result.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let count = byte == UInt8(ascii: "u") ? 4 : 8
            guard index + count <= bytes.count,
                let value = UInt32(String(decoding: bytes[index..<index + count], as: UTF8.self), radix: 16),
                let scalar = Unicode.Scalar(value)
            else {
                throw failure(
                    "'\\\(Character(Unicode.Scalar(byte)))' must be followed by \(count) hexadecimal digits naming a Unicode scalar",
                    at: at)
            }
            for _ in 0..<count { advance() }
            result.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            throw failure("unknown escape '\\\(Character(Unicode.Scalar(byte)))'", at: at)
        }
    }
}
