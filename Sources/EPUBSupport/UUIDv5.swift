import Foundation

/// Name-based UUIDs (RFC 4122 §4.3, version 5): the same name always gives
/// the same UUID, so a book without an identifier keeps a stable one.
package enum UUIDv5 {
    /// A namespace of our own (itself a version-5 UUID in the URL namespace for
    /// "https://epubbuild.invalid/book-identifier").
    package static let namespace: [UInt8] = [
        0x5b, 0x2a, 0x4f, 0x8e, 0x1c, 0x3d, 0x5e, 0x6f, 0x8a, 0x9b, 0x0c, 0x1d, 0x2e, 0x3f, 0x40, 0x51,
    ]

    package static func make(name: String) -> String {
        var digest = SHA1.hash(namespace + Array(name.utf8))
        digest[6] = (digest[6] & 0x0F) | 0x50  // version 5
        digest[8] = (digest[8] & 0x3F) | 0x80  // RFC 4122 variant
        let hex = digest.prefix(16).map { String(format: "%02x", $0) }.joined()
        let parts = [
            hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4),
            hex.dropFirst(16).prefix(4), hex.dropFirst(20),
        ]
        return parts.joined(separator: "-")
    }
}
