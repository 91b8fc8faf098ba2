import EPUBBuild
import Foundation
import Testing
import XMLTree

/// `unpack -o` repairs what would stop the project from building, and says
/// what it did: every EPUB it accepts gives a project that builds clean. The
/// fixture is read as the folder it is, not zipped.
@Suite struct UnpackRepairTests {
    static let fixture = TestPaths.fixture("epub/damaged-references")

    private func unpack() throws -> (project: String, stderr: String) {
        let project = TestPaths.temporaryDirectory() + "/project"
        let result = try CommandRunner.epubbuild(["unpack", Self.fixture, "-o", project])
        #expect(result.status == 0, "\(result.stderr)")
        return (project, result.stderr)
    }

    @Test func referencesToNothingAreTakenAwayWithAWarningEach() throws {
        let (project, stderr) = try unpack()
        for warning in [
            "ch1.xhtml:6:1: warning: [Extract] <img src=\"missing.png\">: the book does not hold 'OPS/missing.png'; the picture is replaced by its alt text",
            "ch1.xhtml:7:1: warning: [Extract] <source src=\"missing.mp4\">: the book does not hold 'OPS/missing.mp4'; the element is removed",
            "ch1.xhtml:8:1: warning: [Extract] <a href=\"file:///C:/Users/maker/book/ch3.html\">: a file: URL names a file on the maker's computer; the link is kept as its text",
            "ch1.xhtml:9:1: warning: [Extract] <a href=\"/wiki/Page\">: an absolute path is not a place in the book; the link is kept as its text",
            "ch1.xhtml:9:1: warning: [Extract] <a href=\"../../../etc/passwd\">: the path leaves the book's container; the link is kept as its text",
            "ch1.xhtml:3:1: warning: [Extract] <link href=\"missing.css\">: the book does not hold 'OPS/missing.css'; the element is removed",
            // The navigation document is written anew by the build: a link back to the old one would stop it.
            "ch2.xhtml:9:1: warning: [Extract] <a href=\"nav.xhtml#toc\">: the navigation document, which the build writes anew (a reading system's contents leads there); the link is kept as its text",
        ] {
            #expect(stderr.contains(warning), "\(warning)\n\(stderr)")
        }
        let chapter = try String(contentsOfFile: project + "/ch1.xhtml", encoding: .utf8)
        #expect(
            chapter.contains("<span>A lost picture</span>")
                && chapter.contains("<img src=\"pic.png\" alt=\"A kept picture\"/>"))
        #expect(
            chapter.contains("<a>a file on the maker's disk</a>")
                && chapter.contains("<a href=\"ch2.xhtml\">a good one</a>"))
        #expect(!chapter.contains("missing") && !chapter.contains("file:") && !chapter.contains("passwd"))
        #expect(chapter.contains("<p>No video here.</p>"), "the video's fallback content stays")
    }

    @Test func textInAnotherEncodingIsWrittenAsUTF8() throws {
        let (project, stderr) = try unpack()
        #expect(
            stderr.contains("OPS/notes.xml: warning: [Extract] in ISO-8859-1, as it declares; written as UTF-8"),
            "\(stderr)")
        #expect(stderr.contains("OPS/legacy.css: warning: [Extract] in Shift_JIS, as it declares; written as UTF-8"))
        let notes = try String(contentsOfFile: project + "/notes.xml", encoding: .utf8)
        #expect(notes.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>") && notes.contains("café"))
        let css = try String(contentsOfFile: project + "/legacy.css", encoding: .utf8)
        #expect(css == "@charset \"UTF-8\";\nh1::after { content: \"〜\"; }\n")
    }

    /// Tag soup a reading system forgave: read as HTML, as a browser reads it, and written as XHTML the build reads.
    @Test func xhtmlThatIsNotWellFormedIsReadAsHTML() throws {
        let (project, stderr) = try unpack()
        #expect(
            stderr.contains(
                "OPS/tagsoup.xhtml:8:51: warning: [Extract] not well-formed XML (Opening and ending tag mismatch: i line 8 and b); read as HTML, as a browser reads it, and written as XHTML"
            ), "\(stderr)")
        let chapter = try String(contentsOfFile: project + "/tagsoup.xhtml", encoding: .utf8)
        let tree = try XMLTree.parse(xml: Data(chapter.utf8))
        let ns = ["h": XMLTree.xhtmlNamespace]
        #expect(
            tree.select("//h:p", namespaces: ns).map(\.textContent) == [
                "Written by hand for a reading system that forgave it:a line break left open,\n",
                "a paragraph never closed, and crossed tags.",
            ])
        #expect(tree.select("//h:p[1]/h:br", namespaces: ns).count == 1)
        #expect(
            tree.select("/h:html/@lang", namespaces: ns).map(\.textContent) == ["en"],
            "xml:lang kept as the page's language")
        #expect(tree.select("//h:head/h:title", namespaces: ns).map(\.textContent) == ["Tag Soup"])
        #expect(tree.select("//h:head/h:link/@href", namespaces: ns).map(\.textContent) == ["legacy.css"])
    }

    /// A package that breaks OPF's rules says what it loses: a second item with an id, a spine entry naming nothing.
    @Test func whatThePackageLeavesOutIsReported() throws {
        let (_, stderr) = try unpack()
        #expect(
            stderr.contains(
                "OPS/package.opf: warning: [Open] manifest items 'OPS/pic.png' and 'OPS/page.png' share the id 'pic'; the spine's reference to it is 'OPS/pic.png'"
            ), "\(stderr)")
        #expect(stderr.contains("OPS/package.opf: warning: [Open] spine entry 'ghost' names no manifest item; skipped"))
    }

    @Test func spineItemsThatAreNotDocumentsBecomeChaptersOrTheirFallbacks() throws {
        let (project, stderr) = try unpack()
        #expect(
            stderr.contains(
                "spine item of type application/x-demo+xml is not one a book can hold; its fallback 'OPS/ch2.xhtml' takes its place"
            ))
        let yaml = try String(contentsOfFile: project + "/book.yaml", encoding: .utf8)
        #expect(
            yaml.contains("chapters:\n- file: page.png\n  title: The picture\n"), "a picture in the spine is a chapter")
        #expect(yaml.contains("- file: ch2.xhtml\n  title: Chapter Two\n"))
        #expect(yaml.contains("- file: notes.xml\n"), "a content document named .xml is a chapter as it is")
    }

    @Test func theRepairedProjectBuildsClean() throws {
        let (project, _) = try unpack()
        let epub = TestPaths.temporaryDirectory() + "/rebuilt.epub"
        let build = try CommandRunner.epubbuild(["build", project + "/book.yaml", "-o", epub])
        #expect(build.status == 0, "\(build.stderr)")
        try EPUBStructure.expectEPUBCheckClean(epub)
        // A link to an id its page lacks goes to the page (book.yaml's lenient-fragments), an HTML 4 anchor is an id.
        #expect(
            try String(contentsOfFile: project + "/book.yaml", encoding: .utf8).contains("\nlenient-fragments: true\n"))
        #expect(
            build.stderr.contains(
                "ch2.xhtml:8:10: warning: [Resolve] link target 'ch1.xhtml#no-such-id' names no heading or id of that chapter; the link goes to the chapter's start"
            ), "\(build.stderr)")
        #expect(
            build.stderr.contains(
                "ch2.xhtml:7:1: warning: [Ingest] attribute 'name' on <a> is obsolete in HTML; kept as its id"),
            "\(build.stderr)")
        let chapter = try EPUBFile(epub).bodyMarkup("EPUB/text/ch2.xhtml")
        #expect(
            chapter.contains("<a id=\"old-anchor\"/>An HTML 4 anchor, <a href=\"#old-anchor\">linked to</a>"),
            "\(chapter)")
        #expect(chapter.contains("<a href=\"ch1.xhtml\">a link to an id the chapter lacks</a>"))
        // The picture stays a picture in the spine, with a page showing it as its fallback (EPUB 3.3 §3.5).
        let opf = try EPUBFile(epub).package()
        let ns = EPUBFile.namespaces
        let first = try #require(opf.select("//opf:itemref/@idref", namespaces: ns).first?.textContent)
        let item = try #require(opf.select("//opf:item[@id='\(first)']", namespaces: ns).first)
        #expect(item.attribute("media-type") == "image/png")
        let fallback = try #require(item.attribute("fallback"))
        #expect(
            opf.select("//opf:item[@id='\(fallback)']/@media-type", namespaces: ns).map(\.textContent) == [
                "application/xhtml+xml"
            ])
        #expect(
            opf.select("//opf:item[@href='text/notes.xhtml']/@media-type", namespaces: ns).map(\.textContent) == [
                "application/xhtml+xml"
            ],
            "the .xml chapter is written as .xhtml")
    }
}
