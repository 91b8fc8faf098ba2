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
        let trimmed = raw.trimmingCharacters(in: .whitespaces)
        isExternal = trimmed.hasPrefix("//") || trimmed.firstMatch(of: /^[A-Za-z][A-Za-z0-9+.\-]*:/) != nil
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
