import Foundation

/// What a font file is, by its first four bytes (the sfnt version or WOFF
/// signature), since a font's name says nothing reliable about its content.
package enum FontFormat {
    /// TrueType (`00 01 00 00`, Apple's `true`), OpenType with CFF outlines (`OTTO`),
    /// a collection (`ttcf`), WOFF (`wOFF`) and WOFF 2 (`wOF2`).
    package static func isFont(_ head: Data) -> Bool {
        let bytes = Array(head.prefix(4))
        guard bytes.count == 4 else { return false }
        if bytes == [0x00, 0x01, 0x00, 0x00] { return true }
        return ["true", "OTTO", "ttcf", "wOFF", "wOF2"].contains(String(decoding: bytes, as: UTF8.self))
    }
}
