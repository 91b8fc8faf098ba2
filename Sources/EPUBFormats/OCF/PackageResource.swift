import Foundation
import ZipArchive

/// A file of the publication other than a chapter: an image, a stylesheet, a
/// font, audio or video. `href` is relative to the package document.
public struct PackageResource: Equatable, Sendable {
    public enum Contents: Equatable, Sendable {
        /// Copied from this file when the container is written.
        case file(String)
        /// Bytes produced by the build (a rewritten stylesheet).
        case data(Data)
        /// Bytes produced and deflated by the build (a page, compressed on the thread that rendered it).
        case deflated(DeflatedData)
        /// Not in the container: `href` is a URL (remote audio or video under `remote: keep`).
        case remote
    }

    public var href: String
    public var mediaType: String
    public var contents: Contents
    /// Manifest properties (`cover-image`).
    public var properties: [String] = []
    /// The href of the resource the manifest item names as its `fallback`
    /// (a WebP image's PNG, EPUB 3.3 §5.6.1.2).
    public var fallback: String?

    public init(href: String, mediaType: String, contents: Contents) {
        self.href = href
        self.mediaType = mediaType
        self.contents = contents
    }
}
