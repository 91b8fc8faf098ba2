import Foundation

/// Paths inside the container, and the one place they are converted: an href
/// is resolved against the document it appears in (percent-encoded or not,
/// never climbing above the root), and a path becomes the relative,
/// percent-encoded href a document writes (`relativeHref`).
package enum ContainerPath {
    /// `href` (with any `#fragment` kept) as a path from the container root.
    package static func resolve(_ href: String, from document: String) -> String {
        let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let rawPath = String(parts.first ?? "")
        let fragment = parts.count > 1 ? "#" + parts[1] : ""
        // Foundation's decoding is slow, and most hrefs have nothing to decode.
        let path = rawPath.contains("%") ? rawPath.removingPercentEncoding ?? rawPath : rawPath
        guard !path.isEmpty else { return document + fragment }
        var result = path.hasPrefix("/") ? [] : document.split(separator: "/").dropLast().map(String.init)
        for part in path.split(separator: "/") {
            if part == ".." {
                if !result.isEmpty { result.removeLast() }
            } else if part != "." {
                result.append(String(part))
            }
        }
        return result.joined(separator: "/") + fragment
    }

    package static func withoutFragment(_ path: String) -> String {
        String(path.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    package static func fragment(_ path: String) -> String? {
        let parts = path.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        return parts.count > 1 ? String(parts[1]) : nil
    }

    /// `target` as a relative URL from the document at `from` (both hrefs
    /// relative to the package document), percent-encoded for use in markup.
    package static func relativeHref(from: String, to target: String) -> String {
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
}
