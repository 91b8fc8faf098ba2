/// Media types by file extension, for the resources a book may carry.
enum MediaType {
    static let xhtml = "application/xhtml+xml"
    static let ncx = "application/x-dtbncx+xml"
    static let css = "text/css"

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

    /// The core media type for `path`, or nil when the extension is not one.
    static func of(_ path: String) -> String? {
        core[Paths.fileExtension(path)]
    }

    /// A text track's media type: EPUB 3.3 §3.3 makes a `<track>`'s captions
    /// and subtitles exempt resources, which need no fallback.
    static func ofTrack(_ path: String) -> String? {
        ["vtt": "text/vtt", "ttml": "application/ttml+xml"][Paths.fileExtension(path)]
    }

    static func isImage(_ type: String) -> Bool { type.hasPrefix("image/") }

    /// Whether zip compression would gain little: the format is compressed already.
    static func isCompressed(_ type: String) -> Bool {
        ["image/jpeg", "image/png", "image/gif", "image/webp", "font/woff", "font/woff2", "audio/mpeg", "audio/mp4",
         "video/mp4", "audio/ogg", "video/webm"].contains(type)
    }
}
