import EPUBFormats
import EPUBModel
import EPUBSupport
import Foundation
import XMLTree

/// `unpack --html OUT.html`: the whole book as one HTML5 file that opens in
/// a browser. Chapters follow the spine, each in a `<section id="cN">` (its
/// `<html>`'s lang, dir and classes) around an `<epub-body>` (its `<body>`'s
/// attributes); their ids become `cN-id` so they cannot clash, and every
/// link inside the book points at the in-page anchor. The table of contents
/// comes first, the metadata goes into `<head>`, each stylesheet is scoped to
/// the chapters that link it, images and fonts become `data:` URIs (or files
/// in `OUT_files/`), and whatever could run script is dropped unless asked for.
struct HTMLFlattener {
    let reader: EPUBReader
    let publication: Publication
    let options: UnpackOptions

    private var archive: EPUBContainer { reader.archive }

    func write(to target: String) throws(BuildError) -> [Diagnostic] {
        var warnings = archive.warnings + publication.missingWarnings(archive: archive.path)
        let page = try StagingFile(target: target, options: options)
        let filesFolderName = Paths.stem(page.target) + "_files"
        var staging: StagingDirectory?
        do throws(BuildError) {
            if !options.embed {
                staging = try StagingDirectory(
                    target: Paths.directory(of: page.target) + "/" + filesFolderName, options: options)
            }
            var assets = AssetWriter(
                archive: archive, publication: publication, embed: options.embed,
                staging: staging, folderName: filesFolderName)
            let html = try flatten(assets: &assets, warnings: &warnings)
            warnings += assets.warnings
            try archive.verifyUnread()
            try staging?.commit()
            try page.commit(html)
        } catch {
            staging?.discard()
            page.discard()
            throw error
        }
        return warnings
    }

    /// The page: the book's metadata in its head, then the contents, then a
    /// section for each document of the spine, the stylesheets scoped to them last.
    private func flatten(assets: inout AssetWriter, warnings: inout [Diagnostic]) throws(BuildError) -> Data {
        let documents = pageDocuments(warnings: &warnings)
        var sectionOf: [ContainerPath: String] = [:]
        for (index, document) in documents.enumerated() { sectionOf[document.path] = "c\(index + 1)" }
        let links = LinkMap(sections: sectionOf)

        let output = XMLTree.htmlDocument()
        let html = output.root!
        // The book's language; each chapter's own language and direction go on its section.
        html.setAttribute("lang", publication.metadata.language)
        let head = html.appendElement("head")
        addMetadata(to: head)
        let body = html.appendElement("body")
        addContents(to: body, links: links)

        var styles = ChapterStyles()
        var sanitizer = HTMLSanitizer()
        // The chapters' own bytes and every data: URL: the page's size, bounded like an archive's.
        var pageBytes: UInt64 = 0
        for (item, path) in documents {
            let section = sectionOf[path]!
            if item.mediaType != MediaType.xhtml {
                try addPicture(path, section: section, to: body, assets: &assets)
                continue
            }
            let location = SourceLocation(path: Paths.display(archive.path) + ":" + path.string)
            guard let document = try chapterTree(path, at: location, warnings: &warnings),
                let element = addChapter(document, href: path, section: section, to: body, styles: &styles)
            else { continue }
            if !options.keepScripts {
                sanitize(element, documentHref: path, at: location, with: &sanitizer, assets: assets)
            }
            try rewrite(element, section: section, documentHref: path, links: links, assets: &assets)
            pageBytes += archive.declaredSize(of: path)
            guard pageBytes + assets.embeddedBytes <= archive.limits.totalBytes else {
                throw BuildError(
                    .archiveTooLarge, at: location, stage: .flatten,
                    "the page would pass the limit of \(archive.limits.totalBytes) bytes (--max-size)")
            }
        }
        warnings += sanitizer.warnings
        try addStyles(styles, to: head, assets: &assets)
        output.addHTMLDoctype()
        return output.serializedAsHTML()
    }

