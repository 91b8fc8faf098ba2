import CLibZip
import Foundation

/// Reads a zip archive through libzip. Opened with consistency checks, so a
/// truncated or damaged archive is refused at open.
public final class ZipArchiveReader {
    public struct Entry: Equatable, Sendable {
        public var index: Int
        public var name: String
        public var compressedSize: UInt64
        public var size: UInt64
        /// 0 for stored, 8 for deflate (the zip format's method numbers).
        public var compressionMethod: UInt16
        /// A Unix symbolic link, by its external attributes.
        public var isSymbolicLink: Bool
        /// Encrypted with a zip password (traditional PKWARE or WinZip AES), which no reading system asks for.
        public var isEncrypted = false
        public var isDirectory: Bool { name.hasSuffix("/") }
    }

    public let path: String
    private let archive: OpaquePointer
    /// Every entry in central-directory order, duplicates of a name included.
    public let entries: [Entry]
    /// Whether two entries share one name. libzip's consistency check refuses
    /// such archives ("File already exists"); they are opened without it, so
    /// the reader can skip the later copies and say so.
    public let hasDuplicateNames: Bool

    public init(path: String) throws(ZipError) {
        self.path = path
        var code: Int32 = 0
        var opened = zip_open(path, ZIP_RDONLY | ZIP_CHECKCONS, &code)
        let duplicates = opened == nil && code == ZIP_ER_EXISTS
        if duplicates { opened = zip_open(path, ZIP_RDONLY, &code) }
        guard let archive = opened else {
            var error = zip_error_t()
            zip_error_init_with_code(&error, code)
            defer { zip_error_fini(&error) }
            throw ZipError(path: path, message: String(cString: zip_error_strerror(&error)))
        }
        self.archive = archive
        hasDuplicateNames = duplicates
        var entries: [Entry] = []
        let count = zip_get_num_entries(archive, 0)
        for index in 0..<max(count, 0) {
            var stat = zip_stat_t()
            zip_stat_init(&stat)
            guard zip_stat_index(archive, zip_uint64_t(index), 0, &stat) == 0, let name = stat.name else { continue }
            var system: zip_uint8_t = 0
            var attributes: zip_uint32_t = 0
            zip_file_get_external_attributes(archive, zip_uint64_t(index), 0, &system, &attributes)
            let isLink = system == zip_uint8_t(ZIP_OPSYS_UNIX) && (attributes >> 16) & 0o170000 == 0o120000
            entries.append(
                Entry(
                    index: Int(index), name: String(cString: name), compressedSize: stat.comp_size,
                    size: stat.size, compressionMethod: UInt16(stat.comp_method), isSymbolicLink: isLink,
                    isEncrypted: stat.valid & zip_uint64_t(ZIP_STAT_ENCRYPTION_METHOD) != 0
                        && stat.encryption_method != UInt16(ZIP_EM_NONE)))
        }
        self.entries = entries
    }

    deinit {
        zip_discard(archive)
    }

    /// Inflates `entry` in chunks of at most 256 KiB, handing each to `body`
    /// as it comes, so an entry of any size costs one chunk of memory.
    /// Throws a `ZipError` once more than `limit` bytes come out, whatever
    /// the header declared; errors thrown by `body` pass through.
    public func read(_ entry: Entry, limit: UInt64, chunks body: (Data) throws -> Void) throws {
        guard entry.size <= limit else {
            throw ZipError(path: path, entry: entry.name, message: "entry is larger than the limit of \(limit) bytes")
        }
        guard !entry.isEncrypted else {
            throw ZipError(
                path: path, entry: entry.name,
                message: "the entry is encrypted with a zip password, which an EPUB may not use (OCF 3.3 §4.3: a "
                    + "publication encrypts resources through META-INF/encryption.xml) and no reading system asks for")
        }
        guard let file = zip_fopen_index(archive, zip_uint64_t(entry.index), 0) else {
            throw ZipError(
                path: path, entry: entry.name, message: String(cString: zip_strerror(archive)) + methodNote(entry))
        }
        defer { zip_fclose(file) }
        var buffer = [UInt8](repeating: 0, count: 256 * 1024)
        var total: UInt64 = 0
        while true {
            let read = buffer.withUnsafeMutableBytes { zip_fread(file, $0.baseAddress, zip_uint64_t($0.count)) }
            if read < 0 {
                throw ZipError(
                    path: path, entry: entry.name,
                    message: "damaged entry: " + String(cString: zip_file_strerror(file)) + methodNote(entry))
            }
            if read == 0 { break }
            // Never trust the declared size alone: stop at the limit while inflating.
            total += UInt64(read)
            guard total <= limit else {
                throw ZipError(
                    path: path, entry: entry.name, message: "entry inflates past the limit of \(limit) bytes")
            }
            try body(Data(buffer[0..<Int(read)]))
        }
    }

    /// Why an entry that fails to inflate may have: a compression method other than the two OCF 3.3 §4.3 allows.
    private func methodNote(_ entry: Entry) -> String {
        let names: [UInt16: String] = [12: "bzip2", 14: "LZMA", 93: "Zstandard", 95: "XZ", 98: "PPMd", 9: "Deflate64"]
        guard entry.compressionMethod != 0, entry.compressionMethod != 8 else { return "" }
        let name = names[entry.compressionMethod].map { "\($0), " } ?? ""
        return " (compressed with \(name)method \(entry.compressionMethod); an EPUB's entries are stored or Deflate "
            + "only, OCF 3.3 §4.3 — extract it with a tool that reads that method, such as 7z, and pack the folder again "
            + "with `epubbuild pack`)"
    }

    /// The uncompressed bytes of `entry`, refusing more than `limit` bytes.
    public func data(of entry: Entry, limit: UInt64 = 1 << 30) throws(ZipError) -> Data {
        var result = Data()
        do {
            try read(entry, limit: limit) { result.append($0) }
        } catch let error as ZipError {
            throw error
        } catch {
            throw ZipError(path: path, entry: entry.name, message: "\(error)")
        }
        return result
    }

    public func data(named name: String) throws(ZipError) -> Data {
        guard let entry = entries.first(where: { $0.name == name }) else {
            throw ZipError(path: path, entry: name, message: "no such entry")
        }
        return try data(of: entry)
    }
}
