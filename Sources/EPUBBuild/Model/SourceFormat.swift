/// How a chapter's source file is read.
public enum SourceFormat: String, Sendable {
    /// CommonMark with GitHub's extensions, through cmark-gfm.
    case markdown
    /// Well-formed XHTML, parsed strictly: a syntax error stops the build.
    case xhtml
    /// HTML, parsed leniently the way a browser would.
    case html

    init(path: String) {
        switch Paths.fileExtension(path) {
        case "md", "markdown": self = .markdown
        case "xhtml": self = .xhtml
        default: self = .html
        }
    }
}