    /// The spine's documents the page shows, the linear ones first (a picture
    /// in the spine, a manga's page or an SVG page, is a page too), with a
    /// warning for what the page leaves out: media overlays, a document listed twice. Each with its container path.
    private func pageDocuments(warnings: inout [Diagnostic]) -> [(item: ManifestItem, path: ContainerPath)] {
        let (readingOrder, repeated) = publication.distinctReadingOrder
        let linear = readingOrder.filter { $0.linear }
        let nonLinear = options.dropNonLinear ? [] : readingOrder.filter { !$0.linear }
        let documents = (linear + nonLinear).map(\.item).compactMap { item in
            item.path.flatMap { path in
                (Self.pictureTypes.contains(item.mediaType) || item.mediaType == MediaType.xhtml)
                    && archive.contains(path) ? (item, path) : nil
            }
        }
        if publication.manifest.contains(where: { $0.mediaOverlay != nil }) {
            warnings.append(
                Diagnostic(
                    .warning, .mediaOverlayDropped,
                    at: SourceLocation(path: Paths.display(archive.path) + ":" + publication.packagePath.string),
                    stage: .flatten,
                    "the book's media overlays (read-aloud audio synchronised with the text, EPUB 3.3 §9) are not part of the page; dropped"
                ))
        }
        for (path, count) in repeated where archive.contains(path) {
            warnings.append(
                Diagnostic(
                    .warning, .chapterSkipped,
                    at: SourceLocation(path: Paths.display(archive.path) + ":" + path.string),
                    stage: .flatten,
                    "the spine lists this document \(count) times; it is in the page once"))
        }
        return documents
    }

    /// The head's metadata, from the book's, and the page's own style.
    private func addMetadata(to head: XMLNode) {
        head.appendElement("meta").setAttribute("charset", "utf-8")
        head.appendElement("meta").setAttribute("name", "viewport")
        head.elementChildren.last!.setAttribute("content", "width=device-width, initial-scale=1")
        head.appendElement("title", text: publication.metadata.title)
        func meta(_ name: String, _ content: String?) {
            guard let content, !content.isEmpty else { return }
            let element = head.appendElement("meta")
            element.setAttribute("name", name)
            element.setAttribute("content", content)
        }
        meta("author", publication.metadata.authors.map(\.name).joined(separator: ", "))
        meta("description", publication.metadata.description)
        meta("dc.identifier", publication.metadata.identifier)
        meta("dc.language", publication.metadata.language)
        meta("dc.publisher", publication.metadata.publisher)
        meta("dc.date", publication.metadata.date)
        meta("generator", "epubbuild unpack --html")
        // First, so the book's own stylesheets (scoped, and so more specific) win inside its chapters.
        head.appendElement("style", text: FlattenedPageStyle.css)
    }

    /// The book's table of contents as the page's `<nav id="toc">`, its links pointing at the sections.
    private func addContents(to body: XMLNode, links: LinkMap) {
        let nav = body.appendElement("nav")
        nav.setAttribute("id", "toc")
        // The page's dir stays unset (page progression is not text direction).
        nav.setAttribute("dir", navigationDirection())
        nav.appendElement("h1", text: publication.metadata.title)
        let list = nav.appendElement("ol")
        func addTOC(_ entries: [ContainerLink], to parent: XMLNode) {
            for entry in entries {
                let item = parent.appendElement("li")
                let anchor = item.appendElement("a", text: entry.title)
                if let href = links.anchor(for: entry.path, fragment: entry.fragment) {
                    anchor.setAttribute("href", href)
                }
                if !entry.children.isEmpty { addTOC(entry.children, to: item.appendElement("ol")) }
            }
        }
        addTOC(publication.tableOfContents, to: list)
    }

    /// A chapter's tree; one its parser refuses as `recovered` reads it, and
    /// nil (with a warning) when even that fails. A damaged or oversized
    /// entry refuses the book.
    private func chapterTree(_ path: ContainerPath, at location: SourceLocation, warnings: inout [Diagnostic])
        throws(BuildError) -> XMLTree?
    {
        do { return try reader.xml(path) } catch
            where error.diagnostic.code == .damagedEntry || error.diagnostic.code == .archiveTooLarge
        {
            throw error
        } catch {
            if let recovered = recovered(path, warnings: &warnings) { return recovered }
            // Left out, the chapter's text would be lost with a warning that scrolls by: unpack as a project says the
            // same of a chapter it cannot keep.
            throw BuildError(
                error.diagnostic.code, at: location, stage: .flatten,
                "the chapter cannot be read, even in the encoding it declares or as HTML: \(error.diagnostic.message) "
                    + "— the page would lack its text; mend it in the EPUB")
        }
    }

