/// A link to a place in the publication, with a label: the one type for the table of contents, the landmarks
/// and the page list (EPUB 3.3 §7.4.3) as the build makes them. `href` is a path relative to the package
/// document's folder (`text/ch1.xhtml#s2`), as the stages before Package hold every href; the Package stage
/// makes each a `ContainerLink`, the form the navigation document, the NCX and the reader hold. `info --json`
/// reports links as these, their hrefs from the container root (`ContainerLink.link`).
public struct Link: Equatable, Sendable, Codable {
    public var title: String
    public var href: String
    /// A landmark's structural semantics terms, as `epub:type` writes them (`bodymatter`, `frontmatter toc`);
    /// nil for a link of the contents or the page list.
    public var type: String?
    /// The links below this one (the contents' nested entries).
    public var children: [Link] = []
    /// A contents entry that only heads its entries, shown as a heading without a link (the navigation document's
    /// `<span>`, EPUB 3.3 §7.4.2); `href` is where the first of them leads, for the NCX, whose entries all lead.
    public var isHeading = false

    /// `isHeading` is the build's, not a link's: `info --json` writes the contents as schema/cli-output.schema.json
    /// has them.
    private enum CodingKeys: String, CodingKey { case title, href, type, children }

    public init(title: String, href: String, type: String? = nil, children: [Link] = []) {
        self.title = title
        self.href = href
        self.type = type
        self.children = children
    }

    /// A landmark: a link to a major part of the book by its structural role (EPUB 3.3 §7.4.3.3).
    public static func landmark(type: String, title: String, href: String) -> Link {
        Link(title: title, href: href, type: type)
    }

    /// How many levels this link spans, itself included.
    public var depth: Int { 1 + (children.map(\.depth).max() ?? 0) }
}
