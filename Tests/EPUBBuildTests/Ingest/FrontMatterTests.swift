@testable import EPUBBuild
import Testing

/// YAML front matter at the top of a Markdown chapter.
@Suite struct FrontMatterTests {
    private func chapter(listing keys: Set<String> = []) -> ChapterSpec {
        var chapter = ChapterSpec(file: "/book/a.md", location: SourceLocation(path: "book.yaml", line: 3, column: 5))
        chapter.keysFromList = keys
        return chapter
    }

    @Test func setsTheChapterKeysAndBlanksTheBlockLineForLine() throws {
        var spec = chapter()
        let text = try FrontMatter.apply("---\ntitle: Opening\ntype: preface\nlinear: false\nid: opening\nsplit: 2\n---\n# Heading\n", to: &spec, path: "a.md")
        #expect(spec.title == "Opening" && spec.type == "preface" && !spec.linear && spec.id == "opening" && spec.split == 2)
        #expect(text == "\n\n\n\n\n\n\n# Heading\n", "later lines keep their numbers")
    }

    @Test func readsAFileSavedWithCRLFLineEnds() throws {
        var spec = chapter()
        let text = try FrontMatter.apply("---\r\ntitle: Windows\r\nlinear: false\r\n---\r\n# Heading\r\n", to: &spec, path: "a.md")
        #expect(spec.title == "Windows" && !spec.linear)
        #expect(text == "\n\n\n\n# Heading\r\n")
    }

    @Test func keysTheChapterListSetWin() throws {
        var spec = chapter(listing: ["title", "split"])
        spec.title = "From the List"
        spec.split = 3
        _ = try FrontMatter.apply("---\ntitle: From Front Matter\nsplit: 1\ntype: appendix\n---\n", to: &spec, path: "a.md")
        #expect(spec.title == "From the List" && spec.split == 3 && spec.type == "appendix")
    }

    @Test func anUnknownKeyIsAnErrorAtItsLine() throws {
        var spec = chapter()
        #expect {
            _ = try FrontMatter.apply("---\ntitle: T\nauthor: Me\n---\n", to: &spec, path: "a.md")
        } throws: { error in
            (error as? BuildError)?.description == "a.md:3:1: error: [Load] unknown key 'author' in 'front matter' — known keys: title, type, linear, id, split"
        }
    }
}
