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
