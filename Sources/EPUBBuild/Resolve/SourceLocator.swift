import XMLTree

/// Points a diagnostic about a node at the line and column of the source
/// file where its URL was written: the destination itself, not the first
/// place the same text appears on the line.
struct SourceLocator {
    let chapter: ChapterDocument

    /// Where `value`, the value (or, for `srcset` and `style`, a part of the
    /// value) of one of `node`'s attributes, was written. In Markdown that is
    /// the destination of `[text](value)`, or for a reference link the
    /// `[label]: value` definition; in HTML the attribute's value. When the
    /// same URL appears several times in a block, the node's own occurrence is
    /// the one shown. Falls back to the first appearance of the text, then to
    /// the start of the block.
    func location(of node: XMLNode, value: String, attribute: String? = nil) -> SourceLocation {
        let range = lineRange(of: node)
        let name = attribute ?? node.attributes.first { $0.value == value }?.name
        let whole = name.map { node.attribute($0) == value } ?? true
        var matches: [(line: Int, column: Int)] = []
        for line in range where line >= 1 && line <= chapter.sourceLines.count {
            for column in columns(of: value, attribute: name, wholeValue: whole, in: chapter.sourceLines[line - 1]) {
                matches.append((line, column))
            }
        }
        if !matches.isEmpty {
            let occurrence = min(occurrenceIndex(of: node, value: value, wholeValue: whole), matches.count - 1)
            return SourceLocation(path: chapter.displayPath, line: matches[occurrence].line, column: matches[occurrence].column)
        }
        if chapter.format == .markdown, let definition = referenceDefinition(of: value) { return definition }
        for line in range where line >= 1 && line <= chapter.sourceLines.count {
            if let column = Self.plainColumn(of: value, in: chapter.sourceLines[line - 1]) {
                return SourceLocation(path: chapter.displayPath, line: line, column: column)
            }
        }
        return SourceLocation(path: chapter.displayPath, line: range.lowerBound, column: 1)
    }

    /// Where `value` (an `href` of a `<link>` in an XHTML/HTML head) was written on `line` or the few lines after it.
    func location(line: Int, value: String, attribute: String = "href") -> SourceLocation {
        for number in max(line, 1)...(max(line, 1) + 5) where number <= chapter.sourceLines.count {
            if let column = columns(of: value, attribute: attribute, wholeValue: true, in: chapter.sourceLines[number - 1]).first
                ?? Self.plainColumn(of: value, in: chapter.sourceLines[number - 1]) {
                return SourceLocation(path: chapter.displayPath, line: number, column: column)
            }
        }
        return SourceLocation(path: chapter.displayPath, line: line, column: 1)
    }

    /// The first place `text` appears in the file (for CSS of a head `<style>`, which keeps no line).
    func location(ofText text: String) -> SourceLocation {
        for (index, line) in chapter.sourceLines.enumerated() {
            if let column = Self.plainColumn(of: text, in: line) {
                return SourceLocation(path: chapter.displayPath, line: index + 1, column: column)
            }
        }
        return SourceLocation(path: chapter.displayPath, line: 1, column: 1)
    }

    /// Markdown: the `data-sourcepos` of the enclosing block (cmark-gfm's
    /// `line:col-line:col`). XHTML: the element's line and a few after it,
    /// since attributes may sit on following lines.
    private func lineRange(of node: XMLNode) -> ClosedRange<Int> {
        if chapter.format == .markdown {
            if let block = Self.block(of: node), let position = block.attribute("data-sourcepos") {
                let numbers = position.split(whereSeparator: { $0 == ":" || $0 == "-" }).compactMap { Int($0) }
                if numbers.count == 4, numbers[0] <= numbers[2] { return numbers[0]...numbers[2] }
            }
            return 1...max(chapter.sourceLines.count, 1)
        }
        let line = max(node.line, 1)
        return line...(line + 5)
    }

    private static func block(of node: XMLNode) -> XMLNode? {
        var current: XMLNode? = node
        while let element = current {
            if element.attribute("data-sourcepos") != nil { return element }
            current = element.parent
        }
        return nil
    }

    /// Which of the elements of `node`'s block (Markdown) or line (XHTML) that
    /// carry the same URL `node` is, counting from 0 in document order.
    private func occurrenceIndex(of node: XMLNode, value: String, wholeValue: Bool) -> Int {
        let scope: [XMLNode]
        if chapter.format == .markdown, let block = Self.block(of: node) {
            scope = [block] + block.descendants
        } else {
            scope = (chapter.body?.descendants ?? []).filter { $0.line == node.line }
        }
        let same = scope.filter { element in
            element.attributes.contains { wholeValue ? $0.value == value : $0.value.contains(value) }
        }
        return same.firstIndex { $0.isSame(as: node) } ?? 0
    }

