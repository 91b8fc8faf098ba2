import EPUBSupport
import Foundation
import XMLTree

#if canImport(Glibc)
    import Glibc
#endif

/// Points a diagnostic about a node at the line and column of the source
/// file where its URL was written: the destination itself, not the first
/// place the same text appears on the line.
///
/// One locator serves one chapter on one thread. Its work is linear in the
/// size of the source however many diagnostics it places: each line is
/// searched once per URL (`ByteSearch`) and the answer kept for the next
/// diagnostic about the same URL, and the elements sharing a line or block
/// are listed once. Fuzzing found a chapter with a thousand broken links on
/// one line that took minutes when every message rescanned the line.
/// A search over the whole chapter (a node whose block is unknown, as for
/// the accessibility audit, which runs after Resolve drops the blocks'
/// positions) looks only at the lines holding the URL's bytes: one `memchr`
/// scan of the chapter, kept per URL, and a binary search of the line starts,
/// instead of each line's own search (a chapter of 110 KB with 1 200 remote
/// images spent 97% of its build there).
final class SourceLocator {
    let chapter: ChapterDocument
    private var lineBytes: [Int: [UInt8]] = [:]
    private var columnsFound: [ColumnQuery: [Int]] = [:]
    private var occurrences: [OccurrenceQuery: [Int: Int]] = [:]
    /// The quoted values of each long line, by value, with where each starts (`quotedValues(onLine:)`).
    private var valuesOnLine: [Int: [String: [Int]]] = [:]
    /// The last place whose column was counted on each line: its UTF-8 offset, index and column.
    private var lastColumn: [Int: (offset: Int, index: Substring.Index, column: Int)] = [:]
    private var elementsByLine: [Int: [XMLNode]]?
    private var definitions: [String: SourceLocation?] = [:]
    private var textLocations: [String: SourceLocation] = [:]
    private var forms: [String: [String]] = [:]
    private var linesHolding: [String: [Int]] = [:]
    /// The source as one run of bytes, lines joined by "\n", and the offset where each line starts; made when first
    /// needed.
    private var text: (bytes: [UInt8], lineStarts: [Int])?
    /// The lines that may be a `[label]: destination` definition, read once.
    private var definitionLines: [(index: Int, destination: Substring)]?

    private struct ColumnQuery: Hashable {
        var line: Int, value: String, attribute: String?, wholeValue: Bool
    }

    private struct OccurrenceQuery: Hashable {
        /// A Markdown block's node identity, or an XHTML line number (negated).
        var scope: Int, value: String, wholeValue: Bool
    }

