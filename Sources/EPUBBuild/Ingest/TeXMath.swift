import EPUBModel
import EPUBSupport
import Foundation
import XMLTree

/// TeX math in Markdown, found before cmark-gfm reads the text, since
/// Markdown would otherwise take `a_1 * b_1` for emphasis. GitHub's rules:
/// `$…$` inline, on one line, where the opening `$` has no space after it
/// and the closing one no space before it and no digit after it (so `$5 and
/// $10` stays text), `` $`…`$ ``, and `$$…$$` for a display formula; `\$` is a
/// dollar. mdBook's MathJax delimiters `\\( … \\)` and `\\[ … \\]` are read
/// when the book enables them, and so are what MathJax reads besides there:
/// `$$…$$`, and without delimiters `\begin{…}…\end{…}` as a display
/// formula, `\ref{…}` and `\eqref{…}` as inline ones. Code spans and code
/// blocks are left alone.
///
/// Each formula is replaced by a token of letters, one per source line it
/// spans, which Markdown leaves as it is and so keeps every line where it
/// was; `placeholders(in:)` turns the tokens of the HTML into
/// `<span data-epubbuild-math="N">` elements, which `MathConversion` replaces
/// with the MathML KaTeX makes of the formula.
public enum TeXMath {
    public struct Formula: Equatable, Sendable {
        public var tex: String
        public var display: Bool
        /// Line and column (1-based, in characters) in the Markdown text.
        public var line: Int
        public var column: Int
        /// A macro definition in raw TeX (`\\newcommand\\RR{\\mathbf{R}}` on a line of its own: pandoc's
        /// `latex_macros`): converted for the macro it defines, which holds in every later formula, and shown nowhere.
        public var definition = false
    }

    /// Where formulas are found: the book's setting, defined with the book (`BookSpec.math`).
    public typealias Delimiters = MathDelimiters

    static let placeholderAttribute = "data-epubbuild-math"
    private static let tokenPrefix = "EPUBMATHQ"

    /// What `protect` makes of a chapter's Markdown.
    struct Protected {
        /// The Markdown with each formula replaced by its token.
        var text: String
        /// The formulas, in order.
        var formulas: [Formula]
        /// Where a `$$` opens a display formula that nothing closes before a code block, a heading or the end:
        /// left as text, and warned of.
        var unclosed: [(line: Int, column: Int)] = []
        /// Where each piece of raw TeX left out started (`raw_tex`).
        var leftOutTeX: [(line: Int, column: Int)] = []
    }

    /// `markdown` with its formulas replaced by tokens, and the formulas in order.
    static func protect(_ markdown: String, delimiters: Delimiters) -> Protected {
        guard mayHoldMath(markdown, delimiters: delimiters) else { return Protected(text: markdown, formulas: []) }
        // "\r\n" is one Character in Swift: a file saved with CRLF would be one line.
        let markdown =
            ByteSearch.contains("\r", in: markdown) ? markdown.replacingOccurrences(of: "\r\n", with: "\n") : markdown
        // With no "\r\n" left, "\n" is a Character of its own: splitting the bytes gives the same lines, many times
        // faster.
        let lines = SourceText.lines(of: markdown)
        let kinds = CodeLines.kinds(of: lines)
        var output: [Substring] = []
        var result = Protected(text: markdown, formulas: [])
        var index = 0
        while index < lines.count {
            guard kinds[index] == .text else {
                output.append(lines[index])
                index += 1
                continue
            }
            let paragraph = Paragraph(lines: lines, kinds: kinds, delimiters: delimiters)
            index = paragraph.protect(from: index, into: &output, result: &result)
        }
        guard !result.formulas.isEmpty || !result.unclosed.isEmpty || !result.leftOutTeX.isEmpty else { return result }
        result.text = output.joined(separator: "\n")
        return result
    }

