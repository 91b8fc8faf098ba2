import EPUBSupport
import Foundation

/// gitbook-plugin-include-codeblock's imports, in a GitBook project whose book.json lists the plugin: a line that is
/// only `[import](hello.c)` or `[include](hello.c)` is a code block of the file, in its language
/// (`[import, lang-typescript](x)` or `lang:"typescript"` names another), `[import:2-5](x)` of lines 2 to 5.
/// Written as a directive the include machinery carries out (relative
/// to the chapter, a missing file told as an include's is), so that the file's lines keep their own numbers.
/// `[import:"name"](x)` shows the doxygen snippet `name`: the lines between two comment lines `//! [name]` (or
/// `/// [name]`, `# [name]`, `/** [name] */`), without the marker lines of the snippets inside it.
enum CodeImports {
    /// The directive's name: no author writes it.
    static let directive = "epubbuild_code_import"

    // Compiled once; never mutated after it is built (Swift 6 cannot prove that, hence nonisolated(unsafe)).
    nonisolated(unsafe) private static let line = /^\s{0,3}\[(?:import|include)([^\]]*)\]\(\s*([^)\s]+)\s*\)\s*$/

    /// Whether `text` may hold an import line: a byte search, before any line is looked at.
    static func mayContainImport(_ text: String) -> Bool {
        ByteSearch.contains("[import", in: text) || ByteSearch.contains("[include", in: text)
    }

    /// The directive `line` stands for, or nil when it is no import.
    static func directive(for line: Substring) -> String? {
        guard let match = line.wholeMatch(of: Self.line) else { return nil }
        let options = match.1.split(whereSeparator: { $0 == "," }).map { $0.trimmingCharacters(in: .whitespaces) }
        var path = String(match.2)
        var language: String?
        for option in options {
            if option.hasPrefix("lang-") { language = String(option.dropFirst(5)) }
            if option.hasPrefix("lang:") {
                language = option.dropFirst(5).trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
            }
            // `:2-5` (after `import`): the lines to show, written as the include's `:2:5`.
            if option.hasPrefix(":"), let range = option.dropFirst().wholeMatch(of: /(\d+)-(\d+)/) {
                path += ":\(range.1):\(range.2)"
            } else if option.hasPrefix(":"), let name = snippetName(option.dropFirst()) {
                path += ":[\(name)]"
            }
        }
        return "{{#\(directive) \(path)\(language.map { " " + $0 } ?? "")}}"
    }

    /// `"name"`, `'name'` or `name`, a snippet's name as the plugin reads it: it starts with a letter.
    private static func snippetName(_ option: Substring) -> String? {
        var name = option
        if let quote = name.first, quote == "\"" || quote == "'", name.count > 2, name.last == quote {
            name = name.dropFirst().dropLast()
        }
        guard let first = name.first, first.isASCII, first.isLetter, !name.contains("]"), !name.contains(":") else {
            return nil
        }
        return String(name)
    }

    /// The snippet a line marks, as the plugin finds it (`\s*(/+/+|#|%|/\*)[*!/#][ \t]*\[name\][ \t]*(\*/)?`): a
    /// comment's opening, a doxygen character, then `[name]`, alone on the line but for a closing `*/`.
    static func snippetMarker(in line: Substring) -> String? {
        guard line.contains("[") else { return nil }
        var rest = line.drop(while: \.isWhitespace)
        let doxygen: Set<Character> = ["*", "!", "/", "#"]
        let slashes = rest.prefix { $0 == "/" }.count
        if slashes >= 2 {
            // `//!`, `///` (`//` then the doxygen `/`), `////`.
            rest = rest.dropFirst(slashes)
            if let next = rest.first, next != "/", doxygen.contains(next) {
                rest = rest.dropFirst()
            } else if slashes < 3 {
                return nil
            }
        } else if rest.hasPrefix("/*") || rest.hasPrefix("#") || rest.hasPrefix("%") {
            rest = rest.dropFirst(rest.hasPrefix("/*") ? 2 : 1)
            guard let next = rest.first, doxygen.contains(next) else { return nil }
            rest = rest.dropFirst()
        } else {
            return nil
        }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return nil }
        let name = rest[rest.index(after: rest.startIndex)..<close].trimmingCharacters(in: .whitespaces)
        var after = rest[rest.index(after: close)...].drop { $0 == " " || $0 == "\t" }
        if after.hasPrefix("*/") { after = after.dropFirst(2) }
        guard !name.isEmpty, after.allSatisfy(\.isWhitespace) else { return nil }
        return name
    }
}
