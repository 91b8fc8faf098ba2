import Foundation
import Testing
import XMLTree

@testable import EPUBBuild

/// KaTeX's MathML made valid MathML 3: a token holding elements becomes an
/// `mrow`, a table cell's `width` its CSS width. The inputs are what KaTeX
/// 0.16 writes for `\stackrel{!}{=}`, `\mathop{op}` and `\tag{1}`.
@Suite struct MathMLRepairTests {
    private func repaired(_ body: String) throws -> String {
        let tree = try XMLTree.parse(
            xml: Data("<math xmlns=\"http://www.w3.org/1998/Math/MathML\">\(body)</math>".utf8))
        MathMLRepair.repair(try #require(tree.root))
        let xml = String(decoding: tree.serialized(), as: UTF8.self)
        return String(xml[xml.range(of: "<math")!.lowerBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func math(_ body: String) -> String { "<math xmlns=\"http://www.w3.org/1998/Math/MathML\">\(body)</math>" }

    @Test func tokensHoldingElementsBecomeRows() throws {
        // \stackrel{!}{=}: the outer mo, and the mo around the "=", hold elements; the "!" is a token as it should be.
        #expect(
            try repaired(
                "<mo><mover><mo><mo>=</mo></mo><mo stretchy=\"false\" lspace=\"0em\" rspace=\"0em\">!</mo></mover></mo>"
            )
                == math(
                    "<mrow><mover><mrow><mo>=</mo></mrow><mo stretchy=\"false\" lspace=\"0em\" rspace=\"0em\">!</mo></mover></mrow>"
                ))
        // \mathop{op}: the spacing attributes are a token's, not a row's; its colour is a row's too.
        #expect(
            try repaired("<mo lspace=\"0em\" mathcolor=\"red\"><mi>o</mi><mi>p</mi></mo>")
                == math("<mrow mathcolor=\"red\"><mi>o</mi><mi>p</mi></mrow>"))
    }

    /// KaTeX 0.16 writes `columnspacing=""` for an `aligned`, `split` or `align*` with no `&`, which MathML 3's
    /// schema (and epubcheck) refuses: whatever the environment, with an alignment point or without, no
    /// attribute stays empty but text (the fixture book `mdbook-katex-layout` has epubcheck read such tables).
    @Test(arguments: [
        "split", "aligned", "align*", "cases", "rcases", "array}{c", "darray}{c", "gathered", "alignedat}{1", "matrix",
        "smallmatrix",
    ])
    func everyEnvironmentLeavesNoAttributeEmpty(_ environment: String) throws {
        let name = environment.prefix { $0 != "}" }
        for body in ["a \\\\ b", "a &= b \\\\ c &= d"] {
            let tex = "\\begin{\(environment)} \(body) \\end{\(name)}"
            let formula = TeXMath.Formula(tex: tex, display: true, line: 1, column: 1)
            guard case .success(let mathml) = try #require(try MathConversion.convert([formula]).first) else {
                Issue.record("KaTeX refused \(tex)")
                continue
            }
            let tree = try XMLTree.parse(xml: Data(mathml.markup.utf8))
            let root = try #require(tree.root)
            MathMLRepair.repair(root)
            let empty = ([root] + root.descendants).filter(\.isElement).flatMap { element in
                element.attributes.filter { $0.value.isEmpty }.map { "\(element.name)@\($0.name)" }
            }
            #expect(empty.isEmpty, "\(tex)")
        }
    }

    @Test func tokensAsMathMLAllowsThemStayAsTheyAre() throws {
        let valid =
            "<mrow><mi mathvariant=\"normal\">x</mi><mo>=</mo><mn>2</mn><mtext>text</mtext><mi><mglyph alt=\"g\" src=\"g.png\"/></mi></mrow>"
        #expect(try repaired(valid) == math(valid))
    }

    /// `\begin{align} x &= 1 \\ y &= 2 \nonumber \end{align}` as KaTeX 0.16 writes it: the numbered row's empty
    /// glue and number cells go, so its `x` and `=` share their columns with the row below.
    @Test func aNumberedEnvironmentsEmptyCellsGo() throws {
        let align =
            "<mtable rowspacing=\"0.25em\" columnalign=\"right left\" columnspacing=\"0em\">"
            + "<mtr><mtd class =\"mtr-glue\"></mtd><mtd><mi>x</mi></mtd><mtd><mo>=</mo><mn>1</mn></mtd><mtd class =\"mtr-glue\"></mtd><mtd class =\"mml-eqn-num\"></mtd></mtr>"
            + "<mtr><mtd><mi>y</mi></mtd><mtd><mo>=</mo><mn>2</mn></mtd></mtr></mtable>"
        #expect(
            try repaired(align)
                == math(
                    "<mtable rowspacing=\"0.25em\" columnalign=\"right left\" columnspacing=\"0em\">"
                        + "<mtr><mtd><mi>x</mi></mtd><mtd><mo>=</mo><mn>1</mn></mtd></mtr><mtr><mtd><mi>y</mi></mtd><mtd><mo>=</mo><mn>2</mn></mtd></mtr></mtable>"
                ))
    }