    init(chapter: ChapterDocument) {
        self.chapter = chapter
    }

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
        // The node's own occurrence among the places the URL is written in its block, or the last place.
        var remaining: Int?
        var last: SourceLocation?
        for line in lines(in: range, holding: value) {
            let columns = columns(of: value, attribute: name, wholeValue: whole, line: line)
            guard let lastColumn = columns.last else { continue }
            let index = remaining ?? occurrenceIndex(of: node, value: value, wholeValue: whole)
            if index < columns.count { return chapter.location(line: line, column: columns[index]) }
            remaining = index - columns.count
            last = chapter.location(line: line, column: lastColumn)
        }
        if let last { return last }
        if chapter.format == .markdown, let definition = referenceDefinition(of: value) { return definition }
        for line in lines(in: range, holding: value) {
            if let column = plainColumn(of: value, line: line) {
                return chapter.location(line: line, column: column)
            }
        }
        return chapter.location(line: range.lowerBound, column: 1)
    }

    /// Where `value` (an `href` of a `<link>` in an XHTML/HTML head) was written on `line` or the few lines after it.
    func location(line: Int, value: String, attribute: String = "href") -> SourceLocation {
        for number in max(line, 1)...(max(line, 1) + 5) where number <= chapter.sourceLines.count {
            if let column = columns(of: value, attribute: attribute, wholeValue: true, line: number).first
                ?? plainColumn(of: value, line: number)
            {
                return chapter.location(line: number, column: column)
            }
        }
        return chapter.location(line: line, column: 1)
    }

    /// The first place `text` appears in the file (for CSS of a head `<style>`, which keeps no line).
    func location(ofText text: String) -> SourceLocation {
        if let known = textLocations[text] { return known }
        var found = chapter.location(line: 1, column: 1)
        for line in lines(in: 1...max(chapter.sourceLines.count, 1), holding: text) {
            if let column = plainColumn(of: text, line: line) {
                found = chapter.location(line: line, column: column)
                break
            }
        }
        textLocations[text] = found
        return found
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
        let query: OccurrenceQuery
        let scope: () -> [XMLNode]
        if chapter.format == .markdown, let block = Self.block(of: node) {
            query = OccurrenceQuery(scope: block.identity, value: value, wholeValue: wholeValue)
            scope = { [block] + block.descendants }
        } else {
            query = OccurrenceQuery(scope: -node.line, value: value, wholeValue: wholeValue)
            scope = { self.elements(onLine: node.line) }
        }
        if occurrences[query] == nil {
            if wholeValue {
                indexWholeValues(in: scope(), scope: query.scope)
                if occurrences[query] == nil { occurrences[query] = [:] }  // no element holds it: asked once
            } else {
                let same = scope().filter { element in element.attributes.contains { $0.value.contains(value) } }
                occurrences[query] = Dictionary(
                    same.enumerated().map { ($0.element.identity, $0.offset) }, uniquingKeysWith: { first, _ in first })
            }
        }
        return occurrences[query]?[node.identity] ?? 0
    }

    /// Every attribute value of a scope's elements with each element's place among those holding it, in one walk:
    /// asked value by value, a line of 16 000 links to 16 000 targets was walked 16 000 times.
    private func indexWholeValues(in elements: [XMLNode], scope: Int) {
        var places: [String: [Int: Int]] = [:]
        for element in elements {
            for value in Set(element.attributes.map(\.value)) {
                let place = places[value]?.count ?? 0
                if places[value]?[element.identity] == nil { places[value, default: [:]][element.identity] = place }
            }
        }
        for (value, found) in places {
            occurrences[OccurrenceQuery(scope: scope, value: value, wholeValue: true)] = found
        }
    }

    /// The elements of an XHTML body that libxml2 placed on `line`, in document order; listed once for all lines.
    private func elements(onLine line: Int) -> [XMLNode] {
        if elementsByLine == nil {
            elementsByLine = Dictionary(grouping: chapter.body?.descendants ?? [], by: \.line)
        }
        return elementsByLine?[line] ?? []
    }

    private func bytes(ofLine line: Int) -> [UInt8] {
        if let known = lineBytes[line] { return known }
        let bytes = Array(chapter.sourceLines[line - 1].utf8)
        lineBytes[line] = bytes
        return bytes
    }

    /// The columns where `value` is written on `line` as a URL: a Markdown
    /// destination `](value)`, `](value "title")`, `](<value>)`, or the value of
    /// `attribute` in an HTML tag (`attribute="value"`, with any quoting).
    /// With `wholeValue` false, `value` may be any part of the attribute's value.
    private func columns(of value: String, attribute: String?, wholeValue: Bool, line: Int) -> [Int] {
        guard !value.isEmpty else { return [] }
        let query = ColumnQuery(line: line, value: value, attribute: attribute, wholeValue: wholeValue)
        if let known = columnsFound[query] { return known }
        let bytes = bytes(ofLine: line)
        let name = attribute.map { Array($0.lowercased().utf8) }
        var offsets = Set<Int>()
        // On a long line of HTML, a whole attribute value is looked up among the line's quoted values, read once:
        // searched for value by value, a line of 16 000 links to 16 000 targets was read 16 000 times.
        let indexed = chapter.format != .markdown && name != nil && wholeValue && bytes.count > 4096
        for form in writtenForms(of: value) {
            let pattern = Array(form.utf8)
            let starts =
                indexed ? quotedValues(onLine: line, bytes)[form] ?? [] : ByteSearch.occurrences(of: pattern, in: bytes)
            for start in starts {
                let end = start + pattern.count
                if chapter.format == .markdown, Self.isDestination(bytes, start: start, end: end) {
                    offsets.insert(start)
                } else if let name, Self.isInsideAttribute(name, bytes, start: start, end: end, wholeValue: wholeValue)
                {
                    offsets.insert(start)
                }
            }
        }
        let found = columns(atOffsets: offsets.sorted(), line: line)
        columnsFound[query] = found
        return found
    }

    /// Each quoted value on `line` (after `=`, in double or single quotes), with the offsets where it starts.
    private func quotedValues(onLine line: Int, _ bytes: [UInt8]) -> [String: [Int]] {
        if let known = valuesOnLine[line] { return known }
        var values: [String: [Int]] = [:]
        var index = 0
        while index < bytes.count {
            let quote = bytes[index]
            guard quote == ASCII.doubleQuote || quote == ASCII.singleQuote else {
                index += 1
                continue
            }
            var before = index
            while before > 0, bytes[before - 1] == ASCII.space || bytes[before - 1] == ASCII.tab { before -= 1 }
            let close = bytes[(index + 1)...].firstIndex(of: quote) ?? bytes.count
            if before > 0, bytes[before - 1] == ASCII.equals {
                values[String(decoding: bytes[(index + 1)..<close], as: UTF8.self), default: []].append(index + 1)
                index = close + 1
            } else {
                index += 1
            }
        }
        valuesOnLine[line] = values
        return values
    }

    /// Whether `bytes[start..<end]` is a Markdown link destination: after `](` or `](<`, before `)`, `>`, a blank or
    /// the end.
    private static func isDestination(_ bytes: [UInt8], start: Int, end: Int) -> Bool {
        let opens =
            (start >= 2 && bytes[start - 2] == ASCII.closeBracket && bytes[start - 1] == ASCII.openParenthesis)
            || (start >= 3 && bytes[start - 3] == ASCII.closeBracket && bytes[start - 2] == ASCII.openParenthesis
                && bytes[start - 1] == ASCII.lessThan)
        guard opens else { return false }
        guard end < bytes.count else { return true }
        return [ASCII.closeParenthesis, ASCII.greaterThan, ASCII.space, ASCII.tab].contains(bytes[end])
    }

    /// Whether `bytes[start..<end]` is (with `wholeValue`) or lies inside (without) the value of the
    /// attribute `name` (lowercased ASCII) in a tag.
    private static func isInsideAttribute(_ name: [UInt8], _ bytes: [UInt8], start: Int, end: Int, wholeValue: Bool)
        -> Bool
    {
        // Walk back over the part of the value before this point to the `=`.
        var head = start
        var quote: UInt8?
        if wholeValue {
            if head > 0, bytes[head - 1] == ASCII.doubleQuote || bytes[head - 1] == ASCII.singleQuote {
                quote = bytes[head - 1]
                head -= 1
            }
        } else {
            guard let opening = bytes[..<head].lastIndex(where: { $0 == ASCII.doubleQuote || $0 == ASCII.singleQuote })
            else { return false }
            quote = bytes[opening]
            head = opening
        }
        while head > 0, bytes[head - 1] == ASCII.space || bytes[head - 1] == ASCII.tab { head -= 1 }
        guard head > 0, bytes[head - 1] == ASCII.equals else { return false }
        head -= 1
        while head > 0, bytes[head - 1] == ASCII.space || bytes[head - 1] == ASCII.tab { head -= 1 }
        guard head >= name.count else { return false }
        let nameStart = head - name.count
        for (offset, expected) in name.enumerated() where ASCII.lowercased(bytes[nameStart + offset]) != expected {
            return false
        }
        if nameStart > 0, ![ASCII.space, ASCII.tab, ASCII.lessThan].contains(bytes[nameStart - 1]) { return false }
        guard wholeValue else { return true }
        guard end < bytes.count else { return quote == nil }
        if let quote { return bytes[end] == quote }
        return [ASCII.space, ASCII.tab, ASCII.greaterThan, ASCII.slash].contains(bytes[end])
    }

    /// 1-based columns, counted in characters, of increasing UTF-8 offsets into `line`, in one pass.
    /// `columns(atOffsets:in:)` on `line`, counted on from the last place counted on it when that comes before:
    /// diagnostics come in reading order, and a long line's columns were counted from its start each time.
    private func columns(atOffsets offsets: [Int], line: Int) -> [Int] {
        let text = chapter.sourceLines[line - 1]
        guard let first = offsets.first, let mark = lastColumn[line], mark.offset <= first else {
            let found = Self.columns(atOffsets: offsets, in: text)
            if let last = offsets.last, let column = found.last {
                lastColumn[line] = (last, text.utf8.index(text.startIndex, offsetBy: last), column)
            }
            return found
        }
        let rest = text[mark.index...]
        let found = Self.columns(atOffsets: offsets.map { $0 - mark.offset }, in: rest).map { $0 + mark.column - 1 }
        if let last = offsets.last, let column = found.last {
            lastColumn[line] = (last, text.utf8.index(text.startIndex, offsetBy: last), column)
        }
        return found
    }

    private static func columns(atOffsets offsets: [Int], in line: Substring) -> [Int] {
        var columns: [Int] = []
        var index = line.startIndex
        var offset = 0
        var column = 1
        for target in offsets {
            let next = line.utf8.index(index, offsetBy: target - offset)
            column += line.distance(from: index, to: next)
            index = next
            offset = target
            columns.append(column)
        }
        return columns
    }

    /// `value` as cmark-gfm gives it and as an author may have typed it (percent-decoded); decoded once per value.
    private func writtenForms(of value: String) -> [String] {
        if let known = forms[value] { return known }
        let decoded = value.removingPercentEncoding ?? value
        let found = decoded == value ? [value] : [value, decoded]
        forms[value] = found
        return found
    }

    /// The lines of `range` (1-based, in order) that can hold `value`: a short
    /// range as it is; over a few lines, those holding the bytes of one of its
    /// written forms, found once per value in the whole source. No other line
    /// can give a column, so the answer is the same as looking at every line.
    private func lines(in range: ClosedRange<Int>, holding value: String) -> [Int] {
        let count = chapter.sourceLines.count
        guard range.count > 8, !value.isEmpty else { return range.filter { $0 >= 1 && $0 <= count } }
        let holding: [Int]
        if let known = linesHolding[value] {
            holding = known
        } else {
            holding = findLines(holding: value)
            linesHolding[value] = holding
        }
        return holding.filter { range.contains($0) }
    }

    private func findLines(holding value: String) -> [Int] {
        if text == nil {
            var bytes: [UInt8] = []
            var starts: [Int] = []
            starts.reserveCapacity(chapter.sourceLines.count)
            for line in chapter.sourceLines {
                starts.append(bytes.count)
                bytes.append(contentsOf: line.utf8)
                bytes.append(ASCII.newline)
            }
            text = (bytes, starts)
        }
        guard let text else { return [] }
        var lines = Set<Int>()
        for form in writtenForms(of: value) {
            let pattern = Array(form.utf8)
            guard let first = pattern.first else { continue }
            text.bytes.withUnsafeBufferPointer { haystack in
                guard let base = haystack.baseAddress else { return }
                var offset = 0
                // memchr finds each candidate first byte at memory speed; only those are compared.
                while offset + pattern.count <= haystack.count,
                    let hit = memchr(base + offset, Int32(first), haystack.count - offset - pattern.count + 1)
                {
                    let start = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + start, pattern, pattern.count) == 0 {
                        lines.insert(Self.line(containing: start, lineStarts: text.lineStarts))
                    }
                    offset = start + 1
                }
            }
        }
        return lines.sorted()
    }

    /// The 1-based line whose bytes hold `offset`: a binary search of the line starts.
    private static func line(containing offset: Int, lineStarts: [Int]) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// A reference-style link or image: its `[label]: value` definition line.
    private func referenceDefinition(of value: String) -> SourceLocation? {
        if let known = definitions[value] { return known }
        var found: SourceLocation?
        if definitionLines == nil {
            definitionLines = chapter.sourceLines.enumerated().compactMap { index, line in
                let indent = line.prefix { $0 == " " }
                guard indent.count <= 3 else { return nil }
                let rest = line.dropFirst(indent.count)
                guard rest.hasPrefix("["), let close = rest.range(of: "]:") else { return nil }
                var destination = rest[close.upperBound...].drop { $0 == " " || $0 == "\t" }
                if destination.hasPrefix("<") { destination = destination.dropFirst() }
                return (index, destination)
            }
        }
        lines: for (index, destination) in definitionLines ?? [] {
            let line = chapter.sourceLines[index]
            for form in writtenForms(of: value) where destination.hasPrefix(form) {
                let end = destination.dropFirst(form.count).first
                guard end.map({ $0 == " " || $0 == "\t" || $0 == ">" }) ?? true else { continue }
                found = chapter.location(
                    line: index + 1, column: line.distance(from: line.startIndex, to: destination.startIndex) + 1)
                break lines
            }
        }
        definitions[value] = found
        return found
    }

    /// The column of the first appearance of `value` (or its decoded form) on `line`, wherever it stands.
    private func plainColumn(of value: String, line: Int) -> Int? {
        guard !value.isEmpty else { return nil }
        let bytes = bytes(ofLine: line)
        for form in writtenForms(of: value) {
            if let offset = ByteSearch.firstOccurrence(of: Array(form.utf8), in: bytes) {
                return Self.columns(atOffsets: [offset], in: chapter.sourceLines[line - 1])[0]
            }
        }
        return nil
    }
}
