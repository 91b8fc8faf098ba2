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
}
