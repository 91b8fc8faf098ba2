import EPUBSupport

/// pandoc's `link_attributes` on a reference definition: `[site]: https://example.org "Title" {.external}` gives
/// every link made from it those attributes. CommonMark reads no definition with text after its title (§4.7), so the
/// line was a paragraph, braces and all, and each `[text][site]` stayed text.
///
/// The attributes move into the definition's URL, `[site]: <epubbuild-attrs:{.external}https://example.org> "Title"`,
/// which CommonMark reads; the link extension (pandoc_spans.c) takes them out of each link's URL again and gives
/// the link them. Only that line changes, and it shows nothing, so every line keeps its number.
enum ReferenceAttributes {
    /// `markdown` with each reference definition's attributes moved into its URL.
    static func moved(_ markdown: String) -> String {
        guard ByteSearch.contains("]:", in: markdown), ByteSearch.contains("{", in: markdown) else { return markdown }
        var lines = SourceText.lines(of: markdown)
        let kinds = TeXMath.CodeLines.kinds(of: lines)
        var moved = false
        // A definition cannot interrupt a paragraph: it follows a blank line, a heading or another definition.
        var mayStartBlock = true
        for index in lines.indices {
            guard kinds[index] == .text else {
                mayStartBlock = kinds[index] == .blank
                continue
            }
            if let definition = Definition(lines[index]) {
                if mayStartBlock, let rewritten = definition.withAttributesInURL {
                    lines[index] = Substring(rewritten)
                    moved = true
                }
                continue
            }
            let line = lines[index].drop { $0 == " " }
            mayStartBlock = line.isEmpty || line.first == "#"
        }
        return moved ? lines.joined(separator: "\n") : markdown
    }

    /// A line `[label]: url "title" {attributes}`, up to three spaces in, read as far as its parts.
    private struct Definition {
        let head: Substring  // `   [label]:`
        let url: Substring
        let title: Substring?
        let attributes: Substring?

        init?(_ line: Substring) {
            let indent = line.prefix { $0 == " " }.count
            guard indent < 4, line.dropFirst(indent).first == "[",
                let close = Self.labelEnd(line.dropFirst(indent + 1)),
                line[line.index(after: close)...].first == ":"
            else { return nil }
            let colon = line.index(after: close)
            head = line[...colon]
            var rest = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
            if rest.first == "<" {
                guard let end = rest.firstIndex(of: ">") else { return nil }
                url = rest[rest.index(after: rest.startIndex)..<end]
                rest = rest[rest.index(after: end)...]
            } else {
                url = rest.prefix { $0 != " " && $0 != "\t" }
                rest = rest.dropFirst(url.count)
            }
            guard !url.isEmpty else { return nil }
            rest = rest.drop { $0 == " " || $0 == "\t" }
            if let closing = Self.titleClosing(rest.first), let end = rest.dropFirst().firstIndex(of: closing) {
                title = rest[...end]
                rest = rest[rest.index(after: end)...].drop { $0 == " " || $0 == "\t" }
            } else {
                title = nil
            }
            let trimmed = rest.trimmingWhitespaceSuffix
            attributes = trimmed.first == "{" && trimmed.last == "}" ? trimmed : nil
            if attributes == nil && !trimmed.isEmpty { return nil }
        }

        /// The line with its attributes in its URL, or nil when it has none or they cannot go there (a URL in
        /// angle brackets holds no `<`, `>` or backslash escape that would change them).
        var withAttributesInURL: String? {
            guard let attributes, !attributes.contains(where: { "<>\\".contains($0) }),
                !url.contains(where: { "<>".contains($0) })
            else { return nil }
            return "\(head) <epubbuild-attrs:\(attributes)\(url)>" + (title.map { " \($0)" } ?? "")
        }

        /// The character closing a title that opens with `opening` (`"…"`, `'…'`, `(…)`), or nil.
        private static func titleClosing(_ opening: Character?) -> Character? {
            switch opening {
            case "\"": "\""
            case "'": "'"
            case "(": ")"
            default: nil
            }
        }

        /// The `]` closing a label (no unescaped bracket inside, not empty), in the text after its `[`.
        private static func labelEnd(_ text: Substring) -> Substring.Index? {
            var escaped = false
            for index in text.indices {
                let character = text[index]
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "[" {
                    return nil
                } else if character == "]" {
                    return index == text.startIndex ? nil : index
                }
            }
            return nil
        }
    }
}

extension Substring {
    /// The text without the spaces, tabs and carriage return at its end.
    fileprivate var trimmingWhitespaceSuffix: Substring {
        var end = endIndex
        while end > startIndex, [" ", "\t", "\r"].contains(self[index(before: end)]) { end = index(before: end) }
        return self[..<end]
    }
}
