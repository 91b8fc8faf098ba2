/// The value of a template variable through Nunjucks' and Liquid's common filters (`{{ book.v | upper }}`,
/// `{{ book.missing | default("none") }}`): `upper`, `lower`, `capitalize`, `title`, `trim` and `default` (`d`).
/// nil when the variable has no value and no default, or a filter is none of these.
enum TemplateFilters {
    static func value(of expression: Substring, values: [String: String]) -> String? {
        let parts = expression.split(separator: "|").map { $0.trimmingWhitespace }
        guard let name = parts.first else { return nil }
        var value = values[name]
        if let quote = name.first, quote == "\"" || quote == "'", name.count >= 2, name.last == quote {
            value = String(name.dropFirst().dropLast())
        }
        for filter in parts.dropFirst() {
            let filterName = filter.prefix { $0.isLetter || $0 == "_" }
            switch filterName {
            case "default", "d":
                if value == nil || value == "" { value = argument(of: filter) }
            case "upper": value = value?.uppercased()
            case "lower": value = value?.lowercased()
            case "capitalize": value = value.map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
            case "title": value = value?.capitalized
            case "trim", "strip": value = value?.trimmingWhitespace
            default: return nil
            }
        }
        return value
    }

    /// A filter's quoted argument: `default("none")`.
    private static func argument(of filter: String) -> String? {
        guard let open = filter.firstIndex(of: "("), let close = filter.lastIndex(of: ")"), open < close else {
            return nil
        }
        let inner = filter[filter.index(after: open)..<close].trimmingWhitespace
        guard let quote = inner.first, quote == "\"" || quote == "'", inner.count >= 2, inner.last == quote else {
            return nil
        }
        return String(inner.dropFirst().dropLast())
    }
}
