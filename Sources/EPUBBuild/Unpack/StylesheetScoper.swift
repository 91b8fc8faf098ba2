/// Confines a chapter's stylesheet to that chapter's section of the
/// flattened HTML, with CSS nesting: `:is(#c1, #c4) { …rules… }`. Each
/// chapter is `<section id="cN" class="chapter">` standing for its `<html>`
/// (its lang, dir and classes) around an `<epub-body>` standing for its
/// `<body>`, so `body.verse p`, `html > body` and `:root { --accent: … }`
/// keep working: `html` becomes `&:is(section)` and `:root`
/// `&:is(.chapter)` (the section, as specific as a type and a pseudo-class
/// were), `body` the type selector `epub-body`. `@font-face`, `@import`,
/// `@charset` and `@namespace` cannot be nested, so they move to the top
/// level; `[epub|type~=…]` selectors follow `epub:type` to `data-epub-type`.
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
            match.output.1 + (match.output.2 == "body" ? bodyElement : match.output.2 == "html" ? "&:is(section)" : "&:is(.chapter)")
        }
        rest = rest.replacing(epubType, with: "[data-epub-type")
        let scope = ":is(" + sections.map { "#" + $0 }.joined(separator: ", ") + ")"
        // @import and @namespace must precede every other rule.
        let ordered = hoisted.filter { !$0.hasPrefix("@font-face") } + hoisted.filter { $0.hasPrefix("@font-face") }
        return (ordered + [scope + " {\n" + rest + "\n}"]).joined(separator: "\n")
    }
}
