import Foundation
import SyntaxHighlight
import Testing
import XMLTree

@testable import EPUBBuild

/// Spans written into a rendered page's code blocks, by byte ranges.
@Suite struct CodeSpanWriterTests {
    private let goLine = "x := \"é\" // hi"

    private func page(_ body: String) throws -> XMLTree {
        try XMLTree.parse(
            xml: Data("<html xmlns=\"http://www.w3.org/1999/xhtml\"><body>\(body)</body></html>".utf8),
            url: "page.xhtml")
    }

    private func written(_ spans: [HighlightSpan]) throws -> String {
        let tree = try page(
            "<pre><code class=\"language-go\">\(goLine)</code></pre><p><code class=\"language-go\">func</code></p>")
        var code: [XMLNode] = []
        tree.forEachElement { if $0.name == "code" { code.append($0) } }
        CodeSpanWriter.apply(to: code, known: [CodeHighlighting.CodeBlock(language: .code(.go), text: goLine): spans])
        return String(decoding: tree.serialized(), as: UTF8.self)
    }

    /// "é" is two bytes: the string is bytes 5..<9, the comment 10..<15.
    @Test func spansWrapTheirBytesAndTheTextStaysTheSame() throws {
        let xhtml = try written([
            HighlightSpan(range: 5..<9, kind: .string), HighlightSpan(range: 10..<15, kind: .comment),
        ])
        #expect(
            xhtml.contains(
                "<pre><code class=\"language-go\">x := <span class=\"hl-string\">\"é\"</span> <span class=\"hl-comment\">// hi</span></code></pre>"
            ))
        #expect(xhtml.contains("<p><code class=\"language-go\">func</code></p>"), "code in a sentence is not a block")
    }

    /// Spans made from other text (a range past this text's end) are not written at all.
    @Test func spansPastTheTextLeaveItPlain() throws {
        let xhtml = try written([
            HighlightSpan(range: 0..<1, kind: .keyword), HighlightSpan(range: 10..<40, kind: .comment),
        ])
        #expect(xhtml.contains("<pre><code class=\"language-go\">\(goLine)</code></pre>"))
        #expect(!xhtml.contains("hl-"))
    }
}