    /// Whether `markdown` may hold a formula: most chapters hold no dollar at all, and a byte search settles that
    /// without splitting the text.
    private static func mayHoldMath(_ markdown: String, delimiters: Delimiters) -> Bool {
        (delimiters.dollars || delimiters.backslashes) && ByteSearch.contains("$", in: markdown)
            || (delimiters.singleBackslashes || delimiters.doubleBackslashes)
                && (ByteSearch.contains("\\(", in: markdown) || ByteSearch.contains("\\[", in: markdown))
            || delimiters.backslashes
                && (ByteSearch.contains("\\\\", in: markdown) || ByteSearch.contains("\\begin{", in: markdown)
                    || ByteSearch.contains("ref{", in: markdown))
            || delimiters.rawTeX && ByteSearch.contains("\\", in: markdown)
    }

    /// The formulas of one block, found in one pass over its characters from the first to the last; code spans
    /// and HTML code elements are passed over.
    struct BlockScanner {
        let delimiters: Delimiters
        /// The block as one run of characters, with where each starts.
        var text: [Character] = []
        var positions: [(line: Int, column: Int)] = []
        /// The number of the first formula found here: formulas are numbered over the chapter.
        let firstFormula: Int
        var formulas: [Formula] = []
        /// Each formula's range and number, and each range of raw TeX left out (no number).
        var replacements: [(range: Range<Int>, formula: Int?)] = []
        /// Where each piece of raw TeX left out starts.
        var leftOut: [(line: Int, column: Int)] = []
        /// Where each paragraph after the first starts: the blank lines a display formula may run over, and
        /// nothing else.
        var paragraphStarts: [Int] = []
        /// Closers already looked for in vain up to a limit: a later opener would look in vain again (each search
        /// runs to its paragraph's end, or the block's). Backtick runs and HTML code elements (`code`, `pre`) too.
        var missing: Set<Search> = []
        /// The first `$$` nothing in the block closes.
        var openDisplay: Int?
        /// Each environment name met, its `\\begin`s paired with their ends (`environmentEnd`).
        var environmentEnds: [String: [Int: Int]] = [:]
        /// The block's `{` and `[` paired with their ends (`argumentEnd`), once a control word needs them.
        var groupEnds: [Int: Int]?

        struct Search: Hashable {
            var needle: [Character]
            var limit: Int
        }

        init(_ lines: [[Character]], firstLine: Int, offsets: [Int], delimiters: Delimiters, firstFormula: Int) {
            self.delimiters = delimiters
            self.firstFormula = firstFormula
            for (offset, line) in lines.enumerated() {
                if line.allSatisfy(\.isWhitespace) { paragraphStarts.append(text.count) }
                for (column, character) in line.enumerated() {
                    text.append(character); positions.append((firstLine + offset, offsets[offset] + column + 1))
                }
                if offset < lines.count - 1 {
                    text.append("\n"); positions.append((firstLine + offset, offsets[offset] + line.count + 1))
                }
            }
        }

        /// Finds every formula of the block, in order.
        mutating func scan() {
            var i = 0
            while i < text.count {
                i = next(after: i)
            }
        }

        /// Where scanning goes on after what starts at `i`: a code span, a formula, an escape, or one character.
        private mutating func next(after i: Int) -> Int {
            let c = text[i]
            if c == "`" { return afterCodeSpan(at: i) }
            // `<code>…</code>` and `<pre>…</pre>` written as HTML: code, which MathJax skips, as Markdown's code.
            if c == "<", let end = rawCodeElementEnd(from: i) { return end }
            if c == "\\" { return afterBackslash(at: i) }
            // mdBook's MathJax reads `$$…$$` (tex2jax's displayMath), and no `$…$`.
            guard c == "$", delimiters.dollars || delimiters.backslashes else { return i + 1 }
            return afterDollar(at: i)
        }

