import Foundation

/// `<date>` and `<date-part>` (CSL 1.0.2 "Date"): the style's own parts, or the locale's date format
/// (`form="text"`, `form="numeric"`) with the style's date-parts overriding its attributes; the year suffix after
/// the first year of `issued` when the style does not place it itself.
extension CSLRenderer {
    func renderDate(_ node: CSLNode, _ context: inout RenderContext) -> Rendered {
        guard let variable = node["variable"], !context.substituted.contains(variable),
            let date = context.reference.dates[variable]
        else { return Rendered(called: 1) }
        context.renderedVariables.append(variable)
        if context.mode == .sort && node.isSortKey {
            return Rendered(text: .text(Self.sortKey(date)), called: 1, filled: 1)
        }
        if let literal = date.literal, date.parts.isEmpty {
            return Rendered(text: decorate(.text(literal), node), called: 1, filled: 1)
        }
        let (parts, delimiter) = dateParts(node)
        var ranges: [RichText] = []
        for (offset, values) in date.parts.prefix(2).enumerated() {
            var builder = RichTextBuilder(punctuationInQuote: locale.punctuationInQuote)
            for part in parts {
                let text = datePart(part, values: values, date: date, variable: variable, first: offset == 0, &context)
                guard !text.isEmpty else { continue }
                if !builder.isEmpty { builder.append(delimiter) }
                builder.append(text)
            }
            ranges.append(builder.result)
        }
        if ranges.count == 2, ranges[0] == ranges[1] { ranges.removeLast() }
        let rangeDelimiter = parts.first { $0["name"] == "year" }?["range-delimiter"] ?? "–"
        let text = RichTextBuilder.join(ranges, delimiter: rangeDelimiter, punctuationInQuote: false)
        return Rendered(text: decorate(text, node), called: 1, filled: text.isEmpty ? 0 : 1)
    }

    /// The date-parts to render and the delimiter between them.
    private func dateParts(_ node: CSLNode) -> ([CSLNode], String) {
        guard let form = node["form"], let localized = locale.dates[form] else {
            return (node.children("date-part"), node["delimiter"] ?? "")
        }
        let wanted: [String] =
            switch node["date-parts"] ?? "year-month-day" {
            case "year": ["year"]
            case "year-month": ["year", "month"]
            default: ["year", "month", "day"]
            }
        let parts = localized.children("date-part").filter { wanted.contains($0["name"] ?? "") }.map { base in
            var merged = base
            if let override = node.children("date-part").first(where: { $0["name"] == base["name"] }) {
                for (key, value) in override.attributes where key != "prefix" && key != "suffix" {
                    merged.attributes[key] = value
                }
            }
            return merged
        }
        return (parts, localized["delimiter"] ?? "")
    }

    private func datePart(
        _ part: CSLNode, values: [Int], date: ReferenceDate, variable: String, first: Bool,
        _ context: inout RenderContext
    ) -> RichText {
        let form = part["form"]
        var text: String
        switch part["name"] {
        case "year":
            guard let year = values.first else { return .empty }
            text = form == "short" ? String(year % 100) : String(year)
            if variable == "issued", first, let suffix = context.yearSuffix, !context.yearSuffixRendered,
                !style.placesYearSuffix
            {
                text += suffix
                context.yearSuffixRendered = true
            }
        case "month":
            if values.count < 2, let season = date.season {
                text = locale.term(String(format: "season-%02d", season)) ?? ""
            } else if values.count >= 2 {
                text = month(values[1], form: form ?? "long")
            } else {
                return .empty
            }
        case "day":
            guard values.count >= 3 else { return .empty }
            let day = values[2]
            switch form {
            case "numeric-leading-zeros": text = String(format: "%02d", day)
            case "ordinal":
                text = String(day) + (locale.limitDayOrdinalsToDay1 && day != 1 ? "" : locale.ordinalSuffix(day))
            default: text = String(day)
            }
        default: return .empty
        }
        return decorate(.text(text), part)
    }

    private func month(_ month: Int, form: String) -> String {
        switch form {
        case "numeric": return String(month)
        case "numeric-leading-zeros": return String(format: "%02d", month)
        default:
            return locale.term(String(format: "month-%02d", month), form: form == "short" ? "short" : "long")
                ?? String(month)
        }
    }

    /// `YYYYMMDD` (and the end of a range) for sorting by a date variable.
    static func sortKey(_ date: ReferenceDate) -> String {
        date.parts.map { values in
            (0..<3).map { String(format: $0 == 0 ? "%05d" : "%02d", $0 < values.count ? values[$0] : 0) }.joined()
        }.joined(separator: "/")
    }
}

extension CSLNode {
    /// A node made to stand for a sort key's variable (see `CitationProcessor.sortKeys`).
    var isSortKey: Bool { attributes["sort-key"] == "true" }
}

extension CSLStyle {
    /// Whether the style writes `year-suffix` itself; if not, it follows the first year of `issued`.
    var placesYearSuffix: Bool { Self.mentions(root, variable: "year-suffix") }

    private static func mentions(_ node: CSLNode, variable: String) -> Bool {
        node["variable"]?.split(separator: " ").contains { $0 == variable } == true
            || node.children.contains { mentions($0, variable: variable) }
    }
}
