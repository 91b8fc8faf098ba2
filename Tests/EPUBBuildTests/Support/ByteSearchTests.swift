import Testing

@testable import EPUBBuild
@testable import EPUBSupport

@Suite struct ByteSearchTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func findsEveryOccurrenceOverlappingOnesIncluded() {
        #expect(ByteSearch.occurrences(of: bytes("aa"), in: bytes("aaaa")) == [0, 1, 2])
        #expect(ByteSearch.occurrences(of: bytes("abab"), in: bytes("xabababx")) == [1, 3])
        #expect(ByteSearch.occurrences(of: bytes("#x"), in: bytes("<a href=\"#x\">")) == [9])
        #expect(ByteSearch.occurrences(of: bytes("z"), in: bytes("abc")).isEmpty)
        #expect(ByteSearch.occurrences(of: bytes(""), in: bytes("abc")).isEmpty)
        #expect(ByteSearch.occurrences(of: bytes("abcd"), in: bytes("abc")).isEmpty)
    }

    @Test func findsTheFirstOccurrence() {
        #expect(ByteSearch.firstOccurrence(of: bytes("ab"), in: bytes("xxabab")) == 2)
        #expect(ByteSearch.firstOccurrence(of: bytes("aab"), in: bytes("aaab")) == 1)
        #expect(ByteSearch.firstOccurrence(of: bytes("q"), in: bytes("aaab")) == nil)
    }

    /// Linear: a 70 000-byte pattern on a line of its own length took tens of seconds with Foundation's search.
    @Test func aLongPatternIsFoundInLinearTime() {
        let pattern = [UInt8](repeating: UInt8(ascii: "a"), count: 70_000) + bytes(".png")
        let line = bytes("![pic](") + pattern + bytes(")")
        #expect(ByteSearch.occurrences(of: pattern, in: line) == [7])
    }

    /// `contains` skips with memchr to each first byte and compares there: at the ends, after a near miss, in a slice.
    @Test func containsFindsANeedleWhereverItStarts() {
        #expect(ByteSearch.contains("", in: "abc"))
        #expect(ByteSearch.contains("abc", in: "abc"))
        #expect(ByteSearch.contains("bc", in: "abc"))
        #expect(ByteSearch.contains("aab", in: "aaab"))
        #expect(!ByteSearch.contains("abcd", in: "abc"))
        #expect(!ByteSearch.contains("x", in: ""))
        #expect(!ByteSearch.contains("abd", in: "abcabc"))
        #expect(ByteSearch.contains("ANCHOR", in: "// ANCHOR: é"[...]))
        let text = "xx<!-- page 3 -->yy"
        let slice = text[text.index(text.startIndex, offsetBy: 3)...]
        #expect(!ByteSearch.contains("<!--", in: slice))
        #expect(ByteSearch.contains("--", in: slice))
    }

    /// A `{` opens a directive only with a `{` or `%` after it, the last byte included.
    @Test func aDirectiveNeedsItsSecondByte() {
        #expect(MdBookDirectives.mayContainDirective("a {{#include x}}"))
        #expect(MdBookDirectives.mayContainDirective("{% hint %}"))
        #expect(MdBookDirectives.mayContainDirective("{ x } {{"))
        #expect(!MdBookDirectives.mayContainDirective("fn main() { }"))
        #expect(!MdBookDirectives.mayContainDirective("ends with {"))
        #expect(!MdBookDirectives.mayContainDirective(""))
    }
}
