import EPUBSupport
import Foundation

/// The image formats EPUB 3.3 §3.2 makes core media types, recognised by
/// their first bytes rather than their file name: a PNG saved as `pic.jpg`
/// must still be declared `image/png` (epubcheck OPF-029, PKG-022).
enum ImageFormat: String, Equatable {
    case jpeg, png, gif, webp, svg

    var mediaType: String {
        switch self {
        case .jpeg: "image/jpeg"
        case .png: "image/png"
        case .gif: "image/gif"
        case .webp: "image/webp"
        case .svg: "image/svg+xml"
        }
    }

    /// The extension a file of this format is stored under.
    var fileExtension: String { self == .jpeg ? "jpg" : rawValue }

    /// Whether `fileExtension` (lower case) is one this format is known by.
    func isNamed(by fileExtension: String) -> Bool {
        fileExtension == self.fileExtension || (self == .jpeg && fileExtension == "jpeg")
    }

    var name: String { self == .svg ? "SVG" : rawValue.uppercased() }

    /// The format of the file at `path`, or nil when it is none of them (or unreadable).
    static func sniff(_ path: String, in files: any SourceFiles) -> ImageFormat? {
        guard let head = head(of: path, in: files) else { return nil }
        return sniff(head)
    }

    /// Whether the SVG file at `path` has a DOCTYPE before its root element.
    static func svgHasDoctype(_ path: String, in files: any SourceFiles) -> Bool {
        guard let head = head(of: path, in: files), case .svg(let doctype) = xmlProlog(head) else { return false }
        return doctype
    }

    /// The first bytes of a file: 4 KB hold the signatures and, for SVG, most
    /// XML declarations, comments and doctypes; a prolog that runs past them
    /// (an internal DTD subset, a long comment) is read on, up to 256 KB.
    private static func head(of path: String, in files: any SourceFiles) -> [UInt8]? {
        guard let head = files.head(atPath: path, count: 4096).map(Array.init) else { return nil }
        if head.count == 4096, case .incomplete = xmlProlog(head),
            let more = files.head(atPath: path, count: 256 * 1024)
        {
            return Array(more)
        }
        return head
    }

    static func sniff(_ bytes: [UInt8]) -> ImageFormat? {
        func starts(with signature: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + signature.count && Array(bytes[offset..<offset + signature.count]) == signature
        }
        if starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts(with: Array("GIF87a".utf8)) || starts(with: Array("GIF89a".utf8)) { return .gif }
        if starts(with: Array("RIFF".utf8)), starts(with: Array("WEBP".utf8), at: 8) { return .webp }
        if case .svg = xmlProlog(bytes) { return .svg }
        return nil
    }

    enum XMLProlog: Equatable {
        case svg(doctype: Bool)
        case notSVG
        /// The bytes end inside the prolog.
        case incomplete
    }

    /// SVG is XML: it is one when the first element, after the XML
    /// declaration, comments, processing instructions and a doctype (with
    /// its internal subset in brackets), is `<svg`.
    static func xmlProlog(_ bytes: [UInt8]) -> XMLProlog {
        var text = Substring(String(decoding: bytes, as: UTF8.self))
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        var doctype = false
        while true {
            text = text.drop { $0.isWhitespace }
            if text.hasPrefix("<!DOCTYPE") || text.hasPrefix("<!doctype") {
                doctype = true
                // The internal subset's declarations hold '>' of their own: skip to its ']'.
                let bracket = text.firstIndex(of: "["), close = text.firstIndex(of: ">")
                if let bracket, close.map({ bracket < $0 }) ?? true {
                    guard let end = text[bracket...].range(of: "]") else { return .incomplete }
                    text = text[end.upperBound...]
                }
                guard let end = text.firstIndex(of: ">") else { return .incomplete }
                text = text[text.index(after: end)...]
                continue
            }
            if text.hasPrefix("<?") || text.hasPrefix("<!--") || text.hasPrefix("<!") {
                let end = text.hasPrefix("<?") ? "?>" : text.hasPrefix("<!--") ? "-->" : ">"
                guard let range = text.range(of: end) else { return .incomplete }
                text = text[range.upperBound...]
                continue
            }
            guard text.hasPrefix("<") else { return text.isEmpty ? .incomplete : .notSVG }
            let name = text.dropFirst().prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
            return name == "svg" || name.hasSuffix(":svg") ? .svg(doctype: doctype) : .notSVG
        }
    }
}
