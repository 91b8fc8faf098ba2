import EPUBFormats
import EPUBModel
import EPUBSupport
import Foundation
import XMLTree

/// Opens an EPUB 2 or 3 into a `Publication`: META-INF/container.xml (first
/// rootfile), the package document, then the navigation document, else the
/// NCX, else a table of contents made from the spine.
public struct EPUBReader {
    public let archive: EPUBContainer

    /// Opens the `.epub` file, or the folder holding an unpacked one, at `path`.
    public init(path: String, limits: ArchiveLimits = ArchiveLimits()) throws(BuildError) {
        archive = try EPUBContainer(path: path, limits: limits)
    }

    public init(container: EPUBContainer) {
        archive = container
    }

    /// An XML document of the archive, parsed without network access or external entities.
    public func xml(_ path: ContainerPath) throws(BuildError) -> XMLTree {
        let data = try archive.data(path)
        do { return try XMLTree.parse(xml: data, url: path.string) } catch {
            throw BuildError(
                DiagnosticCode.parseFailure(error.kind, malformed: .malformedPackage),
                at: SourceLocation(
                    path: Paths.display(archive.path) + ":" + path.string, line: error.line, column: error.column),
                stage: .open, "not well-formed XML: \(error.message)")
        }
    }

    public func read() throws(BuildError) -> Publication {
        let packagePath = try packagePath()
        var packageWarnings: [Diagnostic] = []
        let packageTree = try packageDocument(packagePath, warnings: &packageWarnings)
        try requirePackage(packageTree, at: packagePath)
        PackageDocument.unwrapLegacyMetadata(in: packageTree)
        var publication = Publication(package: PackageDocument(tree: packageTree, path: packagePath))
        publication.navigationWarnings = packageWarnings
        // A damaged book still opens: what the manifest names but the zip lacks is listed, and skipped later.
        for path in publication.manifest.compactMap(\.path) where !archive.contains(path) {
            if let stored = archive.aliasByCase(path) { publication.resourcesByOtherCase.append((path, stored)) }
        }
        publication.obfuscatedResources = obfuscatedResources()
        withholdEncrypted(in: &publication)
        publication.missingResources = publication.manifest.compactMap(\.path).filter {
            !archive.contains($0) && publication.encryptedResources[$0] == nil
        }
        readHTMLSpineDocumentsAsXHTML(in: &publication)
        readNavigation(into: &publication)
        // An EPUB 2 book's guide gives the landmarks its navigation document would (cover, contents, where the text
        // starts).
        if publication.landmarks.isEmpty {
            publication.landmarks = publication.package.guide.compactMap { reference in
                Self.guideTerms[(reference.type ?? "").lowercased()].map {
                    ContainerLink.landmark(
                        type: $0, title: reference.title, path: reference.path, fragment: reference.fragment)
                }
            }
        }
        findUnnamedCover(of: &publication)
        return publication
    }

    /// A resource encrypted with what no one can undo without its key (DRM: `aes128-cbc`), other than a font, which
    /// is kept as stored with its own warning: its bytes are no text or picture, so every reader of the book takes
    /// it as missing (`EPUBContainer.withhold`), and `Publication.encryptedResources` says why. A chapter so
    /// encrypted had been read as HTML, its ciphertext made page content, and the rebuild stopped.
    private func withholdEncrypted(in publication: inout Publication) {
        for item in publication.manifest {
            guard let path = item.path, let algorithm = publication.obfuscatedResources[path],
                FontObfuscation.key(for: algorithm, identifiers: publication.identifiers) == nil,
                !MediaType.isFont(item.mediaType),
                !["ttf", "otf", "woff", "woff2"].contains(Paths.fileExtension(path.string).lowercased())
            else { continue }
            publication.encryptedResources[path] = algorithm
            archive.withhold(path)
        }
    }

