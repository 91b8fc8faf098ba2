/// A heading of a chapter, as the table of contents sees it.
public struct Heading: Equatable, Sendable {
    /// 1 for h1 … 6 for h6.
    public var level: Int
    public var id: String
    public var text: String

    public init(level: Int, id: String, text: String) {
        self.level = level
        self.id = id
        self.text = text
    }
}
