import EPUBModel
import XMLTree

/// The first pass of Resolve over a chapter: every heading gets an id, and
/// every id becomes unique within its source file.
///
/// A heading without an id gets the anchor GitHub would give it (unique
/// within its source file: `intro`, `intro-1`, …), so links written for
/// GitHub, GitBook or mdBook keep working. GitHub counts repeats per source
/// file, so the documents a split file became share one count (`slugsInFile`). When the file already uses that id
/// (or it is no XML name), the file's registry renames it deterministically, and `idMap` records
/// the change so links that pointed at the old id follow it.
///
/// The work is in two parts: reading a chapter's ids and headings
/// (`candidates(in:)`, which needs nothing of other chapters and runs on
/// the worker threads), then claiming ids file by file in reading order
/// (`assign`), which must be serial for the result to be the same on any
/// number of threads.
struct IdentifierAssigner {
    /// An element that has or will get an id: what `assign` needs of it, read ahead.
    struct Candidate: Sendable {
        let element: XMLNode
        /// The id the source gave it.
        let sourceID: String?
        /// For a heading: its level, its text, its GitHub slug before de-duplication, and whether it opens a section.
        let heading: (level: Int, text: String, slug: String, opensSection: Bool)?
    }

    /// The elements of `chapter` with an id, and its headings, in document order.
    /// `pandocIdentifiers`: a heading's anchor is pandoc's (`IdentifierRegistry.pandocSlug`), not GitHub's.
    static func candidates(in chapter: ChapterDocument, pandocIdentifiers: Bool = false) -> [Candidate] {
        let slug = pandocIdentifiers ? IdentifierRegistry.pandocSlug : IdentifierRegistry.slug
        guard let body = chapter.body else { return [] }
        var candidates: [Candidate] = []
        // The source's <body id> is a target too (a contents entry may point at it).
        if let id = body.attribute("id") { candidates.append(Candidate(element: body, sourceID: id, heading: nil)) }
        for element in body.descendants {
            let level = element.namespaceURI == XMLTree.xhtmlNamespace ? Self.headingLevels[element.name] : nil
            let id = element.attribute("id")
            guard id != nil || level != nil else { continue }
            let heading = level.map { level in
                // A heading that is only a picture (a README's logo) is named by its alt text.
                (
                    level, HeadingText.contents(of: element), slug(HeadingText.anchorText(of: element)),
                    opensSection(element, in: body)
                )
            }
            candidates.append(Candidate(element: element, sourceID: id, heading: heading))
        }
        return candidates
    }

    private static let headingLevels = ["h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6]

    private static func opensSection(_ heading: XMLNode, in body: XMLNode) -> Bool {
        var ancestor = heading.parent
        while let current = ancestor, !current.isSame(as: body) {
            if Heading.sectionlessContainers.contains(current.name) { return false }
            ancestor = current.parent
        }
        return true
    }

    /// An id the author wrote a second time in one file: the element, the id as written, and the id it got.
    typealias Repeated = (element: XMLNode, written: String, id: String)

    /// `slugsInFile` holds the anchors the chapter's source file has used in
    /// the documents before this one (empty for its first), and the ids its author wrote, which `registry` keeps
    /// for them. Returns the ids written twice, each renamed at its second use.
    func assign(
        _ chapter: inout ResolvedChapter, candidates: [Candidate], registry: inout IdentifierRegistry,
        slugsInFile: inout Set<String>
    ) -> [Repeated] {
        // A picture chapter has no page of its own: an SVG's ids are its drawing's, kept as drawn
        // (`BookResolver.placePicture`).
        guard chapter.document.format != .picture else { return [] }
        var headings: [Heading] = []
        var idMap: [String: String] = [:]
        var repeated: [Repeated] = []
        for candidate in candidates {
            let sourceID =
                candidate.sourceID ?? Self.githubAnchor(slug: candidate.heading?.slug ?? "", taken: &slugsInFile)
            slugsInFile.insert(sourceID)
            let id = registry.claim(sourceID, written: candidate.sourceID != nil)
            if idMap[sourceID] == nil {
                idMap[sourceID] = id
            } else if let written = candidate.sourceID {
                repeated.append((candidate.element, written, id))
            }
            if id != candidate.sourceID { candidate.element.setAttribute("id", id) }
            if let heading = candidate.heading {
                headings.append(
                    Heading(level: heading.level, id: id, text: heading.text, opensSection: heading.opensSection))
            }
        }
        chapter.headings = headings
        chapter.idMap = idMap
        return repeated
    }

    /// GitHub's anchor: the heading's slug, then `-1`, `-2` … for repeats within one file.
    private static func githubAnchor(slug base: String, taken: inout Set<String>) -> String {
        var candidate = base
        var counter = 0
        while taken.contains(candidate) {
            counter += 1
            candidate = "\(base)-\(counter)"
        }
        return candidate
    }
}
