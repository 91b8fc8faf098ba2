import EPUBFormats
import EPUBModel
import EPUBSupport
import Foundation
import XMLTree

/// The Package stage's work in progress, handed from pass to pass
/// (`PackageAssembler.passes`): the manifest as it grows, the files the
/// Write stage zips, and what later passes need of earlier ones (item ids).
/// The book's hrefs, relative to the package document's folder, become
/// container paths as they enter the manifest and the files (`layout.containerPath`);
/// the manifest ids are still made from them (`itemID`), as they always were.
struct PackageAssembly: PassWork {
    let assembler: PackageAssembler
    let book: ResolvedBook
    let navigation: NavigationDocument
    let rendered: [String: RenderedPage]
    var diagnostics: [Diagnostic] = []
    var manifest: [ManifestItem] = []
    /// The content and resource files, in manifest order.
    var files: [PackageFile] = []
    /// `META-INF/container.xml`, the encryption document when fonts are obfuscated, and the package document.
    var leadingFiles: [PackageFile] = []
    var ids = Set<String>()
    /// The manifest id of each page in the spine (a picture's is its image's).
    var pageIDs: [String: String] = [:]
    var resourceIDs: [String: String] = [:]
    var coverImageID: String?
    /// Fonts obfuscated as OCF 3.3 §4.4 says, by container path, for META-INF/encryption.xml.
    var obfuscated: [ContainerPath: String] = [:]
    /// Manifest items whose fallback is another resource (a WebP's PNG), named once every resource has its id.
    var resourceFallbacks: [(index: Int, href: String)] = []
    /// Each media overlay's duration, by its manifest id.
    var durations: [String: Double] = [:]
    let ncxID = "ncx"

    init(
        assembler: PackageAssembler, book: ResolvedBook, navigation: NavigationDocument,
        rendered: [String: RenderedPage]
    ) {
        self.assembler = assembler
        self.book = book
        self.navigation = navigation
        self.rendered = rendered
    }

    var layout: PackageLayout { assembler.layout }

    /// Every file of the container after `mimetype`, in the order they are written.
    var containerFiles: [PackageFile] { leadingFiles + files }

    /// A manifest id for `href`, unique in the package.
    mutating func itemID(_ href: String) -> String {
        let base = "item-" + href.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }
        var id = String(base)
        var counter = 1
        while !ids.insert(id).inserted {
            counter += 1
            id = "\(base)-\(counter)"
        }
        return id
    }
}

// MARK: Passes

extension PackageAssembly {
    /// The rendered pages (and the navigation document, in the spine or not) and picture pages' XHTML fallbacks.
    mutating func addPages() {
        let navigationInSpine = book.pages.contains { $0.kind == .navigation }
        let pageHrefs = book.pages.map(\.href) + (navigationInSpine ? [] : [layout.navigation])
        for href in pageHrefs + book.pages.compactMap(\.fallbackHref) {
            guard let page = rendered[href] else { continue }
            let id = href == layout.navigation ? "nav" : itemID(href)
            ids.insert(id)
            pageIDs[href] = id
            var properties = href == layout.navigation ? ["nav"] : []
            properties += page.properties.filter { !properties.contains($0) }
            let path = layout.containerPath(href)
            manifest.append(ManifestItem(id: id, href: .path(path), mediaType: MediaType.xhtml, properties: properties))
            files.append(PackageFile(path: path, contents: .deflated(page.xhtml)))
        }
    }

    /// Every resource: its manifest item, and its file (a font obfuscated where the book asks).
    mutating func addResources() {
        let pictures = Set(book.pages.filter { $0.kind == .picture }.map(\.href))
        let fallbacks = Dictionary(
            book.pages.compactMap { page in page.fallbackHref.map { (page.href, $0) } },
            uniquingKeysWith: { first, _ in first })
        // The cover image's item: a WebP cover's PNG fallback when it has one (which took its `cover-image` property).
        let coverItem = book.resources.first { $0.properties.contains("cover-image") }?.href ?? book.coverImage
        for resource in book.resources {
            let id = resource.href == coverItem ? "cover-image" : itemID(resource.href)
            ids.insert(id)
            resourceIDs[resource.href] = id
            if resource.href == coverItem { coverImageID = id }
            // A picture chapter is in the spine as the resource it is.
            if pictures.contains(resource.href) { pageIDs[resource.href] = id }
            // A remote resource's href is its URL (EPUB 3.3 §3.6).
            let path = resource.contents == .remote ? nil : layout.containerPath(resource.href)
            var item = ManifestItem(
                id: id, href: path.map { .path($0) } ?? .remote(resource.href), mediaType: resource.mediaType,
                properties: resource.properties)
            item.fallback = fallbacks[resource.href].flatMap { pageIDs[$0] }
            if let png = resource.fallback { resourceFallbacks.append((manifest.count, png)) }
            manifest.append(item)
            if let path { addFile(of: resource, at: path) }
        }
    }

