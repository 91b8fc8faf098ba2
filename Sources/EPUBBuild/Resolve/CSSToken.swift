/// A token of CSS Syntax Level 3 (§4), as a range of the stylesheet's UTF-8 bytes, so that the text between tokens is
/// never rebuilt: what `CSSRepair` keeps, it keeps byte for byte.
struct CSSToken: Equatable {
    enum Kind: Equatable {
        case whitespace, comment, ident, function, atKeyword, hash, string, badString, url, badURL
        case number, percentage, dimension, cdo, cdc, colon, semicolon, comma
        case openParen, closeParen, openBracket, closeBracket, openBrace, closeBrace
        /// Any other single code point (`&`, `/`, `$`, `>`…), its first byte kept.
        case delim(UInt8)
        case eof
    }

    let kind: Kind
    let range: Range<Int>

    var isTrivia: Bool { kind == .whitespace || kind == .comment }

    /// The token that closes a block this token opens (§5.4.8: a function token's block ends at `)`).
    var closer: Kind? {
        switch kind {
        case .openBrace: .closeBrace
        case .openBracket: .closeBracket
        case .openParen, .function: .closeParen
        default: nil
        }
    }
}

extension CSSToken.Kind {
    /// The character a closing kind is written as, to append at the end of the file.
    var closingText: String {
        switch self {
        case .closeBrace: "}"
        case .closeBracket: "]"
        default: ")"
        }
    }
}
