/// A landmark of the navigation document (EPUB 3.3 §7.4.3.3): a major part of
/// the book by its structural role.
public struct Landmark: Equatable, Sendable {
    /// An EPUB structural semantics term: `cover`, `titlepage`, `toc`, `bodymatter`.
    public var type: String
    public var title: String
    public var href: String

    public init(type: String, title: String, href: String) {
        self.type = type
        self.title = title
        self.href = href
    }
}
