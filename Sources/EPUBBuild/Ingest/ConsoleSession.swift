import EPUBSupport
import SyntaxHighlight

/// A console session (```` ```console ````): lines that start with a prompt
/// (`$ `, `# `, `% `, `> `, or `user@host:~/src$ `, after an optional
/// `(venv) `) are commands, read as shell; a command ending in `\` goes on to
/// the next line; every other line is what the commands printed, left plain.
struct ConsoleSession {
    /// Each command's text, as byte ranges of the session.
    private(set) var commands: [Range<Int>] = []
    /// Each prompt, as a byte range of the session.
    private(set) var prompts: [Range<Int>] = []
    private let bytes: [UInt8]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var lineStart = 0
        var continues = false
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: Self.newline) ?? bytes.count
            // A CRLF line's `\r` belongs to neither the command nor its `\` continuation.
            let line =
                lineStart..<(lineEnd > lineStart && bytes[lineEnd - 1] == Self.carriageReturn ? lineEnd - 1 : lineEnd)
            var isCommand = true
            if continues {
                commands.append(line)
            } else if let prompt = Self.prompt(in: bytes[line]) {
                prompts.append(prompt)
                commands.append(prompt.upperBound..<line.upperBound)
            } else {
                isCommand = false
            }
            continues = isCommand && bytes[line].last == UInt8(ascii: "\\")
            lineStart = lineEnd + 1
        }
    }

    /// Whether the text's first line that is not blank starts with `$ `, as a
    /// shell session does and a script never would. Reads only that far.
    static func startsWithPrompt(_ text: String) -> Bool {
        var bytes = text.utf8.drop { $0 == ASCII.space || $0 == ASCII.tab || $0 == newline || $0 == carriageReturn }
        // The blank lines are gone; the first line's own indentation may have been more than spaces, which is no
        // prompt.
        if let lineStart = text.utf8[..<bytes.startIndex].lastIndex(of: newline) {
            bytes = text.utf8[text.utf8.index(after: lineStart)...].drop { $0 == ASCII.space }
        }
        return bytes.starts(with: [UInt8(ascii: "$"), ASCII.space])
    }

    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// A prompt at the start of the line, with the space after it.
    private static func prompt(in line: ArraySlice<UInt8>) -> Range<Int>? {
        var start = line.startIndex
        // A virtual environment's name, as Python's venv shows it: `(venv) $ `.
        if line.first == ASCII.openParenthesis, let close = line.firstIndex(of: ASCII.closeParenthesis),
            close + 1 < line.endIndex, line[close + 1] == ASCII.space,
            !line[start..<close].contains(ASCII.space)
        {
            start = close + 2
        }
        // `$`, `#`, `%` or `>`, alone or ending a word without spaces (`me@host:~/src$`), then a space.
        guard let space = line[start...].firstIndex(of: ASCII.space), space > start,
            [UInt8(ascii: "$"), UInt8(ascii: "#"), UInt8(ascii: "%"), UInt8(ascii: ">")].contains(line[space - 1])
        else { return nil }
        // Output such as `100% done` is not a prompt: a word of its own before the sign is needed (`me@host:~$`) or
        // none at all.
        if space - 1 > start
            && !line[start..<(space - 1)].contains(where: {
                $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: ":") || $0 == ASCII.closeBracket
            })
        {
            return nil
        }
        return line.startIndex..<(space + 1)
    }

    /// The prompts as `hl-prompt`, and the commands highlighted as one shell script.
    func spans(using highlighter: SyntaxHighlighter) -> [HighlightSpan] {
        var script: [UInt8] = []
        var pieces: [(script: Int, session: Range<Int>)] = []
        for command in commands {
            pieces.append((script.count, command))
            script += bytes[command]
            script.append(Self.newline)
        }
        var spans = prompts.map { HighlightSpan(range: $0, kind: .prompt) }
        let scriptSpans = (try? highlighter.spans(of: String(decoding: script, as: UTF8.self), in: .bash)) ?? []
        // Both are in script order: each span looks at the pieces from the first that ends after its start
        // (which only moves on), to the last that starts before its end.
        var first = 0
        for span in scriptSpans {
            while first < pieces.count && pieces[first].script + pieces[first].session.count <= span.range.lowerBound {
                first += 1
            }
            // A span may run over the end of a command (a string continued with `\`): cut it at each command's end.
            for piece in pieces[first...] {
                guard piece.script < span.range.upperBound else { break }
                let lower = max(span.range.lowerBound, piece.script),
                    upper = min(span.range.upperBound, piece.script + piece.session.count)
                if lower < upper {
                    spans.append(
                        HighlightSpan(
                            range: (piece.session.lowerBound + lower - piece.script)..<(piece.session.lowerBound + upper
                                - piece.script), kind: span.kind))
                }
            }
        }
        return spans.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}
