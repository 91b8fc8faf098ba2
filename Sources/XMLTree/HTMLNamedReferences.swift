import Foundation

/// HTML5's named character references in HTML, written as numeric ones before libxml2's HTML parser reads it: that
/// parser knows HTML 4's 253 names and kept any other as text, so a raw HTML table's `<td>&check;</td>` or an image's
/// `alt="Done &check;"` showed the reader `&check;` where a browser shows ✓. Markdown's own text never needs this
/// (cmark-gfm knows every name); HTML written in Markdown, and HTML chapters, do.
///
/// Every name HTML5 defines is rewritten but XML's own five (`&amp;` and its kin, the renderer's escapes, which
/// libxml2 reads); a name HTML does not define stays, as a browser shows it. Lines are kept; a column after a
/// rewritten reference on its line moves by the difference in length, at most a few characters.
enum HTMLNamedReferences {
    /// `data` with HTML5's named references made numeric, or nil when it has none that needs it.
    static func numeric(_ data: Data) -> Data? {
        data.withUnsafeBytes { raw -> Data? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var output: [UInt8]? = nil
            var copied = 0
            var index = 0
            while let ampersand = nextAmpersand(in: bytes, from: index) {
                index = ampersand + 1
                guard let (name, end) = name(in: bytes, after: ampersand), let scalars = scalars(of: name) else {
                    continue
                }
                if output == nil { output = [] }
                output!.append(contentsOf: bytes[copied..<ampersand])
                for scalar in scalars { output!.append(contentsOf: Array("&#\(scalar);".utf8)) }
                copied = end
                index = end
            }
            guard var result = output else { return nil }
            result.append(contentsOf: bytes[copied...])
            return Data(result)
        }
    }

    private static func nextAmpersand(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + start, Int32(UInt8(ascii: "&")), bytes.count - start)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The name of `&name;` at `ampersand`, and the index past its `;`; nil for another `&` (a numeric reference, a
    /// bare ampersand, one of XML's own five, which the Markdown renderer writes by the thousand).
    private static func name(
        in bytes: UnsafeBufferPointer<UInt8>, after ampersand: Int
    ) -> (Substring, end: Int)? {
        var index = ampersand + 1
        while index < bytes.count, index - ampersand <= longestName, isNameByte(bytes[index]) { index += 1 }
        guard index > ampersand + 1, index < bytes.count, bytes[index] == UInt8(ascii: ";") else { return nil }
        let name = UnsafeBufferPointer(rebasing: bytes[(ampersand + 1)..<index])
        guard !xmlNames.contains(where: { $0.elementsEqual(name) }) else { return nil }
        return (String(decoding: name, as: UTF8.self)[...], index + 1)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// XML's predefined entities (XML 1.0 §4.6), which libxml2 reads in HTML too.
    private static let xmlNames: [[UInt8]] = ["amp", "lt", "gt", "quot", "apos"].map { Array($0.utf8) }
    /// `CounterClockwiseContourIntegral`'s length: no name is longer.
    private static let longestName = 32

    /// The code points HTML5 names `name` (without `&` and `;`).
    static func scalars(of name: Substring) -> [UInt32]? { table[name] }

    /// The names and their code points, read from `written` at the first use.
    private static let table: [Substring: [UInt32]] = {
        var table: [Substring: [UInt32]] = [:]
        for pair in written.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            guard let equals = pair.firstIndex(of: "=") else { continue }
            table[pair[..<equals]] = pair[pair.index(after: equals)...].split(separator: "+").compactMap {
                UInt32($0, radix: 16)
            }
        }
        return table
    }()
}
