import Foundation
import Glibc
import Testing
import XMLTree

/// `XMLNode` values may outlive the node's place in the tree: removing or
/// replacing a node must leave every copy of it safe to use. glibc's
/// M_PERTURB fills freed memory with a pattern, so a use after free reads
/// garbage (and usually crashes) instead of stale but plausible data.
@Suite(.serialized) struct XMLNodeOwnershipTests {
    /// glibc's mallopt(M_PERTURB, byte), the run-time form of MALLOC_PERTURB_
    /// (malloc.h, which Swift's Glibc module does not import).
    private static let mallopt: (@convention(c) (Int32, Int32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    }()
    private static let perturb: Int32 = -6  // M_PERTURB

    private func withPerturbedMalloc(_ body: () throws -> Void) rethrows {
        #expect(Self.mallopt != nil, "glibc's mallopt is there to perturb freed memory")
        _ = Self.mallopt?(Self.perturb, 165)
        defer { _ = Self.mallopt?(Self.perturb, 0) }
        try body()
    }

    private func tree(_ xml: String) throws -> XMLTree { try XMLTree.parse(xml: Data(xml.utf8)) }
    private func text(_ tree: XMLTree) -> String {
        String(decoding: tree.serialized(), as: UTF8.self).replacingOccurrences(
            of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "")
    }

    @Test func aRemovedNodeStaysUsable() throws {
        try withPerturbedMalloc {
            let document = try tree("<r><a x=\"1\">t<b/>u</a><c/></r>")
            let a = document.select("//a")[0]
            let copy = a
            a.remove()
            #expect(text(document) == "<r><c/></r>\n")
            #expect(copy.name == "a")
            #expect(copy.textContent == "tu")
            #expect(copy.attributes.map(\.value) == ["1"])
            #expect(copy.children.map(\.name) == ["text", "b", "text"])
            #expect(copy.parent == nil)
            copy.remove()  // a second removal does nothing
            copy.children[1].remove()
            #expect(copy.textContent == "tu")
            #expect(text(document) == "<r><c/></r>\n")
        }
    }

    @Test func removingAParentThenItsChildAndTheReverse() throws {
        try withPerturbedMalloc {
            let document = try tree("<r><a><b><c/></b></a><d><e/></d></r>")
            let (a, b, c) = (document.select("//a")[0], document.select("//b")[0], document.select("//c")[0])
            a.remove()
            b.remove()
            c.remove()
            #expect(a.children.isEmpty && b.children.isEmpty && c.name == "c")
            let (d, e) = (document.select("//d")[0], document.select("//e")[0])
            e.remove()
            d.remove()
            #expect(d.children.isEmpty && e.parent == nil)
            #expect(text(document) == "<r/>\n")
        }
    }

    @Test func aReplacedNodeStaysUsableAndCanBeReplacedAgain() throws {
        try withPerturbedMalloc {
            let document = try tree("<r><video src=\"v\">one<source/>two</video></r>")
            let video = document.select("//video")[0]
            let link = video.replace(withElement: "a")
            #expect(text(document) == "<r><a>one<source/>two</a></r>\n")
            #expect(video.name == "video" && video.children.isEmpty && video.parent == nil)
            #expect(video.attribute("src") == "v")
            let again = video.replace(withElement: "b")  // detached in, detached out
            #expect(again.parent == nil)
            again.appendText("x")
            #expect(text(document) == "<r><a>one<source/>two</a></r>\n")
            #expect(link.parent?.name == "r")
        }
    }

    /// The order Resolve used on `<audio><source><source>`, where libxml2 had
    /// nested the second source in the first: replace the outer element,
    /// empty the link, then replace the (already removed) inner one.
    @Test func replacingAnElementAfterItsAncestorWasReplacedAndEmptied() throws {
        try withPerturbedMalloc {
            let document = try tree("<p><audio><source src=\"c\"><source src=\"d\"/></source></audio></p>")
            let pending = [document.select("//audio")[0], document.select("//source")[0]]
            for element in pending {
                let link = element.replace(withElement: "a")
                for child in link.children { child.remove() }
                link.setAttribute("href", element.attribute("src") ?? "x")
                link.appendText("label")
            }
            #expect(text(document) == "<p><a href=\"x\">label</a></p>\n")
        }
    }

    /// libxml2 merges adjacent text nodes when it adds one next to another,
    /// freeing one of them; replacing must move children without that.
    @Test func replaceKeepsAdjacentTextNodesThatHandlesHold() throws {
        try withPerturbedMalloc {
            let document = try tree("<r><p>a<b/>c</p></r>")
            let p = document.select("//p")[0]
            document.select("//b")[0].remove()
            let texts = p.children
            #expect(texts.map(\.textContent) == ["a", "c"])
            let q = p.replace(withElement: "q")
            #expect(texts.map(\.textContent) == ["a", "c"])
            #expect(texts.allSatisfy { $0.parent?.isSame(as: q) == true })
            q.appendText("d")
            #expect(text(document) == "<r><q>acd</q></r>\n")
        }
    }

    @Test func aRemovedAttributeThatAHandleHoldsStaysReadable() throws {
        try withPerturbedMalloc {
            let document = try tree("<r><a id=\"x\" class=\"y\"/></r>")
            let id = document.select("//@id")[0]
            let a = document.select("//a")[0]
            a.removeAttribute("id")
            a.setAttribute("class", "z")
            #expect(id.textContent == "x" && id.name == "id")
            #expect(id.parent == nil)
            a.appendCopy(of: document.select("//@class")[0])  // an attribute copy sets the attribute
            #expect(text(document) == "<r><a class=\"z\"/></r>\n")
        }
    }

    @Test func selectReturnsOnlyNodesOfTheTree() throws {
        let document = try tree("<r xmlns:x=\"urn:x\"><x:a/></r>")
        #expect(document.select("//namespace::*").isEmpty, "libxml2 frees namespace nodes with the XPath result")
        #expect(document.select("/").isEmpty)
        #expect(document.select("//*").map(\.name) == ["r", "a"])
    }

    @Test func manyTreesWithRemovalsAreFreedWithoutTrouble() throws {
        try withPerturbedMalloc {
            for _ in 0..<200 {
                let document = try tree("<r><a><b/></a><c x=\"1\"/></r>")
                let a = document.select("//a")[0]
                _ = a.replace(withElement: "z")
                a.remove()
                document.select("//c")[0].removeAttribute("x")
                #expect(text(document) == "<r><z><b/></z><c/></r>\n")
            }
        }
    }
}
