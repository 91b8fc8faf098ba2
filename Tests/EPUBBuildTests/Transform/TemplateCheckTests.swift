import Foundation
import Testing

/// A book's own templates are checked by what they produce, and every
/// message names the template. Before: these books built with exit 0 and
/// only epubcheck found the problems.
@Suite struct TemplateCheckTests {
    @Test func aChapterTemplateWithDuplicateIdsAndDanglingReferencesFails() throws {
        try BadInputTests.expectFailure(
            directory: TestPaths.fixture("books/template-unchecked-output"),
            expected: """
                templates/chapter.xsl: error: [Transform] text/chapter.xhtml has the id 'banner' more than once; an id must be unique in its document
                templates/chapter.xsl: error: [Transform] <img src="nope.png"> in text/chapter.xhtml names no file of the package
                templates/chapter.xsl: error: [Transform] <a href="#top"> in text/chapter.xhtml names the id 'top', which text/chapter.xhtml does not have
                """)
    }

    /// An id reference to an id its page does not have (`aria-labelledby` to an element of another chapter,
    /// `<label for>` to a missing field), which HTML wants in the same document, is kept to the ids the page has, or
    /// as `data-NAME`, with a warning; an image map's area whose link goes nowhere is removed, as an area without its
    /// href is not allowed. Both had passed through to epubcheck errors (RSC-005).
    @Test func idReferencesKeepToTheirPageAndADeadAreaGoes() throws {
        let folder = try TestPaths.folder(holding: [
            "a.md": "# A\n\n<p id=\"here\">Field</p>\n\n"
                + "<section aria-labelledby=\"here there\" aria-describedby=\"gone\"><label for=\"missing\">Name</label></section>\n",
            "b.md": "# B\n\n<p id=\"there\">Elsewhere</p>\n\n"
                + "<p><img src=\"dot.png\" alt=\"map\" usemap=\"#m\"/></p>\n<map name=\"m\" id=\"m\">"
                + "<area shape=\"rect\" coords=\"0,0,1,1\" href=\"#nowhere\" alt=\"gone\"/>"
                + "<area shape=\"rect\" coords=\"1,1,2,2\" href=\"a.md\" alt=\"to A\"/></map>\n",
            "book.yaml": "title: T\nlanguage: en\nchapters: [a.md, b.md]\n",
        ])
        try FileManager.default.copyItem(
            atPath: TestPaths.fixture("books/pandoc-dialect/dot.png"), toPath: folder + "/dot.png")
        let (epub, report) = try TestBuild.build(folder + "/book.yaml", lenient: true)
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:section/@aria-labelledby", in: "EPUB/text/a.xhtml") == ["here"])
        #expect(try file.values("//h:section/@data-aria-describedby", in: "EPUB/text/a.xhtml") == ["gone"])
        #expect(try file.values("//h:label/@data-for", in: "EPUB/text/a.xhtml") == ["missing"])
        #expect(try file.values("//h:area/@alt", in: "EPUB/text/b.xhtml") == ["to A"])
        #expect(
            report.warnings.filter { $0.stage == .transform }.map(\.message.firstTwoWords) == [
                "<section aria-labelledby=\"here", "<section aria-describedby=\"gone\">", "<label for=\"missing\">",
            ])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    @Test func aNavigationTemplateWithoutATocNavFails() throws {
        try BadInputTests.expectFailure(
            directory: TestPaths.fixture("books/template-nav-without-toc"),
            expected: """
                templates/nav.xsl: error: [Transform] nav.xhtml must have exactly one <nav epub:type="toc"> (EPUB 3.3 §7.4.2), found 0
                """)
    }

    @Test func compileErrorsCarryTheLineLibXSLTReports() throws {
        try BadInputTests.expectFailure(
            directory: TestPaths.fixture("books/template-compile-error"),
            expected: """
                templates/chapter.xsl:5:1: error: [Transform] template does not compile: xsltStylePreCompute: unknown xsl:bogus
                templates/chapter.xsl:8:1: error: [Transform] template does not compile: Invalid expression; xsl:value-of : could not compile select expression '[['
                """)
    }

    /// The default templates and the existing override pass the same checks.
    @Test func theDefaultTemplatesPassTheChecks() throws {
        for book in [TestBuild.fixtureBook("template-override"), TestBuild.example("xhtml-essays")] {
            let (epub, _) = try TestBuild.build(book)
            try EPUBStructure.expectEPUBCheckClean(epub)
        }
    }

    /// `<has-heading/>` is in the page a book's own chapter.xsl receives exactly when the content holds a heading.
    @Test func aChapterTemplateIsToldWhetherTheContentHasAHeading() throws {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/templates", withIntermediateDirectories: true)
        try """
        <xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
            xmlns="http://www.w3.org/1999/xhtml">
          <xsl:include href="common.xsl"/>
          <xsl:template match="/page">
            <xsl:call-template name="document">
              <xsl:with-param name="body">
                <p class="flag"><xsl:value-of select="count(has-heading)"/></p>
                <xsl:copy-of select="content/node()"/>
              </xsl:with-param>
            </xsl:call-template>
          </xsl:template>
        </xsl:stylesheet>
        """.write(toFile: folder + "/templates/chapter.xsl", atomically: true, encoding: .utf8)
        try "Text.\n\n- a list\n\n  ###### Six\n".write(toFile: folder + "/six.md", atomically: true, encoding: .utf8)
        try "Text only.\n".write(toFile: folder + "/none.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\ntemplates: templates\nchapters: [six.md, none.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:p[@class='flag']", in: "EPUB/text/six.xhtml") == ["1"])
        #expect(try file.values("//h:p[@class='flag']", in: "EPUB/text/none.xhtml") == ["0"])
    }

    /// The default chapter.xsl writes `<?epubbuild-content?>` into $body; a book's own common.xsl that places $body
    /// inside markup of its own still gets the chapter's content there.
    @Test func aBooksCommonTemplateStillPlacesTheContent() throws {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/templates", withIntermediateDirectories: true)
        try """
        <xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
            xmlns="http://www.w3.org/1999/xhtml">
          <xsl:template name="document">
            <xsl:param name="body"/>
            <html xml:lang="{@lang}" lang="{@lang}">
              <head><title><xsl:value-of select="title"/></title></head>
              <body><div class="frame"><xsl:copy-of select="$body"/></div></body>
            </html>
          </xsl:template>
        </xsl:stylesheet>
        """.write(toFile: folder + "/templates/common.xsl", atomically: true, encoding: .utf8)
        try
            "# One\n\nText with a [link](#one) and <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"/>.\n"
            .write(toFile: folder + "/one.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\ntemplates: templates\nchapters: [one.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:div[@class='frame']/h:section/h:h1", in: "EPUB/text/one.xhtml") == ["One"])
        #expect(try file.values("//h:div[@class='frame']//h:a/@href", in: "EPUB/text/one.xhtml") == ["#one"])
        let page = String(decoding: try file.data("EPUB/text/one.xhtml"), as: UTF8.self)
        #expect(!page.contains("epubbuild-content"), "no placeholder is left")
        #expect(!page.contains("<p xmlns="), "no namespace declared again")
        try EPUBStructure.expectEPUBCheckClean(epub)
    }
}

extension String {
    /// The message up to its second space: which element and attribute it is about.
    fileprivate var firstTwoWords: String { split(separator: " ").prefix(2).joined(separator: " ") }
}