    /// The chapter's `<body>` copied into a new section of the page, its
    /// stylesheets and `<style>`s noted in `styles`; nil for a document without a body.
    private func addChapter(
        _ document: XMLTree, href: ContainerPath, section: String, to body: XMLNode, styles: inout ChapterStyles
    ) -> XMLNode? {
        guard let root = document.root, let sourceBody = root.elementChildren.first(where: { $0.name == "body" })
        else { return nil }
        styles.addHead(of: document, section: section, href: href)
        let element = body.appendElement("section")
        element.setAttribute("id", section)
        element.setAttribute(
            "class", (["chapter"] + [root.attribute("class")].compactMap { $0 }).joined(separator: " "))
        if let language = HTMLCopier.language(of: root) { element.setAttribute("lang", language) }
        if let direction = root.attribute("dir") { element.setAttribute("dir", direction) }
        let chapterBody = element.appendElement(StylesheetScoper.bodyElement)
        HTMLCopier.copyAttributes(of: sourceBody, to: chapterBody)
        HTMLCopier.copyChildren(of: sourceBody, into: chapterBody)
        // A <style> in the body would restyle the whole page: it is scoped like the head's.
        for style in chapterBody.descendants where style.name == "style" && style.namespaceURI == nil {
            styles.inline.append((style.textContent, section, href))
            style.remove()
        }
        return element
    }

    /// Drops from a chapter's section whatever could run script; a reference
    /// stays where it needs to only when it names an image.
    private func sanitize(
        _ section: XMLNode, documentHref: ContainerPath, at location: SourceLocation,
        with sanitizer: inout HTMLSanitizer,
        assets: AssetWriter
    ) {
        sanitizer.sanitize(section, location: location) { value in
            let lowered = value.lowercased()
            if lowered.hasPrefix("data:") { return lowered.hasPrefix("data:image/") }
            let url = ReferenceURL(value)
            if url.isExternal { return MediaType.of(url.path).map(MediaType.isImage) ?? false }
            return assets.mediaType(of: RelativeReference(value).resolved(against: documentHref))
                .map(MediaType.isImage) ?? false
        }
    }

    /// The chapters' stylesheets and `<style>`s in the head, each scoped to the sections it styles.
    private func addStyles(_ styles: ChapterStyles, to head: XMLNode, assets: inout AssetWriter) throws(BuildError) {
        // Stylesheets are scoped while their URLs are still paths: the regular
        // expressions never run over the base64 of an embedded font.
        for (href, sections) in styles.linked where archive.contains(href) {
            let css = try inlineImports(String(decoding: try archive.data(href), as: UTF8.self), base: href, depth: 0)
            head.appendElement(
                "style", text: try assets.resolveMarkedURLs(in: StylesheetScoper.scope(css, to: sections)))
        }
        for (css, section, base) in styles.inline {
            let inlined = try inlineImports(css, base: base, depth: 0)
            head.appendElement(
                "style", text: try assets.resolveMarkedURLs(in: StylesheetScoper.scope(inlined, to: [section])))
        }
    }

    static let pictureTypes: Set<String> = ["image/jpeg", "image/png", "image/gif", "image/webp", "image/svg+xml"]

    /// A picture of the spine as a section of its own showing it, named by
    /// its entry in the contents (an `<img>`: an SVG page's scripts never run there).
    private func addPicture(_ path: ContainerPath, section: String, to body: XMLNode, assets: inout AssetWriter)
        throws(BuildError)
    {
        func title(in entries: [ContainerLink]) -> String? {
            for entry in entries {
                if entry.path == path { return entry.title }
                if let found = title(in: entry.children) { return found }
            }
            return nil
        }
        let element = body.appendElement("section")
        element.setAttribute("id", section)
        element.setAttribute("class", "chapter picture")
        let image = element.appendElement(StylesheetScoper.bodyElement).appendElement("img")
        if let url = try assets.url(for: path) { image.setAttribute("src", url) }
        image.setAttribute("alt", title(in: publication.tableOfContents) ?? Paths.stem(path.string))
    }

