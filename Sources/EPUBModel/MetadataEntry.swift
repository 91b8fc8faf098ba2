/// A package metadata entry that no field of `PublicationMetadata` holds — a license link, a Dublin Core
/// `dc:relation`, a vocabulary's property (`cc:attributionURL`, `se:long-description`), an EPUB 2 `<meta name>` —
/// carried as written, so that an EPUB unpacked and rebuilt keeps it (book.yaml's `package-metadata`).
public struct MetadataEntry: Equatable, Sendable, Codable {
    public enum Kind: Equatable, Sendable, Codable {
        /// A Dublin Core element, by its name (`relation`, `coverage`, `type`).
        case dublinCore(String)
        /// An EPUB 3 `<meta property>`, by its prefixed name (`dcterms:license`).
        case property(String)
        /// A `<link rel href>`, by its rel (`cc:license`, `record`).
        case link(String)
        /// An EPUB 2 `<meta name content>`, by its name (`calibre:timestamp`).
        case named(String)
    }

    public var kind: Kind
    /// The text, the content, or a link's address.
    public var value: String
    /// The language of the text (`xml:lang`).
    public var language: String?
    /// The scheme the value is drawn from (a property's `scheme`).
    public var scheme: String?

    public init(_ kind: Kind, _ value: String, language: String? = nil, scheme: String? = nil) {
        self.kind = kind
        self.value = value
        self.language = language
        self.scheme = scheme
    }

    /// The vocabulary prefix the entry's name uses (`cc` of `cc:license`), if any; an EPUB 2 name has none.
    public var prefix: String? {
        let name: String
        switch kind {
        case .property(let property): name = property
        case .link(let rel): name = rel
        case .dublinCore, .named: return nil
        }
        return Self.prefix(of: name)
    }

    /// The prefix of a prefixed name (`cc` of `cc:license`), nil for a name without one.
    public static func prefix(of name: String) -> String? {
        name.firstIndex(of: ":").map { String(name[..<$0]) }
    }

    /// The prefixes the entries use, in their names and schemes.
    public static func prefixes(of entries: [MetadataEntry]) -> Set<String> {
        Set(entries.compactMap(\.prefix) + entries.compactMap { $0.scheme.flatMap(prefix(of:)) })
    }
}
