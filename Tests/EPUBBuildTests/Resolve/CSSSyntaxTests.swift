import Testing

@testable import EPUBBuild

/// How much CSS a remote `url()` takes with it when it is dropped.
@Suite struct CSSSyntaxTests {
    private func cut(_ css: String, at url: String) -> (kept: String, isDeclaration: Bool) {
        let syntax = CSSSyntax(css)
        let range = css.range(of: url)!
        let (cut, isDeclaration) = syntax.listItemOrDeclaration(around: range)
        return (String(css[..<cut.lowerBound] + css[cut.upperBound...]), isDeclaration)
    }

    @Test func theOnlyValueTakesItsDeclaration() {
        #expect(
            cut("p { color: red; background: url(x) no-repeat; margin: 0 }", at: "url(x)") == (
                "p { color: red;  margin: 0 }", true
            ))
        #expect(cut("background: url(x)", at: "url(x)") == ("", true))
    }

    @Test func oneOfSeveralValuesTakesOnlyItself() {
        #expect(cut("src: url(a) format(\"woff2\"), url(b);", at: "url(a)") == ("src: url(b);", false))
        #expect(cut("src: url(a), url(b) format(\"woff\");", at: "url(b)") == ("src: url(a);", false))
    }

    @Test func commentsAndFontFacesAreKnown() {
        let css = "/* url(a) */ @font-face { src: url(b) } p { background: url(c) }"
        let syntax = CSSSyntax(css)
        #expect(syntax.isInComment(css.range(of: "url(a)")!.lowerBound))
        #expect(syntax.isInFontFace(css.range(of: "url(b)")!.lowerBound))
        #expect(!syntax.isInFontFace(css.range(of: "url(c)")!.lowerBound))
    }

    @Test func anImportStatementIsCutWhole() {
        let css = "@import url(\"https://x/a.css\") screen;\nbody {}"
        let syntax = CSSSyntax(css)
        let range = css.range(of: "url(")!.lowerBound..<css.range(of: ")")!.upperBound
        #expect(syntax.isImportURL(at: range.lowerBound))
        #expect(String(css[syntax.statement(around: range)]) == "@import url(\"https://x/a.css\") screen;")
    }
}
