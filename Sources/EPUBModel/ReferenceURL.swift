import EPUBSupport
import Foundation

/// A URL written in a chapter or stylesheet, split into what Resolve needs.
package struct ReferenceURL {
    package let raw: String
    /// The path part, percent-decoded; empty for a same-document `#fragment`.
    package let path: String
    package let fragment: String?
    /// Has a scheme (`https:`, `mailto:`, `data:`) or is protocol-relative (as `RelativeReference.isExternal`).
    package let isExternal: Bool

    package init(_ raw: String) {
        self.raw = raw
        // This runs for every link of the book, twice: the work is done on the UTF-8 bytes
        // (Character-wise trimming and searching, and Foundation's percent decoding of text
        // that has no '%', cost a tenth of a build).
        let trimmed = RelativeReference.trimmingSpaces(raw)
        isExternal = trimmed.utf8.starts(with: "//".utf8) || RelativeReference.hasScheme(trimmed)
        var pathPart = trimmed
        if let hash = trimmed.utf8.firstIndex(of: UInt8(ascii: "#")) {
            fragment = String(trimmed[trimmed.utf8.index(after: hash)...])
            pathPart = trimmed[..<hash]
        } else {
            fragment = nil
        }
        if let query = pathPart.utf8.firstIndex(of: UInt8(ascii: "?")) { pathPart = pathPart[..<query] }
        path =
            pathPart.utf8.contains(UInt8(ascii: "%"))
            ? String(pathPart).removingPercentEncoding ?? String(pathPart) : String(pathPart)
    }

    /// The same reference with its first `#` read as part of the path, not as the start of a fragment; nil without one.
    package var withHashInPath: ReferenceURL? {
        guard fragment != nil, let hash = raw.firstIndex(of: "#") else { return nil }
        return ReferenceURL(raw[..<hash] + "%23" + raw[raw.index(after: hash)...])
    }

    /// The scheme, lower-cased (`https`, `mailto`, `std` of `std::process::Termination`); nil for a relative reference.
    package var scheme: String? {
        let trimmed = RelativeReference.trimmingSpaces(raw)
        guard RelativeReference.hasScheme(trimmed), let colon = trimmed.firstIndex(of: ":") else { return nil }
        return trimmed[..<colon].lowercased()
    }

    package var isRemote: Bool {
        let lower = raw.lowercased()
        return lower.hasPrefix("http:") || lower.hasPrefix("https:") || lower.hasPrefix("//") || lower.hasPrefix("ftp:")
    }

    /// The absolute file this URL names, seen from a file in `directory`.
    /// A path starting with `/` is taken from `root` (the book's source
    /// folder), as GitBook and mdBook do, never from the file system's root.
    package func file(relativeTo directory: String, root: String? = nil) -> String {
        if path.hasPrefix("/"), let root {
            return Paths.absolute(String(path.drop { $0 == "/" }), relativeTo: root)
        }
        return Paths.absolute(path, relativeTo: directory)
    }

    /// The file this relative URL names as a browser reads it on a site whose root is `root` (a book's source
    /// folder, which mdBook and GitBook publish at a site's root): `..` stops at the root. nil unless the path
    /// climbs above it from `directory`, within it (`../../../images/x.png` from `src/a/b.md` is `src/images/x.png`).
    package func fileClimbingNoHigherThan(_ root: String, from directory: String) -> String? {
        guard !path.hasPrefix("/"), directory == root || directory.hasPrefix(root + "/") else { return nil }
        let written = Paths.absolute(path, relativeTo: directory)
        guard written != root, !written.hasPrefix(root + "/") else { return nil }
        var parts = directory.dropFirst(root.count).split(separator: "/").map(String.init)
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == ".." {
                if !parts.isEmpty { parts.removeLast() }
            } else if segment != "." {
                parts.append(String(segment))
            }
        }
        return Paths.absolute(parts.joined(separator: "/"), relativeTo: root)
    }
}
