import Foundation
import Testing

@testable import XMLTree

@Suite struct XHTMLConversionTests {
    private func convert(_ html: String) throws -> (String, [XMLTree.ConversionNote]) {
        let converted = XMLTree.xhtml(fromHTML: try XMLTree.parse(html: Data(html.utf8)))
        return (String(decoding: converted.tree.serialized(), as: UTF8.self), converted.notes)
    }

    @Test func closesVoidElementsAndQuotesAttributes() throws {
        let (xhtml, notes) = try convert("<p class=x>a<br>b<img src=a.png alt=A></p>")
        #expect(xhtml.contains("<p class=\"x\">a<br/>b<img src=\"a.png\" alt=\"A\"/></p>"))
        #expect(notes.isEmpty)
    }

    /// HTML5's named references (`&check;`, `&lbrack;`, two code points in `&NotEqualTilde;`) are their characters,
    /// in text and attribute values, as a browser shows them; libxml2 knows HTML 4's names only and had left these as
    /// text. An escaped one (`&amp;check;`), a name HTML does not define and a bare `&` stay as written.
    @Test func html5NamedReferencesAreTheirCharacters() throws {
        let (xhtml, _) = try convert(
            "<table><tr><td>&check;</td><td>&lbrack;&NotEqualTilde;&nbsp;&copy;</td></tr></table>"
                + "<img src=a.png alt=\"Done &check;\"><p>&amp;check; &nosuch; a & b &#x2713; &lt;</p>")
        #expect(xhtml.contains("<td>\u{2713}</td><td>[\u{2242}\u{338}\u{A0}\u{A9}</td>"))
        #expect(xhtml.contains("alt=\"Done \u{2713}\""))
        #expect(xhtml.contains("<p>&amp;check; &amp;nosuch; a &amp; b \u{2713} &lt;</p>"))
        #expect(HTMLNamedReferences.numeric(Data("<p>&amp; &lt;x&gt; &quot;</p>".utf8)) == nil)
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
        #expect(
            notes.map(\.message) == [
                "<listing> is not an element EPUB 3 XHTML allows; kept as <div class=\"listing\">",
                "<font> is not an element EPUB 3 XHTML allows; kept as <span class=\"font\">",
                "attribute 'color' is obsolete in HTML; kept as style \"color: red\"",
            ])
    }

    /// An obsolete element keeps its look as a style (`<strike>` is struck through, `<center>` centred), and
    /// `<font size>` its size as CSS; a tool's own element of an old name (the Rust book's `<Listing>`) gets none.
    @Test func obsoleteElementsKeepTheirLook() throws {
        let (xhtml, _) = try convert(
            "<center><p>Price <strike>$10</strike> <font size=5>$5</font> <font size=+1>now</font> <tt>x</tt></p></center>"
        )
        #expect(xhtml.contains("<div class=\"center\" style=\"text-align: center\">"))
        #expect(xhtml.contains("<span class=\"strike\" style=\"text-decoration: line-through\">$10</span>"))
        #expect(xhtml.contains("<span style=\"font-size: x-large\" class=\"font\">$5</span>"))
        #expect(xhtml.contains("<span style=\"font-size: larger\" class=\"font\">now</span>"))
        #expect(xhtml.contains("<span class=\"tt\" style=\"font-family: monospace\">x</span>"))
    }

    @Test func mapsObsoleteAttributes() throws {
        let (xhtml, _) = try convert(
            "<table border=1 cellpadding=2 width=80><tr><td align=center valign=top>x</td></tr></table><a name=old>here</a>"
        )
        #expect(xhtml.contains("<table border=\"1\" data-cellpadding=\"2\" style=\"width: 80px\">"))
        #expect(xhtml.contains("<td style=\"text-align: center; vertical-align: top\">x</td>"))
        #expect(xhtml.contains("<a id=\"old\">here</a>"))
        // A decimal width (GitBook writes `140.33333333333331`) is pixels too; it had been left without a unit.
        let (cells, _) = try convert("<table><tr><th width=\"140.5\">a</th><td width=\"50%\">b</td></tr></table>")
        #expect(cells.contains("<th style=\"width: 140.5px\">a</th><td style=\"width: 50%\">b</td>"), "\(cells)")
    }

    /// The body of the converted document, without the wrapper.
    private func body(_ html: String) throws -> String {
        let (xhtml, _) = try convert(html)
        let start = xhtml.range(of: "<body>")!.upperBound, end = xhtml.range(of: "</body>")!.lowerBound
        return String(xhtml[start..<end])
    }

    @Test func voidElementsNeverHaveChildren() throws {
        #expect(
            try body("<video><source src=a.mp4><source src=b.webm><track src=c.vtt>text</video>")
                == "<video><source src=\"a.mp4\"/><source src=\"b.webm\"/><track src=\"c.vtt\"/>text</video>")
        #expect(
            try body("<picture><source srcset=a.png><img src=b.png alt=B></picture>")
                == "<picture><source srcset=\"a.png\"/><img src=\"b.png\" alt=\"B\"/></picture>")
        #expect(
            try body("<p>word<wbr>break and <embed src=x.svg>more</p>")
                == "<p>word<wbr/>break and <embed src=\"x.svg\"/>more</p>")
        #expect(try body("<p>key<keygen>after</p>") == "<p>key<span class=\"keygen\"/>after</p>")
    }

    @Test func restoresTheCaseOfSVGAndMathMLNames() throws {
        let (xhtml, notes) = try convert(
            "<svg viewBox='0 0 2 2' preserveAspectRatio=none><defs><linearGradient id=g gradientUnits='userSpaceOnUse'/>"
                + "<clipPath id='c'/></defs><foreignObject><p>HTML again</p></foreignObject><use xlink:href='#g'/></svg>"
                + "<math><mi definitionURL='urn:x'>x</mi></math>")
        #expect(
            xhtml.contains(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 2 2\" preserveAspectRatio=\"none\">"
                    + "<defs><linearGradient id=\"g\" gradientUnits=\"userSpaceOnUse\"/><clipPath id=\"c\"/></defs>"
                    + "<foreignObject><p xmlns=\"http://www.w3.org/1999/xhtml\">HTML again</p></foreignObject><use xlink:href=\"#g\"/></svg>"
                    + "<math xmlns=\"http://www.w3.org/1998/Math/MathML\"><mi definitionURL=\"urn:x\">x</mi></math>"))
        let tree = try XMLTree.parse(xml: Data(xhtml.utf8))
        #expect(
            tree.select(
                "//s:use/@x:href", namespaces: ["s": XMLTree.svgNamespace, "x": "http://www.w3.org/1999/xlink"]
            ).count == 1)
        #expect(notes.isEmpty)
    }

    @Test func unknownElementsFollowTheirContext() throws {
        let (xhtml, notes) = try convert(
            "<ul><Item>a</Item></ul><ol><Step>b</Step></ol><table><Row><Cell>c</Cell></Row></table>"
                + "<dl><Term>t</Term><Def>d</Def><X>e</X></dl><select><Choice>f</Choice></select>"
                + "<p>Word<o:p></o:p> <Note>n</Note></p><Listing>l</Listing><Listing>m</Listing>")
        #expect(
            xhtml.contains(
                "<ul><li class=\"item\">a</li></ul><ol><li class=\"step\">b</li></ol><table><tr class=\"row\"><td class=\"cell\">c</td></tr></table>"
                    + "<dl><dt class=\"term\">t</dt><dd class=\"def\">d</dd><dd class=\"x\">e</dd></dl><select><option class=\"choice\">f</option></select>"
                    + "<p>Word<span class=\"o-p\"/> <span class=\"note\">n</span></p><div class=\"listing\">l</div><div class=\"listing\">m</div>"
            ))
        #expect(
            notes.map(\.message).last
                == "<listing> is not an element EPUB 3 XHTML allows; kept as <div class=\"listing\">")
        #expect(notes.count == 11, "one note per element and replacement: \(notes.map(\.message))")
    }

    @Test func attributesEPUBDoesNotAllowBecomeDataAttributes() throws {
        let (xhtml, notes) = try convert(
            "<div markdown=1 id=a aria-label=x data-k=v onclick=\"f()\" epub:type=note>x</div>"
                + "<div markdown=1>y</div><ol reversed start=3 type=a><li value=2 Foo=1>z</li></ol>")
        #expect(
            xhtml.contains(
                "<div data-markdown=\"1\" id=\"a\" aria-label=\"x\" data-k=\"v\" onclick=\"f()\" epub:type=\"note\">x</div>"
                    + "<div data-markdown=\"1\">y</div><ol reversed=\"\" start=\"3\" type=\"a\"><li value=\"2\" data-foo=\"1\">z</li></ol>"
            ))
        #expect(
            notes.map(\.message) == [
                "attribute 'markdown' is not allowed on <div> in EPUB 3 XHTML; kept as data-markdown",
                "attribute 'foo' is not allowed on <li> in EPUB 3 XHTML; kept as data-foo",
            ])
    }

    @Test func headElementsAreCollectedOrReported() throws {
        let converted = XMLTree.xhtml(
            fromHTML: try XMLTree.parse(
                html: Data(
                    """
                    <title>T</title><style>p{}</style><meta charset=utf-8><meta name=viewport content=x>
                    <link rel=stylesheet href=a.css><script>1</script>
                    <p>x<?php echo 1 ?></p><style>q{}</style><base href=x>
                    """.utf8)))
        #expect(converted.head.title == "T")
        #expect(converted.head.styles.map(\.text) == ["p{}", "q{}"])
        #expect(converted.head.stylesheets.map(\.href) == ["a.css"])
        // A fixed-layout page's size; the template writes it again where the book is pre-paginated.
        #expect(converted.head.viewport == "x")
        #expect(
            converted.notes.map(\.message) == [
                "<script> in the <head> is not kept (the template writes each page's <head>); dropped",
                "processing instruction '<?php echo 1 ?>' is not HTML; kept as a comment",
                "<base href=\"x\"> is not kept (the template writes each page's <head>); dropped; links the book cannot resolve are resolved against it",
            ])
        #expect(String(decoding: converted.tree.serialized(), as: UTF8.self).contains("<p>x<!--?php echo 1 ?--></p>"))
    }

    @Test func anchorNamesBecomeIdsWhenTheyCan() throws {
        let (xhtml, notes) = try convert(
            "<a name=1st>a</a><a name=used>b</a><a name='two words'>c</a><a name=x id=x>d</a><p id=used>e</p><img src=i.png>"
        )
        #expect(
            xhtml.contains(
                "<a id=\"1st\">a</a><a data-name=\"used\">b</a><a data-name=\"two words\">c</a><a id=\"x\">d</a><p id=\"used\">e</p><img src=\"i.png\" alt=\"\"/>"
            ))
        #expect(
            notes.map(\.message) == [
                "attribute 'name' on <a> is obsolete in HTML; kept as id=\"1st\"",
                "attribute 'name' on <a> is obsolete in HTML; kept as data-name (the id is used elsewhere)",
                "attribute 'name' on <a> is obsolete in HTML; kept as data-name (not a valid id)",
                "attribute 'name' on <a> is obsolete in HTML; dropped, the id is the same",
            ], "an image without alt is given alt=\"\" silently: the build's accessibility audit warns of it, once")
    }

    @Test func alignPlacesImagesAndTables() throws {
        let (xhtml, _) = try convert(
            "<img src=a alt='' align=right><img src=b alt='' align=absmiddle><table align=center><tr><td>x</td></tr></table><p align=center>p</p>"
        )
        #expect(
            xhtml.contains(
                "<img src=\"a\" alt=\"\" style=\"float: right\"/><img src=\"b\" alt=\"\" style=\"vertical-align: middle\"/>"
            ))
        #expect(xhtml.contains("<table style=\"margin-left: auto; margin-right: auto\">"))
        #expect(xhtml.contains("<p style=\"text-align: center\">p</p>"))
    }

    @Test func givesInlineSVGAndMathMLTheirNamespaces() throws {
        let (xhtml, _) = try convert(
            "<p><svg width=1 height=1><rect width=1 height=1></rect></svg><math><mi>x</mi></math></p>")
        let tree = try XMLTree.parse(xml: Data(xhtml.utf8))
        #expect(tree.select("//s:svg/s:rect", namespaces: ["s": XMLTree.svgNamespace]).count == 1)
        #expect(tree.select("//m:math/m:mi", namespaces: ["m": XMLTree.mathMLNamespace]).count == 1)
    }

    /// MathML and SVG written with a prefix in an HTML file (DocBook XSL's EPUB 2 pages: `<mml:math
    /// xmlns:mml="…">`) stay a formula and a drawing; they had become spans. A prefix that stands for another
    /// namespace is not taken for MathML's.
    @Test func prefixedMathMLAndSVGKeepTheirNamespaces() throws {
        let (xhtml, notes) = try convert(
            "<p><mml:math xmlns:mml='http://www.w3.org/1998/Math/MathML'><mml:msup><mml:mi>x</mml:mi>"
                + "<mml:mn>2</mml:mn></mml:msup></mml:math> <m:math><m:mi>y</m:mi></m:math>"
                + " <svg:svg xmlns:svg='http://www.w3.org/2000/svg' width='1' height='1'><svg:rect width='1' height='1'/>"
                + "</svg:svg> <x:math xmlns:x='urn:other'>z</x:math></p>")
        let tree = try XMLTree.parse(xml: Data(xhtml.utf8))
        let namespaces = ["m": XMLTree.mathMLNamespace, "s": XMLTree.svgNamespace]
        #expect(tree.select("//m:math/m:msup/m:mn", namespaces: namespaces).map(\.textContent) == ["2"])
        #expect(tree.select("//m:math/m:mi", namespaces: namespaces).map(\.textContent) == ["y"])
        #expect(tree.select("//s:svg/s:rect", namespaces: namespaces).count == 1)
        #expect(xhtml.contains("<span class=\"x-math\">z</span>"))
        #expect(
            notes.map(\.message) == ["<x:math> is not an element EPUB 3 XHTML allows; kept as <span class=\"x-math\">"])
    }

    @Test func reportsTheFirstXMLErrorWithItsPosition() {
        #expect(throws: XMLParseError(message: "Opening and ending tag mismatch: b line 1 and p", line: 1, column: 15))
        {
            _ = try XMLTree.parse(xml: Data("<p><b>bold</p>".utf8))
        }
    }

    /// Declared entities are refused outright: external ones could read files (XXE),
    /// internal ones could expand without bound (billion laughs).
    @Test func readsHTMLEntitiesWhenTheDoctypeIsHTML() throws {
        let xhtml = """
            <?xml version="1.0"?>
            <!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">
            <html xmlns="http://www.w3.org/1999/xhtml"><body><p title="a&nbsp;b">&mu;&mdash;&amp;<!-- &nbsp; --><![CDATA[&nbsp;]]></p></body></html>
            """
        let tree = try XMLTree.parse(xml: Data(xhtml.utf8))
        #expect(tree.select("//@title").first?.textContent == "a\u{A0}b")
        #expect(
            String(decoding: tree.serialized(), as: UTF8.self).contains(
                "<p title=\"a\u{A0}b\">\u{3BC}\u{2014}&amp;<!-- &nbsp; -->&amp;nbsp;</p>"))
        #expect(throws: XMLParseError(message: "undefined entity '&foo;'", line: 3, column: 70, kind: .undefinedEntity))
        {
            _ = try XMLTree.parse(xml: Data(xhtml.replacingOccurrences(of: "&mu;", with: "&foo;").utf8))
        }
        // HTML5's names are read too, one that stands for two code points as both.
        let html5 = try XMLTree.parse(
            xml: Data(xhtml.replacingOccurrences(of: "&mu;", with: "&check;&NotEqualTilde;").utf8))
        #expect(html5.select("//*[local-name()='p']").first?.textContent == "\u{2713}\u{2242}\u{338}\u{2014}&&nbsp;")
        // Without an HTML DOCTYPE the entity is undeclared, as XML says.
        #expect(throws: XMLParseError.self) {
            _ = try XMLTree.parse(xml: Data("<p>&nbsp;</p>".utf8))
        }
    }

    /// Entities a document declares with plain text are expanded (EPUB 2 books define `&D;`);
    /// external and parameter entities, loops and blow-ups are refused.
    @Test func expandsPlainDeclaredEntitiesAndRefusesTheRest() throws {
        let hostile = """
            <?xml version="1.0"?>
            <!DOCTYPE p [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <p>&secret;</p>
            """
        #expect(
            throws: XMLParseError(
                message:
                    "its DOCTYPE declares the external entity '&secret;' (file:///etc/passwd), which is never fetched",
                line: 1, column: 1, kind: .declaredEntities)
        ) {
            _ = try XMLTree.parse(xml: Data(hostile.utf8))
        }
        let parameter = "<!DOCTYPE p [<!ENTITY % p \"x\">]>\n<p>a</p>"
        #expect(throws: XMLParseError.self) { _ = try XMLTree.parse(xml: Data(parameter.utf8)) }
        let laughs =
            "<!DOCTYPE p [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">"
            + "<!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\"><!ENTITY d \"&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;\">"
            + "<!ENTITY e \"&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;\"><!ENTITY f \"&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;\">]>\n<p>&f;&f;&f;&f;</p>"
        #expect(throws: XMLParseError.self) { _ = try XMLTree.parse(xml: Data(laughs.utf8)) }
        let plain =
            "<!DOCTYPE html [<!ENTITY D \"&#x2014;\"><!ENTITY lol \"lol\">]>\n<html><p>&lol;&D;&nbsp;</p></html>"
        let tree = try XMLTree.parse(xml: Data(plain.utf8))
        #expect(tree.root?.textContent == "lol\u{2014}\u{A0}", "declared and HTML entities both read as their text")
        #expect(!String(decoding: tree.serialized(), as: UTF8.self).contains("ENTITY"), "no declaration is kept")
    }
}
