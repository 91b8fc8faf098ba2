import Foundation
import Testing

@testable import EPUBModel

/// Every word the build writes itself is in the book's language: the contents, the landmarks, the cover's alt
/// text, a footnote's way back, a figure's label, the summary of notes without one.
@Suite struct GeneratedWordsTests {
    private func build(language: String, extra: String = "") throws -> EPUBFile {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.copyItem(
            atPath: TestPaths.examples + "/field-guide/images/pigeon.png", toPath: folder + "/pigeon.png")
        try "title: Wörter\nlanguage: \(language)\ncover: pigeon.png\nfigure-numbers: true\n\(extra)chapters: [a.md]\n"
            .write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try """
        # Eins

        Text.[^1]

        ![Eine Taube](pigeon.png "Die Taube")

        <details><p>Sprechernotizen.</p></details>

        [^1]: Eine Fußnote.
        """.write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        try EPUBStructure.expectEPUBCheckClean(epub)
        return try EPUBFile(epub)
    }

    @Test func aGermanBookSaysItInGerman() throws {
        let file = try build(language: "de")
        #expect(try file.values("//h:nav[@id='toc']/h:h1", in: "EPUB/nav.xhtml") == ["Inhalt"])
        #expect(try file.values("//h:nav[@id='landmarks']/h:h2", in: "EPUB/nav.xhtml") == ["Orientierungspunkte"])
        #expect(
            try file.values("//h:nav[@id='landmarks']//h:a", in: "EPUB/nav.xhtml") == [
                "Umschlag", "Titelseite", "Beginn des Inhalts",
            ])
        #expect(try file.values("//h:img/@alt", in: "EPUB/cover.xhtml") == ["Umschlag von Wörter"])
        let chapter = "EPUB/text/a.xhtml"
        #expect(try file.values("//h:a[@role='doc-backlink']/@aria-label", in: chapter) == ["Zurück zum Text"])
        #expect(try file.values("//h:details/h:summary", in: chapter) == ["Anmerkungen"])
        #expect(try file.values("//h:figcaption", in: chapter).first?.hasPrefix("Abbildung 1") == true)
    }

    @Test func theBooksOwnWordsWinAndChineseIsWrittenAsItsTagSays() throws {
        let own = try build(language: "de", extra: "figure-label: Bild\ntoc: {title: Übersicht}\n")
        #expect(try own.values("//h:nav[@id='toc']/h:h1", in: "EPUB/nav.xhtml") == ["Übersicht"])
        #expect(try own.values("//h:figcaption", in: "EPUB/text/a.xhtml").first?.hasPrefix("Bild 1") == true)
        let traditional = try build(language: "zh-TW")
        #expect(try traditional.values("//h:nav[@id='toc']/h:h1", in: "EPUB/nav.xhtml") == ["目錄"])
        #expect(GeneratedWords(language: "zh-Hans-CN").contents == "目录")
        #expect(GeneratedWords(language: "nn").contents == "Innhold")
        #expect(GeneratedWords(language: "xx").contents == "Contents", "a language without its own words: English")
    }

    /// Every language of the table has all its words, and each `coverOf` names the title.
    @Test func everyLanguageHasEveryWord() {
        for (language, words) in GeneratedWords.table {
            #expect(words.count == 12 && words.allSatisfy { !$0.isEmpty }, "\(language)")
            #expect(words[11].contains("{title}"), "\(language)")
        }
    }
}
