import EPUBBuild
import Foundation
import Testing

/// Unpacks an EPUB to a project, rebuilds it, and compares what a round trip must keep.
enum RoundTrip {
    /// A table-of-contents entry reduced to what a round trip keeps: its
    /// label, the document it points to (by the name the build gives it), its
    /// fragment, and its children.
    struct Node: Equatable, CustomStringConvertible {
        var title: String
        var target: String
        var children: [Node]

        var description: String {
            "\(title) → \(target)" + (children.isEmpty ? "" : " [" + children.map(\.description).joined(separator: "; ") + "]")
        }
    }

    static func tree(_ entries: [TOCEntry]) -> [Node] {
        entries.map { entry in
            let parts = entry.href.split(separator: "#", maxSplits: 1).map(String.init)
            let target = name(parts.first ?? "") + (parts.count > 1 ? "#" + parts[1] : "")
            return Node(title: entry.title, target: target, children: tree(entry.children))
        }
    }

    static func titles(_ entries: [TOCEntry]) -> [String] {
        entries.flatMap { [$0.title] + titles($0.children) }
    }

    /// A document's name as the build gives it: its file name's stem, made safe.
    static func name(_ href: String) -> String {
        PackageLayout.safeName(((href as NSString).lastPathComponent as NSString).deletingPathExtension)
    }

    /// The spine's XHTML documents by name, with `linear="no"` marked. Nothing
    /// is left out: a rebuilt book that gained a generated cover or title page fails.
    static func spine(_ publication: Publication) -> [String] {
        publication.readingOrder.filter { $0.item.mediaType == "application/xhtml+xml" }
            .map { name($0.item.href) + ($0.linear ? "" : " (non-linear)") }
    }

    /// Returns the rebuilt EPUB's path.
    @discardableResult
    static func expectRoundTrip(_ epub: String, bookFile: String = "book.yaml") throws -> String {
        let folder = TestPaths.temporaryDirectory()
        let project = folder + "/project"
        let unpack = try CommandRunner.epubbuild(["unpack", epub, "-o", project])
        #expect(unpack.status == 0, "\(unpack.stderr)")
        let rebuilt = folder + "/rebuilt.epub"
        let build = try CommandRunner.epubbuild(["build", project + "/" + bookFile, "-o", rebuilt])
        #expect(build.status == 0, "\(build.stderr)")
        try EPUBStructure.expectEPUBCheckClean(rebuilt)

        let before = try EPUBReader(path: epub).read()
        let after = try EPUBReader(path: rebuilt).read()
        #expect(after.metadata.title == before.metadata.title)
        #expect(after.metadata.authors.map(\.name) == before.metadata.authors.map(\.name))
        #expect(after.metadata.language == before.metadata.language)
        #expect(after.metadata.identifier == before.metadata.identifier)
        #expect(spine(after) == spine(before), "spine order")
        #expect(titles(after.tableOfContents) == titles(before.tableOfContents), "table of contents labels")
        #expect(tree(after.tableOfContents) == tree(before.tableOfContents), "table of contents tree")
        return rebuilt
    }
}
