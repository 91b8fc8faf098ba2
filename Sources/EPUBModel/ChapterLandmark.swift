import EPUBSupport

/// A landmark book.yaml gives a chapter (`landmarks:`): a structural role
/// (`bodymatter`, `loi`, `index`) at the chapter's top or at one of its ids.
public struct ChapterLandmark: Equatable, Sendable {
    public var type: String
    public var title: String
    public var anchor: String?
    public var location: SourceLocation

    public init(type: String, title: String, anchor: String?, location: SourceLocation) {
        self.type = type
        self.title = title
        self.anchor = anchor
        self.location = location
    }
}
