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
}
