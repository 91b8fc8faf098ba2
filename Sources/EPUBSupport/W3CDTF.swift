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
}
