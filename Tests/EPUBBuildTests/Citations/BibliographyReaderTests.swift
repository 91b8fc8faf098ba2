import Foundation
import Testing

@testable import EPUBCitations
@testable import EPUBSupport

/// The bibliography readers: BibTeX read as pandoc reads it (its CSL-JSON of the same file is the expected value),
/// CSL-JSON and CSL-YAML, and bad files reported at their line and column.
@Suite struct BibliographyReaderTests {
    private let folder = TestPaths.fixture("books/citations")

    private func read(_ text: String, as name: String) throws -> [Reference] {
        try BibliographyReader.read(text, path: name)
    }

    private func failure(_ text: String, as name: String) -> String {
        do {
            _ = try BibliographyReader.read(text, path: name)
        } catch {
            return error.description
        }
        Issue.record("reading succeeded")
        return ""
    }

    /// Entries without their locations, which differ between two files of the same data, nor the marks of
    /// protected case, which pandoc's CSL-JSON does not write.
    private func located(_ references: [Reference]) -> [Reference] {
        references.map {
            var reference = $0
            reference.location = SourceLocation(path: "")
            reference.fields = reference.fields.mapValues(Reference.unmarked)
            return reference
        }
    }

    /// The fixture's 30 BibTeX entries (accents, particles, `@string`, months, institutions, every common type)
    /// read as `pandoc -f bibtex -t csljson` reads them (expected/references.json, written once by pandoc 2.17).
    @Test func bibTeXAsPandocReadsIt() throws {
        let bib = try String(contentsOfFile: folder + "/references.bib", encoding: .utf8)
        let json = try String(contentsOfFile: folder + "/expected/references.json", encoding: .utf8)
        let ours = located(try read(bib, as: "references.bib"))
        let pandocs = located(try read(json, as: "references.json"))
        #expect(ours.count == 30)
        #expect(ours.map(\.id) == pandocs.map(\.id))
        for (mine, theirs) in zip(ours, pandocs) {
            #expect(mine == theirs, "\(mine.id)")
        }
    }

