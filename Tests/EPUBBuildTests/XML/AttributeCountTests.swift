import Foundation
import Testing
import XMLTree

/// An element of a huge number of attributes is refused before libxml2 reads it: libxml2 2.9 reads them in
/// quadratic time (200 000 on one element, in a 463 KB EPUB, took minutes for info, unpack and build alike).
@Suite struct AttributeCountTests {
    private func document(attributes count: Int) -> Data {
        let attributes = (0..<count).map { "a\($0)=\"\"" }.joined(separator: " ")
        return Data(
            "<?xml version=\"1.0\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><body>\n<p \(attributes)/></body></html>"
                .utf8)
    }

    @Test func anElementOfTooManyAttributesIsRefusedAtOnce() throws {
        let start = Date()
        let data = document(attributes: 200_000)
        #expect {
            try XMLTree.parse(xml: data)
        } throws: { error in
            let error = error as? XMLParseError
            return error?.kind == .tooManyAttributes && error?.line == 3
        }
        #expect(throws: XMLParseError.self) { try XMLTree.parse(html: data) }
        #expect(!XMLTree.isWellFormed(xml: data))
        #expect(Date().timeIntervalSince(start) < 5, "refused before the quadratic parse")
    }

    @Test func attributesInsideValuesCommentsAndManyElementsAreNotCounted() throws {
        // Ten thousand elements of a few attributes, and `=` in values and comments: an ordinary large document.
        let paragraphs = (0..<10_000).map { "<p class=\"a=b\" id=\"p\($0)\">x = y</p><!-- a=b c=d -->" }.joined()
        let data = Data("<html xmlns=\"http://www.w3.org/1999/xhtml\"><body>\(paragraphs)</body></html>".utf8)
        #expect(try XMLTree.parse(xml: data).root != nil)
        #expect(try XMLTree.parse(xml: document(attributes: 500)).root != nil)
    }
}
