import EPUBModel
import EPUBSupport

/// mdbook-spec's rules, in a book whose book.toml runs it (`[preprocessor.spec]`, the Rust Reference and its
/// translations): a line that is only `r[items.fn.intro]` names the rule the text after it states. The preprocessor
/// makes it an anchor the reader sees and can link to, and lets any chapter link to it by its name:
///
///     r[items.fn.intro]                 <div class="rule" id="r-items.fn.intro"><a class="rule-link"
///     A _function_ consists of…     →   href="#r-items.fn.intro">[items.fn.intro]</a></div>
///                                       <p>A <em>function</em> consists of…</p>
///     See [items.fn.intro].             …<a href="functions.xhtml#r-items.fn.intro">items.fn.intro</a>
///
/// Left as it was, each rule's name was a line of raw `r[…]` text at the head of its paragraph, and every link to a
/// rule was bracketed text. The rule's line becomes a one-line HTML block (`HTMLBlockMarkdown.mark`), so no line
/// moves and the paragraph under it stays Markdown.
enum SpecRules {
    /// The rules the chapters define, by name: each one's link from the book's source root (`/functions.md#r-…`),
    /// as a root-relative link is read (`BookSpec.sourceRoot`), for every chapter to link to. A chapter outside that
    /// folder, or one that cannot be read, defines none here; its rules still get their anchors.
    static func references(in chapters: [ChapterSpec], sourceRoot: String, files: any SourceFiles) -> [String: String] {
        let root = sourceRoot.hasSuffix("/") ? sourceRoot : sourceRoot + "/"
        var references: [String: String] = [:]
        for chapter in chapters where chapter.file.hasPrefix(root) {
            guard let data = files.contents(atPath: chapter.file) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            guard ByteSearch.contains("r[", in: text) else { continue }
            let lines = SourceText.lines(of: text)
            let kinds = TeXMath.CodeLines.kinds(of: lines)
            let path = "/" + chapter.file.dropFirst(root.count)
            for index in lines.indices where kinds[index] == .text {
                // The first definition wins, as CommonMark's first reference definition does.
                if let name = ruleName(lines[index]), references[name] == nil { references[name] = path + "#r-" + name }
            }
        }
        return references
    }

    /// `markdown` with its rule lines made anchors, and a reference definition appended for each rule name it
    /// links to (`[name]` or `[text][name]`) that `references` knows. A definition the chapter writes itself comes
    /// first and so wins.
    static func rendered(_ markdown: String, references: [String: String]) -> String {
        guard ByteSearch.contains("r[", in: markdown) || !references.isEmpty else { return markdown }
        var lines = SourceText.lines(of: markdown)
        let kinds = TeXMath.CodeLines.kinds(of: lines)
        var changed = false
        var used: Set<String> = []
        for index in lines.indices where kinds[index] == .text {
            if let name = ruleName(lines[index]) {
                lines[index] = Substring(anchor(name))
                changed = true
            } else if !references.isEmpty {
                used.formUnion(labels(in: lines[index]).filter { references[$0] != nil })
            }
        }
        let definitions = used.sorted().map { "[\($0)]: <\(references[$0]!)>" }
        guard changed || !definitions.isEmpty else { return markdown }
        return (lines + (definitions.isEmpty ? [] : [""] + definitions.map { Substring($0) })).joined(separator: "\n")
    }

    /// The rule a line names: `r[name]` alone on it, unindented, as mdbook-spec's `^r\[([^]]+)]$` finds it.
    static func ruleName(_ line: Substring) -> String? {
        var line = line
        if line.last == "\r" { line = line.dropLast() }
        guard line.hasPrefix("r["), line.last == "]", line.count > 3 else { return nil }
        let name = line.dropFirst(2).dropLast()
        return name.contains("]") ? nil : String(name)
    }

    /// The rule's anchor as mdbook-spec draws it, on one line that is an HTML block of its own.
    private static func anchor(_ name: String) -> String {
        let escaped = TemplateTagScanner.escaped(name)
        return "<!--\(HTMLBlockMarkdown.mark)--><div class=\"rule\" id=\"r-\(escaped)\">"
            + "<a class=\"rule-link\" href=\"#r-\(escaped)\">[\(escaped)]</a></div>"
    }

    /// Every bracketed text of a line with no space or bracket in it: the candidates for a rule's name.
    private static func labels(in line: Substring) -> [String] {
        var labels: [String] = []
        var rest = line[...]
        while let open = rest.firstIndex(of: "[") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(where: { $0 == "]" || $0 == "[" || $0 == " " }) else { break }
            if after[close] == "]" && close > after.startIndex { labels.append(String(after[..<close])) }
            rest = after[close...]
        }
        return labels
    }
}
