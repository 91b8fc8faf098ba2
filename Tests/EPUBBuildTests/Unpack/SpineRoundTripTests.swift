import EPUBBuild
import Foundation
import Testing
import XMLTree

/// Spine items that are no plain reflowable XHTML page come back whole: an
/// SVG page read aloud, pages whose itemref sets a layout against the book's,
/// and foreign items whose fallback chain leads nowhere.
@Suite struct SpineRoundTripTests {
    /// `epub` unpacked into a new project folder, and what the command said.
    private func unpacked(_ epub: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> (
        project: String, result: CommandResult
    ) {
        let project = TestPaths.temporaryDirectory() + "/project"
        let unpack = try CommandRunner.epubbuild(["unpack", epub, "-o", project])
        #expect(unpack.status == 0, "\(unpack.stderr)", sourceLocation: sourceLocation)
        return (project, unpack)
    }

    private static let smil = ["s": "http://www.w3.org/ns/SMIL", "epub": XMLTree.opsNamespace]

    /// A media overlay may read an SVG content document: its `<text>`
    /// elements name the drawing's ids, which the rebuilt overlay keeps, and
    /// its `<seq>` keeps a textref (required, EPUB 3.3 §9.2.2.5) with a
    /// fragment (epubcheck 4.2.6's MED_014).
    @Test func anSVGPageReadAloudKeepsItsOverlay() throws {
        let epub = try FixturePacker.pack("svg-overlay")
        let rebuilt = try RoundTrip.expectRoundTrip(epub)
        let file = try EPUBFile(rebuilt)
        let opf = try file.package()
        let overlay = opf.select(
            "//opf:item[@media-type='image/svg+xml']/@media-overlay", namespaces: EPUBFile.namespaces
        ).map(\.textContent)
        #expect(overlay.count == 1, "the SVG page names its overlay")
        let href = try #require(
            opf.select("//opf:item[@id='\(overlay.first ?? "")']/@href", namespaces: EPUBFile.namespaces).first?
                .textContent)
        let document = try file.xml(EPUBFile.resolve(href, against: try file.packagePath()))
        #expect(
            document.select("//s:text/@src", namespaces: Self.smil).map(\.textContent) == [
                "page.svg#g1", "page.svg#g2",
            ])
        #expect(
            document.select("//s:seq/@epub:textref", namespaces: Self.smil).map(\.textContent) == ["page.svg#g1"],
            "the sequence names the element its first text reads")
    }

    /// Pages made of their own sections, as Standard Ebooks writes every page, come back as they were: no second
    /// section around the chapter's, and the endnotes page is not called a chapter; the page's own `<html class style>`
    /// stays, the hook of its CSS (a Japanese book's `html.vrtl`); and the book's own start landmark, of several terms
    /// (`bodymatter z3998:fiction`), is the only one, where a second had been an error (epubcheck RSC-005). The
    /// title's and the publisher's `file-as` (a Japanese name's reading) and the full title Standard Ebooks types
    /// `extended` are kept: they had been dropped without a word.
    @Test func pagesOfTheirOwnSectionsKeepThemAndTheirLandmarks() throws {
        let rebuilt = try RoundTrip.expectRoundTrip(try FixturePacker.pack("own-sections-and-landmarks"))
        let file = try EPUBFile(rebuilt)
        let opf = try file.package()
        func meta(_ property: String, of element: String) -> [String] {
            let id = opf.select("//dc:\(element)/@id", namespaces: EPUBFile.namespaces).first?.textContent ?? "?"
            return opf.select("//opf:meta[@refines='#\(id)'][@property='\(property)']", namespaces: EPUBFile.namespaces)
                .map(\.textContent)
        }
        #expect(meta("file-as", of: "title") == ["Own Sections, The"])
        #expect(meta("file-as", of: "publisher") == ["ハクスイシャ"])
        #expect(
            opf.select("//dc:title", namespaces: EPUBFile.namespaces).map(\.textContent) == [
                "The Own Sections", "The Own Sections: A Novel",
            ])
        let chapter = "EPUB/text/chapter-1.xhtml"
        #expect(try file.values("/h:html/h:body/*/@epub:type", in: chapter) == ["chapter"])
        #expect(try file.values("//h:section/@id", in: chapter) == ["chapter-1"])
        #expect(try file.values("/h:html/h:body/*/@epub:type", in: "EPUB/text/endnotes.xhtml") == ["endnotes"])
        #expect(try file.values("/h:html/@class", in: chapter) == ["wide"])
        #expect(try file.values("/h:html/@style", in: chapter) == ["font-size: 110%"])
        #expect(
            try file.values("//h:nav[@epub:type='landmarks']//h:a/@epub:type", in: "EPUB/nav.xhtml") == [
                "bodymatter z3998:fiction", "backmatter endnotes",
            ])
    }

    /// An EPUB 3 whose page list is in its NCX alone (Project Gutenberg's ebookmaker writes it so) keeps it: the
    /// navigation document's missing one had left the rebuilt book with none, without a word. A font no stylesheet
    /// names (pandoc's `--epub-embed-font` alone) is kept too: book.yaml lists it (`fonts:`).
    @Test func aPageListInTheNCXAloneAndAFontNothingNamesAreKept() throws {
        let rebuilt = try RoundTrip.expectRoundTrip(try FixturePacker.pack("page-list-in-ncx"))
        let file = try EPUBFile(rebuilt)
        #expect(file.entryNames.contains { $0.hasSuffix("/Unused.woff2") }, "\(file.entryNames)")
        #expect(try file.values("//h:nav[@epub:type='page-list']//h:a", in: "EPUB/nav.xhtml") == ["1", "2"])
        #expect(
            try file.values("//h:nav[@epub:type='page-list']//h:a/@href", in: "EPUB/nav.xhtml") == [
                "text/ch1.xhtml#Page_1", "text/ch1.xhtml#Page_2",
            ])
    }

    /// An SVG page the contents do not list takes its own `<title>` for its title, its text alternative: a Japanese
    /// book's `<title>挿絵</title>` page had been warned of as a picture with no title.
    @Test func anSVGPageIsTitledByItsOwnTitle() throws {
        let epub = try FixturePacker.pack("svg-page-titled")
        let (project, _) = try unpacked(epub)
        let yaml = try String(contentsOfFile: project + "/book.yaml", encoding: .utf8)
        #expect(yaml.contains("- file: page.svg\n    title: 挿絵\n"), "\(yaml)")
        let build = try CommandRunner.epubbuild(["build", project + "/book.yaml", "-o", project + "/re.epub"])
        #expect(build.status == 0 && !build.stderr.contains("has no title"), "\(build.stderr)")
    }

    /// A reflowable book's fixed-layout pages (`rendition:layout-pre-paginated`
    /// on their itemref, EPUB 3.3 §8.2.2.3) keep the override, and each gets the
    /// viewport §8.2.2.2 requires: its own meta, or the EPUB 3.0.1 package's
    /// `rendition:viewport` for a page that has none.
    @Test func fixedLayoutPagesOfAReflowableBookKeepTheirLayoutAndSize() throws {
        let epub = try FixturePacker.pack("spine-overrides")
        let (project, _) = try unpacked(epub)
        let yaml = try String(contentsOfFile: project + "/book.yaml", encoding: .utf8)
        #expect(yaml.contains("viewport: 600x800\n"), "\(yaml)")
        let rebuilt = try RoundTrip.expectRoundTrip(epub)
        let file = try EPUBFile(rebuilt)
        let properties = try file.package().select("//opf:itemref", namespaces: EPUBFile.namespaces).map {
            $0.attribute("properties") ?? ""
        }
        // The map's own orientation and spread (§8.2.2.3 overrides) survive too.
        #expect(yaml.contains("orientation: landscape") && yaml.contains("spread: none"), "\(yaml)")
        #expect(
            properties == [
                "", "rendition:layout-pre-paginated",
                "rendition:layout-pre-paginated rendition:orientation-landscape rendition:spread-none",
            ])
        let viewports = try file.spinePaths().map { path in
            try file.xml(path).select("//h:meta[@name='viewport']/@content", namespaces: EPUBFile.namespaces).map(
                \.textContent)
        }
        #expect(viewports == [[], ["width=600, height=800"], ["width=600, height=800"]])
    }

    /// The converse: a fixed-layout book's reflowable page keeps its itemref's
    /// `rendition:layout-reflowable` and no viewport.
    @Test func aReflowablePageOfAFixedLayoutBookStaysReflowable() throws {
        let rebuilt = try RoundTrip.expectRoundTrip(try FixturePacker.pack("fixed-with-reflowable"))
        let file = try EPUBFile(rebuilt)
        let properties = try file.package().select("//opf:itemref", namespaces: EPUBFile.namespaces).map {
            $0.attribute("properties") ?? ""
        }
        #expect(properties == ["", "rendition:layout-reflowable", ""])
        let viewports = try file.spinePaths().map { path in
            try file.xml(path).select("//h:meta[@name='viewport']", namespaces: EPUBFile.namespaces).count
        }
        #expect(viewports == [1, 0, 1])
    }

    /// A foreign spine item (EPUB 3.3 §3.5.1) whose fallback names no item,
    /// loops, or ends at another foreign type: unpack keeps its file in the
    /// project and leaves it out of the chapters, with one warning naming
    /// each; one whose chain reaches an XHTML page becomes that page.
    @Test func foreignSpineItemsWithBrokenFallbacksAreLeftOutOnce() throws {
        let epub = try FixturePacker.pack("foreign-spine")
        let (project, unpack) = try unpacked(epub)
        let kept =
            ", so no content document or picture takes its place; its file is kept in the project, left out of book.yaml's chapters"
        for (file, reason) in [
            (
                "EPUB/score.foo",
                "spine item of type application/x-foo: its fallback 'nowhere' is no item of the manifest"
            ),
            ("EPUB/loop.bar", "spine item of type application/x-bar: its fallbacks loop back to 'EPUB/loop.bar'"),
            (
                "EPUB/end.qux",
                "spine item of type application/x-qux: its fallbacks end at 'EPUB/end.quux', of type application/x-quux"
            ),
        ] {
            let line = "foreign-spine.epub:\(file): warning: [Extract] \(reason)\(kept)"
            #expect(
                unpack.stderr.components(separatedBy: "\(file):").count == 2 && unpack.stderr.contains(line),
                "\(unpack.stderr)")
            #expect(FileManager.default.fileExists(atPath: project + "/" + (file as NSString).lastPathComponent))
        }
        #expect(
            unpack.stderr.contains(
                "foreign-spine.epub:EPUB/chart.foo: warning: [Extract] spine item of type application/x-foo is not one a book can hold; its fallback 'EPUB/chart.xhtml' takes its place"
            ))
        let rebuilt = TestPaths.temporaryDirectory() + "/rebuilt.epub"
        let build = try CommandRunner.epubbuild(["build", project + "/book.yaml", "-o", rebuilt])
        #expect(build.status == 0, "\(build.stderr)")
        try EPUBStructure.expectEPUBCheckClean(rebuilt)
        let file = try EPUBFile(rebuilt)
        let text = try file.spinePaths().map { String(RoundTrip.visibleText(of: try file.data($0))) }
        #expect(
            text == ["OneThefirstchapter.", "ThechartThetides,monthbymonth."],
            "both readable pages, in order, with all their text")
        // The contents entry for the spine item (`chart.foo`) leads to its fallback; it had been left out.
        #expect(try file.values("//h:nav[@id='toc']//h:a", in: "EPUB/nav.xhtml") == ["One", "The chart"])
    }

    /// Spine documents an old book typed as HTML (`text/html`, OEB 1's `text/x-oeb1-document`) with no fallback are
    /// chapters, as every reading system shows them, each with one warning; one typed XHTML in another case or with a
    /// charset is XHTML without a word (RFC 6838 §4.2). They had been left out: a third of the book's text lost.
    @Test func htmlTypedSpineDocumentsAreChapters() throws {
        let epub = try FixturePacker.pack("html-spine")
        let (project, unpack) = try unpacked(epub)
        let warnings = unpack.stderr.split(separator: "\n").filter { $0.contains("warning:") }.map {
            $0.replacing(#/^\S*\/html-spine/#, with: "html-spine")
        }
        #expect(
            warnings == [
                "html-spine.epub:OEBPS/two.html: warning: [Extract] spine document of type text/html, which an EPUB's spine does not take without a fallback; read as an XHTML chapter, as reading systems show it",
                "html-spine.epub:OEBPS/three.htm: warning: [Extract] spine document of type text/x-oeb1-document, which an EPUB's spine does not take without a fallback; read as an XHTML chapter, as reading systems show it",
            ], "\(unpack.stderr)")
        let rebuilt = TestPaths.temporaryDirectory() + "/rebuilt.epub"
        let build = try CommandRunner.epubbuild(["build", project, "-o", rebuilt])
        #expect(build.status == 0, "\(build.stderr)")
        try EPUBStructure.expectEPUBCheckClean(rebuilt)
        let file = try EPUBFile(rebuilt)
        let text = try file.spinePaths().map { String(RoundTrip.visibleText(of: try file.data($0))) }
        #expect(
            text == [
                "SpringtidesThehighesttidesfollowthefullmoon.",
                "NeaptidesThelowesttidesfollowthehalfmoon.Theycometwiceamonth.",
                "SlackwaterBetweenthetidesthewaterrests.",
            ], "every chapter, in order, with all its text")
    }
}
