import EPUBSupport

/// An item of the package manifest (EPUB 3.3 §5.6.1).
public struct ManifestItem: Equatable, Sendable {
    /// Where the item's resource is: a file of the container, or, for the audio, video and fonts EPUB 3.3 §3.6
    /// lets stay outside it, a remote resource's URL. The package document writes either as its `href`.
    public enum Href: Hashable, Sendable, CustomStringConvertible {
        case path(ContainerPath)
        /// An absolute URL as written (`https://example.com/a.mp3`); the reader takes any href with a scheme,
        /// or starting `//`, for one.
        case remote(String)

        /// The path or the URL, as messages show it.
        public var description: String {
            switch self {
            case .path(let path): path.string
            case .remote(let url): url
            }
        }
    }

    public var id: String
    public var href: Href
    public var mediaType: String
    public var properties: [String] = []
    /// The id of the item reading systems use when they cannot use this one
    /// (EPUB 3.3 §5.6.1.2, the manifest fallback chain).
    public var fallback: String?
    /// The id of the SMIL media overlay that reads this content document aloud (EPUB 3.3 §9).
    public var mediaOverlay: String?

    public init(id: String, href: Href, mediaType: String, properties: [String] = []) {
        self.id = id
        self.href = href
        self.mediaType = mediaType
        self.properties = properties
    }

    /// The container path of the item's file; nil for a remote resource.
    public var path: ContainerPath? {
        guard case .path(let path) = href else { return nil }
        return path
    }
}
