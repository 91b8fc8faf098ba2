import CLibZip
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The file a `ZipArchiveWriter` writes, as a libzip function source
/// (zip_source_function(3)) that takes the archive's writes: a temporary
/// file beside `path`, renamed onto it when libzip commits.
///
/// libzip's own file source names its temporary file with random bytes from
/// OpenSSL, whose generator it seeds on first use: 7 M instructions, a tenth
/// of a one-page book's build. Here the name is the process id and a count,
/// created with O_EXCL so that no other file is ever overwritten; the mode is
/// 0666 less the umask, as libzip's is. libzip owns one retain of it and
/// releases it with ZIP_SOURCE_FREE.
final class FileTarget {
    private let path: String
    private var temporary: String?
    private var descriptor: Int32 = -1
    private var error = zip_error_t()

    private static let created = Atomic<Int>(0)

    init(path: String) {
        self.path = path
        zip_error_init(&error)
    }

    deinit {
        discard()
        zip_error_fini(&error)
    }

    static let callback: zip_source_callback = { userdata, data, length, command in
        let target = Unmanaged<FileTarget>.fromOpaque(userdata!).takeUnretainedValue()
        switch command {
        case ZIP_SOURCE_STAT:
            // A new archive: libzip asks whether one exists, and reads "not found" as leave to create it.
            return target.fail(ZIP_ER_READ, ENOENT)
        case ZIP_SOURCE_BEGIN_WRITE: return target.begin()
        case ZIP_SOURCE_WRITE: return target.write(data, length)
        case ZIP_SOURCE_SEEK_WRITE: return target.seek(data, length)
        case ZIP_SOURCE_TELL_WRITE: return target.tell()
        case ZIP_SOURCE_COMMIT_WRITE: return target.commit()
        case ZIP_SOURCE_ROLLBACK_WRITE:
            target.discard()
            return 0
        case ZIP_SOURCE_REMOVE:
            return unlink(target.path) == 0 || errno == ENOENT ? 0 : target.fail(ZIP_ER_REMOVE, errno)
        case ZIP_SOURCE_ERROR:
            return zip_error_to_data(&target.error, data, length)
        case ZIP_SOURCE_FREE:
            Unmanaged<FileTarget>.fromOpaque(userdata!).release()
            return 0
        case ZIP_SOURCE_SUPPORTS:
            // ZIP_SOURCE_MAKE_COMMAND_BITMASK of each command libzip needs of an archive's source (a C macro
            // Swift cannot import): the readable ones (only STAT is ever asked) and the writable ones.
            let handled = [
                ZIP_SOURCE_OPEN, ZIP_SOURCE_READ, ZIP_SOURCE_CLOSE, ZIP_SOURCE_STAT, ZIP_SOURCE_ERROR, ZIP_SOURCE_FREE,
                ZIP_SOURCE_SEEK, ZIP_SOURCE_TELL, ZIP_SOURCE_SUPPORTS, ZIP_SOURCE_BEGIN_WRITE, ZIP_SOURCE_COMMIT_WRITE,
                ZIP_SOURCE_ROLLBACK_WRITE, ZIP_SOURCE_WRITE, ZIP_SOURCE_SEEK_WRITE, ZIP_SOURCE_TELL_WRITE,
                ZIP_SOURCE_REMOVE,
            ]
            return handled.reduce(0) { $0 | (zip_int64_t(1) << zip_int64_t($1.rawValue)) }
        default:
            // Reading: an archive written from scratch is never read.
            return target.fail(ZIP_ER_OPNOTSUPP, 0)
        }
    }

    private func begin() -> zip_int64_t {
        discard()
        while true {
            let name = "\(path).\(getpid())-\(Self.created.add(1, ordering: .relaxed).newValue).part"
            let opened = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if opened >= 0 {
                (temporary, descriptor) = (name, opened)
                return 0
            }
            if errno != EEXIST { return fail(ZIP_ER_TMPOPEN, errno) }
        }
    }

    private func write(_ data: UnsafeMutableRawPointer?, _ length: zip_uint64_t) -> zip_int64_t {
        guard let data else { return fail(ZIP_ER_INVAL, 0) }
        var written = 0
        while written < Int(length) {
            let count = Glibc.write(descriptor, data + written, Int(length) - written)
            if count < 0 {
                if errno == EINTR { continue }
                return fail(ZIP_ER_WRITE, errno)
            }
            written += count
        }
        return zip_int64_t(written)
    }

    private func seek(_ data: UnsafeMutableRawPointer?, _ length: zip_uint64_t) -> zip_int64_t {
        guard let data, length >= MemoryLayout<zip_source_args_seek_t>.size else { return fail(ZIP_ER_INVAL, 0) }
        let arguments = data.assumingMemoryBound(to: zip_source_args_seek_t.self).pointee
        return lseek(descriptor, off_t(arguments.offset), arguments.whence) < 0 ? fail(ZIP_ER_SEEK, errno) : 0
    }

    private func tell() -> zip_int64_t {
        let offset = lseek(descriptor, 0, SEEK_CUR)
        return offset < 0 ? fail(ZIP_ER_TELL, errno) : zip_int64_t(offset)
    }

    private func commit() -> zip_int64_t {
        guard let temporary else { return fail(ZIP_ER_INTERNAL, 0) }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else { return fail(ZIP_ER_WRITE, errno) }
        guard rename(temporary, path) == 0 else { return fail(ZIP_ER_RENAME, errno) }
        self.temporary = nil
        return 0
    }

    /// Closes and removes an unfinished temporary file.
    private func discard() {
        if descriptor >= 0 { close(descriptor) }
        if let temporary { unlink(temporary) }
        (temporary, descriptor) = (nil, -1)
    }

    private func fail(_ code: Int32, _ system: Int32) -> zip_int64_t {
        zip_error_set(&error, code, system)
        return -1
    }
}
