/// One piece of template syntax in a line of Markdown: a GitBook, HonKit or
/// Jekyll tag (`{% hint style="info" %}`, Liquid and Nunjucks write them
/// alike), an mdBook preprocessor's directive (`{{%segment outline}}`,
/// `{{#each items}}`, `{{/each}}`) or a template variable (`{{ site.title }}`).
struct TemplateTag {
    enum Form: Equatable {
        /// `{% name … %}`
        case tag
        /// `{{%name …}}` (mdbook-course and other preprocessors)
        case percentDirective
        /// `{{#name …}}` that mdBook itself does not know
        case hashDirective
        /// `{{/name}}`, closing a `{{#name}}`
        case closingDirective
        /// `{{ object.path }}`, `{{ value | filter }}`
        case variable
        /// `{{ name }}`: filled in when the book gives it a value (mdbook-tera's context), else text as written, as
        /// likely prose about templates as a template.
        case bareVariable
    }

    let form: Form
    let name: String
    let arguments: Substring
    /// Where it stands in its line, braces included.
    let range: Range<Substring.Index>

    /// The directives mdBook's own `links` preprocessor carries out (`MdBookDirectives`); left as text only when
    /// escaped.
    static let mdBookDirectives: Set<String> = [
        "include", "rustdoc_include", "playground", "playpen", "title", "shiftinclude",
    ]

