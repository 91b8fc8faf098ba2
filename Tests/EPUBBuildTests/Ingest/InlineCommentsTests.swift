import Foundation
import Testing

@testable import EPUBBuild

/// A comment inside a paragraph that holds `--`, hidden as CommonMark 0.31 and mdBook hide it: it had reached the
/// reader as `<!– TODO – fix this –>`.
@Suite struct InlineCommentsTests {
    @Test func aCommentHoldingDashesIsHidden() throws {
        let (epub, report) = try TestBuild.oneChapter(
            "# A\n\nText <!-- TODO -- fix this --> after, `<!-- a -- b -->` as code.\n\n<!-- a block -- comment -->\n")
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:p", in: "EPUB/text/a.xhtml") == ["Text  after, <!-- a -- b --> as code."])
        // The block comment's `--` is rewritten for XML with a warning, as ever; the paragraph's needs none.
        #expect(report.warnings.map(\.location.line) == [5], "\(report.warnings)")
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    @Test func onlyACommentsInsideChanges() {
        #expect(InlineComments.readable("x <!-- a -- b --> y") == "x <!-- a - - b --> y")
        #expect(
            InlineComments.readable("x <!-- plain --> y `<!-- c -- d -->`") == "x <!-- plain --> y `<!-- c -- d -->`")
        #expect(InlineComments.readable("```\nx <!-- a -- b -->\n```") == "```\nx <!-- a -- b -->\n```")
        #expect(InlineComments.readable("x <!-- never closed -- here") == "x <!-- never closed -- here")
    }
}
