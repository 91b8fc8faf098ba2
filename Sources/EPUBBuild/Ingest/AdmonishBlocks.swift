import EPUBSupport

/// mdbook-admonish's blocks, in a book whose book.toml runs it (`[preprocessor.admonish]`): a fenced block whose info
/// string is `admonish [directive] ["Title"]` (or `title="…"`, `class="…"`, `collapsible=…`) is an admonition, as
/// the preprocessor draws it, its content Markdown:
///
///     ```admonish warning "Features are not additive"      <aside class="admonition warning admonish-warning" …>
///     Most features are _subtractive_.                 →   <p class="admonition-title">Features are not additive</p>
///     ```                                                  <p>Most features are <em>subtractive</em>.</p></aside>
///
/// Without the preprocessor mdBook shows the block as code, and so does the build. The fence lines become one-line
/// HTML blocks (`HTMLBlockMarkdown.mark`), so no line moves and the content between them is read as Markdown.
enum AdmonishBlocks {
    /// `markdown` with each admonish block's fences made the admonition's tags; `titles`: book.toml's
    /// (`admonish:default`, `admonish:<custom directive>`, `BookSpec.admonitionTitles`).
    static func opened(_ markdown: String, titles: [String: String] = [:]) -> String {
        var unreadable: [(line: Int, problem: String)] = []
        return opened(markdown, titles: titles, unreadable: &unreadable)
    }

    /// `unreadable`: the blocks (their opening line, 1-based) whose options mdbook-admonish cannot read as TOML, and
    /// why: it draws an error box in their place, or stops the build (`on_failure = "bail"`); here each is drawn as
    /// its words say, and told.
    static func opened(
        _ markdown: String, titles: [String: String], unreadable: inout [(line: Int, problem: String)]
    ) -> String {
        guard ByteSearch.contains("admonish", in: markdown) else { return markdown }
        var lines = SourceText.lines(of: markdown)
        var open: (fence: Substring, index: Int, info: Substring)?
        var changed = false
        for index in lines.indices {
            let line = lines[index]
            if let current = open {
                guard closes(line, current.fence) else { continue }
                if let problem = unreadableOption(in: current.info) { unreadable.append((current.index + 1, problem)) }
                if let tags = tags(for: current.info, titles: titles) {
                    lines[current.index] = Substring(indentation(of: lines[current.index]) + tags.open)
                    lines[index] = Substring(indentation(of: line) + tags.close)
                    changed = true
                }
                open = nil
            } else if let (fence, info) = opening(line) {
                open = (fence, index, info)
            }
        }
        return changed ? lines.joined(separator: "\n") : markdown
    }

    /// A fence that opens a code block (CommonMark §4.5): its run of backticks or tildes, and the info string after it.
    private static func opening(_ line: Substring) -> (fence: Substring, info: Substring)? {
        let rest = line.drop { $0 == " " }
        guard let mark = rest.first, mark == "`" || mark == "~" else { return nil }
        let fence = rest.prefix { $0 == mark }
        guard fence.count >= 3 else { return nil }
        let info = rest.dropFirst(fence.count)
        // A backtick fence's info string holds no backtick.
        if mark == "`" && info.contains("`") { return nil }
        return (fence, info)
    }

    private static func closes(_ line: Substring, _ fence: Substring) -> Bool {
        let rest = line.drop { $0 == " " }
        let run = rest.prefix { $0 == fence.first }
        return run.count >= fence.count && rest.dropFirst(run.count).allSatisfy(\.isWhitespace)
    }

    private static func indentation(of line: Substring) -> String {
        String(line.prefix { $0 == " " })
    }

