import Foundation

/// Undoes font obfuscation (OCF 3.3 §4.4, "Font obfuscation"): the first
/// 1040 bytes are XORed with the SHA-1 of the publication's unique
/// identifier, whitespace removed. Adobe's older algorithm keys on data we
/// do not have in every book, so it is reported, not undone.
enum FontDeobfuscator {
    static let idpfAlgorithm = "http://www.idpf.org/2008/embedding"
    static let adobeAlgorithm = "http://ns.adobe.com/pdf/enc#RC"

    static func deobfuscate(_ data: Data, identifier: String) -> Data {
        // §4.4.3: "all white space characters, as defined in section 2.3 of the XML 1.0 specification, MUST be removed".
        let key = SHA1.hash(Array(identifier.filter { !["\u{20}", "\u{09}", "\u{0D}", "\u{0A}"].contains($0) }.utf8))
        var bytes = [UInt8](data)
        for index in 0..<min(1040, bytes.count) { bytes[index] ^= key[index % key.count] }
        return Data(bytes)
    }
}
