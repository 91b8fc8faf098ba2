@testable import EPUBBuild
import Foundation
import Testing

/// Examples/embedded-fonts: a Debian font (fonts-dejavu-core) packaged with
/// its media type and obfuscated (OCF 3.3 §4.4), restored to the same bytes.
@Suite struct FontExampleTests {
    @Test func theFontIsObfuscatedAndRestoresToItsBytes() throws {
        let book = TestBuild.example("embedded-fonts")
        let (epub, report) = try TestBuild.build(book)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(epub)
        let opf = try file.packagePath()
        #expect(try file.values("//opf:item[@href='media/fonts/DejaVuSans-ExtraLight.ttf']/@media-type", in: opf) == ["font/ttf"])
        let encryption = EncryptionDocument(tree: try file.xml(EncryptionDocument.path))
        #expect(encryption.resources == ["EPUB/media/fonts/DejaVuSans-ExtraLight.ttf": FontObfuscation.idpfAlgorithm])
        let original = try Data(contentsOf: URL(fileURLWithPath: TestPaths.examples + "/embedded-fonts/fonts/DejaVuSans-ExtraLight.ttf"))
        var stored = try file.data("EPUB/media/fonts/DejaVuSans-ExtraLight.ttf")
        #expect(stored.prefix(1040) != original.prefix(1040) && stored.dropFirst(1040) == original.dropFirst(1040))
        FontObfuscation.deobfuscate(&stored, offset: 0, key: FontObfuscation.key(identifier: "urn:uuid:4c9e2b7d-5a1f-4e3b-8d6c-2f7a9b1e3c58"))
        #expect(stored == original, "the reading system's restoring gives the font back")
        // Unpacked and rebuilt, the font is obfuscated again and restores to the same bytes.
        try RoundTrip.expectRoundTrip(epub)
    }
}
