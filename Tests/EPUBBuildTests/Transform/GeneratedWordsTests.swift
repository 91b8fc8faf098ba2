import EPUBBuild
import EPUBSupport
import Foundation
import Testing

@testable import EPUBFormats
@testable import EPUBModel

/// Every word the build writes itself is in the book's language: the contents, the landmarks, the cover's alt
/// text, a footnote's way back, a figure's label, the summary of notes without one, the accessibility summary.
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
        // Any generated word, by its name in `words:`; the specific keys (`figure-label:`, `toc: {title}`) still win.
        let words = try build(
            language: "de",
            extra: "figure-label: Bild\nwords: {back-to-content: Zum Text, notes: Sprechernotizen, figure: Foto, "
                + "cover-of: 'Titelbild: {title}'}\n")
        #expect(try words.values("//h:a[@role='doc-backlink']/@aria-label", in: "EPUB/text/a.xhtml") == ["Zum Text"])
        #expect(try words.values("//h:details/h:summary", in: "EPUB/text/a.xhtml") == ["Sprechernotizen"])
        #expect(try words.values("//h:figcaption", in: "EPUB/text/a.xhtml").first?.hasPrefix("Bild 1") == true)
        #expect(try words.values("//h:img/@alt", in: "EPUB/cover.xhtml") == ["Titelbild: Wörter"])
        let traditional = try build(language: "zh-TW")
        #expect(try traditional.values("//h:nav[@id='toc']/h:h1", in: "EPUB/nav.xhtml") == ["目錄"])
        #expect(GeneratedWords(language: "zh-Hans-CN").contents == "目录")
        #expect(GeneratedWords(language: "nn").contents == "Innhold")
        #expect(GeneratedWords(language: "xx").contents == "Contents", "a language without its own words: English")
    }

    /// An Arabic and a Japanese book that generate every word the table holds (a contents page, landmarks, a
    /// page list, a cover, a footnote, notes without a summary, a numbered figure and listing, a chapter without
    /// a title): no English word of the table is left in any text or attribute of any XHTML, NCX or OPF file.
    @Test(arguments: ["ar", "ja", "hi", "tr"]) func noEnglishGeneratedWordIsLeftInABookInAnotherLanguage(
        language: String
    ) throws {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.copyItem(
            atPath: TestPaths.examples + "/field-guide/images/pigeon.png", toPath: folder + "/pigeon.png")
        try """
        title: كتاب
        language: \(language)
        contributors: [{name: مترجم, role: [trl, edt, ill]}]
        cover: pigeon.png
        figure-numbers: true
        listing-numbers: true
        toc: {in-spine: true}
        chapters: [a.md, b.md]
        """.write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try """
        # واحد

        <!-- page 1 -->

        نص.[^1] [](#fig-bird) [](#lst-code)

        ![حمامة](pigeon.png "حمامة"){#fig-bird}

        ```swift title="رمز" {#lst-code}
        let x = 1
        ```

        <details><p>ملاحظة.</p></details>

        [^1]: حاشية.
        """.write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "نص بلا عنوان.\n".write(toFile: folder + "/b.md", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        let file = try EPUBFile(epub)
        let english = GeneratedWords.table["en"]!.map {
            $0.replacingOccurrences(of: " {title}", with: "").replacingOccurrences(of: " {names}", with: "")
        }
        let englishSummary = AccessibilitySummaryText.table["en"]!.filter { $0.count > 8 }
        let documents = file.entryNames.filter {
            $0.hasSuffix(".xhtml") || $0.hasSuffix(".ncx") || $0.hasSuffix(".opf")
        }
        #expect(documents.count >= 6, "\(documents)")
        var seen = 0
        for document in documents {
            for value in try file.values("//text() | //@*", in: document) {
                seen += 1
                for word in english where value.contains(try Regex("\\b" + word + "\\b")) {
                    Issue.record("\(document): \"\(word)\" in \"\(value)\"")
                }
                for sentence in englishSummary where value.contains(sentence) {
                    Issue.record("\(document): the English summary's \"\(sentence)\" in \"\(value)\"")
                }
            }
        }
        #expect(seen > 100, "the documents were read")
        let summary = try file.values("//opf:meta[@property='schema:accessibilitySummary']", in: "EPUB/package.opf")
        #expect(
            summary.count == 1
                && summary.first?.hasPrefix(AccessibilitySummaryText(language: language).tableOfContentsAndPages)
                    == true
        )
        let words = GeneratedWords(language: language)
        #expect(try file.values("//h:nav[@id='toc']/h:h1", in: "EPUB/nav.xhtml") == [words.contents])
        #expect(try file.values("//ncx:pageList/ncx:navLabel/ncx:text", in: "EPUB/toc.ncx") == [words.pages])
        #expect(
            try file.values("//h:a[@role='doc-backlink']/@aria-label", in: "EPUB/text/a.xhtml") == [words.backToContent]
        )
    }

    /// A language the table lacks gets English's words and one warning that says so; one it has, none.
    @Test func aLanguageWithoutItsOwnWordsIsWarnedOfOnce() throws {
        let folder = TestPaths.temporaryDirectory()
        try "# Sura\n\nMaandishi.\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        for (language, warned) in [("sw", true), ("id", false), ("pt-BR", false), ("nn", false)] {
            try "title: Kitabu\nlanguage: \(language)\nchapters: [a.md]\n".write(
                toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
            let (_, report) = try TestBuild.build(folder + "/book.yaml")
            let warnings = report.warnings.filter { $0.code == .wordsInEnglish }
            #expect(warnings.count == (warned ? 1 : 0), "\(language): \(warnings)")
            if warned {
                #expect(warnings.first?.location.line == 2 && warnings.first?.message.contains("'sw'") == true)
            }
        }
    }

    /// The title page credits an editor, a translator and an illustrator in the book's words, as pandoc's lists its
    /// creators; a contributor in another role (a book producer) is in the package metadata alone.
    @Test func theTitlePageCreditsTranslatorsInTheBooksWords() throws {
        let file = try build(
            language: "de",
            extra: "contributors: [{name: Willa Muir, role: [trl, edt]}, {name: Max Brod, role: ill}, "
                + "{name: Ein Hersteller, role: bkp}]\nwords: {illustrated-by: 'Bilder: {names}'}\n")
        #expect(
            try file.values("//h:p[contains(@class, 'credit')]", in: "EPUB/titlepage.xhtml") == [
                "Übersetzt von Willa Muir", "Herausgegeben von Willa Muir", "Bilder: Max Brod",
            ])
        #expect(try file.values("//dc:contributor", in: "EPUB/package.opf").contains("Ein Hersteller"))
    }

    /// Every language of the table has all its words, and each `coverOf` names the title.
    @Test func everyLanguageHasEveryWord() {
        for (language, words) in GeneratedWords.table {
            #expect(words.count == GeneratedWords.fields.count && words.allSatisfy { !$0.isEmpty }, "\(language)")
            #expect(words[11].contains("{title}"), "\(language)")
            #expect(words[19...21].allSatisfy { $0.contains("{names}") }, "\(language)")
        }
    }
}
