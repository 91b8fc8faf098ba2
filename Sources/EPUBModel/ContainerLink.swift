import EPUBSupport

/// A `Link` as the package codecs hold it: its target a file of the container and a fragment, in the one frame
/// of container paths, whoever made it. The navigation document, the NCX and EPUB 2's guide are read into these
/// and written from them; the build's links, relative to the package document's folder until the Package stage,
/// become these there (`init(_:in:)`).
public struct ContainerLink: Equatable, Sendable {
    public var title: String
    /// The document the link leads to.
    public var path: ContainerPath
    /// The place in it (an element's id), as written; nil for the document itself.
    public var fragment: String?
    /// A landmark's structural semantics terms (`bodymatter`); nil for a link of the contents or the page list.
    public var type: String?
    /// The links below this one (the contents' nested entries).
    public var children: [ContainerLink] = []
    /// A contents entry that only heads its entries (`Link.isHeading`).
    public var isHeading = false

    public init(
        title: String, path: ContainerPath, fragment: String? = nil, type: String? = nil,
        children: [ContainerLink] = []
    ) {
        self.title = title
        self.path = path
        self.fragment = fragment
        self.type = type
        self.children = children
    }

    /// A landmark: a link to a major part of the book by its structural role (EPUB 3.3 §7.4.3.3).
    public static func landmark(type: String, title: String, path: ContainerPath, fragment: String? = nil)
        -> ContainerLink
    {
        ContainerLink(title: title, path: path, fragment: fragment, type: type)
    }

    /// The build's `link` (its href a path relative to the package document's folder, with an optional
    /// `#fragment`), with its children, in the container. An empty fragment is none, as the build writes it.
    public init(_ link: Link, in layout: PackageLayout) {
        let parts = link.href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        self.init(
            title: link.title, path: layout.containerPath(String(parts[0])),
            fragment: parts.count > 1 && !parts[1].isEmpty ? String(parts[1]) : nil, type: link.type,
            children: link.children.map { ContainerLink($0, in: layout) })
        isHeading = link.isHeading
    }

    /// The link as a `Link` whose href is the container path with any `#fragment` (`EPUB/text/a.xhtml#s1`), the
    /// form `info --json` reports.
    public var link: Link {
        Link(
            title: title, href: path.string + (fragment.map { "#" + $0 } ?? ""), type: type,
            children: children.map(\.link))
    }

    /// How many levels this link spans, itself included.
    public var depth: Int { 1 + (children.map(\.depth).max() ?? 0) }
}
