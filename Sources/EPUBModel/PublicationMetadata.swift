import EPUBSupport

/// The Dublin Core metadata of a publication, as book.yaml states it and as
/// the package document carries it.
public struct PublicationMetadata: Equatable, Sendable, Codable {
    public var title: String
    /// The main title as it sorts (EPUB 3.3 §D.3.7 `file-as`): "Time Machine, The"; a Japanese title's reading.
    public var titleFileAs: String?
    public var subtitle: String?
    /// Short, collection, edition and expanded titles.
    public var otherTitles: [PublicationTitle] = []
    /// The series and sets the book belongs to.
    public var collections: [PublicationCollection] = []
    public var authors: [Contributor] = []
    public var contributors: [Contributor] = []
    /// A BCP 47 language tag: the book's main language.
    public var language: String
    /// The other languages the book is written in (a bilingual edition), each a `dc:language` after the first.
    public var otherLanguages: [String] = []
    /// `urn:isbn:…`, `urn:uuid:…` or any URI.
    public var identifier: String
    /// The book's other identifiers (an ISBN beside a UUID), each a `dc:identifier` of its own.
    public var otherIdentifiers: [String] = []
    /// The kind of each identifier, by value, where book.yaml or the package
    /// names one; otherwise the value's form tells (`identifierType(of:)`).
    public var identifierTypes: [String: IdentifierType] = [:]
    /// Publication date, W3CDTF (`2024`, `2024-05`, `2024-05-01`, or a full timestamp).
    public var date: String?
    /// The date as a pandoc book writes it when it names no day an EPUB's metadata can state (`Spring 2021`,
    /// `23 September 2023 (preview)`): shown on the title page as written, as pandoc shows it; the package has none.
    public var dateAsWritten: String?
    /// The title and subtitle as a pandoc book writes them, in Markdown, where that marks them up (`The *Collected*
    /// Works`): the title page shows their emphasis, as pandoc's does; `title` and `subtitle` are their text, which
    /// the package, the contents and the NCX hold.
    public var titleMarkdown: String?
    public var subtitleMarkdown: String?
    public var publisher: String?
    /// The publisher's name as it sorts (a Japanese publisher's reading).
    public var publisherFileAs: String?
    public var rights: String?
    public var description: String?
    /// An abstract, its paragraphs apart by a blank line: shown on the title page under its heading.
    public var abstract: String?
    public var subjects: [Subject] = []
    /// The works the book is derived from (`dc:source`: the print edition, the original).
    public var sources: [String] = []
    /// Package metadata no other field holds, carried as written (`package-metadata`).
    public var otherMetadata: [MetadataEntry] = []
    /// The vocabularies `otherMetadata` draws on by prefix (`cc` → `http://creativecommons.org/ns#`), those EPUB
    /// does not reserve (EPUB 3.3 §D.3: a prefix other than the reserved ones MUST be declared).
    public var vocabularies: [String: String] = [:]

    /// The kind of `identifier`: as named, else as its form shows.
    public func identifierType(of identifier: String) -> IdentifierType? {
        identifierTypes[identifier] ?? IdentifierType.inferred(from: identifier)
    }

    public init(title: String, language: String, identifier: String) {
        self.title = title
        self.language = language
        self.identifier = identifier
    }
}
