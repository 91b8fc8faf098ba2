import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBFormats
@testable import EPUBModel
@testable import EPUBSupport

/// book.yaml's publisher metadata: identifiers with their kinds, title types,
/// series, subjects with codes, sources and names in other scripts.
@Suite struct PublicationMetadataFieldsTests {
    private func load(_ yaml: String) throws -> BookSpec { try TestBuild.load(yaml: yaml) }

    @Test func readsEveryForm() throws {
        let metadata = try load(
            """
            title:
              main: The Tides
              subtitle: How the Sea Moves
              short: Tides
              edition: Second edition
            authors:
              - name: 夏目漱石
                alternate-script: {en: Natsume Soseki, ja-Latn: Natsume Sōseki}
            language: ja
            identifier:
              - urn:uuid:9a1f0a52-5b0c-4d6e-8b59-4a5ad1f7f0e1
              - isbn: 0-306-40615-2
              - doi: 10.1000/182
              - catalogue: HLP-0042
              - doi:10.5555/12345678
            series: [The Sea Books, {name: Harbour Set, type: set}, {name: Tide Tables, position: 2.5}]
            subjects:
              - Oceanography
              - {name: "SCIENCE / Earth Sciences / Oceanography", authority: bisac, code: SCI052000}
              - {name: Oceanography, authority: Thema, code: RBKC}
              - {name: Tides, authority: "https://id.loc.gov/authorities/subjects", code: sh85135425}
            source: [urn:isbn:9780306406157, The print edition]
            chapters: [a.md]
            """
        ).metadata
        #expect(metadata.title == "The Tides" && metadata.subtitle == "How the Sea Moves")
        #expect(
            metadata.otherTitles == [
                PublicationTitle("Tides", kind: .short), PublicationTitle("Second edition", kind: .edition),
            ])
        #expect(
            metadata.authors[0].alternateScripts == [
                .init(name: "Natsume Soseki", language: "en"), .init(name: "Natsume Sōseki", language: "ja-Latn"),
            ])
        // An ISBN-10 becomes its ISBN-13; a DOI stays as written; a kind the value's form already says is not stored.
        #expect(
            metadata.otherIdentifiers == ["urn:isbn:9780306406157", "10.1000/182", "HLP-0042", "doi:10.5555/12345678"])
        #expect(metadata.identifierTypes == ["10.1000/182": .doi, "HLP-0042": .custom("catalogue")])
        #expect(metadata.identifierType(of: "doi:10.5555/12345678") == .doi)
        #expect(metadata.identifierType(of: metadata.identifier) == .uuid)
        #expect(
            metadata.collections == [
                PublicationCollection(name: "The Sea Books", kind: .series),
                PublicationCollection(name: "Harbour Set", kind: .set),
                PublicationCollection(name: "Tide Tables", kind: .series, position: "2.5"),
            ])
        #expect(
            metadata.subjects == [
                "Oceanography",
                Subject("SCIENCE / Earth Sciences / Oceanography", authority: "BISAC", code: "SCI052000"),
                Subject("Oceanography", authority: "THEMA", code: "RBKC"),
                Subject("Tides", authority: "https://id.loc.gov/authorities/subjects", code: "sh85135425"),
            ])
        #expect(metadata.sources == ["urn:isbn:9780306406157", "The print edition"])
    }

    @Test(arguments: [
        ("title: {subtitle: S}\nchapters: [a.md]\n", "1:8: error: [Load] a 'title' mapping needs its 'main' title"),
        (
            "title: {main: T, subtitle: S}\nsubtitle: Again\nchapters: [a.md]\n",
            "2:11: error: [Load] the subtitle is already given in 'title'"
        ),
        (
            "title: {main: T, tagline: S}\nchapters: [a.md]\n",
            "1:18: error: [Load] unknown key 'tagline' in 'title' — known keys: main, subtitle, file-as, short, collection, edition, expanded"
        ),
        (
            "title: T\nidentifier: [{isbn: 978-0-306-40615-8}]\nchapters: [a.md]\n",
            "2:21: error: [Load] ISBN '978-0-306-40615-8' has check digit 8, but its other digits give 7"
        ),
        (
            "title: T\nidentifier: [{doi: 10.10/x}]\nchapters: [a.md]\n",
            "2:20: error: [Load] DOI '10.10/x' is not 10.<registrant>/<suffix>, such as 10.1000/182"
        ),
        (
            "title: T\nidentifier: [{uuid: 1234}]\nchapters: [a.md]\n",
            "2:21: error: [Load] identifier '1234' is marked as a UUID but is not one (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx)"
        ),
        (
            "title: T\nidentifier: [{isbn: 1, doi: 2}]\nchapters: [a.md]\n",
            "2:14: error: [Load] an identifier is a value, or one 'kind: value' pair such as 'isbn: 978-0-306-40615-7' or 'doi: 10.1000/182'"
        ),
        (
            "title: T\nseries: {name: S, position: second}\nchapters: [a.md]\n",
            "2:29: error: [Load] a series position is a number such as 2 or 2.5, not 'second'"
        ),
        (
            "title: T\nseries: {name: S, type: trilogy}\nchapters: [a.md]\n",
            "2:25: error: [Load] 'type' must be series or set, not 'trilogy'"
        ),
        (
            "title: T\nsubjects: [{name: Tides, authority: BISAC, code: SCI52}]\nchapters: [a.md]\n",
            "2:50: error: [Load] BISAC code 'SCI52' is not three capital letters and six digits, such as SCI052000"
        ),
        (
            "title: T\nsubjects: [{name: Tides, authority: BISAC}]\nchapters: [a.md]\n",
            "2:12: error: [Load] a subject's 'authority' needs the 'code' it gives the subject (EPUB 3.3 §5.5.3.4)"
        ),
        (
            "title: T\nsubjects: [{name: Tides, code: RBKC}]\nchapters: [a.md]\n",
            "2:12: error: [Load] a subject's 'code' needs the 'authority' it is drawn from, such as BISAC or THEMA (EPUB 3.3 §5.5.3.4)"
        ),
        (
            "title: T\nauthors: [{name: A, alternate-script: {en_GB: B}}]\nchapters: [a.md]\n",
            "2:40: error: [Load] 'en_GB' in 'alternate-script' is not a BCP 47 language tag such as ja, en or sr-Latn"
        ),
    ])
    func rejectsBadValuesWithTheirPosition(yaml: String, expected: String) throws {
        #expect {
            _ = try load(yaml)
        } throws: { error in
            guard let error = error as? BuildError else { return false }
            let matches = error.description.hasSuffix("book.yaml:" + expected)
            if !matches { Issue.record("got \(error.description)") }
            return matches
        }
    }
}
