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

    @Test func descendantsStopAtTheSubtree() throws {
        let tree = try XMLTree.parse(xml: Data(xml.utf8), url: "walk.xml")
        let b = try #require(tree.root?.elementChildren.first)
        #expect(b.descendants.map(\.name) == ["c", "d", "e"], "not f, b's following sibling")
        #expect(try #require(b.elementChildren.first).descendants.isEmpty)
    }
}
