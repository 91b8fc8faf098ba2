/// gitbook-plugin-include-codeblock's imports, in a GitBook project whose book.json lists the plugin: a line that is
/// only `[import](hello.c)` is a code block of the file, in its language (`[import, lang-typescript](x)` names
/// another), `[import:2-5](x)` of lines 2 to 5. Written as a directive the include machinery carries out (relative
/// to the chapter, a missing file told as an include's is), so that the file's lines keep their own numbers. The
/// plugin's `[import:"marker"](x)` has no counterpart: the whole file is shown.
enum CodeImports {
    /// The directive's name: no author writes it.
    static let directive = "epubbuild_code_import"

    // Compiled once; never mutated after it is built (Swift 6 cannot prove that, hence nonisolated(unsafe)).
    nonisolated(unsafe) private static let line = /^\s{0,3}\[import([^\]]*)\]\(\s*([^)\s]+)\s*\)\s*$/

    /// The directive `line` stands for, or nil when it is no import.
    static func directive(for line: Substring) -> String? {
        guard let match = line.wholeMatch(of: Self.line) else { return nil }
        let options = match.1.split(whereSeparator: { $0 == "," }).map { $0.trimmingCharacters(in: .whitespaces) }
        var path = String(match.2)
        var language: String?
        for option in options {
            if option.hasPrefix("lang-") { language = String(option.dropFirst(5)) }
            // `:2-5` (after `import`): the lines to show, written as the include's `:2:5`.
            if option.hasPrefix(":"), let range = option.dropFirst().wholeMatch(of: /(\d+)-(\d+)/) {
                path += ":\(range.1):\(range.2)"
            }
        }
        return "{{#\(directive) \(path)\(language.map { " " + $0 } ?? "")}}"
    }
}
