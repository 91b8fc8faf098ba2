import Foundation

/// Where a file is in the container, and the one place hrefs are converted.
///
/// Two kinds of value, never mixed: a `ContainerPath` names a file by its path from the container root
/// (`EPUB/text/ch 1.xhtml`: decoded, no fragment), as the zip names its entry and the package codecs hold it; a
/// `RelativeReference` is an href as a document writes it (`../text/ch%201.xhtml#s2`: relative to the document,
/// percent-encoded, maybe with a fragment, maybe an external URL). `RelativeReference.resolved(against:)` turns
/// the one into the other and `ContainerPath.reference(to:fragment:)` back: no other code resolves an href or
/// makes one, and each runs for every link of every book, so both keep to the bytes where they can.
public struct ContainerPath: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The path, its segments joined by `/`; empty for the container root itself.
    public let string: String

    /// The root folder, what the paths of container.xml and encryption.xml are relative to (OCF 3.3 §3.5.2).
    public static let root = ContainerPath(normalized: "")

    /// `path` (decoded text, segments joined by `/`), normalized: an empty segment (`a//b`, a leading or trailing
    /// `/`) and a `.` segment are dropped, and `..` removes the segment before it but never climbs above the
    /// root, as OCF 3.3 §3.3 keeps every path inside the container (RFC 3986 §5.2.4, removing dot segments).
    public init(_ path: String) {
        string = Self.isNormal(path) ? path : Self.normalizing(path.split(separator: "/"), below: [])
    }

    /// A path written in the code (`"META-INF/container.xml"`), as `init(_:)` takes it.
    public init(stringLiteral path: String) {
        self.init(path)
    }

    /// A path already in normal form (what `isNormal` checks), taken as it is.
    fileprivate init(normalized: String) {
        string = normalized
    }

    public var description: String { string }

    public static func < (lhs: ContainerPath, rhs: ContainerPath) -> Bool { lhs.string < rhs.string }

    /// The path of `relativePath` (segments joined by `/`, decoded) below this folder: the build's hrefs
    /// relative to the package document's folder (`text/ch1.xhtml`) below `EPUB`.
    public func appending(_ relativePath: String) -> ContainerPath {
        ContainerPath(string.isEmpty ? relativePath : string + "/" + relativePath)
    }

    /// The folder holding the file (`EPUB/text` of `EPUB/text/a.xhtml`; the root for a file at the top).
    public var folder: ContainerPath {
        guard let slash = string.utf8.lastIndex(of: UInt8(ascii: "/")) else { return .root }
        return ContainerPath(normalized: String(string[..<slash]))
    }

    /// The path below `folder` (`text/a.xhtml` of `EPUB/text/a.xhtml` below `EPUB`), what `appending` was given;
    /// nil when the file is not below it.
    public func relativePath(below folder: ContainerPath) -> String? {
        if folder.string.isEmpty { return string }
        let utf8 = string.utf8, prefix = folder.string.utf8
        guard utf8.count > prefix.count, utf8.starts(with: prefix),
            utf8[utf8.index(utf8.startIndex, offsetBy: prefix.count)] == UInt8(ascii: "/")
        else { return nil }
        return String(Substring(utf8.dropFirst(prefix.count + 1)))
    }

    /// Whether `path` is already what `init` makes of it: no empty, `.` or `..` segment. Checked on the bytes, as
    /// every path of the build passes here and almost none needs more.
    private static func isNormal(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var length = 0
        var dots = 0
        for byte in path.utf8 {
            if byte == slash {
                guard length > 0, dots != length || length > 2 else { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == dot { dots += 1 }
            }
        }
        return path.isEmpty || (length > 0 && (dots != length || length > 2))
    }

    /// `segments` followed from the folder `base`: `.` and empty segments skipped, `..` climbing at most to the
    /// root.
    fileprivate static func normalizing(_ segments: [Substring], below base: [Substring]) -> String {
        var result = base
        for segment in segments {
            if segment == ".." {
                if !result.isEmpty { result.removeLast() }
            } else if segment != "." && !segment.isEmpty {
                result.append(segment)
            }
        }
        return result.joined(separator: "/")
    }
}

