/// The test of a Nunjucks (GitBook) or Tera (mdbook-tera) `{% if … %}`, decided from the book's own values where it
/// can be: `output.name == "ebook"`, `book.edition`, `not config.x and book.y >= 2`, `book.z is defined`. GitBook
/// renders every page as a template before Markdown reads it, so a page's `{% if %}` shows one branch; keeping every
/// branch had put the website's words and the ebook's one after the other.
///
/// A test that names a value the build cannot know (`page.title`, a `loop`, a filter, a list) is not decided: the
/// caller keeps every branch and says so. A value of a namespace the book defines (`book.`, `config.`, `output.`)
/// that it does not give is undefined, as the template engine has it, and false.
struct TemplateCondition {
    /// The book's values by path (`BookSpec.templateValues`).
    let values: [String: String]
    /// The first parts of a path whose values are all in `values`: a path under one that is not there is undefined.
    let namespaces: Set<String>

    /// Whether the test holds; nil when it names what the build cannot know, or is not written as Nunjucks reads it.
    func holds(_ test: Substring) -> Bool? {
        guard let tokens = Self.tokens(of: test) else { return nil }
        var parser = Parser(tokens: tokens, condition: self)
        guard let value = parser.disjunction(), parser.index == tokens.count else { return nil }
        return value?.truth
    }

    /// A value as the template engine compares it.
    enum Value: Equatable {
        case text(String)
        case number(Double)
        case boolean(Bool)
        /// `none`, `null`, or a value the book does not give.
        case nothing

        /// JavaScript's truth, which Nunjucks uses (Tera's is the same for these).
        var truth: Bool {
            switch self {
            case .text(let text): !text.isEmpty
            case .number(let number): number != 0
            case .boolean(let value): value
            case .nothing: false
            }
        }

        var number: Double? {
            switch self {
            case .number(let number): number
            case .text(let text): Double(text)
            case .boolean, .nothing: nil
            }
        }

        /// `==` as JavaScript's loose equality has it for these kinds: a number equals the text that spells it.
        func looselyEquals(_ other: Value) -> Bool {
            if let left = number, let right = other.number { return left == right }
            return self == other
        }

        /// A value of book.json or book.toml, which keeps only its text: `true`, `false` and numbers as JSON wrote
        /// them.
        init(scalar: String) {
            switch scalar {
            case "true": self = .boolean(true)
            case "false": self = .boolean(false)
            case "null", "~": self = .nothing
            default: self = Double(scalar).map(Value.number) ?? .text(scalar)
            }
        }
    }

    /// The value at a path; nil when the build cannot know it.
    func value(at path: String) -> Value? {
        if let scalar = values[path] { return Value(scalar: scalar) }
        let namespace = path.prefix { $0 != "." }
        guard namespace.count < path.count, namespaces.contains(String(namespace)) else { return nil }
        // A mapping (`book.links` when book.json gives `book.links.home`) is true, as an object is.
        let prefix = path + "."
        return values.keys.contains { $0.hasPrefix(prefix) } ? nil : .nothing
    }

    enum Token: Equatable {
        case word(String)
        case text(String)
        case number(Double)
        case symbol(String)
    }

    /// The test's tokens; nil for a character Nunjucks' tests do not use here (a filter's `|`, a list's `[`). A
    /// comma is one, for a list's items (`TemplateLoop`).
    static func tokens(of test: Substring) -> [Token]? {
        var tokens: [Token] = []
        var rest = test[...]
        while let first = rest.first {
            if first.isWhitespace {
                rest = rest.dropFirst()
            } else if first == "\"" || first == "'" {
                guard let close = rest.dropFirst().firstIndex(of: first) else { return nil }
                tokens.append(.text(String(rest[rest.index(after: rest.startIndex)..<close])))
                rest = rest[rest.index(after: close)...]
            } else if first.isNumber {
                let digits = rest.prefix { $0.isNumber || $0 == "." }
                guard let number = Double(digits) else { return nil }
                tokens.append(.number(number))
                rest = rest.dropFirst(digits.count)
            } else if first.isLetter || first == "_" {
                let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                tokens.append(.word(String(word)))
                rest = rest.dropFirst(word.count)
            } else if let symbol = ["===", "!==", "==", "!=", "<=", ">=", "<", ">", "(", ")", ","].first(where: {
                rest.hasPrefix($0)
            }) {
                tokens.append(.symbol(symbol))
                rest = rest.dropFirst(symbol.count)
            } else {
                return nil
            }
        }
        return tokens
    }

