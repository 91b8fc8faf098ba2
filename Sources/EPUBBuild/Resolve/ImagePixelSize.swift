import EPUBSupport
import Foundation

/// The width and height in pixels a bitmap declares in its header: the page
/// size of a picture drawn as a fixed-layout page (EPUB 3.3 §8.2.2.2 wants a
/// viewport, and a picture's natural size is the one that shows it whole).
struct ImagePixelSize: Equatable {
    let width: Int
    let height: Int

    /// The size of the JPEG, PNG, GIF or WebP file at `path`; nil for anything
    /// else, or a header too damaged to say.
    static func read(_ path: String, in files: any SourceFiles) -> ImagePixelSize? {
        // A JPEG's frame header follows its metadata (EXIF, ICC profiles), which may be large.
        guard let data = files.head(atPath: path, count: 512 * 1024) else { return nil }
        let bytes = [UInt8](data)
        guard let format = ImageFormat.sniff(bytes) else { return nil }
        let size: ImagePixelSize? =
            switch format {
            case .png: bytes.count >= 24 ? ImagePixelSize(width: big(bytes, 16, 4), height: big(bytes, 20, 4)) : nil
            case .gif: bytes.count >= 10 ? ImagePixelSize(width: little(bytes, 6, 2), height: little(bytes, 8, 2)) : nil
            case .jpeg: jpeg(bytes)
            case .webp: webp(bytes)
            case .svg: nil
            }
        return size.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
    }

    /// The viewport a fixed-layout page showing this picture gets.
    var viewport: String { "width=\(width), height=\(height)" }

    private static func big(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func little(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<offset + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    /// The first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC, ITU T.81 Table B.1),
    /// turned as the EXIF orientation says: a photo taken upright is stored
    /// on its side with orientation 6 or 8, and reading systems, as browsers
    /// do, show it turned back (CSS `image-orientation: from-image`).
    private static func jpeg(_ bytes: [UInt8]) -> ImagePixelSize? {
        var offset = 2
        var turned = false
        while offset + 9 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            let length = big(bytes, offset + 2, 2)
            if marker == 0xE1,
                let orientation = exifOrientation(
                    bytes, segment: offset + 4, end: min(bytes.count, offset + 2 + length))
            {
                turned = (5...8).contains(orientation)
            }
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                let (width, height) = (big(bytes, offset + 7, 2), big(bytes, offset + 5, 2))
                return turned
                    ? ImagePixelSize(width: height, height: width) : ImagePixelSize(width: width, height: height)
            }
            guard length >= 2 else { return nil }
            offset += 2 + length
        }
        return nil
    }

    /// The Orientation tag (0x0112) of the EXIF segment at `start` (Exif 2.3
    /// §4.6: `Exif\0\0`, a TIFF header, IFD0's entries), nil when absent or damaged.
    private static func exifOrientation(_ bytes: [UInt8], segment start: Int, end: Int) -> Int? {
        let tiff = start + 6
        guard tiff + 8 <= end, bytes[start..<start + 6].elementsEqual(Array("Exif\0\0".utf8)) else { return nil }
        let littleEndian: Bool
        switch (bytes[tiff], bytes[tiff + 1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func number(_ at: Int, _ count: Int) -> Int? {
            guard at >= tiff, at + count <= end else { return nil }
            return littleEndian ? little(bytes, at, count) : big(bytes, at, count)
        }
        guard let ifd = number(tiff + 4, 4), let entries = number(tiff + ifd, 2) else { return nil }
        for index in 0..<min(entries, 256) {
            let entry = tiff + ifd + 2 + index * 12
            guard let tag = number(entry, 2) else { return nil }
            if tag == 0x0112 { return number(entry + 8, 2) }
        }
        return nil
    }

    /// The VP8, VP8L or VP8X chunk that follows the RIFF header.
    private static func webp(_ bytes: [UInt8]) -> ImagePixelSize? {
        guard bytes.count >= 30 else { return nil }
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8 ": return ImagePixelSize(width: little(bytes, 26, 2) & 0x3FFF, height: little(bytes, 28, 2) & 0x3FFF)
        case "VP8L":
            let bits = little(bytes, 21, 4)
            return ImagePixelSize(width: (bits & 0x3FFF) + 1, height: (bits >> 14 & 0x3FFF) + 1)
        case "VP8X": return ImagePixelSize(width: little(bytes, 24, 3) + 1, height: little(bytes, 27, 3) + 1)
        default: return nil
        }
    }
}
