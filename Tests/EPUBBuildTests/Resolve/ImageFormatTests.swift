import Testing

@testable import EPUBBuild

@Suite struct ImageFormatTests {
    @Test(
        arguments: [
            ([0xFF, 0xD8, 0xFF, 0xE0], ImageFormat.jpeg),
            ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00], .png),
            (Array("GIF89a...".utf8), .gif),
            (Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), .webp),
            (
                Array(
                    "\u{FEFF}<?xml version=\"1.0\"?>\n<!-- a drawing -->\n<!DOCTYPE svg>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>"
                        .utf8), .svg
            ),
            (Array("<svg:svg xmlns:svg=\"http://www.w3.org/2000/svg\"/>".utf8), .svg),
        ] as [([UInt8], ImageFormat)])
    func recognisesEachFormatByItsBytes(bytes: [UInt8], format: ImageFormat) {
        #expect(ImageFormat.sniff(bytes) == format)
    }

    @Test func textAndOtherXMLAreNoImages() {
        #expect(ImageFormat.sniff(Array("This is a text file, not a PNG.\n".utf8)) == nil)
        #expect(ImageFormat.sniff(Array("<?xml version=\"1.0\"?><html/>".utf8)) == nil)
        #expect(ImageFormat.sniff([]) == nil)
    }
}
