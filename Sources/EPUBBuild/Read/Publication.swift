/// An EPUB as `unpack` and `info` read it: the same metadata, manifest,
/// spine and navigation model the build writes. Every href is a path from
/// the container root, percent-decoded (`OPS/text/ch1.xhtml#s2`).
public struct Publication: Sendable {
    /// The package document's `version` (`2.0`, `3.0`).
    public var version: String
    public var packagePath: String
    public var metadata: PublicationMetadata
    /// Every `dc:identifier`, the unique identifier first.
    public var identifiers: [String] = []
    /// `dcterms:modified` (EPUB 3).
    public var modified: String?
    /// `rendition:layout`: `reflowable` or `pre-paginated`.
    public var layout: String
    /// The spine's `page-progression-direction`: `ltr`, `rtl` or nil (default).
    public var pageProgressionDirection: String?
    /// `rendition:orientation` and `rendition:spread`, when the package sets them.
    public var orientation: String?
    public var spread: String?
    public var manifest: [ManifestItem]
    public var spine: [SpineItem]
    public var tableOfContents: [TOCEntry]
    public var landmarks: [Landmark]
    public var pageList: [TOCEntry]
    /// Where the table of contents came from: `nav`, `ncx` or `spine`.
    public var navigationSource: String
    public var coverImage: String?
    /// Container path → the obfuscation algorithm URI of fonts listed in META-INF/encryption.xml.
    public var obfuscatedResources: [String: String] = [:]
    /// Manifest items missing from the archive (a damaged book).
    public var missingResources: [String] = []

    /// One warning per missing manifest item, for the reports of unpack and info.
    public func missingWarnings(archive: String) -> [Diagnostic] {
        missingResources.map {
            Diagnostic(.warning, .missingItem, at: SourceLocation(path: Paths.display(archive) + ":" + packagePath), stage: .open,
                       "manifest item '\($0)' is missing from the archive; skipped")
        }
    }

    public init(version: String, packagePath: String, metadata: PublicationMetadata, modified: String?, layout: String,
                pageProgressionDirection: String?, manifest: [ManifestItem], spine: [SpineItem], tableOfContents: [TOCEntry],
                landmarks: [Landmark], pageList: [TOCEntry], navigationSource: String, coverImage: String?) {
        self.version = version
        self.packagePath = packagePath
        self.metadata = metadata
        self.modified = modified
        self.layout = layout
        self.pageProgressionDirection = pageProgressionDirection
        self.manifest = manifest
        self.spine = spine
        self.tableOfContents = tableOfContents
        self.landmarks = landmarks
        self.pageList = pageList
        self.navigationSource = navigationSource
        self.coverImage = coverImage
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
    public var distinctReadingOrder: (entries: [(item: ManifestItem, linear: Bool)], repeated: [(href: String, count: Int)]) {
        var counts: [String: Int] = [:]
        var entries: [(item: ManifestItem, linear: Bool)] = []
        for entry in readingOrder {
            counts[entry.item.href, default: 0] += 1
            if counts[entry.item.href] == 1 { entries.append(entry) }
        }
        let repeated = entries.compactMap { entry in counts[entry.item.href].flatMap { $0 > 1 ? (entry.item.href, $0) : nil } }
        return (entries, repeated)
    }
}
