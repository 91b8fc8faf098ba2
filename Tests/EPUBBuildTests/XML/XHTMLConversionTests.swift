import Foundation
import Testing
import XMLTree

@Suite struct XHTMLConversionTests {
    private func convert(_ html: String) throws -> (String, [XMLTree.ConversionNote]) {
        let parsed = try XMLTree.parse(html: Data(html.utf8))
        let (tree, notes) = XMLTree.xhtml(fromHTMLBody: parsed)
        return (String(decoding: tree.serialized(), as: UTF8.self), notes)
    }

    @Test func closesVoidElementsAndQuotesAttributes() throws {
        let (xhtml, notes) = try convert("<p class=x>a<br>b<img src=a.png alt=A></p>")
        #expect(xhtml.contains("<p class=\"x\">a<br/>b<img src=\"a.png\" alt=\"A\"/></p>"))
        #expect(notes.isEmpty)
    }

    @Test func fixesCommentsThatXMLForbids() throws {
        let (xhtml, notes) = try convert("<p>x</p><!-- a -- b -->")
        #expect(xhtml.contains("<!-- a - - b -->"))
        #expect(notes.count == 1)
    }

    @Test func keepsUnknownElementsAsClasses() throws {
        let (xhtml, notes) = try convert("<div><Listing>code</Listing><p>in <font color=red>red</font></p></div>")
        #expect(xhtml.contains("<div class=\"listing\">code</div>"))
        #expect(xhtml.contains("<span style=\"color: red\" class=\"font\">red</span>"))
        #expect(notes.map(\.message) == [
            "<listing> is not an element EPUB 3 XHTML allows; kept as <div class=\"listing\">",
            "<font> is not an element EPUB 3 XHTML allows; kept as <span class=\"font\">",
            "attribute 'color' is obsolete in HTML; kept as style \"color: red\"",
        ])
    }

    @Test func mapsObsoleteAttributes() throws {
        let (xhtml, _) = try convert("<table border=1 cellpadding=2 width=80><tr><td align=center valign=top>x</td></tr></table><a name=old>here</a>")
        #expect(xhtml.contains("<table border=\"1\" data-cellpadding=\"2\" style=\"width: 80px\">"))
        #expect(xhtml.contains("<td style=\"text-align: center; vertical-align: top\">x</td>"))
        #expect(xhtml.contains("<a id=\"old\">here</a>"))
    }

    @Test func givesInlineSVGAndMathMLTheirNamespaces() throws {
        let (xhtml, _) = try convert("<p><svg width=1 height=1><rect width=1 height=1></rect></svg><math><mi>x</mi></math></p>")
        let tree = try XMLTree.parse(xml: Data(xhtml.utf8))
        #expect(tree.select("//s:svg/s:rect", namespaces: ["s": XMLTree.svgNamespace]).count == 1)
        #expect(tree.select("//m:math/m:mi", namespaces: ["m": XMLTree.mathMLNamespace]).count == 1)
    }

    @Test func reportsTheFirstXMLErrorWithItsPosition() {
        #expect(throws: XMLParseError(message: "Opening and ending tag mismatch: b line 1 and p", line: 1, column: 15)) {
            _ = try XMLTree.parse(xml: Data("<p><b>bold</p>".utf8))
        }
    }

    /// Declared entities are refused outright: external ones could read files (XXE),
    /// internal ones could expand without bound (billion laughs).
    @Test func refusesDeclaredEntities() throws {
        let hostile = """
            <?xml version="1.0"?>
            <!DOCTYPE p [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <p>&secret;</p>
            """
        #expect(throws: XMLParseError.self) { _ = try XMLTree.parse(xml: Data(hostile.utf8)) }
    }
}
