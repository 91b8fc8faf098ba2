/// Text from a book (an entry's name, an href, a heading) as a diagnostic prints it: one line a terminal shows as
/// it is. A control character is written as its escape (`\n`, `\u{1B}`): an EPUB whose entry is named
/// `a\nbook.epub:1:1: error: …` would otherwise print a line of its own that reads as the tool's, and an escape
/// sequence would drive the terminal. Unicode's line separators and bidirectional overrides are escaped too: the
/// first break the line, the others reorder what follows (a file name that reads backwards).
package enum PrintableText {
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
