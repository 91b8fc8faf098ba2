import Foundation
import Testing

@testable import EPUBBuild

/// pandoc's numbered code blocks: each line starts with an empty `<span class="line-number" data-line="N">`, whose
/// number book.css draws, so the code's text stays what the author wrote. The numbers had been lost.
@Suite struct CodeLineNumbersTests {
    @Test func eachLineIsNumberedFromStartFromAndStaysHighlighted() throws {
        let python = "def f(x):\n    \"\"\"Two\n    lines\"\"\"\n    return x\n"
        let markdown = """
            ```{.python .numberLines startFrom="5"}
            \(python)```

            ~~~ {#hs .haskell .numberLines}
            main = pure ()
            ~~~

            ```{.numberLines}
            plain
            ```

            ```python
            not numbered
            ```
            """
        let (epub, report) = try TestBuild.oneChapter(markdown, from: "markdown")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(epub)
        let page = "EPUB/text/a.xhtml"
        func lines(_ pre: String) throws -> [String] {
            try file.values(pre + "//h:span[@class='line-number']/@data-line", in: page)
        }
        #expect(try lines("(//h:pre)[1]") == ["5", "6", "7", "8"])
        #expect(try file.values("(//h:pre)[1]/h:code", in: page) == [python], "the code's text has no numbers")
        // The line that starts inside the string starts inside its span, which stays coloured.
        #expect(try lines("(//h:pre)[1]//h:span[@class='hl-string']") == ["7"])
        #expect(try file.values("(//h:pre)[1]/h:code/@class", in: page) == ["language-python"])
        #expect(try lines("//h:pre[@id='hs']") == ["1"])
        #expect(try lines("(//h:pre)[3]") == ["1"])
        #expect(try file.values("(//h:pre)[3]/h:code/@class", in: page) == [], "numberLines is no language")
        #expect(try lines("(//h:pre)[4]") == [])
        let css = String(decoding: try file.data("EPUB/styles/book.css"), as: UTF8.self)
        #expect(css.contains("span.line-number::before { content: attr(data-line);"))
        try EPUBStructure.expectEPUBCheckClean(epub)
    }
}
