import Foundation

/// A guard against one element with a huge number of attributes: libxml2 2.9 compares each attribute with those
/// before it and appends it by walking the list, so an element of 200 000 attributes (a 463 KB EPUB) took minutes to
/// read. A linear scan of the bytes finds such an element before the parse; no book needs a thousandth of the limit.
enum AttributeCount {
    static let limit = 10_000
    /// The fewest bytes `limit` attributes take (`a=1 ` is four): smaller documents need no scan.
    private static let smallest = limit * 4

    /// An error at the element that holds more than `limit` attributes, or nil.
    static func check(_ data: Data) -> XMLParseError? {
        guard data.count >= smallest else { return nil }
        return data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> XMLParseError? in
            let bytes = buffer.bindMemory(to: UInt8.self)
            var line = 1, tagLine = 1
            var inTag = false, quote: UInt8 = 0, count = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                if byte == 0x0A { line += 1 }
                if quote != 0 {
                    if byte == quote { quote = 0 }
                } else if inTag {
                    switch byte {
                    case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
                    case UInt8(ascii: "="):
                        count += 1
                        if count > limit {
                            return XMLParseError(
                                message: "an element holds more than \(limit) attributes, far more than any book "
                                    + "needs, which the XML reader would take minutes over",
                                line: tagLine, column: 1, kind: .tooManyAttributes)
                        }
                    case UInt8(ascii: ">"): inTag = false
                    default: break
                    }
                } else if byte == UInt8(ascii: "<"), index + 1 < bytes.count, Self.startsName(bytes[index + 1]) {
                    // A start tag (not a comment, declaration, processing instruction or end tag).
                    inTag = true
                    count = 0
                    tagLine = line
                }
            }
            return nil
        }
    }

    private static func startsName(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
