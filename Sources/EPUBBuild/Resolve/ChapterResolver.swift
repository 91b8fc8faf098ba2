import EPUBModel
import EPUBSupport
import Foundation
import XMLTree

/// The second pass of Resolve over a chapter (after every chapter has its
/// ids): resources copied into the package, links checked and rewritten, CSS
/// in `style` attributes and elements rewritten. Problems go to `diagnostics`
/// and the walk goes on, so one build reports every broken reference.
struct ChapterResolver {
    let links: LinkResolver
    var remote = RemotePolicy.link
    /// Folders a resource not beside its chapter is looked for in, in order (`resource-path:`).
    var resourcePath: [String] = []
    /// The extension tried for an image named without one (`default-image-extension:`).
    var defaultImageExtension: String?
    /// The fonts the book embeds, which a stylesheet's `url()` may name where pandoc's EPUB puts them.
    var embeddedFonts: [String] = []
    /// What a page with no title of its own is called, instead of its file's name: in a pandoc book the book's
    /// title, as pandoc's contents call the text before a file's first heading (a copyright page).
    var untitledName: String?

    /// `value` as a reference to an image: with the book's default extension when it names none and no file has its
    /// name (pandoc's `--default-image-extension`: `![Stack](img/stack)` is `img/stack.svg`).
    private func imageReference(_ value: String, site: Site, files: any SourceFiles) -> ReferenceURL {
        let url = fileReference(value, site: site, files: files)
        guard let defaultImageExtension, !url.isExternal, !url.path.isEmpty,
            !(url.path.split(separator: "/").last ?? "").contains("."),
            !files.isFile(resourceFile(url, site: site, files: files))
        else { return url }
        let end = value.firstIndex { $0 == "?" || $0 == "#" } ?? value.endIndex
        let extended = fileReference(
            String(value[..<end]) + "." + defaultImageExtension + value[end...], site: site, files: files)
        return files.isFile(resourceFile(extended, site: site, files: files)) ? extended : url
    }

    /// `value` as a reference to a file: its `#` part of the file's name when only that names one (GitBook names
    /// uploads `#1 (1).png`), else the start of its fragment.
    private func fileReference(_ value: String, site: Site, files: any SourceFiles) -> ReferenceURL {
        let url = ReferenceURL(value)
        guard let literal = url.withHashInPath, !url.isExternal,
            !files.isFile(resourceFile(url, site: site, files: files)),
            files.isFile(resourceFile(literal, site: site, files: files))
        else { return url }
        return literal
    }

    /// The file a chapter's reference names: from the book's folder when it starts with `/`; beside the chapter,
    /// or else in the first folder of the book's resource
    /// path that has it, as pandoc looks in its `--resource-path` (the current folder unless it is given); or else,
    /// for a path that climbs above the book's folder, the file a browser finds there, `..` stopped at the site's
    /// root (mdBook's banner included at several depths writes `../../../../images/x.png`).
    private func resourceFile(_ url: ReferenceURL, site: Site, files: any SourceFiles) -> String {
        let beside = url.file(relativeTo: site.directory)
        if url.path.hasPrefix("/") {
            // From the site's root, the book's folder, as a browser reads it on mdBook's or GitBook's site
            // (`/images/logo.png`); else the file system's path (pandoc's).
            let fromRoot = url.file(relativeTo: site.directory, root: links.sourceRoot)
            return files.isFile(fromRoot) ? fromRoot : beside
        }
        guard !files.isFile(beside) else { return beside }
        if let found = resourcePath.lazy.map({ url.file(relativeTo: $0) }).first(where: files.isFile) { return found }
        let clamped = url.fileClimbingNoHigherThan(links.sourceRoot, from: site.directory)
        return clamped.flatMap { files.isFile($0) ? $0 : nil } ?? beside
    }

    /// Whether the image `src` of `chapter`, as written, names a file of the book that does not exist: `resolve`
    /// leaves such an image out, with a warning of its own, so the accessibility audit asks no text of it.
    func namesMissingImage(_ src: String, in chapter: ChapterDocument, files: any SourceFiles) -> Bool {
        guard !src.lowercased().hasPrefix("data:") else { return false }
        let site = Site(
            chapterHref: "", directory: Paths.directory(of: chapter.spec.file),
            locator: SourceLocator(chapter: chapter))
        let url = imageReference(src, site: site, files: files)
        return !url.isExternal && !url.path.isEmpty && !files.isFile(resourceFile(url, site: site, files: files))
    }

