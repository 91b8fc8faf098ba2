import CTreeSitter

/// Finds the runs of a code block to colour: parses the code with the
/// language's tree-sitter grammar and runs its highlight query over the tree.
/// A highlighter owns a parser and a query cursor, which are not shared:
/// make one per thread (they are cheap); the compiled queries are shared.
public final class SyntaxHighlighter {
    private let parser: OpaquePointer
    private let cursor: OpaquePointer
    private let matchData = PatternRegex.MatchData()

    public init() {
        parser = ts_parser_new()
        cursor = ts_query_cursor_new()
    }

    deinit {
        ts_query_cursor_delete(cursor)
        ts_parser_delete(parser)
    }

    /// The classed runs of `code`, in order and not overlapping. Where
    /// captures nest, the innermost decides (an escape inside a string); where
    /// several patterns capture the same node, the first in the query that
    /// gives it a class does, as tree-sitter's own highlighter has it. Queries
    /// written for Neovim (`CodeLanguage.laterPatternsWin`) are painted in the
    /// order tree-sitter gives the captures, as Neovim does: the later pattern wins.
    /// A capture left plain (`@variable`) never decides: the grammars' queries
    /// put `(identifier) @variable` first (JavaScript) or last (Go), and
    /// either way a function's name should show as one. Code the grammar
    /// cannot parse still gets what the parser recovered.
    public func spans(of code: String, in language: CodeLanguage) throws -> [HighlightSpan] {
        let query = try HighlightQuery.shared(language)
        var text = code
        return text.withUTF8 { bytes -> [HighlightSpan] in
            guard bytes.count > 0, bytes.count < UInt32.max, ts_parser_set_language(parser, language.grammar) else {
                return []
            }
            guard
                let tree = bytes.withMemoryRebound(to: CChar.self, { BoundedParse.parse(parser, $0) })
            else { return [] }
            defer { ts_tree_delete(tree) }
            ts_query_cursor_exec(cursor, query.pointer, ts_tree_root_node(tree))
            var match = TSQueryMatch()
            var index: UInt32 = 0
            var captures: [(start: UInt32, end: UInt32, pattern: Int, order: Int, kind: Int8)] = []
            while ts_query_cursor_next_capture(cursor, &match, &index) {
                let capture = match.captures[Int(index)]
                let kind = query.classes[Int(capture.index)]
                let start = ts_node_start_byte(capture.node),
                    end = min(ts_node_end_byte(capture.node), UInt32(bytes.count))
                guard kind >= 0, start < end else { continue }
                guard satisfies(query.predicates[Int(match.pattern_index)], match, bytes) else {
                    // Its other captures fail the same test: tree-sitter's own highlighter drops the match too.
                    ts_query_cursor_remove_match(cursor, match.id)
                    continue
                }
                captures.append((start, end, Int(match.pattern_index), captures.count, kind))
            }
            if !language.laterPatternsWin {
                // Painted outer first, so that what is nested inside wins (tree-sitter gives captures that
                // start together in pattern order, not by depth); of captures of the same text, the first
                // pattern's last. Neovim's queries are painted as given: there the later pattern wins,
                // even over a node nested in it (TOML's `(pair (bare_key)) @property` over `(bare_key) @type`).
                captures.sort { ($0.start, $1.end, $1.pattern, $0.order) < ($1.start, $0.end, $0.pattern, $1.order) }
            }
            var kinds = [Int8](repeating: -1, count: bytes.count)
            for capture in captures {
                for byte in Int(capture.start)..<Int(capture.end) { kinds[byte] = capture.kind }
            }
            return Self.runs(of: kinds, in: bytes)
        }
    }

    /// The runs of one class, but for those of white space alone (a query
    /// that captures a whole TOML pair colours the spaces between its parts).
    private static func runs(of kinds: [Int8], in bytes: UnsafeBufferPointer<UInt8>) -> [HighlightSpan] {
        let classes = HighlightClass.allCases
        var spans: [HighlightSpan] = []
        var start = 0
        while start < kinds.count {
            var end = start + 1
            while end < kinds.count && kinds[end] == kinds[start] { end += 1 }
            if kinds[start] >= 0
                && bytes[start..<end].contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D })
            {
                spans.append(HighlightSpan(range: start..<end, kind: classes[Int(kinds[start])]))
            }
            start = end
        }
        return spans
    }

    private func satisfies(
        _ predicates: [HighlightQuery.Predicate], _ match: TSQueryMatch, _ bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        func captured(_ capture: UInt32) -> UnsafeBufferPointer<UInt8>? {
            for i in 0..<Int(match.capture_count) where match.captures[i].index == capture {
                let node = match.captures[i].node
                let start = min(Int(ts_node_start_byte(node)), bytes.count),
                    end = min(Int(ts_node_end_byte(node)), bytes.count)
                return UnsafeBufferPointer(rebasing: bytes[start..<max(start, end)])
            }
            return nil
        }
        for predicate in predicates {
            switch predicate {
            case .match(let capture, let regex, let negated):
                guard let text = captured(capture) else { continue }
                if regex.matches(text, using: matchData) == negated { return false }
            case .equalsText(let capture, let candidates, let negated):
                guard let text = captured(capture) else { continue }
                if candidates.contains(where: { $0.elementsEqual(text) }) == negated { return false }
            case .equalsCapture(let capture, let other, let negated):
                guard let text = captured(capture), let second = captured(other) else { continue }
                if text.elementsEqual(second) == negated { return false }
            }
        }
        return true
    }
}
