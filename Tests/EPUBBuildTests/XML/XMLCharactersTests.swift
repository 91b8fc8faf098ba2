import EPUBBuild
import Foundation
import Testing
import XMLTree

/// A tree's text and attribute values hold only what XML 1.0 allows (§2.2), whatever a book file gives: a title with a
/// terminal's escape codes had made the package not well-formed (epubcheck FATAL RSC-016), and one with a NUL had
/// been cut at it.
@Suite struct XMLCharactersTests {
    @Test func textAndAttributesKeepOnlyXMLCharacters() {
        let tree = XMLTree(rootName: "r")
        let root = tree.root!
        root.appendElement("a", text: "Guide \u{1B}[1m bold\u{0}er\u{FFFF}")
        root.setAttribute("title", "x\u{2}y\tz")
        root.appendText("tab\tand\nline")
        let text = String(decoding: tree.serialized(), as: UTF8.self)
        #expect(text.hasSuffix("<r title=\"xy&#9;z\"><a>Guide [1m bolder</a>tab\tand\nline</r>\n"), "\(text)")
    }

    /// The same from a book: book.toml's title with an escape code and a NUL, and raw HTML's attribute with a control
    /// character, give an EPUB epubcheck passes, the text around them kept.
    @Test func aBooksControlCharactersLeaveAValidEPUB() throws {
        let folder = try TestPaths.folder(holding: [
            "book.toml": "[book]\ntitle = \"Guide \\u001b[1m A\\u0000B\"\nlanguage = \"en\"\n",
            "src/SUMMARY.md": "[A](a.md)\n",
            "src/a.md": "# A\n\n<p title=\"x\u{2}y\">raw</p>\n",
        ])
        let (epub, _) = try TestBuild.build(folder + "/book.toml")
        let file = try EPUBFile(epub)
        #expect(try file.values("//dc:title", in: "EPUB/package.opf") == ["Guide [1m AB"])
        #expect(try file.values("//h:p/@title", in: "EPUB/text/a.xhtml") == ["xy"])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// Old pages' windows-1252 references in raw HTML (`&#147;quoted&#148; &#150;`) are the characters a browser
    /// shows, “quoted” –, where libxml2 had given invisible C1 controls; a C1 control windows-1252 leaves unassigned
    /// stays.
    @Test func windows1252ReferencesInRawHTMLAreItsCharacters() throws {
        let (epub, _) = try TestBuild.oneChapter("# A\n\n<p>&#147;quoted&#148; &#150; &#129;x</p>\n")
        let text = try EPUBFile(epub).values("//h:p", in: "EPUB/text/a.xhtml")
        #expect(text == ["\u{201C}quoted\u{201D} \u{2013} \u{81}x"])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }
}