    // Compiled once: a Regex literal is compiled anew each time it is evaluated, and `parse` runs at every `{`.
    // A Regex is never mutated after it is built; Swift 6 cannot prove that, hence nonisolated(unsafe).
    // A value unquoted (legacy GitBook's `httpCode=200`, `required=true`) runs to the next space.
    nonisolated(unsafe) private static let keyValue = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'%}]+))/
    nonisolated(unsafe) private static let leadingArgument = /^\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=]+)(?:\s|$))/
    // A name may hold dashes (GitBook's `content-ref`) and be an integration's `@owner/block` (`@figma/embed`).
    nonisolated(unsafe) private static let tagPattern = /\{%-?\s*(@?[A-Za-z_][\w-]*(?:\/[\w-]+)*)(.*?)-?%\}/
    nonisolated(unsafe) private static let percentPattern = /\{\{%\s*([A-Za-z_][\w-]*)([^}]*)\}\}/
    // Its arguments may hold a `}` that closes nothing of it (a note's `$\{x\}$`), not `}}`.
    nonisolated(unsafe) private static let hashPattern = /\{\{\s*#([A-Za-z_][\w-]*)((?:[^}]|\}(?!\}))*)\}\}/
    nonisolated(unsafe) private static let closingPattern = /\{\{\s*\/([A-Za-z_][\w-]*)\s*\}\}/
    nonisolated(unsafe) private static let bareVariablePattern = /\{\{-?\s*([A-Za-z_]\w*)\s*-?\}\}/
    nonisolated(unsafe) private static let filteredLiteralPattern = /\{\{-?\s*("[^"]*"|'[^']*')\s*(?:\|[^}]*)?-?\}\}/
    nonisolated(unsafe) private static let variablePattern =
        /\{\{-?\s*([A-Za-z_]\w*)(?:\.[\w.\[\]'"]+\s*(?:\|[^}]*)?|\s*\|[^}]*)-?\}\}/

    /// What a variable's braces hold, without its whitespace-control dashes: `book.version`, `page.title | upper`.
    private static func expression(of variable: Substring) -> Substring {
        var inner = variable.dropFirst(2).dropLast(2)
        if inner.hasPrefix("-") { inner = inner.dropFirst() }
        if inner.hasSuffix("-") { inner = inner.dropLast() }
        while inner.first?.isWhitespace == true { inner = inner.dropFirst() }
        while inner.last?.isWhitespace == true { inner = inner.dropLast() }
        return inner
    }

    /// A `key="value"` (or `'value'`) argument.
    func attribute(_ key: String) -> String? {
        for match in arguments.matches(of: Self.keyValue) where match.1 == key {
            return String(match.2 ?? match.3 ?? match.4 ?? "")
        }
        return nil
    }

    /// The first argument: a quoted string or a word (`{% include "a.md" %}`, `{% highlight ruby %}`).
    var firstArgument: String? {
        guard let match = arguments.firstMatch(of: Self.leadingArgument) else { return nil }
        return String(match.1 ?? match.2 ?? match.3 ?? "")
    }

    /// Where a line's last `}}` and last `%}` end: a tag opened after it closes nowhere, and its pattern is not tried
    /// (tried at each of thousands of `{{#x` left open, each ran to the line's end: quadratic, found by fuzzing).
    struct LineEnds {
        var double: Substring.Index
        var percent: Substring.Index

        init(of line: Substring) {
            double = TemplateTag.lastEnd(of: UInt8(ascii: "}"), after: UInt8(ascii: "}"), in: line)
            percent = TemplateTag.lastEnd(of: UInt8(ascii: "%"), after: UInt8(ascii: "}"), in: line)
        }
    }

    /// The first tag in `line` from `start` on, outside code spans (`` `{% raw %}` `` shows the tag itself).
    /// `ends`: the line's `LineEnds`, found once by a caller that looks for many tags in one line (found anew for each,
    /// they made 10 000 unclosed `{% if %}` on a line quadratic).
    static func first(
        in line: Substring, from start: Substring.Index, inCode: Bool = false, ends: LineEnds? = nil
    ) -> TemplateTag? {
        // Most lines hold no brace: settled in the bytes before walking the line by Character.
        guard line[start...].utf8.contains(UInt8(ascii: "{")) else { return nil }
        let ends = ends ?? LineEnds(of: line)
        let (lastDouble, lastPercent) = (ends.double, ends.percent)
        var index = start
        while index < line.endIndex {
            let character = line[index]
            // A code span's tags are its subject; a line of a code block is all code, its backticks included.
            if character == "`" && !inCode {
                index = afterCodeSpan(in: line, at: index)
                continue
            }
            if character == "{", index < lastDouble || index < lastPercent,
                let tag = parse(line[index...], double: index < lastDouble, percent: index < lastPercent)
            {
                return tag
            }
            index = line.index(after: index)
        }
        return nil
    }

    /// The index just past the last `first` `then` pair of bytes in `line` (`}}`, `%}`), or its start when none.
    fileprivate static func lastEnd(of first: UInt8, after then: UInt8, in line: Substring) -> Substring.Index {
        let bytes = line.utf8
        var index = bytes.endIndex
        var previous: UInt8?
        while index > bytes.startIndex {
            let before = bytes.index(before: index)
            if bytes[before] == first && previous == then { return bytes.index(after: index) }
            previous = bytes[before]
            index = before
        }
        return line.startIndex
    }

    /// Past the code span opening at `index` (a run of backticks closed by a run as long), or past the run when none
    /// closes it.
    private static func afterCodeSpan(in line: Substring, at index: Substring.Index) -> Substring.Index {
        let run = line[index...].prefix { $0 == "`" }
        var search = run.endIndex
        while let next = line[search...].firstIndex(of: "`") {
            let closing = line[next...].prefix { $0 == "`" }
            if closing.count == run.count { return closing.endIndex }
            search = closing.endIndex
        }
        return run.endIndex
    }

    /// The tag at the start of `text`, if it is one.
    /// `double`, `percent`: whether a `}}`, a `%}` comes later in the line.
    private static func parse(_ text: Substring, double: Bool, percent: Bool) -> TemplateTag? {
        if percent, let match = text.prefixMatch(of: Self.tagPattern) {
            return TemplateTag(form: .tag, name: String(match.1), arguments: match.2, range: match.range)
        }
        guard double else { return nil }
        if let match = text.prefixMatch(of: Self.percentPattern) {
            return TemplateTag(form: .percentDirective, name: String(match.1), arguments: match.2, range: match.range)
        }
        if let match = text.prefixMatch(of: Self.hashPattern), !mdBookDirectives.contains(String(match.1)) {
            return TemplateTag(form: .hashDirective, name: String(match.1), arguments: match.2, range: match.range)
        }
        if let match = text.prefixMatch(of: Self.closingPattern) {
            return TemplateTag(form: .closingDirective, name: String(match.1), arguments: "", range: match.range)
        }
        // Only object paths and filters: `{{ x }}` alone is as likely prose about templates as a template.
        if let match = text.prefixMatch(of: Self.variablePattern) {
            return TemplateTag(
                form: .variable, name: String(match.1), arguments: Self.expression(of: text[match.range]),
                range: match.range)
        }
        if let match = text.prefixMatch(of: Self.bareVariablePattern) {
            return TemplateTag(form: .bareVariable, name: String(match.1), arguments: match.1, range: match.range)
        }
        // A quoted text, through filters or not: `{{ "text" | upper }}`, Nunjucks' escape of braces `{{ "{{" }}`.
        if let match = text.prefixMatch(of: Self.filteredLiteralPattern) {
            return TemplateTag(
                form: .variable, name: String(match.1), arguments: Self.expression(of: text[match.range]),
                range: match.range)
        }
        return nil
    }
}

/// A fenced code block's opening line (up to three spaces, then three or
/// more backticks or tildes, CommonMark §4.5) and the line that closes it.
struct CodeFence: Equatable {
    let mark: Character
    let length: Int

    init?(opening line: Substring) {
        let indent = line.prefix { $0 == " " }
        guard indent.count <= 3, let mark = line[indent.endIndex...].first, mark == "`" || mark == "~" else {
            return nil
        }
        let run = line[indent.endIndex...].prefix { $0 == mark }
        // A backtick fence's info string holds no backtick.
        guard run.count >= 3, mark == "~" || !line[run.endIndex...].contains("`") else { return nil }
        self.mark = mark
        length = run.count
    }

    func isClosed(by line: Substring) -> Bool {
        let indent = line.prefix { $0 == " " }
        guard indent.count <= 3 else { return false }
        let run = line[indent.endIndex...].prefix { $0 == mark }
        return run.count >= length && line[run.endIndex...].allSatisfy(\.isWhitespace)
    }
}
