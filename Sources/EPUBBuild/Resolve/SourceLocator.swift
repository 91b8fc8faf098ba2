import XMLTree

/// Points a diagnostic about a node at the line and column of the source
/// file that produced it.
struct SourceLocator {
    let chapter: ChapterDocument

    /// Where `value` (an attribute value, such as an image path) was written
    /// for `node`; the start of the node's block when it cannot be found.
    func location(of node: XMLNode, value: String) -> SourceLocation {
        let range = lineRange(of: node)
        for line in range where line >= 1 && line <= chapter.sourceLines.count {
            if let column = column(of: value, in: chapter.sourceLines[line - 1]) {
                return SourceLocation(path: chapter.displayPath, line: line, column: column)
            }
        }
        return SourceLocation(path: chapter.displayPath, line: range.lowerBound, column: 1)
    }

    /// Where `value` was written on `line` (or the few lines after it).
    func location(line: Int, value: String) -> SourceLocation {
        for number in max(line, 1)...(max(line, 1) + 5) where number <= chapter.sourceLines.count {
            if let column = column(of: value, in: chapter.sourceLines[number - 1]) {
                return SourceLocation(path: chapter.displayPath, line: number, column: column)
            }
        }
        return SourceLocation(path: chapter.displayPath, line: line, column: 1)
    }

    /// Markdown: the `data-sourcepos` of the enclosing block (cmark-gfm's
    /// `line:col-line:col`). XHTML: the element's line and a few after it,
    /// since attributes may sit on following lines.
    private func lineRange(of node: XMLNode) -> ClosedRange<Int> {
        if chapter.format == .markdown {
            var current: XMLNode? = node
            while let element = current {
                if let position = element.attribute("data-sourcepos") {
                    let numbers = position.split(whereSeparator: { $0 == ":" || $0 == "-" }).compactMap { Int($0) }
                    if numbers.count == 4, numbers[0] <= numbers[2] { return numbers[0]...numbers[2] }
                }
                current = element.parent
            }
            return 1...chapter.sourceLines.count
        }
        let line = max(node.line, 1)
        return line...(line + 5)
    }

    private func column(of value: String, in line: Substring) -> Int? {
        guard !value.isEmpty, let range = line.range(of: value) else { return nil }
        return line.distance(from: line.startIndex, to: range.lowerBound) + 1
    }
}
