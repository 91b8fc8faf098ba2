import EPUBSupport

/// An entry of the chapter list (book.yaml's `chapters:` or SUMMARY.md): a
/// chapter, possibly with sub-chapters nested below it in the table of
/// contents, a part that groups chapters one level deeper, a section of a
/// chapter listed elsewhere, or a web page a part lists.
public indirect enum ContentsEntry: Equatable, Sendable {
    case chapter(ChapterSpec, children: [ContentsEntry] = [])
    case part(title: String, location: SourceLocation, chapters: [ContentsEntry])
    /// A table-of-contents entry pointing into a chapter the list already has
    /// (GitBook's `* [A Section](chapter.md#a-section)`): no document of its own.
    case section(title: String, file: String, fragment: String, location: SourceLocation, children: [ContentsEntry])
    /// A summary entry linking to a web page (`* [Go docs](https://go.dev/doc)` under a `## Resources`
    /// part): no document, and no contents entry (a `toc` nav must not link to remote resources, epubcheck's
    /// NAV-010); the page of the part it sits in lists it.
    case link(title: String, url: String, location: SourceLocation)

    /// The chapters in reading order, parts and nesting flattened.
    public var chapters: [ChapterSpec] {
        switch self {
        case .chapter(let chapter, let children): [chapter] + children.flatMap(\.chapters)
        case .part(_, _, let entries): entries.flatMap(\.chapters)
        case .section(_, _, _, _, let children): children.flatMap(\.chapters)
        case .link: []
        }
    }

    /// A nested chapter's `toc-parent:`: the anchor of its parent's entry it sits below.
    package var tocParent: String? {
        if case .chapter(let chapter, _) = self { return chapter.tocParent }
        return nil
    }

    /// The entry with `split` set on every chapter that does not set its own.
    package func settingSplit(_ level: Int) -> ContentsEntry {
        changingChapters { if $0.split == nil { $0.split = level } }
    }

    /// The entry with `change` made to every chapter in it.
    package func changingChapters(_ change: (inout ChapterSpec) -> Void) -> ContentsEntry {
        switch self {
        case .chapter(var chapter, let children):
            change(&chapter)
            return .chapter(chapter, children: children.map { $0.changingChapters(change) })
        case .part(let title, let location, let chapters):
            return .part(title: title, location: location, chapters: chapters.map { $0.changingChapters(change) })
        case .section(let title, let file, let fragment, let location, let children):
            return .section(
                title: title, file: file, fragment: fragment, location: location,
                children: children.map { $0.changingChapters(change) })
        case .link: return self
        }
    }
}
