import EPUBSupport

/// How a chapter's source file is read.
public enum SourceFormat: String, Sendable {
    /// CommonMark with GitHub's extensions, through cmark-gfm.
    case markdown
    /// Well-formed XHTML, parsed strictly: a syntax error stops the build.
    case xhtml
    /// HTML, parsed leniently the way a browser would.
    case html
    /// A picture that is a page of the reading order itself (a picture book's
    /// or a manga's JPEG, an SVG page): nothing to read, it is packaged as it is.
    case picture

    package init(path: String) {
        switch Paths.fileExtension(path) {
        case "md", "markdown": self = .markdown
        // EPUBs name content documents `.xml` or `.xht` too; what counts is their media type, XHTML.
        case "xhtml", "xht", "xml": self = .xhtml
        case "jpg", "jpeg", "png", "gif", "webp", "svg": self = .picture
        default: self = .html
        }
    }
}
