import EPUBSupport

/// Confines a chapter's stylesheet to that chapter's section of the
/// flattened HTML, with CSS nesting: `:is(#c1, #c4) { …rules… }`. Each
/// chapter is `<section id="cN" class="chapter">` standing for its `<html>`
/// (its lang, dir and classes) around an `<epub-body>` standing for its
/// `<body>`, so `body.verse p`, `html > body` and `:root { --accent: … }`
/// keep working: `html` becomes `&:is(section)` and `:root`
/// `&:is(.chapter)` (the section, as specific as a type and a pseudo-class
/// were), `body` the type selector `epub-body`. `@font-face`, `@import`,
/// `@charset` and `@namespace` cannot be nested, so they move to the top
/// level; `[epub|type~=…]` selectors follow `epub:type` to `data-epub-type`;
/// `#note` follows the chapter's ids, prefixed `cN-` in the page.
enum StylesheetScoper {
    /// The element standing for a chapter's `<body>`.
    static let bodyElement = "epub-body"

    // A Regex is never mutated after it is built; Swift 6 cannot prove that, hence nonisolated(unsafe).
    nonisolated(unsafe) private static let topLevelAtRule = /@(?:font-face\s*\{[^}]*\}|import[^;]*;|namespace[^;]*;)/
    nonisolated(unsafe) private static let rootSelector = /(^|[\s,}>+~(])(html|body|:root)(?=[\s,{.:#\[>+~)])/
    nonisolated(unsafe) private static let epubType = /\[\s*epub\s*\|\s*type(?=\s*[~|^$*]?=|\s*\])/
    nonisolated(unsafe) private static let comment = /\/\*[\s\S]*?\*\//
    nonisolated(unsafe) private static let charset = /@charset[^;]*;/

    static func scope(_ css: String, to sections: [String]) -> String {
        var hoisted: [String] = []
        // @charset means nothing inside a page's <style>; it goes.
        // Comments would hide selectors from the rewrites below; they carry nothing the page needs.
        var rest = css.replacing(comment, with: "").replacing(charset, with: "")
        for match in rest.matches(of: topLevelAtRule).reversed() {
            hoisted.insert(String(match.output), at: 0)
            rest.removeSubrange(match.range)
        }
        rest = rest.replacing(rootSelector) { match in
            match.output.1
                + (match.output.2 == "body"
                    ? bodyElement : match.output.2 == "html" ? "&:is(section)" : "&:is(.chapter)")
        }
        rest = rest.replacing(epubType, with: "[data-epub-type")
        rest = prefixingIDSelectors(rest, sections: sections)
        let scope = ":is(" + sections.map { "#" + $0 }.joined(separator: ", ") + ")"
        // @import and @namespace must precede every other rule.
        let ordered = hoisted.filter { !$0.hasPrefix("@font-face") } + hoisted.filter { $0.hasPrefix("@font-face") }
        return (ordered + [scope + " {\n" + rest + "\n}"]).joined(separator: "\n")
    }

    /// `#note` in the selectors of `css` (never in declarations, where `#fff`
    /// is a colour) as the ids are in the page: `#c1-note`, or for a
    /// stylesheet several chapters share, `:is(#c1-note, #c4-note)`.
    static func prefixingIDSelectors(_ css: String, sections: [String]) -> String {
        guard css.contains("#"), !sections.isEmpty else { return css }
        // What each open block holds: rules (the top level, @media, @supports) or declarations.
        var holdsRules = [true]
        var output = ""
        var preludeStart = output.endIndex
        var quote: Character?
        for character in css {
            if let open = quote {
                output.append(character)
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "'":
                quote = character
                output.append(character)
            case "{":
                let prelude = String(output[preludeStart...])
                let trimmed = prelude.trimmingWhitespace
                if holdsRules.last == true, !trimmed.hasPrefix("@") {
                    output.replaceSubrange(preludeStart..., with: prefixIDs(in: prelude, sections: sections))
                }
                let groups = [
                    "@media", "@supports", "@layer", "@container", "@document", "@scope", "@keyframes",
                    "@-webkit-keyframes",
                ]
                holdsRules.append(holdsRules.last == true && groups.contains { trimmed.hasPrefix($0) })
                output.append(character)
                preludeStart = output.endIndex
            case "}":
                if holdsRules.count > 1 { holdsRules.removeLast() }
                output.append(character)
                preludeStart = output.endIndex
            case ";":
                output.append(character)
                if holdsRules.last == true { preludeStart = output.endIndex }
            default:
                output.append(character)
            }
        }
        return output
    }

    nonisolated(unsafe) private static let idSelector = /#(-?[A-Za-z_\u{80}-\u{10FFFF}][\w\-\u{80}-\u{10FFFF}]*)/

    private static func prefixIDs(in selector: String, sections: [String]) -> String {
        // Attribute selectors may hold a '#' in a value; only ids outside brackets are rewritten.
        var result = ""
        var depth = 0
        var segment = ""
        func flush() {
            result +=
                depth == 0
                ? segment.replacing(idSelector) { match in
                    let id = String(match.output.1)
                    return sections.count == 1
                        ? "#\(sections[0])-\(id)"
                        : ":is(" + sections.map { "#\($0)-\(id)" }.joined(separator: ", ") + ")"
                } : segment
            segment = ""
        }
        for character in selector {
            if character == "[" { flush(); depth += 1 }
            segment.append(character)
            if character == "]" { flush(); depth = max(0, depth - 1) }
        }
        flush()
        return result
    }
}