        /// A code span: the run of backticks at `i` up to the next run of the same length. Where it ends, or where
        /// the run ends when nothing closes it.
        private mutating func afterCodeSpan(at i: Int) -> Int {
            let run = text[i...].prefix { $0 == "`" }.count
            var j = i + run
            var closed = false
            let limit = paragraphEnd(after: i)
            let search = Search(needle: Array(repeating: "`", count: run), limit: limit)
            while j < limit && !missing.contains(search) {
                if text[j] == "`" {
                    let other = text[j...].prefix { $0 == "`" }.count
                    if other == run { j += other; closed = true; break }
                    j += other
                } else {
                    j += 1
                }
            }
            if !closed { missing.insert(search) }
            return closed ? j : i + run
        }

        /// After a backslash at `i`: mdBook's MathJax formulas (`\\(…\\)`, `\\[…\\]`, `\begin{…}`, `\ref{…}`), or
        /// an escaped character (`\$` among them), passed over.
        private mutating func afterBackslash(at i: Int) -> Int {
            // pandoc tries `\\(` before `\(` (where `\\` would be an escaped backslash).
            if delimiters.doubleBackslashes, let end = afterPandocDelimiters(at: i, backslashes: 2) { return end }
            if delimiters.singleBackslashes, let end = afterPandocDelimiters(at: i, backslashes: 1) { return end }
            if delimiters.backslashes {
                if let end = afterCommandFormula(at: i) { return end }
                if let end = afterBackslashDelimiters(at: i) { return end }
            }
            if delimiters.rawTeX, let end = afterRawTeX(at: i) { return end }
            return i + 2
        }

        /// pandoc's raw TeX at `i` (`raw_tex`; pandoc manual, "Raw TeX"): a control word (`\newpage`, `\LaTeX`) with
        /// the spaces after it or its `[…]` and `{…}` arguments, or an environment up to its `\end`. A math
        /// environment is a display formula, as pandoc's HTML writer writes it; anything else is left out, as pandoc
        /// leaves raw TeX out of an EPUB. Where it ends, or nil when no control word starts at `i`.
        private mutating func afterRawTeX(at i: Int) -> Int? {
            guard i + 1 < text.count, text[i + 1].isASCII, text[i + 1].isLetter else { return nil }
            let nameEnd = text[(i + 1)...].firstIndex { !($0.isASCII && $0.isLetter) } ?? text.count
            if text[(i + 1)..<nameEnd].elementsEqual("begin"), let environment = braced(from: nameEnd) {
                let name = String(text[environment])
                if let end = environmentEnd(name, openingAt: i) {
                    if delimiters.readsFormulas && TeXMath.mathEnvironments.contains(name) {
                        add(i..<end, tex: String(text[i..<end]), display: true)
                    } else {
                        leaveOut(i..<end)
                    }
                    return end
                }
            }
            if let end = definitionEnd(of: String(text[(i + 1)..<nameEnd]), at: nameEnd) {
                add(i..<end, tex: String(text[i..<end]), display: false)
                formulas[formulas.count - 1].definition = true
                return end
            }
            var end = nameEnd < text.count && text[nameEnd] == "*" ? nameEnd + 1 : nameEnd
            let limit = paragraphEnd(after: i)
            var afterSpaces = end
            while afterSpaces < limit, text[afterSpaces] == " " || text[afterSpaces] == "\t" { afterSpaces += 1 }
            end = afterSpaces
            while let groupEnd = argumentEnd(from: end, before: limit) { end = groupEnd }
            // TeX drops the spaces after a control word, not those after its last argument.
            leaveOut(i..<end)
            return end
        }