    /// A spine document typed as HTML with no fallback that is a content document is read as one: dropping it
    /// loses a chapter every reading system shows (EPUB 3.3 §3.5.1 wants a fallback; old books have none).
    private func readHTMLSpineDocumentsAsXHTML(in publication: inout Publication) {
        let spineIDs = Set(publication.spine.map(\.idref))
        let ids = Set(publication.manifest.map(\.id))
        for (index, item) in publication.manifest.enumerated()
        where spineIDs.contains(item.id) && MediaType.htmlFlavours.contains(item.mediaType) {
            // A fallback that exists is the book's own way out, and unpack follows it.
            if let fallback = item.fallback, ids.contains(fallback) { continue }
            guard let path = item.path else { continue }
            publication.htmlSpineDocuments[path] = item.mediaType
            publication.package.manifest[index].mediaType = MediaType.xhtml
        }
    }

    /// The package document's path, as META-INF/container.xml's first rootfile
    /// names it; an error when the archive holds no container.xml, or no such package document.
    private func packagePath() throws(BuildError) -> ContainerPath {
        let shown = Paths.display(archive.path)
        guard archive.contains(ContainerDocument.path) else {
            throw BuildError(
                .missingContainer, at: SourceLocation(path: shown), stage: .open,
                "no META-INF/container.xml: this is not an EPUB (OCF 3.3 §3.5.1)")
        }
        guard let packagePath = ContainerDocument(tree: try xml(ContainerDocument.path))?.packagePath else {
            throw BuildError(
                .malformedPackage, at: SourceLocation(path: shown + ":META-INF/container.xml"), stage: .open,
                "container.xml names no rootfile")
        }
        guard archive.contains(packagePath) else {
            throw BuildError(
                .missingPackage, at: SourceLocation(path: shown), stage: .open,
                "the package document '\(packagePath)' named by container.xml is missing")
        }
        return packagePath
    }

    /// The contents, landmarks and page list: from the navigation document,
    /// else the NCX, else a contents made from the spine (each document's title).
    private func readNavigation(into publication: inout Publication) {
        if let nav = publication.manifest.first(where: { $0.properties.contains("nav") })?.path, archive.contains(nav),
            let tree = navigationTree(nav, warnings: &publication.navigationWarnings)
        {
            let navigation = NavigationDocument(tree: tree, path: nav)
            // An empty contents nav is no contents: the NCX, or else the spine, gives one.
            if !navigation.tableOfContents.isEmpty {
                publication.tableOfContents = navigation.tableOfContents
                publication.navigationSource = .nav
            }
            publication.landmarks = navigation.landmarks
            publication.tableOfContentsTitle = navigation.title.isEmpty ? nil : navigation.title
            publication.pageList = navigation.pageList
        }
        // The NCX gives the contents a navigation document does not, and its page list when the navigation document
        // has none (Project Gutenberg's EPUB 3 keeps its page list in the NCX alone).
        let ncxID = publication.package.ncxID
        if publication.navigationSource == .spine || publication.pageList.isEmpty,
            let ncx = publication.manifest.first(where: { $0.id == ncxID || $0.mediaType == MediaType.ncx })?.path,
            archive.contains(ncx), let tree = navigationTree(ncx, warnings: &publication.navigationWarnings)
        {
            let document = NCXDocument(tree: tree, path: ncx)
            if publication.navigationSource == .spine {
                publication.tableOfContents = document.entries
                publication.navigationSource = .ncx
            }
            if publication.pageList.isEmpty { publication.pageList = document.pageList }
        }
        // Adobe's page map, the page list of EPUB 2 books made for Adobe Digital Editions, when nothing else has one.
        if publication.pageList.isEmpty, let id = publication.package.pageMapID,
            let map = publication.manifest.first(where: { $0.id == id })?.path, archive.contains(map),
            let tree = navigationTree(map, warnings: &publication.navigationWarnings)
        {
            publication.pageList = NCXDocument.pageMap(tree, path: map)
        }
        if publication.navigationSource == .spine {
            publication.tableOfContents = publication.readingOrder.compactMap(\.item.path).filter(archive.contains).map
            {
                path in
                let title = (try? xml(path))?.select("//h:title", namespaces: ReadNamespaces.all).first?.textContent
                return ContainerLink(
                    title: title.flatMap { $0.isEmpty ? nil : $0 } ?? Paths.stem(path.string), path: path)
            }
        }
    }

