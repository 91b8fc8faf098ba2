import Foundation
import Testing

/// The manual (docs/) is a book epubbuild builds: strict (no `--lenient`), so a broken link between its
/// chapters fails here, and clean under both epubchecks, as every fixture book.
@Suite struct ManualBookTests {
    static let docs = TestPaths.repository + "/docs"

    @Test func theManualBuildsCleanAndPassesBothEPUBChecks() throws {
        let output = TestPaths.temporaryDirectory() + "/manual.epub"
        let result = try CommandRunner.epubbuild(["build", Self.docs, "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("warning:"), "\(result.stderr)")
        let file = try EPUBFile(output)
        #expect(
            try file.values("//dc:title", in: try file.packagePath()) == ["The epubbuild manual"])
        try EPUBStructure.expectEPUBCheckClean(output)
    }

    /// Every chapter file of docs/ is in the book (a research note aside), and every link the README makes into
    /// docs/ names a chapter and, with a fragment, one of its headings.
    @Test func theBookHasEveryChapterAndTheREADMELinksReachThem() throws {
        let book = try String(contentsOfFile: Self.docs + "/book.yaml", encoding: .utf8)
        let chapters = try FileManager.default.contentsOfDirectory(atPath: Self.docs)
            .filter { $0.hasSuffix(".md") && $0 != "highlighting-research.md" }
        #expect(chapters.count >= 8)
        for chapter in chapters { #expect(book.contains("  - \(chapter)\n"), "\(chapter) is not in docs/book.yaml") }
        let readme = try String(contentsOfFile: TestPaths.repository + "/README.md", encoding: .utf8)
        let links = readme.matches(of: /\]\(docs\/([a-z-]+\.md)(?:#([a-z0-9-]+))?\)/)
        #expect(links.count >= 8)
        for link in links {
            let chapter = String(link.output.1)
            #expect(chapters.contains(chapter), "README links to docs/\(chapter)")
            guard let fragment = link.output.2 else { continue }
            let text = try String(contentsOfFile: Self.docs + "/" + chapter, encoding: .utf8)
            #expect(
                text.split(separator: "\n").contains { $0.hasPrefix("#") && Self.slug($0) == fragment },
                "README links to docs/\(chapter)#\(fragment)")
        }
    }

    /// A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens.
    private static func slug(_ heading: Substring) -> String {
        heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            .filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == " " || $0 == "_" }
            .replacingOccurrences(of: " ", with: "-")
    }
}
