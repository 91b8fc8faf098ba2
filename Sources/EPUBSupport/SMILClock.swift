import Foundation

/// SMIL 3.0 clock values (§5.4.1), as Media Overlays use them for
/// `clipBegin`, `clipEnd` and `media:duration` (EPUB Media Overlays 3.3 §3.2).
package enum SMILClock {
    /// Seconds of `value`: a full clock `1:02:03.5`, a partial `02:03.5`, or a
    /// timecount `3.5s`, `120ms`, `2min`, `1h` (a bare number is seconds).
    package static func seconds(_ value: String) -> Double? {
        let text = value.trimmingCharacters(in: .whitespaces)
        if text.contains(":") {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
            guard (2...3).contains(parts.count), parts.allSatisfy({ $0 != nil }) else { return nil }
            return parts.reduce(0.0) { $0 * 60 + $1! }
        }
        for (unit, factor) in [("ms", 0.001), ("min", 60.0), ("h", 3600.0), ("s", 1.0)] where text.hasSuffix(unit) {
            return Double(text.dropLast(unit.count)).map { $0 * factor }
        }
        return Double(text)
    }

    /// `seconds` as a full clock value, to the millisecond: `0:14:20.500`.
    package static func clock(_ seconds: Double) -> String {
        let milliseconds = Int((seconds * 1000).rounded())
        let (hours, rest) = milliseconds.quotientAndRemainder(dividingBy: 3_600_000)
        let (minutes, rest2) = rest.quotientAndRemainder(dividingBy: 60_000)
        let (whole, fraction) = rest2.quotientAndRemainder(dividingBy: 1000)
        return String(format: "%d:%02d:%02d.%03d", hours, minutes, whole, fraction)
    }
}
