import EPUBModel

/// A page of the reading order that the build generates or converts: the
/// cover, the title page, a part divider or a chapter.
public struct ContentPage: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case cover, titlepage, navigation, part, chapter
        /// A picture chapter: `href` is the image itself, in the spine.
        case picture
    }

    public var kind: Kind
    /// Relative to the package document.
    public var href: String
    public var title: String
    public var linear = true
    /// For chapters, the index into `ResolvedBook.chapters`.
    public var chapterIndex: Int?
    /// For a bitmap picture: the XHTML page showing it, its manifest fallback
    /// (EPUB 3.3 §3.5: a spine item that is not a content document needs one).
    public var fallbackHref: String?
    /// For a part: the web pages its summary entries link (`ContentsEntry.link`), which its page lists.
    public var webLinks: [Link] = []

    public init(kind: Kind, href: String, title: String, linear: Bool = true, chapterIndex: Int? = nil) {
        self.kind = kind
        self.href = href
        self.title = title
        self.linear = linear
        self.chapterIndex = chapterIndex
    }
}
