import EPUBSupport
import Foundation
import XMLTree

/// The Package stage: the manifest, spine, package document, NCX and
/// container file, and the ordered list of files the Write stage zips.
struct PackageAssembler {
    let layout: PackageLayout
    /// `dcterms:modified`.
    let modified: Date
    /// Where fonts to obfuscate are read.
    var files: any SourceFiles = DiskFiles()

    /// Chapter types (EPUB Structural Semantics Vocabulary terms) that are
    /// front matter: the preliminary sections the Chicago Manual of Style
    /// (1.4) places before the text and the SSV's front matter components. A
    /// prologue and an introduction belong to the text, so they can start the body.
    static let frontMatterTypes: Set<String> = [
        "abstract", "acknowledgments", "contributors", "copyright-page", "cover", "dedication", "epigraph", "errata",
        "foreword", "frontispiece", "frontmatter", "halftitlepage", "imprimatur", "imprint", "landmarks", "loa", "loi",
        "lot", "lov", "other-credits", "preamble", "preface", "revision-history", "seriespage", "titlepage", "toc",
    ]

    /// Landmarks (EPUB 3.3 §7.4.3.3) for the book's generated pages and the
    /// start of its body: the first part, or chapter that is not front matter.
    func landmarks(for book: ResolvedBook) -> [Landmark] {
        var landmarks: [Landmark] = []
        for page in book.pages {
            switch page.kind {
            case .cover: landmarks.append(Landmark(type: "cover", title: "Cover", href: page.href))
            case .titlepage: landmarks.append(Landmark(type: "titlepage", title: "Title Page", href: page.href))
            case .navigation:
                landmarks.append(
                    Landmark(type: "toc", title: book.spec.tableOfContents.title, href: page.href + "#toc"))
            // A picture book's first page is its cover image, in the spine as it is.
            case .picture where page.href == book.coverImage:
                landmarks.append(Landmark(type: "cover", title: "Cover", href: page.href))
            default: break
            }
        }
        let content = book.pages.filter { $0.kind == .chapter || $0.kind == .part || $0.kind == .picture }
        let body = content.first { page in
            guard page.kind == .chapter, let index = page.chapterIndex else { return page.href != book.coverImage }
            let terms = book.chapters[index].spec.type.split(separator: " ").map(String.init)
            return page.linear && !terms.contains(where: Self.frontMatterTypes.contains)
        }
        // The book's own landmarks (book.yaml `landmarks:`) replace the generated ones of their type.
        landmarks.removeAll { generated in book.landmarks.contains { $0.type == generated.type } }
        if let start = body ?? content.first, !book.landmarks.contains(where: { $0.type == "bodymatter" }) {
            landmarks.append(Landmark(type: "bodymatter", title: "Start of Content", href: start.href))
        }
        landmarks += book.landmarks
        for page in unreachedPages(of: book) where !landmarks.contains(where: { $0.href == page.href }) {
            let type =
                page.chapterIndex.flatMap { book.chapters[$0].spec.type.split(separator: " ").first }.map(String.init)
                ?? "chapter"
            landmarks.append(Landmark(type: type, title: page.title.isEmpty ? "Untitled" : page.title, href: page.href))
        }
        return landmarks
    }

    /// The pages out of the linear reading order that neither the table of
    /// contents nor any link of another page leads to. EPUB 3.3 §5.7.3
    /// requires a way to reach non-linear content (epubcheck OPF-096); the
    /// landmarks give it (an unpacked book's cover page, kept `linear: false`).
    private func unreachedPages(of book: ResolvedBook) -> [ContentPage] {
        let marked = Set(book.landmarks.map { ContainerPath.withoutFragment($0.href) })
        var candidates = book.pages.filter {
            !$0.linear && ($0.kind == .chapter || $0.kind == .picture) && !marked.contains($0.href)
        }
        guard !candidates.isEmpty else { return [] }
        var listed = Set<String>()
        func note(_ entries: [TOCEntry]) {
            for entry in entries {
                listed.insert(ContainerPath.withoutFragment(entry.href))
                note(entry.children)
            }
        }
        note(book.tableOfContents)
        candidates.removeAll { listed.contains($0.href) }
        // Rare, so the chapters are walked only when a page is still unreached.
        var linked = Set<String>()
        for chapter in book.chapters where !candidates.isEmpty {
            chapter.body?.forEachDescendant { element in
                guard element.name == "a", let href = element.attribute("href"), !ReferenceURL(href).isExternal else {
                    return
                }
                let target = ContainerPath.withoutFragment(ContainerPath.resolve(href, from: chapter.href))
                if target != chapter.href { linked.insert(target) }
            }
            candidates.removeAll { linked.contains($0.href) }
        }
        return candidates
    }

