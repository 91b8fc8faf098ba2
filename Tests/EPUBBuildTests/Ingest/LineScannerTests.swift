import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBSupport

/// The line scanners that read every line of every included file and code
/// block, rewritten from Swift Regex and Character comparisons to UTF-8 bytes
/// for speed: they must read exactly what mdBook and rustdoc read.
@Suite struct LineScannerTests {
    private func expand(_ chapter: String, including code: String, as name: String = "code.rs") throws -> String {
        let files = MemoryFiles(["/book/chapter.md": Data(chapter.utf8), "/book/\(name)": Data(code.utf8)])
        var warnings: [Diagnostic] = []
        return try MdBookDirectives.expand(
            chapter, file: "/book/chapter.md", shown: "chapter.md", files: files, warnings: &warnings
        ).text
    }

    @Test func anchorsAreFoundAnywhereInTheLineAndTheirMarkerLinesDropped() throws {
        let code = """
            // ANCHOR: all
            fn a() {}
            /* ANCHOR:   spaced_name-2 */
            fn b() {}
            # ANCHOR_END: spaced_name-2
            // ANCHOR_END: all
            """
        let section = try expand("{{#include code.rs:spaced_name-2}}", including: code)
        #expect(section == "fn b() {}")
        let all = try expand("{{#include code.rs:all}}", including: code)
        #expect(all == "fn a() {}\nfn b() {}", "marker lines never reach the book")
    }

    @Test func anAnchorNameMayBeAnyWordAndTheFirstNamedMarkerCounts() throws {
        // `ANCHOR:` with no name first, then a named one on the same line; a name in Persian letters (\w is Unicode).
        let code = "// ANCHOR: ; ANCHOR: نمونه\nlet x = 1;\n// ANCHOR_END: نمونه\n"
        let section = try expand("{{#include code.rs:نمونه}}", including: code)
        #expect(section == "let x = 1;")
    }

    @Test func rustdocHidesHashLinesAndUnescapesDoubleHashes() {
        let code =
            "# use std::io;\n#\n\t# hidden after a tab\nfn main() {\n    ## not hidden\n    #[derive(Debug)]\n    #tag\n}"
        #expect(
            HiddenCodeLines.Rule.rustdoc.visibleLines(of: code)
                == "fn main() {\n    # not hidden\n    #[derive(Debug)]\n    #tag\n}")
    }

    @Test func aBookPrefixHidesEveryLineStartingWithIt() {
        let code = "~import os\n  ~ indented\nprint(1)\n# a comment\n"
        #expect(HiddenCodeLines.Rule.prefix("~").visibleLines(of: code) == "print(1)\n# a comment\n")
        #expect(HiddenCodeLines.Rule.prefix("!!!").visibleLines(of: "no marker here") == "no marker here")
    }

    @Test func pageBreakShorthandIsReadOnlyWhereACommentOpens() {
        let html = "<p>Café <!-- not a page --> one</p><!-- page 12 --><p>é</p><!--page xiv-->"
        let expanded = PageBreakMarkers.expandingShorthand(in: html)
        #expect(expanded.contains(#"aria-label="12""#) && expanded.contains(#"aria-label="xiv""#))
        #expect(
            expanded.contains("<!-- not a page -->") && expanded.hasPrefix("<p>Café") && expanded.contains("<p>é</p>"))
    }
}
