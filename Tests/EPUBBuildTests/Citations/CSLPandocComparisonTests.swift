import Foundation
import Testing
import XMLTree

@testable import EPUBCitations
@testable import EPUBSupport

/// The CSL processor against pandoc's citeproc: the fixture's 30 references cited by chapter.md, rendered in
/// Chicago author-date and IEEE, compared entry by entry and citation by citation with the HTML `pandoc --citeproc`
/// 2.17 wrote for the same files (expected/*.html), after normalising whitespace and dropping pandoc's bare
/// `<span>`s (its marks of case-protected text, which carry no formatting).
@Suite struct CSLPandocComparisonTests {
    static let styles = "/usr/share/citation-style-language/styles"
    static let locales = "/usr/share/citation-style-language/locales"
    private let folder = TestPaths.fixture("books/citations")

    @Test(arguments: ["chicago-author-date", "ieee"])
    func matchesPandoc(style name: String) throws {
        guard FileManager.default.fileExists(atPath: Self.styles + "/\(name).csl") else {
            print("skipped: Debian's citation-style-language-styles is not installed")
            return
        }
        let style = try CSLStyle.load(path: Self.styles + "/\(name).csl", shownAs: name + ".csl")
        let locale = try CSLLocale.load(language: "en-US", folder: Self.locales, style: style)
        let bib = try String(contentsOfFile: folder + "/references.bib", encoding: .utf8)
        let references = try BibliographyReader.read(bib, path: "references.bib")
        // The fixture's cases up to its comment: those after it need the Markdown reader, not this scanner.
        let marker = "<!-- The cases below need the Markdown reader"
        let chapter = try String(contentsOfFile: folder + "/chapter.md", encoding: .utf8).components(
            separatedBy: marker)[0]
        let clusters = TestCitationScanner.clusters(in: chapter, locale: locale)
        let output = CitationProcessor(style: style, locale: locale, references: references).process(clusters)

        let html = try String(contentsOfFile: folder + "/expected/\(name).html", encoding: .utf8)
        let expected = try XMLTree.parse(html: Data(html.utf8))
        let spans = try XMLTree.parse(html: Data(html.components(separatedBy: marker)[0].utf8))
            .select("//span[@class='citation']").map(Self.innerHTML)
        let entries = expected.select("//div[@class='csl-entry']").map {
            ($0.attribute("id") ?? "", Self.innerHTML($0))
        }
        #expect(output.citations.count == spans.count)
        var differences = 0
        for (ours, theirs) in zip(output.citations.map(Self.html), spans) where ours != theirs {
            differences += 1
            Issue.record("citation differs:\n  ours:   \(ours)\n  pandoc: \(theirs)")
        }
        #expect(output.bibliography.map { "ref-" + $0.id } == entries.map(\.0))
        for ((_, entry), (id, theirs)) in zip(output.bibliography, entries) {
            let ours = Self.html(entry)
            if ours != theirs {
                differences += 1
                Issue.record("\(id) differs:\n  ours:   \(ours)\n  pandoc: \(theirs)")
            }
        }
        print("\(name): \(differences) differences in \(spans.count) citations and \(entries.count) entries")
    }

    static func html(_ text: RichText) -> String {
        let document = XMLTree.htmlDocument()
        guard let root = document.root else { return "" }
        text.append(to: root)
        return normalized(String(decoding: document.serializedAsHTML(), as: UTF8.self))
    }

    static func innerHTML(_ node: XMLNode) -> String {
        let document = XMLTree.htmlDocument()
        guard let root = document.root else { return "" }
        for child in node.children { root.appendCopy(of: child) }
        return normalized(String(decoding: document.serializedAsHTML(), as: UTF8.self))
    }

    static func normalized(_ html: String) -> String {
        html.replacing("<html>", with: "").replacing("</html>", with: "")
            .replacing(#/<span>|</span>(?![^<]*</span>)/#, with: "")
            .replacing(#/<span>|<\/span>/#, with: "")
            .replacing(#/\s+/#, with: " ").trimmingCharacters(in: .whitespaces)
    }
}

/// The citations of a Markdown text as pandoc's syntax writes them, read by regular expressions: enough for the
/// fixture, whose citations the comparison needs before the Markdown reader is involved.
enum TestCitationScanner {
    static func clusters(in markdown: String, locale: CSLLocale) -> [[CitationItem]] {
        var clusters: [[CitationItem]] = []
        let pattern = #/\[([^\[\]]*@[^\[\]]*)\](?!\()|(?:^|[\s(])@([\w:.#$%&+?<>~/-]*\w)(\s\[([^\]]*)\])?/#
        for match in markdown.matches(of: pattern) {
            if let bracket = match.output.1 {
                clusters.append(bracket.split(separator: ";").map { item(String($0), locale: locale) })
            } else if let key = match.output.2 {
                var cite = CitationItem(id: String(key), authorInText: true)
                if let bracket = match.output.4 {
                    let locator = Locator.parse(", " + bracket, locale: locale)
                    cite.locator = locator.value
                    cite.label = locator.label
                    cite.suffix = inline(locator.suffix)
                }
                clusters.append([cite])
            }
        }
        return clusters
    }

    private static func item(_ text: String, locale: CSLLocale) -> CitationItem {
        guard let at = text.firstIndex(of: "@") else { return CitationItem(id: "") }
        var prefix = String(text[..<at]).trimmingCharacters(in: .whitespaces)
        let suppress = prefix.hasSuffix("-")
        if suppress { prefix.removeLast() }
        let rest = text[text.index(after: at)...]
        let key = rest.prefix { $0.isLetter || $0.isNumber || "_:.#$%&+?<>~/-".contains($0) }
        let locator = Locator.parse(String(rest.dropFirst(key.count)), locale: locale)
        return CitationItem(
            id: String(key), prefix: inline(prefix), suffix: inline(locator.suffix), locator: locator.value,
            label: locator.label, suppressAuthor: suppress)
    }

    /// `*x*` as italics, the rest as text.
    static func inline(_ text: String) -> RichText {
        var parts: [RichText] = []
        for (index, piece) in text.split(separator: "*", omittingEmptySubsequences: false).enumerated() {
            var italic = RichText.Formatting()
            italic.italic = true
            parts.append(index % 2 == 1 ? .styled(italic, .text(String(piece))) : .text(String(piece)))
        }
        return .sequence(parts)
    }
}
