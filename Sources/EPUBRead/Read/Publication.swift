import EPUBFormats
import EPUBModel
import EPUBSupport

/// An EPUB as `unpack` and `info` read it: its package document — the same
/// model the build writes — with the navigation and encryption read beside
/// it, in the package codecs' types: every path a `ContainerPath` (`OPS/text/ch1.xhtml`),
/// every link a `ContainerLink` (a path and a fragment).
public struct Publication: Sendable {
    /// Where the table of contents came from.
    public enum NavigationSource: String, Sendable {
        /// The EPUB 3 navigation document.
        case nav
        /// The EPUB 2 NCX.
        case ncx
        /// Neither: one entry per spine document, titled by its `<title>`.
        case spine
    }

    public var package: PackageDocument
    public var tableOfContents: [ContainerLink] = []
    public var landmarks: [ContainerLink] = []
    /// The heading of the navigation document's contents ("Sommaire", "目次"), when it has one.
    public var tableOfContentsTitle: String?
    public var pageList: [ContainerLink] = []
    public var navigationSource = NavigationSource.spine
    /// Container path → the obfuscation algorithm URI of fonts listed in META-INF/encryption.xml.
    public var obfuscatedResources: [ContainerPath: String] = [:]
    /// Resources encrypted with an algorithm nothing here undoes (DRM), by path: withheld, as if missing.
    public var encryptedResources: [ContainerPath: String] = [:]
    /// Manifest items missing from the archive (a damaged book).
    public var missingResources: [ContainerPath] = []
    /// Manifest items the archive stores under another letter case, read from there (`EPUBContainer.aliasByCase`).
    public var resourcesByOtherCase: [(listed: ContainerPath, stored: String)] = []
    /// What reading the package document and the navigation found wrong and mended, or could not read
    /// (`EPUBReader.packageDocument`, `EPUBReader.navigationTree`).
    public var navigationWarnings: [Diagnostic] = []
    /// Spine documents the manifest typed as HTML (`MediaType.htmlFlavours`), by path, with the type written: read
    /// as XHTML documents (repaired as HTML when they are not well-formed), as reading systems show them.
    public var htmlSpineDocuments: [ContainerPath: String] = [:]

    public init(package: PackageDocument) {
        self.package = package
    }

    public var packagePath: ContainerPath { package.path }
    /// The package's `version` (`2.0`, `3.0`).
    public var version: String { package.version }
    public var metadata: PublicationMetadata {
        get { package.metadata }
        set { package.metadata = newValue }
    }
    /// Every `dc:identifier`, the unique identifier first.
    public var identifiers: [String] { [metadata.identifier] + metadata.otherIdentifiers }
    /// `dcterms:modified` (EPUB 3).
    public var modified: String? { package.modified }
    public var rendition: Rendition { package.rendition }
    public var pageProgression: PageProgression? { package.pageProgression }
    public var manifest: [ManifestItem] { package.manifest }
    public var spine: [SpineItem] { package.spine }
    public var coverImage: ContainerPath? { package.coverImage }

    /// One warning per manifest item missing from the archive, per id two
    /// items share (OPF 3.3 §5.6.2: ids are unique; the first is used), and
    /// per spine entry that names no item: what the reports of unpack and
    /// info say is left out, rather than leave it out without a word.
    public func missingWarnings(archive: String) -> [Diagnostic] {
        let location = SourceLocation(path: Paths.display(archive) + ":" + packagePath.string)
        var warnings = missingResources.map {
            Diagnostic(
                .warning, .missingItem, at: location, stage: .open,
                "manifest item '\($0)' is missing from the archive; skipped")
        }
        warnings += encryptedResources.keys.sorted { $0.string < $1.string }.map { path in
            Diagnostic(
                .warning, .missingItem, at: location, stage: .open,
                "manifest item '\(path)' is encrypted (\(encryptedResources[path]!), a DRM scheme): it cannot be read "
                    + "without the key, and is left out — unpack a copy without DRM to keep it")
        }
        warnings += resourcesByOtherCase.map {
            Diagnostic(
                .warning, .missingItem, at: location, stage: .open,
                "manifest item '\($0.listed)' is stored as '\($0.stored)' (the letter case differs, which only storage "
                    + "that ignores case forgives); read from there")
        }
        var firstOfID: [String: ManifestItem.Href] = [:]
        for item in manifest {
            guard let first = firstOfID[item.id] else { firstOfID[item.id] = item.href; continue }
            warnings.append(
                Diagnostic(
                    .warning, .malformedPackage, at: location, stage: .open,
                    "manifest items '\(first)' and '\(item.href)' share the id '\(item.id)'; the spine's reference to it is '\(first)'"
                ))
        }
        for reference in spine where firstOfID[reference.idref] == nil {
            warnings.append(
                Diagnostic(
                    .warning, .missingItem, at: location, stage: .open,
                    "spine entry '\(reference.idref)' names no manifest item; skipped"))
        }
        return warnings + navigationWarnings
    }

    /// The manifest items of the spine, in reading order.
    public var readingOrder: [(item: ManifestItem, linear: Bool)] {
        // By id, once: a crafted spine may hold thousands of itemrefs.
        let items = Dictionary(manifest.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return spine.compactMap { ref in items[ref.idref].map { ($0, ref.linear) } }
    }

    /// The reading order with each document once, at its first place, and the documents
    /// the spine lists more than once with how often. OPF 3.3 §5.7.2 forbids a repeat, and
    /// what is written from the spine (a page, a book.yaml) must not copy a document again:
    /// a small EPUB repeating one page thousands of times made a page of hundreds of megabytes.
    /// A repeated remote item (a spine entry no reader opens) is not listed.
    public var distinctReadingOrder:
        (entries: [(item: ManifestItem, linear: Bool)], repeated: [(path: ContainerPath, count: Int)])
    {
        var counts: [ManifestItem.Href: Int] = [:]
        var entries: [(item: ManifestItem, linear: Bool)] = []
        for entry in readingOrder {
            counts[entry.item.href, default: 0] += 1
            if counts[entry.item.href] == 1 { entries.append(entry) }
        }
        let repeated = entries.compactMap { entry in
            entry.item.path.flatMap { path in counts[entry.item.href].flatMap { $0 > 1 ? (path, $0) : nil } }
        }
        return (entries, repeated)
    }
}
