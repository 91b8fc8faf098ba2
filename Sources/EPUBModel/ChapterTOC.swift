/// A chapter's place in the table of contents (book.yaml's per-chapter `toc:`).
public enum ChapterTOC: Equatable, Sendable {
    /// The chapter's title, with its headings below it down to `toc.depth`.
    case headings
    /// Not in the table of contents (`toc: false`).
    case hidden
    /// Exactly these entries (`toc: [{title, anchor, children}]`), as `unpack` writes to keep a book's own contents.
    case entries([ChapterLink])
}
