import EPUBFormats
import EPUBModel
import EPUBSupport
import XMLTree

/// The navigation document as the build writes it: through the nav.xsl template, which a book may override,
/// from the `<page kind="navigation">` input the README documents.
extension NavigationDocument {
    /// The document as `stylesheet` (nav.xsl) makes it from the
    /// `<page kind="navigation">` input the README documents. `href` and
    /// `stylesheets` are the page's as every template page has them, relative
    /// to the package document's folder; the links' hrefs are relative to `path`.
    /// `prefix` is the `epub:prefix` its landmarks' prefixed types need (`EPUBTypePrefixes`); `words` the
    /// landmarks' and the page list's headings, in the book's language.
    func write(
        href: String, metadata: PublicationMetadata, direction: TextDirection? = nil, writingMode: WritingMode? = nil,
        prefix: String? = nil, stylesheets: [String], viewport: String?, words: GeneratedWords,
        using stylesheet: XSLTStylesheet
    ) throws(BuildError) -> XMLTree {
        let page = TemplatePage(
            kind: .navigation, href: href, metadata: metadata, direction: direction, writingMode: writingMode,
            stylesheets: stylesheets)
        page.add("title", text: title)
        if let prefix { page.add("prefix", text: prefix) }
        if let viewport { page.add("viewport", text: viewport) }
        let root = page.tree.root!
        let toc = root.appendElement("toc")
        toc.setAttribute("title", title)
        func add(_ entry: ContainerLink, to parent: XMLNode) {
            let element = parent.appendElement("entry")
            element.setAttribute("title", entry.title)
            element.setAttribute("href", self.href(of: entry))
            if entry.isHeading && !entry.children.isEmpty { element.setAttribute("heading", "true") }
            for child in entry.children { add(child, to: element) }
        }
        for entry in tableOfContents { add(entry, to: toc) }
        let marks = root.appendElement("landmarks")
        marks.setAttribute("title", words.landmarks)
        for landmark in landmarks {
            let entry = marks.appendElement("entry")
            entry.setAttribute("type", landmark.type ?? "")
            entry.setAttribute("title", landmark.title)
            entry.setAttribute("href", self.href(of: landmark))
        }
        if !pageList.isEmpty {
            let pages = root.appendElement("page-list")
            pages.setAttribute("title", words.pages)
            for target in pageList {
                let entry = pages.appendElement("entry")
                entry.setAttribute("title", target.title)
                entry.setAttribute("href", self.href(of: target))
            }
        }
        return try TemplateSet.render(stylesheet, page: page.tree)
    }
}
