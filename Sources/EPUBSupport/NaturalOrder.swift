import Foundation

/// File names in the order people number them: `page2` before `page10`,
/// as a file manager shows them, not as bytes sort (`page10` < `page2`).
package enum NaturalOrder {
    package static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        let (left, right) = (runs(a), runs(b))
        for (x, y) in zip(left, right) where x != y {
            switch (x, y) {
            case (.number(let m), .number(let n)):
                // Compared as digits, so no run is too long: fewer significant digits first, then
                // digit by digit; equal values differ in their zeros, `02` before `2`, so the order is total.
                let (mDigits, nDigits) = (m.drop { $0 == "0" }, n.drop { $0 == "0" })
                if mDigits.count != nDigits.count { return mDigits.count < nDigits.count }
                return mDigits != nDigits ? mDigits < nDigits : m < n
            case (.number, .text): return true
            case (.text, .number): return false
            case (.text(let s), .text(let t)):
                return s.lowercased() != t.lowercased() ? s.lowercased() < t.lowercased() : s < t
            }
        }
        return left.count < right.count
    }

    private enum Run: Equatable {
        /// A run of digits.
        case number(String)
        case text(String)
    }

    private static func runs(_ name: String) -> [Run] {
        var result: [Run] = []
        var current = ""
        var inDigits = false
        func flush() {
            guard !current.isEmpty else { return }
            result.append(inDigits ? .number(current) : .text(current))
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
