import Foundation
import XMLTree

/// The Package stage: the manifest, spine, package document, NCX and
/// container file, and the ordered list of files the Write stage zips.
struct PackageAssembler {
    let layout: PackageLayout
    /// `dcterms:modified`.
    let modified: Date

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
            case .navigation: landmarks.append(Landmark(type: "toc", title: book.spec.tableOfContents.title, href: page.href + "#toc"))
            default: break
            }
        }
        let content = book.pages.filter { $0.kind == .chapter || $0.kind == .part }
        let body = content.first { page in
            guard page.kind == .chapter, let index = page.chapterIndex else { return true }
            let terms = book.chapters[index].spec.type.split(separator: " ").map(String.init)
            return page.linear && !terms.contains(where: Self.frontMatterTypes.contains)
        }
        if let start = body ?? content.first {
            landmarks.append(Landmark(type: "bodymatter", title: "Start of Content", href: start.href))
        }
        return landmarks
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
        for href in pageHrefs {
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
        for resource in book.resources {
            let id = resource.href == book.coverImage ? "cover-image" : itemID(resource.href)
            ids.insert(id)
            if resource.href == book.coverImage { coverImageID = id }
            manifest.append(ManifestItem(id: id, href: resource.href, mediaType: resource.mediaType, properties: resource.properties))
            if resource.contents == .remote { continue }
            files.append(PackageFile(path: layout.containerPath(resource.href), contents: resource.contents,
                                     stored: MediaType.isCompressed(resource.mediaType)))
        }
        let ncxID = "ncx"
        manifest.append(ManifestItem(id: ncxID, href: layout.ncx, mediaType: MediaType.ncx))
        let metadata = book.spec.metadata
        let ncx = NCXDocument(identifier: metadata.identifier, title: metadata.title, authors: metadata.authors.map(\.name),
                              entries: book.tableOfContents, href: layout.ncx)
        files.append(PackageFile(path: layout.containerPath(layout.ncx), contents: .data(ncx.xml())))

        let spine = book.pages.compactMap { page in
            pageIDs[page.href].map { SpineItem(idref: $0, linear: page.linear, properties: Self.spineProperties(of: page, in: book)) }
        }
        let opf = PackageDocument(metadata: metadata, modified: Self.w3cdtf(modified), manifest: manifest, spine: spine,
                                  coverImageID: coverImageID, ncxID: ncxID, rendition: book.spec.rendition,
                                  pageProgression: book.spec.pageProgression)
        let opfPath = layout.containerPath(layout.packageDocument)
        return [PackageFile(path: ContainerDocument.path, contents: .data(ContainerDocument(packagePath: opfPath).xml())),
                PackageFile(path: opfPath, contents: .data(opf.xml()))] + files
    }

    /// The itemref properties of `page` (EPUB 3.3 §8.2.2.3, §8.2.4): a layout
    /// other than the book's, and the side of the spread book.yaml gives a chapter.
    static func spineProperties(of page: ContentPage, in book: ResolvedBook) -> [String] {
        var properties: [String] = []
        if let layout = book.layoutOverride(of: page) { properties.append("rendition:layout-" + layout.rawValue) }
        // A split chapter's spread is its first page's.
        if let index = page.chapterIndex, book.chapters[index].splitIndex == 0, let spread = book.chapters[index].spec.pageSpread {
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
