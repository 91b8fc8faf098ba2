import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBFormats
@testable import EPUBSupport

/// Examples/picture-book: `pages: pages/` makes a fixed-layout picture book
/// from a folder of images — one page per image in name order, each the
/// size of its image, on alternate sides of the spreads, the first the cover.
@Suite struct PictureBookExampleTests {
    @Test func aFolderOfImagesBecomesAPictureBook() throws {
        let (epub, file) = try TestBuild.buildWithoutWarnings(TestBuild.example("picture-book"))
        let opf = try file.packagePath()
        let package = PackageDocument(tree: try file.package(), path: ContainerPath(opf))
        #expect(package.rendition.layout == .prePaginated)
        // Name order reads numbers as numbers: page-10 is last, not second.
        let hrefs = package.spine.map { ref in package.manifest.first { $0.id == ref.idref }!.href }
        #expect(hrefs == (1...10).map { .path(ContainerPath("EPUB/media/pages/page-\($0).png")) })
        #expect(
            package.spine.map(\.properties) == (0..<10).map { [$0 % 2 == 0 ? "page-spread-right" : "page-spread-left"] }
        )
        // The first image is the cover, with no cover page or title page generated before it.
        #expect(package.coverImage == "EPUB/media/pages/page-1.png")
        #expect(!file.entryNames.contains { $0.hasSuffix("cover.xhtml") || $0.hasSuffix("titlepage.xhtml") })
        #expect(
            try file.values("//h:nav[@epub:type='landmarks']//h:a/@epub:type", in: "EPUB/nav.xhtml") == [
                "cover", "bodymatter",
            ])
        // Each page is drawn at its image's size, and described by the text file beside the image.
        #expect(
            try file.values("//h:meta[@name='viewport']/@content", in: "EPUB/text/page-10.xhtml") == [
                "width=600, height=800"
            ])
        #expect(
            try file.values("//h:img/@alt", in: "EPUB/text/page-6.xhtml") == [
                "A small sailing boat tosses in the storm; the lighthouse beam finds it."
            ])
        // Its pages are images only: visual, with text alternatives sufficient.
        #expect(
            package.accessibility.accessModes == ["visual"]
                && package.accessibility.accessModesSufficient == ["visual", "textual"])
        try RoundTrip.expectRoundTrip(epub)
    }

    /// A book whose pages turn right to left (manga) starts its spreads on the left, unless `first-page` says
    /// otherwise.
    @Test func spreadsStartOnTheSideThePagesTurnFrom() throws {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/pages", withIntermediateDirectories: true)
        for number in 1...3 {
            try FileManager.default.copyItem(
                atPath: TestPaths.examples + "/picture-book/pages/page-\(number).png",
                toPath: folder + "/pages/\(number).png")
        }
        func spreads(_ extra: String) throws -> (String?, [[String]]) {
            try "title: 灯台\nlanguage: ja\npage-progression: rtl\n\(extra)".write(
                toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
            let (epub, _) = try TestBuild.build(folder + "/book.yaml")
            let file = try EPUBFile(epub)
            let package = PackageDocument(tree: try file.package(), path: ContainerPath(try file.packagePath()))
            return (package.pageProgression?.rawValue, package.spine.map(\.properties))
        }
        #expect(
            try spreads("pages: pages\n") == (
                "rtl", [["page-spread-left"], ["page-spread-right"], ["page-spread-left"]]
            ))
        // Undescribed pages say where their description goes; the caches Windows leaves in picture folders are no
        // pages.
        try "".write(toFile: folder + "/pages/Thumbs.db", atomically: true, encoding: .utf8)
        let (_, report) = try TestBuild.build(folder + "/book.yaml")
        #expect(
            report.warnings.map(\.message).first?.hasSuffix(
                "has no title, which is its text alternative: describe it in \(Paths.display(folder + "/pages/1.txt"))")
                == true,
            "\(report.warnings)")
        #expect(report.warnings.count == 3)
        #expect(
            try spreads("pages: pages\nfirst-page: right\n") == (
                "rtl", [["page-spread-right"], ["page-spread-left"], ["page-spread-right"]]
            ))
        // A list names pages one by one, with their descriptions.
        let (_, listed) = try spreads("pages:\n  - {file: pages/3.png, title: Morning}\n  - pages/1.png\n")
        #expect(listed.count == 2)
    }

    @Test(arguments: [
        (
            "title: T\npages: pages\nchapters: [a.md]\n",
            "book.yaml:2:8: error: [Load] give 'pages' (a picture book from images) or 'chapters', not both — to mix pictures and text, list the pictures in 'chapters'"
        ),
        (
            "title: T\npages: empty\n",
            "book.yaml:2:8: error: [Load] folder 'empty' holds no JPEG, PNG, GIF, WebP or SVG image"
        ),
        (
            "title: T\npages: [a.md]\n",
            "book.yaml:2:9: error: [Load] page 'a.md' is not a JPEG, PNG, GIF, WebP or SVG image, nor a folder of them"
        ),
        (
            "title: T\nfirst-page: left\nchapters: [a.md]\n",
            "book.yaml:2:13: error: [Load] 'first-page' sets the spreads of a picture book's 'pages'"
        ),
        (
            "title: T\npages: pages\nfirst-page: center\n",
            "book.yaml:3:13: error: [Load] 'first-page' must be right or left"
        ),
    ])
    func badPagesAreErrorsAtTheirLine(yaml: String, expected: String) throws {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/pages", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/empty", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: TestPaths.examples + "/picture-book/pages/page-1.png", toPath: folder + "/pages/1.png")
        try "# A\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "notes".write(toFile: folder + "/empty/notes.txt", atomically: true, encoding: .utf8)
        try yaml.write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        var warnings: [Diagnostic] = []
        #expect {
            _ = try BookSpecLoader.load(folder + "/book.yaml", warnings: &warnings)
        } throws: { error in
            let matches = (error as? BuildError)?.description.hasSuffix(expected) == true
            if !matches { Issue.record("got \(error)") }
            return matches
        }
    }

    @Test func namesSortAsPeopleNumberThem() {
        let names = [
            "page-10.png", "page-2.png", "Page-1.png", "page-1.png", "page-02.png", "cover.png", "page-1a.png",
        ]
        #expect(
            names.sorted(by: NaturalOrder.areInIncreasingOrder)
                == ["cover.png", "Page-1.png", "page-1.png", "page-1a.png", "page-02.png", "page-2.png", "page-10.png"])
        // Numbers longer than any integer type still sort by value.
        let long = String(repeating: "9", count: 200)
        #expect(
            ["p\(long)1", "p\(long)", "p2"].sorted(by: NaturalOrder.areInIncreasingOrder) == [
                "p2", "p\(long)", "p\(long)1",
            ])
    }
}
