import CLibZip
import Foundation

/// Writes a zip archive through libzip, entries in the order they are added.
/// Nothing reaches `path` until `close()`; an unclosed writer discards its work.
public final class ZipArchiveWriter {
    public enum Compression: Equatable, Sendable {
        case stored
        case deflated
    }

    public let path: String
    private var archive: OpaquePointer?

    /// Prepares to write `path`. An existing file there is replaced only when
    /// `close()` succeeds (`FileTarget` writes a temporary file and renames it).
    public init(path: String) throws(ZipError) {
        self.path = path
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        let target = Unmanaged.passRetained(FileTarget(path: path)).toOpaque()
        guard let source = zip_source_function_create(FileTarget.callback, target, &error) else {
            Unmanaged<FileTarget>.fromOpaque(target).release()
            throw ZipError(path: path, message: String(cString: zip_error_strerror(&error)))
        }
        // The archive owns the source from here; without an archive it is freed (and the target released) now.
        guard let archive = zip_open_from_source(source, ZIP_CREATE | ZIP_TRUNCATE, &error) else {
            zip_source_free(source)
            throw ZipError(path: path, message: String(cString: zip_error_strerror(&error)))
        }
        self.archive = archive
    }

    deinit {
        if let archive { zip_discard(archive) }
    }

    /// Adds an entry holding `data`. libzip reads the bytes at `close()`, from
    /// `data` itself (a source of our own keeps it alive until then): a copy
    /// per entry would double the memory a big book needs.
    /// A deflated entry is deflated here, as `DeflatedData` deflates pages, so
    /// every entry made from bytes in memory has one codec.
    public func add(_ name: String, data: Data, compression: Compression, modified: DOSTimestamp) throws(ZipError) {
        guard compression == .stored else {
            return try add(name, deflated: DeflatedData(deflating: data), modified: modified)
        }
        try add(name, source: source(DataSource(data), entry: name), compression: .stored, modified: modified)
    }

    /// Adds a deflated entry from bytes compressed beforehand (on another
    /// thread, say): libzip writes them without compressing again.
    public func add(_ name: String, deflated: DeflatedData, modified: DOSTimestamp) throws(ZipError) {
        try add(name, source: source(DataSource(deflated), entry: name), compression: .deflated, modified: modified)
    }

    /// A libzip source reading from `reader`, which libzip keeps (one retain) until it frees the source.
    private func source(_ reader: DataSource, entry name: String) throws(ZipError) -> OpaquePointer {
        let archive = try openArchive()
        let retained = Unmanaged.passRetained(reader).toOpaque()
        guard let source = zip_source_function(archive, DataSource.callback, retained) else {
            Unmanaged<DataSource>.fromOpaque(retained).release()
            throw failure(entry: name)
        }
        return source
    }

    /// Adds an entry streamed from the file at `file` when the archive is closed;
    /// a deflated one is read and deflated now, as bytes in memory are, so that
    /// a book's files give the same EPUB from the disk or from memory.
    public func add(_ name: String, contentsOf file: String, compression: Compression, modified: DOSTimestamp)
        throws(ZipError)
    {
        guard compression == .stored else {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw ZipError(path: path, entry: name, message: "cannot read '\(file)'")
            }
            return try add(name, data: data, compression: compression, modified: modified)
        }
        let archive = try openArchive()
        guard let source = zip_source_file(archive, file, 0, -1) else { throw failure(entry: name) }
        try add(name, source: source, compression: compression, modified: modified)
    }

    private func add(_ name: String, source: OpaquePointer, compression: Compression, modified: DOSTimestamp)
        throws(ZipError)
    {
        let archive = try openArchive()
        let index = zip_file_add(archive, name, source, zip_flags_t(ZIP_FL_ENC_UTF_8))
        guard index >= 0 else {
            zip_source_free(source)
            throw failure(entry: name)
        }
        let index64 = zip_uint64_t(index)
        let method: Int32 = compression == .stored ? ZIP_CM_STORE : ZIP_CM_DEFLATE
        // A fixed time, permissions and host make the bytes depend on the content alone.
        // Deflated entries arrive deflated (`DeflatedData`): libzip only copies them.
        guard zip_set_file_compression(archive, index64, method, 0) == 0,
            zip_file_set_dostime(archive, index64, modified.time, modified.date, 0) == 0,
            zip_file_set_external_attributes(archive, index64, 0, zip_uint8_t(ZIP_OPSYS_UNIX), 0o100644 << 16) == 0
        else { throw failure(entry: name) }
    }

    /// Writes the archive to `path`.
    public func close() throws(ZipError) {
        let archive = try openArchive()
        guard zip_close(archive) == 0 else {
            let error = failure(entry: nil)
            zip_discard(archive)
            self.archive = nil
            throw error
        }
        self.archive = nil
    }

    private func openArchive() throws(ZipError) -> OpaquePointer {
        guard let archive else { throw ZipError(path: path, message: "the archive is already closed") }
        return archive
    }

    private func failure(entry: String?) -> ZipError {
        let message = archive.flatMap { zip_strerror($0) }.map { String(cString: $0) } ?? "libzip failed"
        return ZipError(path: path, entry: entry, message: message)
    }
}
