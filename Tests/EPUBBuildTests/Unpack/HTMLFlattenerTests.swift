import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBRead

/// `unpack --html`: what the single page holds, checked in its text and in Chromium.
@Suite struct HTMLFlattenerTests {
    /// Flattens a fixture EPUB; returns the result, the page's text and its path.
    private func flatten(_ fixture: String, _ extra: [String] = []) throws -> (CommandResult, String, String) {
        let page = TestPaths.temporaryDirectory() + "/page.html"
        let result = try CommandRunner.epubbuild(
            ["unpack", try FixturePacker.pack(fixture), "--html", "-o", page] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return (result, (try? String(contentsOfFile: page, encoding: .utf8)) ?? "", page)
    }

    /// A chapter no reading can save (here nested deeper than the XML reader goes) stops the page with an error
    /// naming it: it had been left out with a warning, its text lost, and the page written.
    @Test func aChapterThatCannotBeReadStopsThePage() throws {
        let folder = TestPaths.temporaryDirectory() + "/book"
        try FileManager.default.copyItem(atPath: TestPaths.fixture("epub/epub2-ncx"), toPath: folder)
        let deep = String(repeating: "<div>", count: 300) + "Text." + String(repeating: "</div>", count: 300)
        try
            "<?xml version=\"1.0\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>T</title></head><body>\(deep)</body></html>\n"
            .write(toFile: folder + "/OEBPS/chapter one.xhtml", atomically: true, encoding: .utf8)
        let page = TestPaths.temporaryDirectory() + "/page.html"
        let result = try CommandRunner.epubbuild(["unpack", folder, "--html", "-o", page])
        #expect(result.status == 1)
        #expect(result.stderr.contains("the chapter cannot be read"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: page))
    }

    /// A chapter in the encoding it declares (read in it, as XML is), or one that is not well-formed XML, is read
    /// as the project is, not skipped.
    @Test func chaptersXMLRefusesAreReadAsTheProjectReadsThem() throws {
        let (result, page, _) = try flatten("damaged-references")
        #expect(!result.stderr.contains("chapter skipped"), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "OPS/tagsoup.xhtml:8:51: warning: [Flatten] not well-formed XML (Opening and ending tag mismatch: i line 8 and b)"
            ))
        #expect(
            page.contains("café") && page.contains("a paragraph never closed, and <b><i>crossed</i></b> tags."),
            "\(page)")
        // A `file:` link names a file on the maker's computer: its text stays, the link goes, as in the project.
        #expect(!page.contains("file:///") && page.contains("a file on the maker's disk"))
    }

    @Test func everyWayToRunAScriptIsDroppedWithOneWarningPerKind() throws {
        let (result, html, page) = try flatten("scripted")
        let warnings = result.stderr.split(separator: "\n").map { String($0.split(separator: " warning: ").last ?? "") }
        #expect(
            warnings == [
                "[Flatten] 2 <script> elements dropped; pass --scripts to keep them",
                "[Flatten] 5 event handler attributes (onload, onclick, ontoggle) dropped; pass --scripts to keep them",
                "[Flatten] 6 javascript: URLs dropped; pass --scripts to keep them",
                "[Flatten] 3 frames and embedded objects (<iframe>, <object>, <embed>, <frame>) dropped, keeping their fallback content; pass --scripts to keep them",
                "[Flatten] 1 <meta http-equiv=\"refresh\"> dropped; pass --scripts to keep them",
                "[Flatten] 1 <base> element dropped; pass --scripts to keep them",
            ])
        #expect(
            result.stderr.split(separator: "\n").allSatisfy {
                $0.contains("/scripted.epub:EPUB/chapter.xhtml: warning: ")
            }, "at the chapter")
        let lowered = html.lowercased()
        for banned in [
            "<script", "javascript:", "java\tscript", "<iframe", "<object", "<embed", "<base", "http-equiv", "srcdoc",
        ] {
            #expect(!lowered.contains(banned), "\(banned)")
        }
        #expect(html.firstMatch(of: /\son[a-z]+=/) == nil, "no event handler attribute")
        #expect(
            html.contains("<span>Frame fallback</span>") && html.contains("<span>Object fallback</span>"),
            "fallback content stays")
        #expect(html.contains("alt=\"The dot again\""), "an object showing an image becomes an <img>")
        try BrowserCheck.expectWorkingPage(page)
    }

    @Test func withScriptsTheyStayAndRun() throws {
        let (result, html, page) = try flatten("scripted", ["--scripts"])
        #expect(!result.stderr.contains("dropped"))
        #expect(html.contains("onload=\"top.postMessage('ran:img-onload', '*')\""))
        // The detector itself works: the same page without the guard runs the fixture's scripts.
        // (No report in the unit tier, which leaves Chromium to `make test`; without Chromium, report() records why.)
        guard let report = try BrowserCheck.report(page) else { return }
        #expect(
            report.ran.contains("ran:img-onload") && report.ran.contains("ran:script")
                && report.ran.contains("ran:iframe"), "\(report.ran)")
    }

    @Test func thePageIsHTML5NotXHTML() throws {
        let (_, html, _) = try flatten("languages")
        #expect(
            html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"),
            "the book's language, and no dir: page progression is not text direction")
        #expect(html.contains("<hr>\n<p>One line<br>and the next, "), "void elements have no end tag")
        for xml in ["</br>", "</hr>", "<br/>", "xml:lang", "xmlns"] { #expect(!html.contains(xml), "\(xml)") }
    }

    /// UTF-8 as it is, not numeric references: `&#1575;` takes 7 bytes where UTF-8 takes 2, `&#12354;` 8 where it takes
    /// 3.
    @Test func thePageIsUTF8WithoutCharacterReferences() throws {
        let (_, html, _) = try flatten("languages")
        let arabic = try #require(
            html.firstMatch(of: /[\u{0600}-\u{06FF}]+/), "the Arabic chapter's text is in the page as characters")
        #expect(arabic.output.count > 1)
        #expect(html.firstMatch(of: /&#x?[0-9A-Fa-f]+;/) == nil, "no numeric character reference")
    }

    @Test func chaptersKeepTheirOwnLanguageDirectionAndBodyClasses() throws {
        let (_, html, page) = try flatten("languages")
        #expect(html.contains("<section id=\"c1\" class=\"chapter\" lang=\"en\"><epub-body class=\"verse\">"))
        #expect(html.contains("<section id=\"c2\" class=\"chapter\" lang=\"ar\"><epub-body dir=\"rtl\">"))
        #expect(
            html.contains(
                """
                <style>:is(#c1, #c2) {
                &:is(.chapter) { --accent: rgb(1, 2, 3); }
                epub-body.verse p { color: var(--accent); }
                &:is(section) > epub-body > p.direct { color: rgb(7, 8, 9); }
                epub-body[dir="rtl"] p.mirrored { color: rgb(4, 5, 6); }
                """))
        // The fixture's paragraphs name the colour and direction Chromium must compute for them.
        try BrowserCheck.expectWorkingPage(page)
    }

    /// A font obfuscated with Adobe's algorithm in a book with no UUID to restore it by is reported and kept as stored
    /// (one in a book with a UUID is restored: `LegacyEPUBTests.anAdobeObfuscatedFontIsRestored`).
    @Test func adobeObfuscatedFontsAreReported() throws {
        let message =
            "EPUB/font.otf: warning: [Flatten] font obfuscated with Adobe's algorithm, which keys on the book's UUID, and the book has none: it is kept as stored, and will not display"
        let (embedded, _, _) = try flatten("adobe-font")
        #expect(embedded.stderr.contains(message))
        let (copied, _, _) = try flatten("adobe-font", ["--no-embed"])
        #expect(copied.stderr.contains(message))
        let project = TestPaths.temporaryDirectory() + "/project"
        let unpacked = try CommandRunner.epubbuild(["unpack", try FixturePacker.pack("adobe-font"), "-o", project])
        #expect(unpacked.stderr.contains(message.replacingOccurrences(of: "[Flatten]", with: "[Extract]")))
        #expect(
            FileManager.default.contents(atPath: project + "/font.otf")
                == FileManager.default.contents(atPath: TestPaths.fixture("epub/adobe-font/EPUB/font.otf")))
    }

    @Test func scopingMapsTheRootAndBodyToTheChapter() {
        let css = """
            @charset "UTF-8";
            @import url("https://example.com/x.css");
            /* body in a comment */
            html, body { margin: 0 }
            :root { --c: red }
            body.v > p, tbody td, .body { color: var(--c) }
            [epub|type~="noteref"] { font-size: small }
            @font-face { font-family: F; src: url("f.otf") }
            """
        #expect(
            StylesheetScoper.scope(css, to: ["c1", "c3"]) == """
                @import url("https://example.com/x.css");
                @font-face { font-family: F; src: url("f.otf") }
                :is(#c1, #c3) {



                &:is(section), epub-body { margin: 0 }
                &:is(.chapter) { --c: red }
                epub-body.v > p, tbody td, .body { color: var(--c) }
                [data-epub-type~="noteref"] { font-size: small }

                }
                """)
    }

    /// The page prefixes a chapter's ids (`cN-`), so its CSS's `#id` selectors follow; a
    /// colour `#fff` in a declaration and a `#` in an attribute value are no ids.
    @Test func idSelectorsFollowTheChaptersIDs() {
        let css = """
            #note, aside#n2 > p { color: #fff; background: url("#x") }
            @media print { #note { display: none } }
            a[href="#top"], p::before { content: "#1" }
            """
        #expect(
            StylesheetScoper.prefixingIDSelectors(css, sections: ["c2"]) == """
                #c2-note, aside#c2-n2 > p { color: #fff; background: url("#x") }
                @media print { #c2-note { display: none } }
                a[href="#top"], p::before { content: "#1" }
                """)
        #expect(
            StylesheetScoper.prefixingIDSelectors("#note { color: red }", sections: ["c1", "c4"])
                == ":is(#c1-note, #c4-note) { color: red }")
    }

    /// Pictures in the spine are pages of the page, named by their entry in the contents.
    @Test func picturesOfTheSpineArePages() throws {
        let page = TestPaths.temporaryDirectory() + "/page.html"
        let result = try CommandRunner.epubbuild([
            "unpack", TestPaths.fixture("epub/damaged-references"), "--html", "-o", page,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(
            html.contains("<section id=\"c1\" class=\"chapter picture\"><epub-body><img src=\"data:image/png;base64,"))
        #expect(html.contains("alt=\"The picture\">"))
        try BrowserCheck.expectWorkingPage(page)
    }

    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: TestPaths.corpus + "/epub/idpf-moby-dick-mo.epub"), "no corpus"))
    func mediaOverlaysAreDroppedWithANote() throws {
        let page = TestPaths.temporaryDirectory() + "/page.html"
        let result = try CommandRunner.epubbuild([
            "unpack", TestPaths.corpus + "/epub/idpf-moby-dick-mo.epub", "--html", "-o", page,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "warning: [Flatten] the book's media overlays (read-aloud audio synchronised with the text, EPUB 3.3 §9) are not part of the page; dropped"
            ))
    }
}
