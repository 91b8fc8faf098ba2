/// A series or set the book belongs to: `belongs-to-collection` with its
/// `collection-type` and `group-position` refinements (EPUB 3.3 §D.3).
public struct PublicationCollection: Equatable, Hashable, Sendable, Codable {
    public enum Kind: String, CaseIterable, Sendable, Codable {
        /// Books published one after another (volume 2 of a trilogy).
        case series
        /// Books sold or read together, in no order.
        case set
    }

    public var name: String
    public var kind: Kind?
    /// The book's place in it (`2`, `2.5`).
    public var position: String?

    public init(name: String, kind: Kind? = nil, position: String? = nil) {
        self.name = name
        self.kind = kind
        self.position = position
    }

    /// Whether `value` is a position book.yaml takes: a number such as 2 or 2.5.
    package static func isPosition(_ value: String) -> Bool {
        value.wholeMatch(of: /[0-9]+(\.[0-9]+)?/) != nil
    }
}