        /// Where a macro definition (`\\newcommand{\\RR}[1]{…}`, `\\renewcommand\\x{…}`, `\\def\\x#1{…}`,
        /// `\\DeclareMathOperator{\\op}{…}`) whose control word `word` ends at `at` ends; nil for another word.
        private mutating func definitionEnd(of word: String, at nameEnd: Int) -> Int? {
            guard ["newcommand", "renewcommand", "providecommand", "DeclareMathOperator", "def"].contains(word)
            else { return nil }
            let limit = paragraphEnd(after: nameEnd)
            var at = nameEnd < text.count && text[nameEnd] == "*" ? nameEnd + 1 : nameEnd
            while at < limit, text[at] == " " { at += 1 }
            // The name: `{\\RR}` or `\\RR`.
            if let group = argumentEnd(from: at, before: limit), text[at] == "{" {
                at = group
            } else if at < limit, text[at] == "\\" {
                at += 1
                while at < limit, text[at].isASCII, text[at].isLetter { at += 1 }
            } else {
                return nil
            }
            // `\\def`'s parameters (`#1#2`) stand before its body.
            while word == "def", at < limit, text[at] == "#" || text[at].isNumber { at += 1 }
            let bodyStart = at
            while let group = argumentEnd(from: at, before: limit) { at = group }
            return at > bodyStart && text[at - 1] == "}" ? at : nil
        }

        /// Where the environment `name` opening at `at` ends, past its matching `\\end{name}`: environments of the
        /// same name nest. Every `\\begin` and `\\end` of a name is paired in one pass over the block, the first
        /// time the name is met: looking for each one's end from its place made 20 000 unclosed `\\begin{a}`
        /// quadratic.
        private mutating func environmentEnd(_ name: String, openingAt at: Int) -> Int? {
            if let ends = environmentEnds[name] { return ends[at] }
            let open = Array("\\begin{" + name + "}"), close = Array("\\end{" + name + "}")
            var ends: [Int: Int] = [:]
            var opened: [Int] = []
            var i = 0
            while i < text.count {
                if text[i] == "\\", text[i...].starts(with: open) {
                    opened.append(i)
                    i += open.count
                } else if text[i] == "\\", text[i...].starts(with: close) {
                    if let start = opened.popLast() { ends[start] = i + close.count }
                    i += close.count
                } else {
                    i += 1
                }
            }
            environmentEnds[name] = ends
            return ends[at]
        }

        /// The end of the `{…}` (nested groups within) or `[…]` argument opening at `at`, before `limit`. The
        /// block's brackets are paired in one pass, the first time: looking for each one's closer from its place
        /// made 20 000 unclosed `\\x[` quadratic.
        private mutating func argumentEnd(from at: Int, before limit: Int) -> Int? {
            guard at < limit, text[at] == "{" || text[at] == "[" else { return nil }
            if groupEnds == nil { groupEnds = pairedGroups() }
            return groupEnds?[at].flatMap { $0 <= limit ? $0 : nil }
        }

        /// Each `{` and `[` of the block that is closed, and the position after its closer; a backslash escapes
        /// the character after it.
        private func pairedGroups() -> [Int: Int] {
            var ends: [Int: Int] = [:]
            var braces: [Int] = [], brackets: [Int] = []
            var j = 0
            while j < text.count {
                switch text[j] {
                case "\\": j += 1
                case "{": braces.append(j)
                case "[": brackets.append(j)
                case "}": if let open = braces.popLast() { ends[open] = j + 1 }
                case "]": if let open = brackets.popLast() { ends[open] = j + 1 }
                default: break
                }
                j += 1
            }
            return ends
        }

        /// Records raw TeX the text holds at `range`, to be left out.
        private mutating func leaveOut(_ range: Range<Int>) {
            replacements.append((range, nil))
            leftOut.append(positions[range.lowerBound])
        }

