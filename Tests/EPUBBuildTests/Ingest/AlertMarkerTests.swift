import Foundation
import Testing

/// A block quote's alert marker as GitHub, Obsidian, mdbook-admonish's names and flexible-alerts write it: each an
/// admonition, none left on the page as `[!…]`.
@Suite struct AlertMarkerTests {
    @Test func everyToolsMarkerIsAnAdmonition() throws {
        let markdown = """
            > [!NOTE]
            > GitHub's.

            > [!TIP|style:flat|labelVisibility:hidden]
            > npm install x

            > [!NOTE|label:注意]
            > 需要重启。

            > [!faq]- Why a book?
            > Because.

            > [!danger]
            > Hot.

            > [!custom]
            > Its own kind.

            > [!EDITION-2024]
            > Before the 2024 edition (mdbook-spec, the Rust Reference's).

            > [!see-also]
            > Another kind of many words.

            > [!not a marker]
            > A quotation.
            """
        let (epub, report) = try TestBuild.oneChapter(markdown)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try EPUBStructure.expectEPUBCheckClean(epub)
        let page = try EPUBFile(epub).xml("EPUB/text/a.xhtml")
        let asides = page.select("//h:aside", namespaces: EPUBFile.namespaces)
        #expect(
            asides.map { $0.attribute("class") ?? "" } == [
                "admonition note", "admonition tip", "admonition note", "admonition note question",
                "admonition caution danger", "admonition note custom", "admonition note edition-2024",
                "admonition note see-also",
            ])
        #expect(
            asides.map { $0.elementChildren.map(\.textContent) } == [
                ["Note", "GitHub's."], ["npm install x"], ["注意", "需要重启。"], ["Why a book?", "Because."],
                ["Danger", "Hot."], ["Custom", "Its own kind."],
                ["2024 Edition differences", "Before the 2024 edition (mdbook-spec, the Rust Reference's)."],
                ["See also", "Another kind of many words."],
            ])
        #expect(
            page.select("//h:blockquote", namespaces: EPUBFile.namespaces).map(\.textContent) == [
                "\n[!not a marker]\nA quotation.\n"
            ])
    }

    /// gitbook-plugin-flexible-alerts' titles, as book.json's pluginsConfig gives them: a string, a `label`, or one
    /// per language (the book's taken; none shown when it is not there, as the plugin has it). GitBook had shown
    /// "Hinweis" where the build wrote "Note".
    @Test func flexibleAlertsTitlesComeFromBookJSON() throws {
        let folder = try TestPaths.folder(holding: [
            "book.json": """
            {"title": "Alerts", "language": "de-AT", "plugins": ["flexible-alerts"],
             "pluginsConfig": {"flexible-alerts": {"style": "flat", "note": "Hinweis",
               "tip": {"label": {"de": "Tipp", "en": "Tip"}}, "warning": {"en": "Warning"}}}}
            """,
            "SUMMARY.md": "* [A](a.md)\n",
            "a.md": """
            # A

            > [!NOTE]
            > Eins.

            > [!TIP]
            > Zwei.

            > [!WARNING]
            > Drei.

            > [!DANGER]
            > Vier.

            > [!NOTE|label:Achtung]
            > Fünf.
            """,
        ])
        let (epub, _) = try TestBuild.build(folder + "/book.json")
        try EPUBStructure.expectEPUBCheckClean(epub)
        let page = try EPUBFile(epub).xml("EPUB/text/a.xhtml")
        #expect(
            page.select("//h:aside", namespaces: EPUBFile.namespaces).map { $0.elementChildren.map(\.textContent) } == [
                ["Hinweis", "Eins."], ["Tipp", "Zwei."], ["Drei."], ["Attention", "Vier."], ["Achtung", "Fünf."],
            ])
    }
}

/// A block comment nothing closes hid the rest of its chapter (CommonMark runs it to the end) without a word; it is
/// closed at its paragraph's end, and told.
@Suite struct UnclosedCommentTests {
    @Test func anUnclosedCommentHidesOnlyItsParagraph() throws {
        let book = TestBuild.fixtureBook("unclosed-comment")
        let (epub, report) = try TestBuild.build(book)
        try EPUBStructure.expectEPUBCheckClean(epub)
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:h2", in: "EPUB/text/a.xhtml") == ["General data"])
        #expect(try file.values("//h:td", in: "EPUB/text/a.xhtml") == ["Website", "https://www.example.org"])
        #expect(try file.values("//h:p", in: "EPUB/text/a.xhtml") == ["The end."])
        #expect(try file.values("//h:pre", in: "EPUB/text/a.xhtml") == ["<!-- in code, not a comment -->\n"])
        #expect(
            FixtureMessages.shown(report.warnings, book: "unclosed-comment") == [
                "a.md:3:1: warning: [Ingest] '<!--' opens a comment that nothing closes: it is closed at the end of its paragraph, and the 14 lines after it stay on the page (GitHub would hide them) — close it with '-->'"
            ])
    }

    /// A comment nothing closes in a list item ends with the item (CommonMark §4.6), as GitHub and mdBook show it:
    /// the next items and the rest of the page had been read as comment by the HTML parser, and lost with a warning
    /// that said they stayed; in a SUMMARY.md (an entry commented out), the chapters after it had been left out
    /// without a word.
    @Test func anUnclosedCommentInAListItemEndsWithTheItem() throws {
        let markdown = "# B\n\n- item one\n  <!-- unfinished comment\n- item two\n- item three\n\nParagraph after.\n"
        let (epub, report) = try TestBuild.oneChapter(markdown)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(epub)
        #expect(
            try file.values("//h:li", in: "EPUB/text/a.xhtml").map(trimmed) == ["item one", "item two", "item three"])
        #expect(try file.values("//h:p", in: "EPUB/text/a.xhtml") == ["Paragraph after."])
        try EPUBStructure.expectEPUBCheckClean(epub)

        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/src", withIntermediateDirectories: true)
        try "[book]\ntitle = \"S\"\nlanguage = \"en\"\n".write(
            toFile: folder + "/book.toml", atomically: true, encoding: .utf8)
        try "# Summary\n\n- [A](a.md)\n  <!--  - [Coverage Reports]()\n- [B](b.md)\n- [C](c.md)\n".write(
            toFile: folder + "/src/SUMMARY.md", atomically: true, encoding: .utf8)
        for name in ["a", "b", "c"] {
            try "# \(name.uppercased())\n\nText.\n".write(
                toFile: folder + "/src/\(name).md", atomically: true, encoding: .utf8)
        }
        let (book, _) = try TestBuild.build(folder + "/book.toml")
        #expect(
            try EPUBFile(book).spinePaths().filter { $0.hasPrefix("EPUB/text/") } == [
                "EPUB/text/a.xhtml", "EPUB/text/b.xhtml", "EPUB/text/c.xhtml",
            ])
    }

    private func trimmed(_ text: String) -> String { text.trimmingCharacters(in: .whitespacesAndNewlines) }

    /// A marker line that ends in two spaces (editors leave them) is a hard break GitHub does not show: the aside had
    /// opened with an empty line.
    @Test func aHardBreakAfterTheMarkerIsNotShown() throws {
        let (epub, _) = try TestBuild.oneChapter("> [!NOTE]  \n> Exempt from all fees.\n")
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:aside/h:p", in: "EPUB/text/a.xhtml") == ["Note", "Exempt from all fees."])
        #expect(try file.values("//h:aside//h:br", in: "EPUB/text/a.xhtml").isEmpty)
    }
}
