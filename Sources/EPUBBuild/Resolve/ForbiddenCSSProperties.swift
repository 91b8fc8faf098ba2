import EPUBSupport

/// The properties EPUB's CSS may not hold: `direction` and `unicode-bidi` (EPUB 3.3 §6.3.2: the text's direction is
/// the markup's, `dir`, which reading systems read; epubcheck CSS-001 is an error). LibreOffice writes
/// `direction: ltr` into every EPUB it exports, so its books were invalid once rebuilt. Each declaration is left
/// out; one warning per stylesheet names where the first was.
enum ForbiddenCSSProperties {
    static let names = ["direction", "unicode-bidi"]

    /// `css` without its forbidden declarations, and the index (in `css`) of the first one with its name.
    static func removing(from css: String) -> (text: String, first: (String.Index, String)?) {
        guard names.contains(where: { ByteSearch.contains($0, in: css) }) else { return (css, nil) }
        let syntax = CSSSyntax(css)
        var text = ""
        var cursor = css.startIndex
        var first: (String.Index, String)?
        for declaration in declarations(in: css) where declaration.range.lowerBound >= cursor {
            guard !syntax.isInComment(declaration.range.lowerBound) else { continue }
            if first == nil { first = (declaration.range.lowerBound, declaration.name) }
            text += css[cursor..<declaration.range.lowerBound]
            cursor = declaration.range.upperBound
        }
        text += css[cursor...]
        return (text, first)
    }

    /// Each `direction: …;` declaration (its `;` and the spaces after it, not a `}` that closes its block): a name
    /// right after `{`
    /// or `;` (or a `style` attribute's start), so a selector (`.direction:hover`) is never one.
    private static func declarations(in css: String) -> [(name: String, range: Range<String.Index>)] {
        var found: [(name: String, range: Range<String.Index>)] = []
        for name in names {
            var searchFrom = css.startIndex
            while let match = css.range(of: name, options: .caseInsensitive, range: searchFrom..<css.endIndex) {
                searchFrom = match.upperBound
                let before = css[..<match.lowerBound].last { !$0.isWhitespace }
                guard before == nil || before == "{" || before == ";",
                    css[match.upperBound...].first(where: { !$0.isWhitespace }) == ":"
                else { continue }
                let end = css[match.upperBound...].firstIndex { $0 == ";" || $0 == "}" } ?? css.endIndex
                var upper = end < css.endIndex && css[end] == ";" ? css.index(after: end) : end
                if upper > end { upper = css[upper...].firstIndex { $0 != " " && $0 != "\t" } ?? css.endIndex }
                found.append((name, match.lowerBound..<upper))
            }
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    static func warning(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, .cssPropertyRemoved, at: location, stage: .resolve,
            "'\(name)' may not be in an EPUB's CSS (EPUB 3.3 §6.3.2); left out, with any other — the text's direction is "
                + "its dir attribute's (book.yaml's 'direction:' gives every page one)")
    }
}