    /// What the walk over one chapter shares.
    private struct Site {
        let chapterHref: String
        let directory: String
        let locator: SourceLocator
    }

    func resolve(_ chapter: inout ResolvedChapter, resources: inout ResourceRegistry, diagnostics: inout [Diagnostic]) {
        defer { chapter.title = title(of: chapter) }
        let site = Site(
            chapterHref: chapter.href, directory: Paths.directory(of: chapter.document.spec.file),
            locator: SourceLocator(chapter: chapter.document))
        let stylesheets = StylesheetResolver(remote: remote, embeddedFonts: embeddedFonts)
        chapter.document.headStyles = chapter.document.headStyles.map { written in
            let css = StylesheetResolver.repairing(written, diagnostics: &diagnostics) { styleLocation(of: $0, site) }
            return stylesheets.rewrite(
                css, directory: site.directory, href: site.chapterHref,
                locate: { _, url in site.locator.location(ofText: url) },
                resources: &resources, diagnostics: &diagnostics
            ).text
        }
        guard let body = chapter.document.body else { return }
        var edits: [ChapterEdit] = []
        var movedStyles: [String] = []

        for element in body.descendants {
            if let style = element.attribute("style") {
                rewriteStyleAttribute(
                    style, of: element, site: site, stylesheets: stylesheets, resources: &resources,
                    diagnostics: &diagnostics)
            }
            guard element.namespaceURI == XMLTree.xhtmlNamespace else {
                if element.name == "image" {
                    resolveSVGImage(
                        element, site: site, resources: &resources, diagnostics: &diagnostics, edits: &edits)
                }
                if element.name == "style" {
                    rewriteStyleElement(
                        element, site: site, stylesheets: stylesheets, resources: &resources, diagnostics: &diagnostics)
                }
                if element.name == "math", let picture = element.attribute("altimg") {
                    resolveFormulaPicture(
                        element, value: picture, site: site, resources: &resources, diagnostics: &diagnostics,
                        edits: &edits)
                }
                // A MathML link (`\eqref` within a longer formula, `\href`) is a link like `<a>`'s.
                if element.namespaceURI == XMLTree.mathMLNamespace, element.attribute("href") != nil {
                    links.resolve(element, in: chapter, locator: site.locator, diagnostics: &diagnostics, edits: &edits)
                }
                continue
            }
            resolveHTMLElement(
                element, in: chapter, site: site, stylesheets: stylesheets, resources: &resources,
                diagnostics: &diagnostics, edits: &edits, movedStyles: &movedStyles)
        }
        ChapterEdit.apply(edits)
        chapter.document.headStyles += movedStyles.map { css in
            StylesheetResolver.repairing(css, diagnostics: &diagnostics) { styleLocation(of: $0, site) }
        }
        for element in body.descendants where element.attribute("data-sourcepos") != nil {
            element.removeAttribute("data-sourcepos")
        }
    }

    /// The chapter's title, for its page and its contents entry: book.yaml's,
    /// else its first heading's text, else the source's `<title>`, else `untitledName` or its file's name.
    private func title(of chapter: ResolvedChapter) -> String {
        let document = chapter.document
        return document.spec.title ?? chapter.headings.first.flatMap { $0.text.isEmpty ? nil : $0.text }
            ?? document.sourceTitle ?? untitledName ?? Paths.stem(document.spec.file)
    }