    /// The columns where `value` is written on `line` as a URL: a Markdown
    /// destination `](value)`, `](value "title")`, `](<value>)`, or the value of
    /// `attribute` in an HTML tag (`attribute="value"`, with any quoting).
    /// With `wholeValue` false, `value` may be any part of the attribute's value.
    private func columns(of value: String, attribute: String?, wholeValue: Bool, in line: Substring) -> [Int] {
        guard !value.isEmpty else { return [] }
        var found: [Int] = []
        for form in Self.writtenForms(of: value) {
            var searchFrom = line.startIndex
            while let range = line[searchFrom...].range(of: form) {
                searchFrom = line.index(after: range.lowerBound)
                let before = line[..<range.lowerBound]
                let after = line[range.upperBound...]
                let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
                if chapter.format == .markdown, before.hasSuffix("](") || before.hasSuffix("](<"),
                   after.first.map({ $0 == ")" || $0 == ">" || $0 == " " || $0 == "\t" }) ?? true {
                    found.append(column)
                } else if let attribute, Self.isInsideAttribute(attribute, before: before, after: after, wholeValue: wholeValue) {
                    found.append(column)
                }
            }
        }
        return Array(Set(found)).sorted()
    }

    /// Whether text at this point of a tag is inside the value of `attribute`.
    private static func isInsideAttribute(_ attribute: String, before: Substring, after: Substring, wholeValue: Bool) -> Bool {
        // Walk back over the part of the value before this point to the `=`.
        var head = before
        let quote: Character?
        if wholeValue {
            quote = head.last.flatMap { $0 == "\"" || $0 == "'" ? $0 : nil }
            if quote != nil { head = head.dropLast() }
        } else {
            guard let opening = head.lastIndex(where: { $0 == "\"" || $0 == "'" }) else { return false }
            quote = head[opening]
            head = head[..<opening]
        }
        while head.last == " " || head.last == "\t" { head = head.dropLast() }
        guard head.last == "=" else { return false }
        head = head.dropLast()
        while head.last == " " || head.last == "\t" { head = head.dropLast() }
        guard head.lowercased().hasSuffix(attribute.lowercased()) else { return false }
        let beforeName = head.dropLast(attribute.count).last
        guard beforeName.map({ $0 == " " || $0 == "\t" || $0 == "<" }) ?? true else { return false }
        guard wholeValue else { return true }
        if let quote { return after.first == quote }
        return after.first.map { $0 == " " || $0 == "\t" || $0 == ">" || $0 == "/" } ?? true
    }

    /// `value` as cmark-gfm gives it and as an author may have typed it (percent-decoded).
    private static func writtenForms(of value: String) -> [String] {
        let decoded = value.removingPercentEncoding ?? value
        return decoded == value ? [value] : [value, decoded]
    }

    /// A reference-style link or image: its `[label]: value` definition line.
    private func referenceDefinition(of value: String) -> SourceLocation? {
        for (index, line) in chapter.sourceLines.enumerated() {
            let indent = line.prefix { $0 == " " }
            guard indent.count <= 3 else { continue }
            let rest = line.dropFirst(indent.count)
            guard rest.hasPrefix("["), let close = rest.range(of: "]:") else { continue }
            var destination = rest[close.upperBound...].drop { $0 == " " || $0 == "\t" }
            if destination.hasPrefix("<") { destination = destination.dropFirst() }
            for form in Self.writtenForms(of: value) where destination.hasPrefix(form) {
                let end = destination.dropFirst(form.count).first
                guard end.map({ $0 == " " || $0 == "\t" || $0 == ">" }) ?? true else { continue }
                return SourceLocation(path: chapter.displayPath, line: index + 1,
                                      column: line.distance(from: line.startIndex, to: destination.startIndex) + 1)
            }
        }
        return nil
    }

    private static func plainColumn(of value: String, in line: Substring) -> Int? {
        guard !value.isEmpty else { return nil }
        for form in writtenForms(of: value) {
            if let range = line.range(of: form) { return line.distance(from: line.startIndex, to: range.lowerBound) + 1 }
        }
        return nil
    }
}
