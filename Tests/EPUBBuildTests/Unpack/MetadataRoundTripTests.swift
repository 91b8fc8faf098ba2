import EPUBBuild
import Foundation
import Testing
import XMLTree

/// Package metadata no field of the model holds comes back from an unpacked EPUB: license links, Dublin Core's
/// relation, coverage and type, every role of a person credited as several, a vocabulary's properties (a `dc:`-prefixed
/// one as the `dcterms:` term it is, since
/// EPUB gives Dublin Core's elements no prefix), EPUB 2's `<meta name>`, a second publisher, the dates of
/// other events. They had been dropped without a word (31 of the corpus's 63 EPUBs lost a `cc:license` link).
@Suite struct MetadataRoundTripTests {
    private func metadata(_ rebuilt: String) throws -> (XMLTree, [String]) {
        let opf = try EPUBFile(rebuilt).package()
        let entries = opf.select("/opf:package/opf:metadata/*", namespaces: EPUBFile.namespaces).map { element in
            let name = element.attribute("property") ?? element.attribute("name") ?? element.attribute("rel") ?? ""
            let value = element.attribute("content") ?? element.attribute("href") ?? element.textContent
            let language = element.attribute("lang", namespace: "http://www.w3.org/XML/1998/namespace")
            return "\(element.name) \(name) \(value)" + (language.map { " @\($0)" } ?? "")
        }
        return (opf, entries)
    }

    @Test func anEPUB3KeepsItsOtherMetadata() throws {
        let rebuilt = try RoundTrip.expectRoundTrip(try FixturePacker.pack("package-metadata"))
        let (opf, entries) = try metadata(rebuilt)
        for kept in [
            "title  A Second Title of No Type", "publisher  First Press", "publisher  Second Press",
            "relation  https://example.org/books/related", "coverage  New York, 1700–1850 @en", "type  Text",
            "meta dcterms:license https://creativecommons.org/licenses/by-sa/4.0/",
            "meta se:long-description <p>A <i>long</i> description.</p>",
            "meta cc:attributionURL https://example.org/source",
            "meta calibre:timestamp 2020-09-08T08:28:26+00:00",
            "meta dcterms:source https://example.org/print-edition",
            "link cc:license https://creativecommons.org/licenses/by-sa/4.0/",
            "meta dcterms:conformsTo http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa",
        ] {
            #expect(entries.contains(kept), "\(kept) in \(entries)")
        }
        // Left out, each would make the package invalid: a prefix that names no vocabulary, a link into the
        // container the project does not keep, a refinement of an element the build renames.
        #expect(!entries.contains { $0.contains("undeclared:") || $0.contains("record") || $0.contains("refined") })
        // A person credited as several keeps every role (the second and third had been dropped).
        #expect(
            opf.select("//opf:meta[@refines='#creator-1'][@property='role']", namespaces: EPUBFile.namespaces)
                .map(\.textContent) == ["aut", "ill", "cov"])
        #expect(
            opf.select("/opf:package/@prefix", namespaces: EPUBFile.namespaces).map(\.textContent) == [
                "cc: http://creativecommons.org/ns# se: https://standardebooks.org/vocab/1.0"
            ])
    }

    /// An EPUB 2's dates of other events are `dcterms:date`s (EPUB 3 takes one `dc:date`, the publication's); an ISBN
    /// with a wrong check digit stays a `dc:identifier` as written, not typed an ISBN (it had been lost, then a
    /// `dcterms:identifier`); a `dc:type` that
    /// would hold the book to the EPUB Dictionaries specification is left out, where it had made it invalid.
    @Test func anEPUB2KeepsItsDatesAndItsIdentifiers() throws {
        let rebuilt = try RoundTrip.expectRoundTrip(try FixturePacker.pack("package-metadata-epub2"))
        let (_, entries) = try metadata(rebuilt)
        for kept in [
            "date  2020-01-15", "meta dcterms:date 2019-05-01", "meta dcterms:date 2021-12-31T23:59:59Z",
            "identifier  9781234567890", "rights  All rights reserved",
            "rights  Cover art licensed separately", "meta Sigil version 0.9.5",
        ] {
            #expect(entries.contains(kept), "\(kept) in \(entries)")
        }
        #expect(!entries.contains { $0.hasPrefix("type ") })
    }
}
