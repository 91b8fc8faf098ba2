import SyntaxHighlight
import XMLTree

/// Static syntax highlighting (`highlight:`): each `<pre><code>` whose class
/// names a language a grammar reads (`language-go`, cmark-gfm's form of
/// ```` ```go ````) gets its runs wrapped in `<span class="hl-keyword">` …,
/// which Templates/highlight.css colours; nothing is scripted. A block already
/// marked up (an unpacked EPUB's, an author's HTML) is left as it is.
///
/// Ingest collects each chapter's code blocks; HighlightedCode colours them
/// on a thread of its own while Resolve runs; the spans are written in
/// Transform, after the template and just before the page is serialised, so
/// that Resolve and the templates do not walk thousands of extra elements (on
/// learn-go-with-tests, writing them in Ingest doubled both stages' time).
enum CodeHighlighting {
    /// Code larger than this stays plain: a listing that long is data, and parsing it would cost more than it shows.
    static let largestBlock = 512 * 1024

    /// A code block to colour: what its class says it holds, and its text.
    /// Two blocks are the same only byte for byte: spans are byte ranges, and
    /// Swift's `==` on strings takes an NFD "é" for an NFC one.
    struct CodeBlock: Hashable, Sendable {
        let language: BlockLanguage
        let text: String

        static func == (a: CodeBlock, b: CodeBlock) -> Bool {
            a.language == b.language && a.text.utf8.elementsEqual(b.text.utf8)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(language)
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    /// The code blocks under `root` that get highlighted, in document order.
    static func codeBlocks(in root: XMLNode) -> [CodeBlock] {
        var blocks: [CodeBlock] = []
        root.forEachDescendant { if let block = codeBlock($0) { blocks.append(block) } }
        return blocks
    }

    /// A `pre > code` that holds only its text, in a language a grammar reads.
    private static func codeBlock(_ code: XMLNode) -> CodeBlock? {
        guard code.name == "code", code.parent?.name == "pre",
              let language = BlockLanguage(classAttribute: code.attribute("class")),
              code.children.allSatisfy({ $0.kind == .text }) else { return nil }
        let text = code.textContent
        guard !text.isEmpty, text.utf8.count <= largestBlock else { return nil }
        return CodeBlock(language: language, text: text)
    }

    /// The classed runs of a block's text.
    static func spans(of block: CodeBlock, using highlighter: SyntaxHighlighter) -> [HighlightSpan] {
        switch block.language {
        // ```` ```bash ```` over `$ go test` and what it printed is a session too, whatever the fence says.
        case .consoleSession, .code(.bash) where ConsoleSession.startsWithPrompt(block.text):
            ConsoleSession(block.text).spans(using: highlighter)
        case .code(let grammar):
            (try? highlighter.spans(of: block.text, in: grammar)) ?? []
        }
    }

    /// Highlights the code blocks among `elements`, with the spans made
    /// beforehand where `known` has them. A template may have changed a
    /// chapter's code or added some; only pages whose chapter had code at
    /// Ingest are looked at (the book links highlight.css by those).
    static func apply(to elements: [XMLNode], known: [CodeBlock: [HighlightSpan]]) {
        var highlighter: SyntaxHighlighter?
        for code in elements {
            guard let block = codeBlock(code) else { continue }
            let spans = known[block] ?? {
                if highlighter == nil { highlighter = SyntaxHighlighter() }
                return Self.spans(of: block, using: highlighter!)
            }()
            if !spans.isEmpty { write(block.text, spans: spans, into: code) }
        }
    }

    /// Replaces the code's text by the same text, its runs in classed spans.
    private static func write(_ text: String, spans: [HighlightSpan], into code: XMLNode) {
        var text = text
        text.withUTF8 { bytes in
            // Spans are made from this very text (CodeBlock compares bytes); a range past its end would read outside it.
            guard spans.allSatisfy({ $0.range.upperBound <= bytes.count }) else { return }
            for child in code.children { child.remove() }
            var position = 0
            for span in spans {
                if span.range.lowerBound > position { code.appendText(utf8: UnsafeBufferPointer(rebasing: bytes[position..<span.range.lowerBound])) }
                code.appendElement("span", utf8Text: UnsafeBufferPointer(rebasing: bytes[span.range])).setAttribute("class", span.kind.className)
                position = span.range.upperBound
            }
            if position < bytes.count { code.appendText(utf8: UnsafeBufferPointer(rebasing: bytes[position...])) }
        }
    }

    /// What a code block's class says it holds.
    enum BlockLanguage: Hashable, Sendable {
        case code(CodeLanguage)
        /// Commands after prompts, and what they printed.
        case consoleSession

        /// From the language word of the class (see CodeInfo). `text`, and a
        /// language no grammar reads, give nil: plain code.
        init?(classAttribute: String?) {
            guard let word = CodeInfo(classAttribute: classAttribute)?.language.lowercased() else { return nil }
            if ["console", "shell-session", "sh-session", "bash-session", "shellsession", "terminal"].contains(word) {
                self = .consoleSession
            } else if let language = CodeLanguage(infoWord: word) {
                self = .code(language)
            } else {
                return nil
            }
        }
    }
}