    /// The package document at `path`. One that is not well-formed for a bare `&` (`<dc:title>Tom & Jerry</dc:title>`,
    /// as hand-edited books have) is read with it as text, with a warning; it had been refused.
    private func packageDocument(_ path: ContainerPath, warnings: inout [Diagnostic]) throws(BuildError) -> XMLTree {
        do { return try xml(path) } catch {
            guard let (tree, warning) = readingBareAmpersands(path, failure: error.diagnostics[0]) else { throw error }
            warnings.append(warning)
            return tree
        }
    }

    /// The document at `path`, which `failure` refused, read with each bare `&` as text, and the warning that says
    /// so; nil when that does not mend it.
    private func readingBareAmpersands(_ path: ContainerPath, failure: Diagnostic) -> (XMLTree, Diagnostic)? {
        guard let data = try? archive.data(path), let escaped = Self.bareAmpersandsEscaped(data),
            let tree = try? XMLTree.parse(xml: escaped, url: path.string)
        else { return nil }
        return (
            tree,
            Diagnostic(
                .warning, .malformedPackage, at: failure.location, stage: .open,
                "\(failure.message): a bare '&' is read as text, as reading systems read it")
        )
    }

    /// The navigation document or NCX at `path`. One that is not well-formed for a bare `&` in a title ("Questions &
    /// Answers", as hand-edited books have) is read with it as text, as the readers that show it read it; one still
    /// not well-formed gives no contents. Either is a warning: such a file had been passed over without a word, the
    /// contents made from the spine, its titles and nesting lost.
    private func navigationTree(_ path: ContainerPath, warnings: inout [Diagnostic]) -> XMLTree? {
        let failure: Diagnostic
        do { return try xml(path) } catch { failure = error.diagnostics[0] }
        if let (tree, warning) = readingBareAmpersands(path, failure: failure) {
            warnings.append(warning)
            return tree
        }
        warnings.append(
            Diagnostic(
                .warning, .malformedPackage, at: failure.location, stage: .open,
                "\(failure.message); its contents cannot be read, so the spine's documents give the contents"))
        return nil
    }

    /// `data` with each `&` that starts no reference (`&amp;`, `&#38;`, `&nbsp;`) written `&amp;`; nil when none.
    static func bareAmpersandsEscaped(_ data: Data) -> Data? {
        let bytes = [UInt8](data)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        var changed = false
        for (index, byte) in bytes.enumerated() {
            output.append(byte)
            guard byte == UInt8(ascii: "&") else { continue }
            var end = index + 1
            if end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
            while end < bytes.count, end - index < 40,
                (bytes[end] >= 0x30 && bytes[end] <= 0x39) || (bytes[end] | 0x20 >= 0x61 && bytes[end] | 0x20 <= 0x7A)
            {
                end += 1
            }
            if end > index + 1, end < bytes.count, bytes[end] == UInt8(ascii: ";") { continue }
            output += Array("amp;".utf8)
            changed = true
        }
        return changed ? Data(output) : nil
    }

    /// A cover the package does not name: one named only by the guide, or by
    /// nothing but a first page called cover: the one picture that page shows.
    private func findUnnamedCover(of publication: inout Publication) {
        if publication.package.coverImageID == nil,
            let page = publication.package.guide.first(where: { $0.type?.lowercased() == "cover" })
        {
            publication.package.coverImageID = coverImageID(shownBy: page.path, in: publication.manifest)
        }
        if publication.package.coverImageID == nil, let first = publication.readingOrder.first?.item,
            let path = first.path, (first.id + " " + path.string).lowercased().contains("cover")
        {
            publication.package.coverImageID = coverImageID(shownBy: path, in: publication.manifest)
        }
    }

