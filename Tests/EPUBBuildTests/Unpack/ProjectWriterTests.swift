import EPUBBuild
import Foundation
import Testing
import XMLTree

/// `unpack -o DIR`: a project laid out so it builds again.
@Suite struct ProjectWriterTests {
    @Test func filesBesideThePackageFolderKeepTheirPlace() throws {
        let epub = try FixturePacker.pack("outside-package")
        let project = TestPaths.temporaryDirectory() + "/project"
        let result = try CommandRunner.epubbuild(["unpack", epub, "-o", project])
        #expect(result.status == 0, "\(result.stderr)")
        let files = (FileManager.default.enumerator(atPath: project)?.allObjects as? [String] ?? []).sorted()
        #expect(
            files == [
                "OEBPS", "OEBPS/chapter.xhtml", "book.yaml", "images", "images/p.svg", "styles", "styles/book.css",
            ],
            "the container root holds book.yaml, so ../images/p.svg still finds its file")
        let yaml = try String(contentsOfFile: project + "/book.yaml", encoding: .utf8)
        #expect(
            yaml.contains("cover: images/p.svg\ncover-page: false\n"), "the book has no cover page, so none is made")
        #expect(yaml.contains("- file: OEBPS/chapter.xhtml\n"))
        // The round trip compares the spine exactly: a generated cover page would fail it.
        try RoundTrip.expectRoundTrip(epub)
    }

    @Test func aBookYAMLOfTheBookIsNeverOverwritten() throws {
        let epub = try FixturePacker.pack("book-yaml-clash")
        let project = TestPaths.temporaryDirectory() + "/project"
        let result = try CommandRunner.epubbuild(["unpack", epub, "-o", project])
        #expect(result.status == 0)
        #expect(
            result.stderr.contains(
                "book-yaml-clash.epub:EPUB/package.opf: warning: [Extract] the book has its own 'book.yaml'; the project's book file is 'book-1.yaml' — build it with epubbuild build \(project)/book-1.yaml"
            ))
        #expect(
            FileManager.default.contents(atPath: project + "/book.yaml")
                == FileManager.default.contents(atPath: TestPaths.fixture("epub/book-yaml-clash/EPUB/book.yaml")))
        try RoundTrip.expectRoundTrip(epub, bookFile: "book-1.yaml")
    }

    /// The contents' heading comes back in the book's own words, not as English "Contents".
    @Test func theContentsHeadingIsTheBooks() throws {
        let folder = TestPaths.temporaryDirectory()
        try "# Un\n".write(toFile: folder + "/un.md", atomically: true, encoding: .utf8)
        try "title: Livre\nlanguage: fr\ntoc: {title: Sommaire}\nchapters: [un.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        let project = TestPaths.temporaryDirectory() + "/project"
        let result = try CommandRunner.epubbuild(["unpack", epub, "-o", project])
        #expect(result.status == 0, "\(result.stderr)")
        let yaml = try String(contentsOfFile: project + "/book.yaml", encoding: .utf8)
        #expect(yaml.contains("toc:\n  depth: 6\n  title: Sommaire\n"), "\(yaml)")
    }

    /// An EPUB whose language is no BCP 47 tag (pandoc writes its locale's, `C`, when given none) unpacks to a
    /// project that builds, in English, with a warning: the project had been refused by its own build.
    @Test func aLanguageThatIsNoTagBecomesEnglish() throws {
        let folder = TestPaths.temporaryDirectory() + "/book"
        try FileManager.default.createDirectory(atPath: folder + "/META-INF", withIntermediateDirectories: true)
        try "application/epub+zip".write(toFile: folder + "/mimetype", atomically: true, encoding: .utf8)
        try
            "<?xml version=\"1.0\"?><container version=\"1.0\" xmlns=\"urn:oasis:names:tc:opendocument:xmlns:container\"><rootfiles><rootfile full-path=\"content.opf\" media-type=\"application/oebps-package+xml\"/></rootfiles></container>"
            .write(toFile: folder + "/META-INF/container.xml", atomically: true, encoding: .utf8)
        try
            "<?xml version=\"1.0\"?><html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>T</title></head><body><h1>One</h1><p>Text.</p></body></html>"
            .write(toFile: folder + "/c1.xhtml", atomically: true, encoding: .utf8)
        try
            ("<?xml version=\"1.0\"?><package xmlns=\"http://www.idpf.org/2007/opf\" version=\"2.0\" unique-identifier=\"id\">"
            + "<metadata xmlns:dc=\"http://purl.org/dc/elements/1.1/\"><dc:title>T</dc:title><dc:language>C</dc:language><dc:identifier id=\"id\">x</dc:identifier></metadata>"
            + "<manifest><item id=\"c1\" href=\"c1.xhtml\" media-type=\"application/xhtml+xml\"/></manifest><spine><itemref idref=\"c1\"/></spine></package>")
            .write(toFile: folder + "/content.opf", atomically: true, encoding: .utf8)
        let project = TestPaths.temporaryDirectory() + "/project"
        let unpacked = try CommandRunner.epubbuild(["unpack", folder, "-o", project])
        #expect(unpacked.status == 0, "\(unpacked.stderr)")
        #expect(
            unpacked.stderr.contains("the book's language 'C' is no BCP 47 tag; book.yaml says 'en'"),
            "\(unpacked.stderr)")
        let output = TestPaths.temporaryDirectory() + "/back.epub"
        let built = try CommandRunner.epubbuild(["build", project, "-o", output])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(
            try EPUBFile(output).package().select("//dc:language", namespaces: EPUBFile.namespaces).map(\.textContent)
                == ["en"])
    }

    /// Unpacking an EPUB epubbuild wrote and building the project gives the same pages every time round: each round
    /// had nested the chapter in one more `<section epub:type="chapter">` and said its class once more on the body.
    @Test func roundTripsAreStable() throws {
        let folder = TestPaths.temporaryDirectory()
        try "# One\n\nText.\n\n## Part\n\nMore.\n".write(toFile: folder + "/one.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nchapters: [one.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        var (epub, _) = try TestBuild.build(folder + "/book.yaml")
        var pages: [String] = []
        for round in 1...3 {
            let project = TestPaths.temporaryDirectory() + "/project"
            #expect(try CommandRunner.epubbuild(["unpack", epub, "-o", project]).status == 0)
            epub = TestPaths.temporaryDirectory() + "/round-\(round).epub"
            let built = try CommandRunner.epubbuild(["build", project, "-o", epub])
            #expect(built.status == 0, "\(built.stderr)")
            pages.append(String(decoding: try EPUBFile(epub).data("EPUB/text/one.xhtml"), as: UTF8.self))
        }
        #expect(
            pages[0].contains("<body class=\"chapter\"><section epub:type=\"chapter\" class=\"chapter\"><h1"),
            "\(pages[0])")
        #expect(Set(pages).count == 1)
    }

    @Test func partsNestTheirChaptersOrSayTheyCannot() throws {
        let (epub, _) = try TestBuild.build(TestBuild.example("field-guide"))
        let project = TestPaths.temporaryDirectory() + "/project"
        let result = try CommandRunner.epubbuild(["unpack", epub, "-o", project])
        let yaml = try String(contentsOfFile: project + "/book.yaml", encoding: .utf8)
        let partOne = """
            - file: text/part-1.xhtml
              title: 'Part One: Birds of Stone and Glass'
              toc:
              - title: 'Part One: Birds of Stone and Glass'
            """
        if result.stderr.contains("book.yaml cannot nest chapters yet") {
            #expect(yaml.contains(partOne + "\n- file: text/pigeons.xhtml\n"))
        } else {
            // The book's landmark for the start of its body goes with the part it points at.
            #expect(
                yaml.contains(
                    partOne
                        + "\n  landmarks:\n  - type: bodymatter\n    title: Start of Content\n  chapters:\n  - file: text/pigeons.xhtml\n"
                ))
        }
    }

    /// An `<img>` of an AVIF or JPEG XL image with a manifest fallback (valid
    /// EPUB, EPUB 3.3 §3.5.1) becomes a picture: the foreign image its source,
    /// the fallback its img (§3.5.2.2), which book.yaml can rebuild.
    @Test func foreignImagesWithManifestFallbacksBecomePictures() throws {
        let epub = try FixturePacker.pack("foreign-images")
        try EPUBStructure.expectEPUBCheckClean(epub)
        let project = TestPaths.temporaryDirectory() + "/project"
        let result = try CommandRunner.epubbuild(["unpack", epub, "-o", project])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "foreign-images.epub:EPUB/c1.xhtml:3:1: warning: [Extract] <img src=\"pigeon.avif\">: image/avif is not a core media type, and its fallback is in the manifest; it becomes the <source> of a <picture> whose <img> is its fallback 'pigeon.png'"
            ))
        let chapter = try XMLTree.parse(xml: Data(contentsOf: URL(fileURLWithPath: project + "/c1.xhtml")))
        let namespaces = ["h": XMLTree.xhtmlNamespace]
        #expect(chapter.select("//h:picture", namespaces: namespaces).count == 3)
        #expect(
            chapter.select("//h:picture/h:source/@srcset", namespaces: namespaces).map(\.textContent)
                == ["pigeon.avif", "pigeon.avif", "map.jxl"])
        #expect(
            chapter.select("//h:img/@src", namespaces: namespaces).map(\.textContent) == [
                "pigeon.png", "pigeon.png", "pigeon.png",
            ])
        #expect(chapter.select("//h:p/h:img", namespaces: namespaces).isEmpty)
        let rebuilt = try RoundTrip.expectRoundTrip(epub)
        let file = try EPUBFile(rebuilt)
        #expect(
            try file.values("//opf:item/@media-type", in: try file.packagePath()).filter { $0.hasPrefix("image/") }
                .sorted()
                == ["image/avif", "image/jxl", "image/png"])
    }

    /// An `<img>` of an AVIF or JPEG XL image outside a `<picture>` and
    /// without a manifest fallback (EPUB 3.3 §3.5.1 wants one) becomes its alt
    /// text, with a warning for each; the image files stay in the project.
    @Test func foreignImagesWithoutFallbacksBecomeTheirAltText() throws {
        let epub = try FixturePacker.pack("foreign-images-no-fallback")
        let project = TestPaths.temporaryDirectory() + "/project"
        let result = try CommandRunner.epubbuild(["unpack", epub, "-o", project])
        #expect(result.status == 0, "\(result.stderr)")
        for (line, src, type) in [(3, "pigeon.avif", "image/avif"), (4, "map.jxl", "image/jxl")] {
            #expect(
                result.stderr.contains(
                    "foreign-images-no-fallback.epub:EPUB/c1.xhtml:\(line):1: warning: [Extract] <img src=\"\(src)\">: \(type) is not a core media type, and it has no fallback; the picture is replaced by its alt text"
                ),
                "\(result.stderr)")
            #expect(FileManager.default.fileExists(atPath: project + "/" + src))
        }
        let chapter = try XMLTree.parse(xml: Data(contentsOf: URL(fileURLWithPath: project + "/c1.xhtml")))
        #expect(chapter.select("//h:img", namespaces: ["h": XMLTree.xhtmlNamespace]).isEmpty)
        let rebuilt = try RoundTrip.expectRoundTrip(epub)
        let file = try EPUBFile(rebuilt)
        #expect(
            try file.values("//opf:item/@media-type", in: try file.packagePath()).filter { $0.hasPrefix("image/") }
                .isEmpty)
        let text = String(RoundTrip.visibleText(of: try file.data(try file.spinePaths()[0])))
        #expect(text.contains("Apigeononaledge") && text.contains("Below,amapofthesquare,thenmoretext."), "\(text)")
    }

    /// A JPEG declared `image/jpg` (scripts write it; epubcheck calls it RSC-032, every reading system shows the
    /// picture) is kept, with a warning, and packaged as image/jpeg. It had been dropped as a foreign image.
    @Test func anImageTypeMisspelledIsKept() throws {
        let epub = try FixturePacker.pack("misspelled-image-type")
        let project = TestPaths.temporaryDirectory() + "/project"
        let result = try CommandRunner.epubbuild(["unpack", epub, "-o", project])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "warning: [Extract] manifest item 'EPUB/photo.jpg' is declared image/jpg, which is not a media type; kept as image/jpeg"
            ), "\(result.stderr)")
        let rebuilt = try RoundTrip.expectRoundTrip(epub)
        let file = try EPUBFile(rebuilt)
        #expect(
            try file.values("//opf:item/@media-type", in: try file.packagePath()).filter { $0.hasPrefix("image/") }
                == ["image/jpeg"])
        #expect(try file.values("//h:img/@alt", in: try file.spinePaths()[0]) == ["A photograph"])
    }

    /// A contents entry pointing at the file its first child is in, and a later child in the next file (ebooklib's
    /// Section): the rebuilt contents have the same tree. Ch1 had moved up below Part.
    @Test func aSectionEntrysChildrenStayBelowIt() throws {
        let epub = try FixturePacker.pack("toc-section-parent")
        let rebuilt = try RoundTrip.expectRoundTrip(epub)
        let nav = try XMLTree.parse(xml: try EPUBFile(rebuilt).data("EPUB/nav.xhtml"))
        let namespaces = ["h": XMLTree.xhtmlNamespace, "epub": XMLTree.opsNamespace]
        let sub = "//h:nav[@epub:type='toc']/h:ol/h:li/h:ol/h:li"
        #expect(nav.select(sub + "/h:a", namespaces: namespaces).map(\.textContent) == ["Sub", "Ch2"])
        #expect(nav.select(sub + "[1]/h:ol/h:li/h:a", namespaces: namespaces).map(\.textContent) == ["Ch0", "Ch1"])
    }

    /// Reading systems keep a reader's notes and positions under the unique identifier, so a book unpacked and built
    /// again keeps it byte for byte, whatever its form. An ISBN with hyphens or of ten digits had become
    /// `urn:isbn:978…`, and ten digits that are no ISBN had given way to a UUID.
    @Test(arguments: [
        "9781003410126", "978-1-00-341012-6", "0-306-40615-2", "080442957X", "ISBN 978-1-00-341012-6",
        "urn:isbn:9781003410126", "urn:uuid:0f1e2d3c-4b5a-4978-8877-665544332211", "com.example.book-1",
        "doi:10.1000/182", "1234567890",
    ])
    func theUniqueIdentifierIsKeptAsWritten(identifier: String) throws {
        let package = try Self.unpackedAndRebuilt(Self.oneChapterEPUB(identifier: identifier, typedISBN: false))
        let unique = try #require(
            package.select("/opf:package/@unique-identifier", namespaces: EPUBFile.namespaces).first)
        #expect(
            package.select("//dc:identifier[@id='\(unique.textContent)']", namespaces: EPUBFile.namespaces)
                .map(\.textContent) == [identifier])
    }

    /// An ISBN the package types one (ONIX code 15) is `{as-written: …, kind: isbn}` in book.yaml: it keeps its
    /// hyphens and its type.
    @Test func anISBNWithHyphensKeepsItsKind() throws {
        let package = try Self.unpackedAndRebuilt(Self.oneChapterEPUB(identifier: "978-1-00-341012-6", typedISBN: true))
        #expect(
            package.select("//dc:identifier", namespaces: EPUBFile.namespaces).map(\.textContent)
                == ["978-1-00-341012-6"])
        #expect(
            package.select("//opf:meta[@property='identifier-type']", namespaces: EPUBFile.namespaces)
                .map(\.textContent) == ["15"])
    }

    /// The package document of `epub` unpacked and built again, checked by epubcheck.
    private static func unpackedAndRebuilt(_ epub: String) throws -> XMLTree {
        let project = TestPaths.temporaryDirectory() + "/project"
        let unpacked = try CommandRunner.epubbuild(["unpack", epub, "-o", project])
        #expect(unpacked.status == 0, "\(unpacked.stderr)")
        let rebuilt = TestPaths.temporaryDirectory() + "/back.epub"
        let built = try CommandRunner.epubbuild(["build", project, "-o", rebuilt])
        #expect(built.status == 0, "\(built.stderr)")
        try EPUBStructure.expectEPUBCheckClean(rebuilt)
        return try EPUBFile(rebuilt).package()
    }

    /// An unpacked EPUB 3 of one chapter whose only identifier is `identifier`, typed an ISBN if `typedISBN`.
    private static func oneChapterEPUB(identifier: String, typedISBN: Bool) throws -> String {
        let folder = TestPaths.temporaryDirectory() + "/book"
        try FileManager.default.createDirectory(atPath: folder + "/META-INF", withIntermediateDirectories: true)
        let type = ##"<meta refines="#uid" property="identifier-type" scheme="onix:codelist5">15</meta>"##
        let files = [
            "mimetype": "application/epub+zip",
            "META-INF/container.xml": """
            <?xml version="1.0"?>
            <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>
            <rootfile full-path="content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>
            """,
            "content.opf": """
            <?xml version="1.0"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid">
            <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>T</dc:title>
            <dc:language>en</dc:language><dc:identifier id="uid">\(identifier)</dc:identifier>\(typedISBN ? type : "")
            <meta property="dcterms:modified">2024-01-01T00:00:00Z</meta></metadata>
            <manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
            <item id="c1" href="c1.xhtml" media-type="application/xhtml+xml"/></manifest>
            <spine><itemref idref="c1"/></spine></package>
            """,
            "nav.xhtml": """
            <?xml version="1.0"?>
            <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>T</title>
            </head><body><nav epub:type="toc"><ol><li><a href="c1.xhtml">One</a></li></ol></nav></body></html>
            """,
            "c1.xhtml": """
            <?xml version="1.0"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>One</title></head><body><h1>One</h1></body></html>
            """,
        ]
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        return folder
    }
}
