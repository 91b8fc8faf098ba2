import XMLTree

/// Finds the local documents a chapter links to that the chapter list does
/// not name (a `LICENSE.md` linked from the introduction). The build adds them
/// after the reading order, non-linear, so the links that worked on GitHub
/// still work in the EPUB.
enum LinkedDocuments {
    static func find(in chapter: ChapterDocument, sourceRoot: String, known: Set<String>) -> [ChapterSpec] {
        guard let body = chapter.body else { return [] }
        let locator = SourceLocator(chapter: chapter)
        var found: [ChapterSpec] = []
        var seen: Set<String> = []
        for link in body.descendants where link.name == "a" && link.namespaceURI == XMLTree.xhtmlNamespace {
            guard let href = link.attribute("href") else { continue }
            let url = ReferenceURL(href)
            guard !url.isExternal, !url.path.isEmpty else { continue }
            let file = url.file(relativeTo: Paths.directory(of: chapter.spec.file), root: sourceRoot)
            guard !known.contains(file), BookSpecLoader.chapterExtensions.contains(Paths.fileExtension(file)),
                  seen.insert(file).inserted, Paths.isRegularFile(file) else { continue }
            found.append(ChapterSpec(file: file, location: locator.location(of: link, value: href, attribute: "href"), linear: false))
        }
        return found
    }
}
