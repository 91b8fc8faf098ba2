import Foundation
import Testing
import XMLTree

/// `XMLTree.fill(placeholdersNamed:withChildrenOf:)`: a page's content put
/// where a template wrote `<?epubbuild-content?>`, with the namespaces the
/// page already declares reused, as XSLT's copy-of reuses them.
@Suite struct PlaceholderTests {
    private let page = """
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">\
        <body><section><?epubbuild-content?></section></body></html>
        """
    /// A template's input: the content copied into a document of its own, under an element in no namespace.
    private let input = """
        <page><content><p xmlns="http://www.w3.org/1999/xhtml" epub:type="x" \
        xmlns:epub="http://www.idpf.org/2007/ops">One <em>two</em></p>tail\
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">\
        <use xlink:href="#a"/></svg><!-- note --></content></page>
        """

    private func text(_ tree: XMLTree) -> String {
        String(decoding: tree.serialized(), as: UTF8.self).replacingOccurrences(
            of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "")
    }

    @Test func theContentMovesToThePlaceholderInThePagesNamespaces() throws {
        let result = try XMLTree.parse(xml: Data(page.utf8))
        let source = try XMLTree.parse(xml: Data(input.utf8))
        let content = try #require(source.select("/page/content").first)
        #expect(result.fill(placeholdersNamed: "epubbuild-content", withChildrenOf: content) == 1)
        #expect(
            text(result) == """
                <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">\
                <body><section><p epub:type="x">One <em>two</em></p>tail\
                <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">\
                <use xlink:href="#a"/></svg><!-- note --></section></body></html>

                """)
        #expect(content.children.isEmpty, "moved, not copied")
        #expect(result.select("//h:em", namespaces: ["h": XMLTree.xhtmlNamespace]).map(\.textContent) == ["two"])
    }

    @Test func everyPlaceholderButTheLastGetsACopy() throws {
        let twice = page.replacingOccurrences(of: "<section>", with: "<section><?epubbuild-content?><hr/>")
        let result = try XMLTree.parse(xml: Data(twice.utf8))
        let source = try XMLTree.parse(
            xml: Data("<page><content>a<b xmlns=\"\(XMLTree.xhtmlNamespace)\"/></content></page>".utf8))
        #expect(
            result.fill(placeholdersNamed: "epubbuild-content", withChildrenOf: source.root?.elementChildren.first) == 2
        )
        #expect(text(result).contains("<section>a<b/><hr/>a<b/></section>"))
    }

    @Test func withoutContentThePlaceholderGoesAndOthersStay() throws {
        let result = try XMLTree.parse(
            xml: Data(page.replacingOccurrences(of: "</section>", with: "<?other?></section>").utf8))
        #expect(result.fill(placeholdersNamed: "epubbuild-content", withChildrenOf: nil) == 1)
        #expect(text(result).contains("<section><?other?></section>"))
        #expect(result.fill(placeholdersNamed: "epubbuild-content", withChildrenOf: nil) == 0)
    }
}
