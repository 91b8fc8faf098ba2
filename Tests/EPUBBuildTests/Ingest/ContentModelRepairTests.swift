import EPUBBuild
import Foundation
import Testing

/// Raw HTML (and strict XHTML) whose structure HTML's content models do not
/// allow, as real books hold it: each violation repaired, told at the
/// author's line, and the book passing both epubcheck releases. The rules
/// are `ContentModelRepair`'s; the README has them as a table.
@Suite struct ContentModelRepairTests {
    /// Built once (with epubcheck) for every test of the suite.
    private static let output = Result { try build() }
    private static func built() throws -> (markdown: String, xhtml: String, warnings: [String]) { try output.get() }

    private static func build() throws -> (markdown: String, xhtml: String, warnings: [String]) {
        let book = TestBuild.fixtureBook("html-structure")
        let (epub, report) = try TestBuild.build(book)
        try EPUBStructure.expectAll(book, epub)
        let file = try EPUBFile(epub)
        let folder = "Fixtures/books/html-structure/"
        return (
            String(decoding: try file.data("EPUB/text/chapter.xhtml"), as: UTF8.self),
            String(decoding: try file.data("EPUB/text/chapter-1.xhtml"), as: UTF8.self),
            report.warnings.filter { $0.code == .htmlStructureRepaired }.map {
                String($0.description.split(separator: folder).last!)
            }
        )
    }

    /// Each rule's fixture in chapter.md (and chapter.xhtml) and what the EPUB holds for it.
    static let repairs: [(rule: String, written: String)] = [
        (
            "br after figcaption",
            "<figure><img src=\"../media/dot.svg\" alt=\"A circle\"/><figcaption>A circle.</figcaption></figure>"
        ),
        ("second figcaption", "<p>More after.</p>\n<div class=\"figcaption\">Second caption</div>\n</figure>"),
        (
            "figcaption in the middle",
            "<figure><img src=\"../media/dot.svg\" alt=\"y\"/><p>after caption</p><figcaption>cap</figcaption></figure>"
        ),
        ("div in span", "<p><span>Span with <span class=\"div\">a div</span> inside</span></p>"),
        ("div in heading", "<h2 id=\"heading-with-div\">Heading <span class=\"div\">with div</span></h2>"),
        ("li outside a list", "<ul><li>orphan item one</li>\n<li>orphan item two</li></ul>"),
        (
            "list in list, text and br in list",
            "<ul>\n<li>one<ul><li>nested directly</li></ul></li>\n<li>\ntext in list\n</li>\n</ul>"
        ),
        ("table: fostered content, cells, late caption", "<p>paragraph in table</p><p>para in row</p><table>"),
        (
            "table: caption first",
            "<caption>late caption</caption><tr><td>cell without row</td></tr><tr><td>ok</td></tr></table>"
        ),
        ("cell outside a table", "<div>cell outside table</div>"),
        ("figcaption outside a figure", "<div class=\"figcaption\">caption outside figure</div>"),
        ("stray content in dl", "<dl><dt>term<p>stray para</p></dt><dd>def</dd></dl>"),
        ("dd outside a dl", "<dl><dt/><dd>orphan dd</dd></dl>"),
        ("p in em", "<p><em>emph <span class=\"p\">para in em</span></em></p>"),
        ("ruby stays", "<ruby>漢<rp>(</rp><rt>kan</rt><rp>)</rp></ruby>"),
        (
            "table parts in order",
            "<thead><tr><th>head last</th></tr></thead><tbody><tr><td>body</td></tr></tbody><tfoot><tr><td>foot first</td></tr></tfoot></table>"
        ),
        ("columns in a column group", "<table><colgroup><col style=\"width: 50px\"/><col/></colgroup><tr>"),
        ("details without summary", "<details><summary>Notes</summary><p>No summary</p></details>"),
        ("button in a link", "<a href=\"https://example.com/download\"><span class=\"button\">Download</span></a>"),
        ("noscript", "<p>Shown without script.</p>"),
        ("value on a bullet", "<ul><li data-value=\"3\">a value in a bullet list</li></ul>"),
        ("dl ending with a term", "<dl><dt>A term alone</dt><dd/></dl>"),
        (
            "hgroup with a subtitle and a paragraph",
            "<div class=\"hgroup\"><h2 id=\"hgroup-title\">Hgroup title</h2><p class=\"h3\">its subtitle</p><p>and a note</p></div>"
        ),
        (
            "image width in percent",
            "<img src=\"../media/dot.svg\" alt=\"Half width\" height=\"120\" style=\"width: 50%\"/>"
        ),
        (
            "a caption track",
            "<track src=\"../media/captions.vtt\" kind=\"captions\" srclang=\"en\" label=\"English\"/>"
        ),
        ("cell attributes", "<td headers=\"h-name\">ok</td><td data-colspan=\"0\" data-headers=\"nowhere\">bad</td>"),
        ("list numbers", "<ol data-start=\"1.5\"><li data-value=\"x\">not a number</li></ol>"),
        (
            "times",
            "<time data-datetime=\"last week\">then</time>, <time datetime=\"2024-05-01T10:00Z\">a real time</time>"
        ),
        ("cite", "<blockquote data-cite=\"http://example.com/\">"),
        ("a paragraph in inline SVG", "<text x=\"0\" y=\"10\">a</text>\n<text x=\"0\" y=\"20\">b</text>\n</svg>"),
        (
            "SVG references to missing ids",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><circle cx=\"5\" cy=\"5\" r=\"3\"/><rect fill=\"none\" width=\"2\" height=\"2\"/></svg>"
        ),
        (
            "target, tabindex and a link's type",
            "<a href=\"#hgroup-title\" target=\"_blank\" data-tabindex=\"first\">A link to a new window</a>, <a href=\"#hgroup-title\" epub:type=\"noteref\">a note reference</a>"
        ),
        ("a number and boolean attributes", "<progress max=\"1\" data-value=\"half\">half</progress>"),
        ("a keyword in another case", "<a href=\"#hgroup-title\" target=\"_top\">up</a>"),
        // A heading may stand in a summary: it stays one.
        (
            "late summary",
            "<details>\n<summary><h3 id=\"a-heading-as-summary\">A heading as summary</h3></summary><p>Body first.</p>"
        ),
    ]

