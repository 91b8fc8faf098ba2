import Foundation
import Testing
import ZipArchive

/// The archive's file (`FileTarget`): written beside its path and renamed
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
        #expect(names(in: folder).isEmpty)
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
