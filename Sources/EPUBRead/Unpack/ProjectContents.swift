import EPUBModel
import EPUBSupport

/// The book's table of contents as book.yaml expresses it: each chapter
/// lists the entries that point into its own document (`toc:`), and an
/// entry whose children point into later documents makes those documents
/// chapters nested below it (`chapters:`), so the rebuilt navigation has the
/// same tree of labels and targets.
struct ProjectContents {
    struct Chapter: Equatable {
        var item: ManifestItem
        var linear: Bool
        /// The entries pointing into this document; empty means `toc: false`.
        var toc: [ChapterLink]
        /// Chapters whose entries sit below one of this one's entries; they follow it in the spine.
        var children: [Chapter] = []
        /// The anchor of the parent chapter's entry this chapter's entries sit below (its title, for an entry
        /// without one), when that is not the parent's last top-level entry (where they go by default).
        var tocParent: String?
    }

    private(set) var chapters: [Chapter] = []

    /// `spine` lists the chapter documents in reading order; `untitled` names an entry without a title, in the
    /// book's language.
    init(spine: [(item: ManifestItem, linear: Bool)], tableOfContents: [ContainerLink], untitled: String = "Untitled") {
        var entries: [ContainerPath: [ChapterLink]] = [:]
        var parent: [ContainerPath: ContainerPath] = [:]
        var parentEntry: [ContainerPath: (anchor: String?, title: String)] = [:]
        let nowhere = SourceLocation(path: "")
        func convert(_ entry: ContainerLink, document: ContainerPath) -> ChapterLink {
            var children: [ChapterLink] = []
            let anchor = entry.fragment.flatMap { $0.isEmpty ? nil : $0 }
            let title = entry.title.isEmpty ? untitled : entry.title
            for child in entry.children {
                let childDocument = child.path
                if childDocument == document {
                    children.append(convert(child, document: document))
                } else {
                    if parent[childDocument] == nil {
                        parent[childDocument] = document
                        parentEntry[childDocument] = (anchor, title)
                    }
                    visit(child)
                }
            }
            return ChapterLink(title: title, anchor: anchor, children: children, location: nowhere)
        }
        func visit(_ entry: ContainerLink) {
            entries[entry.path, default: []].append(convert(entry, document: entry.path))
        }
        tableOfContents.forEach(visit)

        // Walk the spine keeping the chain of open chapters: a document goes
        // below its contents parent when that parent is open, and a document
        // the contents never names stays below whatever is open.
        var placed: [(chapter: Chapter, depth: Int)] = []
        var open: [ContainerPath] = []
        for (item, linear) in spine {
            // A remote item (never a chapter unpack writes) is a document the contents does not name.
            let document = item.path
            let toc = document.flatMap { entries[$0] } ?? []
            let parentDocument = document.flatMap { parent[$0] }
            if !toc.isEmpty {
                if let parentDocument, let index = open.lastIndex(of: parentDocument) {
                    open.removeSubrange((index + 1)...)
                } else {
                    open.removeAll()
                }
            }
            var chapter = Chapter(item: item, linear: linear, toc: toc)
            // An entry without an anchor is named by its title (ebooklib's Section pointing at the file its first
            // children are in): its later children had gone below the top entry.
            if let parentDocument, open.last == parentDocument, let entry = document.flatMap({ parentEntry[$0] }),
                let last = entries[parentDocument]?.last, last.anchor != entry.anchor || last.title != entry.title
            {
                chapter.tocParent = entry.anchor ?? entry.title
            }
            placed.append((chapter, open.count))
            // Only a document with entries can be a parent: the contents names parents by their entries.
            if !toc.isEmpty, let document { open.append(document) }
        }
        chapters = Self.tree(placed[...], depth: 0)
    }

    /// Nests a run of chapters by depth: each owns the deeper ones that follow it.
    private static func tree(_ placed: ArraySlice<(chapter: Chapter, depth: Int)>, depth: Int) -> [Chapter] {
        var result: [Chapter] = []
        var index = placed.startIndex
        while index < placed.endIndex {
            var end = placed.index(after: index)
            while end < placed.endIndex, placed[end].depth > depth { end = placed.index(after: end) }
            var chapter = placed[index].chapter
            chapter.children = tree(placed[placed.index(after: index)..<end], depth: depth + 1)
            result.append(chapter)
            index = end
        }
        return result
    }
}
