import CLibDeflate
import Foundation

/// Writes a zip archive (PKWARE's APPNOTE.TXT 6.3.10), entries in the order
/// they are added, each stored or deflated, with the timestamp it is given.
/// Nothing reaches `path` until `close()`; an unclosed writer discards its work.
///
/// Written here rather than by libzip, which reads zip files for us: libzip
/// keeps an entry's time as local time (mktime, then localtime when it
/// writes), so a timestamp in an hour that daylight saving skips came out an
/// hour later, and the same sources gave a different EPUB in Berlin than in
/// UTC. Each entry is written as OCF 3.3 §4.2 asks of a container: a local
/// header without extra field (ZIP64's only when a size needs it, which
/// OCF allows), the data, and at the end the central directory.
public final class ZipArchiveWriter {
    public enum Compression: Equatable, Sendable {
        case stored
        case deflated
    }

    private enum Content {
        case stored(Data, crc32: UInt32)
        case deflated(DeflatedData)
        /// Stored, read from the file when the archive is written: a book's video need not fit in memory.
        case file(String)
    }

    private struct Entry {
        let name: String
        let content: Content
        let modified: DOSTimestamp
    }

    public let path: String
    private var entries: [Entry] = []
    private var names: Set<String> = []
    private var closed = false
    /// The largest size or offset a header's 32-bit field holds; beyond it, ZIP64's (lowered by tests).
    let zip64Limit: UInt64

    /// Prepares to write `path`. An existing file there is replaced only when `close()` succeeds.
    public convenience init(path: String) throws(ZipError) {
        self.init(path: path, zip64Limit: 0xFFFF_FFFF)
    }

    init(path: String, zip64Limit: UInt64) {
        self.path = path
        self.zip64Limit = zip64Limit
    }

    /// Adds an entry holding `data`; a deflated one is deflated here, as
    /// `DeflatedData` deflates pages, so every entry has one codec.
    public func add(_ name: String, data: Data, compression: Compression, modified: DOSTimestamp) throws(ZipError) {
        guard compression == .stored else {
            return try add(name, deflated: DeflatedData(deflating: data), modified: modified)
        }
        let crc = data.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
        try append(Entry(name: name, content: .stored(data, crc32: crc), modified: modified))
    }

    /// Adds a deflated entry from bytes compressed beforehand (on another thread, say).
    public func add(_ name: String, deflated: DeflatedData, modified: DOSTimestamp) throws(ZipError) {
        try append(Entry(name: name, content: .deflated(deflated), modified: modified))
    }

