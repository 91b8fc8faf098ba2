import Foundation

/// `<number>` and `<label>` (CSL 1.0.2 "Number", "Label").
extension CSLRenderer {
    /// What joins a page range's ends: the locale's `page-range-delimiter` (CSL 1.0.2), else an en dash.
    var pageRangeDelimiter: String { locale.term("page-range-delimiter") ?? "–" }

    func renderNumber(_ node: CSLNode, _ context: inout RenderContext) -> Rendered {
        guard let variable = node["variable"], !context.substituted.contains(variable),
            var value = variableText(variable, context), !value.isEmpty
        else { return Rendered(called: 1) }
        context.renderedVariables.append(variable)
        if let number = Int(value.trimmingCharacters(in: .whitespaces)) {
            switch node["form"] {
            case "ordinal": value = String(number) + locale.ordinalSuffix(number)
            case "long-ordinal":
                value =
                    locale.term(String(format: "long-ordinal-%02d", number))
                    ?? String(number) + locale.ordinalSuffix(number)
            case "roman": value = NumberText.roman(number)
            default: break
            }
        } else if variable == "page" || variable == "locator" {
            value = PageRange.format(value, style.root["page-range-format"], delimiter: pageRangeDelimiter)
        } else if NumberText.isNumeric(value) {
            value = value.replacingOccurrences(of: "-", with: "–")
        }
        return Rendered(text: decorate(.text(value), node), called: 1, filled: 1)
    }

    func renderLabel(_ node: CSLNode, _ context: inout RenderContext) -> Rendered {
        guard let variable = node["variable"], let value = variableText(variable, context), !value.isEmpty else {
            return .nothing
        }
        let term = variable == "locator" ? context.item?.label ?? "page" : variable
        let plural: Bool =
            switch node["plural"] ?? "contextual" {
            case "always": true
            case "never": false
            default:
                variable == "number-of-pages" || variable == "number-of-volumes"
                    ? (Int(value) ?? 0) > 1 : NumberText.isPlural(value)
            }
        guard let text = locale.term(term, form: node["form"] ?? "long", plural: plural) else { return .nothing }
        return Rendered(text: decorate(.text(text), node))
    }
}
