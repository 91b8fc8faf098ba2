import EPUBBuild
import EPUBSupport
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
        #expect(try file.values("//h:a[not(@href)]", in: page) == ["Termination", "key", "this", "that"])
        #expect(try file.values("//h:a/@href", in: page) == ["https://example.org/", "mailto:editor@example.org"])
        // A link without a target keeps none of the attributes only a link with one may have (HTML §4.5.1): a
        // DocBook EPUB's `target="_top"` had stayed, and epubcheck refused the `<a>` (RSC-005).
        #expect(try file.values("//h:a[@target or @hreflang]", in: page).isEmpty)
        #expect(
            FixtureMessages.shown(report.warnings, book: "resolve-unfollowable-links") == [
                "a.md:9:6: warning: [Resolve] link target 'std::process::Termination' is not a link a reader can follow ('std:' is not http, https, ftp, mailto or tel); kept as plain text",
                "a.md:3:61: warning: [Resolve] link target 'int:pk' is not a link a reader can follow ('int:' is not http, https, ftp, mailto or tel); kept as plain text",
                "a.md:4:14: warning: [Resolve] link target 'foo:bar baz' is not a link a reader can follow ('foo:' is not http, https, ftp, mailto or tel); kept as plain text",
            ])
        #expect(report.warnings.map(\.code) == Array(repeating: .unfollowableLink, count: 3))
        try EPUBStructure.expectAll(book, epub)
    }
}

/// Web addresses a browser forgives and epubcheck does not (RSC-020, RSC-026): written as a browser reads them, or,
/// when no browser opens them, kept as text. Before: copied as written, 9 epubcheck errors in one book.
@Suite struct WebAddressTests {
    @Test(arguments: [
        ("https:/crates.io/x/", WebAddress.Reading.repaired("https://crates.io/x/")),
        ("https:\\\\example.org\\a\\b?q=\\#f", .repaired("https://example.org/a/b?q=%5C#f")),
        ("https:example.org", .repaired("https://example.org")),
        ("https:///example.org", .repaired("https://example.org")),
        (" https://example.org/ ", .valid("https://example.org/")),
        ("https://example.org/100%", .valid("https://example.org/100%25")),
        ("https://example.org/%41 b#x#y", .valid("https://example.org/%41%20b#x%23y")),
        ("https://user@[::1]:8080/", .valid("https://user@[::1]:8080/")),
        ("https://ex_ample.org/", .valid("https://ex_ample.org/")),
        ("https://bücher.example/", .valid("https://bücher.example/")),
        ("http://", .invalid("it names no host")),
        ("https://example.org:99999/", .invalid("its port '99999' is no port number (0 to 65535)")),
        ("https://example.org:8o/", .invalid("its port '8o' is no port number (0 to 65535)")),
        ("https://[::1]x/", .invalid("'x' follows its IPv6 host")),
        ("https://exa mple.org/", .invalid("its host 'exa mple.org' holds ' ', which no host name does")),
        ("mailto:", .invalid("it names no address")),
        ("mailto:a@example.org", .valid("mailto:a@example.org")),
        // Brackets are an IPv6 host's only, and mail and phone addresses hold no space (epubcheck RSC-020).
        ("https://example.org/a[1]?q=[x]", .valid("https://example.org/a%5B1%5D?q=%5Bx%5D")),
        ("mailto:someone[@someone]", .valid("mailto:someone%5B@someone%5D")),
        ("mailto:a@example.org?subject=a b", .valid("mailto:a@example.org?subject=a%20b")),
        ("tel:+1 555 0100", .valid("tel:+1%20555%200100")),
        ("chapter.md#x", .valid("chapter.md#x")),
    ])
    func readsAsABrowserDoes(written: String, reading: WebAddress.Reading) {
        #expect(WebAddress.read(written) == reading)
    }

    @Test func aBooksAddressesPassEPUBCheck() throws {
        let book = TestBuild.fixtureBook("resolve-malformed-web-addresses")
        let (epub, report) = try TestBuild.build(book)
        let file = try EPUBFile(epub)
        let page = "EPUB/text/a.xhtml"
        #expect(
            try file.values("//h:a/@href", in: page) == [
                "https://crates.io/crates/rhai/", "http://example.org/x", "https://example.org/m",
                "https://example.org/100%25", "https://example.org/page", "HTTPS://EXAMPLE.ORG/",
                "https://example.org/path/to", "https://example.org/a%20b%7Cc", "mailto:someone%5B@someone%5D",
                "tel:+1%20555%200100",
            ])
        #expect(try file.values("//h:a[not(@href)]", in: page) == ["no host", "a port", "no address"])
        #expect(
            FixtureMessages.shown(report.warnings, book: "resolve-malformed-web-addresses") == [
                "a.md:3:25: warning: [Resolve] web address 'https:/crates.io/crates/rhai/' written as a browser reads it, 'https://crates.io/crates/rhai/'",
                "a.md:3:58: warning: [Resolve] web address 'http:/example.org/x' written as a browser reads it, 'http://example.org/x'",
                "a.md:3:95: warning: [Resolve] web address 'https:example.org/m' written as a browser reads it, 'https://example.org/m'",
                "a.md:5:33: warning: [Resolve] link target 'http://' is no web address a reader can open: it names no host; kept as plain text",
                "a.md:5:52: warning: [Resolve] link target 'https://example.org:99999/' is no web address a reader can open: its port '99999' is no port number (0 to 65535); kept as plain text",
                "a.md:5:94: warning: [Resolve] link target 'mailto:' is no web address a reader can open: it names no address; kept as plain text",
                "a.md:9:13: warning: [Resolve] web address 'https:\\\\example.org\\path\\to' written as a browser reads it, 'https://example.org/path/to'",
            ])
        try EPUBStructure.expectAll(book, epub)
    }
}