    /// What an XHTML element of the chapter references, by element: links,
    /// images, media, embedded content, and `<style>`s (moved to the head, into `movedStyles`).
    private func resolveHTMLElement(
        _ element: XMLNode, in chapter: ResolvedChapter, site: Site, stylesheets: StylesheetResolver,
        resources: inout ResourceRegistry, diagnostics: inout [Diagnostic], edits: inout [ChapterEdit],
        movedStyles: inout [String]
    ) {
        switch element.name {
        case "a", "area":
            links.resolve(element, in: chapter, locator: site.locator, diagnostics: &diagnostics, edits: &edits)
        case "img":
            if let src = element.attribute("src") {
                resolveImage(
                    element, attribute: "src", value: src, site: site, resources: &resources,
                    diagnostics: &diagnostics, edits: &edits)
            }
            resolveSourceSet(of: element, site: site, resources: &resources, diagnostics: &diagnostics, edits: &edits)
        case "audio", "video":
            resolveMedia(element, site: site, resources: &resources, diagnostics: &diagnostics, edits: &edits)
        case "source", "track":
            // Inside audio or video: resolved with their media element.
            if Self.mediaAncestor(of: element) == nil {
                resolveSourceSet(
                    of: element, site: site, resources: &resources, diagnostics: &diagnostics, edits: &edits)
            }
        case "input" where element.attribute("type")?.lowercased() == "image":
            if let src = element.attribute("src") {
                resolveImage(
                    element, attribute: "src", value: src, site: site, resources: &resources,
                    diagnostics: &diagnostics, edits: &edits)
            }
        case "iframe" where links.isDocumentOfTheBook(element.attribute("src")):
            links.resolveFrame(element, in: chapter, locator: site.locator, diagnostics: &diagnostics)
        case "object", "embed", "iframe", "script":
            let attribute = element.name == "object" ? "data" : "src"
            guard let value = element.attribute(attribute) else { break }
            resolveEmbedded(
                element, attribute: attribute, value: value, site: site, resources: &resources,
                diagnostics: &diagnostics, edits: &edits)
        case "style":
            rewriteStyleElement(
                element, site: site, stylesheets: stylesheets, resources: &resources, diagnostics: &diagnostics)
            // XHTML allows <style> in the head only (HTML §4.2.6): raw HTML's go there.
            movedStyles.append(element.textContent)
            edits.append(.remove(element))
        default:
            break
        }
    }

    // MARK: Images

    /// A formula's picture (`<math altimg="img/eq.png">`, MathML 3 §2.2.1), for reading systems that draw no MathML:
    /// packaged and its reference rewritten as an image's; one that is remote, missing or no image goes, with a
    /// warning, the formula staying (it had kept a path the package did not hold, epubcheck RSC-007).
    private func resolveFormulaPicture(
        _ math: XMLNode, value: String, site: Site, resources: inout ResourceRegistry, diagnostics: inout [Diagnostic],
        edits: inout [ChapterEdit]
    ) {
        let url = fileReference(value, site: site, files: resources.files)
        guard !url.path.isEmpty, !value.lowercased().hasPrefix("data:") else { return }
        let file = resourceFile(url, site: site, files: resources.files)
        if !url.isExternal, resources.files.isFile(file),
            let href = localImage(
                math, attribute: "altimg", value: value, site: site, resources: &resources, diagnostics: &diagnostics,
                edits: &edits)
        {
            return math.setAttribute("altimg", href)
        }
        math.removeAttribute("altimg")
        diagnostics.append(
            Diagnostic(
                .warning, .missingResource, at: site.locator.location(of: math, value: value, attribute: "altimg"),
                stage: .resolve,
                "formula picture '\(value)' is \(url.isExternal ? "remote" : "not in the book"); left out, the formula "
                    + "stays"))
    }

    /// An image reference (`img src`, `input type=image`, `video poster`): a
    /// local file must be an image, whatever its name; a remote one becomes a
    /// link (or, inside a link, its alt text), or under `remote: keep` an error.
    private func resolveImage(
        _ element: XMLNode, attribute: String, value: String, site: Site, resources: inout ResourceRegistry,
        diagnostics: inout [Diagnostic], edits: inout [ChapterEdit]
    ) {
        let url = ReferenceURL(value)
        if url.isRemote {
            let location = site.locator.location(of: element, value: value, attribute: attribute)
            guard remote == .link else { return refuseRemote(value, at: location, diagnostics: &diagnostics) }
            if attribute == "poster" {
                element.removeAttribute("poster")
                diagnostics.append(
                    Diagnostic(
                        .warning, .remoteResource, at: location, stage: .resolve,
                        "remote poster image '\(value)' is not downloaded; the video is shown without it"))
                return
            }
            // A picture's sources are alternatives to its img: they go with it.
            let replaced = element.parent.flatMap { $0.name == "picture" ? $0 : nil } ?? element
            let label = Self.label(of: element, fallback: value)
            if let link = Self.linkAncestor(of: replaced) {
                // `alt=""` says the picture is decorative: in a link that has words of its own (a contributor's
                // avatar beside their name) it leaves nothing, not its address.
                let decorative =
                    element.attribute("alt")?.trimmingWhitespace.isEmpty == true
                    && link.textContent.trimmingWhitespace != replaced.textContent.trimmingWhitespace
                diagnostics.append(
                    Diagnostic(
                        .warning, .remoteResource, at: location, stage: .resolve,
                        "remote image '\(value)' is not downloaded; inside a link it becomes its alt text"
                            + (decorative ? " (empty: the link keeps its own words)" : "")))
                edits.append(decorative ? .remove(replaced) : .text(replaced, label: label))
            } else {
                diagnostics.append(
                    Diagnostic(
                        .warning, .remoteResource, at: location, stage: .resolve,
                        "remote image '\(value)' is not downloaded; it becomes a link to it"))
                edits.append(.links(replaced, urls: [value], label: label))
            }
            return
        }
        // Forgiven (--lenient, mdBook's or GitBook's rules), a file that is missing or no image leaves the page (a
        // picture with its sources); a video keeps playing without its poster.
        let picture = element.parent.flatMap { $0.name == "picture" ? $0 : nil } ?? element
        let alt = element.attribute("alt")?.trimmingWhitespace ?? ""
        let dropped: ChapterEdit? = attribute == "poster" ? nil : .altText(picture, label: alt)
        if value.trimmingWhitespace.isEmpty {
            return leaveOut(
                element, attribute: attribute, site: site, dropped: dropped, diagnostics: &diagnostics, edits: &edits)
        }
        guard
            let href = localImage(
                element, attribute: attribute, value: value, site: site, resources: &resources,
                diagnostics: &diagnostics,
                edits: &edits, dropping: dropped)
        else { return }
        element.setAttribute(attribute, href)
    }

