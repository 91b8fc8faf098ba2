import Foundation

/// Where things go inside the container. The one place that names folders,
/// so no stage hard-codes them.
public struct PackageLayout: Sendable {
    /// The folder holding the package document, relative to the container root.
    public var root = "EPUB"
    public var packageDocument = "package.opf"
    public var navigation = "nav.xhtml"
    public var ncx = "toc.ncx"
    public var cover = "cover.xhtml"
    public var titlePage = "titlepage.xhtml"
    public var textFolder = "text"
    public var styleFolder = "styles"
    public var mediaFolder = "media"

    public init() {}

    /// The container path of something whose href is relative to the package document.
    public func containerPath(_ href: String) -> String { root + "/" + href }

    /// `target` as a relative URL from the document at `from` (both hrefs
    /// relative to the package document), percent-encoded for use in markup.
    public static func relativeHref(from: String, to target: String) -> String {
        if let plain = plainHref(from: from, to: target) { return plain }
        var fromParts = from.split(separator: "/").dropLast().map(String.init)
        var toParts = target.split(separator: "/").map(String.init)
        while let first = fromParts.first, let other = toParts.first, toParts.count > 1, first == other {
            fromParts.removeFirst()
            toParts.removeFirst()
        }
        let path = Array(repeating: "..", count: fromParts.count) + toParts
        return path.map(encode).joined(separator: "/")
    }

    /// The common cases of `relativeHref`, taken without splitting paths (it
    /// runs for every entry of the contents and every link): a target in the
    /// folder of `from`, or anywhere below the package root when `from` is
    /// there (the navigation document, the NCX), and nothing to encode.
    private static func plainHref(from: String, to target: String) -> String? {
        let slash = UInt8(ascii: "/")
        var rest = Substring(target).utf8
        if let end = from.utf8.lastIndex(of: slash) {
            let folder = from.utf8[...end]
            guard rest.starts(with: folder) else { return nil }
            rest = rest.dropFirst(folder.count)
            guard !rest.contains(slash) else { return nil }
        }
        // Empty segments (`a//b`, a leading or trailing `/`) take the general path, which drops them.
        guard !rest.isEmpty, rest.first != slash, rest.last != slash else { return nil }
        var previous: UInt8 = 0
        for byte in rest {
            guard isAllowed(byte) || (byte == slash && previous != slash) else { return nil }
            previous = byte
        }
        return String(Substring(rest))
    }

    /// Percent-encodes a path segment (RFC 3986 pchar, less the characters
    /// that confuse readers; every non-ASCII byte encoded, as URLs require).
    /// Runs for every href of every link, so it checks bytes rather than
    /// building a CharacterSet, and returns an all-allowed segment as it is.
    package static func encode(_ segment: String) -> String {
        let utf8 = segment.utf8
        if utf8.allSatisfy(isAllowed) { return segment }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 8)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in utf8 {
            if isAllowed(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"),
            UInt8(ascii: "$"),
            UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"),
            UInt8(ascii: "+"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "@"):
            true
        default:
            false
        }
    }

    /// A file name that every reading system and zip tool accepts, in the
    /// author's own script: in ASCII, letters, digits, `-`, `_` and `.` (a
    /// space or `%` would need escaping in every href, epubcheck PKG-010);
    /// beyond it, letters, marks and digits of any script (`草枕.xhtml`,
    /// `فصل-١.xhtml`), so the chapters stay tell-apart. Everything else, among
    /// it what OCF 3.3 §4.1.3 forbids (controls, private use, non-characters),
    /// becomes `-`; a name never starts with a dot.
    public static func safeName(_ name: String) -> String {
        let mapped = name.map { keeps($0) ? $0 : "-" }
        var result = String(mapped)
        while result.hasPrefix(".") { result.removeFirst() }
        return result.isEmpty ? "file" : result
    }

    private static func keeps(_ character: Character) -> Bool {
        if character.isASCII {
            return character.isLetter || character.isNumber || character == "-" || character == "_" || character == "."
        }
        return character.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
                !scalar.properties.isNoncharacterCodePoint
            default:
                false
            }
        }
    }
}
