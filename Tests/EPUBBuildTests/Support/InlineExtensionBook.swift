import Foundation

/// A Markdown book whose every paragraph uses each GFM inline extension
/// (strikethrough, the three autolink forms, footnote references), with task
/// lists and a table per chapter, and the number of elements each should give.
/// Big enough that chapters are parsed on several threads at once.
enum InlineExtensionBook {
    static let paragraphsPerChapter = 40

    struct Expected: Equatable {
        var struck = 0, wwwLinks = 0, urlLinks = 0, mailLinks = 0, noteReferences = 0, checkboxes = 0, tables = 0
    }

    static func paragraph(_ chapter: Int, _ index: Int) -> String {
        "Paragraph \(index) has ~~struck \(index)~~ and ~single~ text, www.example.com/\(chapter)/\(index), "
            + "https://example.org/p?\(index) and mail-\(index)@example.net, with a note[^n\(index)].\n\n"
            + "[^n\(index)]: Note \(index) of chapter \(chapter), ~~also struck~~.\n\n"
    }

    /// Writes the book and returns its book.yaml and what each chapter's elements should add up to.
    static func write(chapters: Int, to folder: String) throws -> (yaml: String, expected: Expected) {
        var yaml = "title: Inline Extensions\nauthors: Generator\nlanguage: en\nchapters:\n"
        var expected = Expected()
        for chapter in 1...chapters {
            let name = String(format: "chapter-%04d.md", chapter)
            yaml += "  - \(name)\n"
            var text =
                "# Chapter \(chapter)\n\n- [ ] to do ~~x~~\n- [x] done\n\n| a | b |\n|---|---|\n| ~~c~~ | www.example.com |\n\n"
            expected.checkboxes += 2; expected.tables += 1; expected.struck += 2; expected.wwwLinks += 1
            for index in 0..<paragraphsPerChapter { text += paragraph(chapter, index) }
            expected.struck += 3 * paragraphsPerChapter
            expected.wwwLinks += paragraphsPerChapter
            expected.urlLinks += paragraphsPerChapter
            expected.mailLinks += paragraphsPerChapter
            expected.noteReferences += paragraphsPerChapter
            try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
        try yaml.write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        return (folder + "/book.yaml", expected)
    }
}
