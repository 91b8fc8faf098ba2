import Testing

@testable import EPUBBuild

@Suite struct SourceSetTests {
    @Test func parsesCandidatesTheWayHTMLDoes() {
        let set = SourceSet(" a.png 1x,b.png  2x , c.png,, d, e.png 640w ")
        #expect(set.candidates.map(\.url) == ["a.png", "b.png", "c.png", "d", "e.png"])
        #expect(set.candidates.map(\.descriptor) == ["1x", "2x", "", "", "640w"])
        #expect(set.value == "a.png 1x, b.png 2x, c.png, d, e.png 640w")
    }

    /// A comma ends a URL only at its end (HTML: "if url ends with U+002C (,), remove all trailing U+002C").
    @Test func aURLWithCommasInsideIsKept() {
        #expect(SourceSet("d,e.png 2x").candidates == [SourceSet.Candidate(url: "d,e.png", descriptor: "2x")])
        #expect(
            SourceSet("data:image/png;base64,AAA= 1x").candidates == [
                SourceSet.Candidate(url: "data:image/png;base64,AAA=", descriptor: "1x")
            ])
    }
}
