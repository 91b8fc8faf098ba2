import EPUBBuild
import Foundation
import Testing

private let mdBooks = TestPaths.corpus + "/mdbook"

/// The four real mdBook books of ../shared/corpus, each built straight from
/// its book.toml with no edits: every directive expanded, and epubcheck
/// (5.3 and 4.2.6) clean.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: mdBooks + "/mdbook-guide/book.toml"),
                "../shared/corpus is not beside this clone; skipping the mdBook books"))
struct MdBookCorpusTests {
    @Test(arguments: ["async-book", "embedded-book", "mdbook-guide", "rust-by-example"])
    func buildsFromBookTomlAndPassesEPUBCheck(_ name: String) throws {
        let book = mdBooks + "/" + name + "/book.toml"
        // The guide includes two files of mdBook's repository from outside the guide
        // (../../../examples/…), which the corpus does not hold: --lenient leaves them out, with a warning each.
        let lenient = name == "mdbook-guide"
        let (epub, report) = try TestBuild.build(book, lenient: lenient, linkBase: "https://example.org/\(name)/")
        try EPUBStructure.expectAll(book, epub)
        let errorsMadeWarnings = report.warnings.filter { $0.message.hasSuffix("(--lenient)") }
        #expect(errorsMadeWarnings.map { "\($0.location.line): \($0.message.prefix(40))" } == (lenient ? [
            "42: cannot include '../../../examples/nop-pr",
            "69: cannot include '../../../examples/remove",
        ] : []))
        try Self.expectNoDirectiveLeft(in: epub, sources: mdBooks + "/" + name + "/src")
    }

    /// Every `{{#include …}}` (or other directive) in the EPUB's text is one the
    /// sources wrote escaped, `\{{#include …}}`, to show it.
    static func expectNoDirectiveLeft(in epub: String, sources: String) throws {
        let directive = /\{\{\s*#(include|rustdoc_include|playground|playpen|title)\s+[^}]+\}\}/
        var escaped: Set<String> = []
        let files = FileManager.default.enumerator(atPath: sources)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }
        for file in files {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            for match in text.matches(of: directive) where text[..<match.range.lowerBound].hasSuffix("\\") {
                escaped.insert(String(text[match.range]))
            }
        }
        let book = try EPUBFile(epub)
        var shown = 0
        for name in book.entryNames where name.hasSuffix(".xhtml") {
            let text = try book.xml(name).root!.textContent
            for match in text.matches(of: directive) {
                shown += 1
                #expect(escaped.contains(String(text[match.range])), "\(name) shows an unexpanded \(text[match.range])")
            }
        }
        #expect(shown <= escaped.count * 4)
    }
}
