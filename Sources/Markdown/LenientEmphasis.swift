import CCmarkGFM
import Foundation

/// pandoc's emphasis, where CommonMark's rules leave the asterisks as text. pandoc closes `**` and `*` wherever they
/// come (`**Hinweis: **Text`, a bold run from Word ending in a space; `*(foo)*t`), so long as the opener is not
/// followed by a space; CommonMark asks a closer to be right-flanking. The delimiter runs cmark-gfm left as text are
/// paired here as pandoc pairs them, each with the next like run among its siblings, and what lies between becomes
/// emphasis: the asterisks had reached the reader as written, without a word.
///
/// cmark-gfm joins adjacent text, so a run is found in a text node's literal, and told from an escaped `\*` by the
/// source: the node's k-th asterisk is the k-th of the source between its columns (a node whose counts differ, an
/// entity `&#42;` in it, is left as it is). Only what cmark-gfm left is paired: where it paired runs pandoc would
/// pair otherwise (`*(a)*t and x*y`), its emphasis stays, and the runs around it pair with each other.
struct LenientEmphasis {
    /// The source's lines, as bytes.
    private let lines: [ArraySlice<UInt8>]

    init(source: String) {
        lines = Array(source.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }

    /// Pairs the unmatched runs of every inline container of `document`.
    static func apply(to document: OpaquePointer, source: String) {
        var containers: [OpaquePointer] = []
        guard let iterator = cmark_iter_new(document) else { return }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                mayHoldRuns(node)
            else { continue }
            containers.append(node)
        }
        cmark_iter_free(iterator)
        guard !containers.isEmpty else { return }
        let emphasis = LenientEmphasis(source: source)
        for container in containers { emphasis.pair(in: container) }
    }

    /// Whether a text child of `node` holds a delimiter.
    private static func mayHoldRuns(_ node: OpaquePointer) -> Bool {
        var child = cmark_node_first_child(node)
        while let current = child {
            if cmark_node_get_type(current) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(current),
                strchr(literal, 0x2A) != nil || strchr(literal, 0x5F) != nil
            {
                return true
            }
            child = cmark_node_next(current)
        }
        return false
    }
}

extension LenientEmphasis {
    /// A run of one delimiter left as text, its own text node once split out: the character and how many.
    private typealias Delimiter = (character: UInt8, count: Int)

    private func pair(in container: OpaquePointer) {
        var runs: [OpaquePointer: Delimiter] = [:]
        var child = cmark_node_first_child(container)
        while let current = child {
            child = cmark_node_next(current)
            if cmark_node_get_type(current) == CMARK_NODE_TEXT { split(current, into: &runs) }
        }
        var current = cmark_node_first_child(container)
        while let opener = current {
            current = cmark_node_next(opener)
            guard let delimiter = runs[opener], Self.opens(opener, delimiter.character),
                let closer = Self.closer(after: opener, like: delimiter, runs: runs)
            else { continue }
            current = cmark_node_next(closer)
            Self.wrap(from: opener, to: closer, count: delimiter.count)
        }
    }

    /// Splits a text node at its runs, each run a node of its own, noted in `runs`.
    private func split(_ node: OpaquePointer, into runs: inout [OpaquePointer: Delimiter]) {
        guard let pointer = cmark_node_get_literal(node) else { return }
        let literal = Array(String(cString: pointer).utf8)
        let found = unescapedRuns(in: literal, of: node)
        guard !found.isEmpty else { return }
        var pieces: [(bytes: ArraySlice<UInt8>, run: Delimiter?)] = []
        var cursor = 0
        for (start, count) in found {
            if start > cursor { pieces.append((literal[cursor..<start], nil)) }
            pieces.append((literal[start..<(start + count)], (literal[start], count)))
            cursor = start + count
        }
        if cursor < literal.count { pieces.append((literal[cursor...], nil)) }
        var previous = node
        for (index, piece) in pieces.enumerated() {
            var target = node
            if index > 0 {
                guard let made = cmark_node_new(CMARK_NODE_TEXT) else { return }
                cmark_node_insert_after(previous, made)
                target = made
            }
            cmark_node_set_literal(target, String(decoding: piece.bytes, as: UTF8.self))
            if let run = piece.run { runs[target] = run }
            previous = target
        }
    }

