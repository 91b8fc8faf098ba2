/// Confines a chapter's stylesheet to that chapter's section of the
/// flattened HTML, with CSS nesting: `:is(#c1, #c4) { …rules… }`. `@font-face`,
/// `@import`, `@charset` and `@namespace` cannot be nested, so they move to
/// the top level; `html` and `body` selectors become the section itself (`&`).
enum StylesheetScoper {
    // A Regex is never mutated after it is built; Swift 6 cannot prove that, hence nonisolated(unsafe).
    nonisolated(unsafe) private static let topLevelAtRule = /@(?:font-face\s*\{[^}]*\}|import[^;]*;|namespace[^;]*;)/
    nonisolated(unsafe) private static let rootSelector = /(^|[\s,}>+~(])(?:html|body)(?=[\s,{.:#\[>+~)])/

    static func scope(_ css: String, to sections: [String]) -> String {
        var hoisted: [String] = []
        // @charset means nothing inside a page's <style>; it goes.
        var rest = css.replacing(/@charset[^;]*;/, with: "")
        for match in rest.matches(of: topLevelAtRule).reversed() {
            hoisted.insert(String(match.output), at: 0)
            rest.removeSubrange(match.range)
        }
        // Comments would hide selectors from the rewrite below; they carry nothing the page needs.
        rest = rest.replacing(/\/\*[\s\S]*?\*\//, with: "")
        rest = rest.replacing(rootSelector) { $0.output.1 + "&" }
        let scope = ":is(" + sections.map { "#" + $0 }.joined(separator: ", ") + ")"
        // @import and @namespace must precede every other rule.
        let ordered = hoisted.filter { !$0.hasPrefix("@font-face") } + hoisted.filter { $0.hasPrefix("@font-face") }
        return (ordered + [scope + " {\n" + rest + "\n}"]).joined(separator: "\n")
    }
}
