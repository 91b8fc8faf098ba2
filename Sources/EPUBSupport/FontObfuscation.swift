import Foundation

/// Font obfuscation (OCF 3.3 §4.4), both ways: the first 1040 bytes are
/// XORed with the SHA-1 of the publication's unique identifier, whitespace
/// removed, so the same operation obfuscates (build) and restores (unpack).
/// Adobe's older algorithm (Adobe Digital Editions, `http://ns.adobe.com/pdf/enc#RC`) XORs the first 1024 bytes
/// with the 16 bytes of the book's UUID (its `urn:uuid:` identifier, hex digits read as bytes); a book with no
/// UUID among its identifiers cannot be restored, and is reported.
public enum FontObfuscation {
    /// What restores the fonts of one algorithm: the bytes XORed in turn, over the font's first `length` bytes.
    package struct Key: Sendable {
        package let bytes: [UInt8]
        package let length: Int
    }

    /// The key for `algorithm`, from the book's identifiers (the unique one first); nil for an algorithm or a book
    /// it cannot be made for.
    package static func key(for algorithm: String, identifiers: [String]) -> Key? {
        switch algorithm {
        case idpfAlgorithm: return identifiers.first.map { Key(bytes: key(identifier: $0), length: 1040) }
        case adobeAlgorithm: return identifiers.lazy.compactMap(uuidBytes).first.map { Key(bytes: $0, length: 1024) }
        default: return nil
        }
    }

    /// The 16 bytes of a `urn:uuid:` identifier (or a bare UUID), dashes left out.
    private static func uuidBytes(_ identifier: String) -> [UInt8]? {
        var hex = identifier.lowercased().filter { !$0.isWhitespace }
        if hex.hasPrefix("urn:uuid:") { hex.removeFirst("urn:uuid:".count) }
        hex = hex.filter { $0 != "-" }
        guard hex.count == 32, hex.allSatisfy(\.isHexDigit) else { return nil }
        let digits = Array(hex)
        return stride(from: 0, to: 32, by: 2).map { UInt8(String(digits[$0...$0 + 1]), radix: 16)! }
    }

    /// Restores the part of `chunk`, which starts `offset` bytes into the font, that `key`'s algorithm obfuscated.
    package static func deobfuscate(_ chunk: inout Data, offset: UInt64, key: Key) {
        guard offset < UInt64(key.length) else { return }
        let start = chunk.startIndex
        for index in 0..<min(key.length - Int(offset), chunk.count) {
            chunk[start + index] ^= key.bytes[(Int(offset) + index) % key.bytes.count]
        }
    }

    package static let idpfAlgorithm = "http://www.idpf.org/2008/embedding"
    package static let adobeAlgorithm = "http://ns.adobe.com/pdf/enc#RC"

    /// The XOR key for a book's unique identifier.
    package static func key(identifier: String) -> [UInt8] {
        // §4.4.3: "all white space characters, as defined in section 2.3 of the XML 1.0 specification, MUST be
        // removed".
        SHA1.hash(Array(identifier.filter { !["\u{20}", "\u{09}", "\u{0D}", "\u{0A}"].contains($0) }.utf8))
    }

    /// `data` obfuscated, or restored: the XOR is its own inverse.
    public static func apply(to data: Data, identifier: String) -> Data {
        var data = data
        deobfuscate(&data, offset: 0, key: Key(bytes: key(identifier: identifier), length: 1040))
        return data
    }

    /// The warning for a font obfuscated with another algorithm, or Adobe's in a book with no UUID, written or
    /// embedded as stored.
    package static func unsupported(_ algorithm: String, at location: SourceLocation, stage: BuildStage) -> Diagnostic {
        Diagnostic(
            .warning, .obfuscatedFont, at: location, stage: stage,
            algorithm == adobeAlgorithm
                ? "font obfuscated with Adobe's algorithm, which keys on the book's UUID, and the book has none: it is "
                    + "kept as stored, and will not display"
                : "font obfuscated with \(algorithm) (not the IDPF algorithm) is kept as stored; it will not display")
    }
}
