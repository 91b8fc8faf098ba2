import Foundation
import Testing
import XMLTree

@testable import EPUBBuild
@testable import EPUBFormats
@testable import EPUBModel
@testable import EPUBSupport

/// The accessibility metadata is derived from the content: each claim
/// appears when the content backs it and disappears when it does not.
@Suite struct AccessibilityClaimsTests {
    /// A one-chapter book from `markdown`, built; its package's accessibility metadata and the warnings.
    private func build(_ markdown: String, extra: String = "") throws -> (AccessibilityMetadata, [Diagnostic], String) {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.copyItem(
            atPath: TestPaths.examples + "/field-guide/images/pigeon.png", toPath: folder + "/pigeon.png")
        try "title: Claims\nlanguage: en\n\(extra)chapters: [a.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try markdown.write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        let file = try EPUBFile(epub)
        let package = PackageDocument(tree: try file.package(), path: ContainerPath(try file.packagePath()))
        return (package.accessibility, report.warnings, epub)
    }

    @Test func alternativeTextIsClaimedOnlyWhenEveryImageHasText() throws {
        let described =
            "# A\n\n![A pigeon on a ledge](pigeon.png)\n\n<img src=\"pigeon.png\" alt=\"\" role=\"presentation\">\n"
        let (all, warnings, _) = try build(described)
        #expect(warnings.isEmpty)
        #expect(all.features.contains("alternativeText"))
        #expect(all.accessModes == ["textual", "visual"])
        #expect(all.accessModesSufficient == ["textual", "textual,visual"])

        let (one, oneWarnings, _) = try build(described + "\n![](pigeon.png)\n")
        #expect(!one.features.contains("alternativeText"))
        #expect(one.accessModesSufficient == ["textual,visual"])
        #expect(oneWarnings.map(\.code) == [.missingAlt])
        #expect(one.summary?.contains("Some of its images have no text alternative.") == true)

        // Without images the book is textual alone, and claims nothing of alt text.
        let (none, _, _) = try build("# A\n\nText.\n")
        #expect(
            none.accessModes == ["textual"] && none.accessModesSufficient == ["textual"]
                && !none.features.contains("alternativeText"))
    }

    /// Many images without a text alternative in one file are one warning where the first is, with their count:
    /// a GitBook page of twenty screenshots had had twenty warnings. A few are told one by one.
    @Test func manyImagesWithoutTextInAFileAreOneWarning() throws {
        let (_, many, _) = try build("# A\n\n" + String(repeating: "![](pigeon.png)\n\n", count: 5))
        #expect(many.map(\.code) == [.missingAlt])
        #expect(
            many.first?.message.hasPrefix("5 images in this file have no text alternative (the first here)") == true)
        #expect(many.first?.location.line == 3)
        let (_, few, _) = try build("# A\n\n" + String(repeating: "![](pigeon.png)\n\n", count: 3))
        #expect(few.map(\.location.line) == [3, 5, 7])
        // Links without text likewise: cargo's pages hold an empty hover anchor before each option.
        let anchors = (1...12).map {
            "<a class=\"option-anchor\" href=\"#o\($0)\"></a><span id=\"o\($0)\">-\($0)</span>\n\n"
        }
        let (_, links, _) = try build("# A\n\n" + anchors.joined())
        #expect(links.map(\.code) == [.emptyLink])
        #expect(links.first?.message.hasPrefix("12 links in this file have no text (the first here)") == true)
        #expect(links.first?.location.line == 3)
    }

    /// An image left out because its file does not exist is warned of as such, and neither asked for a text
    /// alternative nor counted among the images without one: the author had been asked to describe an image the
    /// EPUB does not hold.
    @Test func anImageLeftOutIsNotAskedForItsText() throws {
        let folder = try TestPaths.folder(holding: [
            "book.toml": "[book]\ntitle = \"T\"\nlanguage = \"en\"\n",
            "src/SUMMARY.md": "# Summary\n\n- [Ch](ch.md)\n",
            "src/ch.md": "# Ch\n\n![](img/missing.png)\n\n![](img/here.svg)\n",
            "src/img/here.svg": "<svg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/>\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.toml")
        #expect(
            report.warnings.filter { $0.code == .missingAlt || $0.code == .missingResource }.map {
                "\($0.location.line) \($0.code.rawValue)"
            }.sorted() == ["3 missing-resource", "5 missing-alt"])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    @Test func structuralNavigationIsClaimedOnlyWithoutSkippedLevels() throws {
        let (nested, _, _) = try build("# A\n\n## B\n\n### C\n\n## D\n\n# E\n")
        #expect(nested.features.contains("structuralNavigation"))
        let (skipping, warnings, _) = try build("# A\n\n### C\n")
        #expect(!skipping.features.contains("structuralNavigation"))
        #expect(
            warnings.map(\.description).contains {
                $0.hasSuffix(
                    "a.md:3:5: warning: [Resolve] heading level skipped: h3 'C' follows an h1; readers navigate headings by level"
                )
            })
    }

    @Test func statedConformanceHazardsAndCertifierAreWrittenAndCheckedAgainstTheContent() throws {
        let statement = """
            accessibility:
              summary: Every image is described.
              hazards: [flashing, noSoundHazard]
              conforms-to: EPUB Accessibility 1.1 - WCAG 2.1 Level AA
              certified-by: Example Certifiers
              certifier-credential: Certified Accessible

            """
        let (metadata, warnings, epub) = try build("# A\n\n![A pigeon on a ledge](pigeon.png)\n", extra: statement)
        #expect(warnings.isEmpty)
        #expect(metadata.summary == "Every image is described." && metadata.hazards == ["flashing", "noSoundHazard"])
        #expect(metadata.conformsTo == "EPUB Accessibility 1.1 - WCAG 2.1 Level AA")
        #expect(metadata.certifiedBy == "Example Certifiers" && metadata.certifierCredential == "Certified Accessible")
        try EPUBStructure.expectEPUBCheckClean(epub)
        // The claim stands against an image without text: a warning at book.yaml's line.
        let (_, lapses, _) = try build("# A\n\n![](pigeon.png)\n", extra: statement)
        #expect(lapses.map(\.code) == [.missingAlt, .accessibilityClaim])
        #expect(lapses.last?.location.line == 6)
    }

    /// The generated summary speaks the book's language: a sentence per fact, in every language the generated
    /// words have, each sentence its own; a stated summary is kept as it is.
    @Test func theSummaryIsInTheBooksLanguage() throws {
        let english = AccessibilitySummaryText.table["en"]!
        #expect(Set(AccessibilitySummaryText.table.keys) == Set(GeneratedWords.table.keys))
        for (language, row) in AccessibilitySummaryText.table {
            #expect(row.count == english.count, "\(language)")
            #expect(row[14].contains("{list}"), "\(language)")
            if language != "en" {
                for (sentence, englishSentence) in zip(row, english) where sentence != ", " {
                    #expect(sentence != englishSentence, "\(language): '\(sentence)' is English's")
                }
            }
        }
        var facts = AccessibilityFacts()
        (facts.images, facts.imagesWithoutText, facts.headings, facts.skippedHeadingLevels) = (2, 1, 2, 1)
        #expect(
            AccessibilityClaims.summary(
                facts: facts, hasPageList: false, fixedLayout: false, hazards: ["flashing", "sound"], language: "de-AT")
                == "Diese Publikation hat ein Inhaltsverzeichnis und eine logische Lesereihenfolge. Einige Überschriften "
                + "überspringen Ebenen, daher ist die Navigation über Überschriften weniger zuverlässig. Einige Bilder "
                + "haben keine Textalternative. Der Text kann vergrößert und umgestaltet werden. Gefahren: Blinken, Ton."
        )
        #expect(
            AccessibilityClaims.summary(
                facts: AccessibilityFacts(), hasPageList: true, fixedLayout: true, hazards: ["unknown"], language: "ja")
                == "この出版物には目次、印刷版のページ一覧、論理的な読み順があります。ページは固定レイアウトのため、"
                + "テキストの拡大やリフローはできません。危険性の有無は不明です。")
        #expect(
            AccessibilityClaims.summary(
                facts: AccessibilityFacts(), hasPageList: false, fixedLayout: false,
                hazards: ["noFlashingHazard", "noSoundHazard"], language: "sw"
            ).hasSuffix("It has no known hazards."), "a language without a row: English's; no* values: no hazards")
    }

    @Test func theLapsesFixtureWarnsAtEachAuthorsLine() throws {
        let book = TestBuild.fixtureBook("accessibility-lapses")
        let (epub, report) = try TestBuild.build(book)
        #expect(
            FixtureMessages.shown(report.warnings, book: "accessibility-lapses") == [
                // The raw <img> of line 17 is placed at the Markdown image's line: told once, twice counted.
                "lapses.md:3:5: warning: [Resolve] image 'pigeon.png' has no text alternative: describe it in its alt text, or mark it decorative with role=\"presentation\" (2 times)",
                "lapses.md:5:6: warning: [Resolve] heading level skipped: h4 'Too Deep' follows an h1; readers navigate headings by level",
                "lapses.md:11:1: warning: [Resolve] table has no header cells (<th>): readers cannot tell what its columns hold; give it a header row",
                "lapses.md:13:4: warning: [Resolve] link to 'https://example.org/nowhere' has no text: screen readers announce nothing to follow; give it text, or alt text to its image",
                "lapses.md:15:1: warning: [Resolve] text in the Arabic script in a passage whose language is 'en': mark its language with lang=\"…\" so it is read and shown right",
                "book.yaml:4:16: warning: [Resolve] book.yaml states 'EPUB Accessibility 1.1 - WCAG 2.1 Level AA', but the content has 2 images without a text alternative, 1 skipped heading level, 1 table without header cells, 1 link without text, 1 passage in another language without lang (each warned above); mend them before claiming conformance",
            ])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// The Markdown shorthand is a comment in the text; in code it is code, and an authored marker keeps its id.
    @Test func pageShorthandInCodeStaysCode() throws {
        let markdown =
            "<!-- page 3 -->\n\n# A\n\n```html\n<!-- page 9 -->\n```\n\nText <span epub:type=\"pagebreak\" id=\"p4\" title=\"4\"></span> more.\n"
        let (metadata, _, epub) = try build(markdown)
        let file = try EPUBFile(epub)
        #expect(
            try file.values("//h:nav[@epub:type='page-list']//h:a/@href", in: "EPUB/nav.xhtml") == [
                "text/a.xhtml#page-3", "text/a.xhtml#p4",
            ])
        #expect(try file.values("//h:pre//text()", in: "EPUB/text/a.xhtml").joined().contains("<!-- page 9 -->"))
        #expect(metadata.features.contains("pageNavigation"))
    }

    @Test func scriptsAreToldApartAndOnlyAChangeOfScriptIsALapse() {
        #expect(Script.dominant(in: "مرحبا بكم في هذا الكتاب") == .arabic)
        #expect(Script.dominant(in: "吾輩は猫である。名前はまだ無い。") == .kana, "kana and Han together are Japanese")
        #expect(Script.dominant(in: "中华人民共和国成立于一九四九年") == .han)
        #expect(Script.dominant(in: "short") == nil, "too few letters to tell")
        #expect(Script.of(language: "ja").contains(.kana) && Script.of(language: "sr-Latn").contains(.latin))
        let tree = try! XMLTree.parse(
            xml: Data(
                """
                <html xmlns="http://www.w3.org/1999/xhtml"><body><p>An English paragraph with enough letters.</p>
                <p lang="he">שלום עולם וברוכים הבאים</p><p>שלום עולם וברוכים הבאים</p></body></html>
                """.utf8))
        let audit = AccessibilityAudit(tree: tree, language: "en")
        #expect(audit.facts.unmarkedLanguageChanges == 1)
        // Mostly Latin letters among some of the language's own are names and code in that language (a Chinese
        // heading `实例: ripgrep` had been told it held Latin script); a passage with none of them is a change.
        let chinese = try! XMLTree.parse(
            xml: Data(
                """
                <html xmlns="http://www.w3.org/1999/xhtml"><body><h3>实例: ripgrep</h3>
                <p>An English paragraph with enough letters.</p></body></html>
                """.utf8))
        #expect(AccessibilityAudit(tree: chinese, language: "zh-CN").facts.unmarkedLanguageChanges == 1)
    }

    /// A link hidden from assistive technology needs no name: pandoc's anchor on each line of highlighted code
    /// (`<a href="#cb1-1" aria-hidden="true" tabindex="-1"></a>`) had been warned of, 167 times in one notebook.
    @Test func aHiddenLinkNeedsNoName() {
        let tree = try! XMLTree.parse(
            xml: Data(
                """
                <html xmlns="http://www.w3.org/1999/xhtml"><body><pre><code><span id="cb1-1">\
                <a href="#cb1-1" aria-hidden="true" tabindex="-1"></a>x = 1</span></code></pre>
                <p><a href="#cb1-1"></a></p></body></html>
                """.utf8))
        #expect(AccessibilityAudit(tree: tree, language: "en").facts.emptyLinks == 1)
    }

    /// A book whose language is wrong (os1k's Japanese edition carried the English edition's `dc:language`) has
    /// its every paragraph in another script: one warning with the way out, not one per paragraph; a few passages
    /// are still told one by one.
    @Test func manyPassagesInAnotherScriptAreOneWarning() throws {
        let paragraphs = (1...12).map { "吾輩は猫である。名前はまだ無い。どこで生れたか\($0)。" }
        let (_, warnings, _) = try build("# A\n\n" + paragraphs.joined(separator: "\n\n") + "\n")
        let language = warnings.filter { $0.code == .unmarkedLanguage }
        #expect(language.count == 1)
        #expect(language.first?.location.line == 3)
        #expect(
            language.first?.message.hasPrefix(
                "12 passages in the Japanese kana script in a book whose language is 'en' (the first here)") == true,
            "\(language)")
        let (_, few, _) = try build("# A\n\n" + paragraphs.prefix(3).joined(separator: "\n\n") + "\n")
        #expect(few.filter { $0.code == .unmarkedLanguage }.map(\.location.line) == [3, 5, 7])
        let (_, four, _) = try build("# A\n\n" + paragraphs.prefix(4).joined(separator: "\n\n") + "\n")
        #expect(four.filter { $0.code == .unmarkedLanguage }.count == 1)
    }

    /// Alt text that is the picture's file name (LibreOffice's `alt="OEBPS/images/image0001.png"`) is no text
    /// alternative: the rebuilt book had claimed `alternativeText`. A description that names a file is one.
    @Test func anAltTextThatIsAFileNameIsNone() {
        let tree = try! XMLTree.parse(
            xml: Data(
                """
                <html xmlns="http://www.w3.org/1999/xhtml"><body><p><img src="a.png" alt="OEBPS/images/image0001.png"/>\
                <img src="b.png" alt="The file a.png, opened"/><img src="c.png" alt="diagram.SVG"/></p></body></html>
                """.utf8))
        #expect(AccessibilityAudit(tree: tree, language: "en").facts.imagesWithoutText == 2)
    }

    /// A book with audio or video claims no hazard absent: its hazards are `unknown`, and its summary says so (a
    /// rebuilt book with a video had claimed "no known hazards", which nothing had checked).
    @Test func audioOrVideoMakesTheHazardsUnknown() {
        let tree = try! XMLTree.parse(
            xml: Data(
                """
                <html xmlns="http://www.w3.org/1999/xhtml"><body><p>Watch.</p><video src="v.mp4" controls="controls">\
                <p>A video.</p></video></body></html>
                """.utf8))
        let facts = AccessibilityAudit(tree: tree, language: "en").facts
        #expect(facts.timeBasedMedia == 1)
        let claims = AccessibilityClaims.metadata(
            facts: facts, statement: nil, hasPageList: false, fixedLayout: false, language: "en")
        #expect(claims.hazards == ["unknown"])
        #expect(claims.summary?.contains("Whether it has hazards is not known.") == true, "\(claims.summary ?? "")")
        let still = AccessibilityClaims.metadata(
            facts: AccessibilityFacts(), statement: nil, hasPageList: false, fixedLayout: false, language: "en")
        #expect(still.hazards == ["none"])
    }

    /// A language tag that is no registered one (`jp`, a slip for `ja`) is told once, at the tag: the passages are
    /// not told too, whose warning ("give the book its language") had contradicted it.
    @Test func aMistypedLanguageIsNotAlsoAPassagesWarning() {
        let tree = try! XMLTree.parse(
            xml: Data("<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>吾輩は猫である。名前はまだ無い。</p></body></html>".utf8))
        #expect(AccessibilityAudit(tree: tree, language: "jp").facts.unmarkedLanguageChanges == 0)
        #expect(AccessibilityAudit(tree: tree, language: "en").facts.unmarkedLanguageChanges == 1)
    }
}
