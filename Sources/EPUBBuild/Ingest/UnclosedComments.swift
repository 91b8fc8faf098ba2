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
            guard kinds[index] == .text, let open = commentStart(lines[index]) else {
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