    /// `![]()`, `<img src="">`: an image of no file (a placeholder a browser shows broken) leaves the page, its alt
    /// text kept (`dropped`; a poster goes from its video); an empty src fails epubcheck (RSC-005).
    private func leaveOut(
        _ element: XMLNode, attribute: String, site: Site, dropped: ChapterEdit?, diagnostics: inout [Diagnostic],
        edits: inout [ChapterEdit]
    ) {
        diagnostics.append(
            Diagnostic(
                .warning, .missingResource, at: site.locator.location(of: element, value: "", attribute: attribute),
                stage: .resolve, "an image names no file (its \(attribute) is empty); left out, its alt text kept"))
        if let dropped { edits.append(dropped) } else { element.removeAttribute(attribute) }
    }

    /// The relative href of the local image `value`, registered; nil (with an
    /// error) when it is missing or not an image, or for `data:` and other URLs left alone.
    /// `dropped`: how the reference leaves the page when the file is missing or no
    /// image and the build forgives it (`LinkResolver.forgiveness`: a warning then); nil where it cannot (an error).
    private func localImage(
        _ element: XMLNode, attribute: String, value: String, site: Site, resources: inout ResourceRegistry,
        diagnostics: inout [Diagnostic], edits: inout [ChapterEdit], dropping dropped: ChapterEdit? = nil
    ) -> String? {
        let url = imageReference(value, site: site, files: resources.files)
        guard !url.isExternal, !url.path.isEmpty else { return nil }
        let file = resourceFile(url, site: site, files: resources.files)
        func location() -> SourceLocation { site.locator.location(of: element, value: value, attribute: attribute) }
        // Forgiven (--lenient, or a book its tool shows in a browser), the image leaves the page, its alt text kept.
        func refuse(_ code: DiagnosticCode, _ message: String) {
            if let dropped, let why = links.forgiveness("shows the page without it") {
                diagnostics.append(
                    Diagnostic(
                        .warning, code, at: location(), stage: .resolve,
                        message + "; left out, its alt text kept (\(why))"))
                edits.append(dropped)
            } else {
                diagnostics.append(Diagnostic(.error, code, at: location(), stage: .resolve, message))
            }
        }
        guard resources.files.isFile(file) else {
            refuse(
                .missingResource,
                "image '\(value)' \(resources.files.absence(of: file))"
                    + (diagnostics.wantsSuggestions
                        ? resources.files.suggestion(forMissing: file, written: url.path) : ""))
            return nil
        }
        guard let href = resources.imageHref(for: file, written: value, at: location(), diagnostics: &diagnostics)
        else {
            if let foreign = MediaType.foreignImages[Paths.fileExtension(file)] {
                // EPUB 3.3 §3.3: a foreign resource needs a fallback; a picture's img is the one HTML has.
                refuse(
                    .notAnImage,
                    "'\(value)' is \(foreign), which reading systems need not show: give it as a <source type=\"\(foreign)\"> of a <picture> whose <img> is JPEG, PNG, GIF, WebP or SVG"
                )
            } else if let refusal = resources.refusedImages[file] {
                refuse(.svgRefused, refusal)
            } else {
                refuse(.notAnImage, resources.files.notAnImage(value, at: file))
            }
            return nil
        }
        return RelativeReference(from: site.chapterHref, to: href, fragment: url.fragment).string
    }

