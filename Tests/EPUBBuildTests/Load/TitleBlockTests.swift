import Testing

@testable import EPUBBuild

/// pandoc's title block, as its manual describes it.
@Suite struct TitleBlockTests {
    @Test func threeFieldsWithContinuedLines() throws {
        let block = try #require(TitleBlock("% My title\n  on two lines\n% Ann; Bo\n  Cy\n% 2024\n\n# Text\n"))
        #expect(block.title == "My title on two lines")
        #expect(block.authors == ["Ann", "Bo", "Cy"])
        #expect(block.date == "2024")
        #expect(block.lineCount == 5)
        #expect(block.lines == [1, 3, 5])
    }

    @Test func emptyFieldsAreNotGiven() throws {
        let block = try #require(TitleBlock("%\n% Ann\n"))
        #expect(block.title == nil)
        #expect(block.authors == ["Ann"])
        #expect(block.date == nil)
    }

    @Test func textThatDoesNotStartWithPercentHasNone() {
        #expect(TitleBlock("# Heading\n% not a title\n") == nil)
        #expect(TitleBlock("") == nil)
    }
}
