import Foundation

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
        if let text = String(validating: data, as: UTF8.self) { return (text, nil) }
        guard let name = declaredName(data), let converted = convert(data, from: name) else { return nil }
        return (rewritingDeclaration(converted), name)
    }

    /// The encoding named by a byte order mark, a leading `@charset`, or an XML declaration.
    package static func declaredName(_ data: Data) -> String? {
        let head = [UInt8](data.prefix(256))
        if head.starts(with: [0xFE, 0xFF]) { return "UTF-16BE" }
        if head.starts(with: [0xFF, 0xFE]) { return "UTF-16LE" }
        // The declarations are ASCII in every encoding they may name but UTF-16's.
        let ascii = String(decoding: head.prefix { $0 < 0x80 }, as: UTF8.self)
        if let match = ascii.prefixMatch(of: /@charset "([A-Za-z0-9_.:-]+)";/) { return String(match.1) }
        if let match = ascii.prefixMatch(of: /<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9_.:-]+)["']/) {
            return String(match.1)
        }
        return metaCharset(data).map(htmlLabel)
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
