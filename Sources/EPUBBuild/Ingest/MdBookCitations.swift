import EPUBSupport

/// mdbook-bib's `@@key`, its short form of `{{#cite key}}` (which `TemplateTagScanner` reads), as the pandoc citation
/// `[@key]` the citations pass resolves against the book's bibliography. Code blocks are left alone.
enum MdBookCitations {
    // Compiled once; never mutated after it is built (Swift 6 cannot prove that, hence nonisolated(unsafe)).
    // mdbook-bib's key pattern: anything but brackets, white space and `,;"#'()={}%`.
    nonisolated(unsafe) private static let shortCite = /@@([^\[\]\s,;"#'()={}%]+)/

    static func pandocSyntax(_ markdown: String) -> String {
        guard ByteSearch.contains("@@", in: markdown) else { return markdown }
        var lines = SourceText.lines(of: markdown)
        let kinds = TeXMath.CodeLines.kinds(of: lines)
        for index in lines.indices where kinds[index] == .text && lines[index].contains("@@") {
            lines[index] = Substring(
                lines[index].replacing(shortCite) { match in
                    // A sentence's full stop after the key is the sentence's (`… in @@UF13.`).
                    let key = match.1.reversed().drop { ".:!?".contains($0) }.reversed()
                    return "[@\(String(key))]" + match.1.dropFirst(key.count)
                })
        }
        return lines.joined(separator: "\n")
    }
}
