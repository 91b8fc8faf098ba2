extension TeXMath {
    /// What a line of a chapter is to the search for formulas.
    enum LineKind: Equatable {
        /// Markdown text, where formulas are looked for.
        case text
        /// White space only: it ends a paragraph.
        case blank
        /// A fenced code block's line or a raw HTML block of code (`<pre>`, `<script>`): a display formula never
        /// runs over it.
        case fenced
        /// An indented code block's line.
        case indented
    }

    /// A line of white space only: it ends a paragraph.
    static func isBlank(_ line: Substring) -> Bool { line.allSatisfy(\.isWhitespace) }

    /// Whether `line` is an ATX heading (`# Title`, CommonMark §4.2), in a block quote or list item too: a
    /// display formula never runs over one.
    static func isHeading(_ line: Substring) -> Bool {
        let content = containerContent(line)
        let trimmed = content.drop { $0 == " " }
        guard content.count - trimmed.count < 4 else { return false }
        let hashes = trimmed.prefix { $0 == "#" }.count
        return (1...6).contains(hashes)
            && (trimmed.count == hashes || [" ", "\t"].contains(trimmed.dropFirst(hashes).first))
    }

    /// The block-quote markers a line starts with (`> `, `>> `, ` > > `), CommonMark §5.1.
    static func quotePrefix(_ line: Substring) -> Substring {
        var end = line.startIndex
        var cursor = line.startIndex
        while true {
            let afterSpaces = line[cursor...].prefix(3).prefix { $0 == " " }.endIndex
            guard afterSpaces < line.endIndex, line[afterSpaces] == ">" else { break }
            cursor = line.index(after: afterSpaces)
            if cursor < line.endIndex, line[cursor] == " " { cursor = line.index(after: cursor) }
            end = cursor
        }
        return line[line.startIndex..<end]
    }

    /// A line without the block-quote markers and list markers it starts with
    /// (`> `, `- `, `1. `, nested: `> * `), where a fence may open (CommonMark §5).
    static func containerContent(_ line: Substring) -> Substring {
        var rest = line
        while true {
            let after = rest.drop { $0 == " " }
            if after.first == ">" {
                rest = after.dropFirst()
                if rest.first == " " { rest = rest.dropFirst() }
                continue
            }
            let marker = listMarkerWidth(after)
            guard marker > 0, after.dropFirst(marker).first == " " else { return rest }
            rest = after.dropFirst(marker + 1)
        }
    }

    /// The width of the list marker `text` starts with (`-`, `+`, `*`, `1.`, `1)`; CommonMark §5.2), or 0.
    private static func listMarkerWidth(_ text: Substring) -> Int {
        if ["-", "+", "*"].contains(text.first) { return 1 }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        return (1...9).contains(digits.count) && [".", ")"].contains(text.dropFirst(digits.count).first)
            ? digits.count + 1 : 0
    }

    /// The tag of a raw HTML block whose content is code, to be left alone as
    /// MathJax leaves it (`pre`, `script`, `style`, `textarea`; CommonMark §4.6 type 1).
    private static func rawCodeTag(_ trimmed: Substring) -> String? {
        guard trimmed.first == "<" else { return nil }
        let lowered = trimmed.dropFirst().prefix(9).lowercased()
        for tag in ["pre", "script", "style", "textarea"] where lowered.hasPrefix(tag) {
            let next = lowered.dropFirst(tag.count).first
            if next == nil || next == ">" || next == " " || next == "\t" { return tag }
        }
        return nil
    }

    /// Which lines of a chapter are code, where no formula is looked for, read line by line from the first: fenced
    /// code blocks (CommonMark §4.5), indented ones after a blank line (§4.4), and raw HTML blocks of code
    /// (`<pre>`, `<script>`, `<style>`, `<textarea>`, §4.6 type 1).
    ///
    /// Indentation counts from the content of the list item or block quote the line is in (§5.2: "the
    /// paragraph continuation … indented by W+N columns"): `4. Construct:` then a blank line and `    If $x$` is
    /// the item's second paragraph, not indented code.
    struct CodeLines {
        /// The fence of the code block the lines are in.
        var fence: (character: Character, length: Int, inContainer: Bool)?
        /// The closing tag of the raw HTML block of code the lines are in.
        var rawCodeEnd: String?
        var inIndentedCode = false
        /// The content column of each list item the lines are in, outermost first, counted after the block-quote
        /// markers of `quoteDepth` quotes.
        var items: [Int] = []
        var quoteDepth = 0
        var previousBlank = true

        /// The kind of each of `lines`.
        static func kinds(of lines: [Substring]) -> [LineKind] {
            var code = CodeLines()
            return lines.map { code.kind(of: $0) }
        }

        /// The kind of `line`; the lines before it were asked in order.
        mutating func kind(of line: Substring) -> LineKind {
            let blank = isBlank(line)
            defer { previousBlank = blank || TeXMath.isBlank(line.dropFirst(quotePrefix(line).count)) }
            if fence != nil || rawCodeEnd != nil { return insideCode(line) }
            // A blank line neither starts nor ends indented code.
            if blank { return .blank }
            let indent = containerIndent(of: line)
            if indent >= 4 && (previousBlank || inIndentedCode) {
                inIndentedCode = true
                return .indented
            }
            inIndentedCode = false
            noteListItems(of: line)
            // In a list item or a block quote, a fence is indented as its container's content is: it closes at any
            // indent.
            // `containerContent` drops from the front: a line with markers has its content start later (compared as
            // indices, not counted).
            let content = containerContent(line)
            let hasMarkers = content.startIndex != line.startIndex
            let inContainer = hasMarkers || !items.isEmpty || quoteDepth > 0
            if hasMarkers || indent < 4,
                opensFence(content.drop { $0 == " " }, inContainer: inContainer)
            {
                return .fenced
            }
            if indent < 4, let tag = rawCodeTag(line.drop { $0 == " " }) {
                let end = "</" + tag + ">"
                if !line.lowercased().contains(end) { rawCodeEnd = end }
                return .fenced
            }
            return .text
        }

        /// A line inside a fenced code block or a raw HTML block of code: code, which may close it.
        private mutating func insideCode(_ line: Substring) -> LineKind {
            if let open = fence {
                let trimmed = line.drop { $0 == " " }
                let contentTrimmed = containerContent(line).drop { $0 == " " }
                let closing = open.inContainer ? contentTrimmed : trimmed
                let run = closing.prefix { $0 == open.character }.count
                if (open.inContainer || line.count - trimmed.count < 4) && run >= open.length
                    && closing.dropFirst(run).allSatisfy(\.isWhitespace)
                {
                    fence = nil
                }
            } else if let end = rawCodeEnd, line.lowercased().contains(end) {
                rawCodeEnd = nil
            }
            return .fenced
        }

        /// The indentation of `line` past its block-quote markers, counted from the content of the innermost list
        /// item that holds it (a tab to the next multiple of 4); the list items it leaves are left.
        private mutating func containerIndent(of line: Substring) -> Int {
            let prefix = quotePrefix(line)
            let depth = prefix.filter { $0 == ">" }.count
            if depth != quoteDepth { items = [] }
            quoteDepth = depth
            let indent = TeXMath.columns(before: line.dropFirst(prefix.count))
            // After a blank line, a line indented less than an item's content is outside the item; without one it
            // is a lazy continuation of the item's paragraph (§5.2), or a new item, which `noteListItems` places.
            if previousBlank || listMarkerWidth(line.dropFirst(prefix.count).drop { $0 == " " || $0 == "\t" }) > 0 {
                while let last = items.last, indent < last { items.removeLast() }
            }
            return indent - (items.last ?? 0)
        }

        /// Remembers the content column of each list item `line` opens (`- `, `1. `, nested `- 1. `).
        private mutating func noteListItems(of line: Substring) {
            var rest = line.dropFirst(quotePrefix(line).count)
            var column = 0
            while true {
                let indent = TeXMath.columns(before: rest)
                let after = rest.drop { $0 == " " || $0 == "\t" }
                let marker = listMarkerWidth(after)
                guard marker > 0 else { return }
                let afterMarker = after.dropFirst(marker)
                guard afterMarker.isEmpty || afterMarker.first == " " || afterMarker.first == "\t" else { return }
                let spaces = afterMarker.prefix { $0 == " " }.count
                let start = column + indent + marker
                // §5.2: one to four spaces after the marker; more, and the content starts one space after it.
                column = start + ((1...4).contains(spaces) && spaces < afterMarker.count ? spaces : 1)
                while let last = items.last, last > start - marker { items.removeLast() }
                items.append(column)
                rest = afterMarker.dropFirst(min(spaces, 4))
                if spaces > 4 { return }
            }
        }

        /// Whether `contentTrimmed` (a line's content, without its containers' markers and indent) opens a fence.
        private mutating func opensFence(_ contentTrimmed: Substring, inContainer: Bool) -> Bool {
            guard let first = contentTrimmed.first, first == "`" || first == "~" else { return false }
            let run = contentTrimmed.prefix { $0 == first }.count
            guard run >= 3 && !(first == "`" && contentTrimmed.dropFirst(run).contains("`")) else { return false }
            fence = (first, run, inContainer)
            return true
        }
    }

    /// The columns of white space `text` starts with, a tab to the next multiple of 4 (CommonMark §2.2).
    static func columns(before text: Substring) -> Int {
        var columns = 0
        for character in text {
            if character == " " {
                columns += 1
            } else if character == "\t" {
                columns += 4 - columns % 4
            } else {
                break
            }
        }
        return columns
    }
}
