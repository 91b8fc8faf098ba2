/// A page of the reading order that the build generates or converts: the
/// cover, the title page, a part divider or a chapter.
public struct ContentPage: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case cover, titlepage, navigation, part, chapter
    }

    public var kind: Kind
    /// Relative to the package document.
    public var href: String
    public var title: String
    public var linear = true
    /// For chapters, the index into `ResolvedBook.chapters`.
    public var chapterIndex: Int?

    public init(kind: Kind, href: String, title: String, linear: Bool = true, chapterIndex: Int? = nil) {
        self.kind = kind
        self.href = href
        self.title = title
        self.linear = linear
        self.chapterIndex = chapterIndex
    }
}
