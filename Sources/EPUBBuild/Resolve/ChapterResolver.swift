import Foundation
import XMLTree

/// The second pass of Resolve over a chapter (after every chapter has its
/// ids): resources copied into the package, links checked and rewritten,
/// footnotes marked for reading systems.
struct ChapterResolver {
    let links: LinkResolver
    var remote = RemotePolicy.link

    /// A remote resource's element, to become a link once the walk is done.
    typealias PendingLink = (element: XMLNode, href: String, label: String)

    /// Attributes that load a resource, by element.
    private static let resourceAttributes: [String: [String]] = [
        "img": ["src"], "source": ["src"], "audio": ["src"], "video": ["src", "poster"], "track": ["src"],
        "object": ["data"], "embed": ["src"], "input": ["src"],
    ]

    func resolve(_ chapter: inout ChapterDocument, resources: inout ResourceRegistry,
                 warnings: inout [Diagnostic]) throws(BuildError) {
        guard let body = chapter.body else { return }
        let locator = SourceLocator(chapter: chapter)
        let directory = Paths.directory(of: chapter.spec.file)
        var pendingLinks: [PendingLink] = []

        for element in body.descendants {
            let namespace = element.namespaceURI
            guard namespace == XMLTree.xhtmlNamespace else {
                if element.name == "image" {
                    try resolveSVGImage(element, chapter: &chapter, locator: locator, directory: directory, resources: &resources)
                }
                continue
            }
            if element.name == "a" { try links.resolve(element, in: chapter, warnings: &warnings) }
            for attribute in Self.resourceAttributes[element.name] ?? [] {
                guard let value = element.attribute(attribute) else { continue }
                try resolveResource(element, attribute: attribute, value: value, chapter: &chapter, locator: locator,
                                    directory: directory, resources: &resources, warnings: &warnings, pendingLinks: &pendingLinks)
            }
        }
        // Replaced after the walk, which must not meet freed nodes.
        for pending in pendingLinks {
            let link = pending.element.replace(withElement: "a")
            for child in link.children { child.remove() }
            link.setAttribute("href", pending.href)
            link.appendText(pending.label)
        }
        for element in body.descendants where element.attribute("data-sourcepos") != nil {
            element.removeAttribute("data-sourcepos")
        }
        chapter.title = chapter.spec.title ?? chapter.headings.first?.text ?? chapter.sourceTitle ?? Paths.stem(chapter.spec.file)
    }

    private func resolveResource(_ element: XMLNode, attribute: String, value: String, chapter: inout ChapterDocument,
                                 locator: SourceLocator, directory: String, resources: inout ResourceRegistry,
                                 warnings: inout [Diagnostic], pendingLinks: inout [PendingLink]) throws(BuildError) {
        let url = ReferenceURL(value)
        if url.raw.lowercased().hasPrefix("data:") { return }
        if url.isExternal {
            if url.isRemote { try resolveRemote(element, attribute: attribute, value: value, locator: locator,
                                                resources: &resources, warnings: &warnings, pendingLinks: &pendingLinks) }
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

    /// A build never touches the network. EPUB 3.3 §3.6 lets only audio, video
    /// and fonts be remote resources: with `remote: keep` those stay remote
    /// (declared in the manifest), anything else is an error; by default every
    /// remote resource becomes a link to it, carrying its alt text.
    private func resolveRemote(_ element: XMLNode, attribute: String, value: String, locator: SourceLocator,
                               resources: inout ResourceRegistry, warnings: inout [Diagnostic],
                               pendingLinks: inout [PendingLink]) throws(BuildError) {
        let location = locator.location(of: element, value: value)
        let media = element.name == "audio" || element.name == "video" || element.name == "track"
            || (element.name == "source" && ["audio", "video"].contains(element.parent?.name ?? ""))
        if remote == .keep {
            guard media, attribute != "poster", let mediaType = MediaType.of(ReferenceURL(value).path) else {
                throw BuildError(at: location, stage: .resolve,
                                 "remote resource '\(value)' cannot stay remote: EPUB allows only remote audio, video and fonts of a known type — download it into the book, or drop 'remote: keep'")
            }
            resources.addRemote(value, mediaType: mediaType)
            return
        }
        let replaced = element.name == "source" ? element.parent ?? element : element
        guard !pendingLinks.contains(where: { $0.element.isSame(as: replaced) }) else { return }
        let fallback = replaced.textContent.trimmingCharacters(in: .whitespacesAndNewlines)
        let label = element.attribute("alt").flatMap { $0.isEmpty ? nil : $0 } ?? (fallback.isEmpty ? value : fallback)
        warnings.append(Diagnostic(.warning, at: location, stage: .resolve,
                                   "remote \(element.name == "img" ? "image" : "resource") '\(value)' is not downloaded; it becomes a link to it"))
        pendingLinks.append((replaced, value, label))
    }
}
