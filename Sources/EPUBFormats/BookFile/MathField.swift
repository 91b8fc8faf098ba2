import EPUBModel
import EPUBSupport
import Yams

/// book.yaml's `math:`: `false` (formulas stay text), `true`, or how formulas are numbered,
/// `{numbering: none | ams | all, labels: page | book}`, as a MathJax configuration would say it.
package enum MathField {
    package static func read(_ field: YAMLField, into spec: inout BookSpec) throws(BuildError) {
        guard case .mapping = field.node else {
            if try field.bool() == false { spec.math = nil }
            return
        }
        let fields = try field.mapping(known: BookKeys.mathKeys)
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
        guard spec.mathNumbering != MathNumbering() else { return nil }
        return Node([
            (Node("numbering"), Node(spec.mathNumbering.numbered.rawValue)),
            (Node("labels"), Node(spec.mathNumbering.scope.rawValue)),
        ])
    }
}