// MARK: The conversions

extension RelativeReference {
    /// The file this reference names, written in the document at `document` (RFC 3986 §5.2: merged with the
    /// document's folder, dot segments removed; OCF 3.3 §3.3: never above the root). The path is
    /// percent-decoded (RFC 3986 §2.1) and the fragment left out (`fragment` has it); an empty path names the
    /// document itself. A path starting with `/` is taken from the root. External references (`isExternal`)
    /// name no file of the container: callers ask first.
    public func resolved(against document: ContainerPath) -> ContainerPath {
        let raw = path
        // Foundation's decoding is slow, and most hrefs have nothing to decode.
        let text =
            raw.utf8.contains(UInt8(ascii: "%")) ? Substring(String(raw).removingPercentEncoding ?? String(raw)) : raw
        guard !text.isEmpty else { return document }
        let folder = text.hasPrefix("/") ? [] : Array(document.string.split(separator: "/").dropLast())
        return ContainerPath(normalized: ContainerPath.normalizing(text.split(separator: "/"), below: folder))
    }

    /// Whether the path climbs above the container root on its way (`../../a.png` in `OPS/ch1.xhtml`), which
    /// `resolved(against:)` stops at the root (OCF 3.3 §3.3 allows no such reference) but a browser reading the
    /// unpacked files would not.
    public func climbsOut(from document: ContainerPath) -> Bool {
        let raw = String(path)
        let decoded = raw.removingPercentEncoding ?? raw
        var depth = document.string.split(separator: "/").count - 1
        for part in decoded.split(separator: "/") {
            if part == ".." { depth -= 1 } else if part != "." { depth += 1 }
            if depth < 0 { return true }
        }
        return false
    }

    /// The reference the document at `document` writes to the file at `target`, plus `#fragment` when given,
    /// where both paths are from one root: the build's hrefs relative to the package document's folder, which the
    /// stages before Package hold as text (`text/a.xhtml` to `media/b.png` gives `../media/b.png`).
    /// `ContainerPath.reference(to:fragment:)` is the same between container paths. Each segment is
    /// percent-encoded (`encode`); empty segments are dropped.
    public init(from document: String, to target: String, fragment: String? = nil) {
        let path = Self.plainPath(from: document, to: target) ?? Self.encodedPath(from: document, to: target)
        string = fragment.map { path + "#" + $0 } ?? path
    }

    /// The general case of `init(from:to:fragment:)`: the folders the two paths share are left out, each other
    /// folder of `document` climbed out of with `..`, and every segment encoded.
    private static func encodedPath(from document: String, to target: String) -> String {
        // Split on the bytes: a split by Character walks grapheme breaks, and this runs for every page's stylesheets.
        var fromParts = Self.segments(document).dropLast()[...]
        var toParts = Self.segments(target)[...]
        while let first = fromParts.first, let other = toParts.first, toParts.count > 1, first == other {
            fromParts.removeFirst()
            toParts.removeFirst()
        }
        let path = Array(repeating: "..", count: fromParts.count) + toParts.map { encode(String($0)) }
        return path.joined(separator: "/")
    }

    /// The non-empty segments of a path.
    private static func segments(_ path: String) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }

    /// The common case of `init(from:to:fragment:)`, taken without splitting paths (it runs for every entry of
    /// the contents and every link): a target in the folder of `document` or below it, with nothing to encode
    /// and no empty segment (`a//b`, a leading or trailing `/`), which the general case drops. The reference is
    /// then the rest of the target's path, as it is.
    private static func plainPath(from document: String, to target: String) -> String? {
        let slash = UInt8(ascii: "/")
        var rest = Substring(target).utf8
        if let end = document.utf8.lastIndex(of: slash) {
            let folder = document.utf8[...end]
            guard rest.starts(with: folder) else { return nil }
            rest = rest.dropFirst(folder.count)
        }
        guard !rest.isEmpty, rest.first != slash, rest.last != slash else { return nil }
        var previous: UInt8 = 0
        for byte in rest {
            guard isAllowed(byte) || (byte == slash && previous != slash) else { return nil }
            previous = byte
        }
        return String(Substring(rest))
    }
}

