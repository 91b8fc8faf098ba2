/// An item of the package manifest (EPUB 3.3 §5.6.1).
public struct ManifestItem: Equatable, Sendable {
    public var id: String
    /// Relative to the package document.
    public var href: String
    public var mediaType: String
    public var properties: [String] = []
    /// The id of the item reading systems use when they cannot use this one
    /// (EPUB 3.3 §5.6.1.2, the manifest fallback chain).
    public var fallback: String?
    /// The id of the SMIL media overlay that reads this content document aloud (EPUB 3.3 §9).
    public var mediaOverlay: String?

    public init(id: String, href: String, mediaType: String, properties: [String] = []) {
        self.id = id
        self.href = href
        self.mediaType = mediaType
        self.properties = properties
    }
}
