/// ASCII bytes that scans over UTF-8 text look for.
package enum ASCII {
    package static let tab = UInt8(ascii: "\t")
    package static let newline = UInt8(ascii: "\n")
    package static let space = UInt8(ascii: " ")
    package static let doubleQuote = UInt8(ascii: "\"")
    package static let singleQuote = UInt8(ascii: "'")
    package static let openParenthesis = UInt8(ascii: "(")
    package static let closeParenthesis = UInt8(ascii: ")")
    package static let slash = UInt8(ascii: "/")
    package static let lessThan = UInt8(ascii: "<")
    package static let equals = UInt8(ascii: "=")
    package static let greaterThan = UInt8(ascii: ">")
    package static let closeBracket = UInt8(ascii: "]")

    /// `byte` with A–Z folded to a–z; every other byte as it is.
    package static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
