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
///
/// And one shape that lays a table out wrong: in a numbered environment
/// (`align`, `equation`, `gather`) KaTeX 0.16 gives each numbered row an
/// empty `mtr-glue` cell before and after its columns and an empty
/// `mml-eqn-num` cell, which its own stylesheet fills with a CSS counter, and
/// a `\nonumber` row none. Each column is then one to the right of where
/// `columnalign` expects it (`align`'s right-aligned left sides go left), and
/// one further than in the unnumbered rows. Empty, they are dropped; a row
/// whose number cell holds its `\tag` keeps them.
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
            } else if element.name == "mtr", !element.elementChildren.contains(where: { isNumberCell($0) && !isEmpty($0) }) {
                for cell in element.elementChildren where (isNumberCell(cell) || cell.attribute("class") == "mtr-glue") && isEmpty(cell) { cell.remove() }
            } else if element.name == "mtd", let width = element.attribute("width") {
                element.removeAttribute("width")
                let style = (element.attribute("style") ?? "").trimmingCharacters(in: .whitespaces)
                element.setAttribute("style", (style.isEmpty || style.hasSuffix(";") ? style : style + ";") + "width:" + width)
            }
        }
    }

    private static func isNumberCell(_ cell: XMLNode) -> Bool { cell.name == "mtd" && cell.attribute("class") == "mml-eqn-num" }
    private static func isEmpty(_ cell: XMLNode) -> Bool { cell.children.allSatisfy { !$0.isElement && $0.textContent.allSatisfy(\.isWhitespace) } }

    private static let tokens: Set<String> = ["mi", "mn", "mo", "mtext", "ms"]
    private static let tokenContent: Set<String> = ["mglyph", "malignmark"]
    /// What MathML 3's schema lets an `mrow` have of a token's attributes (the common and presentation ones).
    private static let rowAttributes: Set<String> = ["id", "class", "style", "href", "xref", "mathcolor", "mathbackground", "dir"]
}