    @Test func bibTeXNamesAndLaTeX() throws {
        let bib = """
            @article{a, author = {van der Berg, Jan and Smith, Jr., Adam and Ludwig van Beethoven and {ACME, Inc.}},
              title = {A {Study} of {\\"o}ther {DNA} Things: The Sequel}, journal = {J}, year = 1999, month = mar,
              note = {``quoted'' \\& 50\\%~off---really}}
            """
        let reference = try #require(try read(bib, as: "x.bib").first)
        #expect(
            reference.names["author"] == [
                ReferenceName(family: "Berg", given: "Jan", droppingParticle: "van der"),
                ReferenceName(family: "Smith", given: "Adam", suffix: "Jr."),
                ReferenceName(family: "Beethoven", given: "Ludwig", droppingParticle: "van"),
                ReferenceName(literal: "ACME, Inc."),
            ])
        #expect(reference.fields["title"].map(Reference.unmarked) == "A Study of öther DNA things: The sequel")
        #expect(reference.fields["title-short"].map(Reference.unmarked) == "A Study of öther DNA things")
        #expect(reference.fields["note"] == "“quoted” & 50%\u{A0}off—really")
        #expect(reference.dates["issued"] == ReferenceDate(parts: [[1999, 3]]))
    }

    @Test func cslYAMLAsPandocWritesIt() throws {
        let yaml = """
            ---
            references:
            - id: doe
              type: book
              author:
              - family: Doe
                given: Jane
              - literal: WHO
              issued: 2020-03
              accessed:
                date-parts: [[2021, 5, 4]]
              title: Rivers
              doi: 10.1/x
            ---
            """
        let reference = try #require(try read(yaml, as: "refs.yaml").first)
        #expect(reference.id == "doe")
        #expect(
            reference.names["author"] == [ReferenceName(family: "Doe", given: "Jane"), ReferenceName(literal: "WHO")])
        #expect(reference.dates["issued"] == ReferenceDate(parts: [[2020, 3]]))
        #expect(reference.dates["accessed"] == ReferenceDate(parts: [[2021, 5, 4]]))
        #expect(reference.fields["DOI"] == "10.1/x")
        #expect(reference.location == SourceLocation(path: "refs.yaml", line: 3, column: 3))
    }

    /// A bare word no @string defines is itself, as pandoc reads it: `pages = 81--86` is a page range, `volume = D510`
    /// a volume. The file had been refused (the ROOT primer's bibliography).
    @Test func bareWordsAreThemselves() throws {
        let reference = try #require(
            try read("@article{a, title = {T}, pages = 81--86, volume = D510, year = 2001}", as: "x.bib").first)
        #expect(reference.fields["page"] == "81-86")  // a range, as braces give it; the style writes its dash
        #expect(reference.fields["volume"] == "D510")
    }

    /// A brace protects the word it holds, not the next: the nocase mark closes with "Riemann" (it had closed at
    /// "hypothesis", which title case then left in lower case).
    @Test func aBraceProtectsItsWordAlone() throws {
        let reference = try #require(try read("@article{a, title = {The {Riemann} Hypothesis}}", as: "x.bib").first)
        #expect(reference.fields["title"] == "The \u{E000}Riemann\u{E001} hypothesis")
    }

    /// DBLP's way: an @inproceedings names its @proceedings by `crossref` and inherits what it lacks — the year, the
    /// editors, the publisher, and (biblatex's rule, pandoc's) the parent's `title` as its `booktitle`. The child's
    /// own fields win; an @xdata entry lends fields and is not a work of the bibliography.
    @Test func crossrefInheritsTheParentsFields() throws {
        let bib = """
            @inproceedings{paper, author = {Ann Author}, title = {A Paper}, pages = {10--20}, crossref = {proc},
              xdata = {pub}}
            @proceedings{proc, editor = {Ed Editor}, title = {Proceedings of the Workshop}, year = {2019},
              publisher = {Springer}, pages = {1--300}}
            @xdata{pub, address = {Berlin}}
            """
        let references = try read(bib, as: "x.bib")
        #expect(references.map(\.id) == ["paper", "proc"])
        let paper = try #require(references.first)
        #expect(paper.fields["container-title"].map(Reference.unmarked) == "Proceedings of the workshop")
        #expect(paper.fields["title"] == "A paper")
        #expect(paper.fields["publisher"] == "Springer")
        #expect(paper.fields["publisher-place"] == "Berlin")
        #expect(paper.fields["page"] == "10-20")
        #expect(paper.dates["issued"] == ReferenceDate(parts: [[2019]]))
        #expect(paper.names["editor"] == [ReferenceName(family: "Editor", given: "Ed")])
        // A .bibtex file is BibTeX's, whose crossref keeps the fields' names: the parent's title is not the booktitle.
        #expect(try read(bib, as: "x.bibtex").first?.fields["container-title"] == nil)
    }

    /// biblatex's `eprint` with `eprinttype = {arXiv}` (BibTeX's `archivePrefix`) is a URL, as pandoc makes it; an
    /// entry's own `url` comes first, and a type pandoc makes no address of (`doi`) gives none.
    @Test func eprintsAreAddresses() throws {
        let bib = """
            @article{a, title = {A}, eprint = {1706.03762}, eprinttype = {arXiv}, eprintclass = {cs.CL}}
            @online{b, title = {B}, eprint = {1512.03385}, archivePrefix = {arXiv}, primaryClass = {cs.CV}}
            @article{c, title = {C}, eprint = {123}, eprinttype = {pubmed}, url = {https://example.org/c}}
            @article{d, title = {D}, eprint = {10.1/x}, eprinttype = {doi}}
            """
        #expect(
            try read(bib, as: "x.bib").map { $0.fields["URL"] } == [
                "https://arxiv.org/abs/1706.03762", "https://arxiv.org/abs/1512.03385", "https://example.org/c", nil,
            ])
    }

    /// An entry's `langid` (babel's name) is its CSL language, and a title in another language than English, or any
    /// title in a book that is not in English, keeps its capitals: pandoc lowers them only for English, where title
    /// case may raise them again (German nouns had lost theirs).
    @Test func onlyEnglishTitlesAreLowered() throws {
        let bib = """
            @book{de, title = {Die Entstehung der Arten}, langid = {ngerman}}
            @book{en, title = {The Origin of Species}, hyphenation = {british}}
            """
        let english = try read(bib, as: "x.bib")
        #expect(english.map { $0.fields["language"] } == ["de-DE", "en-GB"])
        #expect(english.map { $0.fields["title"] } == ["Die Entstehung der Arten", "The origin of species"])
        let german = try BibliographyReader.read(bib, path: "x.bib", language: "de-DE")
        #expect(german.map { $0.fields["title"] } == ["Die Entstehung der Arten", "The Origin of Species"])
    }

    /// A key two files define is a warning at the later, naming the earlier (the later is cited, as by pandoc).
    @Test func aKeyDefinedTwiceIsAWarning() throws {
        let references =
            try read("@book{dup, title = {First}}", as: "a.bib")
            + read("@book{only, title = {B}}\n@book{dup, title = {Second}}", as: "b.bib")
        #expect(
            BibliographyReader.duplicateKeys(references).map(\.description) == [
                "b.bib:2:1: warning: [Load] the key 'dup' is already an entry's at a.bib:1:1; citations cite this one, "
                    + "as pandoc's do — remove one of them, or give it another key"
            ])
    }

    @Test func badFilesAtTheirPlace() {
        #expect(
            failure("@book{a, title = {x}\n  author = {y}}", as: "r.bib")
                == "r.bib:2:3: error: [Load] expected ',' or '}' after a field of @book{a}")
        #expect(
            failure("@book{a, title = {x", as: "r.bib")
                == "r.bib:1:18: error: [Load] this entry's braces are never closed")
        #expect(
            failure("[{\"id\": \"a\",\n \"type\": ]", as: "r.json")
                == "r.json:2:10: error: [Load] malformed JSON: did not find expected node content")
        #expect(
            failure("- type: book\n  title: x\n", as: "r.yaml")
                == "r.yaml:1:3: error: [Load] this bibliography entry has no 'id'")
        #expect(
            failure("x", as: "r.txt")
                == "r.txt: error: [Load] a bibliography must be CSL-JSON (.json), CSL-YAML (.yaml, .yml) or BibTeX (.bib), not '.txt'"
        )
    }

    /// A field's formatting reaches the reader as formatting, never as its markup: pandoc reads CSL-YAML as
    /// Markdown (raw HTML's tags too), CSL-JSON as CSL's rich-text tags. Addresses are as written.
    @Test func formattingInAFieldIsFormattingNotMarkup() throws {
        func html(_ field: String?) -> String { CSLPandocComparisonTests.html(FieldMarkup.richText(field ?? "")) }
        let yaml = """
            - id: a
              title: "The role of *Escherichia coli* in H~2~O, **bold**, [NASA]{.nocase}, x^2^ and <i>raw</i>"
              note: '2 * 3 * 4 in snake_case_name, a ~ b, \\*not\\*'
              URL: https://example.org/~user/~x~
            """
        let a = try #require(try BibliographyReader.read(yaml, path: "r.yaml").first)
        #expect(
            html(a.fields["title"])
                == "The role of <em>Escherichia coli</em> in H<sub>2</sub>O, <strong>bold</strong>, NASA, x<sup>2</sup> and <em>raw</em>"
        )
        #expect(Reference.unmarked(a.fields["title"] ?? "").hasPrefix("The role of Escherichia coli in H2O"))
        #expect(html(a.fields["note"]) == "2 * 3 * 4 in snake_case_name, a ~ b, *not*")
        #expect(a.fields["URL"] == "https://example.org/~user/~x~")
        let json =
            #"[{"id": "b", "title": "CO<sub>2</sub> at <span style=\"font-variant: small-caps;\">noon</span>, <b>*as written*</b>"}]"#
        let b = try #require(try BibliographyReader.read(json, path: "r.json").first)
        // (The comparison's normaliser drops a `</span>`: the small capitals are checked by their element.)
        #expect(html(b.fields["title"]).hasPrefix("CO<sub>2</sub> at <span class=\"smallcaps\">noon"))
        #expect(html(b.fields["title"]).hasSuffix(", <strong>*as written*</strong>"))
        #expect(Reference.unmarked(b.fields["title"] ?? "") == "CO2 at noon, *as written*")
    }
}
