/// A heading of a chapter, as the table of contents sees it.
public struct Heading: Equatable, Sendable {
    /// 1 for h1 … 6 for h6.
    public var level: Int
    public var id: String
    public var text: String
    /// Whether it opens a section of its page: not a heading inside a quote, a list, a table or an aside, which
    /// pandoc neither numbers nor lists in the contents (a hand-made contents list of `- ## [Colophon](#colophon)`).
    public var opensSection = true

    public init(level: Int, id: String, text: String, opensSection: Bool = true) {
        self.level = level
        self.id = id
        self.text = text
        self.opensSection = opensSection
    }

    /// The elements a heading inside opens no section of the page.
    public static let sectionlessContainers: Set<String> = [
        "blockquote", "li", "dd", "dt", "td", "th", "figure", "aside", "details", "nav", "footer",
    ]
}
