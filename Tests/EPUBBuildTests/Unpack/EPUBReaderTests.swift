import EPUBBuild
import EPUBModel
import EPUBRead
import EPUBSupport
import Foundation
import Testing
import ZipArchive

/// Reading EPUB 2 and unusual EPUB 3 packages into the model.
@Suite struct EPUBReaderTests {
    @Test func readsAnEPUB2WithPrefixedOPFAndNCX() throws {
        let publication = try EPUBReader(path: try FixturePacker.pack("epub2-ncx")).read()
        #expect(publication.version == "2.0")
        #expect(publication.packagePath == "OEBPS/content.opf", "the first rootfile")
        #expect(publication.metadata.title == "An Old-Style Book")
        #expect(
            publication.metadata.authors == [
                Contributor(name: "Wilma Writer", fileAs: "Writer, Wilma", role: "aut"),
                Contributor(name: "Ian Illustrator", role: "ill"),
            ])
        #expect(
            publication.metadata.identifier == "urn:uuid:12345678-1234-4234-8234-123456789abc",
            "the unique-identifier one")
        #expect(publication.identifiers == ["urn:uuid:12345678-1234-4234-8234-123456789abc", "9780000000002"])
        #expect(
            publication.manifest.map(\.path) == [
                "OEBPS/toc.ncx", "OEBPS/chapter one.xhtml", "OEBPS/text/two.xhtml", "OEBPS/style.css",
            ])
        #expect(publication.navigationSource == .ncx)
        #expect(
            publication.tableOfContents == [
                ContainerLink(
                    title: "Chapter One", path: "OEBPS/chapter one.xhtml",
                    children: [ContainerLink(title: "A Section", path: "OEBPS/chapter one.xhtml", fragment: "section")]),
                ContainerLink(title: "Chapter Two", path: "OEBPS/text/two.xhtml"),
            ], "percent-encoded and plain hrefs resolve alike")
    }

    /// An NCX (or a package document) with a bare `&` in a title ("Questions & Answers", as hand-edited books have),
    /// which is not
    /// well-formed XML, is read with the `&` as text, as reading systems show it, with a warning; one broken
    /// otherwise gives the spine's contents, with a warning. Either had been passed over without a word, the
    /// contents made from the spine and their titles and nesting lost.
    @Test func aMalformedNCXIsReadAsReadersReadItOrTold() throws {
        let folder = TestPaths.temporaryDirectory() + "/book"
        try FileManager.default.copyItem(atPath: TestPaths.fixture("epub/epub2-ncx"), toPath: folder)
        let ncx = folder + "/OEBPS/toc.ncx"
        let original = try String(contentsOfFile: ncx, encoding: .utf8)
        try original.replacingOccurrences(of: "<text>Chapter Two</text>", with: "<text>Questions & Answers</text>")
            .write(toFile: ncx, atomically: true, encoding: .utf8)
        let publication = try EPUBReader(path: folder).read()
        #expect(publication.navigationSource == .ncx)
        #expect(publication.tableOfContents.map(\.title) == ["Chapter One", "Questions & Answers"])
        #expect(publication.tableOfContents.first?.children.map(\.title) == ["A Section"])
        #expect(
            publication.missingWarnings(archive: folder).map(\.description).contains {
                $0.contains("OEBPS/toc.ncx:9:")
                    && $0.hasSuffix("a bare '&' is read as text, as reading systems read it")
            })
        // The package document too: `<dc:title>Tom & Jerry</dc:title>` had refused the book.
        let opf = folder + "/OEBPS/content.opf"
        try String(contentsOfFile: opf, encoding: .utf8).replacingOccurrences(
            of: "An Old-Style Book</dc:title>", with: "Tom & Jerry</dc:title>"
        ).write(toFile: opf, atomically: true, encoding: .utf8)
        let titled = try EPUBReader(path: folder).read()
        #expect(titled.metadata.title == "Tom & Jerry")
        #expect(titled.missingWarnings(archive: folder).contains { $0.location.path.hasSuffix("OEBPS/content.opf") })
        try original.replacingOccurrences(of: "</navMap>", with: "").write(
            toFile: ncx, atomically: true, encoding: .utf8)
        let broken = try EPUBReader(path: folder).read()
        #expect(broken.navigationSource == .spine)
        #expect(
            broken.missingWarnings(archive: folder).contains {
                $0.message.hasSuffix("its contents cannot be read, so the spine's documents give the contents")
            })
    }

    /// A container.xml that lists a PDF rendition before the package document (OCF 2.0.1 allows renditions of other
    /// media types) opens at the package document, as reading systems open it; the PDF had been read as the
    /// package and the book refused ("not well-formed XML").
    @Test func aRootfileOfAnotherMediaTypeIsPassedOver() throws {
        let folder = TestPaths.temporaryDirectory() + "/book"
        try FileManager.default.copyItem(atPath: TestPaths.fixture("epub/epub2-ncx"), toPath: folder)
        let container = folder + "/META-INF/container.xml"
        try String(contentsOfFile: container, encoding: .utf8).replacingOccurrences(
            of: "<rootfiles>", with: "<rootfiles><rootfile full-path=\"book.pdf\" media-type=\"application/pdf\"/>"
        ).write(toFile: container, atomically: true, encoding: .utf8)
        try Data("%PDF-1.4".utf8).write(to: URL(fileURLWithPath: folder + "/book.pdf"))
        let publication = try EPUBReader(path: folder).read()
        #expect(publication.packagePath == "OEBPS/content.opf")
        #expect(publication.metadata.title == "An Old-Style Book")
    }

    /// META-INF's files the project has no place for (Apple Books' display options) are each a warning: they had
    /// gone without a word.
    @Test func containerFilesTheProjectCannotKeepAreTold() throws {
        let folder = TestPaths.temporaryDirectory() + "/book"
        try FileManager.default.copyItem(atPath: TestPaths.fixture("epub/epub2-ncx"), toPath: folder)
        try
            "<display_options><platform name=\"*\"><option name=\"open-to-spread\">true</option></platform></display_options>"
            .write(
                toFile: folder + "/META-INF/com.apple.ibooks.display-options.xml", atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(["unpack", folder, "-o", TestPaths.temporaryDirectory() + "/p"])
        #expect(result.status == 0)
        #expect(
            result.stderr.contains(
                "META-INF/com.apple.ibooks.display-options.xml: warning: [Extract] Apple Books' display options"),
            "\(result.stderr)")
    }

    /// Adobe's page map (`<spine page-map="map">`, `page-map.xml`), where EPUB 2 books made for Adobe Digital Editions
    /// keep their print pages, is the page list when the NCX has none, and the project does not keep the file (the
    /// build writes the pages anew). It had been passed over, the page numbers lost.
    @Test func adobesPageMapIsThePageList() throws {
        let folder = TestPaths.temporaryDirectory() + "/book"
        try FileManager.default.copyItem(atPath: TestPaths.fixture("epub/epub2-ncx"), toPath: folder)
        let opf = folder + "/OEBPS/content.opf"
        try String(contentsOfFile: opf, encoding: .utf8)
            .replacingOccurrences(
                of: "<opf:spine toc=\"ncx\">",
                with: "<opf:spine toc=\"ncx\" page-map=\"map\">"
            )
            .replacingOccurrences(
                of: "</opf:manifest>",
                with:
                    "<opf:item id=\"map\" href=\"page-map.xml\" media-type=\"application/oebps-page-map+xml\"/></opf:manifest>"
            )
            .write(toFile: opf, atomically: true, encoding: .utf8)
        try
            "<page-map xmlns=\"http://www.idpf.org/2007/opf\"><page name=\"1\" href=\"chapter%20one.xhtml\"/><page name=\"2\" href=\"text/two.xhtml#p2\"/></page-map>"
            .write(toFile: folder + "/OEBPS/page-map.xml", atomically: true, encoding: .utf8)
        let publication = try EPUBReader(path: folder).read()
        #expect(
            publication.pageList == [
                ContainerLink(title: "1", path: "OEBPS/chapter one.xhtml"),
                ContainerLink(title: "2", path: "OEBPS/text/two.xhtml", fragment: "p2"),
            ])
        let project = TestPaths.temporaryDirectory() + "/p"
        #expect(try CommandRunner.epubbuild(["unpack", folder, "-o", project]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: project + "/page-map.xml"))
        #expect(try String(contentsOfFile: project + "/book.yaml", encoding: .utf8).contains("pages:"))
    }

    /// A chapter whose name is longer than file systems take (101 CJK characters, 309 bytes, as some web-novel tools
    /// write) stops `unpack` with the system's reason and the name's length; the message had said "cannot write the
    /// file" and no more.
    @Test func aNameTooLongToWriteIsToldWhy() throws {
        let name = String(repeating: "猫", count: 101) + ".xhtml"
        let epub = TestPaths.temporaryDirectory() + "/long.epub"
        let writer = try ZipArchiveWriter(path: epub)
        let time = DOSTimestamp(Date(timeIntervalSince1970: 1_700_000_000))
        try writer.add("mimetype", data: Data("application/epub+zip".utf8), compression: .stored, modified: time)
        try writer.add(
            "META-INF/container.xml",
            data: Data(
                ("<?xml version=\"1.0\"?><container version=\"1.0\" xmlns=\"urn:oasis:names:tc:opendocument:xmlns:container\">"
                    + "<rootfiles><rootfile full-path=\"book.opf\" media-type=\"application/oebps-package+xml\"/></rootfiles></container>")
                    .utf8), compression: .deflated, modified: time)
        try writer.add(
            "book.opf",
            data: Data(
                ("<?xml version=\"1.0\"?><package xmlns=\"http://www.idpf.org/2007/opf\" version=\"2.0\" unique-identifier=\"id\">"
                    + "<metadata xmlns:dc=\"http://purl.org/dc/elements/1.1/\"><dc:identifier id=\"id\">x</dc:identifier>"
                    + "<dc:title>T</dc:title><dc:language>ja</dc:language></metadata><manifest>"
                    + "<item id=\"c\" href=\"\(name)\" media-type=\"application/xhtml+xml\"/></manifest>"
                    + "<spine><itemref idref=\"c\"/></spine></package>").utf8), compression: .deflated, modified: time)
        try writer.add(
            name,
            data: Data(
                "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>T</title></head><body><p>猫</p></body></html>"
                    .utf8),
            compression: .deflated, modified: time)
        try writer.close()
        let result = try CommandRunner.epubbuild(["unpack", epub, "-o", TestPaths.temporaryDirectory() + "/p"])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "cannot write the file: File name too long (its name is 309 bytes; file systems take 255)"),
            "\(result.stderr)")
    }

    /// An EPUB 2 folder with `opf` as its package, a cover page showing cover.jpg, and a chapter.
    private func epub2(_ opf: String, coverPage: String = "cover.xhtml") throws -> String {
        let folder = TestPaths.temporaryDirectory() + "/book"
        try FileManager.default.createDirectory(atPath: folder + "/META-INF", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/OPS/images", withIntermediateDirectories: true)
        try "application/epub+zip".write(toFile: folder + "/mimetype", atomically: true, encoding: .utf8)
        try
            "<?xml version=\"1.0\"?><container version=\"1.0\" xmlns=\"urn:oasis:names:tc:opendocument:xmlns:container\"><rootfiles><rootfile full-path=\"OPS/content.opf\" media-type=\"application/oebps-package+xml\"/></rootfiles></container>"
            .write(toFile: folder + "/META-INF/container.xml", atomically: true, encoding: .utf8)
        let page = { (body: String) in
            "<?xml version=\"1.0\"?><html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>T</title></head><body>\(body)</body></html>"
        }
        try page("<div><img src=\"images/cover.jpg\" alt=\"\"/></div>").write(
            toFile: folder + "/OPS/" + coverPage, atomically: true, encoding: .utf8)
        try page("<h1>One</h1>").write(toFile: folder + "/OPS/c1.xhtml", atomically: true, encoding: .utf8)
        try Data([0xFF, 0xD8, 0xFF, 0xD9]).write(to: URL(fileURLWithPath: folder + "/OPS/images/cover.jpg"))
        try
            ("<?xml version=\"1.0\"?><package xmlns=\"http://www.idpf.org/2007/opf\" version=\"2.0\" unique-identifier=\"id\">"
            + "<metadata xmlns:dc=\"http://purl.org/dc/elements/1.1/\"><dc:title>T</dc:title><dc:language>en</dc:language><dc:identifier id=\"id\">x</dc:identifier>"
            + opf).write(toFile: folder + "/OPS/content.opf", atomically: true, encoding: .utf8)
        return folder
    }

    private let manifest =
        "<manifest><item id=\"page\" href=\"PAGE\" media-type=\"application/xhtml+xml\"/><item id=\"img\" href=\"images/cover.jpg\" media-type=\"image/jpeg\"/>"
        + "<item id=\"c1\" href=\"c1.xhtml\" media-type=\"application/xhtml+xml\"/></manifest><spine><itemref idref=\"page\"/><itemref idref=\"c1\"/></spine>"

    /// EPUB 2's guide gives the landmarks; the cover is found as Calibre and Adobe's readers find it: `<meta
    /// name="cover">`
    /// naming the image's id or its href, else the guide's cover page, else a first page called cover, showing one
    /// picture.
    @Test func anEPUB2sGuideAndCoverAreFoundAsReadingSystemsFindThem() throws {
        let guide =
            "<guide><reference type=\"cover\" title=\"Cover\" href=\"cover.xhtml\"/><reference type=\"text\" title=\"Start\" href=\"c1.xhtml\"/>"
            + "<reference type=\"other.ms-coverimage\" href=\"images/cover.jpg\"/></guide>"
        let guided = try EPUBReader(
            path: epub2(
                "</metadata>" + manifest.replacingOccurrences(of: "PAGE", with: "cover.xhtml") + guide + "</package>")
        ).read()
        #expect(
            guided.landmarks.map { [$0.type, $0.title, $0.path.string] } == [
                ["cover", "Cover", "OPS/cover.xhtml"], ["bodymatter", "Start", "OPS/c1.xhtml"],
            ])
        #expect(guided.coverImage == "OPS/images/cover.jpg", "the guide's cover page shows it")
        let byHref = try EPUBReader(
            path: epub2(
                "<meta name=\"cover\" content=\"images/cover.jpg\"/></metadata>"
                    + manifest.replacingOccurrences(of: "PAGE", with: "c0.xhtml") + "</package>", coverPage: "c0.xhtml")
        ).read()
        #expect(byHref.coverImage == "OPS/images/cover.jpg", "<meta name=\"cover\"> with the image's href")
        let byName = try EPUBReader(
            path: epub2("</metadata>" + manifest.replacingOccurrences(of: "PAGE", with: "cover.xhtml") + "</package>")
        ).read()
        #expect(byName.coverImage == "OPS/images/cover.jpg", "a first page called cover")
        #expect(byName.landmarks.isEmpty)
        let none = try EPUBReader(
            path: epub2(
                "</metadata>" + manifest.replacingOccurrences(of: "PAGE", with: "c0.xhtml") + "</package>",
                coverPage: "c0.xhtml")
        ).read()
        #expect(none.coverImage == nil, "a first page not called cover is no cover")
        let dated = try EPUBReader(
            path: epub2(
                "<dc:date xmlns:opf=\"http://www.idpf.org/2007/opf\" opf:event=\"original-publication\">1901</dc:date>"
                    + "<dc:date xmlns:opf=\"http://www.idpf.org/2007/opf\" opf:event=\"publication\">2010-03-04</dc:date></metadata>"
                    + manifest.replacingOccurrences(of: "PAGE", with: "cover.xhtml") + "</package>")
        ).read()
        #expect(dated.metadata.date == "2010-03-04", "of EPUB 2's dated events, the publication's")
    }

    @Test func anEPUB2RoundTripsToAValidEPUB3() throws {
        let rebuilt = try RoundTrip.expectRoundTrip(try FixturePacker.pack("epub2-ncx"))
        let chapter = String(decoding: try EPUBFile(rebuilt).data("EPUB/text/two.xhtml"), as: UTF8.self)
        #expect(chapter.contains("href=\"chapter-one.xhtml#section\""), "links follow the renamed file")
    }

    @Test func aBookWithoutNavigationGetsContentsFromItsSpine() throws {
        let publication = try EPUBReader(path: try FixturePacker.pack("no-navigation")).read()
        #expect(publication.navigationSource == .spine)
        #expect(publication.tableOfContents == [ContainerLink(title: "Le seul chapitre", path: "OPS/a.xhtml")])
    }
}