    /// `srcset` of an `img` or a picture's `source`: each local candidate
    /// packaged; remote ones dropped with a warning (a `source` left with none goes).
    private func resolveSourceSet(
        of element: XMLNode, site: Site, resources: inout ResourceRegistry,
        diagnostics: inout [Diagnostic], edits: inout [ChapterEdit]
    ) {
        guard let value = element.attribute("srcset") else { return }
        var set = SourceSet(value)
        var kept: [SourceSet.Candidate] = []
        for var candidate in set.candidates {
            let url = ReferenceURL(candidate.url)
            if url.isRemote {
                let location = site.locator.location(of: element, value: candidate.url, attribute: "srcset")
                guard remote == .link else {
                    refuseRemote(candidate.url, at: location, diagnostics: &diagnostics)
                    continue
                }
                diagnostics.append(
                    Diagnostic(
                        .warning, .remoteResource, at: location, stage: .resolve,
                        "remote image '\(candidate.url)' in srcset is not downloaded; the candidate is dropped"))
                continue
            }
            if let foreign = foreignImage(in: element, value: candidate.url, site: site, resources: &resources) {
                candidate.url = foreign.href
                element.setAttribute("type", foreign.mediaType)
            } else if let href = localImage(
                element, attribute: "srcset", value: candidate.url, site: site, resources: &resources,
                diagnostics: &diagnostics, edits: &edits)
            {
                candidate.url = href
            }
            kept.append(candidate)
        }
        set.candidates = kept
        if !kept.isEmpty {
            element.setAttribute("srcset", set.value)
            // epubcheck 5 compares a <source>'s `type` with the manifest and takes a missing one
            // for "" (OPF-013): say the type when every candidate has the same one.
            let types = Set(kept.map { MediaType.of(ReferenceURL($0.url).path) })
            if element.name == "source", element.attribute("type") == nil, types.count == 1,
                let type = types.first ?? nil
            {
                element.setAttribute("type", type)
            }
        } else if element.name == "source" {
            edits.append(.remove(element))
        } else {
            element.removeAttribute("srcset")
        }
    }

    /// A picture's `<source>` naming an image in a format that is no core
    /// media type (AVIF, JPEG XL): EPUB 3.3 §3.5.2.2 lets it stay, the
    /// picture's `img` being its fallback, when the source says its `type`
    /// (epubcheck MED-007). Packaged as the foreign resource it is; nil for
    /// anything else, which is then checked as an image.
    private func foreignImage(
        in element: XMLNode, value: String, site: Site,
        resources: inout ResourceRegistry
    ) -> (href: String, mediaType: String)? {
        let url = ReferenceURL(value)
        guard element.name == "source", element.parent?.name == "picture", !url.isExternal, !url.path.isEmpty else {
            return nil
        }
        let file = resourceFile(url, site: site, files: resources.files)
        guard resources.files.isFile(file), ImageFormat.sniff(file, in: resources.files) == nil else { return nil }
        let declared = element.attribute("type").flatMap { $0.hasPrefix("image/") && !MediaType.isCore($0) ? $0 : nil }
        guard let mediaType = declared ?? MediaType.foreignImages[Paths.fileExtension(file)] else { return nil }
        let href = resources.href(for: file, mediaType: mediaType)
        return (RelativeReference(from: site.chapterHref, to: href).string, mediaType)
    }

