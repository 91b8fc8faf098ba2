/// An entry of the table of contents: a label, where it points (an href
/// relative to the package document, with an optional fragment) and the
/// entries below it.
public struct TOCEntry: Equatable, Sendable {
    public var title: String
    public var href: String
    public var children: [TOCEntry] = []

    public init(title: String, href: String, children: [TOCEntry] = []) {
        self.title = title
        self.href = href
        self.children = children
    }

    /// How many levels this entry spans, itself included.
    public var depth: Int { 1 + (children.map(\.depth).max() ?? 0) }
}

/// A landmark of the navigation document (EPUB 3.3 §7.4.3.3): a major part of
/// the book by its structural role.
public struct Landmark: Equatable, Sendable {
    /// An EPUB structural semantics term: `cover`, `titlepage`, `toc`, `bodymatter`.
    public var type: String
    public var title: String
    public var href: String
}
