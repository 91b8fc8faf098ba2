import EPUBFormats
import EPUBModel

/// A book after Resolve: every page has its place in the package and every
/// resource it needs is registered.
public struct ResolvedBook: Sendable {
    public var spec: BookSpec
    /// Each chapter document (a split chapter's several), in the order Ingest made them, with its place in the package.
    public var chapters: [ResolvedChapter]
    /// The reading order: cover, title page, then parts and chapters as book.yaml lists them.
    public var pages: [ContentPage]
    /// The table of contents, hrefs relative to the package document.
    public var tableOfContents: [Link]
    /// The page list (EPUB 3.3 §7.4.3.2), in reading order; hrefs relative to the package document.
    public var pageList: [Link] = []
    /// What the content holds that the accessibility metadata speaks of.
    public var accessibility = AccessibilityFacts()
    /// The landmarks book.yaml gives chapters, resolved to hrefs.
    public var landmarks: [Link] = []
    public var resources: [PackageResource]
    /// Stylesheet hrefs every page links, in cascade order.
    public var stylesheets: [String]
    public var coverImage: String?
    /// Every file the book was made from: book.yaml, chapters, stylesheets, images, fonts.
    public var inputFiles: [String] = []
}