    /// SVG `<image href>` / `<image xlink:href>`, treated as an HTML image.
    private func resolveSVGImage(
        _ element: XMLNode, site: Site, resources: inout ResourceRegistry,
        diagnostics: inout [Diagnostic], edits: inout [ChapterEdit]
    ) {
        let xlink = IdentifierReferences.xlinkNamespace
        let (value, namespace) =
            element.attribute("href", namespace: xlink).map { ($0, Optional(xlink)) }
            ?? element.attribute("href").map { ($0, nil) } ?? ("", nil)
        guard !value.isEmpty else { return }
        if ReferenceURL(value).isRemote {
            let location = site.locator.location(
                of: element, value: value, attribute: namespace == nil ? "href" : "xlink:href")
            guard remote == .link else { return refuseRemote(value, at: location, diagnostics: &diagnostics) }
            diagnostics.append(
                Diagnostic(
                    .warning, .remoteResource, at: location, stage: .resolve,
                    "remote image '\(value)' is not downloaded; it becomes a link to it"))
            let title = element.elementChildren.first { $0.name == "title" }?.textContent.trimmingCharacters(
                in: .whitespacesAndNewlines)
            edits.append(.svgLink(element, url: value, label: title.flatMap { $0.isEmpty ? nil : $0 } ?? value))
            return
        }
        guard
            let href = localImage(
                element, attribute: namespace == nil ? "href" : "xlink:href", value: value, site: site,
                resources: &resources, diagnostics: &diagnostics, edits: &edits, dropping: .remove(element))
        else { return }
        element.setAttribute("href", href, namespace: namespace, prefix: "xlink")
    }

    // MARK: Audio, video and embedded content

    /// An `<audio>`/`<video>` with its `src`, `<source>`s, `<track>`s and
    /// poster. EPUB 3.3 §3.6 lets audio and video be remote: under `remote: keep`
    /// remote sources stay, declared in the manifest. Otherwise an element whose
    /// every source is remote becomes links to them; remote sources beside
    /// local ones are dropped.
    private func resolveMedia(
        _ media: XMLNode, site: Site, resources: inout ResourceRegistry,
        diagnostics: inout [Diagnostic], edits: inout [ChapterEdit]
    ) {
        // Own src, then every <source> and <track> below (an HTML parser that
        // does not know <source> is void nests them in one another).
        var references: [(element: XMLNode, value: String)] = []
        if let src = media.attribute("src") { references.append((media, src)) }
        for child in media.descendants
        where ["source", "track"].contains(child.name) && Self.mediaAncestor(of: child)?.isSame(as: media) == true {
            if let src = child.attribute("src") { references.append((child, src)) }
        }
        let remoteReferences = references.filter { ReferenceURL($0.value).isRemote }
        let remoteSources = remoteReferences.filter { $0.element.name != "track" }
        let hasLocalSource = references.contains { $0.element.name != "track" && !ReferenceURL($0.value).isRemote }
        if remote == .link, !remoteReferences.isEmpty {
            let first = remoteSources.first ?? remoteReferences[0]
            let location = site.locator.location(of: first.element, value: first.value, attribute: "src")
            if !remoteSources.isEmpty, !hasLocalSource {
                let urls = remoteSources.map(\.value)
                let quoted = urls.map { "'\($0)'" }.joined(separator: ", ")
                diagnostics.append(
                    Diagnostic(
                        .warning, .remoteResource, at: location, stage: .resolve,
                        "remote \(media.name) \(quoted) is not downloaded; it becomes \(urls.count == 1 ? "a link to it" : "links to them")"
                    ))
                edits.append(
                    .links(
                        media, urls: urls,
                        label: Self.label(of: media, fallback: urls.count == 1 ? urls[0] : media.name.capitalized)))
                return
            }
            let quoted = remoteReferences.map { "'\($0.value)'" }.joined(separator: ", ")
            diagnostics.append(
                Diagnostic(
                    .warning, .remoteResource, at: location, stage: .resolve,
                    "remote \(media.name) \(quoted) is not downloaded and is dropped; the local files remain"))
            for reference in remoteReferences {
                if reference.element.isSame(as: media) {
                    media.removeAttribute("src")
                } else {
                    edits.append(.remove(reference.element))
                }
            }
        }
        if let poster = media.attribute("poster") {
            resolveImage(
                media, attribute: "poster", value: poster, site: site, resources: &resources, diagnostics: &diagnostics,
                edits: &edits)
        }
        for reference in references where !(remote == .link && ReferenceURL(reference.value).isRemote) {
            resolveEmbedded(
                reference.element, attribute: "src", value: reference.value, site: site, resources: &resources,
                diagnostics: &diagnostics, edits: &edits)
        }
    }

