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
    static func sniff(_ path: String) -> ImageFormat? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        // 4 KB holds the signatures and, for SVG, an XML declaration, comments and a doctype.
        guard let head = try? handle.read(upToCount: 4096) else { return nil }
        return sniff(Array(head))
    }

    static func sniff(_ bytes: [UInt8]) -> ImageFormat? {
        func starts(with signature: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + signature.count && Array(bytes[offset..<offset + signature.count]) == signature
        }
        if starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts(with: Array("GIF87a".utf8)) || starts(with: Array("GIF89a".utf8)) { return .gif }
        if starts(with: Array("RIFF".utf8)), starts(with: Array("WEBP".utf8), at: 8) { return .webp }
        return rootElementIsSVG(bytes) ? .svg : nil
    }

    /// SVG is XML: it is one when the first element, after the XML
    /// declaration, comments, processing instructions and a doctype, is `<svg`.
    private static func rootElementIsSVG(_ bytes: [UInt8]) -> Bool {
        var text = Substring(String(decoding: bytes, as: UTF8.self))
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        while true {
            text = text.drop { $0.isWhitespace }
            if text.hasPrefix("<?") || text.hasPrefix("<!--") || text.hasPrefix("<!") {
                let end = text.hasPrefix("<?") ? "?>" : text.hasPrefix("<!--") ? "-->" : ">"
                guard let range = text.range(of: end) else { return false }
                text = text[range.upperBound...]
                continue
            }
            guard text.hasPrefix("<") else { return false }
            let name = text.dropFirst().prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
            return name == "svg" || name.hasSuffix(":svg")
        }
    }
}