    /// The contents read in the direction of the book's navigation document
    /// (its `<body>`'s `dir`, else its `<html>`'s); without one, `auto`: in that
    /// of the book's title heading them, so an Arabic book's are right to left either way.
    private func navigationDirection() -> String {
        guard let nav = publication.manifest.first(where: { $0.properties.contains("nav") })?.path,
            archive.contains(nav),
            let root = try? reader.xml(nav).root
        else { return "auto" }  // as when the contents were read, an unreadable nav is passed over
        let body = root.elementChildren.first { $0.name == "body" }
        return [body?.attribute("dir"), root.attribute("dir")].compactMap { $0 }.first { ["ltr", "rtl"].contains($0) }
            ?? "auto"
    }

    /// `css` with its `url(…)`s resolved and marked (`AssetWriter.markURLs`) and its
    /// `@import`s of the book's own stylesheets replaced by their content (the page has no files to import).
    private func inlineImports(_ css: String, base: ContainerPath, depth: Int) throws(BuildError) -> String {
        var output = ""
        var rest = css[...]
        while let match = rest.firstMatch(of: Self.importRule) {
            output += AssetWriter.markURLs(in: String(rest[..<match.range.lowerBound]), base: base)
            let reference = RelativeReference(String(match.output.1))
            let target = reference.resolved(against: base)
            if depth < 8, !reference.isExternal, archive.contains(target) {
                output += try inlineImports(
                    String(decoding: try archive.data(target), as: UTF8.self), base: target, depth: depth + 1)
            } else if reference.isExternal {
                output += match.output.0
            }
            rest = rest[match.range.upperBound...]
        }
        return output + AssetWriter.markURLs(in: String(rest), base: base)
    }

    // A Regex is never mutated after it is built; Swift 6 cannot prove that, hence nonisolated(unsafe).
    nonisolated(unsafe) private static let importRule = /@import\s+(?:url\(\s*)?["']?([^"')\s;]+)["']?\s*\)?[^;]*;/

    /// Prefixes ids, points links at in-page anchors, inlines resources.
    private func rewrite(
        _ section: XMLNode, section id: String, documentHref: ContainerPath, links: LinkMap,
        assets: inout AssetWriter
    ) throws(BuildError) {
        for element in section.descendants {
            if let value = element.attribute("id") { element.setAttribute("id", id + "-" + value) }
            if let type = element.attribute("type", namespace: XMLTree.opsNamespace) {
                element.removeAttribute("type", namespace: XMLTree.opsNamespace)
                element.setAttribute("data-epub-type", type)
            }
            if let style = element.attribute("style"), style.contains("url(") {
                element.setAttribute("style", try assets.rewriteURLs(in: style, base: documentHref))
            }
            switch element.name {
            case "a" where element.namespaceURI == nil:
                rewriteLink(element, documentHref: documentHref, links: links)
            case "img", "source", "audio", "video", "track", "embed", "input", "script", "iframe":
                try rewriteSources(of: element, documentHref: documentHref, assets: &assets)
            case "object":
                if let value = element.attribute("data"),
                    let url = try resourceURL(value, documentHref: documentHref, assets: &assets)
                {
                    element.setAttribute("data", url)
                }
            case "image", "use", "feImage", "a":
                try rewriteSVGReference(element, documentHref: documentHref, links: links, assets: &assets)
            default:
                break
            }
        }
    }

    /// The page's URL of a resource of the book a chapter names (`data:` or
    /// a file), nil for an external or empty reference or one the book lacks.
    private func resourceURL(_ value: String, documentHref: ContainerPath, assets: inout AssetWriter)
        throws(BuildError) -> String?
    {
        let reference = RelativeReference(value)
        guard !reference.isExternal, !value.isEmpty else { return nil }
        return try assets.url(for: reference.resolved(against: documentHref))
    }

    /// An HTML link inside the book points at its in-page anchor, or at nothing when the page lacks its target.
    private func rewriteLink(_ element: XMLNode, documentHref: ContainerPath, links: LinkMap) {
        // A `file:` URL names a file on the maker's computer, as the project mode says of it: the link is its text.
        if element.attribute("href")?.lowercased().hasPrefix("file:") == true { return element.removeAttribute("href") }
        guard let href = element.attribute("href").map(RelativeReference.init), !href.isExternal else { return }
        if let anchor = links.anchor(for: href, in: documentHref) {
            element.setAttribute("href", anchor)
        } else {
            element.removeAttribute("href")
        }
    }

