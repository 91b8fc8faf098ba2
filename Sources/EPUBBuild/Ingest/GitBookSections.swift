import EPUBSupport

/// gitbook-plugin-sectionx's sections, in a GitBook project whose book.json lists the plugin (`sectionx`, or its fork
/// `sectionx-ex`, as the Django Girls tutorial does): the comments around a part of the page make a titled panel.
///
///     <!--sec data-title="Install Python: Windows" data-id="windows" data-collapse=true ces-->
///     First check whether…                             →   <section class="sectionx" id="windows">
///     <!--endsec-->                                        <p class="sectionx-title"><strong>Install Python:
///                                                          Windows</strong></p> <p>First check whether…</p></section>
///
/// Left as comments, the titles were lost: a reader met each system's steps with no word of which system they are
/// for. Each comment line becomes a one-line HTML block (`HTMLBlockMarkdown.mark`), so no line moves and the text
/// between stays Markdown; the section is always open (`data-collapse` is the site's).
enum GitBookSections {
    // Compiled once; never mutated after it is built (Swift 6 cannot prove that, hence nonisolated(unsafe)).
    nonisolated(unsafe) private static let opening = /^\s*<!--\s*sec\s(.*?)\s*(?:ces)?\s*-->\s*$/
    nonisolated(unsafe) private static let attribute = /([A-Za-z][\w-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|(\S+))/

    static func opened(_ markdown: String) -> String {
        guard ByteSearch.contains("<!--sec", in: markdown) || ByteSearch.contains("<!-- sec", in: markdown) else {
            return markdown
        }
        var lines = SourceText.lines(of: markdown)
        let kinds = TeXMath.CodeLines.kinds(of: lines)
        var open = 0
        let mark = "<!--\(HTMLBlockMarkdown.mark)-->"
        for index in lines.indices where kinds[index] == .text {
            if let match = lines[index].wholeMatch(of: opening) {
                var values: [String: String] = [:]
                for pair in match.1.matches(of: attribute) {
                    values[String(pair.1)] = String(pair.2 ?? pair.3 ?? pair.4 ?? "")
                }
                let id = values["data-id"].map { " id=\"\(TemplateTagScanner.escaped($0))\"" } ?? ""
                let title = values["data-title"].map {
                    "<p class=\"sectionx-title\"><strong>\(TemplateTagScanner.escaped($0))</strong></p>"
                }
                lines[index] = Substring(mark + "<section class=\"sectionx\"\(id)>" + (title ?? ""))
                open += 1
            } else if open > 0, lines[index].trimmingWhitespace.wholeMatch(of: /<!--\s*endsec\s*-->/) != nil {
                lines[index] = Substring(mark + "</section>")
                open -= 1
            }
        }
        // A section nothing closes ends with the page, as the HTML parser ends it.
        return lines.joined(separator: "\n")
    }
}
