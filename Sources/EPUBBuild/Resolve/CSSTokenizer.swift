/// Splits a stylesheet's UTF-8 bytes into tokens as CSS Syntax Level 3 §4.3 does. Working on bytes is exact: every
/// character the algorithm tests is ASCII, and any byte from 0x80 up belongs to a non-ASCII code point, which §4.2
/// counts as a name code point.
struct CSSTokenizer {
    let bytes: [UInt8]
    private var position = 0
    /// A string or comment the file ends inside, with the text that closes it: §4.3.5 and §4.3.2 end them at EOF,
    /// but epubcheck reports the premature end.
    private(set) var unclosed: Unclosed?

    typealias Unclosed = (offset: Int, closing: String, what: String)

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // §3.2: the byte order mark is not part of the stylesheet's text.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    static func tokens(of bytes: [UInt8]) -> (tokens: [CSSToken], unclosed: Unclosed?) {
        var tokenizer = CSSTokenizer(bytes)
        var tokens: [CSSToken] = []
        while true {
            let token = tokenizer.next()
            tokens.append(token)
            if token.kind == .eof { return (tokens, tokenizer.unclosed) }
        }
    }

    private func byte(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    /// §4.3.1 Consume a token.
    mutating func next() -> CSSToken {
        let start = position
        guard let first = byte() else { return CSSToken(kind: .eof, range: start..<start) }
        let kind = consume(startingWith: first)
        return CSSToken(kind: kind, range: start..<position)
    }

    private mutating func consume(startingWith first: UInt8) -> CSSToken.Kind {
        if Self.isWhitespace(first) {
            while let next = byte(), Self.isWhitespace(next) { position += 1 }
            return .whitespace
        }
        if first == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") { return consumeComment() }
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") { return consumeString(quote: first) }
        if let single = Self.single[first] {
            position += 1
            return single
        }
        if Self.isDigit(first) || (first == UInt8(ascii: "+") || first == UInt8(ascii: ".")) && startsNumber() {
            return consumeNumeric()
        }
        return consumeOther(first)
    }

    private mutating func consumeOther(_ first: UInt8) -> CSSToken.Kind {
        switch first {
        case UInt8(ascii: "-") where startsNumber(): return consumeNumeric()
        case UInt8(ascii: "-") where bytes[position...].starts(with: Array("-->".utf8)):
            position += 3
            return .cdc
        case UInt8(ascii: "<") where bytes[position...].starts(with: Array("<!--".utf8)):
            position += 4
            return .cdo
        case UInt8(ascii: "#") where isName(byte(1)) || isEscape(at: 1):
            position += 1
            consumeName()
            return .hash
        case UInt8(ascii: "@") where startsIdentifier(at: 1):
            position += 1
            consumeName()
            return .atKeyword
        case _ where startsIdentifier(at: 0): return consumeIdentLike()
        default:
            position += 1
            return .delim(first)
        }
    }

    /// §4.3.2: a comment runs to `*/` or the end of the file.
    private mutating func consumeComment() -> CSSToken.Kind {
        let start = position
        position += 2
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                position += 2
                return .comment
            }
            position += 1
        }
        unclosed = (start, "*/", "a comment never closed")
        return .comment
    }

    /// §4.3.5 Consume a string token: a newline makes it a bad string (the newline not consumed).
    private mutating func consumeString(quote: UInt8) -> CSSToken.Kind {
        let start = position
        position += 1
        while let next = byte() {
            position += 1
            if next == quote { return .string }
            if Self.isNewline(next) {
                position -= 1
                return .badString
            }
            if next == UInt8(ascii: "\\"), byte() != nil { position += byte() == 0x0D && byte(1) == 0x0A ? 2 : 1 }
        }
        unclosed = (start, String(UnicodeScalar(quote)), "a string never closed")
        return .string
    }

    /// §4.3.3 Consume a numeric token.
    private mutating func consumeNumeric() -> CSSToken.Kind {
        if byte() == UInt8(ascii: "+") || byte() == UInt8(ascii: "-") { position += 1 }
        skipDigits()
        if byte() == UInt8(ascii: "."), let after = byte(1), Self.isDigit(after) {
            position += 1
            skipDigits()
        }
        if byte() == UInt8(ascii: "e") || byte() == UInt8(ascii: "E") {
            let sign = byte(1) == UInt8(ascii: "+") || byte(1) == UInt8(ascii: "-") ? 1 : 0
            if let digit = byte(1 + sign), Self.isDigit(digit) {
                position += 1 + sign
                skipDigits()
            }
        }
        if startsIdentifier(at: 0) {
            consumeName()
            return .dimension
        }
        if byte() == UInt8(ascii: "%") {
            position += 1
            return .percentage
        }
        return .number
    }

    /// §4.3.4 Consume an ident-like token: an identifier, a function, or a `url(` whose unquoted URL is one token.
    private mutating func consumeIdentLike() -> CSSToken.Kind {
        let start = position
        consumeName()
        guard byte() == UInt8(ascii: "(") else { return .ident }
        position += 1
        let name = String(decoding: bytes[start..<position - 1], as: UTF8.self)
        guard name.lowercased() == "url" else { return .function }
        var look = position
        while look < bytes.count, Self.isWhitespace(bytes[look]) { look += 1 }
        if look < bytes.count, bytes[look] == UInt8(ascii: "\"") || bytes[look] == UInt8(ascii: "'") {
            return .function
        }
        return consumeURL()
    }

    /// §4.3.6 Consume a url token; §4.3.14 consumes what is left of a bad one, up to `)`.
    private mutating func consumeURL() -> CSSToken.Kind {
        while let next = byte(), Self.isWhitespace(next) { position += 1 }
        while let next = byte() {
            position += 1
            switch next {
            case UInt8(ascii: ")"): return .url
            case _ where Self.isWhitespace(next):
                while let space = byte(), Self.isWhitespace(space) { position += 1 }
                if byte() == nil || byte() == UInt8(ascii: ")") {
                    if byte() != nil { position += 1 }
                    return .url
                }
                return consumeBadURL()
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "("): return consumeBadURL()
            case UInt8(ascii: "\\") where byte() != nil && !Self.isNewline(byte()!): position += 1
            case UInt8(ascii: "\\"): return consumeBadURL()
            case _ where next < 0x20 && next != 0x09 || next == 0x7F: return consumeBadURL()
            default: continue
            }
        }
        return .url
    }

    private mutating func consumeBadURL() -> CSSToken.Kind {
        while let next = byte() {
            position += 1
            if next == UInt8(ascii: ")") { return .badURL }
            if next == UInt8(ascii: "\\"), byte() != nil { position += 1 }
        }
        return .badURL
    }

    // MARK: Code points (§4.2)

    private static let single: [UInt8: CSSToken.Kind] = [
        UInt8(ascii: "("): .openParen, UInt8(ascii: ")"): .closeParen, UInt8(ascii: "["): .openBracket,
        UInt8(ascii: "]"): .closeBracket, UInt8(ascii: "{"): .openBrace, UInt8(ascii: "}"): .closeBrace,
        UInt8(ascii: ","): .comma, UInt8(ascii: ":"): .colon, UInt8(ascii: ";"): .semicolon,
    ]

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || isNewline(byte)
    }

    private static func isNewline(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D || byte == 0x0C }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private func isName(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return Self.isNameStart(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "-")
    }

    /// §4.3.8: a backslash not followed by a newline (nor the end) starts an escape.
    private func isEscape(at offset: Int) -> Bool {
        guard byte(offset) == UInt8(ascii: "\\"), let next = byte(offset + 1) else { return false }
        return !Self.isNewline(next)
    }

    /// §4.3.9 Check if three code points would start an ident sequence.
    private func startsIdentifier(at offset: Int) -> Bool {
        guard let first = byte(offset) else { return false }
        if first == UInt8(ascii: "-") {
            return isName(byte(offset + 1)) && byte(offset + 1).map(Self.isDigit) == false
                || byte(offset + 1) == UInt8(ascii: "-") || isEscape(at: offset + 1)
        }
        return Self.isNameStart(first) || isEscape(at: offset)
    }

    /// §4.3.10 Check if three code points would start a number.
    private func startsNumber() -> Bool {
        guard let first = byte() else { return false }
        if Self.isDigit(first) { return true }
        let next = byte(1)
        if first == UInt8(ascii: ".") { return next.map(Self.isDigit) ?? false }
        guard first == UInt8(ascii: "+") || first == UInt8(ascii: "-"), let next else { return false }
        if Self.isDigit(next) { return true }
        return next == UInt8(ascii: ".") && (byte(2).map(Self.isDigit) ?? false)
    }

    /// §4.3.11 Consume an ident sequence.
    private mutating func consumeName() {
        while position < bytes.count {
            if isName(byte()) {
                position += 1
            } else if isEscape(at: 0) {
                position += 2
            } else {
                return
            }
        }
    }

    private mutating func skipDigits() {
        while let next = byte(), Self.isDigit(next) { position += 1 }
    }
}
