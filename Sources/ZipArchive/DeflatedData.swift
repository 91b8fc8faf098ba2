import CZlib
import Foundation

/// Bytes deflated ahead of the archive (raw deflate, as a zip entry holds
/// them), with what the entry's headers need: the size before compression
/// and the CRC-32. Pages are deflated on the threads that render them, so
/// writing the archive only copies bytes, and a big book holds its pages
/// compressed rather than whole.
public struct DeflatedData: Equatable, Sendable {
    public let compressed: Data
    public let uncompressedSize: Int
    public let crc32: UInt32

    /// Deflates `data` at zlib `level` with the parameters libzip uses itself
    /// (raw deflate, 15-bit window, memory level 8, default strategy), so the
    /// bytes are the same as when libzip compresses the entry.
    public init(deflating data: Data, level: Int32 = ZipArchiveWriter.defaultDeflateLevel) {
        uncompressedSize = data.count
        var stream = z_stream()
        deflateInit2_(
            &stream, level, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
            Int32(MemoryLayout<z_stream>.size))
        defer { deflateEnd(&stream) }
        var output = Data(count: Int(deflateBound(&stream, uLong(data.count))))
        var produced = 0
        var checksum: uLong = crc32_z(0, nil, 0)
        data.withUnsafeBytes { (input: UnsafeRawBufferPointer) in
            let bytes = input.bindMemory(to: Bytef.self)
            checksum = crc32_z(checksum, bytes.baseAddress, z_size_t(bytes.count))
            output.withUnsafeMutableBytes { (out: UnsafeMutableRawBufferPointer) in
                stream.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress)
                stream.avail_in = uInt(bytes.count)
                stream.next_out = out.bindMemory(to: Bytef.self).baseAddress
                stream.avail_out = uInt(out.count)
                // deflateBound guarantees room for everything in one call.
                _ = deflate(&stream, Z_FINISH)
                produced = out.count - Int(stream.avail_out)
            }
        }
        output.count = produced
        compressed = output
        crc32 = UInt32(checksum)
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
