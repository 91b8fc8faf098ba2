/// book.yaml's `toc:` settings.
public struct TableOfContentsSpec: Equatable, Sendable {
    /// How many heading levels the table of contents shows: 1 lists chapters
    /// only, 2 adds each chapter's sections, and so on (1–6).
    public var depth = 2
    /// The heading of the navigation document; nil: the book's language's word (`BookSpec.words.contents`).
    public var title: String?
    /// Also place the table of contents in the reading order, after the title page.
    public var inSpine = false

    public init() {}
}
