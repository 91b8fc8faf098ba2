import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBSupport

@Suite struct ChapterIngesterTests {
    /// The byte scan gives the lines splitting by Character gave.
    @Test(arguments: ["", "one", "one\n", "\n\nthree\n\n", "é\n😀 two\nthree", "a\r\nb\r\n"])
    func sourceLinesSplitAtEachNewline(_ text: String) {
        let expected = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        #expect(SourceText.lines(of: text).map(String.init) == expected)
    }

    @Test func theFirstInvalidByteIsFoundByLineAndColumn() {
        #expect(DeclaredEncoding.firstInvalidUTF8(in: Data([0x61, 0x0A, 0xC3, 0xA9, 0x62, 0xFF])) == (2, 3))
        #expect(DeclaredEncoding.firstInvalidUTF8(in: Data([0xC3])) == (1, 1))
    }
}
