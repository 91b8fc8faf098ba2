import EPUBSupport

/// GitBook 3 reads Markdown with kramed, whose heading rule (`^ *(#{1,6}) *([^\n]+?)`) needs no space after the `#`s:
/// `#简介` and `##小节一`, common in Chinese books, are headings there, where CommonMark reads a paragraph. A space is
/// put after the `#`s of such a line outside code; no line moves.
enum SpacelessHeadings {
    static func spaced(_ markdown: String) -> String {
        guard ByteSearch.contains("#", in: markdown) else { return markdown }
        return MarkdownLines.rewriting(markdown, mayChange: { $0.utf8.contains(UInt8(ascii: "#")) }, spaced)
    }

    /// `line` with a space after its heading's `#`s, when it opens with them and has none; nil otherwise.
    private static func spaced(_ line: Substring) -> String? {
        let indent = line.prefix { $0 == " " }
        guard indent.count < 4 else { return nil }
        let marks = line.dropFirst(indent.count).prefix { $0 == "#" }
        guard (1...6).contains(marks.count), let next = line.dropFirst(indent.count + marks.count).first,
            !next.isWhitespace, next != "#"
        else { return nil }
        return indent + marks + " " + line.dropFirst(indent.count + marks.count)
    }
}
