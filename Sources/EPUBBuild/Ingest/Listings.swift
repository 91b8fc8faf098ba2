import EPUBSupport

/// The Rust book's listings, in a book whose book.toml runs mdbook-trpl-listing (`[preprocessor.trpl-listing]`):
///
///     <Listing number="6-7" caption="Using `if let`" file-name="src/main.rs">     <figure class="listing">
///                                                                             →  <span class="file-name">Filename:
/// src/main.rs</span>
///     ```rust … ```                                                               …the code…
///     </Listing>                                                                 <figcaption>Listing 6-7: Using
/// <code>if let</code></figcaption></figure>
///
/// as the preprocessor writes them. Left to the HTML repair, `<Listing>` became a `<div>` whose number, caption and
/// file name only its attributes held: a reader saw none. Each tag is rewritten on its own line, so no line moves.
enum Listings {
    // Compiled once; never mutated after it is built (Swift 6 cannot prove that, hence nonisolated(unsafe)).
    nonisolated(unsafe) private static let attribute = /([A-Za-z][\w-]*)="([^"]*)"/

    static func figures(_ markdown: String) -> String {
        guard ByteSearch.contains("<Listing", in: markdown) else { return markdown }
        var lines = SourceText.lines(of: markdown)
        let kinds = TeXMath.CodeLines.kinds(of: lines)
        var open: [String?] = []  // each open listing's caption
        var changed = false
        for index in lines.indices where kinds[index] != .fenced && kinds[index] != .indented {
            let indent = lines[index].prefix { $0 == " " }
            var tag = String(lines[index].dropFirst(indent.count)).trimmingWhitespace
            // An opening tag over several lines (`<Listing number="16-1"`, then `caption="…">`), as trpl's longer
            // ones are: read whole, its other lines left blank so every line keeps its number.
            if tag.hasPrefix("<Listing "), !tag.hasSuffix(">"), let end = Self.tagEnd(after: index, in: lines) {
                tag += " " + lines[(index + 1)...end].map { $0.trimmingWhitespace }.joined(separator: " ")
                for blank in (index + 1)...end { lines[blank] = "" }
            }
            if tag.hasPrefix("<Listing"), tag.hasSuffix(">"),
                tag.dropFirst(8).first.map({ $0 == " " || $0 == ">" }) == true
            {
                let values = Dictionary(tag.matches(of: attribute).map { (String($0.1), String($0.2)) }) { first, _ in
                    first
                }
                let fileName = values["file-name"].map {
                    "<span class=\"file-name\">Filename: \(TemplateTagScanner.escaped($0))</span>"
                }
                lines[index] = Substring(String(indent) + "<figure class=\"listing\">" + (fileName ?? ""))
                open.append(caption(number: values["number"], text: values["caption"]))
                changed = true
            } else if tag == "</Listing>", let caption = open.popLast() {
                let figcaption = caption.map { "<figcaption>\($0)</figcaption>" } ?? ""
                lines[index] = Substring(String(indent) + figcaption + "</figure>")
            }
        }
        return changed ? lines.joined(separator: "\n") : markdown
    }

    /// The line that ends an opening tag begun on the line at `index` (its `>` outside quotes), among the few after it.
    private static func tagEnd(after index: Int, in lines: [Substring]) -> Int? {
        var quoted = lines[index].filter { $0 == "\"" }.count % 2 == 1
        for next in (index + 1)..<min(lines.count, index + 6) {
            for character in lines[next] {
                if character == "\"" { quoted.toggle() }
                if character == "<" && !quoted { return nil }
            }
            if !quoted && lines[next].trimmingWhitespace.hasSuffix(">") { return next }
            if lines[next].trimmingWhitespace.isEmpty { return nil }
        }
        return nil
    }

    /// "Listing 6-7: caption", as the preprocessor words it, the caption's Markdown rendered (its code spans code);
    /// nil with neither part.
    private static func caption(number: String?, text: String?) -> String? {
        let shown = text.map(InlineMarkdown.html)
        switch (number, shown) {
        case (let number?, let shown?): return "Listing \(TemplateTagScanner.escaped(number)): \(shown)"
        case (let number?, nil): return "Listing \(TemplateTagScanner.escaped(number))"
        case (nil, let shown?): return shown
        case (nil, nil): return nil
        }
    }
}
