/// Dates in the W3C profile of ISO 8601 (`2024`, `2024-05`, `2024-05-01`,
/// `2024-05-01T10:00:00Z`), the form OPF's dc:date takes.
package enum W3CDTF {
    /// Whether `date` has the form and names a real month, day and time:
    /// epubcheck reads the fields, and warns of `2024-02-30` or `2024-13` (OPF-053).
    package static func isValid(_ date: String) -> Bool {
        guard let fields = fields(of: date) else { return false }
        if let month = fields.month {
            guard (1...12).contains(month) else { return false }
            if let day = fields.day, !(1...days(inMonth: month, of: fields.year)).contains(day) { return false }
        }
        return zip(fields.time, [0...23, 0...59, 0...59, 0...23, 0...59]).allSatisfy { value, range in
            value.map(range.contains) ?? true
        }
    }

    /// Whether `date` has the form, whatever its numbers.
    package static func hasForm(_ date: String) -> Bool { fields(of: date) != nil }

    /// The numbers of a date of the form: year, month, day, and the time's
    /// hour, minute, second, and its zone's hours and minutes.
    private static func fields(of date: String) -> (year: Int, month: Int?, day: Int?, time: [Int?])? {
        // ASCII digits: \d would take any script's, which no reader of dates does.
        let form =
            /([0-9]{4})(?:-([0-9]{2})(?:-([0-9]{2})(?:T([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:\.[0-9]+)?)?(?:Z|[+-]([0-9]{2}):([0-9]{2})))?)?)?/
        guard let match = date.wholeMatch(of: form) else { return nil }
        func number(_ field: Substring?) -> Int? { field.flatMap { Int($0) } }
        return (
            number(match.1) ?? 0, number(match.2), number(match.3),
            [number(match.4), number(match.5), number(match.6), number(match.7), number(match.8)]
        )
    }

    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `written` as a date of the form, when it names one in a form people write (pandoc's `normalizeDate` reads the
    /// same): already the form; a date and time (`2020-05-05T10:00:00`, `2020-05-05 10:00`: its day);
    /// `2019/03/01`, `20190301`; `May 5, 2020`, `5 May 2020`, `5. May 2020`, `January 2024`, `Jan. 2024` (English
    /// month names, whole or cut to three letters). nil for anything else, or a day the calendar lacks.
    package static func normalized(_ written: String) -> String? {
        let text = written.trimmingCharacters(in: .whitespaces)
        if isValid(text) { return text }
        let candidate: String?
        if let match = text.wholeMatch(of: /([0-9]{4})-([0-9]{2})-([0-9]{2})[T ][0-9]{2}:[0-9]{2}.*/) {
            candidate = "\(match.1)-\(match.2)-\(match.3)"
        } else if let match = text.wholeMatch(of: /([0-9]{4})[\/.]([0-9]{1,2})[\/.]([0-9]{1,2})/) {
            candidate = "\(match.1)-\(twoDigits(match.2))-\(twoDigits(match.3))"
        } else if let match = text.wholeMatch(of: /([0-9]{4})([0-9]{2})([0-9]{2})/) {
            candidate = "\(match.1)-\(match.2)-\(match.3)"
        } else {
            candidate = spelledOut(text)
        }
        return candidate.flatMap { isValid($0) ? $0 : nil }
    }

    private static let months = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
        "december",
    ]

    /// `May 5, 2020`, `5 May 2020`, `January 2024` as the form.
    private static func spelledOut(_ text: String) -> String? {
        let words = text.lowercased().split { $0 == " " || $0 == "," || $0 == "." }.map(String.init)
        guard (2...3).contains(words.count), let year = words.last, year.count == 4, Int(year) != nil else {
            return nil
        }
        func month(_ word: String) -> Int? {
            months.firstIndex { $0 == word || (word.count == 3 && $0.hasPrefix(word)) }.map { $0 + 1 }
        }
        if words.count == 2, let month = month(words[0]) { return "\(year)-\(twoDigits(String(month)))" }
        guard words.count == 3 else { return nil }
        if let month = month(words[0]), let day = Int(words[1]) {
            return "\(year)-\(twoDigits(String(month)))-\(twoDigits(String(day)))"
        }
        if let day = Int(words[0]), let month = month(words[1]) {
            return "\(year)-\(twoDigits(String(month)))-\(twoDigits(String(day)))"
        }
        return nil
    }

    private static func twoDigits(_ number: some StringProtocol) -> String {
        number.count == 1 ? "0" + number : String(number)
    }
}
