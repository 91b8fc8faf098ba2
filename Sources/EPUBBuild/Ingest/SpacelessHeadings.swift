import EPUBSupport

/// GitBook 3 reads Markdown with kramed, whose heading rule (`^ *(#{1,6}) *([^\n]+?)`) needs no space after the `#`s:
/// `#简介` and `##小节一`, common in Chinese books, are headings there, where CommonMark reads a paragraph. A space is
/// put after the `#`s of such a line outside code; no line moves.
enum SpacelessHeadings {
    static func spaced(_ markdown: String) -> String {
        guard ByteSearch.contains("#", in: markdown) else { return markdown }
        var lines = SourceText.lines(of: markdown)
        let kinds = TeXMath.CodeLines.kinds(of: lines)
        var changed = false
        for index in lines.indices where kinds[index] == .text {
            let line = lines[index]
            let indent = line.prefix { $0 == " " }
            guard indent.count < 4 else { continue }
            let marks = line.dropFirst(indent.count).prefix { $0 == "#" }
            guard (1...6).contains(marks.count), let next = line.dropFirst(indent.count + marks.count).first,
                !next.isWhitespace, next != "#"
            else { continue }
            lines[index] = Substring(indent + marks + " " + line.dropFirst(indent.count + marks.count))
            changed = true
        }
        return changed ? lines.joined(separator: "\n") : markdown
    }
}
