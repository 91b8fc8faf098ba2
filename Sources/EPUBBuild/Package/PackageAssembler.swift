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

    func assemble(_ book: ResolvedBook, rendered: [String: XMLTree]) -> [PackageFile] {
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
            guard let tree = rendered[href] else { continue }
            let id = href == layout.navigation ? "nav" : itemID(href)
            ids.insert(id)
            pageIDs[href] = id
            var properties = href == layout.navigation ? ["nav"] : []
            properties += contentProperties(of: tree).filter { !properties.contains($0) }
            manifest.append(ManifestItem(id: id, href: href, mediaType: MediaType.xhtml, properties: properties))
            files.append(PackageFile(path: layout.containerPath(href), contents: .data(tree.serialized())))
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

        let spine = book.pages.compactMap { page in pageIDs[page.href].map { SpineItem(idref: $0, linear: page.linear) } }
        let opf = PackageDocument(metadata: metadata, modified: Self.w3cdtf(modified), manifest: manifest, spine: spine,
                                  coverImageID: coverImageID, ncxID: ncxID)
        let opfPath = layout.containerPath(layout.packageDocument)
        return [PackageFile(path: ContainerDocument.path, contents: .data(ContainerDocument(packagePath: opfPath).xml())),
                PackageFile(path: opfPath, contents: .data(opf.xml()))] + files
    }

    /// Manifest properties (EPUB 3.3 §5.6.2) a content document needs, read
    /// from its final markup so templates are covered too.
    private func contentProperties(of tree: XMLTree) -> [String] {
        let namespaces = ["h": XMLTree.xhtmlNamespace, "svg": XMLTree.svgNamespace, "m": XMLTree.mathMLNamespace]
        var properties: [String] = []
        if !tree.select("//m:math", namespaces: namespaces).isEmpty { properties.append("mathml") }
        // EPUB 3.3 §5.6.2: scripted is a script element or an event handler
        // attribute (`onclick`); a form alone is not (epubcheck OPF-014, OPF-015).
        let scripted = "//*[local-name()='script'] | //@*[starts-with(name(), 'on')]"
        if !tree.select(scripted, namespaces: namespaces).isEmpty { properties.append("scripted") }
        if !tree.select("//svg:svg", namespaces: namespaces).isEmpty { properties.append("svg") }
        let remote = "//h:audio[starts-with(@src,'http')] | //h:video[starts-with(@src,'http')] | //h:source[starts-with(@src,'http')]"
            + " | //h:track[starts-with(@src,'http')]"
        let styles = tree.select("//h:style | //svg:style | //@style", namespaces: namespaces).map(\.textContent)
        if !tree.select(remote, namespaces: namespaces).isEmpty || styles.contains(where: Self.hasRemoteURL) {
            properties.append("remote-resources")
        }
        return properties
    }

    /// Whether CSS text has a `url()` of a remote resource (a font kept remote under `remote: keep`).
    static func hasRemoteURL(_ css: String) -> Bool {
        var rest = css[...]
        while let open = rest.range(of: "url(", options: .caseInsensitive) {
            rest = rest[open.upperBound...]
            let target = rest.drop { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "'" }.prefix(8).lowercased()
            if target.hasPrefix("http:") || target.hasPrefix("https:") || target.hasPrefix("//") { return true }
        }
        return false
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
