/// The value of a template variable through Nunjucks' and Liquid's common filters (`{{ book.v | upper }}`,
/// `{{ book.missing | default("none") }}`, `{{ book.VER | replace("%TEXT%", "iOS 5") }}`): `upper`, `lower`,
/// `capitalize`, `title`, `trim`, `default` (`d`), `replace`, `escape` (`e`), `join` (a list's items), and `safe`
/// and `string`, which change nothing here. nil when the variable has no value and no default, or a filter is none of
/// these. A list alone is its items joined by commas, as JavaScript writes an array.
enum TemplateFilters {
    static let names: Set<String> = [
        "default", "d", "upper", "lower", "capitalize", "title", "trim", "strip", "replace", "escape", "e", "safe",
        "string", "join",
    ]

    /// The first filter of `expression` that is none of `names`.
    static func unknownFilter(in expression: Substring) -> String? {
        expression.split(separator: "|").dropFirst().map {
            String($0.trimmingWhitespace.prefix { $0.isLetter || $0 == "_" })
        }
        .first { !names.contains($0) }
    }

    static func value(of expression: Substring, values: [String: String]) -> String? {
        let parts = expression.split(separator: "|").map { $0.trimmingWhitespace }
        guard let name = parts.first else { return nil }
        var value = values[name]
        let list = value == nil ? items(of: name, in: values) : nil
        if let list { value = list.joined(separator: ",") }
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
            case "replace":
                let arguments = quotedArguments(of: filter)
                guard arguments.count == 2 else { return nil }
                value = value?.replacingOccurrences(of: arguments[0], with: arguments[1])
            case "escape", "e":
                value = value?.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                    .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            case "join": value = list?.joined(separator: argument(of: filter) ?? "") ?? value
            case "safe", "string": break
            default: return nil
            }
        }
        return value
    }

    /// A list's items, by their index (`book.list.0`: `GitBookProject.addTemplateValues`); nil when it is none.
    private static func items(of name: String, in values: [String: String]) -> [String]? {
        var items: [String] = []
        while let item = values["\(name).\(items.count)"] { items.append(item) }
        return items.isEmpty ? nil : items
    }

    /// A filter's quoted arguments: `replace("a", 'b')`.
    private static func quotedArguments(of filter: String) -> [String] {
        guard let open = filter.firstIndex(of: "("), let close = filter.lastIndex(of: ")"), open < close else {
            return []
        }
        return filter[filter.index(after: open)..<close].matches(of: /"([^"]*)"|'([^']*)'/).map {
            String($0.output.1 ?? $0.output.2 ?? "")
        }
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
