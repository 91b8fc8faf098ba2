/// An entry of the chapter list (book.yaml's `chapters:` or SUMMARY.md): a
/// chapter, possibly with sub-chapters nested below it in the table of
/// contents, or a part that groups chapters one level deeper.
public indirect enum ContentsEntry: Equatable, Sendable {
    case chapter(ChapterSpec, children: [ContentsEntry] = [])
    case part(title: String, location: SourceLocation, chapters: [ContentsEntry])

    /// The chapters in reading order, parts and nesting flattened.
    public var chapters: [ChapterSpec] {
        switch self {
        case .chapter(let chapter, let children): [chapter] + children.flatMap(\.chapters)
        case .part(_, _, let entries): entries.flatMap(\.chapters)
        }
    }

    /// The entry with `split` set on every chapter that does not set its own.
    func settingSplit(_ level: Int) -> ContentsEntry {
        switch self {
        case .chapter(var chapter, let children):
            if chapter.split == nil { chapter.split = level }
            return .chapter(chapter, children: children.map { $0.settingSplit(level) })
        case .part(let title, let location, let chapters):
            return .part(title: title, location: location, chapters: chapters.map { $0.settingSplit(level) })
        }
    }
}
