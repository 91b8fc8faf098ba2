import EPUBModel
import EPUBSupport
import XMLTree

/// The EPUB 3 navigation document (EPUB 3.3 §7.4): the table of contents,
/// the landmarks and the page list. The build writes it through the nav.xsl
/// template, which a book may override (`NavigationPage`, in the pipeline);
/// `NavigationDocument+Reading` reads any book's. Every link is to a container
/// path; `path` is where the document itself lives, and the hrefs it writes are relative to it.
package struct NavigationDocument: Equatable {
    package var path: ContainerPath
    /// The table of contents' heading.
    package var title: String
    package var tableOfContents: [ContainerLink]
    package var landmarks: [ContainerLink] = []
    /// Where the print edition's pages begin (EPUB 3.3 §7.4.3.2).
    package var pageList: [ContainerLink] = []

    package init(
        path: ContainerPath, title: String, tableOfContents: [ContainerLink], landmarks: [ContainerLink] = [],
        pageList: [ContainerLink] = []
    ) {
        self.path = path
        self.title = title
        self.tableOfContents = tableOfContents
        self.landmarks = landmarks
        self.pageList = pageList
    }

    /// The href this document writes for `link`: relative to it, percent-encoded, with the link's fragment.
    package func href(of link: ContainerLink) -> String {
        path.reference(to: link.path, fragment: link.fragment).string
    }
}
