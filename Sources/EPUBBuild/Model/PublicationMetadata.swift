/// The Dublin Core metadata of a publication, as book.yaml states it and as
/// the package document carries it.
public struct PublicationMetadata: Equatable, Sendable, Codable {
    public var title: String
    public var subtitle: String?
    public var authors: [Contributor] = []
    public var contributors: [Contributor] = []
    /// A BCP 47 language tag.
    public var language: String
    /// `urn:isbn:…`, `urn:uuid:…` or any URI.
    public var identifier: String
    /// The book's other identifiers (an ISBN beside a UUID), each a `dc:identifier` of its own.
    public var otherIdentifiers: [String] = []
    /// Publication date, W3CDTF (`2024`, `2024-05`, `2024-05-01`, or a full timestamp).
    public var date: String?
    public var publisher: String?
    public var rights: String?
    public var description: String?
    public var subjects: [String] = []

    public init(title: String, language: String, identifier: String) {
        self.title = title
        self.language = language
        self.identifier = identifier
    }
}
