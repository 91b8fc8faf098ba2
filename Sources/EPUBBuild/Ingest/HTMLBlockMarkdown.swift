import EPUBSupport
import XMLTree

/// pandoc's `markdown_in_html_blocks`: the text between the tags of an HTML block (`<div class="note">` … `</div>`)
/// is Markdown. CommonMark reads an HTML block as raw HTML up to the next blank line (§4.6, condition 6), so
/// `*Markdown inside*` under a `<div>` line stayed raw, its asterisks shown.
///
/// Each line that is only the opening tag of a container element, with Markdown after it (past any further such
/// tags: `<div>` then `<div class="inner">`), starts with an empty comment, `<!-- --><div class="note">`: an HTML
/// block that opens with a comment ends on the line that closes it (§4.6, condition 2), so the block is that one
/// line, and the lines after it are Markdown. Like a condition-6 block it may interrupt a paragraph, so no blank
/// line is needed before the tag. No line moves, so every line keeps its number for diagnostics; the comment is
/// taken out of the page once it is a tree (`removeMarks`). A closing tag needs nothing: it interrupts a paragraph
/// (condition 6 may). A tag with HTML or content indented as code after it is left as CommonMark reads it.
///
/// A container opened and closed on one line with text between (`<div class="theorem">A *theorem*.</div>`) starts
/// with an empty marked span instead: a line that starts with a `<span>` and goes on opens no HTML block (§4.6,
/// condition 7 wants the tag alone), so the line is a paragraph whose tags are inline HTML and whose text is
/// Markdown; the HTML parser closes the paragraph at the `<div>`, and the span's paragraph is taken out with it.
/// Only after a blank line: under a paragraph's line it would join that paragraph.
enum HTMLBlockMarkdown {
    /// Container elements pandoc reads Markdown inside (of CommonMark's condition-6 block names).
    private static let containers: Set<String> = [
        "address", "article", "aside", "blockquote", "center", "details", "dialog", "div", "fieldset", "figure",
        "footer", "form", "header", "main", "nav", "p", "section",
    ]

    /// What ends an opening tag's HTML block on its own line.
    static let mark = "markdown_in_html_blocks"
    private static let oneLineBlock = "<!--\(mark)-->"
    private static let markAttribute = "data-epubbuild-html-block"
    private static let inlineStart = "<span \(markAttribute)=\"\"></span>"

    /// `markdown` with its container tags made one-line blocks, so that their content is read as Markdown.
    static func opened(_ markdown: String) -> String {
        guard ByteSearch.contains("<", in: markdown) else { return markdown }
        var lines = SourceText.lines(of: markdown)
        // Most chapters have no such tag: the code-block reading (a second one, after TeXMath's) is spared them.
        guard lines.contains(where: { isOpeningTag($0) || isOneLineContainer($0) || isParagraphTag($0) }) else {
            return markdown
        }
        let kinds = TeXMath.CodeLines.kinds(of: lines)
        let closed = lines.contains(where: isParagraphTag) ? closingParagraphs(lines) : []
        let isTag = { (index: Int) in kinds[index] == .text && isOpeningTag(lines[index]) }
        var moved = false
        var index = lines.startIndex
        var lastOneLine = -2
        while index < lines.endIndex {
            // Under a paragraph's line the span would join that paragraph, which no HTML5 container may be in; under
            // another such line (a poem's `<p class="verse">` lines) it joins that one's, which its tag closed.
            if kinds[index] == .text
                && (isOneLineContainer(lines[index])
                    || opensParagraph(at: index, in: lines, kinds: kinds, closed: closed))
                && (index == 0 || lines[index - 1].allSatisfy(\.isWhitespace) || lastOneLine == index - 1)
            {
                let indent = lines[index].prefix { $0 == " " }
                lines[index] = Substring(indent + inlineStart + lines[index].dropFirst(indent.count))
                moved = true
                lastOneLine = index
            }
            guard isTag(index) else {
                index += 1
                continue
            }
            // A run of opening tags, each alone on its line; the line after the run decides for them all.
            var end = index
            while end + 1 < lines.endIndex && isTag(end + 1) { end += 1 }
            // A code fence right under the tag opens Markdown too (`<div dir="ltr">` then ```` ```python ````).
            let next = end + 1
            if next < lines.endIndex
                && ((kinds[next] == .text && opensMarkdown(lines[next]))
                    || (kinds[next] == .fenced && CodeFence(opening: lines[next]) != nil))
            {
                for tag in index...end {
                    let indent = lines[tag].prefix { $0 == " " }
                    lines[tag] = Substring(indent + oneLineBlock + lines[tag].dropFirst(indent.count))
                }
                moved = true
            }
            index = end + 1
        }
        return moved ? lines.joined(separator: "\n") : markdown
    }

