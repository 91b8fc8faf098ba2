import Foundation

/// CSL's numbers: what is numeric ("12", "2-4", "3a", "1, 5 & 7"), ordinals and roman numerals.
enum NumberText {
    static func isNumeric(_ text: String) -> Bool {
        text.wholeMatch(of: #/\s*[A-Za-z]?\d+[A-Za-z]?(\s*[-–,&]\s*[A-Za-z]?\d+[A-Za-z]?)*\s*/#) != nil
            || text.wholeMatch(of: #/\s*\d+(st|nd|rd|th)?\s*/#) != nil
    }

    /// Whether the text names more than one (a range or a list), for plural labels.
    static func isPlural(_ text: String) -> Bool {
        text.contains { "-–,&".contains($0) } || text.contains(" and ")
    }

    static func roman(_ number: Int) -> String {
        guard (1..<4000).contains(number) else { return String(number) }
        let values = [
            (1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"), (50, "l"),
            (40, "xl"), (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i"),
        ]
        var rest = number
        var result = ""
        for (value, letters) in values {
            while rest >= value {
                result += letters
                rest -= value
            }
        }
        return result
    }
}

/// Page ranges as `page-range-format` writes them (CSL 1.0.2 Appendix V): expanded, minimal, minimal-two and
/// chicago (the Chicago Manual's 16th edition rules); the hyphen becomes the locale's `page-range-delimiter`
/// (CSL 1.0.2), an en dash unless it says otherwise (French's is a no-break hyphen, U+2011).
enum PageRange {
    static func format(_ text: String, _ format: String?, delimiter: String = "–") -> String {
        let ranges = text.split(separator: ",", omittingEmptySubsequences: false).map { part -> String in
            let bounds = part.split(whereSeparator: { $0 == "-" || $0 == "–" }).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard bounds.count == 2 else { return String(part) }
            let leading = part.prefix { $0 == " " }
            return leading + bounds[0] + delimiter + collapse(bounds[0], bounds[1], format)
        }
        return ranges.joined(separator: ",")
    }

    private static func collapse(_ first: String, _ last: String, _ format: String?) -> String {
        guard let start = Int(first), let end = Int(last), first.count == last.count || format == "expanded" else {
            return last
        }
        switch format {
        case "expanded":
            guard last.count < first.count else { return last }
            return String(first.prefix(first.count - last.count)) + last
        case "minimal": return changed(first, last, keep: 1)
        case "minimal-two": return changed(first, last, keep: 2)
        case "chicago", "chicago-16":
            if start < 100 || start % 100 == 0 { return last }
            if start % 100 < 10 { return changed(first, last, keep: 1) }
            return changed(first, last, keep: 2)
        default:
            _ = end
            return last
        }
    }

    /// The digits of `last` from the first that differs from `first`, at least `keep` of them.
    private static func changed(_ first: String, _ last: String, keep: Int) -> String {
        let common = zip(first, last).prefix { $0 == $1 }.count
        return String(last.suffix(max(last.count - common, min(keep, last.count))))
    }
}
