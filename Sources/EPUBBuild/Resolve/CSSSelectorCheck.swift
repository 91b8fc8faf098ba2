/// Whether a qualified rule's prelude is a selector list (Selectors 4 §17 grammar, checked on its shape only: any
/// pseudo-class or attribute name passes). Selectors 4 §3.1: "an invalid selector … the entire rule is invalid".
struct CSSSelectorCheck {
    let parser: CSSRepairParser
    private var tokens: [CSSToken] { parser.tokens }

    /// The pieces of a selector list between its separators.
    private enum Part: Equatable { case simple, combinator, comma, space }

    /// What is wrong with the prelude `range` (token indices), or nil when it is a selector list (a keyframe
    /// selector list in `@keyframes`, CSS Animations 1 §3).
    func problem(in range: Range<Int>, keyframes: Bool) -> String? {
        var parts: [(part: Part, token: Int)] = []
        var index = range.lowerBound
        while index < range.upperBound {
            guard let (part, next) = keyframes ? keyframePart(at: index) : part(at: index, end: range.upperBound)
            else { return misplaced(index) }
            if part != .space || parts.last?.part != .space { parts.append((part, index)) }
            index = next
        }
        return structureProblem(parts, start: range.lowerBound)
    }

    private func misplaced(_ index: Int) -> String {
        "'\(parser.text(of: tokens[index]))' where a selector belongs"
    }

    private func keyframePart(at index: Int) -> (Part, Int)? {
        let token = tokens[index]
        switch token.kind {
        case .whitespace, .comment: return (.space, index + 1)
        case .comma: return (.comma, index + 1)
        case .percentage: return (.simple, index + 1)
        case .ident where ["from", "to"].contains(parser.text(of: token).lowercased()): return (.simple, index + 1)
        default: return nil
        }
    }

    /// One piece of a selector starting at `index`, and where the next begins.
    private func part(at index: Int, end: Int) -> (Part, Int)? {
        switch tokens[index].kind {
        case .whitespace, .comment: return (.space, index + 1)
        case .comma: return (.comma, index + 1)
        case .delim(UInt8(ascii: ">")), .delim(UInt8(ascii: "+")), .delim(UInt8(ascii: "~")):
            return (.combinator, index + 1)
        case .ident, .hash, .delim(UInt8(ascii: "*")), .delim(UInt8(ascii: "|")): return (.simple, index + 1)
        case .delim(UInt8(ascii: ".")):
            return index + 1 < end && tokens[index + 1].kind == .ident ? (.simple, index + 2) : nil
        case .colon: return pseudo(at: index + 1, end: end)
        case .openBracket:
            let names: [CSSToken.Kind] = [.ident, .delim(UInt8(ascii: "*")), .delim(UInt8(ascii: "|")), .whitespace]
            guard index + 1 < end, names.contains(tokens[index + 1].kind) else { return nil }
            return matchingClose(of: index, end: end).map { (.simple, $0 + 1) }
        default: return nil
        }
    }

    /// `:name`, `::name` or a functional pseudo-class such as `:not(…)`, just after the first colon.
    private func pseudo(at index: Int, end: Int) -> (Part, Int)? {
        var index = index
        if index < end, tokens[index].kind == .colon { index += 1 }
        guard index < end else { return nil }
        switch tokens[index].kind {
        case .ident: return (.simple, index + 1)
        case .function: return matchingClose(of: index, end: end).map { (.simple, $0 + 1) }
        default: return nil
        }
    }

    /// The index of the token closing the block or function at `index`, within `end`.
    private func matchingClose(of index: Int, end: Int) -> Int? {
        var depth = 0
        for position in index..<end {
            if tokens[position].closer != nil { depth += 1 }
            if [.closeParen, .closeBracket, .closeBrace].contains(tokens[position].kind) { depth -= 1 }
            if depth == 0 { return position }
        }
        return nil
    }

    /// Each selector of the list is compound selectors joined by combinators, none empty.
    private func structureProblem(_ parts: [(part: Part, token: Int)], start: Int) -> String? {
        var previous: Part = .comma
        for (part, token) in parts where part != .space {
            let joins = part == .comma || part == .combinator
            if joins, previous != .simple {
                return misplaced(token)
            }
            previous = part
        }
        guard previous == .simple else {
            return parts.last(where: { $0.part != .space }).map { misplaced($0.token) } ?? "a rule with no selector"
        }
        return nil
    }
}
