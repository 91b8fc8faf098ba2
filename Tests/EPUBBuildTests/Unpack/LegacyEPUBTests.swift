import EPUBBuild
import Foundation
import Testing
import XMLTree

@testable import EPUBFormats
@testable import EPUBSupport

/// EPUB 2 books of the 2000s come back whole: chapters that declare their
/// own entities, metadata in OPF 1.x's `<dc-metadata>` wrapper, files the
/// manifest forgot, contents entries to anchors the pages lack. And a
/// rootfile that is no package document is refused, not read as an empty book.
@Suite struct LegacyEPUBTests {
    static let fixture = TestPaths.fixture("epub/legacy-2006")

    private func unpack() throws -> (project: String, stderr: String) {
        let project = TestPaths.temporaryDirectory() + "/project"
        let result = try CommandRunner.epubbuild(["unpack", Self.fixture, "-o", project])
        #expect(result.status == 0, "\(result.stderr)")
        return (project, result.stderr)
    }

    @Test func aChapterDeclaringEntitiesIsKeptWithThemExpanded() throws {
        let (project, stderr) = try unpack()
        #expect(
            stderr.contains(
                "OEBPS/ch1.xhtml: warning: [Extract] the entities its DOCTYPE declares were expanded into the text"),
            "\(stderr)")
        let chapter = try String(contentsOfFile: project + "/ch1.xhtml", encoding: .utf8)
        #expect(
            chapter.contains(
                "<p>The tide came in at dawn—as it always did—and the keeper of the light rose with it.</p>"),
            "\(chapter)")
        #expect(chapter.contains("Nothing\u{A0}was lost."), "an HTML entity beside the declared ones is read too")
        #expect(!chapter.contains("<!ENTITY") && chapter.contains("<!DOCTYPE html>"))
        let yaml = try String(contentsOfFile: project + "/book.yaml", encoding: .utf8)
        #expect(yaml.contains("chapters:\n- file: ch1.xhtml\n"), "the chapter is in the reading order")
    }

    @Test func metadataInsideDCMetadataIsRead() throws {
        let (project, _) = try unpack()
        let yaml = try String(contentsOfFile: project + "/book.yaml", encoding: .utf8)
        for line in [
            "title: The Lighthouse Keeper's Almanac\n", "- name: Ada Marsh\n  file-as: Marsh, Ada\n",
            "language:\n- en-GB\n- cy\n",
            "identifier: urn:uuid:8f6a1c2e-3b4d-4e5f-9a6b-7c8d9e0f1a2b\n", "publisher: Harbour Press\n",
        ] {
            #expect(yaml.contains(line), "\(line)\n\(yaml)")
        }
    }

    @Test func filesTheManifestForgotAreCarried() throws {
        let (project, stderr) = try unpack()
        #expect(
            stderr.contains(
                "warning: [Extract] 2 files of the archive the manifest does not list (the first, 'OEBPS/images/lens.png') carried into the project"
            ), "\(stderr)")
        #expect(FileManager.default.fileExists(atPath: project + "/images/lens.png"))
        #expect(FileManager.default.fileExists(atPath: project + "/images/rule.png"))
    }

    @Test func theProjectRebuildsWithEveryPictureAndNoBrokenEntry() throws {
        let (project, _) = try unpack()
        let epub = TestPaths.temporaryDirectory() + "/rebuilt.epub"
        let build = try CommandRunner.epubbuild(["build", project + "/book.yaml", "-o", epub])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(
            build.stderr.contains("warning: [Resolve] toc anchor 'sigil_toc_id_7' is not an id of"), "\(build.stderr)")
        let file = try EPUBFile(epub)
        let pictures = file.entryNames.filter { $0.hasSuffix(".png") }
        #expect(pictures.count == 2, "the picture a page shows and the one its stylesheet uses: \(pictures)")
        #expect(
            try file.package().select("//dc:language", namespaces: EPUBFile.namespaces).map(\.textContent) == [
                "en-GB", "cy",
            ],
            "both languages of the bilingual book")
        let nav = try file.xml("EPUB/nav.xhtml")
        let hrefs = nav.select(
            "//h:nav[@epub:type='toc']//h:a/@href",
            namespaces: ["h": XMLTree.xhtmlNamespace, "epub": XMLTree.opsNamespace]
        ).map(\.textContent)
        #expect(
            hrefs.count == 2 && hrefs[1].hasSuffix("ch2.xhtml"),
            "the entry to a missing anchor points at its page: \(hrefs)")
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// An iframe of another document of the package, an EPUB 3.0 hgroup of
    /// two headings, a landmark typed with a DAISY term: each rebuilds valid.
    @Test func framesHeadingGroupsAndPrefixedTypesRebuildValid() throws {
        let project = TestPaths.temporaryDirectory() + "/project"
        let unpack = try CommandRunner.epubbuild([
            "unpack", TestPaths.fixture("epub/frames-and-prefixes"), "-o", project,
        ])
        #expect(unpack.status == 0, "\(unpack.stderr)")
        let epub = TestPaths.temporaryDirectory() + "/rebuilt.epub"
        let build = try CommandRunner.epubbuild(["build", project + "/book.yaml", "-o", epub])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(
            build.stderr.contains(
                "Text/b.xhtml:5:1: warning: [Ingest] an <hgroup> holding 2 headings and 0 other elements is not valid EPUB 3 XHTML; kept as <div class=\"hgroup\">"
            ),
            "\(build.stderr)")
        let file = try EPUBFile(epub)
        let ns = ["h": XMLTree.xhtmlNamespace, "epub": XMLTree.opsNamespace]
        let frames = try file.xml("EPUB/text/a.xhtml").select("//h:iframe/@src", namespaces: ns).map(\.textContent)
        #expect(frames == ["b.xhtml", "c.xhtml"], "each frame names the document where the package holds it")
        let spine = try file.package().select("//opf:itemref/@linear", namespaces: EPUBFile.namespaces).map(
            \.textContent)
        #expect(spine == ["no"], "the page only a frame shows is in the package, outside the linear reading order")
        let heading = try file.xml("EPUB/text/b.xhtml").select("//h:div[@class='hgroup']/*", namespaces: ns)
        #expect(
            heading.map(\.name) == ["h1", "p"] && heading.last?.attribute("class") == "h2",
            "the subtitle is a paragraph")
        let nav = try file.xml("EPUB/nav.xhtml")
        #expect(
            nav.root?.attribute("prefix", namespace: XMLTree.opsNamespace)
                == "z3998: http://www.daisy.org/z3998/2012/vocab/structure/#")
        #expect(
            nav.select("//h:nav[@epub:type='landmarks']//h:a/@epub:type", namespaces: ns).map(\.textContent).contains(
                "z3998:poem"))
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    @Test func aRootfileThatIsNoPackageDocumentIsRefused() throws {
        let fixture = TestPaths.fixture("epub/not-a-package")
        for command in [["info", fixture], ["unpack", fixture, "-o", TestPaths.temporaryDirectory() + "/project"]] {
            let result = try CommandRunner.epubbuild(command)
            #expect(result.status == 1, "\(command[0])")
            #expect(
                result.stderr.contains(
                    "OEBPS/content.opf:1:1: error: [Open] not an EPUB package document: its root is <package> in no namespace"
                ),
                "\(result.stderr)")
        }
    }

    /// A manifest that names a file by another letter case than the archive stores it under (`text/CH2.xhtml` for
    /// `Text/ch2.xhtml`, a Windows-made retail book that readers on storage ignoring case open) is read from the
    /// stored file, with a warning. The chapter had been left out of the reading order, its text and contents entry
    /// with it, and its file carried as a stray.
    @Test func aManifestItemOfAnotherLetterCaseIsRead() throws {
        let project = TestPaths.temporaryDirectory() + "/project"
        let fixture = TestPaths.fixture("epub/manifest-case-mismatch")
        let result = try CommandRunner.epubbuild(["unpack", fixture, "-o", project])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "manifest item 'OEBPS/text/CH2.xhtml' is stored as 'OEBPS/Text/ch2.xhtml' (the letter case differs"),
            "\(result.stderr)")
        #expect(!result.stderr.contains("carried into the project"), "\(result.stderr)")
        let output = TestPaths.temporaryDirectory() + "/book.epub"
        let build = try CommandRunner.epubbuild(["build", project + "/book.yaml", "-o", output, "-q"])
        #expect(build.status == 0, "\(build.stderr)")
        let file = try EPUBFile(output)
        #expect(try file.values("//h:nav[@id='toc']//h:a", in: "EPUB/nav.xhtml") == ["Chapter I", "Chapter II"])
        let pages = try file.spinePaths().filter { $0.hasPrefix("EPUB/text/") }
        #expect(pages.count == 2)
        #expect(try file.values("//h:p", in: pages[1]) == ["Louis XVI was not yet twenty when he came to the throne."])
        try EPUBStructure.expectEPUBCheckClean(output)
    }

    /// A contents entry whose fragment is percent-encoded (`c1.xhtml#%C3%A9t%C3%A9`, calibre's `#fnref%3afwf`) names
    /// the id it decodes to, as reading systems match it: the project's book.yaml says `anchor: été`, and a
    /// book.yaml written encoded is read so too. Every entry had pointed at the chapter's start.
    @Test func anEncodedContentsFragmentNamesItsID() throws {
        let project = TestPaths.temporaryDirectory() + "/project"
        let result = try CommandRunner.epubbuild(["unpack", TestPaths.fixture("epub/encoded-fragments"), "-o", project])
        #expect(result.status == 0, "\(result.stderr)")
        let yaml = try String(contentsOfFile: project + "/book.yaml", encoding: .utf8)
        #expect(yaml.contains("anchor: été") && yaml.contains("anchor: fn:1"), "\(yaml)")
        let encoded = yaml.replacingOccurrences(of: "anchor: été", with: "anchor: '%C3%A9t%C3%A9'")
        try encoded.write(toFile: project + "/book.yaml", atomically: true, encoding: .utf8)
        let output = TestPaths.temporaryDirectory() + "/book.epub"
        let build = try CommandRunner.epubbuild(["build", project + "/book.yaml", "-o", output, "-q"])
        #expect(build.status == 0 && build.stderr.isEmpty, "\(build.stderr)")
        #expect(
            try EPUBFile(output).values("//h:nav[@id='toc']//h:a/@href", in: "EPUB/nav.xhtml") == [
                "text/c1.xhtml", "text/c1.xhtml#été", "text/c1.xhtml#fn:1",
            ])
    }

    /// A font obfuscated with Adobe's algorithm (Adobe Digital Editions' `http://ns.adobe.com/pdf/enc#RC`: the first
    /// 1024 bytes XORed with the book's UUID) is restored, as the IDPF one is, and the rebuilt book obfuscates it
    /// again. It had been kept as stored, a font no reader could use.
    @Test func anAdobeObfuscatedFontIsRestored() throws {
        let uuid = "urn:uuid:11111111-2222-3333-4444-555555555557"
        let font = try Data(
            contentsOf: URL(fileURLWithPath: TestPaths.examples + "/embedded-fonts/fonts/DejaVuSansMono.ttf"))
        var stored = font
        FontObfuscation.deobfuscate(
            &stored, offset: 0,
            key: try #require(FontObfuscation.key(for: FontObfuscation.adobeAlgorithm, identifiers: [uuid])))
        let folder = try containerFolder(
            encrypted: "OEBPS/f.ttf", algorithm: FontObfuscation.adobeAlgorithm,
            files: [
                "OEBPS/content.opf": Data(
                    """
                    <?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="2.0" unique-identifier="id">\
                    <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">\(uuid)</dc:identifier>\
                    <dc:title>Fonts</dc:title><dc:language>en</dc:language></metadata><manifest>\
                    <item id="c" href="c.xhtml" media-type="application/xhtml+xml"/>\
                    <item id="f" href="f.ttf" media-type="application/x-font-truetype"/></manifest>\
                    <spine><itemref idref="c"/></spine></package>
                    """.utf8),
                "OEBPS/c.xhtml": Data(
                    """
                    <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>C</title>\
                    <style>@font-face { font-family: M; src: url(f.ttf); } p { font-family: M; }</style></head>\
                    <body><h1>C</h1><p>Text.</p></body></html>
                    """.utf8),
                "OEBPS/f.ttf": stored,
            ])
        let project = TestPaths.temporaryDirectory() + "/project"
        let result = try CommandRunner.epubbuild(["unpack", folder, "-o", project])
        #expect(result.status == 0 && !result.stderr.contains("will not display"), "\(result.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: project + "/f.ttf")) == font)
        let output = TestPaths.temporaryDirectory() + "/book.epub"
        let build = try CommandRunner.epubbuild(["build", project + "/book.yaml", "-o", output, "-q"])
        #expect(build.status == 0, "\(build.stderr)")
        let rebuilt = try EPUBFile(output)
        let encryption = EncryptionDocument(tree: try rebuilt.xml(EncryptionDocument.path.string))
        #expect(encryption.resources.values.contains(FontObfuscation.idpfAlgorithm))
        try EPUBStructure.expectEPUBCheckClean(output)
    }

    /// A chapter encrypted with DRM (`aes128-cbc` in encryption.xml) cannot be read: it is left out with a warning
    /// that says why, and the project builds. Its ciphertext had been read as HTML into the page, and the rebuild
    /// stopped on it ("not valid UTF-8").
    @Test func aChapterEncryptedWithDRMIsLeftOutAndSaidSo() throws {
        let folder = try containerFolder(
            encrypted: "OEBPS/c2.xhtml", algorithm: "http://www.w3.org/2001/04/xmlenc#aes128-cbc",
            files: [
                "OEBPS/content.opf": Data(
                    """
                    <?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="2.0" unique-identifier="id">\
                    <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">isbn:9780000000001\
                    </dc:identifier><dc:title>Locked</dc:title><dc:language>en</dc:language></metadata><manifest>\
                    <item id="c1" href="c1.xhtml" media-type="application/xhtml+xml"/>\
                    <item id="c2" href="c2.xhtml" media-type="application/xhtml+xml"/></manifest>\
                    <spine><itemref idref="c1"/><itemref idref="c2"/></spine></package>
                    """.utf8),
                "OEBPS/c1.xhtml": Data(
                    """
                    <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>One</title></head>\
                    <body><h1>One</h1><p>Open text.</p></body></html>
                    """.utf8),
                "OEBPS/c2.xhtml": Data((0..<512).map { UInt8(($0 * 73 + 19) % 256) }),
            ])
        let project = TestPaths.temporaryDirectory() + "/project"
        let result = try CommandRunner.epubbuild(["unpack", folder, "-o", project])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "manifest item 'OEBPS/c2.xhtml' is encrypted (http://www.w3.org/2001/04/xmlenc#aes128-cbc, a DRM scheme)"
            ),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: project + "/c2.xhtml"))
        let output = TestPaths.temporaryDirectory() + "/book.epub"
        let build = try CommandRunner.epubbuild(["build", project + "/book.yaml", "-o", output, "-q"])
        #expect(build.status == 0, "\(build.stderr)")
        try EPUBStructure.expectEPUBCheckClean(output)
    }

    /// A stored container in a new folder: `mimetype`, container.xml naming `OEBPS/content.opf`, an encryption.xml
    /// listing `encrypted` with `algorithm`, and `files` (paths from the container's root).
    private func containerFolder(encrypted: String, algorithm: String, files: [String: Data]) throws -> String {
        let folder = TestPaths.temporaryDirectory() + "/book"
        let container = """
            <?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">\
            <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>\
            </rootfiles></container>
            """
        let encryption = """
            <?xml version="1.0"?><encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" \
            xmlns:enc="http://www.w3.org/2001/04/xmlenc#"><enc:EncryptedData><enc:EncryptionMethod \
            Algorithm="\(algorithm)"/><enc:CipherData><enc:CipherReference URI="\(encrypted)"/>\
            </enc:CipherData></enc:EncryptedData></encryption>
            """
        let all = files.merging([
            "mimetype": Data("application/epub+zip".utf8), "META-INF/container.xml": Data(container.utf8),
            "META-INF/encryption.xml": Data(encryption.utf8),
        ]) { own, _ in own }
        for (name, data) in all {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path))
        }
        return folder
    }
}
