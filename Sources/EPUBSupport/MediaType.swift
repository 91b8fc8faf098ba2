import Foundation

/// Media types by file extension, for the resources a book may carry.
package enum MediaType {
    package static let xhtml = "application/xhtml+xml"
    package static let ncx = "application/x-dtbncx+xml"
    package static let css = "text/css"
    package static let svg = "image/svg+xml"

    /// EPUB 3.3 §3.2 core media types, which reading systems must support
    /// and which need no fallback.
    private static let core: [String: String] = [
        "gif": "image/gif", "jpg": "image/jpeg", "jpeg": "image/jpeg", "png": "image/png", "svg": "image/svg+xml",
        "webp": "image/webp",
        "mp3": "audio/mpeg", "m4a": "audio/mp4", "mp4": "video/mp4", "ogg": "audio/ogg", "opus": "audio/ogg",
        "webm": "video/webm",
        "css": "text/css", "js": "application/javascript",
        "ttf": "font/ttf", "otf": "font/otf", "woff": "font/woff", "woff2": "font/woff2",
        "xhtml": xhtml, "smil": "application/smil+xml", "pls": "application/pls+xml",
    ]

    /// The HTML types older EPUBs give spine documents (EPUB 2's OPS allowed `text/x-oeb1-document`, OEB 1's;
    /// `text/html` is a common slip): not content documents by EPUB's rules, but every reading system shows them.
    package static let htmlFlavours: Set<String> = ["text/html", "application/html", "text/x-oeb1-document"]

    /// A media type as written, as it compares (RFC 6838 §4.2: case does not matter; a `; charset=…` says nothing
    /// of the type).
    package static func normalized(_ written: String) -> String {
        String(written.prefix { $0 != ";" }).trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// The core media type for `path`, or nil when the extension is not one.
    package static func of(_ path: String) -> String? {
        core[Paths.fileExtension(path)]
    }

    /// A text track's media type: EPUB 3.3 §3.3 makes a `<track>`'s captions
    /// and subtitles exempt resources, which need no fallback.
    package static func ofTrack(_ path: String, in files: any SourceFiles) -> String? {
        if let type = ["vtt": "text/vtt", "ttml": "application/ttml+xml", "dfxp": "application/ttml+xml"][
            Paths.fileExtension(path)]
        {
            return type
        }
        // TTML is often saved as `.xml`: its root element's namespace says what it is.
        guard Paths.fileExtension(path) == "xml", let bytes = files.head(atPath: path, count: 2048) else { return nil }
        let head = String(decoding: bytes, as: UTF8.self)
        // TTML 1 and 2 (`http://www.w3.org/ns/ttml`), or the DFXP drafts before them (`…/2006/04/ttaf1`).
        return head.contains("http://www.w3.org/ns/ttml") || head.contains("/ttaf1") ? "application/ttml+xml" : nil
    }

    package static func isImage(_ type: String) -> Bool { type.hasPrefix("image/") }

    /// Whether `type` is one of the core media types.
    package static func isCore(_ type: String) -> Bool { core.values.contains(type) }

    /// The core media type a manifest means by a name that is not one (`image/jpg`, which scripts write for
    /// `image/jpeg`, and the pre-standard `image/pjpeg`, `image/x-png`); nil for any other.
    package static func misspelledCore(_ type: String) -> String? {
        ["image/jpg": "image/jpeg", "image/pjpeg": "image/jpeg", "image/x-png": "image/png"][type.lowercased()]
    }

    /// Image formats that are not core media types (EPUB 3.3 §3.2), by
    /// extension: foreign resources a book may hold only with a fallback.
    package static let foreignImages = [
        "avif": "image/avif", "jxl": "image/jxl", "heic": "image/heic", "heif": "image/heif", "tif": "image/tiff",
        "tiff": "image/tiff", "bmp": "image/bmp", "jp2": "image/jp2", "ico": "image/vnd.microsoft.icon",
    ]

    /// A font's media type, the EPUB 3.3 §3.2 ones and the older names EPUBs still carry.
    package static func isFont(_ type: String) -> Bool {
        type.hasPrefix("font/")
            || [
                "application/font-sfnt", "application/vnd.ms-opentype", "application/font-woff",
                "application/x-font-ttf",
                "application/x-font-otf", "application/x-font-truetype", "application/x-font-opentype",
            ].contains(type)
    }

    /// Whether zip compression would gain little: the format is compressed already.
    package static func isCompressed(_ type: String) -> Bool {
        [
            "image/jpeg", "image/png", "image/gif", "image/webp", "font/woff", "font/woff2", "audio/mpeg", "audio/mp4",
            "video/mp4", "audio/ogg", "video/webm",
        ].contains(type)
    }
}
