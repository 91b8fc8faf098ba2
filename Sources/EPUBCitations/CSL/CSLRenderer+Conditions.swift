/// `<if>` and `<else-if>` (CSL 1.0.2 "Choose"): each attribute lists values, each value a test, combined by `match`.
extension CSLRenderer {
    func matches(_ branch: CSLNode, _ context: RenderContext) -> Bool {
        var results: [Bool] = []
        for (attribute, values) in branch.attributes.sorted(by: { $0.key < $1.key }) where attribute != "match" {
            for value in values.split(separator: " ").map(String.init) {
                results.append(test(attribute, value, context))
            }
        }
        switch branch["match"] ?? "all" {
        case "any": return results.contains(true)
        case "none": return !results.contains(true)
        default: return !results.contains(false)
        }
    }

    private func test(_ attribute: String, _ value: String, _ context: RenderContext) -> Bool {
        let reference = context.reference
        switch attribute {
        case "type": return reference.type == value
        case "variable": return hasVariable(value, context)
        case "is-numeric": return variableText(value, context).map(NumberText.isNumeric) ?? false
        case "is-uncertain-date": return reference.dates[value]?.circa ?? false
        case "locator": return context.item?.locator != nil && (context.item?.label ?? "page") == value
        case "position":
            switch value {
            case "first": return context.position == .first
            case "subsequent": return context.position != .first
            case "ibid": return context.position == .ibid || context.position == .ibidWithLocator
            case "ibid-with-locator": return context.position == .ibidWithLocator
            default: return false
            }
        case "disambiguate": return context.disambiguate == (value == "true")
        default: return false
        }
    }

    func hasVariable(_ name: String, _ context: RenderContext) -> Bool {
        guard !context.substituted.contains(name) else { return false }
        if let names = context.reference.names[name] { return !names.isEmpty }
        if context.reference.dates[name] != nil { return true }
        return !(variableText(name, context) ?? "").isEmpty
    }

    /// A standard or number variable's text, the cite's own variables included.
    func variableText(_ name: String, _ context: RenderContext) -> String? {
        switch name {
        case "locator": context.item?.locator
        case "citation-number": context.citationNumber.map(String.init)
        case "year-suffix": context.yearSuffix
        default: context.reference.fields[name]
        }
    }
}
