import EPUBBuild
import Foundation
import Testing
import XMLTree

/// A picture can be a chapter (a picture book's or a manga's pages): it is in
/// the spine as the image it is, an SVG as a content document of its own, a
/// bitmap with an XHTML page showing it as its fallback (EPUB 3.3 §3.5).
@Suite struct PictureChapterTests {
    @Test func picturesAreSpineItemsAndBitmapsGetAPageAsTheirFallback() throws {
        let book = TestBuild.fixtureBook("picture-chapters")
        let (epub, file) = try TestBuild.buildWithoutWarnings(book)
        let opf = try file.package()
        let ns = EPUBFile.namespaces
        func item(_ id: String) throws -> XMLNode {
            try #require(opf.select("//opf:item[@id='\(id)']", namespaces: ns).first)
        }
        let spine = opf.select("//opf:itemref/@idref", namespaces: ns).map(\.textContent)
        #expect(
            try spine.map { try item($0).attribute("media-type") } == [
                "image/png", "image/svg+xml", "application/xhtml+xml",
            ])
        #expect(try item(spine[0]).attribute("href") == "media/pages/p1.png")
        let fallback = try item(try #require(try item(spine[0]).attribute("fallback")))
        #expect(fallback.attribute("href") == "text/p1.xhtml" && !spine.contains(fallback.attribute("id")!))
        // The fallback page is drawn at the picture's own size (a fixed-layout page needs a viewport, EPUB 3.3
        // §8.2.2.2).
        #expect(
            try file.values("//h:meta[@name='viewport']/@content", in: "EPUB/text/p1.xhtml") == ["width=60, height=80"])
        #expect(
            try file.values("//h:img/@src | //h:img/@alt", in: "EPUB/text/p1.xhtml") == [
                "../media/pages/p1.png", "The First Page",
            ])
        // The drawing's stylesheet instruction follows the stylesheet into the package.
        let drawing = String(decoding: try file.data("EPUB/media/pages/p2.svg"), as: UTF8.self)
        #expect(drawing.contains("<?xml-stylesheet href=\"../../styles/page.css\" type=\"text/css\"?>"))
        // Its link to a later chapter goes where that chapter is packaged (left as written, it named a file the
        // package lacks: RSC-007).
        #expect(drawing.contains("xlink:href=\"../../text/afterword.xhtml#the-end\""))
        #expect(opf.select("//opf:item[@href='styles/page.css']", namespaces: ns).count == 1)
        // The contents lead to the pictures themselves.
        #expect(
            try file.values("//h:nav[@epub:type='toc']//h:a/@href", in: "EPUB/nav.xhtml")
                == ["media/pages/p1.png", "media/pages/p2.svg", "text/afterword.xhtml", "text/afterword.xhtml#the-end"])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    @Test func aFileThatIsNoPictureIsAnErrorAtItsListing() throws {
        let folder = TestPaths.temporaryDirectory()
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: folder + "/page.png"))
        try Data("title: T\nlanguage: en\nchapters:\n  - page.png\n".utf8).write(
            to: URL(fileURLWithPath: folder + "/book.yaml"))
        let result = try CommandRunner.epubbuild(["build", folder + "/book.yaml", "-o", folder + "/out.epub"])
        #expect(result.status != 0)
        #expect(
            result.stderr.contains("book.yaml:4:5: error: [Resolve] chapter '")
                && result.stderr.contains("page.png' is not a picture"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.epub"))
    }

    @Test(
        arguments: [
            (
                "png",
                [
                    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 2, 0x58,
                    0, 0, 3, 0x45,
                ], 600, 837
            ),
            ("gif", Array("GIF89a".utf8) + [0x2C, 0x01, 0xC8, 0x00], 300, 200),
            (
                "jpeg",
                [0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8, 0x03, 0x45, 0x02, 0x58, 3, 0, 0, 0, 0], 600,
                837
            ),
            (
                "webp",
                Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [
                    10, 0, 0, 0, 0, 0, 0, 0, 0x57, 0x02, 0, 0x44, 0x03, 0,
                ], 600, 837
            ),
        ] as [(String, [UInt8], Int, Int)])
    func aPicturesSizeIsReadFromItsHeader(_ format: String, _ bytes: [UInt8], _ width: Int, _ height: Int) throws {
        let folder = TestPaths.temporaryDirectory()
        try Data(Array("title: T\nlanguage: en\nlayout: pre-paginated\nchapters:\n  - page.\(format)\n".utf8)).write(
            to: URL(fileURLWithPath: folder + "/book.yaml"))
        try Data(bytes + [UInt8](repeating: 0, count: 64)).write(to: URL(fileURLWithPath: folder + "/page.\(format)"))
        let epub = folder + "/out.epub"
        let result = try CommandRunner.epubbuild(["build", folder + "/book.yaml", "-o", epub])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try EPUBFile(epub).values("//h:meta[@name='viewport']/@content", in: "EPUB/text/page.xhtml") == [
                "width=\(width), height=\(height)"
            ])
    }
}
