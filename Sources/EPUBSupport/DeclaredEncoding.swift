import Foundation
import XMLTree

#if canImport(Glibc)
    import Glibc
#endif

/// Text saved in another encoding than UTF-8, read as the file declares
/// it: a byte order mark, a CSS `@charset "Shift_JIS";` at the very start
/// (CSS Syntax 3 §3.2), an XML declaration's `encoding` (XML 1.0 §4.3.3), or an
/// HTML `<meta charset>` or `<meta http-equiv="Content-Type" content="…; charset=…">`
/// in the first 1024 bytes (HTML's encoding prescan, as a browser reads an old EPUB 2 page).
/// EPUB 3.3 §6.1.2 and §6.3.1 want XHTML and CSS in UTF-8 (or UTF-16), so such
/// text is converted, and its declaration rewritten to say UTF-8.
package enum DeclaredEncoding {
    /// The text of `data`: as it is when it is UTF-8, else converted from the
    /// encoding it declares (named in `from`). Nil when it is neither.
    package static func text(_ data: Data) -> (text: String, from: String?)? {
        // UTF-16 or UTF-32 without a byte order mark can be valid UTF-8 as well: NUL bytes between ASCII ones.
        let autodetected = xmlAutodetected(data)
        if autodetected == nil, let text = String(validating: data, as: UTF8.self) { return (text, nil) }
        guard let name = autodetected ?? declaredName(data), let converted = convert(data, from: name) else {
            return nil
        }
        return (rewritingDeclaration(converted), name)
    }

    /// The encoding named by a byte order mark, a leading `@charset`, or an XML declaration.
    package static func declaredName(_ data: Data) -> String? {
        if let name = xmlAutodetected(data) { return name }
        let head = [UInt8](data.prefix(256))
        // The declarations are ASCII in every encoding they may name but UTF-16's, UTF-32's and EBCDIC's.
        let ascii = String(decoding: head.prefix { $0 < 0x80 }, as: UTF8.self)
        if let match = ascii.prefixMatch(of: /@charset "([A-Za-z0-9_.:-]+)";/) { return String(match.1) }
        if let match = ascii.prefixMatch(of: /<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9_.:-]+)["']/) {
            return String(match.1)
        }
        return metaCharset(data).map(htmlLabel)
    }

    /// The encoding XML 1.0 Appendix F tells from the first bytes (`XMLTree.signatureEncoding`); for EBCDIC, the
    /// code page the declaration names (read in IBM037, whose letters every EBCDIC code page shares).
    private static func xmlAutodetected(_ data: Data) -> String? {
        guard let name = XMLTree.signatureEncoding(of: data) else { return nil }
        guard name == "EBCDIC" else { return name }
        let declaration = convert(data.prefix(256), from: "IBM037") ?? ""
        return declaration.prefixMatch(of: /<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9_.:-]+)["']/).map { String($0.1) }
            ?? "IBM037"
    }

    nonisolated(unsafe) private static let metaPattern = /(?i)<meta\s[^>]*?charset\s*=\s*["']?([A-Za-z0-9_.:-]+)/

    /// An HTML `<meta>`'s charset in the first 1024 bytes: bytes past ASCII read as `?`, which no declaration holds.
    private static func metaCharset(_ data: Data) -> String? {
        let head = String(decoding: data.prefix(1024).map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
        return head.firstMatch(of: metaPattern).map { String($0.1) }
    }

    /// HTML reads the Latin-1 and ASCII labels as windows-1252 (WHATWG Encoding, "Encodings"): a page so labelled
    /// may hold its curly quotes in 0x80–0x9F.
    private static func htmlLabel(_ name: String) -> String {
        ["iso-8859-1", "latin1", "us-ascii", "ascii", "l1", "iso8859-1"].contains(name.lowercased())
            ? "WINDOWS-1252" : name
    }

    /// `text`'s declaration made to say UTF-8, which it now is.
    private static func rewritingDeclaration(_ text: String) -> String {
        var text = text
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        if let match = text.prefixMatch(of: /@charset "[^"]*";/) {
            text.replaceSubrange(match.range, with: "@charset \"UTF-8\";")
        } else if let match = text.prefixMatch(of: /<\?xml[^>]*?encoding\s*=\s*(["'])[^"']*["']/) {
            let declaration = String(text[match.range])
            let rewritten = declaration.replacing(/encoding\s*=\s*(["'])[^"']*["']/, with: "encoding=\"UTF-8\"")
            text.replaceSubrange(match.range, with: rewritten)
        } else if let match = text.firstMatch(of: metaPattern) {
            text.replaceSubrange(match.1.startIndex..<match.1.endIndex, with: "UTF-8")
        }
        return text
    }

    /// `data` converted from `encoding` by iconv; nil for an encoding iconv
    /// does not know or bytes that are not in it.
    package static func convert(_ data: Data, from encoding: String) -> String? {
        let converter = iconv_open("UTF-8", encoding)
        guard converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var input = [CChar](data.map { CChar(bitPattern: $0) })
        // UTF-8 takes at most 4 bytes per character, and every encoding takes at least 1 (UTF-16 2 for 3).
        var output = [CChar](repeating: 0, count: data.count * 4 + 16)
        var inputLeft = input.count, outputLeft = output.count
        let result = input.withUnsafeMutableBufferPointer { inputBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer -> Int in
                var inputPointer = inputBuffer.baseAddress, outputPointer = outputBuffer.baseAddress
                return iconv(converter, &inputPointer, &inputLeft, &outputPointer, &outputLeft)
            }
        }
        guard result != -1, inputLeft == 0 else { return nil }
        return String(validating: output[0..<(output.count - outputLeft)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `data`, UTF-8 with bytes that are not (a page saved in windows-1252 that says, or leaves it to be assumed,
    /// it is UTF-8), made UTF-8 by reading each such byte as windows-1252 does, the encoding a browser falls back to
    /// (WHATWG Encoding, "windows-1252"): the rest of the text is kept as it is. `repaired` counts those bytes.
    package static func repairingUTF8(_ data: Data) -> (text: String, repaired: Int) {
        var scalars = String.UnicodeScalarView()
        var repaired = 0
        var bytes = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let encoded):
                scalars.append(UTF8.decode(encoded))
                offset += encoded.count
            case .error(let length):
                for byte in data[(data.startIndex + offset)..<(data.startIndex + offset + length)] {
                    scalars.append(windows1252(byte))
                }
                repaired += length
                offset += length
            case .emptyInput:
                return (String(scalars), repaired)
            }
        }
    }

    /// The character windows-1252 reads `byte` as; U+FFFD for the five bytes it leaves unassigned.
    private static func windows1252(_ byte: UInt8) -> Unicode.Scalar {
        guard (0x80...0x9F).contains(byte) else { return Unicode.Scalar(byte) }
        let high: [UInt32] = [
            0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152,
            0xFFFD, 0x017D, 0xFFFD, 0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122,
            0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
        ]
        return Unicode.Scalar(high[Int(byte - 0x80)]) ?? "\u{FFFD}"
    }

    /// The line and column (in characters, 1-based) of the first byte that is
    /// not part of valid UTF-8.
    package static func firstInvalidUTF8(in data: Data) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var bytes = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while case .valid(let scalar) = parser.parseScalar(from: &bytes) {
            if scalar.count == 1 && scalar.first == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}
