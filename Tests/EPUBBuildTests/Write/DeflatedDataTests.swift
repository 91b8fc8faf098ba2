import EPUBSupport
import Foundation
import Testing
import ZipArchive

/// Pages are deflated on the rendering threads (libdeflate) and handed to
/// the archive writer as compressed bytes: the entry must read back whole with its CRC,
/// the same bytes every time, whether the bytes came from memory or a file.
@Suite struct DeflatedDataTests {
    private let page = Data(String(repeating: "<p>A line of a chapter, again and again.</p>\n", count: 400).utf8)
    private let stamp = DOSTimestamp(Date(timeIntervalSince1970: 1_700_000_000))

    @Test func preDeflatedEntryReadsBackAndMatchesOneStreamedFromAFile() throws {
        let folder = TestPaths.temporaryDirectory()
        let ours = folder + "/ours.zip", fromFile = folder + "/file.zip", file = folder + "/page.xhtml"
        try page.write(to: URL(fileURLWithPath: file))
        for (path, deflateAhead) in [(ours, true), (fromFile, false)] {
            let writer = try ZipArchiveWriter(path: path)
            if deflateAhead {
                try writer.add("page.xhtml", deflated: DeflatedData(deflating: page), modified: stamp)
            } else {
                try writer.add("page.xhtml", contentsOf: file, compression: .deflated, modified: stamp)
            }
            try writer.close()
        }
        let reader = try ZipArchiveReader(path: ours)
        let entry = try #require(reader.entries.first)
        #expect(entry.compressionMethod == 8, "deflate")
        #expect(entry.size == UInt64(page.count))
        #expect(entry.compressedSize < entry.size / 10)
        #expect(try reader.data(of: entry) == page, "libzip checks the CRC while reading")
        #expect(try Data(contentsOf: URL(fileURLWithPath: ours)) == Data(contentsOf: URL(fileURLWithPath: fromFile)))
    }

    @Test func deflatingIsDeterministicAcrossThreads() {
        let pages = (0..<64).map { Data((String(repeating: "<p>page \($0) ", count: 50 + $0) + "</p>").utf8) }
        let once = pages.map { DeflatedData(deflating: $0) }
        let results = Locked<[Int: DeflatedData]>([:])
        DispatchQueue.concurrentPerform(iterations: pages.count * 4) { job in
            let index = job % pages.count
            let deflated = DeflatedData(deflating: pages[index])
            results.withLock { $0[job] = deflated }
        }
        for (job, deflated) in results.withLock({ $0 }) {
            #expect(deflated == once[job % pages.count])
            #expect(deflated.inflated() == pages[job % pages.count])
        }
    }

    @Test func bytesGivenToTheWriterAreDeflatedLikePages() throws {
        let path = TestPaths.temporaryDirectory() + "/data.zip"
        let writer = try ZipArchiveWriter(path: path)
        try writer.add("page.xhtml", data: page, compression: .deflated, modified: stamp)
        try writer.close()
        let entry = try #require(try ZipArchiveReader(path: path).entries.first)
        #expect(entry.compressedSize == UInt64(DeflatedData(deflating: page).compressed.count))
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
