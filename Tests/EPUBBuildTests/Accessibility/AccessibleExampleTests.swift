import Foundation
import Testing
import XMLTree

@testable import EPUBBuild
@testable import EPUBFormats
@testable import EPUBModel
@testable import EPUBSupport

/// Examples/accessible-atlas: a page list from page-break markers and full
/// accessibility metadata, each claim backed by the content.
@Suite struct AccessibleExampleTests {
    @Test func pageBreakMarkersMakeThePageListEverywhere() throws {
        let (epub, file) = try TestBuild.buildWithoutWarnings(TestBuild.example("accessible-atlas"))
        // `<!-- page 1 -->` in Markdown becomes a marker with an id, and an entry of the navigation document's page
        // list.
        #expect(try file.values("//h:nav[@epub:type='page-list']//h:a", in: "EPUB/nav.xhtml") == ["1", "2", "3", "4"])
        #expect(
            try file.values("//h:nav[@epub:type='page-list']//h:a/@href", in: "EPUB/nav.xhtml")
                == [
                    "text/moon.xhtml#page-1", "text/moon.xhtml#page-2", "text/tables.xhtml#page-3",
                    "text/tables.xhtml#page-4",
                ])
        #expect(
            try file.values("//h:span[@role='doc-pagebreak']/@aria-label", in: "EPUB/text/moon.xhtml") == ["1", "2"])
        #expect(try file.values("//ncx:pageTarget/ncx:navLabel/ncx:text", in: "EPUB/toc.ncx") == ["1", "2", "3", "4"])
        let package = PackageDocument(tree: try file.package(), path: ContainerPath(try file.packagePath()))
        let access = package.accessibility
        #expect(
            access.features == [
                "tableOfContents", "readingOrder", "structuralNavigation", "alternativeText", "pageNavigation",
                "printPageNumbers", "MathML", "describedMath", "displayTransformability",
            ])
        #expect(
            access.accessModes == ["textual", "visual"]
                && access.accessModesSufficient == ["textual", "textual,visual"])
        #expect(access.pageBreakSource == "urn:isbn:9780306406157")
        #expect(
            access.conformsTo == "EPUB Accessibility 1.1 - WCAG 2.1 Level AA"
                && access.certifiedBy == "Harbour Light Press")
        #expect(
            access.summary
                == "This publication has a table of contents, a list of the print edition's pages and a logical reading order. Its headings nest without skipping levels. Its images have text alternatives. Its mathematics is in MathML, with text descriptions. Its text can be resized and restyled. It has no known hazards."
        )
        // Publisher metadata: identifiers with their kinds, title types, the series, subjects with codes.
        let opf = try file.packagePath()
        #expect(try file.values("//opf:meta[@property='identifier-type']", in: opf) == ["15", "06", "catalogue"])
        #expect(
            try file.values("//dc:title", in: opf) == [
                "A Small Atlas of Tides", "An accessible sample with a page list", "Atlas of Tides", "Second edition",
            ])
        #expect(
            package.metadata.collections == [
                PublicationCollection(name: "Harbour Light Field Guides", kind: .series, position: "3")
            ])
        #expect(package.metadata.subjects.compactMap(\.code) == ["SCI052000", "RBKC"])
        // `info` reports the claims and what the content holds behind them.
        let info = try CommandRunner.epubbuild(["info", epub])
        #expect(
            info.stdout.contains(
                "    found:       2 images (0 without a text alternative, 1 decorative), 6 headings (0 skipping a level), 1 tables (0 without headers)"
            ), "\(info.stdout)")
        // The project unpack writes keeps the statements, and the page list as markers in the chapters.
        let rebuilt = try RoundTrip.expectRoundTrip(epub)
        let again = PackageDocument(
            tree: try EPUBFile(rebuilt).package(), path: ContainerPath(try EPUBFile(rebuilt).packagePath()))
        #expect(again.accessibility == access)
        #expect(again.metadata == package.metadata)
    }

    @Test func aRightToLeftLanguageTurnsItsPagesRightToLeftUnlessTold() throws {
        func progression(_ extra: String) throws -> (String?, [String]) {
            let folder = TestPaths.temporaryDirectory()
            try "# شمس\n\nمرحبا بكم في هذا الكتاب الجميل عن الطيور\n".write(
                toFile: folder + "/a.md", atomically: true, encoding: .utf8)
            try "title: كتاب\nlanguage: ar\n\(extra)chapters: [a.md]\n".write(
                toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
            let (epub, _) = try TestBuild.build(folder + "/book.yaml")
            let file = try EPUBFile(epub)
            let spine = try file.values("//opf:spine/@page-progression-direction", in: try file.packagePath())
            return (spine.first, try file.values("/h:html/@dir", in: "EPUB/text/a.xhtml"))
        }
        #expect(try progression("") == ("rtl", ["rtl"]))
        #expect(try progression("page-progression: ltr\n") == ("ltr", ["rtl"]))
        #expect(try progression("page-progression: default\n") == (nil, ["rtl"]))
        // Told its text runs left to right, the book turns its pages that way too (nothing had been said).
        #expect(try progression("direction: ltr\n") == ("ltr", ["ltr"]))
    }
}