    /// Nunjucks' precedence, loosest first: `or`, `and`, `not`, a comparison, a value or a parenthesised test. A
    /// side nil (not known) makes the whole nil, but where the other side decides (`false and x`, `true or x`).
    private struct Parser {
        let tokens: [Token]
        let condition: TemplateCondition
        var index = 0

        init(tokens: [Token], condition: TemplateCondition) {
            self.tokens = tokens
            self.condition = condition
        }

        private var next: Token? { index < tokens.count ? tokens[index] : nil }

        private mutating func take(_ token: Token) -> Bool {
            guard next == token else { return false }
            index += 1
            return true
        }

        mutating func disjunction() -> Value?? {
            var left = conjunction()
            while take(.word("or")) {
                let right = conjunction()
                guard let before = left, let after = right else { return nil }
                left = Self.either(before, after, stopsAt: true)
            }
            return left
        }

        private mutating func conjunction() -> Value?? {
            var left = negation()
            while take(.word("and")) {
                let right = negation()
                guard let before = left, let after = right else { return nil }
                left = Self.either(before, after, stopsAt: false)
            }
            return left
        }

        /// `a or b` (`stopsAt` true) and `a and b` (false): decided by a known side that is `stopsAt`.
        private static func either(_ left: Value?, _ right: Value?, stopsAt: Bool) -> Value? {
            if left?.truth == stopsAt || right?.truth == stopsAt { return .boolean(stopsAt) }
            guard left != nil, right != nil else { return nil }
            return .boolean(!stopsAt)
        }

        private mutating func negation() -> Value?? {
            guard take(.word("not")) else { return comparison() }
            guard let operand = negation() else { return nil }
            return .some(operand.map { .boolean(!$0.truth) })
        }

        private mutating func comparison() -> Value?? {
            guard let left = operand() else { return nil }
            if take(.word("is")) {
                let negated = take(.word("not"))
                guard case .word(let test) = next, ["defined", "undefined", "none", "null"].contains(test) else {
                    return nil
                }
                index += 1
                guard let known = left else { return .some(nil) }
                let holds = (known == .nothing) == (test != "defined")
                return .some(.boolean(holds != negated))
            }
            let negatedIn = next == .word("not") && index + 1 < tokens.count && tokens[index + 1] == .word("in")
            if negatedIn { index += 1 }
            guard let comparator = comparator() else { return .some(left) }
            guard let right = operand() else { return nil }
            guard let before = left, let after = right else { return .some(nil) }
            guard let result = Self.compare(before, comparator, after) else { return .some(nil) }
            return .some(.boolean(result != negatedIn))
        }

        private mutating func comparator() -> String? {
            if take(.word("in")) { return "in" }
            guard case .symbol(let symbol) = next, !["(", ")", ","].contains(symbol) else { return nil }
            index += 1
            return symbol
        }

        private static func compare(_ left: Value, _ comparator: String, _ right: Value) -> Bool? {
            switch comparator {
            case "==": return left.looselyEquals(right)
            case "!=": return !left.looselyEquals(right)
            case "===": return left == right
            case "!==": return left != right
            case "in":
                guard case .text(let whole) = right, case .text(let part) = left else { return nil }
                return whole.contains(part)
            default:
                guard let a = left.number, let b = right.number else { return nil }
                switch comparator {
                case "<": return a < b
                case ">": return a > b
                case "<=": return a <= b
                default: return a >= b
                }
            }
        }

        /// A literal, a path or a parenthesised test. `.some(nil)`: a value the build cannot know; nil: not a value.
        private mutating func operand() -> Value?? {
            guard let token = next else { return nil }
            index += 1
            switch token {
            case .text(let text): return .some(.text(text))
            case .number(let number): return .some(.number(number))
            case .word("true"), .word("True"): return .some(.boolean(true))
            case .word("false"), .word("False"): return .some(.boolean(false))
            case .word("none"), .word("null"), .word("None"), .word("undefined"): return .some(.nothing)
            case .word(let path) where !["and", "or", "not", "in", "is"].contains(path):
                return .some(condition.value(at: path))
            case .symbol("("):
                let inner = disjunction()
                return take(.symbol(")")) ? inner : nil
            default: return nil
            }
        }
    }
}
