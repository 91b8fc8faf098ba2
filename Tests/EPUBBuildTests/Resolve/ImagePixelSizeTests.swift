import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBSupport

/// A picture page's viewport is the size the picture is shown at.
@Suite struct ImagePixelSizeTests {
    /// A JPEG's header: SOI, an EXIF segment with `orientation` (none when nil), a baseline frame of 4000x3000.
    private func jpeg(orientation: Int?, bigEndian: Bool) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8]
        if let orientation {
            func word(_ value: Int, _ count: Int) -> [UInt8] {
                let be = (0..<count).reversed().map { UInt8(value >> ($0 * 8) & 0xFF) }
                return bigEndian ? be : be.reversed()
            }
            // TIFF header, IFD0 at 8 with one entry: tag 0x0112, type SHORT, count 1, the value.
            let tiff =
                (bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]) + word(42, 2) + word(8, 4) + word(1, 2)
                + word(0x0112, 2) + word(3, 2) + word(1, 4) + word(orientation, 2) + [0, 0] + word(0, 4)
            let payload = Array("Exif\0\0".utf8) + tiff
            bytes += [0xFF, 0xE1, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
        }
        // SOF0: length 17, precision 8, height 3000, width 4000, 3 components.
        bytes +=
            [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x0B, 0xB8, 0x0F, 0xA0, 0x03] + [UInt8](repeating: 0, count: 9) + [
                0xFF, 0xD9,
            ]
        return Data(bytes)
    }

    @Test(
        arguments: [
            (nil, 4000, 3000), (1, 4000, 3000), (3, 4000, 3000), (6, 3000, 4000), (8, 3000, 4000), (5, 3000, 4000),
        ] as [(Int?, Int, Int)])
    func aPhotoStoredOnItsSideIsShownUpright(orientation: Int?, width: Int, height: Int) {
        for bigEndian in [true, false] {
            let files = MemoryFiles(["/book/photo.jpg": jpeg(orientation: orientation, bigEndian: bigEndian)])
            #expect(ImagePixelSize.read("/book/photo.jpg", in: files) == ImagePixelSize(width: width, height: height))
        }
    }

    /// A damaged EXIF segment (its IFD offset past the end) is ignored, not a crash.
    @Test func aDamagedExifSegmentIsIgnored() {
        var data = jpeg(orientation: 6, bigEndian: true)
        data[16...19] = Data([0x7F, 0xFF, 0xFF, 0xFF])
        let files = MemoryFiles(["/book/photo.jpg": data])
        #expect(ImagePixelSize.read("/book/photo.jpg", in: files) == ImagePixelSize(width: 4000, height: 3000))
    }
}