    /// Adds an entry from the file at `file`: a stored one is read when the
    /// archive is written; a deflated one is read and deflated now, as bytes
    /// in memory are, so that a book's files give the same EPUB from the disk or from memory.
    public func add(_ name: String, contentsOf file: String, compression: Compression, modified: DOSTimestamp)
        throws(ZipError)
    {
        guard compression == .stored else {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw ZipError(path: path, entry: name, message: "cannot read '\(file)'")
            }
            return try add(name, data: data, compression: compression, modified: modified)
        }
        try append(Entry(name: name, content: .file(file), modified: modified))
    }

    /// Writes the archive to `path`.
    public func close() throws(ZipError) {
        guard !closed else { throw ZipError(path: path, message: "the archive is already closed") }
        closed = true
        let output = try ArchiveFile(creatingBeside: path)
        var directory: [[UInt8]] = []
        directory.reserveCapacity(entries.count)
        for entry in entries {
            directory.append(try write(entry, to: output))
        }
        entries = []
        try writeDirectory(directory, to: output)
        try output.commit()
    }

    private func append(_ entry: Entry) throws(ZipError) {
        guard !closed else { throw ZipError(path: path, entry: entry.name, message: "the archive is already closed") }
        guard entry.name.utf8.count <= Int(UInt16.max) else {
            throw ZipError(
                path: path, entry: String(entry.name.prefix(80)), message: "the name is too long for a zip entry")
        }
        // Two entries of one name: a reader would see one of them, whichever it looks at.
        guard names.insert(entry.name).inserted else {
            throw ZipError(path: path, entry: entry.name, message: "an entry of this name is already in the archive")
        }
        entries.append(entry)
    }

    /// Writes the entry's local header and data; returns its central directory record.
    private func write(_ entry: Entry, to output: ArchiveFile) throws(ZipError) -> [UInt8] {
        var header = EntryHeader(name: entry.name, modified: entry.modified, offset: UInt64(output.offset))
        switch entry.content {
        case .stored(let data, let crc):
            (header.crc32, header.size, header.compressedSize) = (crc, UInt64(data.count), UInt64(data.count))
            try output.append(header.local(zip64Limit: zip64Limit))
            try output.append(data)
        case .deflated(let deflated):
            header.method = 8
            header.crc32 = deflated.crc32
            (header.size, header.compressedSize) = (
                UInt64(deflated.uncompressedSize), UInt64(deflated.compressed.count)
            )
            try output.append(header.local(zip64Limit: zip64Limit))
            try output.append(deflated.compressed)
        case .file(let file):
            try copy(file, for: &header, to: output)
        }
        return header.central(zip64Limit: zip64Limit)
    }

    /// A stored entry streamed from `file`: the header is written with the
    /// size the file has, and again with the CRC-32 once the data is copied.
    private func copy(_ file: String, for header: inout EntryHeader, to output: ArchiveFile) throws(ZipError) {
        guard let handle = FileHandle(forReadingAtPath: file) else {
            throw ArchiveFile.failure(path, "cannot read '\(file)'", entry: header.name)
        }
        defer { try? handle.close() }
        var status = stat()
        guard fstat(handle.fileDescriptor, &status) == 0 else {
            throw ArchiveFile.failure(path, "cannot read '\(file)'", entry: header.name)
        }
        (header.size, header.compressedSize) = (UInt64(status.st_size), UInt64(status.st_size))
        try output.append(header.local(zip64Limit: zip64Limit))
        var (crc, copied): (UInt32, UInt64) = (0, 0)
        while true {
            let chunk: Data
            do { chunk = try handle.read(upToCount: 1 << 20) ?? Data() } catch {
                throw ZipError(path: path, entry: header.name, message: "cannot read '\(file)': \(error)")
            }
            if chunk.isEmpty { break }
            crc = chunk.withUnsafeBytes { UInt32(libdeflate_crc32(crc, $0.baseAddress, $0.count)) }
            copied += UInt64(chunk.count)
            try output.append(chunk)
        }
        guard copied == header.size else {
            throw ZipError(path: path, entry: header.name, message: "'\(file)' changed while it was being written")
        }
        header.crc32 = crc
        try output.overwrite(header.local(zip64Limit: zip64Limit), at: Int(header.offset))
    }

    /// The central directory and its end record, ZIP64's (APPNOTE 4.3.14, 4.3.15) when the
    /// entries, the directory's size or its offset do not fit the classic record.
    private func writeDirectory(_ records: [[UInt8]], to output: ArchiveFile) throws(ZipError) {
        let start = UInt64(output.offset)
        for record in records { try output.append(record) }
        let size = UInt64(output.offset) - start
        let count = UInt64(records.count)
        var end = ZipBytes()
        if count >= 0xFFFF || size >= zip64Limit || start >= zip64Limit {
            let zip64End = UInt64(output.offset)
            end.uint32(0x0606_4b50)
            end.uint64(44)
            end.uint16(EntryHeader.madeBy)
            end.uint16(45)
            end.uint32(0)
            end.uint32(0)
            end.uint64(count)
            end.uint64(count)
            end.uint64(size)
            end.uint64(start)
            end.uint32(0x0706_4b50)
            end.uint32(0)
            end.uint64(zip64End)
            end.uint32(1)
        }
        end.uint32(0x0605_4b50)
        end.uint16(0)
        end.uint16(0)
        end.uint16(UInt16(min(count, 0xFFFF)))
        end.uint16(UInt16(min(count, 0xFFFF)))
        end.uint32(size >= zip64Limit ? 0xFFFF_FFFF : UInt32(size))
        end.uint32(start >= zip64Limit ? 0xFFFF_FFFF : UInt32(start))
        end.uint16(0)
        try output.append(end.bytes)
    }
}
