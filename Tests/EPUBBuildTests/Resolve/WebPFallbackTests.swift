import EPUBBuild
import Foundation
import Testing

private let dwebpInstalled = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    .contains { FileManager.default.isExecutableFile(atPath: $0 + "/dwebp") }

/// WebP, a core media type of EPUB 3.3 but not of EPUB 3.2: every WebP image
/// gets a PNG made by `dwebp` as its manifest fallback (EPUB 3.3 §5.6.1.2),
/// which epubcheck 4.2.6 requires (before: MED-003 for each, OPF-012 for a WebP cover).
@Suite(
    .enabled(if: dwebpInstalled, "dwebp (Debian's webp package) is not installed; skipping the WebP fallback checks"))
struct WebPFallbackTests {
    /// The PNG item each WebP item names as its fallback: it exists, is
    /// image/png, and its file is a PNG.
    private static func expectPNGFallbacks(_ file: EPUBFile, count: Int) throws -> [String] {
        let opf = try file.packagePath()
        let webps = try file.values("//opf:item[@media-type='image/webp']/@id", in: opf)
        #expect(webps.count == count)
        var pngs: [String] = []
        for id in webps {
            let fallback = try file.values("//opf:item[@id='\(id)']/@fallback", in: opf)
            #expect(fallback.count == 1, "\(id) has a fallback")
            guard let png = fallback.first else { continue }
            #expect(try file.values("//opf:item[@id='\(png)']/@media-type", in: opf) == ["image/png"])
            let href = try #require(try file.values("//opf:item[@id='\(png)']/@href", in: opf).first)
            let bytes = try file.data(EPUBFile.resolve(href, against: opf))
            #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(href) is a PNG")
            pngs.append(href)
        }
        return pngs
    }

    /// A WebP of a Markdown page and one of a stylesheet: each packaged as it
    /// is, with its PNG beside it, listed nowhere but the manifest.
    @Test func aWebPImageGetsAPNGFallback() throws {
        let book = TestBuild.fixtureBook("resolve-webp")
        let (epub, report) = try TestBuild.build(book)
        #expect(report.warnings.isEmpty)
        let file = try EPUBFile(epub)
        #expect(
            file.entryNames.filter { $0.hasPrefix("EPUB/media/") }.sorted()
                == [
                    "EPUB/media/photo.png", "EPUB/media/photo.webp", "EPUB/media/texture.png",
                    "EPUB/media/texture.webp",
                ])
        #expect(try Self.expectPNGFallbacks(file, count: 2).sorted() == ["media/photo.png", "media/texture.png"])
        // The pages still show the WebP; the PNGs are reached only through the fallbacks.
        #expect(try file.values("//h:img/@src", in: "EPUB/text/a.xhtml") == ["../media/photo.webp"])
        #expect(
            String(decoding: try file.data("EPUB/styles/style.css"), as: UTF8.self)
                == "h1 { background: url(../media/texture.webp) no-repeat; }\n")
        for document in file.entryNames
        where document.hasSuffix(".xhtml") || document.hasSuffix(".ncx") || document.hasSuffix(".css") {
            #expect(
                !String(decoding: try file.data(document), as: UTF8.self).contains(".png"), "\(document) names no PNG")
        }
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// A WebP cover and a WebP picture page: 4.2.6 wants the fallback of the
    /// image their XHTML pages show too (MED-003), and defines `cover-image`
    /// for core image types only (OPF-012). The picture's chain is WebP →
    /// PNG → its XHTML page; the cover's PNG is the cover image.
    @Test func aWebPCoverAndPicturePageGetThePNGToo() throws {
        let folder = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fixture = TestPaths.fixture("books/resolve-webp")
        try FileManager.default.createDirectory(atPath: folder + "/pages", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixture + "/photo.webp", toPath: folder + "/pages/p1.webp")
        try FileManager.default.copyItem(atPath: fixture + "/texture.webp", toPath: folder + "/cover.webp")
        try """
        title: A WebP Picture Book
        language: en
        cover: cover.webp
        chapters:
          - file: pages/p1.webp
            title: The First Page
          - a.md
        """.write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try "# After\n\nThe end.\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        #expect(report.warnings.isEmpty)
        let file = try EPUBFile(epub)
        let opf = try file.packagePath()
        #expect(try Self.expectPNGFallbacks(file, count: 2).sorted() == ["media/cover.png", "media/pages/p1.png"])
        #expect(
            try file.values("//opf:item[@id='cover-image']/@href | //opf:item[@id='cover-image']/@properties", in: opf)
                == ["media/cover.png", "cover-image"])
        #expect(try file.values("//opf:item[@href='media/pages/p1.png']/@fallback", in: opf) == ["item-text-p1-xhtml"])
        #expect(try file.values("//opf:itemref/@idref", in: opf).contains("item-media-pages-p1-webp"))
        try EPUBStructure.expectEPUBCheckClean(epub)
    }
}

/// Without `dwebp` the book is still written (EPUB 3.3 takes WebP as it is), with one warning for all its WebP images.
@Suite struct WebPWithoutDecoderTests {
    @Test func aBookWithoutDwebpGetsOneWarning() throws {
        let output = TestPaths.temporaryDirectory() + "/out.epub"
        let result = try CommandRunner.epubbuild(
            ["build", TestPaths.fixture("books/resolve-webp/book.yaml"), "-o", output],
            environment: ["PATH": TestPaths.temporaryDirectory()])
        #expect(result.status == 0, "\(result.stderr)")
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains("WebP") }
        #expect(warnings.count == 1)
        #expect(
            warnings.first?.contains(
                "warning: [Resolve] 2 WebP images have no PNG fallback: dwebp is not installed (install Debian's webp package)"
            ) == true,
            "\(warnings)")
        let file = try EPUBFile(output)
        #expect(try file.values("//opf:item[@media-type='image/png']/@id", in: try file.packagePath()) == [])
    }
}
