import EPUBSupport

/// One entry of an explicit chapter table of contents: a label and an id in
/// the chapter (none for its top).
public struct ChapterTOCEntry: Equatable, Sendable {
    public var title: String
    public var anchor: String?
    public var children: [ChapterTOCEntry]
    public var location: SourceLocation

    public init(title: String, anchor: String?, children: [ChapterTOCEntry] = [], location: SourceLocation) {
        self.title = title
        self.anchor = anchor
        self.children = children
        self.location = location
    }
}