        /// MathJax also reads `\begin{…}…\end{…}` and `\ref{…}`, `\eqref{…}` outside its delimiters
        /// (processEnvironments and processRefs, on by default): in mdBook's MathJax books they are formulas.
        /// Markdown makes `\\begin` `\begin` too. Where the formula at `i` ends, if there is one.
        private mutating func afterCommandFormula(at i: Int) -> Int? {
            guard let (start, name) = command(at: i), ["begin", "ref", "eqref"].contains(name),
                let argument = braced(from: start + name.count + 1)
            else { return nil }
            let close = name == "begin" ? Array("\\end{" + String(text[argument]) + "}") : []
            guard
                let end = close.isEmpty
                    ? argument.upperBound + 1
                    : find(close, from: argument.upperBound + 1, before: paragraphEnd(after: i)).map({
                        $0 + close.count
                    })
            else { return nil }
            add(
                i..<end, tex: TeXMath.unescaped(text[start..<end], delimiters.backslashEscapes), display: !close.isEmpty
            )
            return end
        }

        /// `\\(…\\)` or `\\[…\\]` at `i`: where the formula ends, if it is closed.
        private mutating func afterBackslashDelimiters(at i: Int) -> Int? {
            guard i + 2 < text.count, text[i + 1] == "\\", text[i + 2] == "(" || text[i + 2] == "[" else { return nil }
            let close: [Character] = ["\\", "\\", text[i + 2] == "(" ? ")" : "]"]
            guard let end = find(close, from: i + 3, before: paragraphEnd(after: i)) else { return nil }
            // mdBook hands MathJax the text Markdown made of it: `\\\\` is `\\`, `\_` is `_`.
            add(
                i..<end + 3, tex: TeXMath.unescaped(text[(i + 3)..<end], delimiters.backslashEscapes),
                display: text[i + 2] == "[")
            return end + 3
        }

        /// pandoc's `\(…\)` or `\[…\]` at `i` (`tex_math_single_backslash`, `backslashes` 1) or `\\(…\\)`,
        /// `\\[…\\]` (`tex_math_double_backslash`, 2): where the formula ends, if it is closed within its paragraph.
        /// The TeX is the text between, as pandoc reads it.
        private mutating func afterPandocDelimiters(at i: Int, backslashes: Int) -> Int? {
            let open = i + backslashes
            guard open < text.count, text[i..<open].allSatisfy({ $0 == "\\" }), text[open] == "(" || text[open] == "["
            else { return nil }
            let close = [Character](repeating: "\\", count: backslashes) + [text[open] == "(" ? ")" : "]"]
            guard let end = find(close, from: open + 1, before: paragraphEnd(after: i)), end > open + 1 else {
                return nil
            }
            add(i..<end + close.count, tex: String(text[(open + 1)..<end]), display: text[open] == "[")
            return end + close.count
        }

        /// After a `$` at `i`: `$$…$$`, `` $`…`$ ``, mdbook-katex's `$…$` or GitHub's, as the delimiters say.
        private mutating func afterDollar(at i: Int) -> Int {
            if i + 1 < text.count && text[i + 1] == "$" { return afterDisplayDollars(at: i) }
            guard delimiters.dollars else { return i + 1 }
            if i + 1 < text.count && text[i + 1] == "`", let end = afterCodeFormula(at: i) { return end }
            return delimiters.looseDollars ? afterLooseDollar(at: i) : afterInlineDollar(at: i)
        }

        /// `$$…$$` at `i`: where it ends, or past the two dollars when it holds nothing or is not closed.
        private mutating func afterDisplayDollars(at i: Int) -> Int {
            // A display formula may run over blank lines (mdbook-katex and MathJax read it so): `protect` hands the
            // scanner the paragraphs up to its closing `$$`.
            guard let end = find(["$", "$"], from: i + 2, before: text.count) else {
                if openDisplay == nil { openDisplay = i }
                return i + 2
            }
            guard end > i + 2, !String(text[(i + 2)..<end]).allSatisfy(\.isWhitespace) else { return i + 2 }
            // mdBook's MathJax gets the text Markdown made of it, as for `\\[`; kramdown reads `$$…$$` as its own math,
            // raw.
            add(
                i..<end + 2,
                tex: TeXMath.unescaped(
                    text[(i + 2)..<end], delimiters.escapes == .kramdown ? .raw : delimiters.escapes),
                display: !delimiters.doubleDollarsInlineInText || standsOnItsOwnLines(i..<end + 2))
            return end + 2
        }