    private mutating func addFile(of resource: PackageResource, at path: ContainerPath) {
        var contents = resource.contents
        if case .file(let source) = contents, MediaType.isFont(resource.mediaType),
            book.spec.obfuscates(font: source), let data = assembler.files.contents(atPath: source)
        {
            contents = .data(FontObfuscation.apply(to: data, identifier: book.spec.metadata.identifier))
            obfuscated[path] = FontObfuscation.idpfAlgorithm
        }
        files.append(PackageFile(path: path, contents: contents, stored: MediaType.isCompressed(resource.mediaType)))
    }

    /// A WebP's fallback is its PNG (EPUB 3.3 §5.6.1.2). A WebP picture page's
    /// XHTML page then follows the PNG: WebP → PNG → XHTML, one chain that
    /// ends in a core image type for EPUB 3.2 and in a content document for the spine (§5.7.2).
    mutating func chainImageFallbacks() {
        for (index, href) in resourceFallbacks {
            guard let pngID = resourceIDs[href], let pngIndex = manifest.firstIndex(where: { $0.id == pngID }) else {
                continue
            }
            if let page = manifest[index].fallback { manifest[pngIndex].fallback = page }
            manifest[index].fallback = pngID
        }
    }

    /// Each page read aloud names its overlay; the package gives every overlay's duration and their sum (Media
    /// Overlays 3.3 §3.3).
    mutating func addMediaOverlays() {
        for chapter in book.chapters {
            guard let overlay = chapter.mediaOverlay, let overlayID = resourceIDs[overlay.href] else { continue }
            let page = ManifestItem.Href.path(layout.containerPath(chapter.href))
            guard let index = manifest.firstIndex(where: { $0.href == page }) else { continue }
            manifest[index].mediaOverlay = overlayID
            durations[overlayID] = overlay.duration
        }
    }

    /// The EPUB 2 table of contents, for reading systems that read no navigation document: the navigation
    /// document's contents and page list.
    mutating func addNCX() {
        let path = layout.containerPath(layout.ncx)
        manifest.append(ManifestItem(id: ncxID, href: .path(path), mediaType: MediaType.ncx))
        let metadata = book.spec.metadata
        let ncx = NCXDocument(
            identifier: metadata.identifier, title: metadata.title, authors: metadata.authors.map(\.name),
            entries: navigation.tableOfContents, pageList: navigation.pageList,
            pagesLabel: book.spec.words.pages, path: path)
        files.append(PackageFile(path: path, contents: .data(ncx.xml())))
    }

    /// The package document from the finished manifest, and the container and encryption files that lead
    /// the zip (OCF 3.3 §3.5.1).
    mutating func addPackageDocument() {
        let spine = book.pages.compactMap { page in
            pageIDs[page.href].map {
                SpineItem(
                    idref: $0, linear: page.linear, properties: PackageAssembler.spineProperties(of: page, in: book))
            }
        }
        let opfPath = layout.packageDocumentPath
        var opf = PackageDocument(
            path: opfPath, metadata: book.spec.metadata, modified: PackageAssembler.w3cdtf(assembler.modified),
            manifest: manifest, spine: spine)
        opf.coverImageID = coverImageID
        opf.ncxID = ncxID
        opf.rendition = book.spec.rendition
        opf.pageProgression = book.spec.effectivePageProgression
        opf.mediaDurations = durations
        // EPUB 3.3 Media Overlays §9.3.2.4: the active class is one a stylesheet of the book styles (epubcheck
        // CSS-030 when the book has none): without one there is nothing to highlight with, and it is left out.
        opf.mediaActiveClass = manifest.contains { $0.mediaType == MediaType.css } ? book.spec.mediaActiveClass : nil
        opf.accessibility = AccessibilityClaims.metadata(
            facts: book.accessibility, statement: book.spec.accessibility,
            hasPageList: !book.pageList.isEmpty, fixedLayout: book.spec.rendition.layout == .prePaginated,
            language: book.spec.metadata.language, pageSource: book.spec.pageSource)
        leadingFiles = [
            PackageFile(path: ContainerDocument.path, contents: .data(ContainerDocument(packagePath: opfPath).xml()))
        ]
        if !obfuscated.isEmpty {
            leadingFiles.append(
                PackageFile(
                    path: EncryptionDocument.path, contents: .data(EncryptionDocument(resources: obfuscated).xml())))
        }
        leadingFiles.append(PackageFile(path: opfPath, contents: .data(opf.xml())))
    }
}
