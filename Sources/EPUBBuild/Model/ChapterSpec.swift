/// One chapter file as book.yaml lists it.
public struct ChapterSpec: Equatable, Sendable {
    /// Absolute path of the source file.
    public var file: String
    /// Where the chapter is named in book.yaml, for error messages.
    public var location: SourceLocation
    /// Overrides the title taken from the chapter's first heading.
    public var title: String?
    /// Becomes `epub:type` on the chapter (`chapter`, `preface`, `appendix`, …).
    public var type: String
    /// `false` puts the chapter in the spine with `linear="no"`.
    public var linear: Bool

    public init(file: String, location: SourceLocation, title: String? = nil, type: String = "chapter", linear: Bool = true) {
        self.file = file
        self.location = location
        self.title = title
        self.type = type
        self.linear = linear
    }
}
