import EPUBBuild
import Foundation
import Testing

/// An href that is neither a path nor a URL a reader can follow: a name with
/// colons (`std::process::Termination`), a route pattern (`int:pk`), a
/// "scheme" followed by a space. Before: left as they were, epubcheck warned
/// (HTM-025) or refused them (RSC-020), 71 messages in one book.
@Suite struct UnfollowableLinkTests {
    @Test func aLinkWithASchemeNoReaderFollowsBecomesItsText() throws {
        let book = TestBuild.fixtureBook("resolve-unfollowable-links")
        let (epub, report) = try TestBuild.build(book)
        let file = try EPUBFile(epub)
        let page = "EPUB/text/a.xhtml"
        #expect(try file.values("//h:a[not(@href)]", in: page) == ["Termination", "key", "this"])
        #expect(try file.values("//h:a/@href", in: page) == ["https://example.org/", "mailto:editor@example.org"])
        #expect(
            FixtureMessages.shown(report.warnings, book: "resolve-unfollowable-links") == [
                "a.md:8:6: warning: [Resolve] link target 'std::process::Termination' is not a link a reader can follow ('std:' is not http, https, ftp, mailto or tel); kept as plain text",
                "a.md:3:61: warning: [Resolve] link target 'int:pk' is not a link a reader can follow ('int:' is not http, https, ftp, mailto or tel); kept as plain text",
                "a.md:4:14: warning: [Resolve] link target 'foo:bar baz' is not a link a reader can follow ('foo:' is not http, https, ftp, mailto or tel); kept as plain text",
            ])
        #expect(report.warnings.map(\.code) == Array(repeating: .unfollowableLink, count: 3))
        try EPUBStructure.expectAll(book, epub)
    }
}
