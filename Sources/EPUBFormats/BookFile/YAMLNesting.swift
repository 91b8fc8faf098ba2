/// A bound on how deeply YAML text nests, found before it is parsed.
///
/// Yams composes nodes recursively, and so does the reader of `chapters:`:
/// a few thousand nested `[`, `{` or parts overflow the stack, and on a
/// worker thread (Markdown front matter) a few hundred do. No book needs
/// more than a handful of levels, so text that may nest deeper than `limit`
/// is refused here, with its place, before any recursion starts.
///
/// The scan is one pass and errs on the side of counting too deep: block
/// nesting is bounded by the indentation levels open at a line plus the
/// `- ` / `? ` indicators that start it, flow nesting by the `[` and `{`
/// open outside quoted scalars and comments.
package enum YAMLNesting {
    package static let limit = 64

    /// The line and column (1-based) where `text` first goes deeper than `limit`, or nil.
    package static func tooDeep(_ text: String, limit: Int = limit) -> (line: Int, column: Int)? {
        var scanner = Scanner(limit: limit)
        var lineNumber = 0
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            if let column = scanner.scan(line: Array(line)) { return (lineNumber, column) }
        }
        return nil
    }

    private struct Scanner {
        package let limit: Int
        package var indents: [Int] = []
        package var flowDepth = 0
        /// Inside a quoted scalar that goes on to the next line: its quote byte.
        package var openQuote: UInt8?
        /// Inside a block scalar (`|`, `>`): lines indented more than this belong to it.
        package var blockScalarIndent: Int?

        package init(limit: Int) { self.limit = limit }

        package mutating func scan(line: [UInt8]) -> Int? {
            let space = UInt8(ascii: " ")
            let indent = line.prefix { $0 == space }.count
            let isBlank = line.dropFirst(indent).allSatisfy {
                $0 == space || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r")
            }
            if let scalarIndent = blockScalarIndent {
                if isBlank || indent > scalarIndent { return nil }
                blockScalarIndent = nil
            }
            var index = 0
            if openQuote == nil && flowDepth == 0 {
                if isBlank || line[indent] == UInt8(ascii: "#") { return nil }
                while let last = indents.last, last > indent { indents.removeLast() }
                if indents.last != indent { indents.append(indent) }
                index = indent
                var blockDepth = indents.count
                // Compact nested collections on one line: `- - - x`, `? - x`.
                while index + 1 < line.count, line[index] == UInt8(ascii: "-") || line[index] == UInt8(ascii: "?"),
                    line[index + 1] == space
                {
                    blockDepth += 1
                    index += 2
                    while index < line.count, line[index] == space { index += 1 }
                }
                if blockDepth > limit { return index + 1 }
            }
            return scanContent(of: line, from: index, lineIndent: indent)
        }

        /// Flow brackets, quotes, comments and block scalar indicators of the rest of the line.
        package mutating func scanContent(of line: [UInt8], from start: Int, lineIndent: Int) -> Int? {
            var index = start
            var atValueStart = true
            while index < line.count {
                let byte = line[index]
                if let quote = openQuote {
                    if byte == quote {
                        if quote == UInt8(ascii: "'"), index + 1 < line.count, line[index + 1] == quote {
                            index += 2; continue
                        }
                        openQuote = nil
                        atValueStart = false
                    } else if byte == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") {
                        index += 1
                    }
                    index += 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "#")
                where index == 0 || line[index - 1] == UInt8(ascii: " ") || line[index - 1] == UInt8(ascii: "\t"):
                    return nil
                case UInt8(ascii: "\"") where atValueStart, UInt8(ascii: "'") where atValueStart:
                    openQuote = byte
                case UInt8(ascii: "[") where atValueStart || flowDepth > 0,
                    UInt8(ascii: "{") where atValueStart || flowDepth > 0:
                    flowDepth += 1
                    if indents.count + flowDepth > limit { return index + 1 }
                    atValueStart = true
                    index += 1
                    continue
                case UInt8(ascii: "]") where flowDepth > 0, UInt8(ascii: "}") where flowDepth > 0:
                    flowDepth -= 1
                case UInt8(ascii: ","):
                    if flowDepth > 0 { atValueStart = true; index += 1; continue }
                case UInt8(ascii: "|") where atValueStart && flowDepth == 0,
                    UInt8(ascii: ">") where atValueStart && flowDepth == 0:
                    blockScalarIndent = lineIndent
                    return nil
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    index += 1
                    continue
                case UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "?"):
                    // `key: value`, `- item`, `? key`: what follows the indicator and a space starts a value.
                    if index + 1 == line.count || line[index + 1] == UInt8(ascii: " ")
                        || line[index + 1] == UInt8(ascii: "\t")
                    {
                        atValueStart = true
                        index += 1
                        continue
                    }
                default:
                    break
                }
                atValueStart = false
                index += 1
            }
            return nil
        }
    }
}
