import EPUBSupport
import Yams

/// A book's own TeX macros, which every formula may use: book.yaml's
/// `math-macros:`, a mapping (`\RR: \mathbb{R}`) or the path of a file in
/// mdbook-katex's form, one `\name:expansion` per line (mdBook's
/// `[preprocessor.katex] macros`). Expansions take `#1`…`#9`, as KaTeX's do.
package enum MathMacros {
    /// `math-macros:`, a mapping or a file beside book.yaml (its path too, an input of the book).
    package static func read(_ field: YAMLField, directory: String, files: any SourceFiles) throws(BuildError) -> (
        macros: [String: String], file: String?
    ) {
        if case .scalar = field.node {
            let (macros, path) = try file(field, directory: directory, files: files)
            return (macros, path)
        }
        guard case .mapping(let mapping) = field.node else {
            throw field.failure(
                "'math-macros' must be a mapping of macros (\\RR: \\mathbb{R}) or the path of a macros file")
        }
        var macros: [String: String] = [:]
        for (key, value) in mapping {
            let name = YAMLField(node: key, path: field.path, key: "math-macros", lineOffset: field.lineOffset)
            let expansion = YAMLField(
                node: value, path: field.path, key: key.string ?? "math-macros", lineOffset: field.lineOffset)
            macros[try macroName(try name.string(), at: name.location)] = try expansion.string()
        }
        return (macros, nil)
    }

    /// The macros of the file `field` names, and its path: mdbook-katex's form, where only lines starting with `\`
    /// count.
    package static func file(_ field: YAMLField, directory: String, files: any SourceFiles) throws(BuildError) -> (
        macros: [String: String], path: String
    ) {
        let name = try field.nonEmptyString()
        let path = Paths.absolute(name, relativeTo: directory)
        guard let text = files.text(atPath: path) else {
            throw field.failure(
                "macros file '\(name)' \(files.absence(of: path))", code: .missingFile)
        }
        var macros: [String: String] = [:]
        // Split at any line end: "\r\n" is one Character in Swift, which a split at "\n" would not find.
        for (number, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated()
        where line.hasPrefix("\\") {
            let location = SourceLocation(path: Paths.display(path), line: number + 1, column: 1)
            guard let colon = line.dropFirst().firstIndex(of: ":") else {
                throw BuildError(
                    .invalidValue, at: location, stage: .load,
                    "a macro is written '\\name:expansion', as in '\\RR:\\mathbb{R}'")
            }
            let expansion = line[line.index(after: colon)...]
            macros[try macroName(String(line[..<colon]), at: location)] = String(expansion)
        }
        return (macros, path)
    }

    /// `text` if it is a TeX control sequence: a backslash and letters, or a backslash and one other character.
    private static func macroName(_ text: String, at location: SourceLocation) throws(BuildError) -> String {
        let name = text.trimmingCharacters(in: .whitespaces)
        guard name.wholeMatch(of: /\\([A-Za-z@]+|[^A-Za-z@\s])/) != nil else {
            throw BuildError(
                .invalidValue, at: location, stage: .load,
                "'\(name)' is no TeX macro name: a macro is a backslash and letters, such as \\RR")
        }
        return name
    }
}
