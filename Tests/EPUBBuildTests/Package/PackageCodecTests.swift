import Foundation
import Testing
import XMLTree

@testable import EPUBBuild
@testable import EPUBFormats
@testable import EPUBModel
@testable import EPUBSupport

/// The formats the build writes and `unpack` and `info` read, checked both
/// ways on the model: what is written reads back as the same values.
@Suite struct PackageCodecTests {
    static func sampleMetadata() -> PublicationMetadata {
        var metadata = PublicationMetadata(
            title: "Codecs", language: "ja", identifier: "urn:uuid:0f1e2d3c-4b5a-4978-8877-665544332211")
        metadata.subtitle = "Both Ways"
        metadata.authors = [
            Contributor(
                name: "夏目漱石", fileAs: "Natsume, Soseki", role: "aut",
                alternateScripts: [
                    .init(name: "Natsume Soseki", language: "en"), .init(name: "Нацумэ Сосэки", language: "ru"),
                ])
        ]
        metadata.contributors = [Contributor(name: "Ann Artist", role: "ill")]
        metadata.otherIdentifiers = ["urn:isbn:9780000000002", "10.1000/182", "HLP-0042"]
        metadata.identifierTypes = ["10.1000/182": .doi, "HLP-0042": .custom("catalogue")]
        metadata.otherTitles = [
            PublicationTitle("Codecs", kind: .short), PublicationTitle("Second edition", kind: .edition),
        ]
        metadata.collections = [
            PublicationCollection(name: "Formats Both Ways", kind: .series, position: "2"),
            PublicationCollection(name: "The Reference Shelf", kind: .set),
        ]
        metadata.sources = ["urn:isbn:9780306406157"]
        metadata.date = "2024-05-01"
        metadata.publisher = "Example Press"
        metadata.rights = "CC BY 4.0"
        metadata.description = "A book written and read again."
        metadata.subjects = [
            "Formats", Subject("COMPUTERS / Data Processing", authority: "BISAC", code: "COM021000"),
            Subject("Data capture and analysis", authority: "THEMA", code: "UNC"),
        ]
        return metadata
    }

