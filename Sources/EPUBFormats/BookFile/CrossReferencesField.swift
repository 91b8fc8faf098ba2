import EPUBModel
import EPUBSupport
import Yams

/// book.yaml's `cross-references:`: `true`, or a mapping of pandoc-crossref's settings for how its references and
/// captions read (`{fig-prefix: [Figure, Figures], range-delimiter: '–'}`), which turns them on too.
package enum CrossReferencesField {
    package static func read(_ field: YAMLField, into spec: inout BookSpec) throws(BuildError) {
        guard case .mapping = field.node else {
            spec.crossReferences = try field.bool()
            return
        }
        spec.crossReferences = true
        let fields = try field.mapping(known: BookKeys.crossReferenceKeys)
        for (name, value) in fields.inFileOrder {
            if let kind = CrossReferenceStyle.kind(ofPrefixSetting: name) {
                spec.crossReferenceStyle.prefixes[kind] = try prefixes(value)
            } else if name == "chapters" {
                spec.crossReferenceStyle.chapters = try value.bool()
            } else {
                spec.crossReferenceStyle[delimiter: name] = try value.string()
            }
        }
    }

    /// A prefix may be empty (`figPrefix: ""`: the numbers alone), unlike most text.
    private static func prefixes(_ field: YAMLField) throws(BuildError) -> [String] {
        var prefixes: [String] = []
        for item in field.items { prefixes.append(try item.string().trimmingWhitespace) }
        guard !prefixes.isEmpty else { throw field.failure("'\(field.key)' must be a prefix or a list of them") }
        return prefixes
    }

    /// `cross-references:` as book.yaml writes it: `true`, or the settings that differ from the filter's.
    package static func written(_ spec: BookSpec) -> Node {
        let style = spec.crossReferenceStyle
        let defaults = CrossReferenceStyle()
        var pairs: [(Node, Node)] = []
        for (name, _) in CrossReferenceStyle.settings {
            if let kind = CrossReferenceStyle.kind(ofPrefixSetting: name) {
                let forms = style.prefixes[kind] ?? []
                guard forms != defaults.prefixes[kind] ?? [] else { continue }
                pairs.append((Node(name), forms.count == 1 ? Node(forms[0]) : Node(forms.map { Node($0) })))
            } else if name == "chapters" {
                if style.chapters { pairs.append((Node(name), Node("true", .implicit, .plain))) }
            } else if let value = style[delimiter: name], value != defaults[delimiter: name] {
                pairs.append((Node(name), Node(value, .implicit, .singleQuoted)))
            }
        }
        return pairs.isEmpty ? Node("true", .implicit, .plain) : Node(pairs)
    }
}
