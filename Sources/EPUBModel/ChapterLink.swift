import EPUBSupport

/// A place in a chapter as book.yaml names it (the chapter's `toc:`, `pages:` and `landmarks:` entries): a label,
/// an id in the chapter (none for its top), for a landmark its structural semantics type, and the entries below it.
/// Resolve makes each a `Link` to where the chapter lands in the package.
public struct ChapterLink: Equatable, Sendable {
    public var title: String
    public var anchor: String?
    /// A landmark's structural semantics terms (`bodymatter`, `loi`); nil for a contents entry or a page.
    public var type: String?
    public var children: [ChapterLink]
    /// Where book.yaml (or `unpack`) gave it, for messages.
    public var location: SourceLocation

    public init(
        title: String, anchor: String?, type: String? = nil, children: [ChapterLink] = [], location: SourceLocation
    ) {
        self.title = title
        self.anchor = anchor
        self.type = type
        self.children = children
        self.location = location
    }

    /// A landmark book.yaml gives a chapter: a structural role at the chapter's top or at one of its ids.
    public static func landmark(type: String, title: String, anchor: String?, location: SourceLocation) -> ChapterLink {
        ChapterLink(title: title, anchor: anchor, type: type, location: location)
    }
}
