import Testing

@testable import EPUBBuild
@testable import EPUBModel
@testable import EPUBRead
@testable import EPUBSupport

/// How the book's table of contents becomes book.yaml's chapters: entries
/// into a chapter's own document are its `toc:`, and documents whose entries
/// sit below another document's entry are nested below that chapter.
@Suite struct ProjectContentsTests {
    static func item(_ name: String) -> (item: ManifestItem, linear: Bool) {
        (
            ManifestItem(
                id: name, href: .path(ContainerPath("EPUB/\(name).xhtml")), mediaType: "application/xhtml+xml"), true
        )
    }

    /// A part page whose entry holds two chapters, the second with a section; then an appendix.
    static let spine = ["cover", "part-1", "a", "b", "part-2", "c", "appendix"].map(item)
    static let toc = [
        ContainerLink(
            title: "Part One", path: "EPUB/part-1.xhtml",
            children: [
                ContainerLink(title: "A", path: "EPUB/a.xhtml"),
                ContainerLink(
                    title: "B", path: "EPUB/b.xhtml",
                    children: [ContainerLink(title: "B.1", path: "EPUB/b.xhtml", fragment: "one")]),
            ]),
        ContainerLink(
            title: "Part Two", path: "EPUB/part-2.xhtml", children: [ContainerLink(title: "C", path: "EPUB/c.xhtml")]),
        ContainerLink(title: "Appendix", path: "EPUB/appendix.xhtml"),
    ]

    /// Each chapter as `name[toc titles]{children}`.
    static func outline(_ chapters: [ProjectContents.Chapter]) -> [String] {
        chapters.map { chapter in
            func titles(_ entries: [ChapterLink]) -> String {
                entries.map {
                    $0.title + ($0.anchor.map { "#" + $0 } ?? "")
                        + ($0.children.isEmpty ? "" : "(" + titles($0.children) + ")")
                }
                .joined(separator: ",")
            }
            let name = String(chapter.item.href.description.dropFirst(5).dropLast(6))
            let children = outline(chapter.children)
            return name + "[" + titles(chapter.toc) + "]"
                + (children.isEmpty ? "" : "{" + children.joined(separator: " ") + "}")
        }
    }

    @Test func entriesOfLaterDocumentsNestTheirChapters() {
        let contents = ProjectContents(spine: Self.spine, tableOfContents: Self.toc)
        #expect(
            Self.outline(contents.chapters) == [
                "cover[]", "part-1[Part One]{a[A] b[B(B.1#one)]}", "part-2[Part Two]{c[C]}", "appendix[Appendix]",
            ])
    }

    @Test func aDocumentOutsideTheContentsStaysWhereTheSpineHasIt() {
        let spine = ["part-1", "a", "interlude", "b"].map(Self.item)
        let contents = ProjectContents(spine: spine, tableOfContents: [Self.toc[0]])
        #expect(
            Self.outline(contents.chapters) == ["part-1[Part One]{a[A]{interlude[]} b[B(B.1#one)]}"],
            "below the deepest open chapter")
    }

    @Test func aChildThatComesBeforeItsParentIsNotNested() {
        let spine = ["a", "part-1", "b"].map(Self.item)
        let contents = ProjectContents(spine: spine, tableOfContents: [Self.toc[0]])
        #expect(Self.outline(contents.chapters) == ["a[A]", "part-1[Part One]{b[B(B.1#one)]}"])
    }
}
