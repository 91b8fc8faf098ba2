import EPUBBuild
import Foundation
import Testing

/// Local files named from places other than `src`: `srcset`, `style`
/// attributes and `<style>` elements, through the stylesheets' `url()` code;
/// and images typed by what they contain, not by their names.
@Suite struct LocalReferenceTests {
    /// Before: srcset, style attributes and <style> blocks kept their source
    /// paths, and epubcheck reported RSC-007 for each.
    @Test func srcsetStyleAttributesAndStyleElementsArePackaged() throws {
        let book = TestBuild.fixtureBook("resolve-local-references")
        let (epub, report) = try TestBuild.build(book)
        let file = try EPUBFile(epub)
        #expect(
            file.entryNames.filter { $0.hasPrefix("EPUB/media/") }.sorted() == [
                "EPUB/media/img/dot-2x.svg", "EPUB/media/img/dot.svg", "EPUB/media/img/hero.svg",
                "EPUB/media/img/paper.svg",
                "EPUB/media/img/wide.svg",
            ])
        let gallery = "EPUB/text/gallery.xhtml"
        #expect(
            try file.values("//h:img/@srcset", in: gallery) == ["../media/img/dot.svg 1x, ../media/img/dot-2x.svg 2x"])
        #expect(try file.values("//h:p/@style", in: gallery) == ["background: url(../media/img/paper.svg)"])
        // A <style> of raw HTML moves to the head, where XHTML allows it.
        #expect(
            try file.values("//h:head/h:style", in: gallery) == [
                ".hero { background-image: url('../media/img/hero.svg'); }"
            ])
        #expect(try file.values("//h:body//h:style", in: gallery) == [])
        let plate = "EPUB/text/plate.xhtml"
        #expect(
            try file.values("//h:head/h:style", in: plate) == [
                "h1 { background: url(../media/img/paper.svg) no-repeat; }"
            ])
        // A picture's source keeps its local candidate; one with only a remote candidate goes.
        #expect(try file.values("//h:picture/h:source/@srcset", in: plate) == ["../media/img/wide.svg 2x"])
        #expect(
            FixtureMessages.shown(report.warnings, book: "resolve-local-references") == [
                "gallery.md:3:67: warning: [Resolve] remote image 'https://cdn.example.org/dot-3x.png' in srcset is not downloaded; the candidate is dropped",
                "plate.xhtml:7:43: warning: [Resolve] remote image 'https://cdn.example.org/wide-3x.png' in srcset is not downloaded; the candidate is dropped",
                "plate.xhtml:7:126: warning: [Resolve] remote image 'https://cdn.example.org/tall.png' in srcset is not downloaded; the candidate is dropped",
            ])
        try EPUBStructure.expectAll(book, epub)
    }

    /// An SVG saved as `drawing.png` (before: OPF-029, PKG-022): stored once
    /// as `drawing.svg`, declared `image/svg+xml` for the chapter, the
    /// stylesheet and the cover alike, with one warning.
    @Test func anImageIsTypedByItsContent() throws {
        let book = TestBuild.fixtureBook("resolve-image-types")
        let (epub, report) = try TestBuild.build(book)
        let file = try EPUBFile(epub)
        #expect(file.entryNames.filter { $0.hasPrefix("EPUB/media/") } == ["EPUB/media/drawing.svg"])
        let opf = try file.packagePath()
        #expect(
            try file.values("//opf:item[@id='cover-image']/@href | //opf:item[@id='cover-image']/@media-type", in: opf)
                == ["media/drawing.svg", "image/svg+xml"])
        #expect(
            try file.values("//h:img/@src", in: "EPUB/text/a.xhtml") == [
                "../media/drawing.svg", "../media/drawing.svg",
            ])
        #expect(
            String(decoding: try file.data("EPUB/styles/style.css"), as: UTF8.self)
                == "h1 { background: url(../media/drawing.svg) no-repeat; }\n")
        #expect(
            FixtureMessages.shown(report.warnings, book: "resolve-image-types") == [
                "style.css:1:22: warning: [Resolve] 'drawing.png' is an SVG image (not image/png); stored as media/drawing.svg and declared image/svg+xml"
            ])
        try EPUBStructure.expectAll(book, epub)
    }

    /// A PNG named `pic.jpg`, the case the audit found.
    @Test func aPNGNamedJPGIsStoredAsPNG() throws {
        let folder = TestPaths.temporaryDirectory()
        // A 1×1 PNG.
        let png = Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!
        try png.write(to: URL(fileURLWithPath: folder + "/pic.jpg"))
        try "title: PNG\nlanguage: en\ncover: pic.jpg\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try "# A\n\n![A pixel](pic.jpg)\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        let file = try EPUBFile(epub)
        #expect(
            try file.values("//opf:item[@href='media/pic.png']/@media-type", in: try file.packagePath()) == [
                "image/png"
            ])
        #expect(try file.values("//h:img/@src", in: "EPUB/text/a.xhtml") == ["../media/pic.png"])
        #expect(
            report.warnings.map(\.message) == [
                "'pic.jpg' is a PNG image (not image/jpeg); stored as media/pic.png and declared image/png"
            ])
        try EPUBStructure.expectAll(folder + "/book.yaml", epub)
    }

    /// A text file named `fake.png` where an image is required (before: OPF-029, PKG-021).
    @Test func aFileThatIsNoImageIsAnErrorAtEachReference() throws {
        try BadInputTests.expectFailure(
            directory: TestPaths.fixture("books/resolve-not-an-image"),
            expected: """
                a.md:3:20: error: [Resolve] 'fake.png' is not an image: its content is not JPEG, PNG, GIF, WebP or SVG
                book.yaml:3:8: error: [Resolve] cover 'fake.png' is not an image: its content is not JPEG, PNG, GIF, WebP or SVG
                style.css:2:19: error: [Resolve] 'fake.png' is not an image: its content is not JPEG, PNG, GIF, WebP or SVG
                """)
    }

    /// AVIF and JPEG XL as a picture's sources: foreign resources whose
    /// fallback is the picture's img (EPUB 3.3 §3.5.2.2), each source typed (MED-007).
    @Test func aPictureMayOfferForeignImagesBeforeItsImg() throws {
        let book = TestBuild.fixtureBook("foreign-images")
        let (epub, report) = try TestBuild.build(book)
        #expect(report.warnings.isEmpty)
        let file = try EPUBFile(epub)
        let opf = try file.packagePath()
        #expect(
            try file.values("//opf:item[starts-with(@href, 'media/')]/@media-type", in: opf).sorted() == [
                "image/avif", "image/jxl", "image/png",
            ])
        #expect(
            try file.values("//h:picture/h:source/@srcset | //h:picture/h:source/@type", in: "EPUB/text/photos.xhtml")
                == ["../media/img/pigeon.avif", "image/avif", "../media/img/pigeon.jxl", "image/jxl"])
        #expect(
            try file.data("EPUB/media/img/pigeon.avif")
                == Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture("books/foreign-images/img/pigeon.avif"))))
        try EPUBStructure.expectAll(book, epub)
    }

    /// Without a picture there is no fallback: the error says how to give one.
    @Test func aForeignImageAloneIsAnErrorThatSaysWhatToDo() throws {
        try BadInputTests.expectFailure(
            directory: TestPaths.fixture("books/foreign-image-alone"),
            expected: """
                a.md:3:13: error: [Resolve] 'pigeon.avif' is image/avif, which reading systems need not show: give it as a <source type="image/avif"> of a <picture> whose <img> is JPEG, PNG, GIF, WebP or SVG
                """)
    }

    /// GitBook names uploads `#1 (1).png`: where only the name with its `#` names a file, the `#` is part of it, not
    /// a fragment's start. The image had been lost, "does not exist" naming its folder.
    @Test func aHashInAFileNameIsPartOfTheName() throws {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/assets", withIntermediateDirectories: true)
        try Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!
            .write(to: URL(fileURLWithPath: folder + "/assets/#1 (1).png"))
        try "# A\n\n![A dot](<assets/#1 (1).png>)\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, file) = try TestBuild.buildWithoutWarnings(folder + "/book.yaml")
        try EPUBStructure.expectEPUBCheckClean(epub)
        let source = try #require(try file.values("//h:img/@src", in: "EPUB/text/a.xhtml").first)
        #expect(!source.contains("#"))
        #expect(file.entryNames.contains("EPUB/" + source.replacing("../", with: "")))
    }

    /// A formula's picture (`<math altimg>`) is packaged and its reference rewritten as an image's; one the book does
    /// not hold goes with a warning, the formula staying. It had kept its path, which the package did not hold
    /// (epubcheck RSC-007).
    @Test func aFormulasPictureIsPackaged() throws {
        let folder = try TestPaths.folder(holding: [
            "a.xhtml": """
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>A</title></head><body><h1>A</h1>
            <p><math xmlns="http://www.w3.org/1998/Math/MathML" altimg="img/eq.png" alttext="x squared">\
            <msup><mi>x</mi><mn>2</mn></msup></math> and \
            <math xmlns="http://www.w3.org/1998/Math/MathML" altimg="img/gone.png" alttext="y"><mi>y</mi></math>\
            </p></body></html>
            """,
            "book.yaml": "title: T\nlanguage: en\nchapters: [a.xhtml]\n",
        ])
        try FileManager.default.createDirectory(atPath: folder + "/img", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: TestPaths.fixture("books/pandoc-dialect/dot.png"), toPath: folder + "/img/eq.png")
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        let file = try EPUBFile(epub)
        let math = ["m": "http://www.w3.org/1998/Math/MathML"]
        let pictures = try file.xml("EPUB/text/a.xhtml").select("//m:math", namespaces: math).map {
            $0.attribute("altimg")
        }
        #expect(pictures == ["../media/img/eq.png", nil])
        #expect(file.entryNames.contains("EPUB/media/img/eq.png"))
        #expect(
            report.warnings.map(\.message) == [
                "formula picture 'img/gone.png' is not in the book; left out, the formula stays"
            ])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }
}
