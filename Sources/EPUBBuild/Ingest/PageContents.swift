import EPUBModel
import EPUBSupport

/// mdbook-toc's table of contents, in a book whose book.toml runs it (`[preprocessor.toc]`, the rustc dev guide's):
/// the line `<!-- toc -->` becomes a list of links to the headings after it, up to level 4, nested by level, as the
/// preprocessor writes it:
///
///     <!-- toc -->                 * [Level 1.1](#level-11)
///     ## Level 1.1             →       * [Level 1.1.1](#level-111)
///     ### Level 1.1.1              ## Level 1.1 …
///
/// Left as a comment the page lost its list. The list's lines stand in the marker's first line of the source (a line
/// that holds line breaks) and its other lines are left empty, so every later line keeps its number for diagnostics.
/// book.toml may name another marker (`[[_TOC_]]`, or lines such as `* auto-gen TOC;\n{:toc}`) and level.
enum PageContents {
    static func inserted(_ markdown: String, settings: PageContentsSettings = PageContentsSettings()) -> String {
        let marker = settings.marker.split(separator: "\n", omittingEmptySubsequences: false).map(\.trimmingWhitespace)
        guard let first = marker.first, !first.isEmpty, ByteSearch.contains(String(first), in: markdown) else {
            return markdown
        }
        let lines = SourceText.lines(of: markdown)
        let kinds = TeXMath.CodeLines.kinds(of: lines)
        guard
            let at = lines.indices.first(where: { start in
                start + marker.count <= lines.count
                    && marker.indices.allSatisfy {
                        kinds[start + $0] == .text && lines[start + $0].trimmingWhitespace == marker[$0]
                    }
            })
        else { return markdown }
        var used: [String: Int] = [:]
        var headings: [(level: Int, text: String, id: String)] = []
        for index in lines.indices where kinds[index] == .text {
            guard let (level, text, written) = heading(lines[index]) else { continue }
            let slug = written ?? IdentifierRegistry.slug(text)
            let count = used[slug, default: 0]
            used[slug] = count + 1
            let id = written ?? (count == 0 ? slug : "\(slug)-\(count)")
            if index > at, level <= settings.maxLevel { headings.append((level, text, id)) }
        }
        var result = lines
        // A page with no heading to list gets no list, and no marker left to show either.
        result[at] =
            headings.map(\.level).min().map { Substring("<!--\(HTMLBlockMarkdown.mark)-->" + list(headings, top: $0)) }
            ?? ""
        for index in (at + 1)..<(at + marker.count) { result[index] = "" }
        return result.joined(separator: "\n")
    }

    /// The nested list, on one line: an HTML block that takes the marker's line alone, so no later line moves.
    private static func list(_ headings: [(level: Int, text: String, id: String)], top: Int) -> String {
        var html = ""
        var depth = 0
        for heading in headings {
            let level = heading.level - top + 1
            if level > depth {
                html += String(repeating: "<ul class=\"page-toc\"><li>", count: level - depth)
            } else {
                html += String(repeating: "</li></ul>", count: depth - level) + "</li><li>"
            }
            depth = level
            html += "<a href=\"#\(TemplateTagScanner.escaped(heading.id))\">\(label(heading.text))</a>"
        }
        return html + String(repeating: "</li></ul>", count: depth)
    }

    /// A heading's text as a link's: its Markdown rendered, its own links' text kept (a link holds no link).
    private static func label(_ text: String) -> String {
        InlineMarkdown.html(text).replacing(/<\/?a\b[^>]*>/, with: "")
    }

    /// An ATX heading's level, its text without closing `#`s or an attribute block, and the id that block gives.
    private static func heading(_ line: Substring) -> (Int, String, String?)? {
        let rest = line.drop { $0 == " " }
        guard line.count - rest.count <= 3 else { return nil }
        let hashes = rest.prefix { $0 == "#" }
        guard (1...6).contains(hashes.count), let after = rest.dropFirst(hashes.count).first, after == " " else {
            return nil
        }
        var text = rest.dropFirst(hashes.count).trimmingWhitespace
        var id: String?
        if text.hasSuffix("}"), let open = text.lastIndex(of: "{") {
            // Read as the heading's own attributes are (`HeadingAttributes`).
            for case .id(let written) in HeadingAttributes.words(
                in: text[text.index(after: open)..<text.index(before: text.endIndex)])
            {
                id = written
            }
            text = text[..<open].trimmingWhitespace
        }
        while text.hasSuffix("#") { text = text.dropLast().trimmingWhitespace }
        return text.isEmpty ? nil : (hashes.count, String(text), id)
    }
}
