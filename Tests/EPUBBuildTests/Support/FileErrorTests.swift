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
}
