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
/// - an operator name alone as a script, a fraction's part or a root's
///   index (`\lambda_{\max}`, `\frac{\log}{2}`): KaTeX writes the name and
///   its invisible function application, `<mi>max</mi><mo>&#x2061;</mo>`, as
///   two arguments where the element takes one, so `msub` has three children
///   where MathML 3 allows two (§3.4.1.1). The pair becomes one `mrow`.
///
/// And one shape that lays a table out wrong: in a numbered environment
/// (`align`, `equation`, `gather`) KaTeX 0.16 gives each numbered row an
/// empty `mtr-glue` cell before and after its columns and an empty
/// `mml-eqn-num` cell, which its own stylesheet fills with a CSS counter, and
/// a `\nonumber` row none. Each column is then one to the right of where
/// `columnalign` expects it (`align`'s right-aligned left sides go left), and
/// one further than in the unnumbered rows. In a table where no row has a
/// number, those empty cells are dropped. In one where a row has its `\tag`
/// (`number(rowsOf:with:)` puts it there), every row gets the frame, so that
/// the columns line up: a glue cell on either side taking the free width, as
/// KaTeX's stylesheet has it, the columns, and the number cell, empty in a
/// row without a number, at the right edge.
enum MathMLRepair {
    static func repair(_ math: XMLNode) {
        // Children before their parents (reverse document order), so a token
        // is judged by what its children have become.
        for element in math.descendants.reversed()
        where element.isElement && element.namespaceURI == XMLTree.mathMLNamespace {
            dropEmptyAttributes(of: element)
            if tokens.contains(element.name),
                element.elementChildren.contains(where: { !tokenContent.contains($0.name) })
            {
                let row = element.replace(withElement: "mrow")
                for attribute in element.attributes
                where attribute.namespace == nil && rowAttributes.contains(attribute.name) {
                    row.setAttribute(attribute.name, attribute.value)
                }
            } else if let arity = arities[element.name], element.elementChildren.count > arity {
                groupFunctionApplications(in: element)
            } else if element.name == "mtable" {
                frameRows(of: element)
            } else if element.name == "mtd", let width = element.attribute("width") {
                element.removeAttribute("width")
                let style = (element.attribute("style") ?? "").trimmingCharacters(in: .whitespaces)
                element.setAttribute(
                    "style", (style.isEmpty || style.hasSuffix(";") ? style : style + ";") + "width:" + width)
            }
        }
    }

    /// Takes out KaTeX's `<annotation encoding="application/x-tex">`, whose TeX the `math` element's `alttext`
    /// already holds for assistive technology (EPUB Accessibility Techniques §"MathML"): a reading system without
    /// MathML shows a `math` element's text, and the annotation's is the raw TeX, after the rendered symbols.
    /// The `semantics` stays, holding the presentation alone, as MathML 3 §5.1 allows.
    static func dropTeXAnnotation(of math: XMLNode) {
        guard let alttext = math.attribute("alttext"), !alttext.allSatisfy(\.isWhitespace) else { return }
        for annotation in math.descendants
        where annotation.isElement && annotation.name == "annotation"
            && annotation.attribute("encoding") == "application/x-tex"
        {
            annotation.remove()
        }
    }

    /// Removes each attribute whose value is empty but for those of text: KaTeX 0.16 writes `columnspacing=""`
    /// for an `aligned` or `split` with no `&`, where MathML 3's schema wants a length, and an empty presentation
    /// attribute means what its absence means, the default (§3.1.10: "a missing attribute … takes its default").
    private static func dropEmptyAttributes(of element: XMLNode) {
        for attribute in element.attributes
        where attribute.value.allSatisfy(\.isWhitespace) && !textAttributes.contains(attribute.name) {
            element.removeAttribute(attribute.name, namespace: attribute.namespace)
        }
    }

    /// Attributes whose value is text, where empty is a value (`alttext=""`).
    private static let textAttributes: Set<String> = ["alttext", "class", "style", "encoding", "altimg-alt"]

    /// The children MathML 3 gives each element of a fixed number of arguments (§3.1.3.2).
    private static let arities: [String: Int] = [
        "msub": 2, "msup": 2, "msubsup": 3, "munder": 2, "mover": 2, "munderover": 3, "mfrac": 2, "mroot": 2,
    ]

    /// Each `<mo>&#x2061;</mo>` (function application) among `element`'s
    /// children put in one `mrow` with the operator name before it.
    private static func groupFunctionApplications(in element: XMLNode) {
        let children = element.elementChildren
        for (index, child) in children.enumerated()
        where index > 0 && child.name == "mo" && child.textContent == "\u{2061}" {
            let name = children[index - 1]
            let row = element.insertElement("mrow", before: name)
            name.move(intoEndOf: row)
            child.move(intoEndOf: row)
        }
    }