    /// `\begin{align} x &= 1 \tag{1.1} \\ y &= 2 \nonumber \\ z \end{align}`: KaTeX 0.16 leaves the tag out, and
    /// MathConversion hands it over beside the formula. It goes into its row's number cell; every row gets the
    /// glue cells and a number cell, the short last row an empty cell for its missing column, and the table's
    /// lists a value for each new column.
    @Test func aRowsTagGoesInItsNumberCellAndEveryRowGetsTheFrame() throws {
        let glue = "<mtd class=\"mtr-glue\"></mtd>", number = "<mtd class=\"mml-eqn-num\"></mtd>"
        let align = math(
            "<semantics><mtable rowspacing=\"0.25em\" columnalign=\"right left\" columnspacing=\"0em\">"
                + "<mtr>\(glue)<mtd><mi>x</mi></mtd><mtd><mo>=</mo><mn>1</mn></mtd>\(glue)\(number)</mtr>"
                + "<mtr><mtd><mi>y</mi></mtd><mtd><mo>=</mo><mn>2</mn></mtd></mtr>"
                + "<mtr>\(glue)<mtd><mi>z</mi></mtd>\(glue)\(number)</mtr></mtable></semantics>")
        let tree = try XMLTree.parse(xml: Data(align.utf8))
        let tag = try XMLTree.parse(
            xml: Data(
                math(
                    "<semantics><mrow><mtext>(1.1)</mtext></mrow><annotation encoding=\"application/x-tex\">\\text{(1.1)}</annotation></semantics>"
                ).utf8))
        MathMLRepair.number(rowsOf: try #require(tree.root), with: [tag.root, nil, nil])
        MathMLRepair.repair(try #require(tree.root))
        // (The tag, copied from a tree of its own, declares its namespace again here; in a page it does not.)
        let xml = String(decoding: tree.serialized(), as: UTF8.self)
            .replacingOccurrences(of: "<mrow xmlns=\"http://www.w3.org/1998/Math/MathML\">", with: "<mrow>")
        let frame = "<mtd class=\"mtr-glue\" style=\"width:50%\"/>"
        #expect(
            xml.hasSuffix(
                math(
                    "<semantics><mtable rowspacing=\"0.25em\" columnalign=\"center right left center right\" columnspacing=\"0em 0em 0em 0em\" width=\"100%\">"
                        + "<mtr>\(frame)<mtd><mi>x</mi></mtd><mtd><mo>=</mo><mn>1</mn></mtd>\(frame)<mtd class=\"mml-eqn-num\"><mrow><mtext>(1.1)</mtext></mrow></mtd></mtr>"
                        + "<mtr>\(frame)<mtd><mi>y</mi></mtd><mtd><mo>=</mo><mn>2</mn></mtd>\(frame)<mtd class=\"mml-eqn-num\"/></mtr>"
                        + "<mtr>\(frame)<mtd><mi>z</mi></mtd><mtd/>\(frame)<mtd class=\"mml-eqn-num\"/></mtr></mtable></semantics>"
                ) + "\n"), "\(xml)")
    }

    /// `\lambda_{\max}` and `\frac{\log}{2}` as KaTeX 0.16 writes them: the operator name and its function
    /// application are two children where the element takes one argument.
    @Test func anOperatorNameAsAnArgumentIsOneRow() throws {
        #expect(
            try repaired("<msub><mi>λ</mi><mi>max</mi><mo>\u{2061}</mo></msub>")
                == math("<msub><mi>λ</mi><mrow><mi>max</mi><mo>\u{2061}</mo></mrow></msub>"))
        #expect(
            try repaired("<mfrac><mi>log</mi><mo>\u{2061}</mo><mn>2</mn></mfrac>")
                == math("<mfrac><mrow><mi>log</mi><mo>\u{2061}</mo></mrow><mn>2</mn></mfrac>"))
        let applied = "<mrow><msub><mrow><mi>log</mi><mo>\u{2061}</mo></mrow><mi>b</mi></msub><mi>x</mi></mrow>"
        #expect(try repaired(applied) == math(applied), "an element with its own number of arguments is left alone")
    }

    @Test func aCellsWidthBecomesItsCSSWidth() throws {
        #expect(
            try repaired(
                "<mtable width=\"100%\"><mtr><mtd width=\"50%\"/><mtd><mi>E</mi></mtd><mtd width=\"50%\" style=\"color:red\"/></mtr></mtable>"
            )
                == math(
                    "<mtable width=\"100%\"><mtr><mtd style=\"width:50%\"/><mtd><mi>E</mi></mtd><mtd style=\"color:red;width:50%\"/></mtr></mtable>"
                ))
    }
}
