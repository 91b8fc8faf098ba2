import Foundation

/// File names in the order people number them: `page2` before `page10`,
/// as a file manager shows them, not as bytes sort (`page10` < `page2`).
enum NaturalOrder {
    static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        let (left, right) = (runs(a), runs(b))
        for (x, y) in zip(left, right) where x != y {
            switch (x, y) {
            case (.number(let m, let mText), .number(let n, let nText)):
                // Equal values differ in their zeros: `02` before `2`, so the order is total.
                return m != n ? m < n : mText < nText
            case (.number, .text): return true
            case (.text, .number): return false
            case (.text(let s), .text(let t)): return s.lowercased() != t.lowercased() ? s.lowercased() < t.lowercased() : s < t
            }
        }
        return left.count < right.count
    }

    private enum Run: Equatable {
        /// A run of digits: its value and its text.
        case number(Decimal, String)
        case text(String)
    }

    private static func runs(_ name: String) -> [Run] {
        var result: [Run] = []
        var current = ""
        var inDigits = false
        func flush() {
            guard !current.isEmpty else { return }
            result.append(inDigits ? .number(Decimal(string: current) ?? 0, current) : .text(current))
            current = ""
        }
        for character in name {
            let isDigit = character.isASCII && character.isNumber
            if isDigit != inDigits { flush(); inDigits = isDigit }
            current.append(character)
        }
        flush()
        return result
    }
}