    /// Puts each row's number (`numbers[i]`, KaTeX's MathML of the `\tag` of
    /// row `i`, which KaTeX 0.16 leaves out of an `align`'s or `gather`'s
    /// MathML) into the number cell of that row of the formula's table.
    static func number(rowsOf math: XMLNode, with numbers: [XMLNode?]) {
        guard let table = math.descendants.first(where: { $0.isElement && $0.name == "mtable" }) else { return }
        let rows = table.elementChildren.filter { $0.name == "mtr" }
        for (row, number) in zip(rows, numbers) {
            // KaTeX's MathML of `\text{(1.1)}`: <math><semantics><mrow>…</mrow><annotation>…
            guard
                let content = number?.descendants.first(where: { $0.isElement && $0.name == "semantics" })?
                    .elementChildren.first
            else { continue }
            let cell = row.elementChildren.first(where: isNumberCell) ?? frameCell("mml-eqn-num", in: row)
            cell.appendCopy(of: content)
        }
    }

    /// The glue and number cells of a numbered environment's rows: dropped
    /// when no row has a number, else given to every row alike.
    private static func frameRows(of table: XMLNode) {
        let rows = table.elementChildren.filter { $0.name == "mtr" }
        guard rows.contains(where: { $0.elementChildren.contains(where: isFrameCell) }) else { return }
        guard rows.contains(where: { $0.elementChildren.contains { isNumberCell($0) && !isEmpty($0) } }) else {
            for row in rows {
                for cell in row.elementChildren where isFrameCell(cell) && isEmpty(cell) { cell.remove() }
            }
            return
        }
        let columns = rows.map { $0.elementChildren.filter { !isFrameCell($0) } }
        let width = columns.map(\.count).max() ?? 0
        for (row, cells) in zip(rows, columns) {
            let number = row.elementChildren.first { isNumberCell($0) && !isEmpty($0) }
            for cell in row.elementChildren where isFrameCell(cell) && !(number.map(cell.isSame) ?? false) {
                cell.remove()
            }
            frameCell("mtr-glue", in: row, before: cells.first).setAttribute("style", "width:50%")
            for _ in cells.count..<width { _ = row.insertElement("mtd", before: nil) }
            frameCell("mtr-glue", in: row).setAttribute("style", "width:50%")
            if let number { number.move(intoEndOf: row) } else { frameCell("mml-eqn-num", in: row) }
        }
        // Each column's alignment and the space after it as KaTeX gave them, between the glue's (MathML 3
        // §3.5.1.2: a list's last value stands for the columns after it).
        table.setAttribute(
            "columnalign",
            (["center"] + listed(table.attribute("columnalign"), count: width, otherwise: "center")
                + ["center", "right"]).joined(separator: " "))
        table.setAttribute(
            "columnspacing",
            (["0em"] + listed(table.attribute("columnspacing"), count: width - 1, otherwise: "0.8em")
                + ["0em", "0em"]).joined(separator: " "))
        table.setAttribute("width", "100%")
    }

    /// `count` values of a MathML list attribute, its last value repeated.
    private static func listed(_ attribute: String?, count: Int, otherwise: String) -> [String] {
        let values = (attribute ?? "").split(separator: " ").map(String.init)
        return (0..<max(count, 0)).map { values.isEmpty ? otherwise : values[min($0, values.count - 1)] }
    }

    @discardableResult
    private static func frameCell(_ kind: String, in row: XMLNode, before reference: XMLNode? = nil) -> XMLNode {
        let cell = row.insertElement("mtd", before: reference)
        cell.setAttribute("class", kind)
        return cell
    }

    private static func isFrameCell(_ cell: XMLNode) -> Bool {
        cell.name == "mtd" && (cell.attribute("class") == "mml-eqn-num" || cell.attribute("class") == "mtr-glue")
    }
    private static func isNumberCell(_ cell: XMLNode) -> Bool {
        cell.name == "mtd" && cell.attribute("class") == "mml-eqn-num"
    }
    private static func isEmpty(_ cell: XMLNode) -> Bool {
        cell.children.allSatisfy { !$0.isElement && $0.textContent.allSatisfy(\.isWhitespace) }
    }

    private static let tokens: Set<String> = ["mi", "mn", "mo", "mtext", "ms"]
    private static let tokenContent: Set<String> = ["mglyph", "malignmark"]
    /// What MathML 3's schema lets an `mrow` have of a token's attributes (the common and presentation ones).
    private static let rowAttributes: Set<String> = [
        "id", "class", "style", "href", "xref", "mathcolor", "mathbackground", "dir",
    ]
}
