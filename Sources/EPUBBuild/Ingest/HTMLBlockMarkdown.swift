import EPUBSupport

/// pandoc's `markdown_in_html_blocks`: the text between the tags of an HTML block (`<div class="note">` … `</div>`)
/// is Markdown. CommonMark reads an HTML block as raw HTML up to the next blank line (§4.6, condition 6), so
/// `*Markdown inside*` under a `<div>` line stayed raw, its asterisks shown.
///
/// Each line that is only the opening tag of a container element, with Markdown on the next line, trades places with
/// the blank line before it: the tag's HTML block then ends at once, and the lines after it are Markdown. No line
/// moves but the tag's, so every later line keeps its number for diagnostics. A closing tag needs nothing: it
/// interrupts a paragraph (condition 6 may). An opening tag with no blank line before it, or with content indented
/// as code after it, is left as CommonMark reads it.
enum HTMLBlockMarkdown {
    /// Container elements pandoc reads Markdown inside (of CommonMark's condition-6 block names).
    private static let containers: Set<String> = [
        "address", "article", "aside", "blockquote", "center", "details", "dialog", "div", "fieldset", "figure",
        "footer", "form", "header", "main", "nav", "section",
    ]

    /// `markdown` with its container tags moved so that their content is read as Markdown.
    static func opened(_ markdown: String) -> String {
        guard ByteSearch.contains("<", in: markdown) else { return markdown }
        var lines = SourceText.lines(of: markdown)
        // Most chapters have no such tag: the code-block reading (a second one, after TeXMath's) is spared them.
        guard lines.contains(where: isOpeningTag) else { return markdown }
        let kinds = TeXMath.CodeLines.kinds(of: lines)
        var moved = false
        for index in lines.indices.dropFirst().dropLast()
        where kinds[index] == .text && isOpeningTag(lines[index]) && opensMarkdown(lines, after: index)
            && isBlank(lines[index - 1])
        {
            lines.swapAt(index - 1, index)
            moved = true
        }
        return moved ? lines.joined(separator: "\n") : markdown
    }

    /// Whether `line` is the opening tag of a container alone, at most three spaces in (`<div class="note">`).
    private static func isOpeningTag(_ line: Substring) -> Bool {
        let indent = line.prefix { $0 == " " }.count
        guard indent < 4 else { return false }
        let tag = String(line.dropFirst(indent)).trimmingWhitespace
        guard tag.hasPrefix("<"), tag.hasSuffix(">"), !tag.hasSuffix("/>"),
            tag.dropFirst().dropLast().allSatisfy({ $0 != "<" && $0 != ">" })
        else { return false }
        let name = tag.dropFirst().prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
        let after = tag.dropFirst(1 + name.count).first
        return containers.contains(name.lowercased()) && (after == ">" || after == " " || after == "\t")
    }

    /// Whether the line after `index` is Markdown the tag's HTML block would swallow: text, not indented as code.
    private static func opensMarkdown(_ lines: [Substring], after index: Int) -> Bool {
        let next = lines[index + 1]
        let indent = next.prefix { $0 == " " }.count
        return indent < 4 && !isBlank(next) && next.dropFirst(indent).first != "<"
    }

    private static func isBlank(_ line: Substring) -> Bool { line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }
}
