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

/// `direction` and `unicode-bidi`, which EPUB's CSS may not hold (EPUB 3.3 §6.3.2, epubcheck CSS-001): each
/// declaration is left out, a selector or a comment that names them kept. LibreOffice's `.body0 { direction: ltr; }`
/// had made every book it exported invalid once rebuilt.
@Suite struct ForbiddenCSSPropertiesTests {
    @Test func theirDeclarationsAreLeftOut() {
        let css =
            ".body0 { direction: ltr; color: red }\n.direction:hover { UNICODE-BIDI : embed }\n/* direction: rtl; */"
        let (text, first) = ForbiddenCSSProperties.removing(from: css)
        #expect(text == ".body0 { color: red }\n.direction:hover { }\n/* direction: rtl; */")
        #expect(first.map { css.distance(from: css.startIndex, to: $0.0) } == 9)
        #expect(first?.1 == "direction")
        #expect(ForbiddenCSSProperties.removing(from: "direction: rtl").text == "")
        #expect(ForbiddenCSSProperties.removing(from: "p { margin: 0 }").first == nil)
    }

    @Test func aBooksStylesheetIsValidWithoutThem() throws {
        let folder = try TestPaths.folder(holding: [
            "a.md": "# One\n\nText.\n", "s.css": "p { direction: ltr; unicode-bidi: embed; margin: 0 }\n",
            "book.yaml": "title: T\nlanguage: en\ncss: s.css\nchapters: [a.md]\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        #expect(report.warnings.map(\.code) == [.cssPropertyRemoved])
        #expect(report.warnings.first?.location.description.hasSuffix("s.css:1:5") == true)
        let css = String(decoding: try EPUBFile(epub).data("EPUB/styles/s.css"), as: UTF8.self)
        #expect(css == "p { margin: 0 }\n")
        try EPUBStructure.expectEPUBCheckClean(epub)
    }
}
