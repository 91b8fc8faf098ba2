/// mdbook-toc's settings (its README, "Configuration"): the marker a page's list of its headings replaces (its
/// lines, as written in book.toml), and the deepest heading level the list holds.
public struct PageContentsSettings: Equatable, Sendable {
    public var marker = "<!-- toc -->"
    public var maxLevel = 4

    public init() {}
}