    func assemble(_ book: ResolvedBook, rendered: [String: RenderedPage]) -> [PackageFile] {
        var manifest: [ManifestItem] = []
        var files: [PackageFile] = []
        var ids = Set<String>()
        func itemID(_ href: String) -> String {
            let base = "item-" + href.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }
            var id = String(base)
            var counter = 1
            while !ids.insert(id).inserted { counter += 1; id = "\(base)-\(counter)" }
            return id
        }

        var pageIDs: [String: String] = [:]
        let navigationInSpine = book.pages.contains { $0.kind == .navigation }
        let pageHrefs = book.pages.map(\.href) + (navigationInSpine ? [] : [layout.navigation])
        for href in pageHrefs + book.pages.compactMap(\.fallbackHref) {
            guard let page = rendered[href] else { continue }
            let id = href == layout.navigation ? "nav" : itemID(href)
            ids.insert(id)
            pageIDs[href] = id
            var properties = href == layout.navigation ? ["nav"] : []
            properties += page.properties.filter { !properties.contains($0) }
            manifest.append(ManifestItem(id: id, href: href, mediaType: MediaType.xhtml, properties: properties))
            files.append(PackageFile(path: layout.containerPath(href), contents: .deflated(page.xhtml)))
        }
        var coverImageID: String?
        // Fonts obfuscated as OCF 3.3 §4.4 says, by container path, for META-INF/encryption.xml.
        var obfuscated: [String: String] = [:]
        let pictures = Set(book.pages.filter { $0.kind == .picture }.map(\.href))
        let fallbacks = Dictionary(
            book.pages.compactMap { page in page.fallbackHref.map { (page.href, $0) } },
            uniquingKeysWith: { first, _ in first })
        var resourceIDs: [String: String] = [:]
        // Manifest items whose fallback is another resource (a WebP's PNG), named once every resource has its id.
        var resourceFallbacks: [(index: Int, href: String)] = []
        // The cover image's item: a WebP cover's PNG fallback when it has one (which took its `cover-image` property).
        let coverItem = book.resources.first { $0.properties.contains("cover-image") }?.href ?? book.coverImage
        for resource in book.resources {
            let id = resource.href == coverItem ? "cover-image" : itemID(resource.href)
            ids.insert(id)
            resourceIDs[resource.href] = id
            if resource.href == coverItem { coverImageID = id }
            // A picture chapter is in the spine as the resource it is.
            if pictures.contains(resource.href) { pageIDs[resource.href] = id }
            var item = ManifestItem(
                id: id, href: resource.href, mediaType: resource.mediaType, properties: resource.properties)
            item.fallback = fallbacks[resource.href].flatMap { pageIDs[$0] }
            if let png = resource.fallback { resourceFallbacks.append((manifest.count, png)) }
            manifest.append(item)
            if resource.contents == .remote { continue }
            var contents = resource.contents
            if case .file(let source) = contents, MediaType.isFont(resource.mediaType),
                book.spec.obfuscates(font: source), let data = self.files.contents(atPath: source)
            {
                contents = .data(FontObfuscation.apply(to: data, identifier: book.spec.metadata.identifier))
                obfuscated[layout.containerPath(resource.href)] = FontObfuscation.idpfAlgorithm
            }
            files.append(
                PackageFile(
                    path: layout.containerPath(resource.href), contents: contents,
                    stored: MediaType.isCompressed(resource.mediaType)))
        }
        // A WebP's fallback is its PNG (EPUB 3.3 §5.6.1.2). A WebP picture page's
        // XHTML page then follows the PNG: WebP → PNG → XHTML, one chain that
        // ends in a core image type for EPUB 3.2 and in a content document for the spine (§5.7.2).
        for (index, href) in resourceFallbacks {
            guard let pngID = resourceIDs[href], let pngIndex = manifest.firstIndex(where: { $0.id == pngID }) else {
                continue
            }
            if let page = manifest[index].fallback { manifest[pngIndex].fallback = page }
            manifest[index].fallback = pngID
        }
        // Each page read aloud names its overlay; the package gives every overlay's duration and their sum (Media
        // Overlays 3.3 §3.3).
        var durations: [String: Double] = [:]
        for chapter in book.chapters {
            guard let overlay = chapter.mediaOverlay, let overlayID = resourceIDs[overlay.href],
                let index = manifest.firstIndex(where: { $0.href == chapter.href })
            else { continue }
            manifest[index].mediaOverlay = overlayID
            durations[overlayID] = overlay.duration
        }
        let ncxID = "ncx"
        manifest.append(ManifestItem(id: ncxID, href: layout.ncx, mediaType: MediaType.ncx))
        let metadata = book.spec.metadata
        let ncx = NCXDocument(
            identifier: metadata.identifier, title: metadata.title, authors: metadata.authors.map(\.name),
            entries: book.tableOfContents, pageList: book.pageList, href: layout.ncx)
        files.append(PackageFile(path: layout.containerPath(layout.ncx), contents: .data(ncx.xml())))

