/// An entry of book.yaml's `chapters:` list: a chapter, or a part that groups
/// chapters one level deeper in the table of contents.
public enum ContentsEntry: Equatable, Sendable {
    case chapter(ChapterSpec)
    case part(title: String, location: SourceLocation, chapters: [ContentsEntry])

    /// The chapters in reading order, parts flattened.
    public var chapters: [ChapterSpec] {
        switch self {
        case .chapter(let chapter): [chapter]
        case .part(_, _, let entries): entries.flatMap(\.chapters)
        }
    }
}
