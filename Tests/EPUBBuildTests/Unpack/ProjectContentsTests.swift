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

    /// ebooklib's Section pointing at the file its first child is in: `Part > Sub > (Ch0, Ch1), Part > Ch2`, all
    /// of Part, Sub and Ch0 in c0. Ch1 hangs below Sub, named by its title (it has no anchor); Ch1 had gone below
    /// Part. The build reads the title back (`BookResolver.append(_:belowTitle:in:)`), and the round trip keeps
    /// the tree (ProjectWriterTests).
    @Test func aChildOfAnEntryWithoutAnAnchorNamesItsParentByTitle() {
        let toc = [
            ContainerLink(
                title: "Part", path: "EPUB/c0.xhtml",
                children: [
                    ContainerLink(
                        title: "Sub", path: "EPUB/c0.xhtml",
                        children: [
                            ContainerLink(title: "Ch0", path: "EPUB/c0.xhtml"),
                            ContainerLink(title: "Ch1", path: "EPUB/c1.xhtml"),
                        ]),
                    ContainerLink(title: "Ch2", path: "EPUB/c2.xhtml"),
                ])
        ]
        let contents = ProjectContents(spine: ["c0", "c1", "c2"].map(Self.item), tableOfContents: toc)
        #expect(Self.outline(contents.chapters) == ["c0[Part(Sub(Ch0))]{c1[Ch1] c2[Ch2]}"])
        #expect(contents.chapters[0].children.map(\.tocParent) == ["Sub", nil])
    }
}
