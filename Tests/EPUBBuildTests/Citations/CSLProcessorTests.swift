import Foundation
import Testing

@testable import EPUBCitations
@testable import EPUBSupport

/// The CSL processor's rules one by one, on small styles written here: group suppression, substitutes, et-al,
/// initials and particles, localized dates, ordinals, page ranges, text-case, quotes and punctuation, year
/// suffixes, numbers and locators.
@Suite struct CSLProcessorTests {
    private static let locales = CitationStyles.locales

    /// `layout` (the citation's) and `bibliography` as a style, the `language` locale (en-US) under it.
    private func processor(
        citation: String, bibliography: String = "", options: String = "", language: String = "en-US",
        _ references: [Reference]
    ) throws -> CitationProcessor {
        let xml = """
            <style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0" \(options)>
            <citation disambiguate-add-year-suffix="true"><layout delimiter="; ">\(citation)</layout></citation>
            <bibliography><layout>\(bibliography)</layout></bibliography></style>
            """
        let style = try CSLStyle(CSLNode.parse(Data(xml.utf8), path: "test.csl", root: "style"), path: "test.csl")
        let locale = try CSLLocale.load(language: language, folder: Self.locales, style: style)
        return CitationProcessor(style: style, locale: locale, references: references)
    }

    private func plain(_ processor: CitationProcessor, _ ids: [[String]]) -> [String] {
        processor.process(ids.map { $0.map { CitationItem(id: $0) } }).citations.map(\.plainText)
    }

    private func book(_ id: String, _ family: String, given: String = "Ann", year: Int = 2020) -> Reference {
        var reference = Reference(id: id, type: "book", location: SourceLocation(path: ""))
        reference.names["author"] = [ReferenceName(family: family, given: given)]
        reference.dates["issued"] = ReferenceDate(parts: [[year, 3, 5]])
        reference.fields["title"] = "a study of rivers: the north"
        return reference
    }

