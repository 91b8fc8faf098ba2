/// pandoc's `--shift-heading-level-by=-N`: "a level-N heading at the beginning of the document replaces the
/// metadata title" (pandoc's manual). The heading is found in the Markdown, after the file's title block and
/// front matter, so the title is known when the book's metadata is; the page then leaves it out
/// (`ChapterSpec.opensWithBookTitle`), and the other headings shifted below h1 become paragraphs.
enum TitleHeading {
    /// The text of the level-`level` heading that opens `text` (ATX, or setext for levels 1 and 2), its closing
    /// `#`s and attributes (`{#id}`) left out; nil when the text opens with anything else.
    static func text(opening text: String, level: Int, metadataLines: Int) -> String? {
        let body = FrontMatter.withoutBlock(text)
        let lines = body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .dropFirst(body == text ? metadataLines : 0)
            .drop { $0.allSatisfy(\.isWhitespace) }
        guard let first = lines.first else { return nil }
        if let atx = atx(first, level: level) { return atx }
        let underline = lines.dropFirst().first?.trimmingCharacters(in: .whitespaces) ?? ""
        let setext: Character = level == 1 ? "=" : "-"
        guard level <= 2, !underline.isEmpty, underline.allSatisfy({ $0 == setext }),
            !first.hasPrefix("    "), !first.allSatisfy(\.isWhitespace)
        else { return nil }
        return withoutAttributes(first.trimmingCharacters(in: .whitespaces))
    }

    /// The level of the first heading of `text` (ATX, or setext for levels 1 and 2) outside fenced code and
    /// front matter; nil when it has none.
    static func firstLevel(in text: String) -> Int? {
        firstHeading(in: text) { level, _ in level }
    }

    /// The text of the first level-1 heading of `text` (`# Title`, or `Title` over a line of `=`) outside fenced
    /// code and front matter: a README's title as GitBook reads it.
    static func firstTitle(in text: String) -> String? {
        firstHeading(in: text) { level, title in level == 1 ? title : nil }
    }

    /// `found` asked of each heading of `text` in turn (its level and text), outside fenced code and front matter,
    /// until it gives a value.
    private static func firstHeading<T>(in text: String, _ found: (Int, String) -> T?) -> T? {
        var fence: Substring?
        var previous: Substring = ""
        for line in FrontMatter.withoutBlock(text).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        {
            let trimmed = line.drop { $0 == " " }
            if line.count - trimmed.count < 4, let marker = ["```", "~~~"].first(where: { trimmed.hasPrefix($0) }) {
                fence = fence == nil ? Substring(marker) : (trimmed.hasPrefix(fence!) ? nil : fence)
            } else if fence == nil {
                for level in 1...6 {
                    if let title = atx(line, level: level), let value = found(level, title) { return value }
                }
                let underline = trimmed.trimmingCharacters(in: .whitespaces)
                if !underline.isEmpty, !previous.allSatisfy(\.isWhitespace), !previous.hasPrefix("    "),
                    let level = underline.allSatisfy({ $0 == "=" }) ? 1 : underline.allSatisfy({ $0 == "-" }) ? 2 : nil,
                    let title = withoutAttributes(previous.trimmingCharacters(in: .whitespaces)),
                    let value = found(level, title)
                {
                    return value
                }
            }
            previous = fence == nil ? line : ""
        }
        return nil
    }

    private static func atx(_ line: Substring, level: Int) -> String? {
        let indented = line.prefix { $0 == " " }
        guard indented.count < 4 else { return nil }
        let rest = line.dropFirst(indented.count)
        let marks = rest.prefix { $0 == "#" }
        guard marks.count == level, let space = rest.dropFirst(level).first, space == " " || space == "\t" else {
            return nil
        }
        var title = rest.dropFirst(level).trimmingCharacters(in: .whitespaces)
        // An optional closing sequence of #s, after a space (CommonMark §4.2).
        if let closing = title.lastIndex(where: { $0 != "#" }), closing < title.index(before: title.endIndex),
            title[closing] == " "
        {
            title = String(title[..<closing]).trimmingCharacters(in: .whitespaces)
        }
        return withoutAttributes(title)
    }

    private static func withoutAttributes(_ title: String) -> String? {
        var title = title
        if title.hasSuffix("}"), let open = title.lastIndex(of: "{") {
            title = String(title[..<open]).trimmingCharacters(in: .whitespaces)
        }
        return title.isEmpty ? nil : title
    }
}
