import Foundation
import Testing

@testable import ZipArchive

/// The archive's file (`ArchiveFile`): written beside its path and renamed
/// onto it at `close()`, so an existing file is replaced whole or not at all,
/// and nothing is left behind by a writer that fails or is dropped.
@Suite struct ZipArchiveWriterTests {
    private let stamp = DOSTimestamp(Date(timeIntervalSince1970: 1_700_000_000))

    private func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test func anExistingFileIsReplacedOnlyAtClose() throws {
        let folder = TestPaths.temporaryDirectory()
        let path = folder + "/book.zip"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        let writer = try ZipArchiveWriter(path: path)
        try writer.add("a.txt", data: Data("new".utf8), compression: .stored, modified: stamp)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("old".utf8), "untouched before close()")
        try writer.close()
        #expect(try ZipArchiveReader(path: path).data(named: "a.txt") == Data("new".utf8))
        #expect(names(in: folder) == ["book.zip"], "no temporary file left")
        let mode = try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        let mask = umask(0)
        umask(mask)
        #expect(mode == 0o666 & ~Int(mask), "the mode a new file gets, as libzip gave it")
    }

    @Test func aWriterDroppedBeforeCloseLeavesNothing() throws {
        let folder = TestPaths.temporaryDirectory()
        do {
            let writer = try ZipArchiveWriter(path: folder + "/book.zip")
            try writer.add("a.txt", data: Data("text".utf8), compression: .deflated, modified: stamp)
        }
        #expect(names(in: folder).isEmpty)
    }

    @Test func aFolderThatDoesNotExistFailsAtCloseWithTheReason() throws {
        let folder = TestPaths.temporaryDirectory()
        let writer = try ZipArchiveWriter(path: folder + "/missing/book.zip")
        try writer.add("a.txt", data: Data("text".utf8), compression: .stored, modified: stamp)
        let error = try #require(throws: ZipError.self) { try writer.close() }
        #expect(error.description.contains("No such file or directory"), "\(error)")
        #expect(error.systemError == ENOENT, "kept for the build to say in its own words")
        #expect(names(in: folder).isEmpty)
    }

    /// Writes are gathered a megabyte at a time: entries larger than that,
    /// whose headers are rewritten after their data reached the file, and
    /// small ones around them, all read back whole.
    @Test func entriesLargerThanTheWriteBufferReadBackWhole() throws {
        let path = TestPaths.temporaryDirectory() + "/big.zip"
        var generator = SystemRandomNumberGenerator()
        let noise = (0..<(3 << 17)).map { _ in generator.next() }.withUnsafeBytes { Data($0) }  // 3 MB
        let entries: [(String, Data, ZipArchiveWriter.Compression)] = [
            ("small-1.txt", Data("one".utf8), .stored), ("noise.bin", noise, .stored),
            ("small-2.txt", Data("two".utf8), .deflated), ("noise-deflated.bin", noise, .deflated),
            ("small-3.txt", Data(repeating: 65, count: 70_000), .deflated),
        ]
        let writer = try ZipArchiveWriter(path: path)
        for (name, data, compression) in entries {
            try writer.add(name, data: data, compression: compression, modified: stamp)
        }
        try writer.close()
        let reader = try ZipArchiveReader(path: path)
        #expect(reader.entries.map(\.name) == entries.map(\.0))
        for (name, data, _) in entries { #expect(try reader.data(named: name) == data, "\(name)") }
    }

    /// ZIP64 (APPNOTE 4.5), which OCF 3.3 §4.2.2 allows where the content needs
    /// it, is written when a size or offset passes the 32-bit fields; the limit
    /// is lowered here so that a small archive needs it, and libzip reads it.
    @Test func sizesAndOffsetsPastTheLimitAreWrittenAsZIP64() throws {
        let path = TestPaths.temporaryDirectory() + "/zip64.zip"
        let writer = ZipArchiveWriter(path: path, zip64Limit: 1000)
        let big = Data((0..<3000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        try writer.add("mimetype", data: Data("application/epub+zip".utf8), compression: .stored, modified: stamp)
        try writer.add("big-stored.bin", data: big, compression: .stored, modified: stamp)
        try writer.add("big-deflated.bin", data: big, compression: .deflated, modified: stamp)
        let file = TestPaths.temporaryDirectory() + "/streamed.bin"
        try big.write(to: URL(fileURLWithPath: file))
        try writer.add("streamed.bin", contentsOf: file, compression: .stored, modified: stamp)
        try writer.add("late.txt", data: Data("after the limit".utf8), compression: .stored, modified: stamp)
        try writer.close()
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes[28] == 0 && bytes[29] == 0, "the small first entry keeps a header without extra field")
        #expect(bytes.count >= 98 && Array(bytes[(bytes.count - 98)..<(bytes.count - 94)]) == [0x50, 0x4B, 0x06, 0x06])
        let reader = try ZipArchiveReader(path: path)
        #expect(
            reader.entries.map(\.name) == [
                "mimetype", "big-stored.bin", "big-deflated.bin", "streamed.bin", "late.txt",
            ])
        for name in ["big-stored.bin", "big-deflated.bin", "streamed.bin"] {
            #expect(try reader.data(named: name) == big)
        }
        #expect(try reader.data(named: "late.txt") == Data("after the limit".utf8))
    }

    /// 65 535 entries and more do not fit the end record's 16-bit count: ZIP64's end record holds it.
    @Test func moreEntriesThanTheClassicCountHoldsAreCounted() throws {
        let path = TestPaths.temporaryDirectory() + "/many.zip"
        let writer = try ZipArchiveWriter(path: path)
        let count = 70_000
        for index in 0..<count {
            try writer.add("e\(index)", data: Data(), compression: .stored, modified: stamp)
        }
        try writer.close()
        let reader = try ZipArchiveReader(path: path)
        #expect(reader.entries.count == count)
        #expect(reader.entries.last?.name == "e\(count - 1)")
    }

    @Test func aNameTwiceIsRefusedAtItsSecondEntry() throws {
        let writer = try ZipArchiveWriter(path: TestPaths.temporaryDirectory() + "/twice.zip")
        try writer.add("a.png", data: Data([1]), compression: .stored, modified: stamp)
        let error = try #require(throws: ZipError.self) {
            try writer.add("a.png", data: Data([2]), compression: .stored, modified: stamp)
        }
        #expect(error.entry == "a.png" && error.message.contains("already in the archive"))
    }

    /// The entries' time is the UTC time given, whatever the machine's zone:
    /// 02:30 on the night Berlin's clocks skip from 02:00 to 03:00 stays 02:30
    /// (libzip, converting through local time, wrote 03:30 there).
    @Test func theBytesDoNotDependOnTheTimeZone() throws {
        let folder = TestPaths.temporaryDirectory()
        var outputs: [Data] = []
        for (index, zone) in ["UTC0", "CET-1CEST,M3.5.0,M10.5.0/3", "EST5EDT,M3.2.0,M11.1.0"].enumerated() {
            let output = folder + "/\(index).epub"
            let result = try CommandRunner.epubbuild(
                ["build", TestBuild.fixtureBook("minimal"), "-o", output],
                environment: ["SOURCE_DATE_EPOCH": "1711852200", "TZ": zone])  // 2024-03-31 02:30 UTC
            #expect(result.status == 0, "\(result.stderr)")
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: output)))
        }
        #expect(Set(outputs).count == 1)
        let bytes = [UInt8](outputs[0])
        #expect(UInt16(bytes[10]) | UInt16(bytes[11]) << 8 == UInt16(2 << 11 | 30 << 5), "02:30:00 in the first header")
    }

    @Test func twoWritersOfOnePathInTurnGiveTheSecondArchive() throws {
        let path = TestPaths.temporaryDirectory() + "/book.zip"
        for text in ["first", "second"] {
            let writer = try ZipArchiveWriter(path: path)
            try writer.add("a.txt", data: Data(text.utf8), compression: .deflated, modified: stamp)
            try writer.close()
        }
        #expect(try ZipArchiveReader(path: path).data(named: "a.txt") == Data("second".utf8))
    }
}
