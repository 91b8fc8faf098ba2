extension StringProtocol {
    /// The text without the white space and line breaks at either end: what
    /// Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)` gives, at
    /// a fraction of its cost (it bridges to NSString: 12 000 instructions a
    /// call, 1.4 % of comprehensive-rust's build over 3 000 calls).
    package var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !Self.isWhitespaceOrNewline($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !Self.isWhitespaceOrNewline($0) }) ?? first
        // Scalar indices are the string's own: the slice is copied whole, not scalar by scalar.
        return String(self[first..<scalars.index(after: last)])
    }

    /// Foundation's `CharacterSet.whitespacesAndNewlines`, every scalar of it
    /// (listed from Foundation itself over all of Unicode): the space separators
    /// (Zs), tab, U+000A–U+000D, U+0085, U+2028, U+2029, and U+200B.
    private static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200B, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}