        let spine = book.pages.compactMap { page in
            pageIDs[page.href].map {
                SpineItem(idref: $0, linear: page.linear, properties: Self.spineProperties(of: page, in: book))
            }
        }
        let opfPath = layout.containerPath(layout.packageDocument)
        var opf = PackageDocument(
            path: opfPath, metadata: metadata, modified: Self.w3cdtf(modified),
            manifest: manifest.map { item in
                var item = item
                if !ReferenceURL(item.href).isExternal { item.href = layout.containerPath(item.href) }
                return item
            }, spine: spine)
        opf.coverImageID = coverImageID
        opf.ncxID = ncxID
        opf.rendition = book.spec.rendition
        opf.pageProgression = book.spec.effectivePageProgression
        opf.mediaDurations = durations
        opf.mediaActiveClass = book.spec.mediaActiveClass
        opf.accessibility = AccessibilityClaims.metadata(
            facts: book.accessibility, statement: book.spec.accessibility,
            hasPageList: !book.pageList.isEmpty, fixedLayout: book.spec.rendition.layout == .prePaginated,
            pageSource: book.spec.pageSource)
        let encryption =
            obfuscated.isEmpty
            ? []
            : [
                PackageFile(
                    path: EncryptionDocument.path, contents: .data(EncryptionDocument(resources: obfuscated).xml()))
            ]
        return [
            PackageFile(path: ContainerDocument.path, contents: .data(ContainerDocument(packagePath: opfPath).xml()))
        ] + encryption
            + [PackageFile(path: opfPath, contents: .data(opf.xml()))] + files
    }

    /// The itemref properties of `page` (EPUB 3.3 §8.2.2.3, §8.2.4): a layout,
    /// orientation or spread other than the book's, and the side of the spread book.yaml gives a chapter.
    static func spineProperties(of page: ContentPage, in book: ResolvedBook) -> [String] {
        var properties: [String] = []
        if let layout = book.layoutOverride(of: page) { properties.append("rendition:layout-" + layout.rawValue) }
        if let index = page.chapterIndex {
            let chapter = book.chapters[index].spec
            if let orientation = chapter.orientation, orientation != book.spec.rendition.orientation {
                properties.append("rendition:orientation-" + orientation.rawValue)
            }
            if let spread = chapter.spread, spread != book.spec.rendition.spread {
                properties.append("rendition:spread-" + spread.rawValue)
            }
        }
        // A split chapter's spread is its first page's.
        if let index = page.chapterIndex, book.chapters[index].splitIndex == 0,
            let spread = book.chapters[index].spec.pageSpread
        {
            properties.append(spread == .center ? "rendition:page-spread-center" : "page-spread-\(spread.rawValue)")
        }
        return properties
    }

    /// `CCYY-MM-DDThh:mm:ssZ`, the form EPUB 3.3 §5.5.6 requires of dcterms:modified.
    static func w3cdtf(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss'Z'"
        return formatter.string(from: date)
    }
}
