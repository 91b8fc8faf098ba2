import Foundation

/// Font obfuscation (OCF 3.3 §4.4), both ways: the first 1040 bytes are
/// XORed with the SHA-1 of the publication's unique identifier, whitespace
/// removed, so the same operation obfuscates (build) and restores (unpack).
/// Adobe's older algorithm keys on data we do not have in every book, so it
/// is reported, not undone.
public enum FontObfuscation {
    package static let idpfAlgorithm = "http://www.idpf.org/2008/embedding"
    package static let adobeAlgorithm = "http://ns.adobe.com/pdf/enc#RC"

    /// The XOR key for a book's unique identifier.
    package static func key(identifier: String) -> [UInt8] {
        // §4.4.3: "all white space characters, as defined in section 2.3 of the XML 1.0 specification, MUST be
        // removed".
        SHA1.hash(Array(identifier.filter { !["\u{20}", "\u{09}", "\u{0D}", "\u{0A}"].contains($0) }.utf8))
    }

    /// Restores the part of `chunk`, which starts `offset` bytes into the font, that lies in the obfuscated first 1040
    /// bytes.
    package static func deobfuscate(_ chunk: inout Data, offset: UInt64, key: [UInt8]) {
        guard offset < 1040 else { return }
        let start = chunk.startIndex
        for index in 0..<min(Int(1040 - offset), chunk.count) {
            chunk[start + index] ^= key[(Int(offset) + index) % key.count]
        }
    }

    /// `data` obfuscated, or restored: the XOR is its own inverse.
    public static func apply(to data: Data, identifier: String) -> Data {
        var data = data
        deobfuscate(&data, offset: 0, key: key(identifier: identifier))
        return data
    }

    /// The warning for a font obfuscated with another algorithm (Adobe's), written or embedded as stored.
    package static func unsupported(_ algorithm: String, at location: SourceLocation, stage: BuildStage) -> Diagnostic {
        Diagnostic(
            .warning, .obfuscatedFont, at: location, stage: stage,
            "font obfuscated with \(algorithm) (not the IDPF algorithm) is kept as stored; it will not display")
    }
}
