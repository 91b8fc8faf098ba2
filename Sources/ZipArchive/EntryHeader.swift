/// What a zip entry's two headers say of it (APPNOTE 4.3.7, the local file
/// header, and 4.3.12, its record in the central directory), laid out as
/// libzip laid them out before `ZipArchiveWriter` wrote them: the same bytes
/// for the same entries.
struct EntryHeader {
    let name: String
    let modified: DOSTimestamp
    /// Where the local header starts.
    let offset: UInt64
    /// 0 stored, 8 deflated.
    var method: UInt16 = 0
    var crc32: UInt32 = 0
    var size: UInt64 = 0
    var compressedSize: UInt64 = 0

    /// Unix (3) in the high byte, the APPNOTE version 6.3 in the low one.
    static let madeBy: UInt16 = 0x033F
    /// A regular file, rw-r--r--, in the high half (Unix's st_mode).
    private static let externalAttributes: UInt32 = 0o100644 << 16

    /// General purpose bit 11 (APPNOTE 4.4.4): the name is UTF-8. Set only for a
    /// name outside ASCII, whose bytes read the same either way.
    private var flags: UInt16 { name.utf8.allSatisfy { $0 < 0x80 } ? 0 : 0x0800 }

    private func needsZip64(_ limit: UInt64) -> Bool { size >= limit || compressedSize >= limit }

    /// 1.0 for a stored entry, 2.0 for deflate, 4.5 for ZIP64 (APPNOTE 4.4.3.2).
    private func versionNeeded(zip64: Bool) -> UInt16 { zip64 ? 45 : method == 8 ? 20 : 10 }

    /// The local header. With a size past `limit`, both sizes move to a ZIP64
    /// extra field, as APPNOTE 4.5.3 asks of a local header.
    func local(zip64Limit limit: UInt64) -> [UInt8] {
        let zip64 = needsZip64(limit)
        var bytes = ZipBytes()
        bytes.uint32(0x0403_4b50)
        bytes.uint16(versionNeeded(zip64: zip64))
        bytes.uint16(flags)
        bytes.uint16(method)
        bytes.uint16(modified.time)
        bytes.uint16(modified.date)
        bytes.uint32(crc32)
        bytes.uint32(zip64 ? 0xFFFF_FFFF : UInt32(compressedSize))
        bytes.uint32(zip64 ? 0xFFFF_FFFF : UInt32(size))
        bytes.uint16(UInt16(name.utf8.count))
        bytes.uint16(zip64 ? 20 : 0)
        bytes.append(name)
        if zip64 {
            bytes.uint16(0x0001)
            bytes.uint16(16)
            bytes.uint64(size)
            bytes.uint64(compressedSize)
        }
        return bytes.bytes
    }

    /// The central directory record: a field past `limit` is written as
    /// 0xFFFFFFFF and its value in the ZIP64 extra field, in APPNOTE 4.5.3's order.
    func central(zip64Limit limit: UInt64) -> [UInt8] {
        let wide = [size, compressedSize, offset].filter { $0 >= limit }
        var bytes = ZipBytes()
        bytes.uint32(0x0201_4b50)
        bytes.uint16(Self.madeBy)
        bytes.uint16(versionNeeded(zip64: needsZip64(limit) || offset >= limit))
        bytes.uint16(flags)
        bytes.uint16(method)
        bytes.uint16(modified.time)
        bytes.uint16(modified.date)
        bytes.uint32(crc32)
        bytes.uint32(compressedSize >= limit ? 0xFFFF_FFFF : UInt32(compressedSize))
        bytes.uint32(size >= limit ? 0xFFFF_FFFF : UInt32(size))
        bytes.uint16(UInt16(name.utf8.count))
        bytes.uint16(wide.isEmpty ? 0 : UInt16(4 + 8 * wide.count))
        bytes.uint16(0)  // comment
        bytes.uint16(0)  // disk
        bytes.uint16(0)  // internal attributes
        bytes.uint32(Self.externalAttributes)
        bytes.uint32(offset >= limit ? 0xFFFF_FFFF : UInt32(offset))
        bytes.append(name)
        if !wide.isEmpty {
            bytes.uint16(0x0001)
            bytes.uint16(UInt16(8 * wide.count))
            for value in wide { bytes.uint64(value) }
        }
        return bytes.bytes
    }
}

/// Little-endian fields, as every number in a zip file is written.
struct ZipBytes {
    private(set) var bytes: [UInt8] = []

    mutating func uint16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
    mutating func uint32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
    mutating func uint64(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
    mutating func append(_ text: String) { bytes += Array(text.utf8) }
}
