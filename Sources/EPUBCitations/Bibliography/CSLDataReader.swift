import EPUBFormats
import EPUBSupport
import Foundation
import Yams

/// Reads CSL-JSON and CSL-YAML: a list of items, or (CSL-YAML as pandoc writes it) a mapping whose `references:`
/// holds the list. JSON is read by the same YAML reader book.yaml is, so both give `file:line:col`.
/// A field's formatting is read as each format writes it (`FieldMarkup`): CSL-JSON's rich-text tags; in CSL-YAML,
/// which pandoc reads as Markdown, Markdown's marks and raw HTML's tags.
enum CSLDataReader {
    static func read(_ root: Node, path: String, markdown: Bool) throws(BuildError) -> [Reference] {
        let field = YAMLField(node: root, path: path, key: "references")
        let list: YAMLField
        if case .mapping = root {
            guard let references = try field.mapping(known: ["references"], unknown: { _, _ in })["references"] else {
                throw field.failure("a bibliography needs a list of entries, or a 'references:' key that holds one")
            }
            list = references
        } else {
            list = field
        }
        return try list.sequence().map { (item) throws(BuildError) in try reference(item, markdown: markdown) }
    }

    private static func reference(_ item: YAMLField, markdown: Bool) throws(BuildError) -> Reference {
        guard case .mapping(let mapping) = item.node else {
            throw item.failure("a bibliography entry must be a mapping of CSL variables (id, type, title, …)")
        }
        var reference = Reference(id: "", type: "", location: item.location)
        for (keyNode, valueNode) in mapping {
            let key = Reference.variableName(keyNode.string ?? "")
            let value = YAMLField(node: valueNode, path: item.path, key: key)
            switch key {
            case "id": reference.id = try scalar(value)
            case "type": reference.type = try scalar(value)
            case _ where Reference.nameVariables.contains(key): reference.names[key] = try names(value)
            case _ where Reference.dateVariables.contains(key): reference.dates[key] = try date(value)
            default:
                guard case .scalar = valueNode else { continue }
                let text = try scalar(value)
                // Addresses and numbers are as written: `~user` in a URL is no subscript.
                let marked =
                    markdown && !Reference.upperCaseVariables.contains(key) ? FieldMarkup.markingMarkdown(text) : text
                reference.fields[key] = FieldMarkup.markingTags(marked)
            }
        }
        guard !reference.id.isEmpty else { throw item.failure("this bibliography entry has no 'id'") }
        return reference
    }

    private static func scalar(_ field: YAMLField) throws(BuildError) -> String {
        try field.string().trimmingWhitespace
    }

    private static func names(_ field: YAMLField) throws(BuildError) -> [ReferenceName] {
        try field.items.map { (item) throws(BuildError) in
            if case .scalar(let scalar) = item.node { return ReferenceName(literal: scalar.string) }
            let parts = try item.mapping(
                known: ["family", "given", "dropping-particle", "non-dropping-particle", "suffix", "literal"],
                unknown: { _, _ in })
            func part(_ name: String) throws(BuildError) -> String? { try parts[name].map(scalar) }
            return ReferenceName(
                family: try part("family"), given: try part("given"), droppingParticle: try part("dropping-particle"),
                nonDroppingParticle: try part("non-dropping-particle"), suffix: try part("suffix"),
                literal: try part("literal"))
        }
    }

    /// `{date-parts: [[2020, 3]]}`, `{raw: …}`, `{literal: …}`, or the EDTF string `2020-03`.
    private static func date(_ field: YAMLField) throws(BuildError) -> ReferenceDate {
        if case .scalar = field.node {
            let text = try scalar(field)
            return ReferenceDate.edtf(text) ?? ReferenceDate(parts: [], literal: text)
        }
        let parts = try field.mapping(
            known: ["date-parts", "season", "circa", "literal", "raw"], unknown: { _, _ in })
        var date = ReferenceDate(parts: [])
        if let dateParts = parts["date-parts"] {
            date.parts = try dateParts.sequence().map { (range) throws(BuildError) in
                try range.sequence().map { (part) throws(BuildError) in
                    guard let number = Int(try scalar(part)) else {
                        throw part.failure("a date part must be a number (year, month, day)")
                    }
                    return number
                }
            }
        } else if let raw = try parts["raw"].map(scalar) {
            date = ReferenceDate.edtf(raw) ?? ReferenceDate(parts: [], literal: raw)
        }
        date.literal = try parts["literal"].map(scalar) ?? date.literal
        date.season = try parts["season"].map(scalar).flatMap { Int($0) }
        date.circa = try parts["circa"].map(scalar).map { !["", "0", "false"].contains($0) } ?? false
        return date
    }
}
