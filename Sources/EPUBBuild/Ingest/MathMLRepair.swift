import XMLTree

/// KaTeX's MathML made valid MathML 3, which EPUB 3.3 requires of MathML in
/// a content document (§6.1.4.1, MathML) and epubcheck checks against the
/// MathML 3 schema (RSC-005).
///
/// KaTeX 0.16 writes two shapes that schema refuses:
/// - a token element holding elements: `\overset{a}{b}` and `\stackrel`
///   are `<mi><mover>…</mover></mi>`, `\mathop{op}` is `<mo><mi>o</mi>…</mo>`,
///   while `mi`, `mn`, `mo`, `mtext` and `ms` may hold only text (MathML 3
///   §3.1.3.1, and `mglyph` or `malignmark`). Such a token becomes the `mrow`
///   it stands for, keeping the attributes an `mrow` may have;
/// - a table cell with a `width` (`\tag` lays out its equation between two
///   cells of `width="50%"`), an attribute `mtd` does not have: it becomes
///   the cell's CSS width, which reading systems lay out the same.
enum MathMLRepair {
    static func repair(_ math: XMLNode) {
        // Children before their parents (reverse document order), so a token
        // is judged by what its children have become.
        for element in math.descendants.reversed() where element.isElement && element.namespaceURI == XMLTree.mathMLNamespace {
            if tokens.contains(element.name), element.elementChildren.contains(where: { !tokenContent.contains($0.name) }) {
                let row = element.replace(withElement: "mrow")
                for attribute in element.attributes where attribute.namespace == nil && rowAttributes.contains(attribute.name) {
                    row.setAttribute(attribute.name, attribute.value)
                }
            } else if element.name == "mtd", let width = element.attribute("width") {
                element.removeAttribute("width")
                let style = (element.attribute("style") ?? "").trimmingCharacters(in: .whitespaces)
                element.setAttribute("style", (style.isEmpty || style.hasSuffix(";") ? style : style + ";") + "width:" + width)
            }
        }
    }

    private static let tokens: Set<String> = ["mi", "mn", "mo", "mtext", "ms"]
    private static let tokenContent: Set<String> = ["mglyph", "malignmark"]
    /// What MathML 3's schema lets an `mrow` have of a token's attributes (the common and presentation ones).
    private static let rowAttributes: Set<String> = ["id", "class", "style", "href", "xref", "mathcolor", "mathbackground", "dir"]
}
