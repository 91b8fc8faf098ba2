import SyntaxHighlight
import XMLTree

/// Writes highlighted code's spans into the pages, in Transform: after the
/// template and just before each page is serialised, so that Resolve and the
/// templates never walk the thousands of extra elements (on
/// learn-go-with-tests, writing them in Ingest doubled both stages' time).
enum CodeSpanWriter {
    /// Highlights the code blocks among `elements`, with the spans made
    /// beforehand where `known` has them. A template may have changed a
    /// chapter's code or added some; only pages whose chapter had code at
    /// Ingest are looked at (the book links highlight.css by those).
    static func apply(to elements: [XMLNode], known: [CodeHighlighting.CodeBlock: [HighlightSpan]]) {
        var highlighter: SyntaxHighlighter?
        for code in elements {
            guard let block = CodeHighlighting.codeBlock(code) else { continue }
            let spans =
                known[block]
                ?? {
                    if highlighter == nil { highlighter = SyntaxHighlighter() }
                    return CodeHighlighting.spans(of: block, using: highlighter!)
                }()
            if !spans.isEmpty { write(block.text, spans: spans, into: code) }
        }
    }

    /// Replaces the code's text by the same text, its runs in classed spans.
    private static func write(_ text: String, spans: [HighlightSpan], into code: XMLNode) {
        var text = text
        text.withUTF8 { bytes in
            // Spans are made from this very text (CodeHighlighting.CodeBlock compares bytes); a range past its end
            // would read outside it.
            guard spans.allSatisfy({ $0.range.upperBound <= bytes.count }) else { return }
            for child in code.children { child.remove() }
            var position = 0
            for span in spans {
                if span.range.lowerBound > position {
                    code.appendText(utf8: UnsafeBufferPointer(rebasing: bytes[position..<span.range.lowerBound]))
                }
                code.appendElement(
                    "span", attribute: "class", value: span.kind.className,
                    utf8Text: UnsafeBufferPointer(rebasing: bytes[span.range]))
                position = span.range.upperBound
            }
            if position < bytes.count { code.appendText(utf8: UnsafeBufferPointer(rebasing: bytes[position...])) }
        }
    }
}
