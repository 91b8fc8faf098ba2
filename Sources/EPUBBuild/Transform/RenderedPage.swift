import Foundation
import ZipArchive

/// A page as the Transform stage leaves it: its XHTML bytes and what the
/// Package stage and the template checks need to know of it. The rendered
/// tree is serialised and released on the worker that made it, so a big
/// book never holds its source trees and its rendered trees at once.
struct RenderedPage: Sendable {
    var href: String
    /// For `build --check`: the page's elements (numbered in document order) → the source line each was written on.
    var sourceLines: [Int: Int] = [:]
    /// The XHTML, deflated for the container.
    var xhtml: DeflatedData
    /// The template file that made the page, named in messages about it.
    var template: String
    /// Manifest properties (EPUB 3.3 §5.6.2) its markup calls for.
    var properties: [String]
    /// Its ids and local references, for RenderedPageChecker.
    var links: RenderedPageChecker.PageLinks
}
