import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBRead

/// `epubbuild pack`: a folder holding an unpacked EPUB zipped as OCF requires.
@Suite struct ContainerPackerTests {
    private static let corpusBooks: [String] = {
        let folder = TestPaths.corpus + "/epub"
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".epub") }
            .sorted()
    }()

    /// `unpack --raw` then `pack` gives back every entry, byte for byte, mimetype first and stored.
    @Test(
        .enabled(if: !corpusBooks.isEmpty, "../shared/corpus is not beside this clone; skipping the corpus EPUBs"),
        arguments: corpusBooks)
    func rawUnpackThenPackKeepsEveryEntry(_ name: String) throws {
        let epub = TestPaths.corpus + "/epub/" + name
        let folder = TestPaths.temporaryDirectory() + "/raw"
        _ = try Unpacker().unpack(epub, to: folder, mode: .raw)
        let packed = TestPaths.temporaryDirectory() + "/packed.epub"
        let warnings = try ContainerPacker(modified: Date(timeIntervalSince1970: 1_700_000_000)).pack(
            folder, to: packed)
        let original = try EPUBFile(epub), repacked = try EPUBFile(packed)
        let files = original.entryNames.filter { !$0.hasSuffix("/") }
        // A container without its mimetype (versone's fixture) gets one, with a warning; nothing else is said.
        #expect(
            warnings.map(\.message)
                == (files.contains("mimetype")
                    ? []
                    : [
                        "no mimetype file; written as OCF 3.3 §4.3 requires: first, stored, holding application/epub+zip"
                    ]))
        #expect(Set(repacked.entryNames) == Set(files + ["mimetype"]))
        for file in files { #expect(try repacked.data(file) == original.data(file), "\(file)") }
        try Self.expectMimetypeFirstAndStored(packed)
    }

    /// A file whose name the folder stores decomposed (NFD, as macOS writes `Résumé.xhtml`) while the manifest writes
    /// it composed (NFC) is packed under the folder's name, read from there: it had stopped `pack` ("cannot read").
    @Test func aNameStoredDecomposedIsPackedAsStored() throws {
        let folder = TestPaths.temporaryDirectory() + "/book"
        try FileManager.default.copyItem(atPath: TestPaths.fixture("epub/epub2-ncx"), toPath: folder)
        let composed = "R\u{E9}sum\u{E9}.xhtml", decomposed = "Re\u{301}sume\u{301}.xhtml"
        try FileManager.default.moveItem(
            atPath: folder + "/OEBPS/text/two.xhtml", toPath: folder + "/OEBPS/text/" + decomposed)
        let opf = folder + "/OEBPS/content.opf"
        try String(contentsOfFile: opf, encoding: .utf8).replacingOccurrences(
            of: "text/two.xhtml", with: "text/" + composed
        )
        .write(toFile: opf, atomically: true, encoding: .utf8)
        let packed = TestPaths.temporaryDirectory() + "/packed.epub"
        _ = try ContainerPacker(modified: Date(timeIntervalSince1970: 1_700_000_000)).pack(folder, to: packed)
        let names = try EPUBFile(packed).entryNames
        #expect(names.contains { $0.unicodeScalars.elementsEqual(("OEBPS/text/" + decomposed).unicodeScalars) })
    }

    @Test func theSameFolderGivesTheSameBytes() throws {
        let folder = TestPaths.temporaryDirectory() + "/raw"
        _ = try Unpacker().unpack(try FixturePacker.pack("languages"), to: folder, mode: .raw)
        let first = TestPaths.temporaryDirectory() + "/a.epub", second = TestPaths.temporaryDirectory() + "/b.epub"
        _ = try ContainerPacker().pack(folder, to: first)
        _ = try ContainerPacker().pack(folder, to: second)
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data(contentsOf: URL(fileURLWithPath: second)))
        let names = try EPUBFile(first).entryNames
        #expect(Array(names.prefix(2)) == ["mimetype", "META-INF/container.xml"])
    }

    /// What a folder must hold: each missing part is an error naming it, and nothing is written.
    @Test(arguments: [
        ("META-INF/container.xml", "raw: error: [Open] no META-INF/container.xml: this is not an EPUB (OCF 3.3 §3.5.1)")
    ])
    func aFolderWithoutItsContainerFilesIsRefused(missing: String, expected: String) throws {
        let work = TestPaths.temporaryDirectory()
        _ = try Unpacker().unpack(try FixturePacker.pack("languages"), to: work + "/raw", mode: .raw)
        try FileManager.default.removeItem(atPath: work + "/raw/" + missing)
        let result = try CommandRunner.epubbuild(["pack", "raw", "-o", "out.epub"], in: work)
        #expect(result.status == 1)
        #expect(result.stderr.trimmingCharacters(in: .whitespacesAndNewlines) == expected)
        #expect(!FileManager.default.fileExists(atPath: work + "/out.epub"))
    }

    @Test func aMissingMimetypeIsWrittenWithAWarning() throws {
        let work = TestPaths.temporaryDirectory()
        _ = try Unpacker().unpack(try FixturePacker.pack("languages"), to: work + "/raw", mode: .raw)
        try FileManager.default.removeItem(atPath: work + "/raw/mimetype")
        let result = try CommandRunner.epubbuild(["pack", "raw", "-o", "out.epub"], in: work)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains("raw: warning: [Open] no mimetype file; written as OCF 3.3 §4.3 requires"),
            "\(result.stderr)")
        try Self.expectMimetypeFirstAndStored(work + "/out.epub")
    }

    @Test func aMimetypeWithALineBreakIsWrittenExactly() throws {
        let work = TestPaths.temporaryDirectory()
        _ = try Unpacker().unpack(try FixturePacker.pack("languages"), to: work + "/raw", mode: .raw)
        try "application/epub+zip\n".write(toFile: work + "/raw/mimetype", atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(["pack", "raw/"], in: work)
        #expect(result.status == 0)
        #expect(result.stdout == "wrote raw.epub\n")
        #expect(
            result.stderr.contains(
                "raw/mimetype: warning: [Open] mimetype holds \"application/epub+zip\\n\" rather than exactly application/epub+zip (no line break, no spaces)"
            ), "\(result.stderr)")
        try Self.expectMimetypeFirstAndStored(work + "/raw.epub")
    }

    /// OCF 3.3 §4.3: the first local header names `mimetype`, stored, with no extra field, so its bytes sit at offset
    /// 38.
    static func expectMimetypeFirstAndStored(_ epub: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: epub)).prefix(58))
        #expect(bytes[8] == 0 && bytes[9] == 0, "mimetype is not stored")
        #expect(bytes[28] == 0 && bytes[29] == 0, "mimetype has an extra field")
        #expect(String(decoding: bytes[30..<38], as: UTF8.self) == "mimetype")
        #expect(String(decoding: bytes[38..<58], as: UTF8.self) == "application/epub+zip")
    }
}
