import EPUBModel
import EPUBSupport
import Yams

/// book.yaml's `math:`: `false` (formulas stay text), `true`, or how the book's tool reads and numbers formulas:
/// `{numbering: none | ams | all, labels: page | book}`, as a MathJax configuration would say it, and
/// `escapes: raw | commonmark | kramdown`, the backslash escapes its Markdown undoes before TeX reads a formula.
package enum MathField {
    package static func read(_ field: YAMLField, into spec: inout BookSpec) throws(BuildError) {
        guard case .mapping = field.node else {
            if try field.bool() == false { spec.math = nil }
            return
        }
        let fields = try field.mapping(known: BookKeys.mathKeys)
        if let escapes = fields["escapes"] {
            var delimiters = spec.math ?? MathDelimiters()
            delimiters.escapes = try escapes.choice(of: MathEscapes.self)
            spec.math = delimiters
        }
        if let numbering = fields["numbering"] {
            spec.mathNumbering.numbered = try numbering.choice(of: MathNumbering.Numbered.self)
            spec.mathNumberingIsExplicit = true
        }
        if let labels = fields["labels"] {
            spec.mathNumbering.scope = try labels.choice(of: MathNumbering.Scope.self)
            spec.mathNumberingIsExplicit = true
        }
    }

    /// `math:` as book.yaml writes it: the numbering when it is not the default; nil for the default (`false` is the
    /// writer's).
    package static func written(_ spec: BookSpec) -> Node? {
        var pairs: [(Node, Node)] = []
        if spec.mathNumbering != MathNumbering() {
            pairs.append((Node("numbering"), Node(spec.mathNumbering.numbered.rawValue)))
            pairs.append((Node("labels"), Node(spec.mathNumbering.scope.rawValue)))
        }
        if let escapes = spec.math?.escapes, escapes != MathDelimiters().escapes {
            pairs.append((Node("escapes"), Node(escapes.rawValue)))
        }
        return pairs.isEmpty ? nil : Node(pairs)
    }
}
