import EPUBModel

/// What package metadata a book may carry as written (`PublicationMetadata.otherMetadata`, book.yaml's
/// `package-metadata`): the names EPUB defines, the prefixes it reserves, and what the build writes itself.
package enum MetadataVocabularies {
    /// EPUB 3.3 §D.3.2's reserved prefixes that EPUB 3.2 (epubcheck 4.2.6) reserves too: used undeclared, and
    /// never declared (epubcheck OPF-007 warns of a re-declaration).
    package static let reserved: Set<String> = [
        "a11y", "dcterms", "marc", "media", "onix", "rendition", "schema", "xsd",
    ]

    /// Vocabularies books use in their metadata, by their customary prefix: usable without a declaration in
    /// book.yaml (the package declares them), and read so in an EPUB that forgot to declare one.
    package static let known = [
        "cc": "http://creativecommons.org/ns#", "foaf": "http://xmlns.com/foaf/spec/",
        "se": "https://standardebooks.org/vocab/1.0",
        "ibooks": "http://vocabulary.itunes.apple.com/rdf/ibooks/vocabulary-extensions-1.0/",
    ]

    /// The Dublin Core elements carried as written: those with no field of their own. (A second publisher,
    /// rights statement or description is carried too; a second date is a `dcterms:date` property, as
    /// EPUB 3.3 §5.5.3.2 allows one `dc:date`.)
    package static let dublinCoreElements: Set<String> = [
        "contributor", "coverage", "creator", "description", "format", "publisher", "relation", "rights", "source",
        "subject", "title", "type",
    ]

    /// `dc:type` values that claim conformance to a specification of their own (EPUB Dictionaries and Glossaries,
    /// EPUB Indexes, EDUPUB, Previews, …), which epubcheck then holds the book to: a rebuilt book makes no such claim.
    package static let publicationTypes: Set<String> = [
        "dictionary", "index", "distributable-object", "edupub", "preview", "teacher-edition", "teacher-guide",
        "widget", "scriptable-component",
    ]

    /// The `<link rel>` values EPUB 3.3 §D.4.1 defines without a prefix.
    package static let linkRelations: Set<String> = [
        "alternate", "record", "voicing", "xml-signature", "marc21xml-record", "mods-record", "onix-record",
        "xmp-record",
    ]

    /// Properties the build writes itself, from the book's keys and its content: never carried.
    package static let writtenByBuild: Set<String> = [
        "dcterms:modified", "rendition:layout", "rendition:orientation", "rendition:spread", "rendition:viewport",
        "media:duration", "media:active-class", "schema:accessMode", "schema:accessModeSufficient",
        "schema:accessibilityFeature", "schema:accessibilityHazard", "schema:accessibilitySummary",
        "dcterms:conformsTo", "a11y:certifiedBy", "a11y:certifierCredential", "belongs-to-collection",
    ]

    /// EPUB 2 `<meta name>`s the build writes itself or reads into fields (the cover, calibre's series).
    package static let namesWrittenByBuild: Set<String> = [
        "cover", "generator", "calibre:series", "calibre:series_index",
    ]

    /// Whether `prefix` may be used: reserved, declared in `vocabularies`, or a known one (declared for the book).
    package static func isUsable(_ prefix: String, in vocabularies: [String: String]) -> Bool {
        reserved.contains(prefix) || vocabularies[prefix] != nil || known[prefix] != nil
    }

    /// The package's `prefix` attribute for the entries' vocabularies, nil when they need none.
    package static func declaration(for entries: [MetadataEntry], vocabularies: [String: String]) -> String? {
        let pairs = MetadataEntry.prefixes(of: entries).subtracting(reserved).sorted().compactMap { prefix in
            (vocabularies[prefix] ?? known[prefix]).map { "\(prefix): \($0)" }
        }
        return pairs.isEmpty ? nil : pairs.joined(separator: " ")
    }
}
