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
        let size: ImagePixelSize? = switch format {
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

    /// The first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC, ITU T.81 Table B.1).
    private static func jpeg(_ bytes: [UInt8]) -> ImagePixelSize? {
        var offset = 2
        while offset + 9 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            let length = big(bytes, offset + 2, 2)
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                return ImagePixelSize(width: big(bytes, offset + 7, 2), height: big(bytes, offset + 5, 2))
            }
            guard length >= 2 else { return nil }
            offset += 2 + length
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