    /// The runs of `*` or `_` (at most three) in a text node's `literal` that its source wrote unescaped, as their
    /// start and length.
    private func unescapedRuns(in literal: [UInt8], of node: OpaquePointer) -> [(start: Int, count: Int)] {
        let positions = literal.indices.filter { literal[$0] == 0x2A || literal[$0] == 0x5F }
        guard !positions.isEmpty, let escaped = escapes(of: node), escaped.count == positions.count else { return [] }
        var runs: [(start: Int, count: Int)] = []
        var index = 0
        while index < positions.count {
            let first = positions[index]
            var count = 1
            while index + count < positions.count, positions[index + count] == first + count,
                literal[first + count] == literal[first]
            {
                count += 1
            }
            if count <= 3, !escaped[index..<(index + count)].contains(true) { runs.append((first, count)) }
            index += count
        }
        return runs
    }

    /// For each `*` and `_` of the source between the node's columns, in order, whether a backslash escapes it.
    private func escapes(of node: OpaquePointer) -> [Bool]? {
        let line = Int(cmark_node_get_start_line(node)) - 1
        let start = Int(cmark_node_get_start_column(node)) - 1
        let end = Int(cmark_node_get_end_column(node))
        guard line >= 0, line < lines.count, cmark_node_get_end_line(node) == cmark_node_get_start_line(node),
            start >= 0, start < end, end <= lines[line].count
        else { return nil }
        let base = lines[line].startIndex
        var escapes: [Bool] = []
        var backslashes = 0
        for byte in lines[line][(base + start)..<(base + end)] {
            if byte == 0x2A || byte == 0x5F { escapes.append(backslashes % 2 == 1) }
            backslashes = byte == 0x5C ? backslashes + 1 : 0
        }
        return escapes
    }

    /// pandoc's opener: not followed by a space; `_` not inside a word either.
    private static func opens(_ node: OpaquePointer, _ character: UInt8) -> Bool {
        guard let next = cmark_node_next(node), let after = firstByte(of: next), !isSpace(after) else { return false }
        guard character == 0x5F, let previous = cmark_node_previous(node) else { return true }
        return lastByte(of: previous).map { !isWordByte($0) } ?? true
    }

    /// The next run like `delimiter` after `opener` among its siblings, something between them; for `_`, one not
    /// followed by a letter or digit.
    private static func closer(after opener: OpaquePointer, like delimiter: Delimiter, runs: [OpaquePointer: Delimiter])
        -> OpaquePointer?
    {
        guard let first = cmark_node_next(opener) else { return nil }
        var current = cmark_node_next(first)
        while let node = current {
            if let found = runs[node], found == delimiter {
                let after = cmark_node_next(node).flatMap(firstByte(of:))
                if delimiter.character == 0x2A || after.map({ !isWordByte($0) }) ?? true { return node }
            }
            current = cmark_node_next(node)
        }
        return nil
    }

    /// The nodes between `opener` and `closer` moved into emphasis (`*`), strong emphasis (`**`) or both (`***`),
    /// which takes the opener's place; the closer goes.
    private static func wrap(from opener: OpaquePointer, to closer: OpaquePointer, count: Int) {
        guard let outer = cmark_node_new(count == 1 ? CMARK_NODE_EMPH : CMARK_NODE_STRONG) else { return }
        var inner = outer
        if count == 3, let emphasis = cmark_node_new(CMARK_NODE_EMPH) {
            cmark_node_append_child(outer, emphasis)
            inner = emphasis
        }
        while let node = cmark_node_next(opener), node != closer { cmark_node_append_child(inner, node) }
        cmark_node_replace(opener, outer)
        cmark_node_free(opener)
        cmark_node_free(closer)
    }

    private static func firstByte(of node: OpaquePointer) -> UInt8? {
        guard cmark_node_get_type(node) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(node) else {
            // A soft or hard break is a space; any other inline (emphasis, code, a link) starts with no space.
            let type = cmark_node_get_type(node)
            return type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK ? 0x20 : 0x78
        }
        return literal[0] == 0 ? nil : UInt8(bitPattern: literal[0])
    }

    private static func lastByte(of node: OpaquePointer) -> UInt8? {
        guard cmark_node_get_type(node) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(node) else {
            return nil
        }
        let length = strlen(literal)
        return length == 0 ? nil : UInt8(bitPattern: literal[length - 1])
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A }

    /// An ASCII letter or digit, or any byte of a non-ASCII character (a letter, most often).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte >= 0x80
    }
}