        /// Whether only white space shares the lines of `range` with it.
        private func standsOnItsOwnLines(_ range: Range<Int>) -> Bool {
            let before = text[..<range.lowerBound].reversed().prefix { !$0.isNewline }
            let after = text[range.upperBound...].prefix { !$0.isNewline }
            return before.allSatisfy(\.isWhitespace) && after.allSatisfy(\.isWhitespace)
        }

        /// $`…`$ at `i`, the formula the code span's text: where it ends, if it is closed.
        private mutating func afterCodeFormula(at i: Int) -> Int? {
            let run = text[(i + 1)...].prefix { $0 == "`" }.count
            let fence = [Character](repeating: "`", count: run) + ["$"]
            guard let end = find(fence, from: i + 1 + run, before: paragraphEnd(after: i)) else { return nil }
            add(i..<end + run + 1, tex: String(text[(i + 1 + run)..<end]), display: false)
            return end + run + 1
        }

        /// mdbook-katex's $…$ at `i`: whatever runs to the next `$` not escaped.
        private mutating func afterLooseDollar(at i: Int) -> Int {
            guard let end = find(["$"], from: i + 1, before: paragraphEnd(after: i)), end > i + 1,
                !String(text[(i + 1)..<end]).allSatisfy(\.isWhitespace)
            else { return i + 1 }
            add(i..<end + 1, tex: TeXMath.unescaped(text[(i + 1)..<end], delimiters.escapes), display: false)
            return end + 1
        }

        /// GitHub's $…$ at `i`: no space inside either dollar, no digit after the closing one, on one line (pandoc's:
        /// in one paragraph) and before any code span.
        private mutating func afterInlineDollar(at i: Int) -> Int {
            guard !isSpace(i + 1) else { return i + 1 }
            var j = i + 1
            var found: Int?
            let end = delimiters.dollarsAcrossLines ? paragraphEnd(after: i) : text.count
            while j < end && (text[j] != "\n" || delimiters.dollarsAcrossLines) && text[j] != "`" {
                if text[j] == "\\" { j += 2; continue }
                if text[j] == "$" {
                    if !isSpace(j - 1) && !(j + 1 < text.count && text[j + 1].isASCII && text[j + 1].isNumber) {
                        found = j
                    }
                    break
                }
                j += 1
            }
            guard let end = found else { return i + 1 }
            add(i..<end + 1, tex: TeXMath.unescaped(text[(i + 1)..<end], delimiters.escapes), display: false)
            return end + 1
        }

        private func isSpace(_ at: Int) -> Bool { at < 0 || at >= text.count || text[at].isWhitespace }

        /// Where `needle` starts from `start` on, before `limit`, unless it was looked for in vain before.
        private mutating func find(_ needle: [Character], from start: Int, before limit: Int) -> Int? {
            let search = Search(needle: needle, limit: limit)
            guard !missing.contains(search) else { return nil }
            if let found = TeXMath.find(needle, in: text[..<limit], from: start) { return found }
            missing.insert(search)
            return nil
        }

        /// Where the paragraph holding `i` ends: inline formulas and code spans stay in theirs.
        private func paragraphEnd(after i: Int) -> Int {
            guard let last = paragraphStarts.last, last > i else { return text.count }
            var low = 0, high = paragraphStarts.count - 1
            while low < high {
                let middle = (low + high) / 2
                if paragraphStarts[middle] > i { high = middle } else { low = middle + 1 }
            }
            return paragraphStarts[low]
        }