    /// A resource loaded by `src`/`data` that is not an image (media, object,
    /// embed, iframe, script). Local files are packaged; remote ones are kept
    /// under `remote: keep` when EPUB allows (audio, video), else become a link.
    private func resolveEmbedded(
        _ element: XMLNode, attribute: String, value: String, site: Site, resources: inout ResourceRegistry,
        diagnostics: inout [Diagnostic], edits: inout [ChapterEdit]
    ) {
        let url = fileReference(value, site: site, files: resources.files)
        if url.raw.lowercased().hasPrefix("data:") { return }
        if url.isRemote {
            return resolveRemoteEmbedded(
                element, attribute: attribute, url: url, site: site, resources: &resources,
                diagnostics: &diagnostics, edits: &edits)
        }
        guard !url.isExternal, !url.path.isEmpty else { return }
        func location() -> SourceLocation { site.locator.location(of: element, value: value, attribute: attribute) }
        let file = resourceFile(url, site: site, files: resources.files)
        guard resources.files.isFile(file) else {
            let message =
                "resource '\(value)' \(resources.files.absence(of: file))"
                + (diagnostics.wantsSuggestions ? resources.files.suggestion(forMissing: file, written: url.path) : "")
            // As for a missing image: mdBook and GitBook build the page, which shows an empty player.
            if let why = links.forgiveness("shows the page without it") {
                diagnostics.append(
                    Diagnostic(
                        .warning, .missingResource, at: location(), stage: .resolve,
                        message + "; the <\(element.name)> left out (\(why))"))
                edits.append(.remove(element))
            } else {
                diagnostics.append(Diagnostic(.error, .missingResource, at: location(), stage: .resolve, message))
            }
            return
        }
        guard
            let mediaType = MediaType.of(file)
                ?? (element.name == "track" ? MediaType.ofTrack(file, in: resources.files) : nil)
                ?? Self.objectWithFallback(element)
        else {
            diagnostics.append(
                Diagnostic(
                    .error, .unsupportedMediaType, at: location(), stage: .resolve,
                    "'\(value)' is not a type EPUB reading systems must support — use PNG, JPEG, GIF, WebP or SVG for images, MP3/MP4 for media"
                ))
            return
        }
        let href: String
        if MediaType.isImage(mediaType) {
            guard let image = resources.imageHref(for: file, written: value, at: location(), diagnostics: &diagnostics)
            else {
                diagnostics.append(
                    Diagnostic(
                        .error, .notAnImage, at: location(), stage: .resolve,
                        resources.files.notAnImage(value, at: file)))
                return
            }
            href = image
        } else {
            href = resources.href(for: file, mediaType: mediaType)
        }
        element.setAttribute(attribute, RelativeReference(from: site.chapterHref, to: href).string)
    }

    /// A remote `src`/`data` (`resolveEmbedded`): a script goes;
    /// under `remote: keep` a media file is declared, anything else refused;
    /// otherwise the element becomes a link to it.
    private func resolveRemoteEmbedded(
        _ element: XMLNode, attribute: String, url: ReferenceURL, site: Site, resources: inout ResourceRegistry,
        diagnostics: inout [Diagnostic], edits: inout [ChapterEdit]
    ) {
        let value = url.raw
        func location() -> SourceLocation { site.locator.location(of: element, value: value, attribute: attribute) }
        if element.name == "script" {
            // EPUB 3.3 §3.6: audio, video and fonts alone may be remote. A tweet's or a gist's embed script had failed
            // epubcheck (RSC-006, OPF-014); what it would have drawn over (the tweet's quotation) stays.
            diagnostics.append(
                Diagnostic(
                    .warning, .remoteResource, at: location(), stage: .resolve,
                    "remote script '\(value)' is not downloaded, and an EPUB may run none from the web; removed"))
            edits.append(.remove(element))
            return
        }
        if remote == .keep {
            let media = Self.mediaAncestor(of: element) != nil || ["audio", "video"].contains(element.name)
            guard media, let mediaType = MediaType.of(url.path) else {
                return refuseRemote(value, at: location(), diagnostics: &diagnostics)
            }
            resources.addRemote(value, mediaType: mediaType)
            return
        }
        let noun = element.name == "iframe" ? "embedded page" : "resource"
        diagnostics.append(
            Diagnostic(
                .warning, .remoteResource, at: location(), stage: .resolve,
                "remote \(noun) '\(value)' is not downloaded; it becomes a link to it"))
        let title = element.attribute("title").flatMap { $0.isEmpty ? nil : $0 }
        let link = value.hasPrefix("//") ? "https:" + value : value
        edits.append(.links(element, urls: [link], label: title ?? Self.label(of: element, fallback: value)))
    }

