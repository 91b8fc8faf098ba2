import Testing

@testable import EPUBSupport

/// A diagnostic prints as one line whatever the book's names hold: controls, line separators and bidirectional
/// overrides are escaped, and the letters of any script are not.
@Suite struct PrintableTextTests {
    @Test func controlsAreEscapedAndLettersKept() {
        let diagnostic = Diagnostic(
            .warning, .unsafeEntry, at: SourceLocation(path: "b.epub:a\u{1B}[31m\u{202E}gpj.exe", line: 2, column: 3),
            stage: .open, "name 'x\ny\u{2028}z\t' in فارسی\u{200C}ها, 日本語")
        #expect(
            diagnostic.description
                == "b.epub:a\\u{1B}[31m\\u{202E}gpj.exe:2:3: warning: [Open] name 'x\\ny\\u{2028}z\\t' in فارسی\u{200C}ها, 日本語"
        )
    }
}
