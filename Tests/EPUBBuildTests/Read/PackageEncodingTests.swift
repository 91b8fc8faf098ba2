import Foundation
import Testing

/// OCF 3.3 §4.2.6.3.1 and EPUB 3.3 §5.1 let container.xml and the package document be UTF-16, and EPUB 2's makers
/// wrote package documents in the ISO-8859-1 they declare: each is read as it says, by `info`, `unpack` and the
/// rebuild of its project.
@Suite struct PackageEncodingTests {
    static let container = """
        <?xml version="1.0" encoding="UTF-16"?>
        <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>\
        <rootfile full-path="OPS/package.opf" media-type="application/oebps-package+xml"/></rootfiles></container>
        """

    static func package(encoding: String) -> String {
        """
        <?xml version="1.0" encoding="\(encoding)"?>
        <package xmlns="http://www.idpf.org/2007/opf" version="2.0" unique-identifier="id">\
        <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:isbn:9780000000002</dc:identifier>\
        <dc:title>Café au lait</dc:title><dc:language>fr</dc:language></metadata>\
        <manifest><item id="c" href="c.xhtml" media-type="application/xhtml+xml"/></manifest>\
        <spine><itemref idref="c"/></spine></package>
        """
    }

    /// A book as a folder, its container.xml and package document in the encodings given.
    private func book(container: Data, package: Data) throws -> String {
        let folder = TestPaths.temporaryDirectory() + "/book"
        let chapter = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>Un</title></head><body><h1>Un</h1><p>Texte.</p></body></html>
            """
        for (name, data) in [
            ("mimetype", Data("application/epub+zip".utf8)), ("META-INF/container.xml", container),
            ("OPS/package.opf", package), ("OPS/c.xhtml", Data(chapter.utf8)),
        ] {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path))
        }
        return folder
    }

    @Test(arguments: ["UTF-16", "ISO-8859-1"])
    func thePackageIsReadInTheEncodingItDeclares(encoding: String) throws {
        let utf16 = Self.container.data(using: .utf16)!  // with a byte order mark
        let package = Self.package(encoding: encoding).data(using: encoding == "UTF-16" ? .utf16 : .isoLatin1)!
        let folder = try book(container: utf16, package: package)
        let info = try CommandRunner.epubbuild(["info", folder])
        #expect(info.status == 0 && info.stdout.contains("title:       Café au lait"), "\(info.stderr)\(info.stdout)")
        let project = TestPaths.temporaryDirectory() + "/project"
        let unpack = try CommandRunner.epubbuild(["unpack", folder, "-o", project])
        #expect(unpack.status == 0, "\(unpack.stderr)")
        let epub = TestPaths.temporaryDirectory() + "/rebuilt.epub"
        let build = try CommandRunner.epubbuild(["build", project, "-o", epub])
        #expect(build.status == 0, "\(build.stderr)")
        let title = try EPUBFile(epub).package().select("//dc:title", namespaces: EPUBFile.namespaces).map(
            \.textContent)
        #expect(title == ["Café au lait"])
    }
}
