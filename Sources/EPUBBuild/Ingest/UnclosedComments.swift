import EPUBSupport

/// An HTML comment that opens a block (`<!-- Source: …` at a line's start) and that nothing closes: CommonMark reads
/// it as raw HTML to the end of the chapter (§4.6, condition 2), so every heading, table and paragraph after it
/// vanished from the page without a word (or all up to the end of the next comment). The comment is closed at the end
/// of its paragraph instead (pandoc shows
/// all that follows, GitHub hides it), so that only what the author meant to hide is hidden, and the place is told.
/// No line moves: `-->` ends the paragraph's last line.
enum UnclosedComments {
    struct Closed {
        var markdown: String
        /// Each comment closed: its line (1-based) and how many lines after its paragraph it had hidden.
        var closed: [(line: Int, kept: Int)] = []
    }

    static func closed(_ markdown: String) -> Closed {
        guard mayHaveUnclosed(markdown) else { return Closed(markdown: markdown) }
        var lines = SourceText.lines(of: markdown)
        let kinds = TeXMath.CodeLines.kinds(of: lines)
        var result = Closed(markdown: markdown)
        var index = 0
        while index < lines.count {
            guard kinds[index] == .text, let open = commentStart(lines[index]), !isInListItem(lines, at: index) else {
                index += 1
                continue
            }
            if let end = closingLine(in: lines, from: index, after: open) {
                index = end + 1
                continue
            }
            // Unclosed: its paragraph ends at the next blank line, or the chapter's end.
            let last =
                (index..<lines.count).first { lines[$0].allSatisfy(\.isWhitespace) }.map { $0 - 1 } ?? lines.count - 1
            guard last + 1 < lines.count else { break }  // nothing after it to keep
            lines[last] = Substring(String(lines[last]) + " -->")
            let end = lines.lastIndex { !$0.allSatisfy(\.isWhitespace) } ?? last
            result.closed.append((index + 1, end - last))
            index = last + 1
        }
        if !result.closed.isEmpty { result.markdown = lines.joined(separator: "\n") }
        return result
    }

    /// Whether some `<!--` in `markdown` has no `-->` after it before the next `<!--`: the bytes say, before any
    /// line is read as Markdown (most chapters' comments are closed, and many chapters have some).
    private static func mayHaveUnclosed(_ markdown: String) -> Bool {
        let bytes = Array(markdown.utf8)
        let opens = ByteSearch.occurrences(of: Array("<!--".utf8), in: bytes)
        guard !opens.isEmpty else { return false }
        let closes = ByteSearch.occurrences(of: Array("-->".utf8), in: bytes)
        var close = 0
        for (index, open) in opens.enumerated() {
            while close < closes.count && closes[close] < open + 4 { close += 1 }
            guard close < closes.count else { return true }
            if index + 1 < opens.count && opens[index + 1] < closes[close] { return true }
        }
        return false
    }

    /// Whether the comment on line `index` stands in a list item, indented under the item's marker: CommonMark ends it
    /// with the item, and the renderer closes it there (`MarkdownRenderer.opensUnclosedComment`), so the next items
    /// show as GitHub and mdBook show them; a `-->` at the paragraph's end would have been text in the last item.
    private static func isInListItem(_ lines: [Substring], at index: Int) -> Bool {
        let indent = lines[index].prefix { $0 == " " }.count
        guard indent > 0 else { return false }
        for line in lines[..<index].reversed() where !line.allSatisfy(\.isWhitespace) {
            let own = line.prefix { $0 == " " }.count
            guard own < indent else { continue }
            return startsWithListMarker(line.dropFirst(own))
        }
        return false
    }

    /// `- `, `* `, `+ `, `1. `, `1) `: a list item's marker (CommonMark §5.2).
    private static func startsWithListMarker(_ text: Substring) -> Bool {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        let marker: Substring.SubSequence
        if digits.isEmpty {
            guard let first = text.first, "-*+".contains(first) else { return false }
            marker = text.prefix(1)
        } else {
            let rest = text.dropFirst(digits.count)
            guard digits.count <= 9, let first = rest.first, first == "." || first == ")" else { return false }
            marker = text.prefix(digits.count + 1)
        }
        let after = text.dropFirst(marker.count).first
        return after == nil || after == " " || after == "\t"
    }

    /// Where `<!--` starts a block on `line` (at most three spaces in): the index after it.
    private static func commentStart(_ line: Substring) -> Substring.Index? {
        let trimmed = line.drop { $0 == " " }
        guard line.count - trimmed.count < 4, trimmed.hasPrefix("<!--") else { return nil }
        return trimmed.index(trimmed.startIndex, offsetBy: 4)
    }

    /// The line holding the `-->` that closes a comment opened on line `start` at `open`; nil when none does before
    /// another comment opens a line (`<!-- a` … `<!-- b -->`: HTML reads one comment, its author meant two).
    private static func closingLine(in lines: [Substring], from start: Int, after open: Substring.Index) -> Int? {
        if lines[start][open...].contains("-->") { return start }
        for index in (start + 1)..<lines.count {
            if commentStart(lines[index]) != nil { return nil }
            if lines[index].contains("-->") { return index }
        }
        return nil
    }
}
