import EPUBModel
import EPUBSupport

/// Template and plugin syntax in a Markdown chapter, after mdBook's own
/// directives are expanded, so that none reaches the reader as raw text:
/// what an EPUB can show is rendered (GitBook's hints, embeds, tabs, raw
/// blocks and exercises' initial code; Jekyll's `{% highlight %}`), what it
/// cannot is removed and counted per kind (`UnrenderedSyntax`). Fenced code
/// and code spans are never touched: there the syntax is the subject.
///
/// Rendered blocks become raw HTML lines with blank lines around them, so
/// that the Markdown between them stays Markdown (CommonMark §4.6 ends an
/// HTML block at a blank line). Every output line keeps the origin of the
/// line its tag was written on.
struct TemplateTags {
    struct Result {
        var text: String
        var origins: [SourceText.Origin]
        var unrendered: [UnrenderedSyntax]
    }

    /// Quick test before any work: most chapters have no tag.
    static func mayContainTag(_ text: String) -> Bool {
        ByteSearch.contains("{%", in: text) || ByteSearch.contains("{{", in: text)
    }

    /// `rendersPagesAsTemplates`: the book's tool renders each page as a template (GitBook).
    static func apply(
        _ markdown: String, source: SourceText, shown: String, values: [String: String] = [:],
        rendersPagesAsTemplates: Bool = false, citesKeys: Bool = false, admonitionFences: Bool = false,
        words: GeneratedWords = GeneratedWords(language: "en")
    ) -> Result {
        var template = TemplateTagScanner()
        template.words = words
        template.values = values
        template.rendersPagesAsTemplates = rendersPagesAsTemplates
        template.citesKeys = citesKeys
        template.admonitionFences = admonitionFences
        let (read, aquascope) = Self.directivesOverLines(SourceText.lines(of: markdown))
        let lines = rendersPagesAsTemplates ? Self.joiningTagsOverLines(read) : read
        // A block never closed (`{% comment %}` to the end of the file) had taken the text after it, with no word:
        // the file is read again with its opening tag read as none, once for each such block.
        while true {
            var scanner = template
            for (index, line) in lines.enumerated() {
                let location = source.location(shown: shown, line: index + 1, column: 1)
                scanner.scan(
                    line, origin: SourceText.Origin(path: location.path, line: location.line),
                    ending: index < lines.count - 1 ? "\n" : "")
            }
            scanner.finish()
            let escaped = scanner.escapedSubTags.filter { template.subTags[$0.key] == nil }
            if !escaped.isEmpty {
                template.subTags.merge(escaped) { first, _ in first }
                continue
            }
            guard let unclosed = scanner.unclosed, template.unclosedOpenings.insert(unclosed).inserted else {
                var unrendered = scanner.unrendered
                if let first = aquascope.first {
                    let location = source.location(shown: shown, line: first + 1, column: 1)
                    unrendered.count(
                        UnrenderedSyntax(
                            code: .directiveNotRendered, kind: "'{{#aquascope …}}' diagram",
                            plural: "'{{#aquascope …}}' diagrams",
                            outcome: "shown as its Rust code: aquascope's preprocessor, which draws it, is not run",
                            first: location, count: aquascope.count))
                }
                return Result(text: scanner.output, origins: scanner.origins, unrendered: unrendered)
            }
        }
    }

    /// GitBook's `{% include "file.md" %}` (and `'file.md'`, or unquoted)
    /// written as mdBook's `{{#include file.md}}`, which includes a file the
    /// same way (as Markdown, relative to the including file, nested), outside code. A path that starts with `/`
    /// starts at `root`, the book's root, as GitBook reads it.
    static func includesAsMdBookDirectives(_ text: String, codeImports: Bool = false, root: String? = nil) -> String {
        let imports = codeImports && CodeImports.mayContainImport(text)
        guard
            imports
                || ((ByteSearch.contains("include", in: text) || ByteSearch.contains("codesnippet", in: text))
                    && ByteSearch.contains("{%", in: text))
        else {
            return text
        }
        var fence: CodeFence?
        var result = ""
        var raw: RawNesting?
        for line in SourceText.lines(of: text) {
            defer { result += "\n" }
            if let open = fence {
                if open.isClosed(by: line) { fence = nil }
                // GitBook renders the page, code blocks too, before Markdown reads it: an include alone on its line
                // in a code block is the file there (one inside `{% raw %}` stays as written).
                raw = rawState(after: line, from: raw)
                if let root, raw == nil, fence != nil, let path = wholeLineInclude(line) {
                    let located =
                        path.hasPrefix("/") ? Paths.absolute(String(path.dropFirst()), relativeTo: root) : path
                    result += line.prefix { $0 == " " || $0 == "\t" } + "{{#include \(located)}}"
                } else {
                    result += line
                }
                continue
            }
            fence = CodeFence(opening: line)
            if imports, fence == nil, let directive = CodeImports.directive(for: line) {
                result += directive
                continue
            }
            result += fence == nil ? includesInProse(line, raw: &raw, root: root) : String(line)
        }
        return String(result.dropLast())
    }

