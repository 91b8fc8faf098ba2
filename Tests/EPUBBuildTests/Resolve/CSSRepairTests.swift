import EPUBSupport
import Foundation
import Testing

@testable import EPUBBuild

/// A stylesheet is packaged as a browser keeps it (CSS Syntax 3's error recovery): valid CSS byte for byte, what
/// browsers ignore left out, an unclosed block closed. epubcheck 5.3 refuses each such mistake (CSS-008).
@Suite struct CSSRepairTests {
    private func repaired(_ css: String) -> String { CSSRepair.repairing(css)?.text ?? css }

    private func firstPlace(_ css: String) -> (column: Int, what: String)? {
        CSSRepair.repairing(css)?.places.first.map { ($0.offset + 1, $0.what) }
    }

    @Test func validCSSIsUnchanged() {
        let valid = [
            "p { color: red }",
            "a:hover, a::before, ul > li + li ~ li, *|p, [lang|=\"en\"] .x#y { margin: 0 !important }",
            "p:not(.a):nth-child(2n+1) { content: \"{;}\" }", "p { background: url(a;b{c}.png) }",
            "p { background: url( \"a}.png\" ) }", "/* } { ; */ p { color: red } /* unclosed? no */",
            "@import url(\"a.css\") screen;\n@charset \"utf-8\";\n@namespace svg url(http://www.w3.org/2000/svg);",
            "@media print and (min-width: 10em) { p { color: red } @supports (display: grid) { a { b: c } } }",
            "@font-face { font-family: X; src: url(x.woff2) format(\"woff2\"); unicode-range: U+0025-00FF, U+4?? }",
            "@page :first { margin: 1in; @top-center { content: \"T\" } }",
            "@keyframes spin { from { opacity: 0 } 50.5% { opacity: .5 } to { opacity: 1 } }",
            ":root { --x: {a}; --empty:; --y: [1] } p { width: calc(var(--x) * 2) }",
            "p {\r\n  color: red;\r\n}\r\n", "\u{FEFF}p { color: red }", "<!-- p { color: red } -->", "",
            "p{;;color:red;;}", "p { filter: progid:DXImageTransform.Microsoft.gradient(a='#80000000') }",
            "@-webkit-keyframes x { 0% { top: 0 } }", "@font-feature-values Font { @swash { fancy: 1 } }",
        ]
        for css in valid {
            #expect(CSSRepair.repairing(css) == nil, "\(css)")
        }
    }

    @Test func anUnclosedBlockClosesAtTheEndAndTakesNoRuleInside() {
        #expect(repaired("p { color: red;\nh1 { margin: 0 }\n") == "p { color: red;\n\n}")
        #expect(repaired("@media print { p { color: red }") == "@media print { p { color: red }}")
        #expect(repaired("p { width: calc(1px + 2px") == "p { width: calc(1px + 2px)}")
        #expect(firstPlace("p { color: red;")?.what == "'{' never closed")
    }

    @Test func aCommentLineOfAnotherLanguageTakesTheNextRuleOrDeclaration() {
        // `//` is no comment in CSS: a selector that does not parse, so its rule (the next one) goes.
        #expect(repaired("// note\np { color: red }\nh1 { margin: 0 }") == "\nh1 { margin: 0 }")
        #expect(repaired("p {\n  // note\n  color: red;\n  margin: 0;\n}") == "p {\n  \n  margin: 0;\n}")
        #expect(firstPlace("// note\np {}")! == (1, "'/' where a selector belongs"))
    }

    @Test func nestingGoesThoughBrowsersKeepIt() {
        // CSS nesting is modern CSS, but epubcheck 5.3 refuses it.
        #expect(repaired("a { color: red; &:hover { color: blue } }") == "a { color: red;  }")
        #expect(repaired("a { color: red; b { x: y } margin: 0 }") == "a { color: red;  margin: 0 }")
        #expect(repaired("a { @media print { color: red } margin: 0 }") == "a {  margin: 0 }")
        #expect(repaired("& a { color: red }") == "")
        #expect(firstPlace("a { color: red; &:hover { color: blue } }")! == (17, "'&' where a property name belongs"))
    }

