import EPUBSupport
import Foundation
import ZipArchive

/// One file of a container as its storage lists it, before `EPUBContainer`
/// has checked its name.
public struct ContainerEntry: Equatable, Sendable {
    /// The name as stored (a zip entry's name, a path below the folder).
    public var name: String
    public var size: UInt64
    /// What the entry takes in its storage: the compressed size in a zip, the size elsewhere.
    public var storedSize: UInt64
    public var isSymbolicLink = false
    public var isDirectory: Bool { name.hasSuffix("/") }
    /// The storage's own handle on the entry (a zip index, an offset in a list).
    var index: Int
}

/// Where a container's entries live: a zip archive, a folder holding an EPUB
/// as it is stored (what `unpack --raw` writes), or memory (for tests). Every
/// reader goes through `EPUBContainer`, which checks names and limits the
/// same way whatever the storage.
public protocol ContainerStorage {
    /// A name for messages: the archive or folder path.
    var path: String { get }
    /// Every entry, in the storage's order.
    var entries: [ContainerEntry] { get }
    /// Hands `entry`'s bytes to `body` in chunks, throwing once more than `limit` come out.
    func read(_ entry: ContainerEntry, limit: UInt64, chunks body: (Data) throws -> Void) throws
}

/// A zip archive, through libzip.
struct ZipStorage: ContainerStorage {
    let reader: ZipArchiveReader
    let entries: [ContainerEntry]
    var path: String { reader.path }

    init(path: String) throws(ZipError) {
        reader = try ZipArchiveReader(path: path)
        entries = reader.entries.map {
            ContainerEntry(
                name: $0.name, size: $0.size, storedSize: $0.compressedSize, isSymbolicLink: $0.isSymbolicLink,
                index: $0.index)
        }
    }

    func read(_ entry: ContainerEntry, limit: UInt64, chunks body: (Data) throws -> Void) throws {
        try reader.read(reader.entries[entry.index], limit: limit, chunks: body)
    }
}

/// A folder holding a container's files: its files in name order, links
/// listed as links (and refused by `EPUBContainer`), never followed. A FIFO,
/// socket or device is no file of a book, and opening a FIFO waits for a writer
/// forever: those are left out, as if absent.
struct FolderStorage: ContainerStorage {
    let path: String
    let entries: [ContainerEntry]

    init(path: String) {
        self.path = path
        var found: [ContainerEntry] = []
        let root = URL(fileURLWithPath: path)
        let keys: [URLResourceKey] = [.isSymbolicLinkKey, .isDirectoryKey, .isRegularFileKey, .fileSizeKey]
        let prefix =
            root.standardizedFileURL.path.hasSuffix("/")
            ? root.standardizedFileURL.path : root.standardizedFileURL.path + "/"
        if let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys, options: []) {
            for case let url as URL in walk {
                guard let values = try? url.resourceValues(forKeys: Set(keys)) else { continue }
                let full = url.standardizedFileURL.path
                guard full.hasPrefix(prefix) else { continue }
                let name = String(full.dropFirst(prefix.count))
                if values.isDirectory == true && values.isSymbolicLink != true { continue }
                if values.isRegularFile != true && values.isSymbolicLink != true { continue }
                let size = UInt64(values.fileSize ?? 0)
                found.append(
                    ContainerEntry(
                        name: name, size: size, storedSize: size, isSymbolicLink: values.isSymbolicLink == true,
                        index: 0))
            }
        }
        // Name order, so a folder is read the same way on every file system.
        entries = found.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
            .enumerated().map {
                var entry = $0.element; entry.index = $0.offset; return entry
            }
    }

    func read(_ entry: ContainerEntry, limit: UInt64, chunks body: (Data) throws -> Void) throws {
        let file = path + "/" + entry.name
        guard let handle = FileHandle(forReadingAtPath: file) else {
            throw ZipError(path: path, entry: entry.name, message: "cannot read the file")
        }
        defer { try? handle.close() }
        var total: UInt64 = 0
        while let chunk = try handle.read(upToCount: 256 * 1024), !chunk.isEmpty {
            total += UInt64(chunk.count)
            guard total <= limit else {
                throw ZipError(
                    path: path, entry: entry.name, message: "file is larger than the limit of \(limit) bytes")
            }
            try body(chunk)
        }
    }
}

/// Entries held in memory: fixtures for tests, without zipping them.
public struct MemoryStorage: ContainerStorage {
    public let path: String
    public let entries: [ContainerEntry]
    private let contents: [Data]

    public init(name: String, files: [(name: String, data: Data)]) {
        path = name
        entries = files.enumerated().map {
            ContainerEntry(
                name: $0.element.name, size: UInt64($0.element.data.count),
                storedSize: UInt64($0.element.data.count), index: $0.offset)
        }
        contents = files.map(\.data)
    }

    public func read(_ entry: ContainerEntry, limit: UInt64, chunks body: (Data) throws -> Void) throws {
        let data = contents[entry.index]
        guard UInt64(data.count) <= limit else {
            throw ZipError(path: path, entry: entry.name, message: "entry is larger than the limit of \(limit) bytes")
        }
        try body(data)
    }
}
