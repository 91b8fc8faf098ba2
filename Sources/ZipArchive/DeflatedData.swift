import CLibDeflate
import CZlib
import Foundation

/// Bytes deflated ahead of the archive (raw deflate, as a zip entry holds
/// them), with what the entry's headers need: the size before compression
/// and the CRC-32. Pages are deflated on the threads that render them, so
/// writing the archive only copies bytes, and a big book holds its pages
/// compressed rather than whole.
///
/// libdeflate, not zlib: a whole buffer at once is all an entry needs, and
/// there libdeflate takes half zlib's instructions for smaller output (the
/// chapters of comprehensive-rust: 1.77 MB in 245 million instructions with
/// zlib at level 5; see `level`). Its output depends on the input and the
/// level alone, so the EPUB's bytes stay the same from run to run.
public struct DeflatedData: Equatable, Sendable {
    public let compressed: Data
    public let uncompressedSize: Int
    public let crc32: UInt32

    /// Deflates `data` at libdeflate's `level` (1 fastest … 12 smallest).
    public init(deflating data: Data, level: Int32 = DeflatedData.level) {
        uncompressedSize = data.count
        let compressor = Compressors.take(level: level)
        defer { Compressors.give(compressor, level: level) }
        var output = Data(count: libdeflate_deflate_compress_bound(compressor, data.count))
        var produced = 0
        var checksum: UInt32 = 0
        data.withUnsafeBytes { (input: UnsafeRawBufferPointer) in
            checksum = libdeflate_crc32(0, input.baseAddress, input.count)
            output.withUnsafeMutableBytes { (out: UnsafeMutableRawBufferPointer) in
                // The bound guarantees room for everything in one call.
                produced = libdeflate_deflate_compress(
                    compressor, input.baseAddress, input.count, out.baseAddress, out.count)
            }
        }
        // A copy of the right size: the buffer had room for the worst case, the whole page, and a book holds
        // every page's bytes until the archive is written (the 20 MB benchmark book's peak fell by a tenth).
        compressed = output.prefix(produced).withUnsafeBytes { Data($0) }
        crc32 = checksum
    }

    /// The level pages are deflated at.
    public static let level: Int32 = 6

    /// libdeflate's compressors, kept for reuse: one holds about 300 KB of
    /// tables and is used by one thread at a time, so each thread that
    /// deflates takes one from here and gives it back.
    private enum Compressors {
        private static let lock = NSLock()
        nonisolated(unsafe) private static var idle: [Int32: [OpaquePointer]] = [:]

        static func take(level: Int32) -> OpaquePointer {
            if let reused = lock.withLock({ idle[level]?.popLast() }) { return reused }
            // NULL only when malloc fails (the level is always in range): as Swift itself does then, stop.
            guard let made = libdeflate_alloc_compressor(level) else {
                fatalError("libdeflate cannot allocate a compressor: out of memory")
            }
            return made
        }

        static func give(_ compressor: OpaquePointer, level: Int32) {
            lock.withLock { idle[level, default: []].append(compressor) }
        }
    }

    /// The bytes before compression (`epubbuild serve` shows pages it holds deflated). The size is known, so one
    /// call fills the buffer; nil if the bytes are not what `init(deflating:)` made.
    public func inflated() -> Data? {
        var stream = z_stream()
        guard inflateInit2_(&stream, -MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return nil
        }
        defer { inflateEnd(&stream) }
        var output = Data(count: uncompressedSize)
        var status = Z_OK
        compressed.withUnsafeBytes { (input: UnsafeRawBufferPointer) in
            output.withUnsafeMutableBytes { (out: UnsafeMutableRawBufferPointer) in
                stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = out.bindMemory(to: Bytef.self).baseAddress
                stream.avail_out = uInt(out.count)
                status = inflate(&stream, Z_FINISH)
            }
        }
        return status == Z_STREAM_END && Int(stream.total_out) == uncompressedSize ? output : nil
    }
}
