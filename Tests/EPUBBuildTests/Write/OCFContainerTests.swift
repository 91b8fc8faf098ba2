import Foundation
import Testing
import ZipArchive

/// OCF 3.3 §4: the container's first entry is `mimetype`, stored, without an extra field.
@Suite struct OCFContainerTests {
    @Test func mimetypeComesFirstStoredAtOffset38() throws {
        let (epub, _) = try TestBuild.build(TestBuild.fixtureBook("minimal"))
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: epub)))
        #expect(Array(bytes[0..<4]) == [0x50, 0x4B, 0x03, 0x04], "local file header signature")
        #expect(bytes[8] == 0 && bytes[9] == 0, "compression method 0 (stored)")
        #expect(bytes[26] == 8 && bytes[27] == 0, "file name length 8")
        #expect(bytes[28] == 0 && bytes[29] == 0, "no extra field")
        #expect(String(decoding: bytes[30..<38], as: UTF8.self) == "mimetype")
        #expect(String(decoding: bytes[38..<58], as: UTF8.self) == "application/epub+zip")

        let file = try EPUBFile(epub)
        #expect(Array(file.entryNames.prefix(3)) == ["mimetype", "META-INF/container.xml", "EPUB/package.opf"])
        #expect(file.archive.entries.first?.compressionMethod == 0)
    }

    @Test func sameSourcesGiveIdenticalBytes() throws {
        let (first, _) = try TestBuild.build(TestBuild.fixtureBook("minimal"), modificationDate: nil)
        let (second, _) = try TestBuild.build(TestBuild.fixtureBook("minimal"), modificationDate: nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data(contentsOf: URL(fileURLWithPath: second)))
    }

    @Test func sourceDateEpochSetsModifiedAndTheCLIIsDeterministic() throws {
        let folder = TestPaths.temporaryDirectory()
        var outputs: [Data] = []
        for name in ["a.epub", "b.epub"] {
            let result = try CommandRunner.epubbuild(
                ["build", TestBuild.fixtureBook("minimal"), "-o", folder + "/" + name],
                environment: ["SOURCE_DATE_EPOCH": "1700000000"])
            #expect(result.status == 0, "\(result.stderr)")
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
        }
        #expect(outputs[0] == outputs[1])
        let opf = try EPUBFile(folder + "/a.epub").package()
        let modified = opf.select("//opf:meta[@property='dcterms:modified']", namespaces: EPUBFile.namespaces).first?
            .textContent
        #expect(modified == "2023-11-14T22:13:20Z")
    }

    /// Without SOURCE_DATE_EPOCH the EPUB is as new as its newest source, read
    /// through a link to the file the author edits.
    @Test func theNewestSourceDatesTheBookThroughALink() throws {
        let folder = TestPaths.temporaryDirectory()
        let manager = FileManager.default
        try "title: T\nchapters: [a.md, b.md]\n".write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try "# A\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "# B\n".write(toFile: folder + "/b-target.md", atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(atPath: folder + "/b.md", withDestinationPath: "b-target.md")
        let old = Date(timeIntervalSince1970: 1_600_000_000), newest = Date(timeIntervalSince1970: 1_700_000_000)
        for file in ["book.yaml", "a.md"] {
            try manager.setAttributes([.modificationDate: old], ofItemAtPath: folder + "/" + file)
        }
        try manager.setAttributes([.modificationDate: newest], ofItemAtPath: folder + "/b-target.md")
        let (epub, _) = try TestBuild.build(folder + "/book.yaml", modificationDate: nil)
        let opf = try EPUBFile(epub).package()
        let modified = opf.select("//opf:meta[@property='dcterms:modified']", namespaces: EPUBFile.namespaces).first?
            .textContent
        #expect(modified == "2023-11-14T22:13:20Z")
    }

    @Test func dosTimestampIsUTCAndClampedTo1980() {
        let stamp = DOSTimestamp(Date(timeIntervalSince1970: 1_700_000_000))  // 2023-11-14 22:13:20 UTC
        #expect(stamp.date == UInt16((2023 - 1980) << 9 | 11 << 5 | 14))
        #expect(stamp.time == UInt16(22 << 11 | 13 << 5 | 10))
        #expect(DOSTimestamp(Date(timeIntervalSince1970: 0)) == DOSTimestamp(Date(timeIntervalSince1970: 315_532_800)))
        let last = DOSTimestamp(Date(timeIntervalSince1970: 1e15))  // past 2107, the format's last year
        #expect(last.date == UInt16((2107 - 1980) << 9 | 12 << 5 | 31) && last.time == UInt16(23 << 11 | 59 << 5 | 29))
        #expect(DOSTimestamp(Date(timeIntervalSince1970: .nan)) == DOSTimestamp(Date(timeIntervalSince1970: 0)))
    }
}
