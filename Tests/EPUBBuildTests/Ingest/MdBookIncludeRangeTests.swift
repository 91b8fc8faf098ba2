import EPUBBuild
import Foundation
import Testing

/// `{{#include}}` and `{{#rustdoc_include}}` ranges and anchors read as
/// mdBook reads them (`parse_range_or_anchor`, `take_lines`,
/// `take_anchored_lines`): a range past the end takes the lines there are; a
/// range that selects none, or an anchor no line names, gives nothing, which
/// mdBook says nothing of and the build warns of.
@Suite struct MdBookIncludeRangeTests {
    static let book = TestBuild.fixtureBook("mdbook-include-ranges")

    @Test func rangesTakeTheLinesThereAreAndAnEmptySelectionIsAWarning() throws {
        let (epub, report) = try TestBuild.build(Self.book)
        let blocks = try EPUBFile(epub).xml("EPUB/text/chapter.xhtml").select(
            "//h:pre/h:code", namespaces: EPUBFile.namespaces
        )
        .map { $0.textContent.trimmingCharacters(in: .newlines) }
        #expect(
            blocks == [
                "[dependencies]\nserde = \"1\"\ntoml = \"0.8\"\n\n[features]\ndefault = []",  // :6:12 of 11 lines
                "[features]\ndefault = []",  // :10:
                "[package]\nname = \"demo\"\nversion = \"0.1.0\"",  // ::3
                "[package]",  // :0 is line 1
                "", "", "",  // :12, :4:2, a missing anchor
                "fn one() -> u8 { 1 }",  // include: the first section
                "fn one() -> u8 { 1 }\nfn two() -> u8 { 2 }",  // rustdoc_include: every section
                "",  // rustdoc_include past the end: all hidden
            ])
        let warnings = report.warnings.map { $0.description.replacing(#/^\S*mdbook-include-ranges\//#, with: "") }
        #expect(
            warnings == [
                "chapter.md:24:1: warning: [Ingest] 'Cargo.toml' has 11 lines, none from line 12 on; nothing is included, as in mdBook",
                "chapter.md:28:1: warning: [Ingest] the range of 'Cargo.toml' ends (line 2) before it starts (line 4); nothing is included, as in mdBook",
                "chapter.md:32:1: warning: [Ingest] 'code.rs' has no line 'ANCHOR: gone'; nothing is included, as in mdBook",
                "chapter.md:46:1: warning: [Ingest] 'code.rs' has 8 lines, none from line 20 on; every line of it is hidden, as in mdBook",
            ])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// mdbook-shiftinclude's `{{#shiftinclude 3:code.rs}}` includes the file's lines with 3 spaces before each (into a
    /// list item's code block), `auto:` with the white space they all start with taken away, `-6:` with 6 characters
    /// taken from each; a shift that is no number is the include's error, a warning in an mdBook. It had been removed.
    @Test func shiftIncludesShiftTheLines() throws {
        let page = """
            # A

            1. Step one:

               ```rust
            {{#shiftinclude 3:code.rs}}
               ```

            2. Step two.

            ```rust
            {{#shiftinclude auto:indented.rs}}
            {{#shiftinclude -6:indented.rs:2}}
            ```

            {{#shiftinclude x:code.rs}}
            """
        let folder = try TestPaths.folder(holding: [
            "book.toml": "[book]\ntitle = \"T\"\nlanguage = \"en\"\n", "src/SUMMARY.md": "[A](a.md)\n",
            "src/a.md": page + "\n", "src/code.rs": "fn a() {\n    b();\n}\n",
            "src/indented.rs": "        let x = 1;\n          x\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.toml")
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:li/h:pre", in: "EPUB/text/a.xhtml") == ["fn a() {\n    b();\n}\n"])
        #expect(
            try file.values("/h:html/h:body/h:section/h:pre", in: "EPUB/text/a.xhtml") == ["let x = 1;\n  x\n    x\n"])
        #expect(
            report.warnings.map { "\($0.location.line): \($0.message)" } == [
                "16: 'x' is no shift: write a number of spaces (2, -2) or auto; left out (mdBook builds the book anyway)"
            ])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// A directive written over several lines (`{{#include` and `part.md}}` on the next), which mdBook's pattern reads,
    /// includes its file; the lines after it keep their numbers. It had reached the reader as written.
    @Test func aDirectiveOverSeveralLinesIsRead() throws {
        let folder = try TestPaths.folder(holding: [
            "book.toml": "[book]\ntitle = \"T\"\nlanguage = \"en\"\n", "src/SUMMARY.md": "[A](a.md)\n",
            "src/a.md":
                "# A\n\n{{#include\n  part.md}}\n\n```rust\n{{#include code.rs:2\n}}\n```\n\n[gone](nowhere.md)\n",
            "src/part.md": "Included text.\n", "src/code.rs": "fn a() {}\nfn b() {}\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.toml")
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:p", in: "EPUB/text/a.xhtml").first == "Included text.")
        #expect(try file.values("//h:pre", in: "EPUB/text/a.xhtml") == ["fn b() {}\n"])
        #expect(try !file.values("//text()", in: "EPUB/text/a.xhtml").joined().contains("{{"))
        #expect(report.warnings.map(\.location.line) == [11], "\(report.warnings)")
    }
}
