import Foundation
import Testing

/// GitBook's card view (`<table data-view="cards">`), as GitBook shows it: one card per row, the cover column a
/// picture, the target column a link, hidden columns not shown. Before, it was a table under empty headers that showed
/// the hidden columns' file names.
@Suite struct GitBookCardsTests {
    static let cards = """
        # Home

        <table data-view="cards"><thead><tr><th></th><th></th><th data-hidden data-card-cover data-type="files">Cover image</th><th data-hidden></th><th data-hidden data-card-target data-type="content-ref"></th></tr></thead><tbody><tr><td><strong>Setup</strong></td><td>Install the tool.</td><td><a href=".gitbook/assets/cover.png">cover.png</a></td><td>hidden words</td><td><a href="setup.md">setup.md</a></td></tr><tr><td><a href="setup.md"><strong>Again</strong></a></td><td><p>Read it.</p><p>Twice.</p></td><td></td><td></td><td><a href="setup.md">setup.md</a></td></tr><tr><td></td><td></td><td></td><td></td><td><a href="https://example.org/">example.org</a></td></tr></tbody></table>

        <table data-view="cards"><thead><tr><th>Mode</th><th>Pros</th></tr></thead><tbody><tr><td><strong>MIG</strong></td><td><ul><li>Parallel</li></ul></td></tr></tbody></table>
        """

    @Test func everyRowIsACard() throws {
        let folder = try TestPaths.folder(holding: [
            "SUMMARY.md": "* [Home](README.md)\n* [Setup](setup.md)\n", "README.md": Self.cards,
            "setup.md": "# Setup\n\nSet up.\n",
        ])
        try FileManager.default.createDirectory(
            atPath: folder + "/.gitbook/assets", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: TestPaths.examples + "/field-guide/images/pigeon.png", toPath: folder + "/.gitbook/assets/cover.png"
        )
        let (epub, report) = try TestBuild.build(folder + "/SUMMARY.md")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try EPUBStructure.expectEPUBCheckClean(epub)
        let file = try EPUBFile(epub)
        let page = try file.xml("EPUB/text/README.xhtml")
        let ns = EPUBFile.namespaces
        #expect(page.select("//h:table", namespaces: ns).isEmpty)
        let cards = page.select("//h:ul[@class='cards']/h:li[@class='card']", namespaces: ns)
        #expect(
            cards.map { $0.elementChildren.filter { $0.attribute("class") == "card-field" }.map(\.textContent) } == [
                ["Setup", "Install the tool."], ["Again", "Read it.Twice."], ["example.org"],
                ["ModeMIG", "ProsParallel"],
            ])
        // The first field links to the target; one that links already is left as it is (no link in a link).
        #expect(
            page.select("//h:li[@class='card']//h:a/@href", namespaces: ns).map(\.textContent) == [
                "setup.xhtml", "setup.xhtml", "https://example.org/",
            ])
        #expect(page.select("//h:li[1]//h:a/h:strong", namespaces: ns).map(\.textContent) == ["Setup"])
        let cover = try #require(page.select("//h:img[@class='card-cover']", namespaces: ns).first)
        #expect(cover.attribute("alt") == "" && cover.attribute("role") == "presentation")
        #expect(
            file.entryNames.contains(EPUBFile.resolve(cover.attribute("src") ?? "", against: "EPUB/text/README.xhtml")))
        #expect(!page.root!.textContent.contains("hidden words") && !page.root!.textContent.contains("cover.png"))
        #expect(page.select("//h:span[@class='card-label']", namespaces: ns).map(\.textContent) == ["Mode", "Pros"])
    }
}

/// GitBook's editor writes a link it shows as nothing as an empty one, or an empty bold one (`[****](https://…)`):
/// one to another site is left out, one to a page of the book reads as its title. A heading had read
/// "React Native****", and an empty link drew a warning its author could not act on.
@Suite struct GitBookEmptyLinksTests {
    @Test func emptyLinksAreWhatGitBookShows() throws {
        let folder = try TestPaths.folder(holding: [
            "SUMMARY.md": "* [Setup](README.md)\n* [Other](other.md)\n",
            "README.md": """
            # Setup

            ## **React Native**[****](https://example.org/guide#react-native)

            ## Adding[](https://example.org/x#adding)

            See [****](other.md) and \\*\\*\\*\\* kept.
            """,
            "other.md": "# Other page\n\nText.\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/SUMMARY.md")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:h2", in: "EPUB/text/README.xhtml") == ["React Native", "Adding"])
        #expect(try file.values("//h:h2//h:a", in: "EPUB/text/README.xhtml").isEmpty)
        #expect(try file.values("//h:p", in: "EPUB/text/README.xhtml") == ["See Other and **** kept."])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }
}
