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
        var fromParts = from.split(separator: "/").dropLast().map(String.init)
        var toParts = target.split(separator: "/").map(String.init)
        while let first = fromParts.first, let other = toParts.first, toParts.count > 1, first == other {
            fromParts.removeFirst()
            toParts.removeFirst()
        }
        let path = Array(repeating: "..", count: fromParts.count) + toParts
        return path.map(encode).joined(separator: "/")
    }

    /// Percent-encodes a path segment (RFC 3986 pchar, less the characters that confuse readers).
    static func encode(_ segment: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~!$&'()*+,;=:@")
        return segment.addingPercentEncoding(withAllowedCharacters: allowed) ?? segment
    }

    /// A file name that every reading system and zip tool accepts: ASCII
    /// letters, digits, `-`, `_` and `.`, never starting with a dot.
    public static func safeName(_ name: String) -> String {
        let mapped = name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ".") ? $0 : "-" }
        var result = String(mapped)
        while result.hasPrefix(".") { result.removeFirst() }
        return result.isEmpty ? "file" : result
    }
}
