import XMLTree

/// The first pass of Resolve over a chapter: every heading gets an id, and
/// every id becomes unique across the whole book.
///
/// A heading without an id gets the anchor GitHub would give it (unique
/// within its source file: `intro`, `intro-1`, …), so links written for
/// GitHub, GitBook or mdBook keep working. GitHub counts repeats per source
/// file, so the documents a split file became share one count (`slugsInFile`). When another chapter already uses that id,
/// the book-wide registry renames it deterministically, and `idMap` records
/// the change so links that pointed at the old id follow it.
struct IdentifierAssigner {
    /// `slugsInFile` holds the anchors the chapter's source file has used in
    /// the documents before this one (empty for its first).
    func assign(_ chapter: inout ChapterDocument, registry: inout IdentifierRegistry, slugsInFile: inout Set<String>) {
        guard let body = chapter.body else { return }
        var headings: [Heading] = []
        var idMap: [String: String] = [:]
        for element in body.descendants {
            let isHeading = element.namespaceURI == XMLTree.xhtmlNamespace
                && ["h1", "h2", "h3", "h4", "h5", "h6"].contains(element.name)
            let sourceID: String
            if let id = element.attribute("id") {
                sourceID = id
            } else if isHeading {
                sourceID = Self.githubAnchor(for: element.textContent, taken: &slugsInFile)
            } else {
                continue
            }
            slugsInFile.insert(sourceID)
            let id = registry.claim(sourceID)
            if idMap[sourceID] == nil { idMap[sourceID] = id }
            element.setAttribute("id", id)
            if isHeading {
                let text = element.textContent.trimmingCharacters(in: .whitespacesAndNewlines)
                headings.append(Heading(level: Int(element.name.dropFirst())!, id: id, text: text))
            }
        }
        chapter.headings = headings
        chapter.idMap = idMap
    }

    /// GitHub's anchor: the slug, then `-1`, `-2` … for repeats within one file.
    static func githubAnchor(for text: String, taken: inout Set<String>) -> String {
        let base = IdentifierRegistry.slug(text.trimmingCharacters(in: .whitespacesAndNewlines))
        var candidate = base
        var counter = 0
        while taken.contains(candidate) {
            counter += 1
            candidate = "\(base)-\(counter)"
        }
        return candidate
    }
}
