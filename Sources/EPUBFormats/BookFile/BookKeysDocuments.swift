import Foundation

/// The two documents made from `BookKeys`: the JSON Schema editors validate book.yaml with, and the README's
/// reference. `make generate` writes both (`BookKeysTests` fails when either is stale).
extension BookKeys {
    /// Where the schema is published in the repository, and the address a book.yaml's modeline names.
    package static let schemaPath = "schema/book.schema.json"
    package static let schemaAddress =
        "https://raw.githubusercontent.com/epubbuild/epubbuild/main/schema/book.schema.json"

    /// book.yaml's JSON Schema (draft 2020-12), each mapping a definition of its own.
    package static func jsonSchema() -> String {
        var definitions: [String: Any] = [:]
        var root = schema(book, definitions: &definitions)
        root["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        root["$id"] = schemaAddress
        root["title"] = "book.yaml"
        root["description"] = "An epubbuild book: its metadata, its presentation and its reading order."
        // A book lists `chapters`, or `pages` for a picture book: one of them, never both.
        root["oneOf"] = [["required": ["chapters"]], ["required": ["pages"]]]
        root["$defs"] = definitions
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // A dictionary of JSON values always serialises.
        let data = try! JSONSerialization.data(withJSONObject: root, options: options)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func schema(_ mapping: BookMapping, definitions: inout [String: Any]) -> [String: Any] {
        var properties: [String: Any] = [:]
        for key in mapping.keys {
            var property = schema(key.value, definitions: &definitions)
            property["description"] = key.summary
            if let defaultValue = key.defaultValue { property["default"] = jsonValue(defaultValue) }
            properties[key.name] = property
        }
        var result: [String: Any] = ["type": "object", "properties": properties]
        let required = mapping.keys.filter(\.isRequired).map(\.name)
        if !required.isEmpty { result["required"] = required }
        let dependencies = mapping.keys.compactMap { key in key.requires.map { (key.name, [$0]) } }
        if !dependencies.isEmpty { result["dependentRequired"] = Dictionary(uniqueKeysWithValues: dependencies) }
        result["additionalProperties"] = mapping.others.map { schema($0, definitions: &definitions) } ?? false
        return result
    }

    private static func schema(_ value: BookValue, definitions: inout [String: Any]) -> [String: Any] {
        switch value {
        // A YAML scalar is text to the loader, `1984` as much as `Nineteen`.
        case .text: return ["type": ["string", "number"], "minLength": 1]
        case .path: return ["type": "string", "minLength": 1]
        case .flag: return ["type": "boolean"]
        case .number: return ["type": "number"]
        case .integer(let range): return ["type": "integer", "minimum": range.lowerBound, "maximum": range.upperBound]
        case .choice(let values): return ["enum": values]
        case .pattern(let pattern, _): return ["type": "string", "pattern": pattern]
        case .list(let item): return ["type": "array", "items": schema(item, definitions: &definitions)]
        case .oneOrMore(let item):
            let one = schema(item, definitions: &definitions)
            return ["anyOf": [one, ["type": "array", "items": one]]]
        case .either(let values): return ["anyOf": values.map { schema($0, definitions: &definitions) }]
        case .mapping(let mapping): return reference(mapping, definitions: &definitions)
        case .chapterEntry: return schema(chapterEntry, definitions: &definitions)
        case .tocEntry: return reference(tocEntry, definitions: &definitions)
        }
    }

    /// A named mapping as a reference to its definition, made the first time it is named.
    private static func reference(_ mapping: BookMapping, definitions: inout [String: Any]) -> [String: Any] {
        let name = mapping.name.replacingOccurrences(of: " ", with: "-")
        if definitions[name] == nil {
            definitions[name] = [:]  // Claimed first: a mapping that holds itself refers to its own definition.
            definitions[name] = schema(mapping, definitions: &definitions)
        }
        return ["$ref": "#/$defs/\(name)"]
    }

    /// A default as YAML reads it: `true` a boolean, `2` a number, anything else text.
    private static func jsonValue(_ text: String) -> Any {
        if let flag = Bool(text) { return flag }
        return Int(text).map { $0 as Any } ?? text
    }

    /// The manual's reference (docs/book-yaml.md): a table of book.yaml's keys, then one for each mapping they take.
    package static func markdownReference() -> String {
        var sections = [book]
        var index = 0
        while index < sections.count {
            for key in sections[index].keys {
                for mapping in mappings(in: key.value) where !sections.contains(where: { $0.name == mapping.name }) {
                    sections.append(mapping)
                }
            }
            index += 1
        }
        return sections.map(markdownTable).joined(separator: "\n")
    }

    private static func markdownTable(_ mapping: BookMapping) -> String {
        var lines = [
            "### `\(mapping.name)` keys", "", "| key | value | default | example | what it does |",
            "| --- | --- | --- | --- | --- |",
        ]
        for key in mapping.keys {
            let name =
                "`\(key.name)`" + (key.isRequired ? " (required)" : "") + (key.requires.map { " (with `\($0)`)" } ?? "")
            let example = "`\(key.example)`"
            let defaultValue = key.defaultValue.map { "`\($0)`" } ?? ""
            let cells = [name, words(key.value), defaultValue, example, key.summary]
            lines.append(
                "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The named mappings with keys of their own that `value` takes, directly or in a list.
    private static func mappings(in value: BookValue) -> [BookMapping] {
        switch value {
        case .mapping(let mapping): return mapping.keys.isEmpty ? [] : [mapping]
        case .list(let item), .oneOrMore(let item): return mappings(in: item)
        case .either(let values): return values.flatMap(mappings)
        case .chapterEntry: return mappings(in: chapterEntry)
        case .tocEntry: return [tocEntry]
        case .text, .path, .flag, .number, .integer, .choice, .pattern: return []
        }
    }

    /// `value` in words, a mapping linked to its table.
    private static func words(_ value: BookValue) -> String {
        switch value {
        case .text: return "text"
        case .path: return "a path"
        case .flag: return "`true` or `false`"
        case .number: return "a number"
        case .integer(let range): return "\(range.lowerBound)–\(range.upperBound)"
        case .choice(let values):
            return values.dropLast().map { "`\($0)`" }.joined(separator: ", ") + " or `\(values.last!)`"
        case .pattern(_, let form): return form
        case .list(let item): return "a list of: " + words(item)
        case .oneOrMore(let item): return words(item) + "; or a list of them"
        case .either(let values): return values.map(words).joined(separator: "; or ")
        case .mapping(let mapping) where mapping.keys.isEmpty:
            return "a mapping of \(mapping.name) to " + words(mapping.others ?? .text)
        case .mapping(let mapping): return link(mapping)
        case .chapterEntry: return "a path; or \(link(chapter)); or \(link(part))"
        case .tocEntry: return link(tocEntry)
        }
    }

    private static func link(_ mapping: BookMapping) -> String {
        "[`\(mapping.name)` mapping](#\(mapping.name.replacingOccurrences(of: " ", with: "-").filter { $0 != "." })-keys)"
    }
}
