import SyntaxHighlight
import XMLTree

/// Static syntax highlighting (`highlight:`): each `<pre><code>` whose class
/// names a language a grammar reads (`language-go`, cmark-gfm's form of
/// ```` ```go ````) gets its runs wrapped in `<span class="hl-keyword">` …,
/// which Templates/highlight.css colours; nothing is scripted. A block already
/// marked up (an unpacked EPUB's, an author's HTML) is left as it is.
///
/// Ingest collects each chapter's code blocks (here); HighlightedCode colours
/// them, on a thread of its own while Resolve runs; CodeSpanWriter writes the
/// spans in Transform.
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
            guard a.language == b.language, a.text.utf8.count == b.text.utf8.count else { return false }
            var first = a.text, second = b.text
            return first.withUTF8 { one in second.withUTF8 { one.elementsEqual($0) } }
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
    static func codeBlock(_ code: XMLNode) -> CodeBlock? {
        guard isBlockCode(code),
            let language = BlockLanguage(classAttribute: code.attribute("class")),
            code.children.allSatisfy({ $0.kind == .text })
        else { return nil }
        let text = code.textContent
        guard !text.isEmpty, text.utf8.count <= largestBlock else { return nil }
        return CodeBlock(language: language, text: text)
    }

    /// A `code` element right inside a `pre`: a code block, not code in a sentence.
    static func isBlockCode(_ element: XMLNode) -> Bool {
        element.hasName("code") && element.parent?.hasName("pre") == true
    }

    /// The classed runs of a block's text.
    static func spans(of block: CodeBlock, using highlighter: SyntaxHighlighter) -> [HighlightSpan] {
        switch block.language {
        case .consoleSession:
            ConsoleSession(block.text).spans(using: highlighter)
        // ```` ```bash ```` over `$ go test` and what it printed is a session too, whatever the fence says.
        case .code(.bash) where ConsoleSession.startsWithPrompt(block.text):
            ConsoleSession(block.text).spans(using: highlighter)
        case .code(let grammar):
            (try? highlighter.spans(of: block.text, in: grammar)) ?? []
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
