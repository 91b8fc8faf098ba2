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
}
