import EPUBFormats
import EPUBModel
import EPUBSupport
import Foundation
import XMLTree

/// A chapter's media overlay (EPUB Media Overlays 3.3): the SMIL document
/// that reads it aloud, packaged with its audio. Its `text` and
/// `epub:textref` references follow the chapter to its place in the package
/// and its ids as the book has them; its `audio` files are packaged; its
/// duration (the sum of its clips) goes into the package's `media:duration`.
struct MediaOverlayResolver {
    static let smilNamespace = "http://www.w3.org/ns/SMIL"

    /// The SMIL file, and where book.yaml names it.
    let file: String
    let location: SourceLocation
    /// Chapter source file → where its links land, as for links between chapters.
    let chapters: [String: LinkResolver.Target]

    /// The overlay's href in the package and its duration in seconds; nil after an error in `diagnostics`.
    func resolve(resources: inout ResourceRegistry, diagnostics: inout [Diagnostic]) -> (
        href: String, duration: Double
    )? {
        guard let (tree, root) = smil(in: resources.files, diagnostics: &diagnostics) else { return nil }
        let href = resources.claimHref(
            resources.layout.mediaFolder + "/" + PackageLayout.safeName(Paths.lastComponent(file)))
        let directory = Paths.directory(of: file)
        let shown = Paths.display(file)
        var duration = 0.0
        var elements = [root]
        root.forEachDescendant { elements.append($0) }
        for element in elements {
            let place = SourceLocation(path: shown, line: max(element.line, 1), column: 1)
            rewriteTextReferences(of: element, from: directory, to: href, at: place, diagnostics: &diagnostics)
            guard element.name == "audio", let value = element.attribute("src") else { continue }
            if let clip = packageAudio(
                value, of: element, from: directory, to: href, at: place, resources: &resources,
                diagnostics: &diagnostics)
            {
                duration += clip
            }
        }
        resources.add(
            PackageResource(href: href, mediaType: "application/smil+xml", contents: .data(tree.serialized())),
            source: file)
        return (href, duration)
    }

    /// The SMIL document and its `<smil>` root; nil (with an error) when it
    /// cannot be read, is not well-formed, or is not SMIL.
    private func smil(in files: any SourceFiles, diagnostics: inout [Diagnostic]) -> (XMLTree, XMLNode)? {
        let shown = Paths.display(file)
        let tree: XMLTree
        do {
            guard let data = files.contents(atPath: file) else {
                diagnostics.append(
                    Diagnostic(
                        .error, .missingResource, at: location, stage: .resolve,
                        "media overlay '\(shown)' cannot be read"))
                return nil
            }
            tree = try XMLTree.parse(xml: data, url: Paths.lastComponent(file))
        } catch {
            diagnostics.append(
                Diagnostic(
                    .error, .missingResource, at: SourceLocation(path: shown, line: error.line, column: error.column),
                    stage: .resolve, "media overlay is not well-formed XML: \(error.message)"))
            return nil
        }
        guard let root = tree.root, root.name == "smil", root.namespaceURI == Self.smilNamespace else {
            diagnostics.append(
                Diagnostic(
                    .error, .unsupportedMediaType, at: location, stage: .resolve,
                    "media overlay '\(shown)' is not SMIL (<smil xmlns=\"\(Self.smilNamespace)\">)"))
            return nil
        }
        return (tree, root)
    }

    /// An element's `src` and `epub:textref` (but an `<audio>`'s src)
    /// pointed at the chapter and id they read, from the overlay at `href`.
    private func rewriteTextReferences(
        of element: XMLNode, from directory: String, to href: String, at place: SourceLocation,
        diagnostics: inout [Diagnostic]
    ) {
        for (name, namespace) in [("src", nil), ("textref", XMLTree.opsNamespace)] as [(String, String?)] {
            guard let value = element.attribute(name, namespace: namespace), element.name != "audio" else {
                continue
            }
            guard var anchor = destination(of: value, from: directory) else {
                diagnostics.append(
                    Diagnostic(
                        .error, .brokenLink, at: place, stage: .resolve,
                        "media overlay text '\(value)' is not a chapter of the book, or no id of it"))
                continue
            }
            // epubcheck 4.2.6 wants a fragment in a textref (MED_014). On <body> the textref is optional, and one
            // to a whole document says nothing the spine does not; a <seq> MUST have one (EPUB 3.3 §9.2.2.5),
            // which names the element its first <text> reads (an SVG page's or a chapter's).
            if namespace != nil, anchor.id.isEmpty {
                guard element.name == "seq", let first = firstText(in: element, of: anchor.href, from: directory)
                else {
                    element.removeAttribute(name, namespace: namespace)
                    continue
                }
                anchor = first
            }
            let document = RelativeReference(from: href, to: anchor.href).string
            element.setAttribute(
                name, document + (anchor.id.isEmpty ? "" : "#" + anchor.id), namespace: namespace,
                prefix: namespace == nil ? nil : "epub")
        }
    }

    /// An `<audio>`'s file packaged and its src pointed at it; the length of
    /// its clip, nil when it has no end or (with an error) no audio file.
    private func packageAudio(
        _ value: String, of element: XMLNode, from directory: String, to href: String, at place: SourceLocation,
        resources: inout ResourceRegistry, diagnostics: inout [Diagnostic]
    ) -> Double? {
        let audio = ReferenceURL(value).file(relativeTo: directory)
        guard resources.files.isFile(audio), let mediaType = MediaType.of(audio) else {
            diagnostics.append(
                Diagnostic(
                    .error, .missingResource, at: place, stage: .resolve,
                    "audio '\(value)' of the media overlay does not exist or is not MP3, MP4 or Ogg audio"))
            return nil
        }
        element.setAttribute(
            "src", RelativeReference(from: href, to: resources.href(for: audio, mediaType: mediaType)).string)
        let begin = element.attribute("clipBegin").flatMap(SMILClock.seconds) ?? 0
        guard let end = element.attribute("clipEnd").flatMap(SMILClock.seconds) else { return nil }
        return max(0, end - begin)
    }

    /// Where a `text` src or `epub:textref` lands: the chapter's href and the id its fragment names there
    /// (empty for the whole document); nil when it names no chapter, or no id of one.
    private func destination(of value: String, from directory: String) -> (href: String, id: String)? {
        let url = ReferenceURL(value)
        guard let target = chapters[url.file(relativeTo: directory)] else { return nil }
        guard let fragment = url.fragment, !fragment.isEmpty else { return (target.href, "") }
        return LinkResolver.anchor(for: fragment, in: target.anchors)
    }

    /// The element of the document at `href` that the first `<text>` within `seq` reads.
    private func firstText(in seq: XMLNode, of href: String, from directory: String) -> (href: String, id: String)? {
        var found: (href: String, id: String)?
        seq.forEachDescendant { element in
            guard found == nil, element.name == "text", let src = element.attribute("src"),
                let anchor = destination(of: src, from: directory), anchor.href == href, !anchor.id.isEmpty
            else { return }
            found = anchor
        }
        return found
    }
}
