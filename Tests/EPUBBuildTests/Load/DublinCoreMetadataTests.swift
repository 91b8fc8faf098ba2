import EPUBSupport
import Foundation
import Testing
import Yams

@testable import EPUBFormats

/// pandoc's `--epub-metadata` file read into pandoc's metadata keys.
@Suite struct DublinCoreMetadataTests {
    private func read(_ xml: String) throws -> DublinCoreMetadata {
        try DublinCoreMetadata(Data(xml.utf8), path: "metadata.xml")
    }

    @Test func pandocsManualExample() throws {
        let metadata = try read(
            """
            <?xml version="1.0"?>
            <dc:rights>Creative Commons</dc:rights>
            <dc:language>es-AR</dc:language>
            <dc:creator opf:role="aut" opf:file-as="Doe, Jane">Jane Doe</dc:creator>
            <dc:contributor opf:role="edt">Ed Itor</dc:contributor>
            <dc:contributor>Helper</dc:contributor>
            <dc:identifier opf:scheme="ISBN">9780306406157</dc:identifier>
            <dc:date opf:event="modification">2020-01-01</dc:date>
            <dc:date opf:event="publication">2019-05-06T10:00:00Z</dc:date>
            <dc:subject>Oceans</dc:subject>
            <dc:subject>Ships</dc:subject>
            <dc:coverage>Atlantic</dc:coverage>
            """)
        #expect(metadata.entries.map(\.key) == ["rights", "lang", "identifier", "date", "subject", "creator"])
        #expect(metadata.entries.map(\.line) == [2, 3, 7, 9, 10, 4])
        let values = Dictionary(uniqueKeysWithValues: metadata.entries.map { ($0.key, $0.value) })
        #expect(values["date"]?.string == "2019-05-06", "the publication date, as a day")
        #expect(values["subject"]?.sequence?.compactMap(\.string) == ["Oceans", "Ships"])
        #expect(values["identifier"]?.sequence?.first?.mapping?["scheme"]?.string == "ISBN")
        let people = try #require(values["creator"]?.sequence)
        #expect(people.map { $0.mapping?["text"]?.string } == ["Jane Doe", "Ed Itor", "Helper"])
        #expect(people.map { $0.mapping?["role"]?.string } == ["aut", "edt", "ctb"])
        #expect(people.first?.mapping?["file-as"]?.string == "Doe, Jane")
        #expect(metadata.ignored.map(\.name) == ["dc:coverage"])
        #expect(metadata.ignored.map(\.line) == [12])
    }

    @Test func elementsInAMetadataElementAreReadToo() throws {
        let metadata = try read(
            """
            <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>T</dc:title></metadata>
            """)
        #expect(metadata.entries.map(\.key) == ["title"])
        #expect(metadata.ignored.isEmpty)
    }

    /// EPUB 3's refinements name a person's role and sort name (`<meta refines="#c2" property="role">pro</meta>`),
    /// as EPUB 2's `opf:role` does: they had been six warnings and the roles lost (`ctb`). An element inside one (a
    /// description's `<i>`) is its text, not an element of its own to warn of.
    @Test func refinementsGiveRolesAndSortNames() throws {
        let metadata = try read(
            """
            <dc:creator id="c1">Ann</dc:creator>
            <meta refines="#c1" property="role" scheme="marc:relators">aut</meta>
            <dc:contributor id="c2">Pete</dc:contributor>
            <meta refines="#c2" property="role" scheme="marc:relators">pro</meta>
            <meta refines="#c2" property="file-as">Producer, Pete</meta>
            <dc:description>A book about <i>building</i>.</dc:description>
            """)
        #expect(metadata.ignored.isEmpty, "\(metadata.ignored)")
        let people = metadata.entries.first { $0.key == "creator" }?.value.sequence.map(Array.init) ?? []
        #expect(people.map { $0.mapping?["role"]?.string } == ["aut", "pro"])
        #expect(people.last?.mapping?["file-as"]?.string == "Producer, Pete")
    }

    /// A date as written stays whole ("November 2014" had been cut to "November 2"); a date and time is its day.
    @Test(arguments: [
        ("November 2014", "November 2014"), ("May 5, 2020", "May 5, 2020"), ("2014-11-03T08:00:00Z", "2014-11-03"),
        ("2014-11-03", "2014-11-03"),
    ])
    func aDateAsWrittenStaysWhole(written: String, read: String) throws {
        let metadata = try self.read("<dc:date>\(written)</dc:date>")
        #expect(metadata.entries.first?.value.string == read)
    }

    @Test func malformedXMLIsAnErrorAtItsLine() {
        #expect {
            try read("<dc:title>T</dc:title>\n<dc:creator>Ann</dc:title>\n")
        } throws: { error in
            (error as? BuildError)?.diagnostics.first?.location.line == 2
        }
    }
}
