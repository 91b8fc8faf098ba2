import Foundation
import XMLTree

/// The Resolve stage for one chapter: ids for headings, the table of contents
/// entries, resources copied into the package, links to other chapters.
struct ChapterResolver {
    /// Source file → package href of every chapter, for rewriting links between them.
    let chapterHrefs: [String: String]

    /// Attributes that load a resource, by element.
    private static let resourceAttributes: [String: [String]] = [
        "img": ["src"], "source": ["src"], "audio": ["src"], "video": ["src", "poster"], "track": ["src"],
        "object": ["data"], "embed": ["src"], "input": ["src"],
    ]

    func resolve(_ chapter: inout ChapterDocument, ids: inout IdentifierRegistry, resources: inout ResourceRegistry,
                 warnings: inout [Diagnostic]) throws(BuildError) {
        guard let body = chapter.body else { return }
        let locator = SourceLocator(chapter: chapter)
        let directory = Paths.directory(of: chapter.spec.file)
        var headings: [Heading] = []

        for element in body.descendants {
            let namespace = element.namespaceURI
            guard namespace == XMLTree.xhtmlNamespace else {
                if element.name == "image" {
                    try resolveSVGImage(element, chapter: &chapter, locator: locator, directory: directory, resources: &resources)
                }
                continue
            }
            if let id = element.attribute("id") { _ = ids.reserve(id) }
            switch element.name {
            case "h1", "h2", "h3", "h4", "h5", "h6":
                let text = element.textContent.trimmingCharacters(in: .whitespacesAndNewlines)
                let id = element.attribute("id") ?? ids.claim(IdentifierRegistry.slug(text))
                element.setAttribute("id", id)
                headings.append(Heading(level: Int(element.name.dropFirst())!, id: id, text: text))
            case "a":
                rewriteChapterLink(element, chapter: chapter, directory: directory)
            default:
                break
            }
            markFootnote(element)
            for attribute in Self.resourceAttributes[element.name] ?? [] {
                guard let value = element.attribute(attribute) else { continue }
                try resolveResource(element, attribute: attribute, value: value, chapter: &chapter, locator: locator,
                                    directory: directory, resources: &resources, warnings: &warnings)
            }
        }
        for element in body.descendants where element.attribute("data-sourcepos") != nil {
            element.removeAttribute("data-sourcepos")
        }
        chapter.headings = headings
        chapter.title = chapter.spec.title ?? headings.first?.text ?? chapter.sourceTitle ?? Paths.stem(chapter.spec.file)
    }

    private func resolveResource(_ element: XMLNode, attribute: String, value: String, chapter: inout ChapterDocument,
                                 locator: SourceLocator, directory: String, resources: inout ResourceRegistry,
                                 warnings: inout [Diagnostic]) throws(BuildError) {
        let url = ReferenceURL(value)
        if url.raw.lowercased().hasPrefix("data:") { return }
        if url.isExternal {
            // Remote audio and video stay remote; Package marks them remote-resources.
            if url.isRemote, element.name == "img" {
                // A build never touches the network, and EPUB 3.3 §3.6 lets only audio,
                // video and fonts be remote; a remote image becomes a link to it.
                let alt = element.attribute("alt").flatMap { $0.isEmpty ? nil : $0 } ?? value
                warnings.append(Diagnostic(.warning, at: locator.location(of: element, value: value), stage: .resolve,
                                           "remote image '\(value)' is not downloaded; it becomes a link to the image"))
                let link = element.replace(withElement: "a")
                link.setAttribute("href", value)
                link.appendText(alt)
            }
            return
        }
        guard !url.path.isEmpty else { return }
        let file = url.file(relativeTo: directory)
        guard Paths.isRegularFile(file) else {
            throw BuildError(at: locator.location(of: element, value: value), stage: .resolve,
                             "\(element.name == "img" ? "image" : "resource") '\(value)' does not exist (looked for \(Paths.display(file)))")
        }
        guard let mediaType = MediaType.of(file) else {
            throw BuildError(at: locator.location(of: element, value: value), stage: .resolve,
                             "'\(value)' is not a type EPUB reading systems must support — use PNG, JPEG, GIF, WebP or SVG for images, MP3/MP4 for media")
        }
        let href = resources.href(for: file, mediaType: mediaType)
        element.setAttribute(attribute, PackageLayout.relativeHref(from: chapter.href, to: href))
    }

    private func resolveSVGImage(_ element: XMLNode, chapter: inout ChapterDocument, locator: SourceLocator, directory: String,
                                 resources: inout ResourceRegistry) throws(BuildError) {
        let xlink = "http://www.w3.org/1999/xlink"
        let (value, namespace) = element.attribute("href", namespace: xlink).map { ($0, Optional(xlink)) }
            ?? element.attribute("href").map { ($0, nil) } ?? ("", nil)
        let url = ReferenceURL(value)
        guard !value.isEmpty, !url.isExternal, !url.path.isEmpty else { return }
        let file = url.file(relativeTo: directory)
        guard Paths.isRegularFile(file), let mediaType = MediaType.of(file) else {
            throw BuildError(at: locator.location(of: element, value: value), stage: .resolve,
                             "image '\(value)' does not exist or is not a PNG, JPEG, GIF, WebP or SVG image")
        }
        let href = resources.href(for: file, mediaType: mediaType)
        element.setAttribute("href", PackageLayout.relativeHref(from: chapter.href, to: href), namespace: namespace, prefix: "xlink")
    }

    /// `other.md#part` → `other.xhtml#part` when `other.md` is a chapter of the book.
    private func rewriteChapterLink(_ element: XMLNode, chapter: ChapterDocument, directory: String) {
        guard let value = element.attribute("href") else { return }
        let url = ReferenceURL(value)
        guard !url.isExternal, !url.path.isEmpty else { return }
        guard let target = chapterHrefs[url.file(relativeTo: directory)] else { return }
        let href = PackageLayout.relativeHref(from: chapter.href, to: target)
        element.setAttribute("href", href + (url.fragment.map { "#" + $0 } ?? ""))
    }

    /// cmark-gfm marks footnotes with data- attributes; EPUB 3 reading systems
    /// look for epub:type (EPUB 3 Structural Semantics Vocabulary) to show them as pop-ups.
    private func markFootnote(_ element: XMLNode) {
        let type: String?
        if element.attribute("data-footnote-ref") != nil {
            type = "noteref"
        } else if element.attribute("data-footnote-backref") != nil {
            type = "backlink"
        } else if element.attribute("data-footnotes") != nil {
            type = "endnotes"
        } else if element.name == "li", element.parent?.parent?.attribute("data-footnotes") != nil {
            type = "endnote"
        } else {
            type = nil
        }
        if let type { element.setAttribute("type", type, namespace: XMLTree.opsNamespace, prefix: "epub") }
    }
}
