import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBFormats
@testable import EPUBSupport

/// Examples/embedded-fonts: a Debian font (fonts-dejavu-core) packaged with
/// its media type and obfuscated (OCF 3.3 §4.4), restored to the same bytes.
@Suite struct FontExampleTests {
    @Test func theFontIsObfuscatedAndRestoresToItsBytes() throws {
        let book = TestBuild.example("embedded-fonts")
        let (epub, file) = try TestBuild.buildWithoutWarnings(book)
        let opf = try file.packagePath()
        #expect(
            try file.values("//opf:item[@href='media/fonts/DejaVuSans-ExtraLight.ttf']/@media-type", in: opf) == [
                "font/ttf"
            ])
        let encryption = EncryptionDocument(tree: try file.xml(EncryptionDocument.path.string))
        #expect(encryption.resources == ["EPUB/media/fonts/DejaVuSans-ExtraLight.ttf": FontObfuscation.idpfAlgorithm])
        let original = try Data(
            contentsOf: URL(fileURLWithPath: TestPaths.examples + "/embedded-fonts/fonts/DejaVuSans-ExtraLight.ttf"))
        var stored = try file.data("EPUB/media/fonts/DejaVuSans-ExtraLight.ttf")
        #expect(stored.prefix(1040) != original.prefix(1040) && stored.dropFirst(1040) == original.dropFirst(1040))
        let identifier = "urn:uuid:4c9e2b7d-5a1f-4e3b-8d6c-2f7a9b1e3c58"
        FontObfuscation.deobfuscate(
            &stored, offset: 0,
            key: try #require(FontObfuscation.key(for: FontObfuscation.idpfAlgorithm, identifiers: [identifier])))
        #expect(stored == original, "the reading system's restoring gives the font back")
        // Adobe's algorithm XORs the first 1024 bytes with the UUID's 16 bytes (a book with none has no key).
        let adobe = try #require(
            FontObfuscation.key(for: FontObfuscation.adobeAlgorithm, identifiers: ["isbn", identifier]))
        #expect(adobe.length == 1024 && adobe.bytes.prefix(4) == [0x4c, 0x9e, 0x2b, 0x7d])
        var scrambled = original
        FontObfuscation.deobfuscate(&scrambled, offset: 0, key: adobe)
        #expect(
            scrambled.prefix(1024) != original.prefix(1024) && scrambled.dropFirst(1024) == original.dropFirst(1024))
        FontObfuscation.deobfuscate(&scrambled, offset: 0, key: adobe)
        #expect(scrambled == original)
        #expect(FontObfuscation.key(for: FontObfuscation.adobeAlgorithm, identifiers: ["isbn:9780000000000"]) == nil)
        // The font whose `fonts:` entry says `obfuscate: false` is stored as it is, though the book obfuscates the
        // rest.
        #expect(
            try file.values("//opf:item[@href='media/fonts/DejaVuSansMono.ttf']/@media-type", in: opf) == ["font/ttf"])
        #expect(
            try file.data("EPUB/media/fonts/DejaVuSansMono.ttf")
                == Data(
                    contentsOf: URL(fileURLWithPath: TestPaths.examples + "/embedded-fonts/fonts/DejaVuSansMono.ttf")))
        // Unpacked and rebuilt, the font is obfuscated again and restores to the same bytes.
        try RoundTrip.expectRoundTrip(epub)
    }

    /// `fonts:` packages a font no stylesheet names, typed by its name, and refuses a file that is no font.
    @Test func listedFontsArePackagedAndChecked() throws {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: TestPaths.examples + "/embedded-fonts/fonts/DejaVuSansMono.ttf", toPath: folder + "/fonts/Mono.ttf")
        try "# A\n\nText.\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nfonts: [{file: fonts/Mono.ttf, obfuscate: true}]\nchapters: [a.md]\n"
            .write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        let file = try EPUBFile(epub)
        #expect(
            try file.values("//opf:item[@href='media/fonts/Mono.ttf']/@media-type", in: try file.packagePath()) == [
                "font/ttf"
            ])
        #expect(
            EncryptionDocument(tree: try file.xml(EncryptionDocument.path.string)).resources == [
                "EPUB/media/fonts/Mono.ttf": FontObfuscation.idpfAlgorithm
            ])

        try "not a font".write(toFile: folder + "/fonts/Fake.woff2", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\nfonts:\n  - fonts/Fake.woff2\nchapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(["build", folder + "/book.yaml", "-o", folder + "/fake.epub"])
        #expect(result.status != 0)
        #expect(
            result.stderr.contains(
                "book.yaml:4:5: error: [Load] font 'fonts/Fake.woff2' is not a font: its content is not OpenType, TrueType or WOFF"
            ), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/fake.epub"))
    }
}