    /// Refuses a rootfile that is not a package document: EPUB 3.3 §5.4 and
    /// OPF 2.0.1 §2 give it a `package` root in the OPF namespace holding
    /// `metadata`, `manifest` and `spine`. Anything else opened would read as
    /// a book with no title, no language and no chapters.
    private func requirePackage(_ tree: XMLTree, at path: ContainerPath) throws(BuildError) {
        let shown = SourceLocation(path: Paths.display(archive.path) + ":" + path.string, line: 1, column: 1)
        guard let root = tree.root, root.name == "package", root.namespaceURI == PackageDocument.opfNamespace else {
            let found =
                tree.root.map { root in
                    "<\(root.name)>" + (root.namespaceURI.map { " in the namespace \($0)" } ?? " in no namespace")
                } ?? "nothing"
            throw BuildError(
                .malformedPackage, at: shown, stage: .open,
                "not an EPUB package document: its root is \(found), where EPUB needs <package> in the namespace \(PackageDocument.opfNamespace)"
            )
        }
        let missing = ["metadata", "manifest", "spine"].filter { name in
            !root.elementChildren.contains { $0.name == name }
        }
        guard missing.isEmpty else {
            throw BuildError(
                .malformedPackage, at: shown, stage: .open,
                "not an EPUB package document: it has no \(missing.map { "<\($0)>" }.joined(separator: ", ")), which every package document holds (EPUB 3.3 §5.4)"
            )
        }
    }

    /// EPUB 2 guide types (OPF 2.0.1 §2.6) as EPUB 3's structural semantics terms.
    private static let guideTerms: [String: String] = [
        "cover": "cover", "title-page": "titlepage", "toc": "toc", "text": "bodymatter", "start": "bodymatter",
        "index": "index", "glossary": "glossary", "acknowledgements": "acknowledgments", "bibliography": "bibliography",
        "colophon": "colophon", "copyright-page": "copyright-page", "dedication": "dedication", "epigraph": "epigraph",
        "foreword": "foreword", "loi": "loi", "lot": "lot", "notes": "endnotes", "preface": "preface",
    ]

    /// The manifest id of the image a cover page shows, when it shows exactly one (as an `<img>` or in an SVG wrapper).
    private func coverImageID(shownBy page: ContainerPath, in manifest: [ManifestItem]) -> String? {
        guard archive.contains(page), let tree = try? xml(page) else { return nil }
        let sources = tree.select(
            "//h:img/@src | //svg:image/@xlink:href | //svg:image/@href",
            namespaces: ReadNamespaces.all.merging(["svg": XMLTree.svgNamespace, "xlink": XMLTree.xlinkNamespace]) {
                a, _ in a
            })
        guard sources.count == 1, let source = sources.first?.textContent else { return nil }
        let image = RelativeReference(source).resolved(against: page)
        return manifest.first { $0.path == image && $0.mediaType.hasPrefix("image/") }?.id
    }

    /// What the content documents of the reading order hold that accessibility
    /// metadata speaks of: the facts behind the book's claims (`info`).
    public func accessibilityFacts(of publication: Publication) -> AccessibilityFacts {
        var facts = AccessibilityFacts()
        for entry in publication.readingOrder where archive.contains(entry.item.href) {
            if MediaType.isImage(entry.item.mediaType) {
                facts.images += 1
                continue
            }
            guard entry.item.mediaType == MediaType.xhtml, let path = entry.item.path, let tree = try? xml(path) else {
                continue
            }
            facts.add(AccessibilityAudit(tree: tree, language: publication.metadata.language).facts)
        }
        return facts
    }

    /// META-INF/encryption.xml's entries (OCF 3.3 §4.2.6.3.1).
    private func obfuscatedResources() -> [ContainerPath: String] {
        guard archive.contains(EncryptionDocument.path), let tree = try? xml(EncryptionDocument.path) else {
            return [:]
        }
        return EncryptionDocument(tree: tree).resources
    }
}
