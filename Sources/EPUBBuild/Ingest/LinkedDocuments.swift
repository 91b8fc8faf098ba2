import XMLTree

/// Finds the local documents a chapter links to that the chapter list does
/// not name (a `LICENSE.md` linked from the introduction). The build adds them
/// after the reading order, non-linear, so the links that worked on GitHub
/// still work in the EPUB.
enum LinkedDocuments {
    static func find(in chapter: ChapterDocument, sourceRoot: String, known: Set<String>, files: any SourceFiles) -> [ChapterSpec] {
        guard let body = chapter.body else { return [] }
        let locator = SourceLocator(chapter: chapter)
        var found: [ChapterSpec] = []
        var seen: Set<String> = []
        for link in body.descendants where link.name == "a" && link.namespaceURI == XMLTree.xhtmlNamespace {
            guard let href = link.attribute("href") else { continue }
            let url = ReferenceURL(href)
            guard !url.isExternal, !url.path.isEmpty else { continue }
            let written = url.file(relativeTo: Paths.directory(of: chapter.spec.file), root: sourceRoot)
            let candidates = LinkTargetFiles.candidates(for: written, in: files)
            guard !candidates.contains(where: known.contains),
                  let file = candidates.first(where: { BookSpecLoader.chapterExtensions.contains(Paths.fileExtension($0)) && files.isFile($0) }),
                  seen.insert(file).inserted else { continue }
            found.append(ChapterSpec(file: file, location: locator.location(of: link, value: href, attribute: "href"), linear: false))
        }
        return found
    }
}
