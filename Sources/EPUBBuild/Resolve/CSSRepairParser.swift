/// CSS Syntax Level 3 §5 (parsing) over a stylesheet's tokens, recording what its error recovery throws away as cuts
/// and what it closes at the end of the file as closers, instead of building rules.
///
/// CSS nesting (a rule, or an at-rule such as `@media`, inside a style rule) is part of modern CSS, and browsers
/// keep it; but epubcheck 5.3 parses CSS 2.1 blocks and refuses it, and a book must pass epubcheck, so a nested
/// rule is cut as the pre-nesting algorithm (CSS Syntax 3, 2021) would: as a declaration that does not parse.
struct CSSRepairParser {
    let tokens: [CSSToken]
    let bytes: [UInt8]
    private var index = 0
    /// How many grouping rules (`@media`…) hold the current token.
    private var depth = 0
    private static let maximumDepth = 64
    private(set) var cuts: [(range: Range<Int>, what: String)] = []
    /// Text appended at the end of the file, innermost first, with the offset of what it closes.
    private(set) var closers: [(offset: Int, text: String, what: String)] = []
    /// Parsing a `style` attribute, a declaration list with no braces around it, where a `}` is a stray token.
    private var inStyleAttribute = false

    init(tokens: [CSSToken], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
    }

    /// Blocks whose contents are rules (CSS Conditional 3 §2, CSS Cascade 5 §6.4…).
    private static let groupingRules: Set = [
        "media", "supports", "document", "-moz-document", "layer", "container", "scope", "starting-style",
    ]
    /// Blocks whose contents are declarations.
    private static let declarationRules: Set = [
        "font-face", "page", "counter-style", "viewport", "-ms-viewport", "property", "font-palette-values",
    ]
    /// CSS Paged Media 3 §4.2: the at-rules a `@page` block may hold.
    private static let marginRules: Set = [
        "top-left-corner", "top-left", "top-center", "top-right", "top-right-corner", "bottom-left-corner",
        "bottom-left", "bottom-center", "bottom-right", "bottom-right-corner", "left-top", "left-middle",
        "left-bottom", "right-top", "right-middle", "right-bottom",
    ]

    enum DeclarationContext { case style, page, other }

    private var current: CSSToken { tokens[index] }

    private mutating func advance() {
        if current.kind != .eof { index += 1 }
    }

    func text(of token: CSSToken) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    /// §5.3.3 Parse a stylesheet.
    mutating func parseStylesheet() {
        ruleList(nested: false, keyframes: false)
    }

    /// CSS Style Attributes §2: a `style` attribute's value is the contents of a declaration block; §5.3.8 Parse a
    /// list of declarations, where a stray `}` starts no rule and ends nothing: it is text to recover past.
    mutating func parseStyleAttribute() {
        inStyleAttribute = true
        while true {
            switch current.kind {
            case .eof: return
            case .whitespace, .comment, .semicolon: advance()
            case .ident: declaration()
            default: badDeclaration(from: index, "'\(text(of: current))' where a property name belongs")
            }
        }
    }

    // MARK: Rules

    /// §5.4.1 Consume a list of rules: at the top level a `}` is no end but the start of a (broken) rule.
    private mutating func ruleList(nested: Bool, keyframes: Bool) {
        while true {
            switch current.kind {
            case .eof: return
            case .closeBrace where nested: return
            case .whitespace, .comment, .cdo, .cdc: advance()
            case .atKeyword: atRule(nested: nested)
            default: qualifiedRule(nested: nested, keyframes: keyframes)
            }
        }
    }

    /// §5.4.3 Consume a qualified rule: its prelude runs to the `{` of its block, across `;` and `}` at the top
    /// level, so a broken selector takes the next rule with it. A rule whose selector is invalid is dropped whole
    /// (Selectors 4 §3.1); a rule with no block is dropped.
    private mutating func qualifiedRule(nested: Bool, keyframes: Bool) {
        let start = index
        while true {
            switch current.kind {
            case .eof:
                cut(from: start, "a selector with no '{' block after it")
                return
            case .semicolon where nested, .closeBrace where nested:
                if current.kind == .semicolon { advance() }
                cut(from: start, "'\(text(of: tokens[start]))' where a selector belongs")
                return
            case .openBrace:
                if let problem = CSSSelectorCheck(parser: self).problem(in: start..<index, keyframes: keyframes) {
                    skipComponentValue()
                    cut(from: start, problem)
                } else {
                    block(declarations: .style)
                }
                return
            default: skipComponentValue()
            }
        }
    }

    /// §5.4.2 Consume an at-rule: a statement ends at `;`, else its block is read as what its name holds.
    private mutating func atRule(nested: Bool) {
        let name = String(text(of: current).dropFirst()).lowercased()
        let start = current
        advance()
        while true {
            switch current.kind {
            case .semicolon:
                advance()
                return
            case .eof:
                closers.append((start.range.lowerBound, ";", "'@\(name)' without its ';'"))
                return
            case .closeBrace where nested: return
            case .openBrace:
                atRuleBlock(name)
                return
            default: skipComponentValue()
            }
        }
    }

    private mutating func atRuleBlock(_ name: String) {
        if depth >= Self.maximumDepth {
            // Deeper than any stylesheet is written, so that a hostile one cannot exhaust the stack: kept as it is.
            skipComponentValue()
        } else if Self.groupingRules.contains(name) || name.hasSuffix("keyframes") {
            let opener = current
            advance()
            depth += 1
            ruleList(nested: true, keyframes: name.hasSuffix("keyframes"))
            depth -= 1
            close(opener)
        } else if Self.declarationRules.contains(name) {
            block(declarations: name == "page" ? .page : .other)
        } else {
            // An at-rule this parser does not know the grammar of stays as written.
            skipComponentValue()
        }
    }

