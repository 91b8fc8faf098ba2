import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBSupport

/// Relative hrefs between package files, percent-encoded for markup.
@Suite struct PackageLayoutTests {
    @Test(arguments: [
        ("text/a.xhtml", "text/b.xhtml", "b.xhtml"),
        ("text/a.xhtml", "media/img/dot.svg", "../media/img/dot.svg"),
        ("nav.xhtml", "text/a.xhtml", "text/a.xhtml"),
        ("styles/book.css", "media/fonts/a b.woff2", "../media/fonts/a%20b.woff2"),
        ("text/a.xhtml", "media/50%#1?.png", "../media/50%25%231%3F.png"),
        ("text/a.xhtml", "media/café.png", "../media/caf%C3%A9.png"),
    ])
    func relativeHref(from: String, to: String, expected: String) {
        #expect(ContainerPath.relativeHref(from: from, to: to) == expected)
    }

    /// The byte-level encoding gives what Foundation's CharacterSet-based one
    /// gave before it, for every ASCII character and for letters beyond ASCII.
    @Test func encodingMatchesFoundation() {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~!$&'()*+,;=:@")
        let segments =
            (UInt8(1)...UInt8(127)).map { "a" + String(UnicodeScalar($0)) + "z" } + ["café", "日本.png", "ß ü"]
        for segment in segments {
            #expect(
                ContainerPath.encode(segment) == segment.addingPercentEncoding(withAllowedCharacters: allowed),
                "\(segment)")
        }
    }
}
