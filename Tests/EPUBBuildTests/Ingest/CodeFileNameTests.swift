import Foundation
import Testing

/// ```` ```js:src/app.js ```` (Qiita's, Zenn's and gitbook-plugin-codeblock-filename's way): the language is `js`,
/// highlighted, and the file's name is shown above the block. All of it had been taken for the language.
@Suite struct CodeFileNameTests {
    @Test func aFenceNamingItsFileShowsTheNameAndHighlightsTheLanguage() throws {
        let (epub, report) = try TestBuild.oneChapter(
            "# Code\n\n```js:src/app.js\nconst x = 1;\n```\n\n```python:\nprint(1)\n```\n\n```bash::Shell\nls\n```\n")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try EPUBStructure.expectEPUBCheckClean(epub)
        let file = try EPUBFile(epub)
        let page = "EPUB/text/a.xhtml"
        // gitbook-plugin-codegroup's `bash::Shell` is the tab `Shell` (it had read ":Shell").
        #expect(try file.values("//h:p[@class='code-title']", in: page) == ["src/app.js", "Shell"])
        #expect(
            try file.values("//h:pre/h:code/@class", in: page) == ["language-js", "language-python", "language-bash"])
        #expect(try file.values("//h:pre/h:code/h:span[@class='hl-keyword']", in: page) == ["const"])
        #expect(
            try file.values("//h:p[@class='code-title']/following-sibling::h:pre[1]", in: page) == [
                "const x = 1;\n", "ls\n",
            ])
    }
}
