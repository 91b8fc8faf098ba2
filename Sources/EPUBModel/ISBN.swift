/// An International Standard Book Number, checked (ISO 2108): stores
/// validate them, so a wrong check digit is caught at build time, not by a
/// retailer. An ISBN-10 is converted to its ISBN-13, the form EPUB
/// identifiers and retailers want.
package struct ISBN: Equatable {
    /// The 13 digits.
    package let digits: String

    package enum Failure: Error, Equatable {
        case length(Int)
        case prefix(String)
        case checkDigit(given: Character, expected: Character)

        package var message: String {
            switch self {
            case .length(let count): "has \(count) digits; an ISBN has 10 or 13"
            case .prefix(let prefix): "starts with \(prefix); an ISBN-13 starts with 978 or 979"
            case .checkDigit(let given, let expected): "has check digit \(given), but its other digits give \(expected)"
            }
        }
    }

    /// Whether `value` is written as an ISBN: `urn:isbn:…`, `isbn:…`, or
    /// bare digits and hyphens (spaces allowed), 10 or 13 long (the last of 10 may be X).
    package static func isWrittenAsISBN(_ value: String) -> Bool {
        let lower = value.lowercased()
        if lower.hasPrefix("urn:isbn:") || lower.hasPrefix("isbn:") || lower.hasPrefix("isbn ") { return true }
        let kept = value.filter { $0 != "-" && $0 != " " }
        return (kept.count == 10 || kept.count == 13) && kept.dropLast().allSatisfy(\.isASCIIDigit)
            && (kept.last.map { $0.isASCIIDigit || $0 == "X" || $0 == "x" } ?? false)
    }

    package init(_ written: String) throws(Failure) {
        var value = Substring(written)
        for prefix in ["urn:isbn:", "isbn:", "isbn "] where value.lowercased().hasPrefix(prefix) {
            value = value.dropFirst(prefix.count)
        }
        let characters = Array(value.filter { $0 != "-" && $0 != " " }.uppercased())
        switch characters.count {
        case 10:
            let body = characters.dropLast()
            guard body.allSatisfy(\.isASCIIDigit) else { throw .length(body.filter(\.isASCIIDigit).count) }
            let expected = Self.check10(body.map { Int(String($0))! })
            guard characters.last == expected else { throw .checkDigit(given: characters.last!, expected: expected) }
            let thirteen = [9, 7, 8] + body.map { Int(String($0))! }
            digits = thirteen.map(String.init).joined() + String(Self.check13(thirteen))
        case 13:
            guard characters.allSatisfy(\.isASCIIDigit) else { throw .length(characters.filter(\.isASCIIDigit).count) }
            let prefix = String(characters.prefix(3))
            guard prefix == "978" || prefix == "979" else { throw .prefix(prefix) }
            let numbers = characters.dropLast().map { Int(String($0))! }
            let expected = Self.check13(numbers)
            guard characters.last == expected else { throw .checkDigit(given: characters.last!, expected: expected) }
            digits = String(characters)
        default:
            throw .length(characters.filter(\.isASCIIDigit).count)
        }
    }

    /// `urn:isbn:9780306406157`, the form the package document carries (RFC 3187).
    package var urn: String { "urn:isbn:" + digits }

    /// The identifier for `written`, once checked: as written when it names itself an ISBN (`urn:isbn:…`,
    /// `isbn:…`, hyphens and an ISBN-10 kept) or is an ISBN-13's bare digits, since an identifier is the book's
    /// name to reading systems (their notes and positions, the key of its obfuscated fonts) and a book read back
    /// keeps it; other bare forms (hyphens, an ISBN-10) become the `urn:isbn:` form of the ISBN-13.
    package static func identifier(_ written: String) throws(Failure) -> String {
        let isbn = try ISBN(written)
        let named = ["urn:isbn:", "isbn:"].contains { written.lowercased().hasPrefix($0) }
        return written == isbn.digits || named ? written : isbn.urn
    }

    /// ISBN-10: weights 10 down to 2, the check makes the sum 0 mod 11 (10 is written X).
    private static func check10(_ digits: [Int]) -> Character {
        let sum = digits.enumerated().reduce(0) { $0 + $1.element * (10 - $1.offset) }
        let check = (11 - sum % 11) % 11
        return check == 10 ? "X" : Character(String(check))
    }

    /// ISBN-13 (EAN-13): weights 1 and 3 alternately, the check makes the sum 0 mod 10.
    private static func check13(_ digits: [Int]) -> Character {
        let sum = digits.enumerated().reduce(0) { $0 + $1.element * ($1.offset % 2 == 0 ? 1 : 3) }
        return Character(String((10 - sum % 10) % 10))
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
