import EPUBFormats
import EPUBSupport
import Yams

/// GitBook's `book.js`: its configuration as a script, `module.exports = { … }`, which GitBook reads as it reads
/// book.json. Most write the object out as a literal; that literal, its comments blanked and its strings written
/// as JSON's, is YAML's flow syntax, and is read as book.json is (on the same lines, so messages point into it).
/// A value the script computes (`require('./package.json').version`, `pkg.name`) cannot be known without running
/// it: it is left out, with a warning naming it, where the whole file had been ignored without a word.
enum GitBookScript {
    /// The exported object as YAML, or nil when the script exports no object literal.
    static func yaml(of script: String) -> String? {
        let code = Array(blankingComments(script))
        guard let start = exportedObject(in: code), let end = matchingBrace(in: code, from: start) else { return nil }
        // Everything before the object is blanked but its line ends, so lines stay where they were.
        let before = code[..<start].map { $0 == "\n" ? "\n" : " " }.joined()
        return before + String(code[start...end])
    }

    /// A value the script computes: its name (dotted, `variables.version`) and where it is.
    struct Computed: Equatable {
        var name: String
        var line: Int
    }

    /// The values `node` computes, and the node without them.
    static func leavingOutComputed(_ node: Node, path: String = "") -> (Node, [Computed]) {
        switch node {
        case .scalar(let scalar):
            guard scalar.style == .plain, !isLiteral(scalar.string) else { return (node, []) }
            return (node, [Computed(name: path, line: scalar.mark?.line ?? 0)])
        case .sequence(let sequence):
            var computed: [Computed] = []
            let items = sequence.enumerated().compactMap { index, item -> Node? in
                let (kept, found) = leavingOutComputed(item, path: path + "[\(index)]")
                computed += found
                return found.isEmpty || !isScalar(item) ? kept : nil
            }
            return (.sequence(.init(items, sequence.tag, sequence.style, sequence.mark)), computed)
        case .mapping(let mapping):
            var computed: [Computed] = []
            var pairs: [(Node, Node)] = []
            for (key, value) in mapping {
                let name = (path.isEmpty ? "" : path + ".") + (key.string ?? "")
                let (kept, found) = leavingOutComputed(value, path: name)
                computed += found
                if found.isEmpty || !isScalar(value) { pairs.append((key, kept)) }
            }
            return (.mapping(.init(pairs, mapping.tag, mapping.style, mapping.mark)), computed)
        }
    }

    private static func isScalar(_ node: Node) -> Bool { if case .scalar = node { true } else { false } }

    /// What JavaScript writes unquoted and is a value: a number, true, false, null, undefined.
    private static func isLiteral(_ text: String) -> Bool {
        ["true", "false", "null", "undefined"].contains(text) || Double(text) != nil
    }

    /// The script with its comments replaced by spaces (line ends kept) and each string written as JSON writes it;
    /// a template string with `${…}` becomes a plain word, so it reads as computed.
    private static func blankingComments(_ script: String) -> String {
        let characters = Array(script)
        var output = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "/", next == "/" {
                while index < characters.count, characters[index] != "\n" { output.append(" "); index += 1 }
            } else if character == "/", next == "*" {
                output += "  "
                index += 2
                while index < characters.count, !(characters[index] == "*" && characters[safe: index + 1] == "/") {
                    output.append(characters[index] == "\n" ? "\n" : " ")
                    index += 1
                }
                output += "  "
                index += 2
            } else if ["\"", "'", "`"].contains(character) {
                index = string(characters, from: index, into: &output)
            } else {
                output.append(character)
                index += 1
            }
        }
        return output
    }

    /// The string opening at `start`, appended to `output` as a JSON string; where it ends.
    private static func string(_ characters: [Character], from start: Int, into output: inout String) -> Int {
        let quote = characters[start]
        var content = ""
        var index = start + 1
        var computed = false
        while index < characters.count, characters[index] != quote {
            if characters[index] == "\\", index + 1 < characters.count {
                let escaped = characters[index + 1]
                content += escaped == "'" || escaped == "`" ? String(escaped) : "\\" + String(escaped)
                index += 2
                continue
            }
            if quote == "`", characters[index] == "$", characters[safe: index + 1] == "{" { computed = true }
            content +=
                characters[index] == "\"" ? "\\\"" : characters[index] == "\n" ? "\\n" : String(characters[index])
            index += 1
        }
        output += computed ? "computed" : "\"" + content + "\""
        return index + 1
    }

    /// Where `module.exports = {` (or `export default {`) opens its object.
    private static func exportedObject(in code: [Character]) -> Int? {
        let text = String(code)
        for marker in ["module.exports", "exports.default", "export default"] {
            guard let range = text.range(of: marker) else { continue }
            var index = text.distance(from: text.startIndex, to: range.upperBound)
            while index < code.count, code[index].isWhitespace || code[index] == "=" { index += 1 }
            return index < code.count && code[index] == "{" ? index : nil
        }
        return nil
    }

    /// The brace that closes the one at `start` (strings are JSON's by now: a brace in one is skipped).
    private static func matchingBrace(in code: [Character], from start: Int) -> Int? {
        var depth = 0
        var inString = false
        var index = start
        while index < code.count {
            let character = code[index]
            if inString {
                if character == "\\" { index += 1 } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "{" || character == "[" {
                depth += 1
            } else if character == "}" || character == "]" {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
