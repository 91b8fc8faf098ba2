import EPUBFormats
import EPUBModel
import EPUBSupport
import Foundation
import XMLTree

/// Finds the local documents a chapter links to that the chapter list does
/// not name (a `LICENSE.md` linked from the introduction). The build adds them
/// after the reading order, non-linear, so the links that worked on GitHub
/// still work in the EPUB.
enum LinkedDocuments {
    static func find(in chapter: ChapterDocument, sourceRoot: String, known: Set<String>, files: any SourceFiles)
        -> [ChapterSpec]
    {
        guard let body = chapter.body else { return [] }
        let locator = SourceLocator(chapter: chapter)
        var found: [ChapterSpec] = []
        var seen: Set<String> = []
        // A page an <iframe> embeds is one the book needs as much as one a link opens.
        for link in body.descendants
        where ["a", "iframe"].contains(link.name) && link.namespaceURI == XMLTree.xhtmlNamespace {
            let attribute = link.name == "a" ? "href" : "src"
            guard let href = link.attribute(attribute) else { continue }
            let url = ReferenceURL(href)
            guard !url.isExternal, !url.path.isEmpty else { continue }
            let written = url.file(relativeTo: Paths.directory(of: chapter.spec.file), root: sourceRoot)
            let candidates = LinkTargetFiles.candidates(for: written, in: files)
            guard !candidates.contains(where: known.contains),
                let file = candidates.first(where: {
                    BookSpecLoader.chapterExtensions.contains(Paths.fileExtension($0)) && files.isFile($0)
                }),
                seen.insert(file).inserted
            else { continue }
            var spec = ChapterSpec(
                file: file, location: locator.location(of: link, value: href, attribute: attribute), linear: false)
            if SourceFormat(path: file) == .picture { spec.title = label(of: link) }
            found.append(spec)
        }
        return found
    }

    /// What the link says of a picture it opens, the text alternative of the
    /// picture's page: its text, or the alt text of the image it wraps (`[![diagram](a.png)](a.png)`).
    private static func label(of link: XMLNode) -> String? {
        let text = link.textContent.trimmingWhitespace
        if !text.isEmpty { return text }
        let alt = link.descendants.first { $0.name == "img" }?.attribute("alt")?.trimmingCharacters(
            in: .whitespacesAndNewlines)
        return alt?.isEmpty == false ? alt : nil
    }
}
