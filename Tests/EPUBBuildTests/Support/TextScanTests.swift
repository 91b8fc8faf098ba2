import Foundation
import Testing
import XMLTree

@testable import EPUBSupport

/// The byte-level readers that replaced Foundation's string calls on hot paths: each must answer as the call it
/// replaced did.
@Suite struct TextScanTests {
    /// `trimmingWhitespace` is Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)`, on every kind of
    /// white space and line break at either end, inside (kept), and text that is all white space.
    @Test(arguments: [
        "", " ", "\t\n\r", "a", "  a b  ", "\u{A0}x\u{3000}", "\u{2028}x\u{2029}", "\u{85}y\u{1680}",
        "\u{2009}z\u{200A}\u{202F}\u{205F}", "\u{200B}keeps zero width\u{200B}", "e\u{301} ", " \u{301}e",
        "\r\nline\r\n", "\u{FEFF}bom", "中文　", "\u{B}\u{C}v", "\u{180E}mongolian vowel separator",
    ])
    func trimsAsFoundationDoes(text: String) {
        #expect(text.trimmingWhitespace == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(text[...].trimmingWhitespace == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Every scalar of Unicode, alone and around a letter: trimmed exactly when Foundation trims it.
    @Test func trimsTheScalarsFoundationTrims() {
        var differ: [String] = []
        for value in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "\(Character(scalar))x\(Character(scalar))"
            if text.trimmingWhitespace != text.trimmingCharacters(in: .whitespacesAndNewlines) {
                differ.append(String(value, radix: 16))
            }
        }
        #expect(differ.isEmpty, "\(differ.prefix(20))")
    }

    /// cmark-gfm's `data-sourcepos`: line and column of the start; anything else is no position.
    @Test func sourcePositionsAreReadFromTheirStart() {
        #expect(Self.start("12:3-14:5") == [12, 3])
        #expect(Self.start("7") == [7, 0])
        #expect(Self.start("7:") == [7, 0])
        #expect(Self.start("1:1-1:0") == [1, 1])
        #expect(SourcePosition("") == nil)
        #expect(SourcePosition(":3") == nil)
        #expect(SourcePosition("x") == nil)
        #expect(SourcePosition(String(repeating: "9", count: 40)) == nil, "an overflow is no position")
    }

    private static func start(_ attribute: String) -> [Int]? {
        SourcePosition(attribute).map { [$0.line, $0.column] }
    }

    /// `ByteSearch.firstIndex` finds what `range(of:)` finds, as an index of the text.
    @Test(arguments: [("- [Intro](intro.md)", "intro.md"), ("a — b — c", "b"), ("none", "x"), ("x", ""), ("日本語で", "語")])
    func firstIndexIsWhereRangeOfFindsIt(text: String, needle: String) {
        let line = text[...]
        #expect(ByteSearch.firstIndex(of: needle, in: line) == line.range(of: needle)?.lowerBound)
    }
}
