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
            let language = String(info.language)
            let own = info.attributes.first { $0.hasPrefix("hidelines=") }.map { String($0.dropFirst("hidelines=".count)) }
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
            // "\r\n" is one Character: without a "\r", splitting the bytes gives the same lines, many times faster.
            let lines = ByteSearch.contains("\r", in: text) ? text.split(separator: "\n", omittingEmptySubsequences: false) : SourceText.lines(of: text)
            var kept: [Substring] = []
            for line in lines {
                let indentation = line.prefix { $0 == " " || $0 == "\t" }
                let rest = line.dropFirst(indentation.count)
                switch self {
                case .rustdoc:
                    if rest == "#" || rest.hasPrefix("# ") || rest.hasPrefix("#\t") { continue }
                    kept.append(rest.hasPrefix("##") ? (indentation + rest.dropFirst())[...] : line)
                case .prefix(let prefix):
                    if rest.hasPrefix(prefix) { continue }
                    kept.append(line)
                }
            }
            return kept.joined(separator: "\n")
        }
    }
}
