import Foundation
import Markdown

/// A line of Markdown the build places inside an element it writes (an admonition's title, a page's table of
/// contents), as HTML on one line: its emphasis, code and raw HTML rendered. Plain text (most such lines) is escaped
/// without a parser.
enum InlineMarkdown {
    static func html(_ text: String) -> String {
        guard text.contains(where: { "*_`<[&\\~".contains($0) }) else { return TemplateTagScanner.escaped(text) }
        var html = MarkdownRenderer.html(from: text).trimmingCharacters(in: .whitespacesAndNewlines)
        // One paragraph, `<p data-sourcepos="…">…</p>`: its content.
        if html.hasPrefix("<p"), html.hasSuffix("</p>"), let open = html.firstIndex(of: ">") {
            html = String(html[html.index(after: open)...].dropLast(4))
        }
        return html.replacing("\n", with: " ")
    }
}
