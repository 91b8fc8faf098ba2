import EPUBSupport
import XMLTree

/// mdBook's hidden code lines (guide, format/mdbook.md "Hiding code lines"):
/// in a Rust code block a line starting with `# ` (or only `#`) is hidden,
/// as rustdoc does, and `##` stands for a literal `#`; a book may give other
/// languages a prefix (`[output.html.code.hidelines] python = "~"`), and a
/// block its own (```` ```python,hidelines=!!! ````). mdBook hides such lines
/// until the reader asks; a page of an EPUB cannot ask, so they are removed.
enum HiddenCodeLines {
    static func apply(to body: XMLNode, prefixes: [String: String]) {
        for code in body.descendants where CodeHighlighting.isBlockCode(code) {
            guard let info = CodeInfo(classAttribute: code.attribute("class")) else { continue }
            defer { separateAttributes(of: code, info) }
            let language = String(info.language)
            let own = info.attributes.first { $0.hasPrefix("hidelines=") }.map {
                String($0.dropFirst("hidelines=".count))
            }
            let rule: Rule
            if let prefix = own ?? prefixes[language], !prefix.isEmpty {
                rule = .prefix(prefix)
            } else if language == "rust" {
                rule = .rustdoc
            } else {
                continue
            }
            let text = code.textContent
            let shown = rule.visibleLines(of: text)
            if shown != text { code.setText(shown) }
        }
    }

    /// `language-rust,ignore,does_not_compile` (cmark-gfm keeps the info string's first word whole) made
    /// `language-rust ignore does_not_compile`, as mdBook writes it: the attributes are classes of their own, which
    /// a stylesheet may style (the Rust book's `.does_not_compile`), and `rust, ignore` leaves no `language-rust,`.
    private static func separateAttributes(of code: XMLNode, _ info: CodeInfo) {
        guard let classes = code.attribute("class"), classes.contains(",") else { return }
        let kept = classes.split(separator: " ").filter { !$0.hasPrefix("language-") && !$0.hasPrefix("lang-") }
        let written = ["language-" + info.language] + info.attributes.filter { !$0.isEmpty } + kept
        code.setAttribute("class", written.joined(separator: " "))
    }

    enum Rule {
        /// rustdoc's: `# ` or a lone `#` hides, `##` escapes.
        case rustdoc
        /// Any line whose text (after its indentation) starts with the prefix.
        case prefix(String)

        func visibleLines(of text: String) -> String {
            // A block without the marker's bytes anywhere keeps every line as it is: one byte search settles most.
            switch self {
            case .rustdoc: guard ByteSearch.contains("#", in: text) else { return text }
            case .prefix(let prefix): guard ByteSearch.contains(prefix, in: text) else { return text }
            }
            // Lines split and compared in UTF-8 bytes: every mark is ASCII, and comparing by Character
            // cost a fiftieth of comprehensive-rust's build. A line ends at "\n" (a "\r" before it stays on the line).
            let marker = Array(prefixBytes)
            var kept: [ArraySlice<UInt8>] = []
            for line in Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
                let rest = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                if rest.starts(with: marker) && hides(rest) { continue }
                // rustdoc's `##` stands for a literal `#`: one `#` goes.
                let escaped = isRustdoc && rest.starts(with: "##".utf8)
                kept.append(escaped ? ArraySlice(line[..<rest.startIndex] + rest.dropFirst()) : line)
            }
            return String(decoding: Array(kept.joined(separator: [UInt8(ascii: "\n")])), as: UTF8.self)
        }

        private var isRustdoc: Bool {
            if case .rustdoc = self { return true }
            return false
        }

        private var prefixBytes: String.UTF8View {
            switch self {
            case .rustdoc: return "#".utf8
            case .prefix(let prefix): return prefix.utf8
            }
        }

        /// Whether a line whose text (after its indentation) starts with the marker is hidden.
        private func hides(_ rest: ArraySlice<UInt8>) -> Bool {
            switch self {
            case .rustdoc:
                // `#` alone, or followed by a space or a tab.
                return rest.count == 1 || rest.dropFirst().first == UInt8(ascii: " ")
                    || rest.dropFirst().first == UInt8(ascii: "\t")
            case .prefix:
                return true
            }
        }
    }
}
