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
    /// A link to a local document no chapter of `known` is: the files it may name, and the chapter it would add.
    struct Link: Sendable {
        let candidates: [String]
        let document: ChapterSpec
    }

    /// Every link of `chapter` to an existing chapter file that none of `known` is, in the chapter's order. Taken on
    /// the ingest workers, with the chapters known when the wave started: `documents` then leaves out what the
    /// chapters before it added.
    static func links(in chapter: ChapterDocument, sourceRoot: String, known: Set<String>, files: any SourceFiles)
        -> [Link]
    {
        guard let body = chapter.body else { return [] }
        let locator = SourceLocator(chapter: chapter)
        var found: [Link] = []
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
                })
            else { continue }
            var spec = ChapterSpec(
                file: file, location: locator.location(of: link, value: href, attribute: attribute), linear: false)
            if SourceFormat(path: file) == .picture { spec.title = label(of: link) }
            found.append(Link(candidates: candidates, document: spec))
        }
        return found
    }

    /// The documents `links` (of one chapter) add to the book, each file once, at its first link: those none of
    /// `known`, the chapters listed and added so far, is.
    static func documents(_ links: [Link], known: Set<String>) -> [ChapterSpec] {
        var seen: Set<String> = []
        return links.filter { !$0.candidates.contains(where: known.contains) && seen.insert($0.document.file).inserted }
            .map(\.document)
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