        /// Where the `<code>` or `<pre>` element that opens at `at` ends, when it is closed in the block.
        /// A tag found unclosed once is unclosed for every later opener: each search runs to the block's end.
        private mutating func rawCodeElementEnd(from at: Int) -> Int? {
            let limit = paragraphEnd(after: at)
            for tag in ["code", "pre"] where !missing.contains(Search(needle: Array(tag), limit: limit)) {
                let name = Array(tag)
                guard at + name.count + 1 < text.count,
                    text[(at + 1)...(at + name.count)].map({ Character($0.lowercased()) }) == name,
                    [">", " ", "\n"].contains(text[at + name.count + 1])
                else { continue }
                let close = Array("</" + tag + ">")
                var j = at + name.count + 1
                while j + close.count <= limit {
                    if text[j] == "<", text[j..<(j + close.count)].map({ Character($0.lowercased()) }) == close {
                        return j + close.count
                    }
                    j += 1
                }
                missing.insert(Search(needle: Array(tag), limit: limit))
                return nil
            }
            return nil
        }

        /// The control word at `at` (`\begin`, or `\\begin` as Markdown escapes it): where its backslash is, and its
        /// name.
        private func command(at: Int) -> (Int, String)? {
            let start = at + 1 < text.count && text[at + 1] == "\\" ? at + 1 : at
            let name = text[(start + 1)...].prefix { $0.isASCII && $0.isLetter }
            return name.isEmpty ? nil : (start, String(name))
        }

        /// The text of the `{…}` group opening at `at`, on its line, with no group inside.
        private func braced(from at: Int) -> Range<Int>? {
            guard at < text.count, text[at] == "{" else { return nil }
            guard let close = text[(at + 1)...].firstIndex(where: { $0 == "}" || $0 == "{" || $0 == "\n" }),
                text[close] == "}", close > at + 1
            else { return nil }
            return (at + 1)..<close
        }

        /// Records the formula `range` of the text holds, to be replaced by its token.
        private mutating func add(_ range: Range<Int>, tex: String, display: Bool) {
            let position = positions[range.lowerBound]
            replacements.append((range, firstFormula + formulas.count))
            formulas.append(
                Formula(
                    tex: tex.trimmingWhitespace, display: display, line: position.line,
                    column: position.column))
        }

        /// The block's lines with each formula replaced by its token, and by a further token for each line
        /// break it spans, so the lines after it stay where they were.
        func replacedLines() -> [[Character]] {
            var result: [Character] = []
            var cursor = 0
            for (range, formula) in replacements {
                result += text[cursor..<range.lowerBound]
                let spanned = text[range].filter { $0 == "\n" }.count
                // Raw TeX left out keeps its line breaks alone: lines it filled become blank, ending a paragraph
                // there as pandoc's raw block does.
                guard let formula else {
                    result += Array(repeating: "\n", count: spanned)
                    cursor = range.upperBound
                    continue
                }
                result += Array(TeXMath.token(formula))
                for _ in 0..<spanned { result += Array("\n" + TeXMath.tokenPrefix + "Q") }
                cursor = range.upperBound
            }
            result += text[cursor...]
            return result.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        }
    }

    /// `text` as the source's tool hands it to TeX: with the backslash escapes of its dialect undone (CommonMark
    /// §2.4: a backslash before ASCII punctuation stands for that punctuation; kramdown's ESCAPED_CHARS).
    private static func unescaped(_ text: ArraySlice<Character>, _ escapes: MathEscapes) -> String {
        guard escapes != .raw else { return String(text) }
        var result = ""
        var i = text.startIndex
        while i < text.endIndex {
            if text[i] == "\\", i + 1 < text.endIndex, escapes.escapes(text[i + 1]) {
                result.append(text[i + 1])
                i += 2
            } else {
                result.append(text[i])
                i += 1
            }
        }
        return result
    }

