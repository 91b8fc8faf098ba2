import Foundation

/// The characters XML 1.0 allows (§2.2 Char): none of the C0 controls but tab, line feed and carriage return, and
/// neither U+FFFE nor U+FFFF. A tree's text and attribute values are kept to them, whatever a book file gives (a
/// title with a terminal's escape codes): written as they were, the document is not well-formed (epubcheck RSC-016),
/// and a NUL ends the C string libxml2 is handed, losing the rest.
enum XMLCharacters {
    /// `text` without the characters XML does not allow; `text` itself, unscanned past its bytes, when it has none.
    static func allowed(_ text: String) -> String {
        // U+FFFE and U+FFFF are EF BF BE and EF BF BF in UTF-8: a lead byte 0xEF is looked at more closely.
        // Most text is ASCII letters: a byte at or above 0x20 and below 0xEF needs no closer look.
        guard text.utf8.contains(where: { $0 < 0x20 ? $0 != 0x09 && $0 != 0x0A && $0 != 0x0D : $0 == 0xEF })
        else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter(isAllowed))
        return String(scalars)
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case ..<0x20, 0xFFFE, 0xFFFF: false
        default: true
        }
    }
}

extension XMLCharacters {
    /// The characters windows-1252 has at 0x80–0x9F, in order (0 where it has none): HTML reads a numeric reference
    /// to one of those code points (`&#147;`, old pages' curly quote) as windows-1252's character (HTML §13.2.5.80),
    /// where libxml2's HTML parser gives the C1 control, which shows as nothing.
    private static let windows1252: [UInt32] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
        0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E,
        0x0178,
    ]

    /// The UTF-8 text at `content` with each C1 control windows-1252 has a character for made that character, as a
    /// browser reads `&#147;`; nil when it holds none (the common case, settled in its bytes).
    static func windows1252Repaired(_ content: UnsafePointer<CChar>) -> String? {
        var cursor = content
        var found = false
        while let lead = strchr(cursor, 0xC2) {
            let next = UInt8(bitPattern: lead[1])
            if next >= 0x80 && next <= 0x9F && windows1252[Int(next - 0x80)] != 0 {
                found = true
                break
            }
            cursor = UnsafePointer(lead) + 1
        }
        guard found else { return nil }
        var scalars = String.UnicodeScalarView()
        for scalar in String(cString: content).unicodeScalars {
            let mapped = (0x80...0x9F).contains(scalar.value) ? windows1252[Int(scalar.value - 0x80)] : 0
            scalars.append(mapped != 0 ? Unicode.Scalar(mapped)! : scalar)
        }
        return String(scalars)
    }
}