    /// Takes the comments `opened` wrote out of `html`'s tree, `body`, the page's own comments staying.
    static func removeMarks(in body: XMLNode, html: String) {
        guard ByteSearch.contains(oneLineBlock, in: html) || ByteSearch.contains(markAttribute, in: html) else {
            return
        }
        var marks: [XMLNode] = []
        var pending = [body]
        while let node = pending.popLast() {
            for child in node.children {
                if child.kind == .comment && child.textContent == mark { marks.append(child) }
                if child.isElement && child.name == "span" && child.attribute(markAttribute) != nil {
                    marks.append(child)
                }
                if child.isElement { pending.append(child) }
            }
        }
        for node in marks {
            let parent = node.parent
            node.remove()
            // The paragraph the span opened holds nothing the author wrote: the HTML parser closed it at the
            // container's tag (`<div>`), or it holds the container (HTML5's `<aside>`, unknown to it).
            if let parent, parent.name == "p" { parent.unwrap() }
        }
    }

    /// Whether `line` is a container opened and closed on it with text between, the tag first
    /// (`<div class="theorem">A *theorem*.</div>`).
    private static func isOneLineContainer(_ line: Substring) -> Bool {
        let indent = line.prefix { $0 == " " }.count
        guard indent < 4 else { return false }
        let text = String(line.dropFirst(indent)).trimmingWhitespace
        guard text.hasPrefix("<"), let close = text.firstIndex(of: ">"), text.hasSuffix(">"),
            isOpeningTag(text[...close], oneLine: true)
        else { return false }
        let name = text.dropFirst().prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
        let inner = text[text.index(after: close)...]
        guard inner.lowercased().hasSuffix("</\(name.lowercased())>") else { return false }
        let content = inner.dropLast(name.count + 3)
        return !content.allSatisfy(\.isWhitespace) && content.first != "<" && !content.contains("<\(name)")
    }

    /// Whether `lines[index]` is a `<p>` tag alone whose text follows on the next lines, closed by a `</p>` line
    /// before the next blank one (`<p class="verse">`, lines of verse, `</p>`): pandoc reads that text as Markdown.
    /// Marked as a one-line container is, the tag and the text are one paragraph whose tags are inline HTML, and
    /// the `</p>` line an HTML block the HTML parser drops (the paragraph is closed already). `closed[i]`: a `</p>`
    /// line comes at or after line i before a blank one.
    private static func opensParagraph(
        at index: Int, in lines: [Substring], kinds: [TeXMath.LineKind], closed: [Bool]
    ) -> Bool {
        isParagraphTag(lines[index]) && index + 1 < lines.count && kinds[index + 1] == .text
            && opensMarkdown(lines[index + 1]) && closed[index + 1]
    }

    /// For each line, whether a `</p>` line comes at or after it before a blank line: one pass from the end, so
    /// that a chapter of many `<p>` lines is not read again from each.
    private static func closingParagraphs(_ lines: [Substring]) -> [Bool] {
        var closed = Array(repeating: false, count: lines.count + 1)
        for index in lines.indices.reversed() {
            let line = lines[index]
            if line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
                closed[index] = false
            } else {
                closed[index] = line.trimmingCharacters(in: .whitespaces).lowercased() == "</p>" || closed[index + 1]
            }
        }
        return closed
    }

    /// Whether `line` is a `<p>` opening tag alone (with its attributes).
    private static func isParagraphTag(_ line: Substring) -> Bool {
        let tag = line.drop { $0 == " " }.trimmingCharacters(in: .whitespaces)
        return line.prefix { $0 == " " }.count < 4 && (tag.lowercased() == "<p>" || tag.lowercased().hasPrefix("<p "))
            && tag.hasSuffix(">") && tag.dropFirst().dropLast().allSatisfy { $0 != "<" && $0 != ">" }
    }

    /// Whether `line` is the opening tag of a container alone, at most three spaces in (`<div class="note">`), or
    /// one written as if it closed itself (`<div class="x" />`, which pandoc reads as a tag and goes on with Markdown).
    private static func isOpeningTag(_ line: Substring, oneLine: Bool = false) -> Bool {
        let indent = line.prefix { $0 == " " }.count
        guard indent < 4 else { return false }
        var tag = String(line.dropFirst(indent)).trimmingWhitespace
        // `<details><summary>More</summary>`: the summary is the details' first child, and Markdown follows it.
        if tag.lowercased().hasPrefix("<details"), tag.lowercased().hasSuffix("</summary>"),
            let summary = tag.range(of: "<summary", options: .caseInsensitive)
        {
            tag = String(tag[..<summary.lowerBound])
        }
        guard tag.hasPrefix("<"), tag.hasSuffix(">"),
            tag.dropFirst().dropLast().allSatisfy({ $0 != "<" && $0 != ">" })
        else { return false }
        let name = tag.dropFirst().prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }.lowercased()
        let after = tag.dropFirst(1 + name.count).first
        // A `<p>` opened on a line of its own would be an empty paragraph before its text, the HTML parser closing
        // it at the text's own: only a one-line `<p>…</p>` is read so.
        return containers.contains(name) && (oneLine || name != "p") && (after == ">" || after == " " || after == "\t")
    }

    /// Whether `line`, after a tag, is Markdown the tag's HTML block would swallow: text, not indented as code.
    private static func opensMarkdown(_ line: Substring) -> Bool {
        let indent = line.prefix { $0 == " " }.count
        let isBlank = line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
        return indent < 4 && !isBlank && line.dropFirst(indent).first != "<"
    }
}
