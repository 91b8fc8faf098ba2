/// A title beside the main title and subtitle: a `dc:title` with its
/// `title-type` refinement (EPUB 3.3 §D.3).
public struct PublicationTitle: Equatable, Hashable, Sendable, Codable {
    public enum Kind: String, CaseIterable, Sendable, Codable {
        /// A shortened title for lists and the spine of a reading system's shelf.
        case short
        /// The title of the collection the book is part of.
        case collection
        /// The edition (`Second edition`).
        case edition
        /// The title and subtitle in one, as catalogues show it.
        case expanded
    }

    public var text: String
    public var kind: Kind

    public init(_ text: String, kind: Kind) {
        self.text = text
        self.kind = kind
    }
}
