import Foundation
import Testing
import ZipArchive

/// Pages are deflated on the rendering threads and handed to libzip as
/// compressed bytes; the archive must hold exactly what libzip would have
/// written had it compressed the entry itself.
@Suite struct DeflatedDataTests {
    private let page = Data(String(repeating: "<p>A line of a chapter, again and again.</p>\n", count: 400).utf8)
    private let stamp = DOSTimestamp(Date(timeIntervalSince1970: 1_700_000_000))

    @Test func preDeflatedEntryMatchesLibzipsOwnCompression() throws {
        let folder = TestPaths.temporaryDirectory()
        let ours = folder + "/ours.zip", libzips = folder + "/libzip.zip"
        for (path, deflateAhead) in [(ours, true), (libzips, false)] {
            let writer = try ZipArchiveWriter(path: path)
            if deflateAhead {
                try writer.add("page.xhtml", deflated: DeflatedData(deflating: page), modified: stamp)
            } else {
                try writer.add("page.xhtml", data: page, compression: .deflated, modified: stamp)
            }
            try writer.close()
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: ours)) == Data(contentsOf: URL(fileURLWithPath: libzips)))

        let reader = try ZipArchiveReader(path: ours)
        let entry = try #require(reader.entries.first)
        #expect(entry.compressionMethod == 8, "deflate")
        #expect(entry.size == UInt64(page.count))
        #expect(entry.compressedSize < entry.size / 10)
        #expect(try reader.data(of: entry) == page, "libzip checks the CRC while reading")
    }

    @Test func emptyDataDeflatesToAnEmptyEntry() throws {
        let path = TestPaths.temporaryDirectory() + "/empty.zip"
        let writer = try ZipArchiveWriter(path: path)
        try writer.add("empty.css", deflated: DeflatedData(deflating: Data()), modified: stamp)
        try writer.close()
        let reader = try ZipArchiveReader(path: path)
        #expect(try reader.data(named: "empty.css") == Data())
    }
}
