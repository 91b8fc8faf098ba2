import CLibXML2
import Foundation

/// XHTML 1.0 and 1.1 documents get `&nbsp;`, `&mdash;` and HTML's other
/// named entities from the DTD their DOCTYPE names. The XML parser never
/// loads a DTD (no network, no XXE), so before parsing a document whose
/// DOCTYPE is an (X)HTML one, its references to HTML entities are rewritten
/// as character references; a name HTML does not define is an error.
enum HTMLEntityReferences {
    /// XML's own entities (XML 1.0 §4.6), which every parser knows.
    private static let predefined: Set<String> = ["lt", "gt", "amp", "quot", "apos"]

    /// `data` with HTML entity references made numeric, or nil when it needs
    /// no change (no DOCTYPE html, or no such reference). A numeric reference
    /// is padded with zeros (`&#0160;`) to the length of the name it replaces
    /// where it fits, so positions libxml2 reports stay those of the source.
    ///
    /// With `keepingDeclared`, a DOCTYPE that declares entities of its own is
    /// accepted and a name HTML does not define is left for the XML parser,
    /// which knows the declared ones (`XMLTree.parse(xmlExpandingEntities:)`).
    static func resolved(_ data: Data, keepingDeclared: Bool = false) throws(XMLParseError) -> Data? {
        let result = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Result<Data?, XMLParseError> in
            var scanner = Scanner(bytes: raw.bindMemory(to: UInt8.self), keepingDeclared: keepingDeclared)
            return Result { () throws(XMLParseError) -> Data? in
                guard let start = try scanner.skipHTMLDoctype() else { return nil }
                return try scanner.rewriteReferences(from: start)
            }
        }
        return try result.get()
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let keepingDeclared: Bool
        var line = 1
        var lineStart = 0

        init(bytes: UnsafeBufferPointer<UInt8>, keepingDeclared: Bool) {
            self.bytes = bytes
            self.keepingDeclared = keepingDeclared
        }

        private func starts(with text: StaticString, at index: Int) -> Bool {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            let pattern = text.utf8Start
            for offset in 0..<count where bytes[index + offset] != pattern[offset] { return false }
            return true
        }

        private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

        /// The index just past `end`, counting lines on the way; the end of the data when absent.
        private mutating func skip(past end: StaticString, from index: Int) -> Int {
            let first = end.utf8Start.pointee
            var index = index
            while index < bytes.count, bytes[index] != first || !starts(with: end, at: index) {
                if bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
                index += 1
            }
            return min(index + end.utf8CodeUnitCount, bytes.count)
        }

        /// The index just past `<!DOCTYPE html …>` when the prolog has one.
        mutating func skipHTMLDoctype() throws(XMLParseError) -> Int? {
            var index = starts(with: "\u{FEFF}", at: 0) ? 3 : 0  // a byte order mark
            while index < bytes.count {
                if isSpace(bytes[index]) {
                    if bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
                    index += 1
                } else if starts(with: "<?", at: index) {
                    index = skip(past: "?>", from: index)
                } else if starts(with: "<!--", at: index) {
                    index = skip(past: "-->", from: index)
                } else {
                    break
                }
            }
            guard starts(with: "<!DOCTYPE", at: index) else { return nil }
            let doctypeLine = line
            index += 9
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            let nameStart = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"),
                bytes[index] != UInt8(ascii: "[")
            {
                index += 1
            }
            guard String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased() == "html" else { return nil }
            var quote: UInt8?
            while index < bytes.count {
                let byte = bytes[index]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: "[") {
                    let subsetStart = index
                    index = skip(past: "]", from: index)
                    if !keepingDeclared,
                        String(decoding: bytes[subsetStart..<index], as: UTF8.self).contains("<!ENTITY")
                    {
                        throw XMLParseError(declaredEntitiesAtLine: doctypeLine)
                    }
                    continue
                } else if byte == UInt8(ascii: ">") {
                    return index + 1
                }
                if byte == 0x0A { line += 1; lineStart = index + 1 }
                index += 1
            }
            return nil
        }

        mutating func rewriteReferences(from start: Int) throws(XMLParseError) -> Data? {
            var output: [UInt8]?
            var copied = 0
            var index = start
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A {
                    line += 1
                    lineStart = index + 1
                } else if byte == UInt8(ascii: "<") {
                    if starts(with: "<!--", at: index) { index = skip(past: "-->", from: index); continue }
                    if starts(with: "<![CDATA[", at: index) { index = skip(past: "]]>", from: index); continue }
                    if starts(with: "<?", at: index) { index = skip(past: "?>", from: index); continue }
                } else if byte == UInt8(ascii: "&"), index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "#") {
                    var end = index + 1
                    while end < bytes.count, end - index < 40, isNameByte(bytes[end]) { end += 1 }
                    // Without a closing ';' it is not a reference; libxml2 reports that itself.
                    if end < bytes.count, bytes[end] == UInt8(ascii: ";"), end > index + 1 {
                        let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
                        if !predefined.contains(name) {
                            // HTML 4's names (XHTML 1.x's DTDs), then HTML5's (`<!DOCTYPE html>`: `&check;`).
                            guard
                                let scalars = htmlEntityLookup(name).map({ [UInt32($0.pointee.value)] })
                                    ?? HTMLNamedReferences.scalars(of: name[...])
                            else {
                                if keepingDeclared { index = end + 1; continue }
                                let column = bytes[lineStart..<index].count(where: { $0 & 0xC0 != 0x80 }) + 1
                                throw XMLParseError(undefinedEntity: name, line: line, column: column)
                            }
                            let digits = scalars.map(String.init)
                            let padding = max(0, (end - index + 1) - (digits.joined().count + 3 * digits.count))
                            let reference = digits.map { "&#" + String(repeating: "0", count: padding) + $0 + ";" }
                                .joined()
                            if output == nil { output = []; output!.reserveCapacity(bytes.count + 64) }
                            output!.append(contentsOf: bytes[copied..<index])
                            output!.append(contentsOf: reference.utf8)
                            copied = end + 1
                        }
                        index = end + 1
                        continue
                    }
                }
                index += 1
            }
            guard var output else { return nil }
            output.append(contentsOf: bytes[copied..<bytes.count])
            return Data(output)
        }

        private func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: ":")
        }
    }
}
