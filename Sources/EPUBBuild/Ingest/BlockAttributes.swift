import EPUBSupport

/// pandoc's `attributes` extension (on in `commonmark_x`): attributes on a line of their own, right before a block,
/// are that block's (pandoc's manual, "Extension: attributes"):
///
///     {.book-title}              ::: {.book-title}
///     My Book              →     My Book
///                                :::
///
/// pandoc puts them on a heading itself and wraps any other block in a Div that holds them; so does this pass, as a
/// fenced div, which `fenced_divs` then reads. The block runs to the next blank line, or to its closing fence.
/// Before, the line was shown as text (`{.book-title}` on a novel's title page).
///
/// No line moves: the attribute line becomes the div's opening fence, the blank line after the block its closing
/// one (at the chapter's end, a last line is added). A block with no blank line after it keeps no attributes, and
/// its attribute line is left out. An attribute line that continues a paragraph is text, as pandoc reads it. The
/// attributes are read by the grammar a heading's are (`HeadingAttributes.attributeBlock`).
enum BlockAttributes {
    static func attached(_ markdown: String) -> String {
        guard ByteSearch.contains("{", in: markdown) else { return markdown }
        var lines = SourceText.lines(of: markdown)
        let kinds = TeXMath.CodeLines.kinds(of: lines)
        var changed = false
        var index = 0
        while index + 1 < lines.count {
            defer { index += 1 }
            guard kinds[index] == .text, index == 0 || kinds[index - 1] == .blank,
                kinds[index + 1] == .text || kinds[index + 1] == .fenced,
                lines[index].prefix(while: { $0 == " " }).count < 4,
                lines[index].drop(while: { $0 == " " }).first == "{",
                let match = lines[index].wholeMatch(of: HeadingAttributes.attributeBlock)
            else { continue }
            let attributes = String(match.1)
            changed = true
            if kinds[index + 1] == .text, isHeading(lines[index + 1]) {
                lines[index] = ""
                lines[index + 1] += " {\(attributes)}"
                continue
            }
            var end = index + 1
            let kind = kinds[end]
            while end + 1 < lines.count && kinds[end + 1] == kind {
                end += 1
            }
            if end + 1 == lines.count {
                lines[end] += "\n:::"
            } else if kinds[end + 1] == .blank {
                lines[end + 1] = ":::"
            } else {
                lines[index] = ""
                continue
            }
            lines[index] = "::: {\(attributes)}"
            index = end + 1
        }
        return changed ? lines.joined(separator: "\n") : markdown
    }

    private static func isHeading(_ line: Substring) -> Bool {
        let text = line.drop { $0 == " " }
        let marks = text.prefix { $0 == "#" }.count
        return line.count - text.count < 4 && (1...6).contains(marks)
            && (text.count == marks || text.dropFirst(marks).first == " ")
    }
}
