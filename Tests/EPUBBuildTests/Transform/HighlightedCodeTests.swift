import Foundation
import Testing

@testable import EPUBBuild

/// Code coloured on Resolve's idle core (HighlightedCode) and what
/// Transform's workers colour themselves give the same pages.
@Suite struct HighlightedCodeTests {
    /// A book of 160 chapters in five languages, one chapter long enough to
    /// be still in progress when Transform starts: the background thread and
    /// the workers share the chapters differently at each thread count, and
    /// race for the same ones; the bytes must not change, and every block
    /// must come out coloured.
    /// The colouring thread lowers its own priority, not the build's: Linux keeps a nice value per thread.
    @Test func theColouringThreadAloneYields() {
        let before = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        nonisolated(unsafe) var niced: Int32 = 0
        let done = DispatchSemaphore(value: 0)
        Thread {
            HighlightedCode.yieldToTheBuild()
            niced = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
            done.signal()
        }.start()
        done.wait()
        #expect(niced == 19)
        #expect(
            getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) == before, "the test's own thread is as it was")
    }

    @Test func theSameBytesAtAnyThreadCount() throws {
        let folder = TestPaths.temporaryDirectory()
        var chapters: [String] = []
        for index in 1...160 {
            let repeats = index == 80 ? 400 : 1
            let markdown =
                "# Chapter \(index)\n\n"
                + String(
                    repeating: """
                        ```go
                        func F\(index)(a int) int { return a * \(index) } // \(index)
                        ```

                        ```python
                        def f\(index)(): return "\(index)"
                        ```

                        ```console
                        $ go test ./chapter\(index)
                        ok
                        ```

                        ```json
                        {"chapter": \(index), "ok": true}
                        ```

                        ```rust,ignore
                        fn f\(index)() -> u32 { \(index) }
                        ```


                        """, count: repeats)
            try markdown.write(toFile: folder + "/c\(index).md", atomically: true, encoding: .utf8)
            chapters.append("c\(index).md")
        }
        try "title: Many\nlanguage: en\nchapters: [\(chapters.joined(separator: ", "))]\n"
            .write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let one = try TestBuild.build(folder + "/book.yaml", jobs: 1).epub
        let file = try EPUBFile(one)
        for index in [1, 80, 160] {
            let page = "EPUB/text/c\(index).xhtml"
            let blocks = index == 80 ? 2000 : 5
            #expect(try file.values("//h:pre/h:code[h:span]", in: page).count == blocks, "chapter \(index)")
            #expect(try file.values("(//h:pre/h:code)[1]/h:span[@class='hl-function']", in: page) == ["F\(index)"])
        }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: one))
        for jobs in [2, 3, 8] {
            #expect(
                try Data(contentsOf: URL(fileURLWithPath: TestBuild.build(folder + "/book.yaml", jobs: jobs).epub))
                    == bytes, "jobs \(jobs)")
        }
    }

    /// Code a book's template adds, which Ingest never saw, is coloured in Transform.
    @Test func codeATemplateAddsIsColouredToo() throws {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/templates", withIntermediateDirectories: true)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
            xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
          <xsl:output method="xml" encoding="UTF-8"/>
          <xsl:include href="common.xsl"/>
          <xsl:template match="/page">
            <xsl:call-template name="document">
              <xsl:with-param name="body">
                <section epub:type="{type}"><xsl:copy-of select="content/node()"/>
                  <pre><code class="language-go">package footer</code></pre></section>
              </xsl:with-param>
            </xsl:call-template>
          </xsl:template>
        </xsl:stylesheet>
        """.write(toFile: folder + "/templates/chapter.xsl", atomically: true, encoding: .utf8)
        try "# Code\n\n```go\nfunc main() {}\n```\n".write(
            toFile: folder + "/code.md", atomically: true, encoding: .utf8)
        try "title: T\nlanguage: en\ntemplates: templates\nchapters: [code.md]\n".write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        let file = try EPUBFile(epub)
        #expect(
            try file.values("(//h:pre/h:code)[1]/h:span/@class", in: "EPUB/text/code.xhtml") == [
                "hl-keyword", "hl-function",
            ])
        #expect(try file.values("(//h:pre/h:code)[2]/h:span", in: "EPUB/text/code.xhtml") == ["package"])
    }
}
