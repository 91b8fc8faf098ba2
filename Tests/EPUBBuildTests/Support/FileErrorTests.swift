import Foundation
import Testing

@testable import EPUBSupport

/// A file's failure told in our words, never Foundation's "The operation could not be completed".
@Suite struct FileErrorTests {
    @Test func foundationsErrorsAreToldByTheirCause() throws {
        let missing = "/nonexistent-\(UUID().uuidString)/file"
        do {
            _ = try Data(contentsOf: URL(fileURLWithPath: missing))
            Issue.record("read a missing file")
        } catch {
            #expect(FileError.describe(error) == "there is no such file or folder")
        }
        do {
            try FileManager.default.createDirectory(atPath: missing, withIntermediateDirectories: false)
            Issue.record("made a folder in a missing one")
        } catch {
            #expect(FileError.describe(error) == "there is no such file or folder")
        }
        #expect(FileError.describe(NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))) == "the disk is full")
        #expect(FileError.describe(CocoaError(.fileWriteNoPermission)) == "permission denied")
        #expect(!FileError.describe(CocoaError(.fileWriteUnknown)).contains("could not be completed"))
    }

    /// A file where the path needs a folder (`-o notes.txt/book.epub`): Foundation's "unknown" (512) had been shown.
    @Test func aFileInTheWayOfAFolderIsNamed() throws {
        let file = TestPaths.temporaryDirectory() + "/afile"
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        do {
            try FileManager.default.createDirectory(atPath: file + "/sub/deeper", withIntermediateDirectories: true)
            Issue.record("made a folder inside a file")
        } catch {
            #expect(FileError.describe(error).hasSuffix("afile' is a file, where a folder is needed"), "\(error)")
        }
    }

    /// `serve` watches what a build looked for in vain: the recorder notes each missing path once, and forgets them
    /// when taken.
    @Test func theFilesABuildLookedForInVainAreNoted() throws {
        let folder = TestPaths.temporaryDirectory()
        try "x".write(toFile: folder + "/here.md", atomically: true, encoding: .utf8)
        let recorder = MissingFilesRecorder()
        #expect(recorder.isFile(folder + "/here.md") && recorder.contents(atPath: folder + "/here.md") != nil)
        #expect(!recorder.isFile(folder + "/later.md") && recorder.contents(atPath: folder + "/pic.png") == nil)
        #expect(recorder.contents(atPath: folder + "/later.md") == nil)
        #expect(recorder.takeMissing() == [folder + "/later.md", folder + "/pic.png"])
        #expect(recorder.takeMissing().isEmpty)
    }
}