    /// A line of prose with its includes and code snippets as mdBook's directives; `raw`, the `{% raw %}` the line
    /// starts in, and the next. An include inside `{% raw %}` stays as written, as GitBook shows it (the file had been
    /// included in its place).
    private static func includesInProse(_ line: Substring, raw: inout RawNesting?, root: String?) -> String {
        var result = ""
        var rest = line.startIndex
        let ends = line.utf8.contains(UInt8(ascii: "{")) ? TemplateTag.LineEnds(of: line) : nil
        while let tag = TemplateTag.first(in: line, from: rest, ends: ends) {
            if var open = raw {
                raw = open.isClosed(by: tag) ? nil : open
                result += line[rest..<tag.range.upperBound]
            } else if let opened = RawNesting(opening: tag) {
                raw = opened
                result += line[rest..<tag.range.upperBound]
            } else if tag.form == .tag, tag.name == "include", let path = tag.firstArgument, !path.isEmpty {
                let located =
                    path.hasPrefix("/")
                    ? root.map { Paths.absolute(String(path.dropFirst()), relativeTo: $0) } ?? path : path
                result += line[rest..<tag.range.lowerBound] + "{{#include \(located)}}"
            } else if tag.form == .tag, tag.name == "codesnippet", let directive = codeSnippet(tag, root: root) {
                result += line[rest..<tag.range.lowerBound] + directive
                rest = tag.range.upperBound
                // Its closing tag, when it follows: the file's lines are all the block shows.
                if let close = TemplateTag.first(in: line, from: rest, ends: ends), close.name == "endcodesnippet",
                    line[rest..<close.range.lowerBound].allSatisfy(\.isWhitespace)
                {
                    rest = close.range.upperBound
                }
                continue
            } else {
                result += line[rest..<tag.range.upperBound]
            }
            rest = tag.range.upperBound
        }
        return result + line[rest...]
    }