    /// The lines that open and close the admonition an info string asks for; nil when it is no admonish block.
    private static func tags(for info: Substring, titles: [String: String]) -> (open: String, close: String)? {
        var words = Arguments(info)
        guard words.next() == "admonish" else { return nil }
        var written = "note"
        var title: String?
        var classes: [String] = []
        while let word = words.next() {
            if let equals = word.firstIndex(of: "="), !word.hasPrefix("\""), !word.hasPrefix("'") {
                let key = word[..<equals], value = unquoted(word[word.index(after: equals)...])
                if key == "title" { title = value }
                if key == "class" { classes += value.split(separator: " ").map(String.init) }
                if key == "type" { written = value }
            } else if word.hasPrefix("\"") || word.hasPrefix("'") {
                title = unquoted(word)
            } else {
                // `info.side`: the directive and classes of the preprocessor's own.
                let parts = word.split(separator: ".", omittingEmptySubsequences: false)
                written = String(parts[0])
                classes += parts.dropFirst().map(String.init)
            }
        }
        let (directive, kind) = Admonitions.directives[written.lowercased()] ?? ("note", "note")
        // A block's own title, else its custom directive's, else the book's default, else the directive's name.
        let shownTitle =
            title ?? titles["admonish:" + written.lowercased()] ?? titles["admonish:default"]
            ?? (written.prefix(1).uppercased() + written.dropFirst())
        let classList = (["admonition", kind, "admonish-" + directive] + classes).joined(separator: " ")
        let role = kind == "tip" ? "doc-tip" : "note"
        let heading = shownTitle.isEmpty ? "" : "<p class=\"admonition-title\">\(InlineMarkdown.html(shownTitle))</p>"
        let mark = "<!--\(HTMLBlockMarkdown.mark)-->"
        return (
            mark + "<aside class=\"\(TemplateTagScanner.escaped(classList))\" role=\"\(role)\">" + heading,
            mark + "</aside>"
        )
    }

    /// Why an admonish block's `key="value"` options are no TOML: an escape a basic string does not have
    /// (`title="\j"`; TOML 1.0 §String: `\b \t \n \f \r \" \\ \uXXXX \UXXXXXXXX`).
    private static func unreadableOption(in info: Substring) -> String? {
        var words = Arguments(info)
        guard words.next() == "admonish" else { return nil }
        while let word = words.next() {
            guard let equals = word.firstIndex(of: "="), word[word.index(after: equals)...].hasPrefix("\"") else {
                continue
            }
            var characters = word[word.index(after: equals)...].dropFirst().dropLast().makeIterator()
            while let character = characters.next() {
                guard character == "\\" else { continue }
                let escaped = characters.next().map(String.init) ?? ""
                if !["b", "t", "n", "f", "r", "\"", "\\", "u", "U"].contains(escaped) {
                    return "'\\\(escaped)' in \(word[..<equals])=… is no escape a TOML string has"
                }
            }
        }
        return nil
    }

    /// A value without its quotes: `"…"` (a TOML basic string, `\"` inside) or `'…'` (a TOML literal string).
    private static func unquoted(_ text: Substring) -> String {
        guard text.count >= 2, let quote = text.first, quote == "\"" || quote == "'", text.last == quote else {
            return String(text)
        }
        let inner = String(text.dropFirst().dropLast())
        return quote == "\"" ? inner.replacing("\\\"", with: "\"") : inner
    }

    /// The words of an info string; a quoted one (`"Two words"`, `title='Two words'`) is one word, and a comma
    /// between key-value pairs (`collapsible=true, title="…"`, TOML's inline form) separates them as a space does.
    /// Spaces around a key's `=` are TOML's, and mdbook-admonish reads `title = "…"` as `title="…"`.
    private struct Arguments {
        var rest: Substring

        init(_ info: Substring) { rest = Self.joiningKeys(info) }

        /// `info` without the spaces around each `=` outside quotes.
        private static func joiningKeys(_ info: Substring) -> Substring {
            guard info.contains("=") else { return info }
            var result = ""
            var quote: Character?
            var pendingSpaces = ""
            for character in info {
                if quote == nil, character == " " || character == "\t" {
                    pendingSpaces.append(character)
                    continue
                }
                if quote == nil, character == "=" || result.last == "=" { pendingSpaces = "" }
                result += pendingSpaces
                pendingSpaces = ""
                result.append(character)
                if let open = quote {
                    if character == open && (open == "'" || result.dropLast().last != "\\") { quote = nil }
                } else if character == "\"" || character == "'" {
                    quote = character
                }
            }
            return Substring(result + pendingSpaces)
        }

        mutating func next() -> Substring? {
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "," }
            guard !rest.isEmpty else { return nil }
            var end = rest.startIndex
            var quote: Character?
            while end < rest.endIndex {
                let character = rest[end]
                let escaped = end != rest.startIndex && rest[rest.index(before: end)] == "\\"
                if let open = quote {
                    if character == open && (open == "'" || !escaped) { quote = nil }
                } else if character == "\"" || character == "'" {
                    quote = character
                } else if character == " " || character == "\t" || character == "," {
                    break
                }
                end = rest.index(after: end)
            }
            defer { rest = rest[end...] }
            return rest[..<end]
        }
    }
}