    @Test func aStrayClosingBraceTakesTheRuleAfterIt() {
        // At the top level a `}` begins a rule's prelude (§5.4.3), which runs to the next block.
        #expect(
            repaired("p { color: red }}\nh1 { margin: 0 }\nh2 { margin: 0 }") == "p { color: red }\nh2 { margin: 0 }")
        #expect(repaired("p { color: red }}") == "p { color: red }")
    }

    @Test func scssVariablesAndBadValuesGo() {
        #expect(repaired("$x: 1;\np { margin: $x; }\nh1 { margin: 0 }") == "\nh1 { margin: 0 }")
        #expect(repaired("p { color: red {x}; margin: 0 }") == "p { ; margin: 0 }")
        #expect(repaired("p { color: ; margin: 0 }") == "p {  margin: 0 }")
        #expect(repaired("p { content: \"a\n; margin: 0 }") == "p {  margin: 0 }")
        #expect(repaired("p { *zoom: 1; margin: 0 }") == "p {  margin: 0 }")
        #expect(repaired("p { color red; margin: 0 }") == "p {  margin: 0 }")
        #expect(repaired("@media print { color: red; p { margin: 0 } }") == "@media print {  p { margin: 0 } }")
    }

    @Test func whatTheEndOfTheFileLeavesOpenIsClosed() {
        #expect(repaired("p { content: \"a") == "p { content: \"a\"}")
        #expect(repaired("p { color: red } /* note") == "p { color: red } /* note*/")
        #expect(repaired("@import \"a.css\"") == "@import \"a.css\";")
        #expect(repaired("p { color: red } h1") == "p { color: red } ")
    }

    @Test func oneWarningNamesTheFirstPlaceAndTheCount() throws {
        let repair = try #require(CSSRepair.repairing("a { &:b { } }\n$x: 1;\np {}"))
        #expect(repair.places.count == 2)
        let warning = repair.warning { EPUBSupport.SourceLocation(path: "s.css", line: 1, column: $0 + 1) }
        #expect(warning.code == .invalidCSSLeftOut)
        #expect(
            warning.message
                == "CSS that browsers ignore left out (2 places, the first here: '&' where a property name belongs) "
                + "— epubcheck refuses it")
    }

    @Test func theProjectsOwnStylesheetsAreUnchanged() throws {
        for folder in [TestPaths.templates, TestPaths.examples, TestPaths.corpus] {
            let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".css") {
                let css = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                #expect(CSSRepair.repairing(css) == nil, "\(file): \(CSSRepair.repairing(css)?.places ?? [])")
            }
        }
    }

    @Test func aBooksStylesheetWithTheseMistakesPassesEPUBCheck() throws {
        let folder = try TestPaths.folder(holding: [
            "a.md": "# One\n\nText.\n",
            "s.css": "// theme\nbody { margin: 0 }\np { color: red; &:hover { color: blue } }\n"
                + "h1 { margin: 0 }}\nh2 { margin: 0 }\nh3 { font-weight: bold;\n",
            "book.yaml": "title: T\nlanguage: en\ncss: s.css\nchapters: [a.md]\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        let warnings = report.warnings.filter { $0.code == .invalidCSSLeftOut }
        #expect(warnings.count == 1)
        #expect(warnings.first?.location.description.hasSuffix("s.css:1:1") == true)
        #expect(warnings.first?.message.contains("4 places") == true)
        let css = String(decoding: try EPUBFile(epub).data("EPUB/styles/s.css"), as: UTF8.self)
        #expect(css == "\np { color: red;  }\nh1 { margin: 0 }\nh3 { font-weight: bold;\n}")
        try EPUBStructure.expectEPUBCheckClean(epub)
    }
}

/// A `style` attribute is a declaration list with no braces (CSS Style Attributes §2), and an SVG's `<style>` a
/// stylesheet: both are repaired as the head's `<style>` and the book's stylesheets are.
@Suite struct StyleAttributeRepairTests {
    private func repaired(_ css: String) -> String { CSSRepair.repairing(css, styleAttribute: true)?.text ?? css }

    @Test func validDeclarationsAreUnchanged() {
        for style in ["color: red", "color: red;", "margin: 0 auto; --x: {a}", " ", "background: url(a;b.png)"] {
            #expect(CSSRepair.repairing(style, styleAttribute: true) == nil, "\(style)")
        }
    }

    @Test func whatBrowsersDropGoes() {
        #expect(repaired("color: red; }} font-weight: {bold") == "color: red; ")
        #expect(repaired("margin: 0 {") == "")
        #expect(repaired("color: red; font-weight:") == "color: red; ")
        #expect(repaired("margin: 0 }; color: red") == " color: red", "a stray '}' spoils its declaration")
        #expect(repaired("content: \"open") == "content: \"open\"", "an unclosed string is closed")
    }

    @Test func aChapterWithBrokenStylesPassesEPUBCheck() throws {
        let folder = try TestPaths.folder(holding: [
            "c.xhtml": """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>C</title></head>
            <body><h1 style="color: red; }} font-weight: {bold">Title</h1><p style="margin: 0 {">Text.</p>
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" role="img" aria-label="A square">\
            <style>rect { fill: red } circle { fill: </style><rect width="5" height="5"/></svg></body></html>
            """,
            "book.yaml": "title: T\nlanguage: en\nchapters: [c.xhtml]\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.yaml")
        let places = report.warnings.filter { $0.code == .invalidCSSLeftOut }.map(\.location.description)
        #expect(places.map { $0.split(separator: "/").last! } == ["c.xhtml:3:18", "c.xhtml:3:73", "c.xhtml:4:109"])
        let page = String(decoding: try EPUBFile(epub).data("EPUB/text/c.xhtml"), as: UTF8.self)
        #expect(page.contains("<h1 style=\"color: red; \"") && page.contains("<p style=\"\">"))
        #expect(page.contains("<style>rect { fill: red } circle { }</style>"))
        try EPUBStructure.expectEPUBCheckClean(epub)
    }
}

/// Hostile stylesheets are repaired in linear time and without exhausting the stack.
@Suite struct CSSRepairHostileTests {
    @Test func deepNestingIsClosedWithoutRecursion() {
        let parentheses = "p { width: " + String(repeating: "(", count: 200_000)
        #expect(CSSRepair.repairing(parentheses)?.text == parentheses + String(repeating: ")", count: 200_000) + "}")
        let media = String(repeating: "@media print { ", count: 100_000)
        #expect(CSSRepair.repairing(media)?.text == media + String(repeating: "}", count: 100_000))
        let broken = String(repeating: "p { (; } } ", count: 50_000)
        #expect(CSSRepair.repairing(broken) != nil)
    }
}
