import Foundation
import Testing

@testable import ZipArchive

/// Entries an EPUB may not hold (OCF 3.3 §4.3: stored or Deflate, no zip password) are read when libzip can,
/// and otherwise refused with the reason in words a maker can act on, not libzip's alone.
@Suite struct ZipArchiveReaderTests {
    /// A zip of three entries written by Python's zipfile: `bzip2.txt` (method 12), `lzma.txt` (method 14) and
    /// `locked.txt`, Deflate with its encryption flag set, as a zip password leaves it.
    static let archive: String = {
        let path = TestPaths.temporaryDirectory() + "/methods.zip"
        let script = """
            import sys, zipfile
            with zipfile.ZipFile(sys.argv[1], 'w') as z:
                z.writestr('bzip2.txt', 'read with bzip2', compress_type=zipfile.ZIP_BZIP2)
                z.writestr('lzma.txt', 'read with LZMA', compress_type=zipfile.ZIP_LZMA)
                z.writestr('locked.txt', 'behind a password', compress_type=zipfile.ZIP_DEFLATED)
            data = bytearray(open(sys.argv[1], 'rb').read())
            for signature, offset in ((b'PK\\x03\\x04', 6), (b'PK\\x01\\x02', 8)):
                at = data.rfind(signature)
                data[at + offset] |= 1
            open(sys.argv[1], 'wb').write(data)
            """
        let result = try? CommandRunner.run("/usr/bin/env", ["python3", "-c", script, path])
        precondition(result?.status == 0, "python3 could not write the zip: \(result?.stderr ?? "")")
        return path
    }()

    @Test func aBzip2EntryIsRead() throws {
        #expect(try ZipArchiveReader(path: Self.archive).data(named: "bzip2.txt") == Data("read with bzip2".utf8))
    }

    @Test func aMethodLibzipCannotReadIsNamedWithTheWayOut() throws {
        let error = try #require(throws: ZipError.self) {
            try ZipArchiveReader(path: Self.archive).data(named: "lzma.txt")
        }
        #expect(
            error.description.contains("compressed with LZMA, method 14; an EPUB's entries are stored or Deflate only"))
        #expect(error.description.contains("`epubbuild pack`"), "\(error)")
    }

    @Test func anEncryptedEntryIsSaidToBeSo() throws {
        let reader = try ZipArchiveReader(path: Self.archive)
        #expect(reader.entries.map(\.isEncrypted) == [false, false, true])
        let error = try #require(throws: ZipError.self) { try reader.data(named: "locked.txt") }
        #expect(error.description.contains("the entry is encrypted with a zip password"), "\(error)")
    }
}
