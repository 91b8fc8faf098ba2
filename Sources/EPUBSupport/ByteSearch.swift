import Foundation

/// Finding a byte string inside another in time linear in both (Knuth–Morris–Pratt).
///
/// Foundation's `range(of:)` compares the pattern afresh at every position:
/// a 70 000-character URL searched for on its own line took tens of seconds.
package enum ByteSearch {
    /// Whether `text`'s UTF-8 holds `needle`'s (a short word): bytes compared in
    /// place, where `String.contains` compares characters and is many times slower on a big chapter.
    package static func contains(_ needle: String, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { contains(needle, inBytes: $0) }
    }

    /// Whether the bytes of `data` hold `needle`'s UTF-8.
    package static func contains(_ needle: String, in data: Data) -> Bool {
        data.withUnsafeBytes { contains(needle, inBytes: $0.bindMemory(to: UInt8.self)) }
    }

    /// Whether `text`'s UTF-8 holds `needle`'s, as `contains(_:in:)` for a String.
    package static func contains(_ needle: String, in text: Substring) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ contains(needle, inBytes: $0) }) { return found }
        return contains(needle, in: String(text))
    }

    /// `memchr` finds each candidate first byte at memory speed and `memcmp`
    /// compares only there: a byte-at-a-time loop was 2 % of a build. (glibc's
    /// `memmem` is not in Swift's Glibc module.)
    private static func contains(_ needle: String, inBytes haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in
            guard let patternStart = pattern.baseAddress, !pattern.isEmpty else { return true }
            guard let base = haystack.baseAddress, haystack.count >= pattern.count else { return false }
            let last = haystack.count - pattern.count
            var offset = 0
            while offset <= last {
                guard let hit = memchr(base + offset, Int32(pattern[0]), last - offset + 1) else { return false }
                let candidate = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self)
                if memcmp(candidate, patternStart, pattern.count) == 0 { return true }
                offset = candidate - base + 1
            }
            return false
        }
    }

    /// Where `needle` first starts in `text`, found in the UTF-8 bytes (Foundation's `range(of:)` on a Substring
    /// costs some 20 000 instructions a call). Nil for an empty needle, as `range(of:)` gives.
    /// The text is searched where it lies, not copied.
    package static func firstIndex(of needle: String, in text: Substring) -> String.Index? {
        let pattern = Array(needle.utf8)
        func first(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            var first: Int?
            search(pattern, in: bytes) {
                first = $0; return false
            }
            return first
        }
        let offset =
            text.utf8.withContiguousStorageIfAvailable(first(in:))
            ?? Array(text.utf8).withUnsafeBufferPointer(first(in:))
        return offset.map { text.utf8.index(text.startIndex, offsetBy: $0) }
    }

    /// The offsets where `pattern` starts in `text`, overlapping ones included, in increasing order.
    package static func occurrences(of pattern: [UInt8], in text: [UInt8]) -> [Int] {
        var found: [Int] = []
        text.withUnsafeBufferPointer { bytes in
            search(pattern, in: bytes) {
                found.append($0); return true
            }
        }
        return found
    }

    /// The first offset where `pattern` starts in `text`.
    package static func firstOccurrence(of pattern: [UInt8], in text: [UInt8]) -> Int? {
        var first: Int?
        text.withUnsafeBufferPointer { bytes in
            search(pattern, in: bytes) {
                first = $0; return false
            }
        }
        return first
    }

    /// Calls `found` with each match's offset while it returns true.
    private static func search(_ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, found: (Int) -> Bool) {
        guard !pattern.isEmpty, pattern.count <= bytes.count else { return }
        let failure = failureTable(pattern)
        guard let base = bytes.baseAddress else { return }
        var matched = 0
        var index = 0
        while index < bytes.count {
            if matched == 0 {
                // Nothing matched yet: memchr skips to the next first byte at memory speed.
                guard let hit = memchr(base + index, Int32(pattern[0]), bytes.count - index) else { return }
                index = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
            }
            let byte = bytes[index]
            while matched > 0 && pattern[matched] != byte { matched = failure[matched - 1] }
            if pattern[matched] == byte { matched += 1 }
            if matched == pattern.count {
                guard found(index + 1 - pattern.count) else { return }
                matched = failure[matched - 1]
            }
            index += 1
        }
    }

    /// For each prefix of `pattern`, the length of its longest proper prefix that is also its suffix.
    private static func failureTable(_ pattern: [UInt8]) -> [Int] {
        var table = [Int](repeating: 0, count: pattern.count)
        var length = 0
        for index in pattern.indices.dropFirst() {
            while length > 0 && pattern[index] != pattern[length] { length = table[length - 1] }
            if pattern[index] == pattern[length] { length += 1 }
            table[index] = length
        }
        return table
    }
}