extension ContainerPath {
    /// The reference a document at this path writes to the file at `target`: relative, so the book reads the same
    /// wherever the container is unpacked (OCF 3.3 §3.3), percent-encoded (RFC 3986 §3.3), with `#fragment` when
    /// given. `RelativeReference(...).resolved(against: self)` gives `target` back.
    public func reference(to target: ContainerPath, fragment: String? = nil) -> RelativeReference {
        RelativeReference(from: string, to: target.string, fragment: fragment)
    }
}

/// An href as a document writes it (RFC 3986 §4.2, a relative reference): a path relative to the document,
/// percent-encoded, and an optional `#fragment`; or, where a document may name something outside the container,
/// an external URL (`isExternal`). Held as written; its parts are read from the text when asked for. A `?query`
/// (§3.4) stays part of the path, as it always has here: no file of a container is named by one.
public struct RelativeReference: Hashable, Sendable, CustomStringConvertible {
    /// The reference as written (`../text/ch%201.xhtml#s2`).
    public let string: String

    public init(_ string: String) {
        self.string = string
    }

    public var description: String { string }

    /// The path, as written (percent-encoded): everything before the first `#` (RFC 3986 §3.5).
    public var path: Substring {
        string.utf8.firstIndex(of: UInt8(ascii: "#")).map { string[..<$0] } ?? string[...]
    }

    /// What follows the first `#`; nil when there is no `#` (and empty for a reference ending in one).
    public var fragment: String? {
        string.utf8.firstIndex(of: UInt8(ascii: "#")).map { String(string[string.utf8.index(after: $0)...]) }
    }

    /// The id the fragment names: percent-decoded (`#%C3%A9t%C3%A9` is `été`, calibre's `#fnref%3afwf` is
    /// `fnref:fwf`), as a reading system matches it against the page's ids.
    public var fragmentID: String? {
        fragment.map { $0.contains("%") ? $0.removingPercentEncoding ?? $0 : $0 }
    }

    /// Names something outside the container: it has a scheme (`https:`, `mailto:`, `data:`; RFC 3986 §3.1) or is
    /// a network-path reference (`//host/…`, §4.2). Spaces and tabs around the reference are ignored, as readers
    /// ignore them.
    public var isExternal: Bool {
        let trimmed = Self.trimmingSpaces(string)
        return trimmed.utf8.starts(with: "//".utf8) || Self.hasScheme(trimmed)
    }

    /// RFC 3986 §3.1: `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` then ':'.
    /// Checked by hand: a Regex literal is compiled anew on each call, and this runs for every link.
    public static func hasScheme(_ text: Substring) -> Bool {
        var sawLetter = false
        for character in text.utf8 {
            switch character {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): sawLetter = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                if !sawLetter { return false }
            case UInt8(ascii: ":"): return sawLetter
            default: return false
            }
        }
        return false
    }

    /// `text` without leading and trailing spaces and tabs (`ReferenceURL` trims the same way).
    package static func trimmingSpaces(_ text: String) -> Substring {
        let utf8 = text.utf8
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var start = utf8.startIndex
        var end = utf8.endIndex
        while start < end, isSpace(utf8[start]) { start = utf8.index(after: start) }
        while start < end, isSpace(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        return text[start..<end]
    }

    /// Percent-encodes a path segment (RFC 3986 §3.3 pchar, less the characters
    /// that confuse readers; every non-ASCII byte encoded, as URLs require).
    /// Runs for every href of every link, so it checks bytes rather than
    /// building a CharacterSet, and returns an all-allowed segment as it is.
    public static func encode(_ segment: String) -> String {
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

    fileprivate static func isAllowed(_ byte: UInt8) -> Bool {
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
}
