import EPUBModel
import EPUBSupport
import Testing

@testable import EPUBBuild

/// A site's MathJax configuration, read from its HTML or script without running it: the keys the build uses,
/// wherever MathJax 2 or 3 puts them; a value that is no literal is a warning at its line.
@Suite struct MathJaxConfigurationTests {
    private func read(_ text: String) -> (MathJaxConfiguration.Settings?, [String]) {
        var warnings: [Diagnostic] = []
        let settings = MathJaxConfiguration.read(text, path: "head.html", warnings: &warnings)
        return (settings, warnings.map(\.description))
    }

    @Test func mathJax2sHubConfig() {
        let (settings, warnings) = read(
            """
            <script type="text/x-mathjax-config">
              MathJax.Hub.Config({
                // numbered as in LaTeX's amsmath
                TeX: { equationNumbers: { autoNumber: "AMS" }, Macros: { RR: "{\\\\bf R}", bold: ["{\\\\bf #1}", 1] } },
                tex2jax: { inlineMath: [ ['$','$'], ["\\\\(","\\\\)"] ], processEscapes: true },
                "HTML-CSS": { availableFonts: ["TeX"] }
              });
            </script>
            """)
        #expect(warnings.isEmpty)
        #expect(settings?.numbered == .ams)
        #expect(settings?.inline == [["$", "$"], ["\\(", "\\)"]])
        #expect(settings?.macros == ["\\RR": "{\\bf R}", "\\bold": "{\\bf #1}"])
    }

    @Test func mathJax3sObject() {
        let (settings, warnings) = read(
            "window.MathJax = {\n  tex: {tags: 'all', displayMath: [['$$', '$$']], macros: {}},\n  svg: {fontCache: 'global'}\n};"
        )
        #expect(warnings.isEmpty)
        #expect(settings?.numbered == .all)
        #expect(settings?.display == [["$$", "$$"]])
    }

    @Test func aFileWithoutMathJaxHasNoConfiguration() {
        #expect(read("<script>var tags = 'all';</script>").0 == nil)
    }

    @Test func aValueThatIsNoLiteralIsAWarningAtItsLine() {
        let (settings, warnings) = read("MathJax = {\n  tex: {\n    tags: style(),\n    macros: {RR: x}\n  }\n};")
        #expect(settings?.numbered == nil)
        #expect(
            warnings == [
                "head.html:3:1: warning: [Load] MathJax's 'tags' is not a value epubbuild reads without running the page's JavaScript; equations are numbered by \\tag alone, unless book.yaml's math: {numbering: …} says",
                "head.html:4:1: warning: [Load] MathJax's 'macros.RR' is not a value epubbuild reads without running the page's JavaScript; the macro is left undefined; define it in book.yaml's math-macros",
            ])
    }

    /// book.yaml's `math:` wins; without it, the site's numbering, by page.
    @Test func bookYAMLWins() {
        var spec = BookSpec(
            specFile: "/book/book.yaml", directory: "/book",
            metadata: PublicationMetadata(title: "T", language: "en", identifier: "urn:uuid:1"), contents: [])
        let settings = MathJaxConfiguration.Settings(numbered: .all)
        MathJaxConfiguration.apply(settings, to: &spec)
        #expect(spec.mathNumbering == MathNumbering(numbered: .all, scope: .page))
        spec.mathNumbering = MathNumbering(numbered: .none, scope: .book)
        spec.mathNumberingIsExplicit = true
        MathJaxConfiguration.apply(settings, to: &spec)
        #expect(spec.mathNumbering == MathNumbering(numbered: .none, scope: .book))
    }
}