    @Test func thePackageDocumentReadsBackAsWritten() throws {
        var rendition = Rendition()
        rendition.layout = .prePaginated
        rendition.orientation = .portrait
        rendition.spread = .landscape
        var picture = ManifestItem(id: "p1", href: .path("EPUB/media/p1.jpg"), mediaType: "image/jpeg")
        picture.fallback = "p1-page"
        var chapter = ManifestItem(
            id: "c1", href: .path("EPUB/text/c1.xhtml"), mediaType: "application/xhtml+xml",
            properties: ["svg", "scripted"])
        chapter.mediaOverlay = "c1-overlay"
        let manifest = [
            picture, ManifestItem(id: "p1-page", href: .path("EPUB/text/p1.xhtml"), mediaType: "application/xhtml+xml"),
            chapter,
            ManifestItem(id: "c1-overlay", href: .path("EPUB/smil/c1.smil"), mediaType: "application/smil+xml"),
            ManifestItem(
                id: "cover-image", href: .path("EPUB/media/cover.png"), mediaType: "image/png",
                properties: ["cover-image"]),
            ManifestItem(id: "ncx", href: .path("EPUB/toc.ncx"), mediaType: "application/x-dtbncx+xml"),
            ManifestItem(id: "remote", href: .remote("https://example.com/a%20b.mp3"), mediaType: "audio/mpeg"),
        ]
        let spine = [
            SpineItem(idref: "p1", linear: true, properties: ["page-spread-right"]),
            SpineItem(idref: "c1", linear: false, properties: ["rendition:layout-reflowable", "page-spread-left"]),
        ]
        var written = PackageDocument(
            path: "EPUB/package.opf", metadata: Self.sampleMetadata(), modified: "2024-05-01T00:00:00Z",
            manifest: manifest, spine: spine)
        written.coverImageID = "cover-image"
        written.ncxID = "ncx"
        written.rendition = rendition
        written.pageProgression = .rtl
        written.accessibility.accessModes = ["textual", "visual"]
        written.accessibility.accessModesSufficient = ["textual", "textual,visual"]
        written.accessibility.features = ["tableOfContents", "alternativeText", "pageNavigation"]
        written.accessibility.hazards = ["none"]
        written.accessibility.summary = "Every picture is described."
        written.accessibility.conformsTo = "EPUB Accessibility 1.1 - WCAG 2.1 Level AA"
        written.accessibility.certifiedBy = "Example Certifiers"
        written.accessibility.certifierCredential = "Certified"
        written.accessibility.pageBreakSource = "urn:isbn:9780306406157"
        let xml = String(decoding: written.xml(), as: UTF8.self)
        #expect(xml.contains("href=\"text/c1.xhtml\"") && xml.contains("href=\"https://example.com/a%20b.mp3\""))
        let read = PackageDocument(tree: try XMLTree.parse(xml: Data(xml.utf8)), path: "EPUB/package.opf")
        #expect(read == written)
        #expect(read.coverImage == "EPUB/media/cover.png")
        // An EPUB 2 package reads into the same model: its version kept, its rendition the defaults.
        let epub2 = """
            <package xmlns="http://www.idpf.org/2007/opf" xmlns:opf="http://www.idpf.org/2007/opf" version="2.0" unique-identifier="b">
              <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Old</dc:title><dc:identifier id="a">x</dc:identifier>
                <dc:identifier id="b">urn:isbn:9780000000002</dc:identifier><dc:creator opf:role="aut" opf:file-as="Doe, J">J Doe</dc:creator>
                <dc:language>en</dc:language><meta name="cover" content="c"/></metadata>
              <manifest><item id="c" href="c.jpg" media-type="image/jpeg"/><item id="t" href="t.html" media-type="application/xhtml+xml"/></manifest>
              <spine toc="ncx" page-progression-direction="sideways"><itemref idref="t"/></spine>
            </package>
            """
        let old = PackageDocument(tree: try XMLTree.parse(xml: Data(epub2.utf8)), path: "OEBPS/content.opf")
        #expect(
            old.version == "2.0" && old.metadata.identifier == "urn:isbn:9780000000002"
                && old.metadata.otherIdentifiers == ["x"])
        #expect(old.metadata.authors == [Contributor(name: "J Doe", fileAs: "Doe, J", role: "aut")])
        #expect(old.coverImage == "OEBPS/c.jpg" && old.pageProgression == nil && old.rendition == Rendition())
        // EPUB 2 books carry accessibility metadata as <meta name content>.
        let named = epub2.replacingOccurrences(
            of: "<meta name=\"cover\" content=\"c\"/>",
            with:
                "<meta name=\"schema:accessMode\" content=\"textual\"/><meta name=\"schema:accessibilityFeature\" content=\"tableOfContents\"/>"
        )
        let withAccess = PackageDocument(tree: try XMLTree.parse(xml: Data(named.utf8)), path: "OEBPS/content.opf")
        #expect(
            withAccess.accessibility.accessModes == ["textual"]
                && withAccess.accessibility.features == ["tableOfContents"])
    }

    @Test func encryptionReadsBackAsWritten() throws {
        let written = EncryptionDocument(resources: [
            // Resources are container paths, decoded: the document writes them percent-encoded.
            "EPUB/fonts/Regular.otf": FontObfuscation.idpfAlgorithm,
            "EPUB/fonts/名前 with space.woff": FontObfuscation.idpfAlgorithm,
            "EPUB/fonts/Old.ttf": FontObfuscation.adobeAlgorithm,
        ])
        let xml = written.xml()
        #expect(
            String(decoding: xml, as: UTF8.self).contains("URI=\"EPUB/fonts/%E5%90%8D%E5%89%8D%20with%20space.woff\""),
            "URIs are percent-encoded (OCF 3.3 §3.5.2.3)")
        #expect(EncryptionDocument(tree: try XMLTree.parse(xml: xml)) == written)
    }

    @Test func theNCXReadsBackAsWritten() throws {
        let entries = [
            ContainerLink(
                title: "One", path: "EPUB/text/one.xhtml",
                children: [ContainerLink(title: "A Section", path: "EPUB/text/one.xhtml", fragment: "s1")]),
            ContainerLink(title: "二", path: "EPUB/text/two.xhtml", fragment: "top"),
        ]
        let pages = [
            ContainerLink(title: "xii", path: "EPUB/text/one.xhtml"),
            ContainerLink(title: "1", path: "EPUB/text/one.xhtml", fragment: "s1"),
            ContainerLink(title: "2", path: "EPUB/text/two.xhtml", fragment: "p2"),
        ]
        let written = NCXDocument(
            identifier: "urn:uuid:0f1e2d3c-4b5a-4978-8877-665544332211", title: "Codecs", authors: ["A", "B"],
            entries: entries, pageList: pages, path: "EPUB/toc.ncx")
        let xml = written.xml()
        #expect(NCXDocument(tree: try XMLTree.parse(xml: xml), path: "EPUB/toc.ncx") == written)
        // A page shares the playOrder of a contents entry with the same target (epubcheck's NCX schema).
        let text = String(decoding: xml, as: UTF8.self)
        #expect(text.contains("<content src=\"text/one.xhtml#s1\"/>"), "relative to the NCX")
        #expect(text.contains("<pageTarget id=\"pageTarget-4\" playOrder=\"1\" type=\"front\">"))
        #expect(text.contains("<pageTarget id=\"pageTarget-5\" playOrder=\"2\" type=\"normal\" value=\"1\">"))
    }

    @Test func theNavigationDocumentReadsBackAsWritten() throws {
        let written = NavigationDocument(
            path: "EPUB/nav/nav.xhtml", title: "目次",
            tableOfContents: [
                ContainerLink(
                    title: "One", path: "EPUB/text/one.xhtml",
                    children: [
                        ContainerLink(
                            title: "A  Section", path: "EPUB/text/one.xhtml", fragment: "s1",
                            children: [ContainerLink(title: "Deeper", path: "EPUB/text/one.xhtml", fragment: "s1.1")])
                    ]),
                ContainerLink(title: "二", path: "EPUB/images/page 2.svg"),
                ContainerLink(title: "Notes & <Sources>", path: "EPUB/back/notes.xhtml", fragment: "top"),
            ],
            landmarks: [
                ContainerLink.landmark(type: "cover", title: "Cover", path: "EPUB/cover.xhtml"),
                ContainerLink.landmark(type: "bodymatter", title: "Start", path: "EPUB/text/one.xhtml", fragment: "s1"),
            ],
            pageList: [
                ContainerLink(title: "xii", path: "EPUB/text/one.xhtml"),
                ContainerLink(title: "1", path: "EPUB/text/one.xhtml", fragment: "p1"),
            ])
        let stylesheets = try TemplateSet(bookTemplates: nil, defaults: TestPaths.templates).compiled([.navigation])
        // The page's own href and stylesheets are the build's, relative to the package document's folder.
        let tree = try written.write(
            href: "nav/nav.xhtml", metadata: Self.sampleMetadata(), stylesheets: ["styles/book.css"],
            viewport: nil, words: GeneratedWords(language: "en"), using: stylesheets[.navigation]!)
        let serialized = tree.serialized()
        #expect(
            String(decoding: serialized, as: UTF8.self).contains("href=\"../images/page%202.svg\""),
            "relative to the document, percent-encoded")
        var expected = written
        // Reading systems collapse white space in labels, and so does the reader.
        expected.tableOfContents[0].children[0].title = "A Section"
        #expect(NavigationDocument(tree: try XMLTree.parse(xml: serialized), path: "EPUB/nav/nav.xhtml") == expected)
        // A document without landmarks or a page list reads back without them.
        let bare = NavigationDocument(
            path: "nav.xhtml", title: "Contents", tableOfContents: [ContainerLink(title: "Only", path: "only.xhtml")])
        let bareTree = try bare.write(
            href: "nav.xhtml", metadata: Self.sampleMetadata(), stylesheets: [], viewport: nil,
            words: GeneratedWords(language: "en"), using: stylesheets[.navigation]!)
        #expect(NavigationDocument(tree: bareTree, path: "nav.xhtml") == bare)
    }

    @Test func fontObfuscationIsItsOwnInverseAndTouchesOnlyTheFirst1040Bytes() {
        let font = Data((0..<3000).map { UInt8($0 % 251) })
        let obfuscated = FontObfuscation.apply(to: font, identifier: " urn:uuid:0f1e2d3c-4b5a-4978-8877-665544332211\n")
        #expect(obfuscated.prefix(1040) != font.prefix(1040) && obfuscated.dropFirst(1040) == font.dropFirst(1040))
        // OCF 3.3 §4.4.3: white space in the identifier does not change the key.
        #expect(
            FontObfuscation.apply(to: obfuscated, identifier: "urn:uuid:0f1e2d3c-4b5a-4978-8877-665544332211") == font)
    }
}