    private static func find(_ needle: [Character], in text: ArraySlice<Character>, from start: Int) -> Int? {
        guard start <= text.endIndex - needle.count else { return nil }
        var i = start
        while i <= text.endIndex - needle.count {
            if text[i] == "\\" && needle.first != "\\" { i += 2; continue }
            if needle.indices.allSatisfy({ text[i + $0] == needle[$0] }) { return i }
            i += 1
        }
        return nil
    }

    /// The environments pandoc's HTML writer writes as formulas when they come as raw TeX (its
    /// `isMathEnvironment`): what MathJax and MathML render.
    static let mathEnvironments: Set<String> = [
        "align", "align*", "alignat", "alignat*", "aligned", "alignedat", "array", "Bmatrix", "bmatrix", "cases", "CD",
        "eqnarray", "eqnarray*", "equation", "equation*", "gather", "gather*", "gathered", "matrix", "multline",
        "multline*", "pmatrix", "smallmatrix", "split", "subarray", "Vmatrix", "vmatrix",
    ]

    /// The token of formula `n`: letters only (`EPUBMATHQbaQ`), which no Markdown rule touches.
    private static func token(_ n: Int) -> String {
        var letters = ""
        var value = n
        repeat {
            letters = String(UnicodeScalar(UInt8(97 + value % 26))) + letters
            value /= 26
        } while value > 0
        return tokenPrefix + letters + "Q"
    }

    nonisolated(unsafe) private static let tokenPattern = /EPUBMATHQ([a-z]+)Q((?:\s*EPUBMATHQQ)*)/

    /// The HTML cmark-gfm made, its tokens turned into placeholder elements,
    /// or, inside a tag (an image's alt text), back into the formula's TeX.
    static func placeholders(in html: String, formulas: [Formula]) -> String {
        guard !formulas.isEmpty else { return html }
        var result = ""
        var cursor = html.startIndex
        // Whether the text before `cursor` leaves an open tag, carried along so each character is looked at once.
        var inTag = false
        for match in html.matches(of: tokenPattern) {
            let n = formulaNumber(match.1, below: formulas.count)
            guard n < formulas.count else { continue }
            let between = html[cursor..<match.range.lowerBound]
            for byte in between.utf8 where byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") {
                inTag = byte == UInt8(ascii: "<")
            }
            result += between
            result += inTag ? escaped(formulas[n].tex) : "<span \(placeholderAttribute)=\"\(n)\"></span>"
            cursor = match.range.upperBound
        }
        return result + html[cursor...]
    }

    /// The number a token's letters spell (`token(_:)`), or `count` or more when it is no formula's.
    private static func formulaNumber(_ letters: Substring, below count: Int) -> Int {
        var n = 0
        for scalar in letters.unicodeScalars where n < count { n = n * 26 + Int(scalar.value - 97) }
        return n
    }

    /// `text` (a title as a list or front matter gives it) with each formula the delimiters find in it as its
    /// TeX: `Openings with $x^2$` is `Openings with x^2`.
    static func formulasAsTeX(in text: String, delimiters: Delimiters) -> String {
        let protected = protect(text, delimiters: delimiters)
        guard !protected.formulas.isEmpty else { return text }
        return protected.text.replacing(tokenPattern) { match in
            let n = formulaNumber(match.1, below: protected.formulas.count)
            return n < protected.formulas.count ? protected.formulas[n].tex : String(match.0)
        }
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// GitHub's ```` ```math ```` blocks: each a display formula, its placeholder where the block was.
    static func placeholdersForMathBlocks(in body: XMLNode, formulas: inout [Formula]) {
        for code in body.descendants where code.name == "code" && code.attribute("class") == "language-math" {
            guard let pre = code.parent, pre.name == "pre" else { continue }
            let line = pre.line
            formulas.append(
                Formula(
                    tex: code.textContent.trimmingWhitespace, display: true,
                    line: max(line, 1) + 1, column: 1))
            for child in pre.children { child.remove() }
            pre.replace(withElement: "span").setAttribute(placeholderAttribute, String(formulas.count - 1))
        }
    }
}
