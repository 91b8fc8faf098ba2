import EPUBSupport

/// pandoc's `blank_before_header` and `blank_before_blockquote`: a heading or a block quote needs a blank line before
/// it (pandoc's manual: "so that a # at the start of a wrapped line is not read as a heading"). CommonMark lets
/// either interrupt a paragraph, so `… costs\n# 5 dollars` became a heading, and a new chapter where chapters are
/// split at headings.
///
/// Such a line, right under a paragraph's line, has its `#` or `>` escaped (`\#`), so it continues the paragraph as
/// pandoc reads it. Only that line gains a character; no line moves. Code is left as it is.
enum BlankLinesBefore {
    static func escaped(_ markdown: String, headings: Bool, quotes: Bool) -> String {
        // Most chapters have no such line at a line's start: the line and code reading is spared them (a `#` or `>`
        // indented one to three spaces under a paragraph's line is left to CommonMark).
        guard
            (headings && ByteSearch.contains("\n#", in: markdown))
                || (quotes && ByteSearch.contains("\n>", in: markdown))
        else { return markdown }
        var lines = SourceText.lines(of: markdown)
        let kinds = TeXMath.CodeLines.kinds(of: lines)
        var changed = false
        for index in lines.indices.dropFirst()
        where kinds[index] == .text && kinds[index - 1] == .text && continuesParagraph(lines[index - 1]) {
            let line = lines[index]
            let indent = line.prefix { $0 == " " }.count
            guard indent < 4, let marker = line.dropFirst(indent).first,
                (headings && marker == "#" && isHeading(line.dropFirst(indent))) || (quotes && marker == ">")
            else { continue }
            lines[index] = line.prefix(indent) + "\\" + line.dropFirst(indent)
            changed = true
        }
        return changed ? lines.joined(separator: "\n") : markdown
    }

    /// Whether `line` is the text of a paragraph a heading or a quote would interrupt: not blank, and not a
    /// heading, a quote, a table row, an HTML line or a thematic break of its own.
    private static func continuesParagraph(_ line: Substring) -> Bool {
        let text = line.drop { $0 == " " }
        guard let first = text.first, line.count - text.count < 4 else { return false }
        if "#>|<".contains(first) { return false }
        // A line that is only a TeX command (`\newpage`, `\clearpage`) is pandoc's raw TeX block, not text: a heading
        // right under it is a heading.
        if first == "\\", text.dropFirst().first?.isLetter == true,
            text.dropFirst().allSatisfy({ $0.isLetter || "{}[]*0123456789 \t\r".contains($0) })
        {
            return false
        }
        // A fenced div's fence (`::: note`, `:::`) and a link's reference definition (`[ref]: https://…`) are no
        // paragraph's lines either: pandoc's manual writes a heading or a quote right under a fence.
        if text.hasPrefix(":::") || isReferenceDefinition(text) { return false }
        let marks = text.filter { $0 != " " && $0 != "\t" && $0 != "\r" }
        return !(marks.count >= 3 && Set(marks).count == 1 && "-*_=".contains(marks.first!))
    }

    /// Whether `text` is a link's reference definition, `[label]: destination` (a note's, `[^n]:`, is a paragraph).
    private static func isReferenceDefinition(_ text: Substring) -> Bool {
        guard text.first == "[", text.dropFirst().first != "^", let close = text.firstIndex(of: "]") else {
            return false
        }
        let after = text[text.index(after: close)...]
        return after.first == ":" && after.dropFirst().first.map { $0 == " " || $0 == "\t" } ?? false
    }

    /// Whether `text` opens an ATX heading: one to six `#`, then a space or the end.
    private static func isHeading(_ text: Substring) -> Bool {
        let hashes = text.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes) else { return false }
        let after = text.dropFirst(hashes).first
        return after == nil || after == " " || after == "\t" || after == "\r"
    }
}