    /// A citation's `<sort>` orders the cites of a cluster as it orders the bibliography (APA: author, then year), a
    /// key no reference has last; they had kept the written order.
    /// A style that is not well-formed XML is an error at its line and column, as `file:line:col:`, with the way out
    /// (the place had been inside the message: `broken.csl: error: … malformed CSL: 4:9: …`).
    @Test func aMalformedStyleIsAnErrorAtItsPlace() {
        let xml = "<style xmlns=\"http://purl.org/net/xbiblio/csl\">\n<citation>\n<layout/>\n</style>\n"
        #expect {
            try CSLNode.parse(Data(xml.utf8), path: "broken.csl", root: "style")
        } throws: { error in
            let text = (error as? BuildError)?.description ?? ""
            return text.hasPrefix("broken.csl:4:9: error: [Load] malformed CSL: Opening and ending tag mismatch")
                && text.contains("Zotero style repository")
        }
    }

    @Test func citesAreSortedByTheCitationsKeys() throws {
        let xml = """
            <style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0">
            <citation><sort><key variable="author"/><key variable="issued"/></sort>
            <layout prefix="(" suffix=")" delimiter="; "><names variable="author"><name form="short"/></names>
            <date variable="issued" prefix=", "><date-part name="year"/></date></layout></citation>
            <bibliography><layout><text variable="title"/></layout></bibliography></style>
            """
        let style = try CSLStyle(CSLNode.parse(Data(xml.utf8), path: "t.csl", root: "style"), path: "t.csl")
        let locale = try CSLLocale.load(language: "en-US", folder: Self.locales, style: style)
        let processor = CitationProcessor(
            style: style, locale: locale, references: [book("roe", "Roe", year: 2005), book("doe", "Doe", year: 1999)])
        #expect(plain(processor, [["zeta", "roe", "doe"]]) == ["(Doe, 1999; Roe, 2005; zeta?)"])
        // Prefixes and suffixes that join cites stay as written, as in pandoc: `[see @roe; also @doe]`; a prefix on
        // the first cite alone moves with it.
        func cites(_ pieces: [(String, String, String)]) -> [CitationItem] {
            pieces.map { id, prefix, suffix in
                var item = CitationItem(id: id)
                item.prefix = prefix.isEmpty ? .empty : .text(prefix)
                item.suffix = suffix.isEmpty ? .empty : .text(suffix)
                return item
            }
        }
        let clusters = [
            cites([("roe", "see", ""), ("doe", "also", "")]), cites([("roe", "", "and more"), ("doe", "", "")]),
            cites([("roe", "e.g.,", ""), ("doe", "", "")]),
        ]
        #expect(
            processor.process(clusters).citations.map(\.plainText) == [
                "(see Roe, 2005; also Doe, 1999)", "(Roe, 2005 and more; Doe, 1999)", "(Doe, 1999; e.g., Roe, 2005)",
            ])
    }

    @Test func groupsWithOnlyEmptyVariablesAreSuppressed() throws {
        let citation =
            #"<group delimiter=" "><text term="in"/><text variable="container-title"/></group><text value="|"/>"#
        #expect(try plain(processor(citation: citation, [book("a", "Doe")]), [["a"]]) == ["|"])
        // The year suffix is no variable a group calls (pandoc's citeproc fills it after disambiguation): APA's
        // undated entry keeps "(n.d.)", the term beside an empty year-suffix; it had been suppressed.
        var undated = book("u", "Doe")
        undated.dates["issued"] = nil
        let apa =
            #"<group prefix="(" suffix=")"><text term="no date" form="short"/><text variable="year-suffix"/></group>"#
        #expect(try plain(processor(citation: apa, [undated]), [["u"]]) == ["(n.d.)"])
    }

    /// MLA's citation prints the author and the locator alone: `@doe` without one is the name, `[-@doe]` nothing,
    /// never an empty "()"; `@doe [p. 4; @roe]` is one citation, the author in the text, the rest in parentheses.
    @Test func aCiteThatPrintsNothingGetsNoParentheses() throws {
        let xml = """
            <style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0">
            <citation><layout prefix="(" suffix=")" delimiter="; "><group delimiter=" ">
            <names variable="author"><name form="short"/></names><text variable="locator"/></group></layout></citation>
            <bibliography><layout><text variable="title"/></layout></bibliography></style>
            """
        let style = try CSLStyle(CSLNode.parse(Data(xml.utf8), path: "t.csl", root: "style"), path: "t.csl")
        let locale = try CSLLocale.load(language: "en-US", folder: Self.locales, style: style)
        let processor = CitationProcessor(
            style: style, locale: locale, references: [book("doe", "Doe"), book("roe", "Roe")])
        var inText = CitationItem(id: "doe", authorInText: true)
        var suppressed = CitationItem(id: "doe", suppressAuthor: true)
        var withLocator = CitationItem(id: "doe", authorInText: true)
        withLocator.locator = "4"
        let output = processor.process([[inText], [suppressed], [withLocator, CitationItem(id: "roe")]])
        #expect(output.citations.map(\.plainText) == ["Doe", "", "Doe (4; Roe)"])
        inText.prefix = .text("as")
        suppressed.locator = "7"
        #expect(processor.process([[inText], [suppressed]]).citations.map(\.plainText) == ["as Doe", "(7)"])
    }

    @Test func substituteAndEtAl() throws {
        var edited = book("e", "Doe")
        edited.names["editor"] = edited.names.removeValue(forKey: "author")
        edited.names["editor"]?.append(ReferenceName(family: "Roe", given: "Bo"))
        var many = book("m", "Alpha")
        many.names["author"] = ["A", "B", "C", "D"].map { ReferenceName(family: $0, given: "X") }
        let citation = """
            <names variable="author"><name form="short" and="text" et-al-min="3" et-al-use-first="1"/>
            <label form="short" prefix=", "/><substitute><names variable="editor"/></substitute></names>
            """
        #expect(
            try plain(processor(citation: citation, [edited, many]), [["e"], ["m"]]) == [
                "Doe and Roe, eds.", "A et al.",
            ])
    }

    @Test func namesInSortOrderWithInitialsAndParticles() throws {
        var reference = book("b", "Beethoven", given: "Ludwig Maria")
        reference.names["author"]?[0].droppingParticle = "van"
        let citation = #"<names variable="author"><name name-as-sort-order="all" initialize-with=". "/></names>"#
        #expect(try plain(processor(citation: citation, [reference]), [["b"]]) == ["Beethoven, L. M. van"])
        #expect(CSLRenderer.initials("Jean-Paul", with: ".", initialize: true) == "J.-P.")
    }

    @Test func localizedDatesAndOrdinals() throws {
        var reference = book("d", "Doe")
        reference.fields["edition"] = "2"
        let citation = #"<date variable="issued" form="text"/><number variable="edition" form="ordinal" prefix=", "/>"#
        #expect(try plain(processor(citation: citation, [reference]), [["d"]]) == ["March 5, 2020, 2nd"])
        // A locale with ordinal terms of its own drops English's: German's "ordinal" (".") makes "1." and "22.",
        // never "1st Februar" from English's "ordinal-01" beneath it.
        let style = try processor(citation: citation, [reference]).style
        let german = try CSLLocale.load(language: "de-DE", folder: Self.locales, style: style)
        #expect([1, 2, 22, 11].map(german.ordinalSuffix) == [".", ".", ".", "."])
        let english = try CSLLocale.load(language: "en-US", folder: Self.locales, style: style)
        #expect([1, 2, 22, 11].map(english.ordinalSuffix) == ["st", "nd", "nd", "th"])
    }

    /// A macro that calls itself, and a title nested 100 000 braces deep: an answer, not a crash.
    @Test func craftedInputEnds() throws {
        let looping = #"<text macro="again"/>"#
        let xml = """
            <style xmlns="http://purl.org/net/xbiblio/csl" version="1.0"><macro name="again"><text value="x"/>\
            <text macro="again"/></macro><citation><layout>\(looping)</layout></citation></style>
            """
        let style = try CSLStyle(CSLNode.parse(Data(xml.utf8), path: "t.csl", root: "style"), path: "t.csl")
        let locale = try CSLLocale.load(language: "en-US", folder: Self.locales, style: style)
        let text = CitationProcessor(style: style, locale: locale, references: [book("a", "Doe")])
            .process([[CitationItem(id: "a")]]).citations.first?.plainText
        #expect(text == String(repeating: "x", count: 32))
        let deep =
            "@book{a, title = {" + String(repeating: "{", count: 100_000) + "x" + String(repeating: "}", count: 100_000)
            + "}}"
        #expect(try BibliographyReader.read(deep, path: "d.bib").first?.fields["title"].map(Reference.unmarked) == "x")
    }

    /// A locale's typography is its own: French's quotes hold no-break spaces ("«&#160;"), which had been trimmed,
    /// and its page ranges a no-break hyphen (`page-range-delimiter`, U+2011), which had been an en dash.
    @Test func aLocalesQuotesAndRangeDelimiterAreItsOwn() throws {
        let xml = """
            <style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0">
            <citation><layout><text variable="title" quotes="true"/><text variable="page" prefix=", "/></layout></citation>
            <bibliography><layout><text variable="title"/></layout></bibliography></style>
            """
        let style = try CSLStyle(CSLNode.parse(Data(xml.utf8), path: "t.csl", root: "style"), path: "t.csl")
        var reference = book("d", "Dupont")
        reference.fields["title"] = "Les effets"
        reference.fields["page"] = "100-120"
        let french = try CSLLocale.load(language: "fr-FR", folder: Self.locales, style: style)
        let output = CitationProcessor(style: style, locale: french, references: [reference]).process([
            [CitationItem(id: "d")]
        ])
        #expect(output.citations.map(\.plainText) == ["«\u{A0}Les effets\u{A0}», 100\u{2011}120"])
        let english = try CSLLocale.load(language: "en-US", folder: Self.locales, style: style)
        let plain = CitationProcessor(style: style, locale: english, references: [reference]).process([
            [CitationItem(id: "d")]
        ])
        #expect(plain.citations.map(\.plainText) == ["“Les effets,” 100–120"])
    }

    /// A space that ends one piece and starts the next is one space, as citeproc joins them: APA's page label, whose
    /// suffix is a space, in a group whose delimiter is a space, reads "pp. 45–67" (it had read "pp.  45–67").
    @Test func aSpaceIsNotDoubledWhereTwoPiecesMeet() throws {
        var chapter = book("c", "Roe")
        chapter.fields["page"] = "45-67"
        let bibliography = """
            <group delimiter=" "><text variable="title" suffix=" "/><group delimiter=" ">\
            <label variable="page" form="short" suffix=" "/><text variable="page"/></group></group>
            """
        let output = try processor(citation: "<text variable=\"title\"/>", bibliography: bibliography, [chapter])
            .process([[CitationItem(id: "c")]])
        #expect(output.bibliography.map(\.entry.plainText) == ["a study of rivers: the north pp. 45–67"])
    }

    @Test func pageRanges() {
        #expect(PageRange.format("321-328", "chicago") == "321–28")
        #expect(PageRange.format("1700-1712", "chicago") == "1700–1712")
        #expect(PageRange.format("107-108", "chicago") == "107–8")
        #expect(PageRange.format("42-45", "minimal") == "42–5")
        #expect(PageRange.format("1200-15", "expanded") == "1200–1215")
    }

    @Test func textCaseAndQuotes() throws {
        let citation = #"<text variable="title" text-case="title" quotes="true" suffix="."/>"#
        #expect(
            try plain(processor(citation: citation, [book("t", "Doe")]), [["t"]]) == ["“A Study of Rivers: The North.”"]
        )
        // Each part of a compound is a word, as citeproc reads it: a part written with a capital keeps it, a
        // lower-case part is capitalized unless a stop word inside the compound (`Macro-appraisal` had stayed).
        var compound = book("c", "Roe")
        compound.fields["title"] = "Macro-appraisal and relay-supporting state-of-the-art iPhone apps"
        #expect(
            try plain(processor(citation: citation, [compound]), [["c"]]) == [
                "“Macro-Appraisal and Relay-Supporting State-of-the-Art iPhone Apps.”"
            ])
    }

    /// A braced word of a BibTeX title keeps its case, and the words after it are title-cased as any others
    /// ("The Riemann hypothesis" had stayed so); a word that starts with a digit keeps its letters ("10th", not
    /// "10Th"); "about" stays lower case, as citeproc has it.
    @Test func titleCaseGoesOnPastABracedWord() throws {
        let bib = """
            @article{a, title = {The {Riemann} hypothesis and {IEEE} international conference}}
            @article{b, title = {Notes about the 10th {LaTeX} workshop}}
            """
        let references = try BibliographyReader.read(bib, path: "t.bib")
        let citation = #"<text variable="title" text-case="title"/>"#
        #expect(
            try plain(processor(citation: citation, references), [["a"], ["b"]]) == [
                "The Riemann Hypothesis and IEEE International Conference", "Notes about the 10th LaTeX Workshop",
            ])
    }

    /// TeX math in a BibTeX title is its Unicode text, its case kept, the word it joins title-cased (pandoc:
    /// "α-Stable", "L²"); a formula Unicode cannot write stays as its TeX (it had been dropped: "On -stable").
    @Test func mathInATitleIsItsText() throws {
        let bib = #"@article{m, title = {On $\alpha$-stable laws, $L^2$ bounds and $\frac{1}{2}$}}"#
        let references = try BibliographyReader.read(bib, path: "t.bib")
        let citation = #"<text variable="title" text-case="title"/>"#
        #expect(
            try plain(processor(citation: citation, references), [["m"]]) == [
                #"On α-Stable Laws, L² Bounds and \frac{1}{2}"#
            ])
    }

    /// BibTeX's `and others` counts as a name against et-al-min, as pandoc counts it: two authors and others are
    /// three, "Müller et al." where et-al-min is 3 (it had been "Müller, García, et al."); below the minimum, the
    /// names and "et al.".
    @Test func andOthersCountsTowardsEtAlMin() throws {
        var reference = book("m", "Müller")
        reference.names["author"] = [
            ReferenceName(family: "Müller", given: "J"), ReferenceName(family: "García", given: "J"), .others,
        ]
        let short = #"<names variable="author"><name form="short" et-al-min="3" et-al-use-first="1"/></names>"#
        let long = #"<names variable="author"><name form="short" et-al-min="4" et-al-use-first="1"/></names>"#
        #expect(try plain(processor(citation: short, [reference]), [["m"]]) == ["Müller et al."])
        #expect(try plain(processor(citation: long, [reference]), [["m"]]) == ["Müller, García, et al."])
    }

    /// CSL 1.0.2 "Text-case": title case is for English items only — an item's `language`, else the locale's
    /// (pandoc keeps "Il nome della rosa" and a German book's titles as written; they had been "Il Nome Della Rosa").
    @Test func titleCaseIsForEnglishItemsOnly() throws {
        var italian = book("it", "Eco")
        italian.fields["title"] = "Il nome della rosa"
        italian.fields["language"] = "it-IT"
        var unsaid = book("de", "Müller")
        unsaid.fields["title"] = "Die Entstehung der Arten"
        var english = book("en", "Doe")
        english.fields["language"] = "en-GB"
        let citation = #"<text variable="title" text-case="title"/>"#
        let references = [italian, unsaid, english]
        #expect(
            try plain(processor(citation: citation, references), [["it"], ["de"], ["en"]]) == [
                "Il nome della rosa", "Die Entstehung Der Arten", "A Study of Rivers: The North",
            ])
        #expect(
            try plain(processor(citation: citation, language: "de-DE", references), [["it"], ["de"], ["en"]]) == [
                "Il nome della rosa", "Die Entstehung der Arten", "A Study of Rivers: The North",
            ])
    }

    /// A key two entries have cites the later, as pandoc cites it (the earlier had been cited).
    @Test func aKeyDefinedTwiceCitesTheLater() throws {
        var later = book("a", "Later")
        later.location = SourceLocation(path: "b.bib", line: 1, column: 1)
        let references = [book("a", "Earlier"), later]
        let citation = #"<names variable="author"><name form="short"/></names>"#
        #expect(try plain(processor(citation: citation, references), [["a"]]) == ["Later"])
    }

    @Test func yearSuffixesTellSameAuthorSameYearApart() throws {
        let citation =
            #"<names variable="author"><name form="short"/></names><date variable="issued" prefix=" "><date-part name="year"/></date>"#
        let bibliography = #"<text variable="title"/>"#
        var second = book("b", "Doe")
        second.fields["title"] = "b"
        var first = book("a", "Doe")
        first.fields["title"] = "a"
        let style = try processor(citation: citation, bibliography: bibliography, [second, first])
        #expect(plain(style, [["b"], ["a"], ["a"]]) == ["Doe 2020a", "Doe 2020b", "Doe 2020b"])
    }

    @Test func locatorsAreRead() throws {
        let locale = try CSLLocale.load(
            language: "en-US", folder: Self.locales,
            style: CSLStyle(
                CSLNode(name: "style", children: [CSLNode(name: "citation", children: [CSLNode(name: "layout")])]),
                path: ""))
        #expect(
            Locator.parse(", pp. 33-35 and passim", locale: locale)
                == Locator(label: "page", value: "33-35", suffix: "and passim"))
        #expect(Locator.parse(", chap. 2", locale: locale) == Locator(label: "chapter", value: "2", suffix: ""))
        #expect(Locator.parse(", 12", locale: locale) == Locator(label: "page", value: "12", suffix: ""))
        #expect(Locator.parse(", {iv, 3}", locale: locale) == Locator(label: "page", value: "iv, 3", suffix: ""))
        #expect(Locator.parse(" and more", locale: locale) == Locator(label: nil, value: nil, suffix: "and more"))
    }
}
