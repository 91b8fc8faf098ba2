import EPUBModel

/// A chapter document after Resolve: the document Ingest made, and what
/// Resolve decided about it — its place in the package, its ids and
/// headings, its title, the stylesheets and media overlay it links. Kept
/// apart from `ChapterDocument` so that holding one says Resolve has run:
/// Transform and Package read these, Ingest never sees them.
///
/// The place is fixed when the chapter is made (`Resolution.placeDocuments`,
/// the stage's first pass); the rest is filled in by the passes after it
/// (`BookResolver.passes`), each named at its field.
public struct ResolvedChapter: Sendable {
    /// The ingested chapter. Resolve rewrites its tree (ids, links,
    /// resources) and head styles in place; Transform takes the tree.
    public var document: ChapterDocument
    /// Where the chapter lives in the package, relative to the package
    /// document (`text/intro.xhtml`); a picture's is its image. Empty for a
    /// picture that is no image, which the stage reports as an error.
    public let href: String
    /// For a bitmap picture chapter: the XHTML page that is its fallback.
    public let fallbackHref: String?
    /// For a bitmap picture chapter: the viewport of its pixel size, which a fixed-layout page draws it at.
    public let pictureViewport: String?
    /// The hrefs in the package of the stylesheets an XHTML/HTML source links
    /// (`document.linkedStylesheets`); set by the pass "linked stylesheets".
    public var stylesheetHrefs: [String] = []
    /// The titles of those that are alternates, by href in the package: the page links them as
    /// `rel="alternate stylesheet"`, so they style no page until the reader picks one.
    public var alternateStylesheets: [String: String] = [:]
    /// The headings in document order, with their ids in the book; set by "assign ids".
    public var headings: [Heading] = []
    /// Every id as the source wrote it (or as GitHub would anchor a heading)
    /// → the id it has in the book, unique within its source file; set by
    /// "assign ids", or for an SVG picture when it is placed (its drawing's ids, kept as drawn).
    public var idMap: [String: String]
    /// The title the contents and the page show; set by "resolve chapters".
    public var title = ""
    /// The chapter's media overlay in the package, and its duration in
    /// seconds; set by "media overlays", on a chapter's first document only.
    public var mediaOverlay: (href: String, duration: Double)?

    init(
        document: ChapterDocument, href: String, fallbackHref: String? = nil, pictureViewport: String? = nil,
        idMap: [String: String] = [:]
    ) {
        self.document = document
        self.href = href
        self.fallbackHref = fallbackHref
        self.pictureViewport = pictureViewport
        self.idMap = idMap
    }
}
