import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBFormats
@testable import EPUBModel
@testable import EPUBSupport

/// book.yaml's `package-metadata` and `prefixes`: package metadata no other key writes, checked as EPUB checks it
/// so that the package written from it is valid.
@Suite struct PackageMetadataFieldTests {
    private func load(_ keys: String) throws -> BookSpec {
        try TestBuild.load(yaml: "title: T\nlanguage: en\nchapters: [a.md]\n" + keys)
    }

    private func failure(_ keys: String) -> String {
        do {
            _ = try load(keys)
            return "no error"
        } catch { return "\(error)" }
    }

    @Test func readsEveryKindOfEntry() throws {
        let metadata = try load(
            """
            package-metadata:
              - {property: dcterms:license, value: 'https://creativecommons.org/licenses/by/4.0/'}
              - {property: ex:rating, value: '5', scheme: onix:codelist5, lang: en}
              - {dc: relation, value: 'https://example.org/related'}
              - {link: cc:license, href: 'https://creativecommons.org/licenses/by/4.0/'}
              - {name: 'calibre:timestamp', content: '2020-09-08T08:28:26+00:00'}
            prefixes: {ex: 'https://example.org/vocab#'}
            """
        ).metadata
        #expect(
            metadata.otherMetadata == [
                MetadataEntry(.property("dcterms:license"), "https://creativecommons.org/licenses/by/4.0/"),
                MetadataEntry(.property("ex:rating"), "5", language: "en", scheme: "onix:codelist5"),
                MetadataEntry(.dublinCore("relation"), "https://example.org/related"),
                MetadataEntry(.link("cc:license"), "https://creativecommons.org/licenses/by/4.0/"),
                MetadataEntry(.named("calibre:timestamp"), "2020-09-08T08:28:26+00:00"),
            ])
        #expect(metadata.vocabularies == ["ex": "https://example.org/vocab#"])
        #expect(
            MetadataVocabularies.declaration(for: metadata.otherMetadata, vocabularies: metadata.vocabularies)
                == "cc: http://creativecommons.org/ns# ex: https://example.org/vocab#",
            "a reserved prefix is never declared; a known one is, without the book naming it")
    }

    /// Each entry EPUB would refuse, or the build writes itself, is an error at its value (line 5: the book's keys
    /// take four) with the way out.
    @Test(arguments: [
        ("- {property: ex:rating, value: '5'}", "5:16", "give it in 'prefixes'"),
        ("- {property: rating, value: '5'}", "5:16", "needs a vocabulary prefix"),
        ("- {property: dcterms:modified, value: '2024-01-01T00:00:00Z'}", "5:16", "the build writes"),
        ("- {dc: identifier, value: x}", "5:10", "keys of their own"),
        ("- {dc: type, value: dictionary}", "5:23", "specification of its own"),
        ("- {link: cc:license, href: license.html}", "5:30", "must be a web address"),
        ("- {name: cover, content: cover-image}", "5:12", "the build writes 'cover'"),
        ("- {property: dcterms:license}", "5:5", "needs its 'value'"),
        ("- {property: dcterms:license, href: x}", "5:5", "needs its 'value'"),
        ("- {property: dcterms:license, value: x, content: y}", "5:52", "does not go with 'property'"),
        ("- {dc: type, link: cc:license, value: x}", "5:5", "one of 'property', 'dc', 'link' or 'name'"),
    ])
    func refusesWhatEPUBRefuses(entry: String, position: String, message: String) {
        let error = failure("package-metadata:\n  " + entry + "\n")
        #expect(error.contains("book.yaml:\(position): error:"), "\(error)")
        #expect(error.contains(message), "\(error)")
    }

    @Test func aReservedPrefixOrDublinCoresElementsAreNotDeclared() {
        let reserved = failure("prefixes: {dcterms: 'http://purl.org/dc/terms/'}\n")
        #expect(reserved.contains("is a prefix EPUB reserves"), "\(reserved)")
        let elements = failure("prefixes: {dc: 'http://purl.org/dc/elements/1.1/'}\n")
        #expect(elements.contains("write the property as dcterms:"), "\(elements)")
    }
}
