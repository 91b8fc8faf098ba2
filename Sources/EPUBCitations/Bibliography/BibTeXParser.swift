import EPUBSupport

/// An entry of a .bib file as written: its type, key and raw field values (braces kept, `@string`s expanded,
/// `#` concatenations joined), before any LaTeX or name is read.
struct BibTeXEntry {
    var type: String
    var key: String
    /// Field names in lower case, in the file's order.
    var fields: [(name: String, value: String)]
    var location: SourceLocation

    func value(_ name: String) -> String? { fields.first { $0.name == name }?.value }
}

/// The syntax of BibTeX and biblatex files: `@type{key, field = {value} # "value" # macro, …}`, `@string`,
/// `@comment` and `@preamble`; text between entries is a comment, as BibTeX has it.
struct BibTeXParser {
    private let text: [Unicode.Scalar]
    private let path: String
    private var index = 0
    /// `@string` definitions and the month macros BibTeX predefines, by lower-case name.
    private var macros: [String: String]
    /// The offsets where lines start, to turn an offset into a line and column.
    private let lineStarts: [Int]

    init(text: String, path: String) {
        self.text = Array(text.unicodeScalars)
        self.path = path
        var starts = [0]
        for (offset, scalar) in self.text.enumerated() where scalar == "\n" { starts.append(offset + 1) }
        lineStarts = starts
        let months = [
            "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
            "november", "december",
        ]
        macros = Dictionary(uniqueKeysWithValues: months.map { (String($0.prefix(3)), $0.capitalized) })
    }

    mutating func entries() throws(BuildError) -> [BibTeXEntry] {
        var entries: [BibTeXEntry] = []
        while let at = text[index...].firstIndex(of: "@") {
            index = at + 1
            let start = at
            skipSpace()
            let type = identifier().lowercased()
            skipSpace()
            guard index < text.count, text[index] == "{" || text[index] == "(" else { continue }
            let close: Unicode.Scalar = text[index] == "{" ? "}" : ")"
            index += 1
            switch type {
            case "comment", "preamble": try skipBalanced(close: close, from: start)
            case "string": try stringDefinition(close: close)
            default:
                if let entry = try entry(type: type, close: close, start: start) { entries.append(entry) }
            }
        }
        return entries
    }

    private mutating func entry(type: String, close: Unicode.Scalar, start: Int) throws(BuildError) -> BibTeXEntry? {
        skipSpace()
        let keyStart = index
        while index < text.count, text[index] != ",", text[index] != close, !text[index].properties.isWhitespace {
            index += 1
        }
        var entry = BibTeXEntry(
            type: type, key: String(String.UnicodeScalarView(text[keyStart..<index])), fields: [],
            location: location(start))
        guard !entry.key.isEmpty else {
            throw failure(at: start, "this entry has no citation key — write @\(type){key, …}")
        }
        skipSpace()
        var names: Set<String> = []
        while index < text.count, text[index] == "," {
            index += 1
            skipSpace()
            if index < text.count, text[index] == close { break }
            let (name, value) = try field(close: close)
            // The first of a field given twice counts, as in BibTeX.
            if names.insert(name).inserted { entry.fields.append((name, value)) }
            skipSpace()
        }
        guard index < text.count, text[index] == close else {
            throw failure(at: index, "expected ',' or '\(close)' after a field of @\(type){\(entry.key)}")
        }
        index += 1
        return entry
    }

    private mutating func stringDefinition(close: Unicode.Scalar) throws(BuildError) {
        skipSpace()
        let (name, value) = try field(close: close)
        macros[name] = value
        skipSpace()
        guard index < text.count, text[index] == close else {
            throw failure(at: index, "expected '\(close)' to end the @string definition of '\(name)'")
        }
        index += 1
    }

    /// `name = value # value …`; the name in lower case.
    private mutating func field(close: Unicode.Scalar) throws(BuildError) -> (String, String) {
        let nameStart = index
        let name = identifier().lowercased()
        guard !name.isEmpty else { throw failure(at: nameStart, "expected a field name (title = {…})") }
        skipSpace()
        guard index < text.count, text[index] == "=" else {
            throw failure(at: index, "expected '=' after the field name '\(name)'")
        }
        index += 1
        var value = ""
        repeat {
            if !value.isEmpty || index < text.count && text[index] == "#" { index += 1 }
            skipSpace()
            value += try fieldPart()
            skipSpace()
        } while index < text.count && text[index] == "#"
        return (name, value)
    }

    /// One `{…}`, `"…"`, number or macro name.
    private mutating func fieldPart() throws(BuildError) -> String {
        guard index < text.count else { throw failure(at: index, "the file ends inside an entry") }
        let start = index
        switch text[index] {
        case "{":
            index += 1
            try skipBalanced(close: "}", from: start)
            return String(String.UnicodeScalarView(text[(start + 1)..<(index - 1)]))
        case "\"":
            index += 1
            var depth = 0
            while index < text.count, depth > 0 || text[index] != "\"" {
                if text[index] == "{" { depth += 1 } else if text[index] == "}" { depth -= 1 }
                index += 1
            }
            guard index < text.count else { throw failure(at: start, "this quoted value is never closed") }
            index += 1
            return String(String.UnicodeScalarView(text[(start + 1)..<(index - 1)]))
        default:
            let name = identifier()
            if let number = Int(name) { return String(number) }
            guard !name.isEmpty else {
                throw failure(at: start, "expected a value: {…}, \"…\", a number or a @string name")
            }
            // A bare word no @string defines is itself, as pandoc reads it (`pages = 81--86`, `volume = D510`): BibTeX
            // would stop there, and a book pandoc builds would not build.
            return macros[name.lowercased()] ?? name
        }
    }

    /// Moves past the `close` that balances an opening already passed (at `start`); braces nest inside.
    private mutating func skipBalanced(close: Unicode.Scalar, from start: Int) throws(BuildError) {
        var depth = 0
        while index < text.count {
            let scalar = text[index]
            index += 1
            if scalar == close && depth == 0 { return }
            if scalar == "{" { depth += 1 } else if scalar == "}" { depth -= 1 }
        }
        throw failure(at: start, "this entry's braces are never closed")
    }

    private mutating func identifier() -> String {
        let start = index
        while index < text.count, !text[index].properties.isWhitespace,
            !"{}()\",=#%@".unicodeScalars.contains(text[index])
        {
            index += 1
        }
        return String(String.UnicodeScalarView(text[start..<index]))
    }

    private mutating func skipSpace() {
        while index < text.count, text[index].properties.isWhitespace { index += 1 }
    }

    private func location(_ offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(path: path, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    private func failure(at offset: Int, _ message: String) -> BuildError {
        BuildError(.bibliographySyntax, at: location(min(offset, text.count)), stage: .load, message)
    }
}