    // MARK: CSS

    /// Where the CSS `text` of a `<style>` was written: as it is, or (in XHTML) with `&` and `<` escaped.
    private func styleLocation(of text: String, _ site: Site) -> SourceLocation {
        let found = site.locator.location(ofText: text)
        let escaped = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        guard found.line == 1, found.column == 1, escaped != text else { return found }
        return site.locator.location(ofText: escaped)
    }

    /// A `style` attribute's CSS, repaired as a browser reads it (epubcheck refuses what it drops) and its URLs
    /// rewritten, in place.
    private func rewriteStyleAttribute(
        _ written: String, of element: XMLNode, site: Site, stylesheets: StylesheetResolver,
        resources: inout ResourceRegistry, diagnostics: inout [Diagnostic]
    ) {
        let style = StylesheetResolver.repairing(written, styleAttribute: true, diagnostics: &diagnostics) { _ in
            site.locator.location(of: element, value: written, attribute: "style")
        }
        let rewritten =
            style.contains("url(")
            ? stylesheets.rewrite(
                style, directory: site.directory, href: site.chapterHref,
                locate: { _, url in site.locator.location(of: element, value: url, attribute: "style") },
                resources: &resources, diagnostics: &diagnostics
            ).text : style
        if rewritten != written { element.setAttribute("style", rewritten) }
    }

    /// An SVG `<style>` element's CSS, repaired and its URLs rewritten, in place (an XHTML one moves to the head,
    /// which repairs it there).
    private func rewriteStyleElement(
        _ element: XMLNode, site: Site, stylesheets: StylesheetResolver,
        resources: inout ResourceRegistry, diagnostics: inout [Diagnostic]
    ) {
        let written = element.textContent
        let css = StylesheetResolver.repairing(written, diagnostics: &diagnostics) { styleLocation(of: $0, site) }
        let rewritten =
            css.contains("url(") || css.contains("@import")
            ? stylesheets.rewrite(
                css, directory: site.directory, href: site.chapterHref,
                locate: { _, url in site.locator.location(of: element, value: url) },
                resources: &resources, diagnostics: &diagnostics
            ).text : css
        guard rewritten != written else { return }
        for child in element.children { child.remove() }
        element.appendText(rewritten)
    }

    // MARK: Helpers

    /// A build never touches the network, and EPUB 3.3 §3.6 lets only audio,
    /// video and fonts be remote: under `remote: keep` anything else is an error.
    private func refuseRemote(_ value: String, at location: SourceLocation, diagnostics: inout [Diagnostic]) {
        diagnostics.append(
            Diagnostic(
                .error, .remoteNotAllowed, at: location, stage: .resolve,
                "remote resource '\(value)' cannot stay remote: EPUB allows only remote audio, video and fonts of a known type — download it into the book, or drop 'remote: keep'"
            ))
    }

    /// What a link replacing `element` says: its alt text, else its fallback content, else `fallback`.
    private static func label(of element: XMLNode, fallback: String) -> String {
        if let alt = element.attribute("alt")?.trimmingWhitespace, !alt.isEmpty {
            return alt
        }
        let text = element.textContent.trimmingWhitespace
        return text.isEmpty ? fallback : text
    }

    /// The declared type of an `<object>` whose content is its fallback: a
    /// foreign resource may be embedded that way without a manifest fallback
    /// (EPUB 3.3 §3.5.2, intrinsic fallback); reading systems that cannot
    /// show it show the content (a gallery's figures, a quiz's questions).
    private static func objectWithFallback(_ element: XMLNode) -> String? {
        guard element.name == "object", let type = element.attribute("type")?.trimmingCharacters(in: .whitespaces),
            type.wholeMatch(of: /[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+/) != nil,
            element.elementChildren.contains(where: { $0.name != "param" })
        else { return nil }
        return type
    }

    private static func mediaAncestor(of element: XMLNode) -> XMLNode? {
        var current = element.parent
        while let node = current {
            if node.namespaceURI == XMLTree.xhtmlNamespace, node.name == "audio" || node.name == "video" { return node }
            current = node.parent
        }
        return nil
    }

    private static func linkAncestor(of element: XMLNode) -> XMLNode? {
        var current = element.parent
        while let node = current {
            if node.name == "a" { return node }
            current = node.parent
        }
        return nil
    }
}
