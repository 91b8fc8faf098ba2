import Testing

@testable import EPUBSupport

/// The "did you mean" of a message: a slip, not another name.
@Suite struct NearestNameTests {
    @Test func aSlipFindsTheNameItMeant() {
        #expect(NearestName.to("autors", among: ["title", "authors", "contributors"]) == "authors")
        #expect(NearestName.to("biuld", among: ["build", "unpack", "info", "pack"]) == "build", "two letters swapped")
        #expect(NearestName.to("01-intr.md", among: ["01-intro.md", "02-setup.md"]) == "01-intro.md")
        #expect(NearestName.to("tide-table", among: ["a-tide-table", "tides"]) == "a-tide-table")
        #expect(NearestName.to("Titel", among: ["title"]) == "title", "case is ignored")
    }

    @Test func anotherNameIsNoSuggestion() {
        #expect(NearestName.to("colour", among: ["title", "authors", "language"]) == nil)
        #expect(NearestName.to("ab", among: ["xy"]) == nil)
        #expect(NearestName.to("title", among: ["title"]) == nil, "the name itself is not a suggestion")
        #expect(NearestName.to("x", among: []) == nil)
        #expect(
            NearestName.to("start.pdf", among: ["start.md"], files: true) == nil, "a file's slip keeps its extension")
        #expect(NearestName.to("c.md", among: ["a.md"], files: true) == nil, "too short a name to tell")
        #expect(NearestName.to("absent.md", among: ["present.md"], files: true) == nil, "another name")
        #expect(NearestName.to("chapter-tow.md", among: ["chapter-two.md"], files: true) == "chapter-two.md")
    }

    @Test func theNearestOfSeveralWinsAndTiesGoToTheFirst() {
        #expect(
            NearestName.to("chapter-1.md", among: ["chapter-10.md", "chapter-1.mdx", "chapter-2.md"]) == "chapter-10.md"
        )
        #expect(NearestName.to("abcdef", among: ["abcdxf", "abcdef1"]) == "abcdxf")
    }
}