    /// A GitBook page's lines with a tag written over several (`{% embed url="…"` and `caption="…" %}` on the next,
    /// a Mermaid integration's `content="graph TD` and its diagram's lines) made one line, as Nunjucks reads the
    /// page whole; the lines it took are left empty, so that every other line keeps its number. Outside code.
    static func joiningTagsOverLines(_ lines: [Substring]) -> [Substring] {
        guard lines.contains(where: { ByteSearch.contains("{%", in: $0) && !ByteSearch.contains("%}", in: $0) }) else {
            return lines
        }
        let kinds = TeXMath.CodeLines.kinds(of: lines)
        var result = lines
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard kinds[index] == .text, let open = lines[index].range(of: "{%", options: .backwards),
                !lines[index][open.upperBound...].contains("%}")
            else { continue }
            // The lines it runs over may look like code (a diagram's indented lines) but hold no other tag.
            guard
                let end = (index + 1..<min(lines.count, index + tagLines)).first(where: {
                    ByteSearch.contains("%}", in: lines[$0])
                }),
                (index + 1..<end).allSatisfy({
                    !ByteSearch.contains("{%", in: lines[$0]) && kinds[$0] != .fenced && kinds[$0] != .blank
                })
            else { continue }
            // A break inside a quoted value is kept as `\n` (a Mermaid diagram's lines); any other is a space.
            var joined = String(lines[index])
            for next in (index + 1)...end {
                let quoted = joined.filter { $0 == "\"" }.count % 2 == 1
                joined += (quoted ? "\\n" : " ") + lines[next]
            }
            result[index] = Substring(joined)
            for taken in (index + 1)...end { result[taken] = "" }
            index = end
        }
        return result
    }

    /// gitbook-plugin-codesnippet's `{% codesnippet "./app.js", lines="2:5", language="js" %}`: a code block of the
    /// file's lines (relative to the page; `/path` from the book's root), as an import is (`CodeImports`); nil for
    /// one that names no file, whose code is written between its tags.
    private static func codeSnippet(_ tag: TemplateTag, root: String?) -> String? {
        guard let path = tag.firstArgument, !path.isEmpty, !path.contains("="), !path.contains(" ") else { return nil }
        var located =
            path.hasPrefix("/") ? root.map { Paths.absolute(String(path.dropFirst()), relativeTo: $0) } ?? path : path
        if let lines = tag.attribute("lines"), lines.allSatisfy({ $0.isNumber || $0 == ":" }) { located += ":" + lines }
        let language = tag.attribute("language").map { " " + $0 } ?? ""
        return "{{#\(CodeImports.directive) \(located)\(language)}}"
    }

    /// An mdBook preprocessor's directive written over several lines (`{{#quiz` and its arguments, then `}}`),
    /// outside code, made one line, the lines it took left empty, so that it is read and counted as any directive (it
    /// had been shown as written); aquascope's, whose lines are a Rust program, a Rust code block of them, line for
    /// line. The lines, and the index of each aquascope block's first.
    static func directivesOverLines(_ lines: [Substring]) -> (lines: [Substring], aquascope: [Int]) {
        guard lines.contains(where: { opensDirective($0) }) else { return (lines, []) }
        let kinds = TeXMath.CodeLines.kinds(of: lines)
        var result = lines
        var aquascope: [Int] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard kinds[index] == .text, opensDirective(lines[index]),
                let end = (index + 1..<min(lines.count, index + directiveLines)).first(where: {
                    ByteSearch.contains("}}", in: lines[$0])
                }), (index + 1..<end).allSatisfy({ !ByteSearch.contains("{{", in: lines[$0]) })
            else { continue }
            let indent = lines[index].prefix { $0 == " " || $0 == "\t" }
            if ByteSearch.contains("{{#aquascope", in: lines[index]),
                lines[end].trimmingWhitespace == "}}", lines[index].trimmingWhitespace.hasPrefix("{{#aquascope")
            {
                aquascope.append(index)
                result[index] = indent + "```rust"
                result[end] = indent + "```"
            } else {
                // The text after the closing braces stays on its line, which keeps its number.
                let close = lines[end].range(of: "}}")!.upperBound
                let parts: [String] =
                    [String(lines[index])] + lines[(index + 1)..<end].map { String($0.trimmingWhitespace) } + [
                        String(lines[end][..<close].trimmingWhitespace)
                    ]
                result[index] = Substring(parts.joined(separator: " "))
                for taken in (index + 1)..<end { result[taken] = "" }
                result[end] = lines[end][close...]
            }
            index = end
        }
        return (result, aquascope)
    }

    /// Whether a line's last `{{#name` (a directive mdBook itself does not carry out) is not closed on it.
    private static func opensDirective(_ line: Substring) -> Bool {
        guard ByteSearch.contains("{{#", in: line), let open = line.range(of: "{{#", options: .backwards) else {
            return false
        }
        let name = line[open.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        return !name.isEmpty && !TemplateTag.mdBookDirectives.contains(String(name))
            && !ByteSearch.contains("}}", in: line[open.upperBound...])
    }

    /// The lines a directive may be written over (aquascope's program is one).
    private static let directiveLines = 60

    /// The lines a tag may be written over.
    private static let tagLines = 20

    /// The path of `{% include "path" %}` when it is all the line holds.
    private static func wholeLineInclude(_ line: Substring) -> String? {
        let trimmed = line.trimmingWhitespace
        guard trimmed.hasPrefix("{%"), let tag = TemplateTag.first(in: trimmed[...], from: trimmed.startIndex),
            tag.form == .tag, tag.name == "include", tag.range == trimmed.startIndex..<trimmed.endIndex,
            let path = tag.firstArgument, !path.isEmpty
        else { return nil }
        return path
    }

    /// The `{% raw %}` open after a line of code, given the one it starts in (nil: none).
    static func rawState(after line: Substring, from raw: RawNesting?) -> RawNesting? {
        guard RawNesting.mayAppear(in: line) else { return raw }
        var state = raw
        var rest = line.startIndex
        while let tag = TemplateTag.first(in: line, from: rest, inCode: true) {
            if var open = state {
                state = open.isClosed(by: tag) ? nil : open
            } else if let opened = RawNesting(opening: tag) {
                state = opened
            }
            rest = tag.range.upperBound
        }
        return state
    }
}
