import EPUBBuild
import Foundation
import Markdown
import Testing

private let testsuite = TestPaths.corpus + "/pandoc/testsuite"

/// pandoc's own Markdown test suite (`testsuite.txt`) built with `from: markdown`, compared construct by construct
/// with the HTML pandoc writes for it (`writer.html5`), for the constructs epubbuild reads.
///
/// Known to differ, and why:
/// - `x^2^` inside `$…$`: pandoc writes `<sup>` in its plain-HTML math; here it is KaTeX's MathML `<msup>`.
/// - the suite's divs are raw HTML (`<div>foo</div>`), not fenced divs: not compared here (PandocBlockTests).
/// - the book is built `--lenient`: the suite links to `/url/` and shows `lalune.jpg`, which do not exist.
@Suite(
    .enabled(
        if: FileManager.default.fileExists(atPath: testsuite + "/testsuite.txt"),
        "../shared/corpus is not beside this clone; skipping pandoc's test suite"))
struct PandocTestsuiteTests {
    private func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }
    private func count(_ pattern: Regex<Substring>, in text: String) -> Int { text.matches(of: pattern).count }

    @Test func theConstructsReadAreWhatPandocWrites() throws {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.copyItem(atPath: testsuite + "/testsuite.txt", toPath: folder + "/testsuite.md")
        try "title: Pandoc Test Suite\nlanguage: en\nfrom: markdown\nchapters: [testsuite.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml", lenient: true)
        let file = try EPUBFile(epub)
        let pages = try file.values("//opf:item[@media-type='application/xhtml+xml']/@href", in: file.packagePath())
            .filter { $0.hasPrefix("text/") }
        let ours = try pages.map { String(decoding: try file.data("EPUB/" + $0), as: UTF8.self) }.joined()
        let pandoc = try String(contentsOfFile: testsuite + "/writer.html5", encoding: .utf8)

        #expect(count("<sub>", in: ours) == count("<sub>", in: pandoc))
        #expect(count("<del>", in: ours) == count("<del>", in: pandoc))
        // pandoc writes each note reference as <sup>n</sup> in its link, and one superscript inside math.
        let pandocNoteReferences = count("role=\"doc-noteref\"><sup>", in: pandoc)
        #expect(count("<sup>", in: ours) == count("<sup>", in: pandoc) - pandocNoteReferences - 1)
        // The notes: [^1], [^longnote] and three inline ones, numbered alike in reading order.
        let references = try pages.flatMap { try file.values("//h:a[@epub:type='noteref']", in: "EPUB/" + $0) }
        #expect(references == (1...pandocNoteReferences).map(String.init))
        #expect(count("epub:type=\"footnote\"", in: ours) == count("<li id=\"fn", in: pandoc))
        #expect(!ours.contains("^["))
        // Raw TeX (`\cite[22-23]{smith.1899}`, the `tabular` environment) is left out, as pandoc leaves it out.
        for raw in ["\\cite", "\\begin{tabular}", "Animal", "\\hline"] {
            #expect(ours.contains(raw) == pandoc.contains(raw), "\(raw)")
        }
        #expect(ours.contains("Here’s a LaTeX table:"))
        // Definition lists: as many lists, terms and definitions, the same terms in the same order.
        for tag in ["<dl>", "<dt>", "<dd>"] { #expect(count(tag, in: ours) == count(tag, in: pandoc), "\(tag)") }
        func terms(_ html: String) -> [String] {
            html.matches(of: /<dt>\s*(.*?)\s*<\/dt>/.dotMatchesNewlines()).map { String($0.1) }
        }
        #expect(terms(ours) == terms(pandoc))
        // Loose definitions (a blank line before them) hold paragraphs, compact ones bare text.
        #expect(count(#/<dd>\s*<p>/#, in: ours) == count(#/<dd>\s*<p>/#, in: pandoc))
        // Tables: the suite's one is raw HTML; none of its text is read as a pandoc table that pandoc does not make.
        #expect(count("<table", in: ours) == count("<table", in: pandoc))
        // Ordered lists, fancy ones among them: the same `<ol>` tags (start, type), but for pandoc's list of notes
        // (the build writes its notes as notes). `> 1.` under a paragraph's line is no block quote holding a list,
        // as pandoc reads it (`blank_before_blockquote`).
        func lists(_ html: String) -> [String] {
            html.matches(of: /<ol[^>]*>/).map {
                String($0.0).replacing(#/ data-sourcepos="[^"]*"/#, with: "")
            }.sorted()
        }
        var expected = lists(pandoc)
        expected.remove(at: try #require(expected.firstIndex(of: "<ol>")))
        #expect(count("<section id=\"footnotes\" class=\"footnotes footnotes-end-of-document\"", in: pandoc) == 1)
        #expect(lists(ours) == expected)
        #expect(ours.contains("This should not be a block quote: 2\n&gt; 1.</p>"))
    }

    /// `markdown-reader-more.txt`'s line blocks (the suite has none), against what pandoc 2.17 writes for them
    /// (`pandoc -f markdown -t html5`): the same lines, leading spaces and continuations.
    @Test func theLineBlocksAreWhatPandocWrites() throws {
        let text = try String(contentsOfFile: testsuite + "/markdown-reader-more.txt", encoding: .utf8)
        let section = try #require(text.firstRange(of: "## Line blocks\n").map { text[$0.upperBound...] })
        let blocks = String(section.prefix { $0 != "#" })
        let ours = MarkdownRenderer.html(from: blocks, syntax: [.lineBlocks, .smartPunctuation])
        let nbsp = "\u{A0}"
        let pandoc = [
            "But can a bee be said to be", String(repeating: nbsp, count: 4) + "or not to be an entire bee,",
            String(repeating: nbsp, count: 8) + "when half the bee is not a bee,",
            String(repeating: nbsp, count: 12) + "due to some ancient injury?", "", "Continuation\nline",
            nbsp + nbsp + "and\nanother",
        ]
        #expect(ours == "<div class=\"line-block\">\n" + pandoc.joined(separator: "<br />\n") + "\n</div>\n")
    }
}
