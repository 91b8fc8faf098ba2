import Foundation

/// A URL written in a chapter or stylesheet, split into what Resolve needs.
struct ReferenceURL {
    let raw: String
    /// The path part, percent-decoded; empty for a same-document `#fragment`.
    let path: String
    let fragment: String?
    /// Has a scheme (`https:`, `mailto:`, `data:`) or is protocol-relative.
    let isExternal: Bool

    init(_ raw: String) {
        self.raw = raw
        // Plain trimming: Foundation's trimmingCharacters(in:) goes through NSString on Linux, and this runs per link.
        let trimmed = String(raw.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        isExternal = trimmed.hasPrefix("//") || Self.hasScheme(trimmed)
        var pathPart = trimmed
        if let hash = trimmed.firstIndex(of: "#") {
            fragment = String(trimmed[trimmed.index(after: hash)...])
            pathPart = String(trimmed[..<hash])
        } else {
            fragment = nil
        }
        if let query = pathPart.firstIndex(of: "?") { pathPart = String(pathPart[..<query]) }
        path = pathPart.removingPercentEncoding ?? pathPart
    }

    /// RFC 3986 §3.1: `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` then ':'.
    /// Checked by hand: a Regex literal is compiled anew on each call, and this runs for every link.
    static func hasScheme(_ text: String) -> Bool {
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

    var isRemote: Bool {
        let lower = raw.lowercased()
        return lower.hasPrefix("http:") || lower.hasPrefix("https:") || lower.hasPrefix("//") || lower.hasPrefix("ftp:")
    }

    /// The absolute file this URL names, seen from a file in `directory`.
    /// A path starting with `/` is taken from `root` (the book's source
    /// folder), as GitBook and mdBook do, never from the file system's root.
    func file(relativeTo directory: String, root: String? = nil) -> String {
        if path.hasPrefix("/"), let root {
            return Paths.absolute(String(path.drop { $0 == "/" }), relativeTo: root)
        }
        return Paths.absolute(path, relativeTo: directory)
    }
}
