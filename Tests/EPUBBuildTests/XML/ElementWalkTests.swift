import Foundation
import Testing
import XMLTree

/// The depth-first element walk behind `descendants` and the one-pass page scans.
@Suite struct ElementWalkTests {
    private let xml = "<a>text<b><c/>tail<d><e/></d></b><!-- note --><f/>end</a>"

    @Test func visitsEveryElementInDocumentOrder() throws {
        let tree = try XMLTree.parse(xml: Data(xml.utf8), url: "walk.xml")
        var names: [String] = []
        tree.forEachElement { names.append($0.name) }
        #expect(names == ["a", "b", "c", "d", "e", "f"])
    }

    @Test func namesAreComparedWithoutMakingStrings() throws {
        let tree = try XMLTree.parse(xml: Data("<pre><code/><codex/><cod/></pre>".utf8), url: "names.xml")
        let children = try #require(tree.root).elementChildren
        #expect(tree.root?.hasName("pre") == true)
        #expect(children.map { $0.hasName("code") } == [true, false, false])
        #expect(children[1].hasName("codex") && !children[1].hasName("cod"))
    }

    @Test func descendantsStopAtTheSubtree() throws {
        let tree = try XMLTree.parse(xml: Data(xml.utf8), url: "walk.xml")
        let b = try #require(tree.root?.elementChildren.first)
        #expect(b.descendants.map(\.name) == ["c", "d", "e"], "not f, b's following sibling")
        #expect(try #require(b.elementChildren.first).descendants.isEmpty)
    }

    @Test func theFirstMatchEndsTheWalk() throws {
        let tree = try XMLTree.parse(xml: Data(xml.utf8), url: "walk.xml")
        var visited: [String] = []
        let found = tree.root?.firstDescendant { element in
            visited.append(element.name)
            return element.hasName("d")
        }
        #expect(found?.name == "d")
        #expect(visited == ["b", "c", "d"], "e and f are never visited")
        #expect(tree.root?.firstDescendant { $0.hasName("z") } == nil)
    }

    @Test func headingsAreXHTMLsSixOnly() throws {
        let page = """
            <body xmlns="http://www.w3.org/1999/xhtml"><h1/><h6/><h7/><h10/><h/><hr/><p/>\
            <svg xmlns="http://www.w3.org/2000/svg"><h2/></svg><h3 xmlns=""/></body>
            """
        let tree = try XMLTree.parse(xml: Data(page.utf8), url: "headings.xml")
        var headings: [String] = []
        tree.root?.forEachDescendant { if $0.isXHTMLHeading { headings.append($0.name) } }
        #expect(headings == ["h1", "h6"], "not h7, h10, h, hr, SVG's h2 or an h3 outside XHTML")
    }
}
