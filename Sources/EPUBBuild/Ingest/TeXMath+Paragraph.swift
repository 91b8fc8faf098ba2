import EPUBSupport

extension TeXMath {
    /// One paragraph of a chapter and its formulas: the lines up to a blank one, or, when a `$$` opens a display
    /// formula there that nothing closes, on over blank lines up to the paragraph that closes it, as mdbook-katex
    /// and MathJax read it (a formula in a list item with an empty line in it), but never over a code block or
    /// a heading.
    struct Paragraph {
        let lines: [Substring]
        let kinds: [LineKind]
        let delimiters: Delimiters

        /// What scanning some lines gave: the lines with their formulas' tokens, the formulas, and where the first
        /// `$$` nothing closed opens.
        private struct Scanned {
            var lines: [Substring]
            var formulas: [Formula] = []
            var openDisplay: (line: Int, column: Int)?
            var leftOutTeX: [(line: Int, column: Int)] = []
        }

        /// Appends the paragraph starting at `start` to `output`, its formulas replaced by tokens and added to
        /// `result`; the index of the line after it.
        func protect(from start: Int, into output: inout [Substring], result: inout Protected) -> Int {
            var end = paragraphEnd(from: start)
            guard mayHoldMath(start..<end) else {
                output += lines[start..<end]
                return end
            }
            var scanned = scan(start..<end, firstFormula: result.formulas.count)
            var searchFrom = end
            var tries = 0
            while let opener = scanned.openDisplay {
                // Each try scans the paragraphs from the first again: a few lines of `\$$` in a row may be passed
                // over, thousands (a crafted file) may not make the scan quadratic.
                guard let closing = nextDisplayLine(from: searchFrom), tries < Self.maximumTries else {
                    result.unclosed.append(opener)
                    break
                }
                searchFrom = paragraphEnd(from: closing + 1)
                let candidate = scan(start..<searchFrom, firstFormula: result.formulas.count)
                // An escaped `\$$` closes nothing: the opener stays open, and the next line with `$$` is tried.
                guard candidate.openDisplay.map({ $0 != opener }) ?? true else {
                    tries += 1
                    continue
                }
                (scanned, end, tries) = (candidate, searchFrom, 0)
            }
            output += scanned.lines
            result.formulas += scanned.formulas
            result.leftOutTeX += scanned.leftOutTeX
            return end
        }

        /// How many lines with a `$$` that closes nothing an opener looks past.
        private static let maximumTries = 8

        /// The end of the run of text lines from `start` on. A raw TeX environment (pandoc's `raw_tex`) that opens
        /// the run goes on over blank lines to its `\end{…}`, as pandoc reads one raw block: a TikZ picture with an
        /// empty line in it had leaked its inside as text.
        private func paragraphEnd(from start: Int) -> Int {
            var end = start
            while end < lines.count && kinds[end] == .text { end += 1 }
            guard delimiters.rawTeX, start < end, let close = environmentEnd(opening: lines[start], from: start)
            else { return end }
            return close < end ? end : paragraphEnd(from: close)
        }

        /// The line after `\end{name}` for a line that opens `\begin{name}`, unless a code block or a heading
        /// comes first.
        private func environmentEnd(opening line: Substring, from start: Int) -> Int? {
            let text = line.drop { $0 == " " }
            guard text.hasPrefix("\\begin{"), let close = text.firstIndex(of: "}") else { return nil }
            let end = "\\end{" + text[text.index(text.startIndex, offsetBy: 7)..<close] + "}"
            var index = start
            while index < lines.count {
                if kinds[index] == .fenced || (index > start && isHeading(lines[index])) { return nil }
                if ByteSearch.contains(end, in: lines[index]) { return index + 1 }
                index += 1
            }
            return nil
        }

        /// The next line from `start` on that holds a `$$`, unless a code block or a heading comes first.
        private func nextDisplayLine(from start: Int) -> Int? {
            var index = start
            while index < lines.count {
                if kinds[index] == .fenced || isHeading(lines[index]) { return nil }
                if ByteSearch.contains("$$", in: lines[index]) { return index }
                index += 1
            }
            return nil
        }

        private func mayHoldMath(_ range: Range<Int>) -> Bool {
            lines[range].contains {
                $0.utf8.contains(UInt8(ascii: "$"))
                    || (delimiters.backslashes || delimiters.singleBackslashes || delimiters.doubleBackslashes
                        || delimiters.rawTeX)
                        && $0.utf8.contains(UInt8(ascii: "\\"))
            }
        }

        /// `lines[range]` with its formulas replaced by tokens, the first numbered `firstFormula`.
        private func scan(_ range: Range<Int>, firstFormula: Int) -> Scanned {
            let block = lines[range]
            // A block quote's `>` markers are no part of a formula that runs over its lines: scanned without them,
            // put back after. In a block that is no quote, a line starting with `>` inside `$$…$$` is the formula's
            // (`f(x)\n> g(x)`).
            let quoted = !quotePrefix(block[block.startIndex]).isEmpty
            let prefixes = block.map { quoted ? quotePrefix($0) : $0.prefix(0) }
            let bodies = zip(block, prefixes).map { Array($0.dropFirst($1.count)) }
            var scanner = BlockScanner(
                bodies, firstLine: range.lowerBound + 1, offsets: prefixes.map(\.count), delimiters: delimiters,
                firstFormula: firstFormula)
            scanner.scan()
            let openDisplay = scanner.openDisplay.map { scanner.positions[$0] }
            guard !scanner.replacements.isEmpty else { return Scanned(lines: Array(block), openDisplay: openDisplay) }
            return Scanned(
                lines: zip(prefixes, scanner.replacedLines()).map { Substring(String($0) + String($1)) },
                formulas: scanner.formulas, openDisplay: openDisplay,
                leftOutTeX: scanner.leftOut)
        }
    }
}
