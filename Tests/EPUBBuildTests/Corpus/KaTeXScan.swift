import Foundation

/// The formulas mdbook-katex finds in a chapter, counted as its `scan.rs` finds them, independently of
/// `TeXMath`: over the raw bytes, `$$…$$` and `$…$` to the next delimiter not escaped by an odd run of
/// backslashes, a backslash passing over the byte after it, a run of backticks over everything up to the next
/// run as long; an unclosed delimiter or run ends the scan.
enum KaTeXScan {
    static func formulas(in data: Data) -> Int {
        let bytes = [UInt8](data)
        let dollar = UInt8(ascii: "$"), backslash = UInt8(ascii: "\\"), backtick = UInt8(ascii: "`")
        var count = 0
        var i = 0
        while i < bytes.count {
            if bytes[i] == dollar {
                let delimiter = i + 1 < bytes.count && bytes[i + 1] == dollar ? 2 : 1
                guard let end = closing(delimiter, in: bytes, from: i + delimiter) else { return count }
                count += 1
                i = end + delimiter
            } else if bytes[i] == backslash {
                i += 2
            } else if bytes[i] == backtick {
                var run = 0
                while i < bytes.count && bytes[i] == backtick { run += 1; i += 1 }
                guard let end = afterRun(of: run, in: bytes, from: i) else { return count }
                i = end
            } else {
                i += 1
            }
        }
        return count
    }

    /// Where the next `delimiter` dollars not escaped start.
    private static func closing(_ delimiter: Int, in bytes: [UInt8], from start: Int) -> Int? {
        var j = start
        while j + delimiter <= bytes.count {
            if bytes[j] == UInt8(ascii: "$") && (delimiter == 1 || bytes[j + 1] == UInt8(ascii: "$")) {
                var backslashes = 0
                while j - backslashes - 1 >= 0 && bytes[j - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
                if backslashes % 2 == 0 { return j }
                j += delimiter
            } else {
                j += 1
            }
        }
        return nil
    }

    /// Where scanning goes on after the next run of at least `length` backticks, and the backticks after it.
    private static func afterRun(of length: Int, in bytes: [UInt8], from start: Int) -> Int? {
        var j = start
        while j < bytes.count {
            var found = 0
            while j + found < bytes.count && bytes[j + found] == UInt8(ascii: "`") { found += 1 }
            if found >= length { return j + found }
            j += max(found, 1)
        }
        return nil
    }
}
