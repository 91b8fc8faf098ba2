import EPUBBuild
import EPUBSupport
import Foundation
import Testing

private let mdBooks = TestPaths.corpus + "/mdbook"

/// The real mdBook and GitBook books of ../shared/corpus, each built straight
/// from its project file with no edits and no --lenient, as its own tool
/// builds it: every directive expanded, no template or math syntax left raw
/// in the prose (what ../shared/tools/world-check.py counts), and epubcheck
/// (5.3 and 4.2.6) clean. halo2's ~4 000 formulas are each one `<math>`.
@Suite(
    .enabled(
        if: FileManager.default.fileExists(atPath: mdBooks + "/mdbook-guide/book.toml"),
        "../shared/corpus is not beside this clone; skipping the mdBook and GitBook books"))
struct MdBookCorpusTests {
    @Test(arguments: [
        "mdbook/async-book/book.toml", "mdbook/comprehensive-rust/book.toml", "mdbook/embedded-book/book.toml",
        "mdbook/mdbook-guide/book.toml", "mdbook/mdlearn-fa/book.toml", "mdbook/rust-by-example/book.toml",
        "mdbook/halo2/book/book.toml", "gitbook/docker-practice-zh/book.json", "gitbook/mostly-adequate/book.json",
    ])
    func buildsAsItsOwnToolBuildsItAndPassesEPUBCheck(_ project: String) throws {
        let book = TestPaths.corpus + "/" + project
        let (epub, report) = try TestBuild.build(book)
        try EPUBStructure.expectAll(book, epub)
        // The guide includes two files of mdBook's repository from outside the guide
        // (../../../examples/…), which the corpus does not hold: mdBook goes on without them, and so does the build.
        let forgiven = report.warnings.filter { $0.message.hasSuffix("builds the book anyway)") }
        #expect(
            forgiven.map { "\($0.location.line): \($0.message.prefix(40))" }
                == (project.contains("mdbook-guide")
                    ? [
                        "42: cannot include '../../../examples/nop-pr",
                        "69: cannot include '../../../examples/remove",
                    ] : []))
        let folder = Paths.directory(of: book)
        try Self.expectNoDirectiveLeft(
            in: epub, sources: FileManager.default.fileExists(atPath: folder + "/src") ? folder + "/src" : folder)
        try Self.expectNothingRawInProse(epub)
        if project.contains("halo2") { try Self.expectEveryFormulaIsMathML(epub, sources: folder + "/src") }
    }

    /// Each formula mdbook-katex finds in the sources (`KaTeXScan`) is one `<math>` of the EPUB, and no dollar or
    /// TeX command (`\frac`) is left in the prose.
    static func expectEveryFormulaIsMathML(_ epub: String, sources: String) throws {
        let files = FileManager.default.enumerator(atPath: sources)!.compactMap { $0 as? String }.filter {
            $0.hasSuffix(".md") && !$0.hasSuffix("SUMMARY.md")
        }
        var formulas = 0
        for file in files {
            formulas += KaTeXScan.formulas(in: try Data(contentsOf: URL(fileURLWithPath: sources + "/" + file)))
        }
        let book = try EPUBFile(epub)
        var elements = 0
        for name in book.entryNames where name.hasSuffix(".xhtml") {
            let page = String(decoding: try book.data(name), as: UTF8.self)
            elements += page.matches(of: /<math\b/).count
            let prose = page.replacing(
                #/<(head|pre|code|kbd|samp|script|style|math)\b.*?</\1>/#.dotMatchesNewlines(), with: ""
            )
            .replacing(#/<[^>]*>/#, with: "")
            let raw = prose.matches(of: #/\$|\\[A-Za-z]+/#).map { String(prose[$0.range]) }
            #expect(raw.isEmpty, "\(name) shows \(raw) raw")
        }
        #expect(formulas > 4000)
        #expect(elements == formulas, "mdbook-katex finds \(formulas) formulas; the EPUB has \(elements) <math>")
    }

    /// Template or math syntax outside code, which a reader would see raw: what world-check counts as "leftover".
    static func expectNothingRawInProse(_ epub: String) throws {
        let book = try EPUBFile(epub)
        for name in book.entryNames where name.hasSuffix(".xhtml") {
            let page = String(decoding: try book.data(name), as: UTF8.self)
            // Text only, as a reader sees it: code, scripts, styles and the head go, then every tag. MathML stays,
            // as a reading system without MathML shows its text: the TeX is in its alttext, never in its text.
            let prose = page.replacing(
                #/<(head|pre|code|kbd|samp|script|style)\b.*?</\1>/#.dotMatchesNewlines(), with: ""
            )
            .replacing(#/<[^>]*>/#, with: "")
            // `{{%` is counted once, not again as `{%`.
            let raw = prose.matches(of: #/\{\{#|\{\{%|\{%|\$\$|\\begin\{/#).map { String(prose[$0.range]) }
            #expect(raw.isEmpty, "\(name) shows \(raw) raw")
        }
    }

    /// Every `{{#include …}}` (or other directive) in the EPUB's text is one the
    /// sources wrote escaped, `\{{#include …}}`, to show it.
    static func expectNoDirectiveLeft(in epub: String, sources: String) throws {
        let directive = /\{\{\s*#(include|rustdoc_include|playground|playpen|title)\s+[^}]+\}\}/
        var escaped: Set<String> = []
        let files = FileManager.default.enumerator(atPath: sources)!.compactMap { $0 as? String }.filter {
            $0.hasSuffix(".md")
        }
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
