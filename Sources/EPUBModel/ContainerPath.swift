import EPUBSupport
import Foundation

/// Paths inside the container: hrefs are resolved against the document they
/// appear in, percent-encoded or not, and never climb above the root.
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
}
