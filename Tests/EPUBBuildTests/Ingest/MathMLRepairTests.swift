@testable import EPUBBuild
import Foundation
import Testing
import XMLTree

/// KaTeX's MathML made valid MathML 3: a token holding elements becomes an
/// `mrow`, a table cell's `width` its CSS width. The inputs are what KaTeX
/// 0.16 writes for `\stackrel{!}{=}`, `\mathop{op}` and `\tag{1}`.
@Suite struct MathMLRepairTests {
    private func repaired(_ body: String) throws -> String {
        let tree = try XMLTree.parse(xml: Data("<math xmlns=\"http://www.w3.org/1998/Math/MathML\">\(body)</math>".utf8))
        MathMLRepair.repair(try #require(tree.root))
        let xml = String(decoding: tree.serialized(), as: UTF8.self)
        return String(xml[xml.range(of: "<math")!.lowerBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func math(_ body: String) -> String { "<math xmlns=\"http://www.w3.org/1998/Math/MathML\">\(body)</math>" }

    @Test func tokensHoldingElementsBecomeRows() throws {
        // \stackrel{!}{=}: the outer mo, and the mo around the "=", hold elements; the "!" is a token as it should be.
        #expect(try repaired("<mo><mover><mo><mo>=</mo></mo><mo stretchy=\"false\" lspace=\"0em\" rspace=\"0em\">!</mo></mover></mo>")
                == math("<mrow><mover><mrow><mo>=</mo></mrow><mo stretchy=\"false\" lspace=\"0em\" rspace=\"0em\">!</mo></mover></mrow>"))
        // \mathop{op}: the spacing attributes are a token's, not a row's; its colour is a row's too.
        #expect(try repaired("<mo lspace=\"0em\" mathcolor=\"red\"><mi>o</mi><mi>p</mi></mo>")
                == math("<mrow mathcolor=\"red\"><mi>o</mi><mi>p</mi></mrow>"))
    }

    @Test func tokensAsMathMLAllowsThemStayAsTheyAre() throws {
        let valid = "<mrow><mi mathvariant=\"normal\">x</mi><mo>=</mo><mn>2</mn><mtext>text</mtext><mi><mglyph alt=\"g\" src=\"g.png\"/></mi></mrow>"
        #expect(try repaired(valid) == math(valid))
    }

    /// `\begin{align} x &= 1 \\ y &= 2 \nonumber \end{align}` as KaTeX 0.16 writes it: the numbered row's empty
    /// glue and number cells go, so its `x` and `=` share their columns with the row below.
    @Test func aNumberedEnvironmentsEmptyCellsGo() throws {
        let align = "<mtable rowspacing=\"0.25em\" columnalign=\"right left\" columnspacing=\"0em\">"
            + "<mtr><mtd class =\"mtr-glue\"></mtd><mtd><mi>x</mi></mtd><mtd><mo>=</mo><mn>1</mn></mtd><mtd class =\"mtr-glue\"></mtd><mtd class =\"mml-eqn-num\"></mtd></mtr>"
            + "<mtr><mtd><mi>y</mi></mtd><mtd><mo>=</mo><mn>2</mn></mtd></mtr></mtable>"
        #expect(try repaired(align) == math("<mtable rowspacing=\"0.25em\" columnalign=\"right left\" columnspacing=\"0em\">"
            + "<mtr><mtd><mi>x</mi></mtd><mtd><mo>=</mo><mn>1</mn></mtd></mtr><mtr><mtd><mi>y</mi></mtd><mtd><mo>=</mo><mn>2</mn></mtd></mtr></mtable>"))
        // A row whose number cell holds a number (a later KaTeX's \tag in an environment) keeps its layout.
        let tagged = "<mtable><mtr><mtd class=\"mtr-glue\"/><mtd><mi>x</mi></mtd><mtd class=\"mtr-glue\"/><mtd class=\"mml-eqn-num\"><mtext>(1)</mtext></mtd></mtr></mtable>"
        #expect(try repaired(tagged) == math(tagged))
    }

    @Test func aCellsWidthBecomesItsCSSWidth() throws {
        #expect(try repaired("<mtable width=\"100%\"><mtr><mtd width=\"50%\"/><mtd><mi>E</mi></mtd><mtd width=\"50%\" style=\"color:red\"/></mtr></mtable>")
                == math("<mtable width=\"100%\"><mtr><mtd style=\"width:50%\"/><mtd><mi>E</mi></mtd><mtd style=\"color:red;width:50%\"/></mtr></mtable>"))
    }
}