    // MARK: Declarations

    /// A `{…}` block of declarations (§5.4.5 Consume a list of declarations), the current token its `{`.
    private mutating func block(declarations context: DeclarationContext) {
        let opener = current
        advance()
        while true {
            switch current.kind {
            case .eof, .closeBrace:
                close(opener)
                return
            case .whitespace, .comment, .semicolon: advance()
            case .atKeyword: nestedAtRule(in: context)
            case .ident: declaration()
            default: badDeclaration(from: index, "'\(text(of: current))' where a property name belongs")
            }
        }
    }

    /// An at-rule among declarations: only `@page`'s margin boxes belong there.
    private mutating func nestedAtRule(in context: DeclarationContext) {
        let start = index
        let name = String(text(of: current).dropFirst()).lowercased()
        advance()
        while true {
            switch current.kind {
            case .openBrace where context == .page && Self.marginRules.contains(name):
                block(declarations: .other)
                return
            case .semicolon, .openBrace:
                skipComponentValue()
                cut(from: start, "'@\(name)' inside a rule (CSS nesting)")
                return
            case .eof, .closeBrace:
                cut(from: start, "'@\(name)' inside a rule (CSS nesting)")
                return
            default: skipComponentValue()
            }
        }
    }

    /// §5.4.6 Consume a declaration: a name, `:` and a value running to `;` or the end of the block.
    private mutating func declaration() {
        let start = index
        let name = text(of: current)
        advance()
        skipTrivia()
        guard current.kind == .colon else {
            badDeclaration(from: start, "'\(text(of: current))' where ':' belongs after '\(name)'")
            return
        }
        advance()
        let problem = valueProblem(of: name)
        if let problem {
            badDeclaration(from: start, problem)
        } else if current.kind == .semicolon {
            advance()
        }
    }

    /// What makes the value from here to `;` or `}` one that no property takes, if anything; the value is consumed.
    /// A custom property (`--x`) takes anything but a bad token or a stray closing bracket (CSS Variables 1 §2).
    private mutating func valueProblem(of name: String) -> String? {
        let isCustom = name.hasPrefix("--")
        var problem: String?
        var isEmpty = true
        while ![.eof, .semicolon].contains(current.kind), current.kind != .closeBrace || inStyleAttribute {
            let token = current
            if !token.isTrivia { isEmpty = false }
            let inner = skipComponentValue()
            guard problem == nil else { continue }
            if let bad = inner ?? (isCustom ? nil : Self.foreignInValue(token)) {
                problem = "'\(text(of: bad))' in the value of '\(name)'"
            }
        }
        if problem == nil, isEmpty, !isCustom { problem = "'\(name)' without a value" }
        return problem
    }

    /// A token no standard property value holds: a block or an at-keyword (which epubcheck refuses too).
    private static func foreignInValue(_ token: CSSToken) -> CSSToken? {
        token.kind == .openBrace || token.kind == .atKeyword ? token : nil
    }

    /// §5.4.5's recovery: "consume component values until a `;`" — or, per the current draft (§5.4.4), to the end
    /// of the first `{…}` block, which makes the text a nested rule. The end of the enclosing block stays.
    private mutating func badDeclaration(from start: Int, _ what: String) {
        index = start
        while true {
            switch current.kind {
            case .eof,
                .closeBrace where !inStyleAttribute:
                cut(from: start, what)
                return
            case .semicolon, .openBrace:
                skipComponentValue()
                cut(from: start, what)
                return
            default: skipComponentValue()
            }
        }
    }

    // MARK: Component values

    /// §5.4.7 Consume a component value: a block or function runs to its own closing token (or the end of the file,
    /// which closes it). Returns the first bad token in it: a bad string or url, a closing token of another kind, or
    /// a `{` within. A stack, not recursion: a hostile file may open a million parentheses.
    @discardableResult
    private mutating func skipComponentValue() -> CSSToken? {
        let first = current
        advance()
        guard first.closer != nil else { return Self.isBad(first) ? first : nil }
        var open = [first]
        var bad: CSSToken?
        while let innermost = open.last {
            let token = current
            if token.kind == .eof {
                for opener in open.reversed() {
                    let what = "'\(text(of: opener))' never closed"
                    closers.append((opener.range.lowerBound, opener.closer?.closingText ?? "", what))
                }
                return bad
            }
            advance()
            if token.kind == innermost.closer {
                open.removeLast()
            } else if token.closer != nil {
                open.append(token)
                if token.kind == .openBrace, bad == nil { bad = token }
            } else if bad == nil, Self.isBad(token) {
                bad = token
            }
        }
        return bad
    }

    private static func isBad(_ token: CSSToken) -> Bool {
        [.badString, .badURL, .closeParen, .closeBracket, .closeBrace].contains(token.kind)
    }

    /// The `}` that ends the block `opener` began, or the end of the file, which closes it (§5.4.8).
    private mutating func close(_ opener: CSSToken) {
        if current.kind == .eof {
            closers.append((opener.range.lowerBound, "}", "'{' never closed"))
        } else {
            advance()
        }
    }

    private mutating func skipTrivia() {
        while current.isTrivia { advance() }
    }

    /// Cuts the tokens from `start` up to the current one.
    private mutating func cut(from start: Int, _ what: String) {
        guard start < index else { return }
        cuts.append((tokens[start].range.lowerBound..<tokens[index - 1].range.upperBound, what))
    }
}
