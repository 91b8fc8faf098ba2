import EPUBSupport

/// pandoc's `blank_before_header` and `blank_before_blockquote`: a heading or a block quote needs a blank line before
/// it (pandoc's manual: "so that a # at the start of a wrapped line is not read as a heading"). CommonMark lets
/// either interrupt a paragraph, so `… costs\n# 5 dollars` became a heading, and a new chapter where chapters are
/// split at headings.
///
/// Such a line, right under a paragraph's line, has its `#` or `>` escaped (`\#`), so it continues the paragraph as
/// pandoc reads it. Only that line gains a character; no line moves. Code is left as it is.
///
/// pandoc's Markdown wants a blank line before a list too (`lists_without_preceding_blankline` is off): a wrapped
/// line that begins `- `, `+ `, `* ` or `1. ` continues its paragraph, where CommonMark began a list and the dash or
/// the number was lost. With `lists`, such a line at the margin under a paragraph at the margin has its marker
/// escaped (`\-`, `1\.`); a list item's own lines, and what is indented under them, are left to the list.
enum BlankLinesBefore {
    static func escaped(_ markdown: String, headings: Bool, quotes: Bool, lists: Bool = false) -> String {
        // Most chapters have no such line at a line's start: the line and code reading is spared them (a `#` or `>`
        // indented one to three spaces under a paragraph's line is left to CommonMark).
        guard
            (headings && ByteSearch.contains("\n#", in: markdown))
                || (quotes && ByteSearch.contains("\n>", in: markdown))
                || (lists
                    && ["\n- ", "\n+ ", "\n* ", "\n1. ", "\n1) "].contains { ByteSearch.contains($0, in: markdown) })
        else { return markdown }
        var lines = SourceText.lines(of: markdown)
        let kinds = TeXMath.CodeLines.kinds(of: lines)
        var changed = false
        for index in lines.indices.dropFirst()
        where kinds[index] == .text && kinds[index - 1] == .text && continuesParagraph(lines[index - 1]) {
            let line = lines[index]
            let indent = line.prefix { $0 == " " }.count
            guard indent < 4, let marker = line.dropFirst(indent).first else { continue }
            if (headings && marker == "#" && isHeading(line.dropFirst(indent))) || (quotes && marker == ">") {
                lines[index] = line.prefix(indent) + "\\" + line.dropFirst(indent)
                changed = true
            } else if lists, indent == 0, let escaped = escapedListMarker(line),
                paragraphIsAtTheMargin(lines, kinds, before: index)
            {
                lines[index] = escaped
                changed = true
            }
        }
        return changed ? lines.joined(separator: "\n") : markdown
    }

    /// `line` with the list marker it opens with escaped (`- a` → `\- a`, `1. a` → `1\. a`): the markers with which
    /// CommonMark lets a list interrupt a paragraph. Nil for another line, a thematic break among them.
    private static func escapedListMarker(_ line: Substring) -> Substring? {
        let marks = line.filter { $0 != " " && $0 != "\t" && $0 != "\r" }
        if marks.count >= 3 && Set(marks).count == 1 && "-*_".contains(marks.first!) { return nil }
        for bullet in ["- ", "+ ", "* ", "-\t", "+\t", "*\t"] where line.hasPrefix(bullet) {
            return line.dropFirst(2).allSatisfy(\.isWhitespace) ? nil : "\\" + line
        }
        for number in ["1. ", "1) ", "1.\t", "1)\t"] where line.hasPrefix(number) {
            return "1\\" + line.dropFirst()
        }
        return nil
    }

    /// Whether the paragraph the line at `index` would continue starts at the margin and not as a list item: one
    /// inside a list item (indented, or a marker's own line) is the list's, whose sublists need no blank line.
    private static func paragraphIsAtTheMargin(
        _ lines: [Substring], _ kinds: [TeXMath.LineKind], before index: Int
    ) -> Bool {
        // The paragraph starts after a line that is none of a paragraph's (a heading, a div's fence, an HTML tag): a
        // list right under `# One` or `::: note` is a list, its second item had been escaped into its first.
        var first = index - 1
        while first > 0, kinds[first - 1] == .text, continuesParagraph(lines[first - 1]) { first -= 1 }
        return lines[index - 1...index - 1].allSatisfy { $0.first != " " && $0.first != "\t" }
            && lines[first].first.map { !" \t".contains($0) } == true && escapedListMarker(lines[first]) == nil
            && lines[first].prefix(while: \.isNumber).isEmpty
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