    @Test(arguments: repairs.map(\.rule))
    func aViolationIsRepaired(rule: String) throws {
        let written = Self.repairs.first { $0.rule == rule }!.written
        let (markdown, _, _) = try Self.built()
        #expect(markdown.contains(written), "\(rule): \(markdown)")
    }

    @Test func strictXHTMLIsRepairedToo() throws {
        let (_, xhtml, _) = try Self.built()
        #expect(xhtml.contains("<p>Before </p><div>a block in a paragraph</div><p> after.</p>"))
        #expect(xhtml.contains("<p><a href=\"#top\">outer inner</a></p>"))
        #expect(xhtml.contains("<p id=\"top\">A body in the body.</p>\n</body>"))
    }

    @Test func eachRepairIsToldAtTheAuthorsLine() throws {
        let (_, _, warnings) = try Self.built()
        #expect(
            warnings == [
                "chapter.md:3:1: warning: [Ingest] <br> after a <figcaption> is not valid EPUB 3 XHTML; dropped",
                "chapter.md:9:1: warning: [Ingest] a second <figcaption> in a <figure> is not valid EPUB 3 XHTML; kept as <div class=\"figcaption\">",
                "chapter.md:14:1: warning: [Ingest] a <figcaption> between a figure's contents is not valid EPUB 3 XHTML; moved to the figure's end",
                "chapter.md:20:1: warning: [Ingest] <div> inside <span> is not valid EPUB 3 XHTML; kept as <span class=\"div\">",
                "chapter.md:22:1: warning: [Ingest] <div> inside <h2> is not valid EPUB 3 XHTML; kept as <span class=\"div\">",
                "chapter.md:25:1: warning: [Ingest] <li> outside a list is not valid EPUB 3 XHTML; wrapped in <ul>",
                "chapter.md:27:1: warning: [Ingest] text straight inside <ul> is not valid EPUB 3 XHTML; wrapped in <li>",
                "chapter.md:29:1: warning: [Ingest] <ul> straight inside <ul> is not valid EPUB 3 XHTML; moved into the item before it",
                "chapter.md:31:1: warning: [Ingest] <br> inside <ul> is not valid EPUB 3 XHTML; dropped",
                "chapter.md:35:1: warning: [Ingest] <td> straight inside <table> is not valid EPUB 3 XHTML; wrapped in <tr>",
                "chapter.md:36:1: warning: [Ingest] <p> inside <table> is not valid EPUB 3 XHTML; moved before the table",
                "chapter.md:37:1: warning: [Ingest] <p> inside <tr> is not valid EPUB 3 XHTML; moved before the table",
                "chapter.md:38:1: warning: [Ingest] <caption> out of its place in a <table> is not valid EPUB 3 XHTML; the table's parts put in HTML's order (caption, columns, head, bodies, foot)",
                "chapter.md:41:1: warning: [Ingest] <td> outside a table is not valid EPUB 3 XHTML; its content kept in place",
                "chapter.md:49:1: warning: [Ingest] <figcaption> outside a <figure> is not valid EPUB 3 XHTML; kept as <div class=\"figcaption\">",
                "chapter.md:51:1: warning: [Ingest] <p> straight inside <dl> is not valid EPUB 3 XHTML; moved into the <dt> or <dd> before it",
                "chapter.md:53:1: warning: [Ingest] a <dd> before any <dt> is not valid EPUB 3 XHTML; given an empty <dt>",
                "chapter.md:53:1: warning: [Ingest] <dd> outside a <dl> is not valid EPUB 3 XHTML; wrapped in <dl>",
                "chapter.md:57:1: warning: [Ingest] <p> inside <em> is not valid EPUB 3 XHTML; kept as <span class=\"p\">",
                "chapter.md:61:1: warning: [Ingest] <summary> after other content of <details> is not valid EPUB 3 XHTML; moved first",
                "chapter.md:69:1: warning: [Ingest] <thead> out of its place in a <table> is not valid EPUB 3 XHTML; the table's parts put in HTML's order (caption, columns, head, bodies, foot)",
                "chapter.md:72:1: warning: [Ingest] <col> straight inside <table> is not valid EPUB 3 XHTML; wrapped in <colgroup>",
                "chapter.md:76:1: warning: [Ingest] a <button> inside or around a link is not valid EPUB 3 XHTML; kept as <span class=\"button\">",
                "chapter.md:78:1: warning: [Ingest] <p> inside <p> is not valid EPUB 3 XHTML; the paragraph closed before it and opened again after it",
                "chapter.md:78:1: warning: [Ingest] <noscript> is not valid EPUB 3 XHTML; its content kept in place",
                "chapter.md:80:1: warning: [Ingest] value on an <li> of a <ul> is not valid EPUB 3 XHTML; kept as data-value",
                "chapter.md:82:1: warning: [Ingest] a <dl> ending with a <dt> is not valid EPUB 3 XHTML; given an empty <dd>",
                "chapter.md:84:1: warning: [Ingest] <div> inside <p> is not valid EPUB 3 XHTML; the paragraph closed before it and opened again after it",
                "chapter.md:84:1: warning: [Ingest] an <hgroup> holding 2 headings and 1 other element is not valid EPUB 3 XHTML; kept as <div class=\"hgroup\">",
                "chapter.md:90:1: warning: [Ingest] headers=\"nowhere\" on <td> is not valid EPUB 3 XHTML; kept as data-headers",
                "chapter.md:90:1: warning: [Ingest] colspan=\"0\" on <td> is not valid EPUB 3 XHTML; kept as data-colspan",
                "chapter.md:92:1: warning: [Ingest] start=\"1.5\" on <ol> is not valid EPUB 3 XHTML; kept as data-start",
                "chapter.md:92:1: warning: [Ingest] value=\"x\" on <li> is not valid EPUB 3 XHTML; kept as data-value",
                "chapter.md:94:1: warning: [Ingest] datetime=\"last week\" on <time> is not valid EPUB 3 XHTML; kept as data-datetime",
                "chapter.md:96:1: warning: [Ingest] cite=\"http://example.com/\" on <blockquote> is not valid EPUB 3 XHTML; kept as data-cite",
                "chapter.md:104:1: warning: [Ingest] url(#…) naming no id of the page in <rect fill> is not valid EPUB 3 XHTML; painted as none, as browsers do",
                "chapter.md:104:1: warning: [Ingest] <use href=\"#gone\"> naming no id of the page is not valid EPUB 3 XHTML; removed (it draws nothing)",
                "chapter.md:104:1: warning: [Ingest] <a href=\"#nope\"> in SVG naming no id of the page is not valid EPUB 3 XHTML; the drawing kept without the link",
                "chapter.md:106:1: warning: [Ingest] target=\"_new\" on <a> is not valid EPUB 3 XHTML; read as target=\"_blank\", as a browser opens it",
                "chapter.md:106:1: warning: [Ingest] tabindex=\"first\" on <a> is not valid EPUB 3 XHTML; kept as data-tabindex",
                "chapter.md:106:1: warning: [Ingest] type=\"noteref\" on <a> is not valid EPUB 3 XHTML; read as epub:type=\"noteref\"",
                "chapter.md:108:1: warning: [Ingest] value=\"half\" on <progress> is not valid EPUB 3 XHTML; kept as data-value",
                "chapter.md:108:1: warning: [Ingest] disabled=\"false\" on <input> is not valid EPUB 3 XHTML; written disabled=\"disabled\": a browser reads any value as present",
                "chapter.md:108:1: warning: [Ingest] checked=\"true\" on <input> is not valid EPUB 3 XHTML; written checked=\"checked\": a browser reads any value as present",
                "chapter.md:108:1: warning: [Ingest] target=\"_Top\" on <a> is not valid EPUB 3 XHTML; read as target=\"_top\", as a browser opens it",
                "chapter.xhtml:5:1: warning: [Ingest] <div> inside <p> is not valid EPUB 3 XHTML; the paragraph closed before it and opened again after it",
                "chapter.xhtml:6:1: warning: [Ingest] a link inside a link is not valid EPUB 3 XHTML; the inner link (to #top) kept as its text",
                "chapter.xhtml:7:1: warning: [Ingest] <body> inside a chapter is not valid EPUB 3 XHTML; its content kept in place",
            ])
    }

    /// A list or table inside an element that takes only phrasing content (a list in `<em>`, an unclosed `<b>`
    /// before a table, which browsers show and mdBook builds): the element closes before the block and opens again
    /// after it, keeping its attributes but its id. Before, no EPUB was written.
    @Test func aBlockLeavesThePhrasingElementsAroundIt() throws {
        let book = TestBuild.fixtureBook("html-block-in-phrasing")
        let (epub, report) = try TestBuild.build(book)
        try EPUBStructure.expectAll(book, epub)
        let page = String(decoding: try EPUBFile(epub).data("EPUB/text/chapter.xhtml"), as: UTF8.self)
        #expect(
            page.contains(
                "<p>A list in emphasis: <em class=\"k\" id=\"e\">see </em></p><ul><li>one</li></ul><p><em class=\"k\"> and more</em>.</p>"
            ))
        // The parser ended the <b> with its paragraph: the text after the table is the next one's.
        #expect(
            page.contains(
                "<p>An unclosed <b class=\"key\" id=\"bold\">bold\n</b></p><table><tr><th>Cell</th></tr></table>\n<p>after the table.</p>"
            ))
        #expect(
            report.warnings.map { String($0.description.split(separator: "html-block-in-phrasing/").last!) } == [
                "chapter.md:3:1: warning: [Ingest] <ul> inside <p> is not valid EPUB 3 XHTML; the paragraph closed before it and opened again after it",
                "chapter.md:3:1: warning: [Ingest] <ul> inside <em> is not valid EPUB 3 XHTML; the <em> closed before it and opened again after it",
                "chapter.md:7:1: warning: [Ingest] <table> inside <p> is not valid EPUB 3 XHTML; the paragraph closed before it and opened again after it",
                "chapter.md:7:1: warning: [Ingest] <table> inside <b> is not valid EPUB 3 XHTML; the <b> closed before it and opened again after it",
            ])
    }
}