    /// The `src` and `poster` of an element that loads a resource, inlined.
    private func rewriteSources(of element: XMLNode, documentHref: ContainerPath, assets: inout AssetWriter)
        throws(BuildError)
    {
        for attribute in ["src", "poster"] {
            guard let value = element.attribute(attribute) else { continue }
            if let url = try resourceURL(value, documentHref: documentHref, assets: &assets) {
                element.setAttribute(attribute, url)
            } else if !value.isEmpty, !ReferenceURL(value).isExternal {
                // The book does not hold it (a damaged EPUB): a picture becomes its alt text, anything else
                // loses the reference.
                if element.name == "img" {
                    let alt = element.attribute("alt") ?? ""
                    element.replace(withElement: "span").appendText(alt)
                    return
                }
                element.removeAttribute(attribute)
            }
        }
    }

    /// SVG: xlink:href (SVG 1.1) or href (SVG 2). A link inside SVG points at
    /// its in-page anchor like any other; a resource is inlined.
    private func rewriteSVGReference(
        _ element: XMLNode, documentHref: ContainerPath, links: LinkMap, assets: inout AssetWriter
    ) throws(BuildError) {
        let xlink = "http://www.w3.org/1999/xlink"
        for namespace in [xlink, nil] {
            guard let value = element.attribute("href", namespace: namespace), !ReferenceURL(value).isExternal
            else { continue }
            let replacement =
                element.name == "a" || value.hasPrefix("#")
                ? links.anchor(for: RelativeReference(value), in: documentHref)
                : try resourceURL(value, documentHref: documentHref, assets: &assets)
            if let replacement {
                element.setAttribute(
                    "href", replacement, namespace: namespace, prefix: namespace == nil ? nil : "xlink")
            }
        }
    }

    /// A chapter XML's parser refuses, read as the project of `unpack -o` reads
    /// it: in the encoding it declares (ISO-8859-1, windows-1252, UTF-16), and
    /// when it is not well-formed, as a browser reads it; nil when even that fails.
    private func recovered(_ path: ContainerPath, warnings: inout [Diagnostic]) -> XMLTree? {
        guard var data = try? archive.data(path) else { return nil }
        let shown = Paths.display(archive.path) + ":" + path.string
        if let converted = TextEncodingRepair.utf8(
            data, shown: shown, stage: .flatten, action: "read as such", warnings: &warnings)
        {
            data = converted
        }
        if let repaired = MalformedXHTMLRepair.repair(
            data, path: path.string, shown: shown, stage: .flatten, warnings: &warnings)
        {
            data = repaired
        }
        return try? XMLTree.parse(xml: data, url: path.string)
    }
}

/// Where a link inside the book lands in the flattened page.
private struct LinkMap {
    /// Spine document → its section id.
    let sections: [ContainerPath: String]

    func anchor(for document: ContainerPath, fragment: String?) -> String? {
        guard let section = sections[document] else { return nil }
        guard let fragment, !fragment.isEmpty else { return "#" + section }
        return "#" + section + "-" + fragment
    }

    /// Where `reference`, written in the document at `base`, lands.
    func anchor(for reference: RelativeReference, in base: ContainerPath) -> String? {
        anchor(for: reference.resolved(against: base), fragment: reference.fragment)
    }
}

/// The stylesheets the chapters link and the CSS they hold, each with the
/// sections it styles: all scoped into the page's head once every chapter is in.
private struct ChapterStyles {
    /// Each stylesheet once, in the order first linked, with the sections of the chapters linking it.
    var linked: [(href: ContainerPath, sections: [String])] = []
    /// Each `<style>`'s CSS, with its section and the document its URLs are relative to.
    var inline: [(css: String, section: String, base: ContainerPath)] = []

    /// The stylesheets and `<style>`s of a chapter's head.
    mutating func addHead(of document: XMLTree, section: String, href: ContainerPath) {
        // Alternate stylesheets (a night mode) are choices for the reader, not part of the page.
        for link in document.select(
            "//h:head/h:link[contains(concat(' ', normalize-space(@rel), ' '), ' stylesheet ') and not(contains(@rel, 'alternate'))]/@href",
            namespaces: ReadNamespaces.all)
        {
            let stylesheet = RelativeReference(link.textContent).resolved(against: href)
            if let index = linked.firstIndex(where: { $0.href == stylesheet }) {
                linked[index].sections.append(section)
            } else {
                linked.append((stylesheet, [section]))
            }
        }
        for style in document.select("//h:head/h:style", namespaces: ReadNamespaces.all) {
            inline.append((style.textContent, section, href))
        }
    }
}
