import CLibZip
import Foundation

/// A libzip source that reads an entry's bytes from a `Data` when the archive
/// is written (libzip's "function source", zip_source_function(3)). libzip
/// owns one retain of it and releases it with ZIP_SOURCE_FREE.
///
/// For bytes deflated beforehand, the source's stat says so (method, sizes,
/// CRC) and libzip copies them into the archive as they are, as it does
/// for an entry taken from another archive.
final class DataSource {
    private let data: Data
    private let deflated: DeflatedData?
    private var offset = 0

    init(_ data: Data) {
        self.data = data
        deflated = nil
    }

    init(_ deflated: DeflatedData) {
        data = deflated.compressed
        self.deflated = deflated
    }

    static let callback: zip_source_callback = { userdata, buffer, length, command in
        let source = Unmanaged<DataSource>.fromOpaque(userdata!).takeUnretainedValue()
        switch command {
        case ZIP_SOURCE_OPEN:
            source.offset = 0
            return 0
        case ZIP_SOURCE_READ:
            let count = min(Int(length), source.data.count - source.offset)
            guard count > 0, let buffer else { return 0 }
            let start = source.data.startIndex + source.offset
            source.data.copyBytes(to: buffer.assumingMemoryBound(to: UInt8.self), from: start..<(start + count))
            source.offset += count
            return zip_int64_t(count)
        case ZIP_SOURCE_CLOSE:
            return 0
        case ZIP_SOURCE_STAT:
            guard let buffer, length >= MemoryLayout<zip_stat_t>.size else { return -1 }
            let stat = buffer.assumingMemoryBound(to: zip_stat_t.self)
            zip_stat_init(stat)
            if let deflated = source.deflated {
                stat.pointee.size = zip_uint64_t(deflated.uncompressedSize)
                stat.pointee.comp_size = zip_uint64_t(deflated.compressed.count)
                stat.pointee.comp_method = zip_uint16_t(ZIP_CM_DEFLATE)
                stat.pointee.crc = deflated.crc32
                stat.pointee.valid |= zip_uint64_t(
                    ZIP_STAT_SIZE | ZIP_STAT_COMP_SIZE | ZIP_STAT_COMP_METHOD | ZIP_STAT_CRC)
            } else {
                stat.pointee.size = zip_uint64_t(source.data.count)
                stat.pointee.valid |= zip_uint64_t(ZIP_STAT_SIZE)
            }
            return zip_int64_t(MemoryLayout<zip_stat_t>.size)
        case ZIP_SOURCE_ERROR:
            // Reading memory cannot fail: report "no error".
            var error = zip_error_t()
            zip_error_init(&error)
            defer { zip_error_fini(&error) }
            return zip_error_to_data(&error, buffer, length)
        case ZIP_SOURCE_FREE:
            Unmanaged<DataSource>.fromOpaque(userdata!).release()
            return 0
        case ZIP_SOURCE_SUPPORTS:
            // ZIP_SOURCE_MAKE_COMMAND_BITMASK of each command handled (a C macro Swift cannot import).
            let handled = [
                ZIP_SOURCE_OPEN, ZIP_SOURCE_READ, ZIP_SOURCE_CLOSE, ZIP_SOURCE_STAT, ZIP_SOURCE_ERROR, ZIP_SOURCE_FREE,
                ZIP_SOURCE_SUPPORTS,
            ]
            return handled.reduce(0) { $0 | (zip_int64_t(1) << zip_int64_t($1.rawValue)) }
        default:
            return -1
        }
    }
}
