import Dispatch
import EPUBBuild
import EPUBSupport
import Foundation
import Markdown
import Testing
import XMLTree

/// cmark-gfm keeps the characters that start an inline extension in a
/// process-wide table that each parser edits (cmark-gfm issue 221); these
/// tests parse on many threads at once and count what comes out.
@Suite struct ParallelInlineTests {
    /// The renderer itself: the same chapters rendered on 8 threads at once give what one thread gives.
    @Test func rendererGivesTheSameHTMLOnEveryThread() {
        let chapters = (1...64).map { chapter in
            (0..<InlineExtensionBook.paragraphsPerChapter).map { InlineExtensionBook.paragraph(chapter, $0) }.joined()
        }
        let serial = chapters.map { MarkdownRenderer.html(from: $0) }
        #expect(
            serial.allSatisfy {
                $0.components(separatedBy: "<del>").count - 1 == 3 * InlineExtensionBook.paragraphsPerChapter
            })
        for _ in 0..<5 {
            let parallel = Locked([String](repeating: "", count: chapters.count))
            DispatchQueue.concurrentPerform(iterations: chapters.count) { index in
                let html = MarkdownRenderer.html(from: chapters[index])
                parallel.withLock { $0[index] = html }
            }
            let differing = parallel.withLock { results in (0..<chapters.count).filter { results[$0] != serial[$0] } }
            #expect(differing.isEmpty, "chapters rendered differently on several threads: \(differing)")
        }
    }

    /// Whole builds: every element each extension makes, at 1, 2 and 8 threads, with the same bytes.
    @Test func buildsCountEveryInlineElementAtAnyJobs() throws {
        let (yaml, expected) = try InlineExtensionBook.write(chapters: 200, to: TestPaths.temporaryDirectory())
        let reference = try TestBuild.build(yaml, jobs: 1).epub
        let counted = try Self.count(in: reference)
        #expect(counted == expected)
        let referenceBytes = try Data(contentsOf: URL(fileURLWithPath: reference))
        for jobs in [2, 8] {
            for run in 1...10 {
                let epub = try TestBuild.build(yaml, jobs: jobs).epub
                let bytes = try Data(contentsOf: URL(fileURLWithPath: epub))
                #expect(bytes == referenceBytes, "--jobs \(jobs), build \(run) differs from --jobs 1")
                if bytes != referenceBytes {
                    let counted = try Self.count(in: epub)
                    #expect(counted == expected, "--jobs \(jobs), build \(run)")
                }
            }
        }
    }

    static func count(in epub: String) throws -> InlineExtensionBook.Expected {
        let file = try EPUBFile(epub)
        let ns = EPUBFile.namespaces
        var found = InlineExtensionBook.Expected()
        for path in try file.spinePaths() {
            let page = try file.xml(path)
            found.struck += page.select("//h:del", namespaces: ns).count
            found.wwwLinks += page.select("//h:a[starts-with(@href, 'http://www.example.com')]", namespaces: ns).count
            found.urlLinks += page.select("//h:a[starts-with(@href, 'https://example.org/')]", namespaces: ns).count
            found.mailLinks += page.select("//h:a[starts-with(@href, 'mailto:')]", namespaces: ns).count
            found.noteReferences += page.select("//h:a[@epub:type='noteref']", namespaces: ns).count
            found.checkboxes += page.select("//h:input[@type='checkbox']", namespaces: ns).count
            found.tables += page.select("//h:table", namespaces: ns).count
        }
        return found
    }
}
