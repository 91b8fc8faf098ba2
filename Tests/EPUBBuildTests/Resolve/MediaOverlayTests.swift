import EPUBBuild
import Foundation
import Testing

/// A chapter read aloud (EPUB Media Overlays 3.3): its SMIL document follows
/// the chapter into the package, with its audio, and the package gives the durations.
@Suite struct MediaOverlayTests {
    @Test func theOverlayFollowsItsChapterAndTheDurationsAddUp() throws {
        let (epub, file) = try TestBuild.buildWithoutWarnings(TestBuild.fixtureBook("media-overlay"))
        let opf = try file.package()
        let ns = EPUBFile.namespaces
        #expect(
            opf.select("//opf:item[@href='text/poem.xhtml']/@media-overlay", namespaces: ns).map(\.textContent) == [
                "item-media-poem-smil"
            ])
        #expect(
            opf.select("//opf:item[@id='item-media-poem-smil']/@media-type", namespaces: ns).map(\.textContent) == [
                "application/smil+xml"
            ])
        // 1.5 s + 2.5 s + 2.5 s, in every clock form SMIL allows.
        #expect(
            opf.select("//opf:meta[@property='media:duration']", namespaces: ns).map(\.textContent) == [
                "0:00:06.500", "0:00:06.500",
            ])
        #expect(
            opf.select("//opf:meta[@property='media:active-class']", namespaces: ns).map(\.textContent) == [
                "reading-now"
            ])
        let smil = String(decoding: try file.data("EPUB/media/poem.smil"), as: UTF8.self)
        #expect(
            smil.contains("epub:textref=\"../text/poem.xhtml#title\"")
                && smil.contains("<text src=\"../text/poem.xhtml#line1\"/>"))
        #expect(smil.contains("<audio src=\"audio/poem.mp3\" clipBegin=\"1.5s\" clipEnd=\"4s\"/>"))
        try EPUBStructure.expectEPUBCheckClean(epub)
        // And back: the project names the overlay, and rebuilds with it.
        let rebuilt = try RoundTrip.expectRoundTrip(epub)
        #expect(try EPUBFile(rebuilt).package().select("//opf:item/@media-overlay", namespaces: ns).count == 1)
    }

    /// The active class is left out of a book with no stylesheet to style it (epubcheck CSS-030 otherwise: a
    /// project unpacked from such an EPUB had rebuilt invalid), and kept where one is.
    @Test func theActiveClassNeedsAStylesheet() throws {
        let folder = TestPaths.temporaryDirectory()
        let fixture = TestBuild.fixtureBook("media-overlay")
        let source = (fixture as NSString).deletingLastPathComponent
        for name in try FileManager.default.contentsOfDirectory(atPath: source) {
            try FileManager.default.copyItem(atPath: source + "/" + name, toPath: folder + "/" + name)
        }
        let yaml = try String(contentsOfFile: fixture, encoding: .utf8)
        try yaml.replacingOccurrences(of: "titlepage: false\n", with: "titlepage: false\ndefault-css: false\n")
            .write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        let opf = try EPUBFile(epub).package()
        #expect(opf.select("//opf:meta[@property='media:active-class']", namespaces: EPUBFile.namespaces).isEmpty)
        try EPUBStructure.expectEPUBCheckClean(epub)
    }
}
