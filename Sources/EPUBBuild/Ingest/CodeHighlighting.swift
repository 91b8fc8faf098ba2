import SyntaxHighlight
import XMLTree

/// Static syntax highlighting (`highlight:`): each `<pre><code>` whose class
/// names a language a grammar reads (`language-go`, cmark-gfm's form of
/// ```` ```go ````) gets its runs wrapped in `<span class="hl-keyword">` …,
/// which Templates/highlight.css colours; nothing is scripted. A block already
/// marked up (an unpacked EPUB's, an author's HTML) is left as it is.
///
/// Ingest only notes that a chapter has such code; the spans are made in
/// Transform, after the template and just before the page is written, so that
/// Resolve and the templates do not walk thousands of extra elements (on
/// learn-go-with-tests, doing it in Ingest doubled both stages' time).
/// Computing the spans on other threads from Ingest on, to use the core
/// Resolve leaves idle, was tried and measured: it only slowed Ingest by as
/// much as it saved in Transform.
enum CodeHighlighting {
    /// Code larger than this stays plain: a listing that long is data, and parsing it would cost more than it shows.
    static let largestBlock = 512 * 1024

    /// Whether any code block under `root` would be highlighted.
    static func hasCode(in root: XMLNode) -> Bool {
        root.descendants.contains { language(of: $0) != nil }
    }

    /// The language of a `pre > code` that holds only its text, in a language a grammar reads.
    private static func language(of code: XMLNode) -> BlockLanguage? {
        guard code.name == "code", code.parent?.name == "pre",
              let language = BlockLanguage(classAttribute: code.attribute("class")),
              code.children.allSatisfy({ $0.kind == .text }) else { return nil }
        return language
    }

    /// Highlights the code blocks under `root`.
    static func apply(to root: XMLNode) {
        var highlighter: SyntaxHighlighter?
        for code in root.descendants {
            guard let language = language(of: code) else { continue }
            let text = code.textContent
            guard !text.isEmpty, text.utf8.count <= largestBlock else { continue }
            if highlighter == nil { highlighter = SyntaxHighlighter() }
            let spans: [HighlightSpan]
            switch language {
            case .code(.bash) where ConsoleSession.startsWithPrompt(text):
                // ```` ```bash ```` over `$ go test` and what it printed: a session, whatever the fence says.
                spans = ConsoleSession(text).spans(using: highlighter!)
            case .code(let grammar):
                spans = (try? highlighter!.spans(of: text, in: grammar)) ?? []
            case .consoleSession:
                spans = ConsoleSession(text).spans(using: highlighter!)
            }
            if !spans.isEmpty { write(text, spans: spans, into: code) }
        }
    }

    /// Replaces the code's text by the same text, its runs in classed spans.
    private static func write(_ text: String, spans: [HighlightSpan], into code: XMLNode) {
        var text = text
        text.withUTF8 { bytes in
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
    enum BlockLanguage: Equatable {
        case code(CodeLanguage)
        /// Commands after prompts, and what they printed.
        case consoleSession

        /// From `language-rust,ignore` (mdBook's attributes after a comma),
        /// `language-{.python}` (pandoc's braces), or an HTML author's `lang-go`.
        /// `text`, and a language no grammar reads, give nil: plain code.
        init?(classAttribute: String?) {
            guard let classes = classAttribute?.split(separator: " "),
                  let named = classes.first(where: { $0.hasPrefix("language-") || $0.hasPrefix("lang-") }) else { return nil }
            let word = named.drop { $0 != "-" }.dropFirst()
                .drop { $0 == "{" || $0 == "." }
                .prefix { $0 != "," && $0 != "}" && $0 != "{" }
                .lowercased()
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
