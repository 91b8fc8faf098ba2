import Foundation
import Synchronization

/// The file a `ZipArchiveWriter` fills: a temporary file beside its path,
/// renamed onto it when complete, so that an existing file is replaced whole
/// or not at all. Its name is the process id and a count, created with
/// O_EXCL so that no other file is ever overwritten; its mode is 0666 less
/// the umask. Writes are gathered in memory, a megabyte at most, and reach
/// the file in large pieces.
final class ArchiveFile {
    let path: String
    private let temporary: String
    private let descriptor: Int32
    private var finished = false
    /// Bytes written but not yet in the file: they start at `flushed`, the file's size.
    private var pending: [UInt8] = []
    private var flushed = 0
    private static let bufferSize = 1 << 20
    private static let created = Atomic<Int>(0)

    /// Where the next byte goes: the archive's size so far.
    var offset: Int { flushed + pending.count }

    init(creatingBeside path: String) throws(ZipError) {
        self.path = path
        while true {
            let name = "\(path).\(getpid())-\(Self.created.add(1, ordering: .relaxed).newValue).part"
            let opened = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if opened >= 0 {
                (temporary, descriptor) = (name, opened)
                pending.reserveCapacity(Self.bufferSize + (64 << 10))
                return
            }
            if errno != EEXIST { throw Self.failure(path, "cannot create the archive") }
        }
    }

    func append(_ bytes: [UInt8]) throws(ZipError) {
        pending += bytes
        try flushWhenFull()
    }

    func append(_ data: Data) throws(ZipError) {
        data.withUnsafeBytes { pending.append(contentsOf: $0) }
        try flushWhenFull()
    }

    /// Writes `bytes` again at `offset`, inside what is already written (a header completed after its data).
    func overwrite(_ bytes: [UInt8], at offset: Int) throws(ZipError) {
        precondition(offset + bytes.count <= self.offset, "only written bytes are overwritten")
        for (index, byte) in bytes.enumerated() where offset + index >= flushed {
            pending[offset + index - flushed] = byte
        }
        let onDisk = max(0, min(bytes.count, flushed - offset))
        guard onDisk > 0 else { return }
        let written = bytes.withUnsafeBytes {
            writeAll(UnsafeRawBufferPointer(rebasing: $0.prefix(onDisk)), at: offset)
        }
        guard written else { throw Self.failure(path, "cannot write the archive") }
    }

    /// An archive never committed (an error, a writer dropped) leaves nothing behind.
    deinit {
        guard !finished else { return }
        close(descriptor)
        unlink(temporary)
    }

    /// Flushes, closes and renames the file onto `path`.
    func commit() throws(ZipError) {
        try flush()
        finished = true
        defer { unlink(temporary) }  // gone already when the rename succeeds
        guard close(descriptor) == 0 else { throw Self.failure(path, "cannot write the archive") }
        guard rename(temporary, path) == 0 else { throw Self.failure(path, "cannot move the archive into place") }
    }

    private func flushWhenFull() throws(ZipError) {
        if pending.count >= Self.bufferSize { try flush() }
    }

    private func flush() throws(ZipError) {
        guard pending.withUnsafeBytes({ writeAll($0, at: flushed) }) else {
            throw Self.failure(path, "cannot write the archive")
        }
        flushed += pending.count
        pending.removeAll(keepingCapacity: true)
    }

    /// Whether all of `bytes` reached the file at `offset`; errno says why not.
    private func writeAll(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        var done = 0
        while done < bytes.count {
            let count = pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            done += count
        }
        return true
    }

    static func failure(_ path: String, _ what: String, entry: String? = nil) -> ZipError {
        ZipError(path: path, entry: entry, message: "\(what): \(String(cString: strerror(errno)))", systemError: errno)
    }
}
