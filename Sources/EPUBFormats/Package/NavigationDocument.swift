import EPUBModel
import EPUBSupport
import XMLTree

/// The EPUB 3 navigation document (EPUB 3.3 §7.4): the table of contents,
/// the landmarks and the page list. The build writes it through the nav.xsl
/// template, which a book may override (`NavigationPage`, in the pipeline);
/// `NavigationDocument+Reading` reads any book's. Hrefs are in one coordinate system with the document's own
/// href (the build's package-relative paths, or a reader's container paths).
package struct NavigationDocument: Equatable {
    /// The table of contents' heading.
    package var title: String
    package var tableOfContents: [Link]
    package var landmarks: [Link] = []
    /// Where the print edition's pages begin (EPUB 3.3 §7.4.3.2).
    package var pageList: [Link] = []

    package init(title: String, tableOfContents: [Link], landmarks: [Link] = [], pageList: [Link] = []) {
        self.title = title
        self.tableOfContents = tableOfContents
        self.landmarks = landmarks
        self.pageList = pageList
    }

    /// `target` (a path with any fragment) relative to the document at `href`.
    package static func relative(_ target: String, from href: String) -> String {
        let parts = target.split(separator: "#", maxSplits: 1).map(String.init)
        let path = ContainerPath.relativeHref(from: href, to: parts[0])
        return parts.count > 1 ? path + "#" + parts[1] : path
    }
}
