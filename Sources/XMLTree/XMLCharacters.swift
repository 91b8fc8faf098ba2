/// The characters XML 1.0 allows (§2.2 Char): none of the C0 controls but tab, line feed and carriage return, and
/// neither U+FFFE nor U+FFFF. A tree's text and attribute values are kept to them, whatever a book file gives (a
/// title with a terminal's escape codes): written as they were, the document is not well-formed (epubcheck RSC-016),
/// and a NUL ends the C string libxml2 is handed, losing the rest.
enum XMLCharacters {
    /// `text` without the characters XML does not allow; `text` itself, unscanned past its bytes, when it has none.
    static func allowed(_ text: String) -> String {
        // U+FFFE and U+FFFF are EF BF BE and EF BF BF in UTF-8: a lead byte 0xEF is looked at more closely.
        guard text.utf8.contains(where: { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D) || $0 == 0xEF })
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
