import EPUBBuild
import Foundation
import Testing
import XMLTree

/// A chapter written in a language of its own (`<html lang="fr">`, EPUB 2's `xml:lang` alone, an HTML page's
/// `lang`) keeps it in the book: its page is in that language, a right-to-left one runs right to left, and the
/// accessibility audit reads its text in it. An anthology made by ebooklib had every chapter turned English.
@Suite struct ChapterLanguageTests {
    @Test func eachChapterKeepsItsOwnLanguage() throws {
        let folder = try TestPaths.folder(holding: [
            "fr.xhtml": """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="fr" xml:lang="fr"><head><title>Fr</title></head>
            <body><h1>Bonjour</h1><p>Le texte.</p></body></html>
            """,
            "he.xhtml": """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml" xml:lang="he"><head><title>He</title></head>
            <body><h1>שלום</h1><p>שלום עולם, זה טקסט בעברית.</p></body></html>
            """,
            "ja.html":
                "<!DOCTYPE html><html lang=\"ja\"><head><title>Ja</title></head><body><h1>日本語</h1><p>これは日本語の文章です。</p></body></html>",
            "en.xhtml": """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>En</title></head><body><h1>Hello</h1></body></html>
            """,
            "book.yaml": "title: Anthology\nlanguage: en\nchapters: [fr.xhtml, he.xhtml, ja.html, en.xhtml]\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        #expect(!report.warnings.contains { $0.code == .unmarkedLanguage }, "\(report.warnings)")
        let file = try EPUBFile(epub)
        let roots = try ["fr", "he", "ja", "en"].map { try file.xml("EPUB/text/\($0).xhtml").root! }
        #expect(roots.map { $0.attribute("lang") } == ["fr", "he", "ja", "en"])
        #expect(
            roots.map { $0.attribute("lang", namespace: "http://www.w3.org/XML/1998/namespace") } == [
                "fr", "he", "ja", "en",
            ])
        #expect(roots.map { $0.attribute("dir") } == [nil, "rtl", nil, nil])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// Code runs left to right on a right-to-left page: a Hebrew mdBook's code block and code span get `dir="ltr"`
    /// (mdBook's stylesheet does it with `direction`, which an EPUB's CSS may not say); an author's `dir` stays.
    @Test func codeRunsLeftToRightOnARightToLeftPage() throws {
        let folder = try TestPaths.folder(holding: [
            "book.toml": "[book]\ntitle = \"ספר\"\nlanguage = \"he\"\n", "src/SUMMARY.md": "[א](a.md)\n",
            "src/a.md": "# התקנה\n\nהריצו `cargo build` עכשיו.\n\n```rust\nfn main() {}\n```\n\n"
                + "<pre dir=\"auto\">x</pre>\n",
        ])
        let (epub, _) = try TestBuild.build(folder + "/book.toml")
        let file = try EPUBFile(epub)
        #expect(try file.values("/h:html/@dir", in: "EPUB/text/a.xhtml") == ["rtl"])
        #expect(try file.values("//h:pre/@dir", in: "EPUB/text/a.xhtml") == ["ltr", "auto"])
        #expect(try file.values("//h:p/h:code/@dir", in: "EPUB/text/a.xhtml") == ["ltr"])
        #expect(try file.values("//h:pre/h:code/@dir", in: "EPUB/text/a.xhtml").isEmpty)
        try EPUBStructure.expectEPUBCheckClean(epub)
    }
}
