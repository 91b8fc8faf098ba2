import EPUBBuild
import EPUBSupport
import Foundation
import Testing

/// `epubbuild unpack` with many books: lists, parallel jobs, JSON reports, failures that stay contained.
@Suite struct BatchUnpackerTests {
    /// `count` small EPUBs in a new folder, then a file that is not an EPUB when `broken`; returns their paths.
    private func epubs(_ count: Int, broken: Bool = false) throws -> [String] {
        let folder = TestPaths.temporaryDirectory()
        var result = try (1...count).map { index in
            let book = folder + "/source-\(index)"
            try FileManager.default.createDirectory(atPath: book, withIntermediateDirectories: true)
            try "title: Book \(index)\nlanguage: en\nchapters: [a.md]\n".write(
                toFile: book + "/book.yaml", atomically: true, encoding: .utf8)
            try "# Chapter \(index)\n\nText.\n".write(toFile: book + "/a.md", atomically: true, encoding: .utf8)
            let epub = folder + "/book-\(index).epub"
            #expect(try CommandRunner.epubbuild(["build", book + "/book.yaml", "-o", epub]).status == 0)
            return epub
        }
        if broken {
            try "not a zip".write(toFile: folder + "/broken.epub", atomically: true, encoding: .utf8)
            result.append(folder + "/broken.epub")
        }
        return result
    }

    private func reports(_ stdout: String) throws -> [BatchResult] {
        try stdout.split(separator: "\n").map { try JSONDecoder().decode(BatchResult.self, from: Data($0.utf8)) }
    }

    @Test func aListUnpacksInParallelAndReportsEachBookInOrder() throws {
        let books = try epubs(4, broken: true)
        let list = TestPaths.temporaryDirectory() + "/list.txt"
        try books.joined(separator: "\n").write(toFile: list, atomically: true, encoding: .utf8)
        let out = TestPaths.temporaryDirectory() + "/out"
        let result = try CommandRunner.epubbuild(["unpack", "--from", list, "--jobs", "2", "--json", "-o", out])
        #expect(result.status != 0, "the exit code says a book failed")
        let reports = try reports(result.stdout)
        #expect(reports.map(\.input) == books, "reports keep the input order")
        #expect(reports.map(\.status) == [.unpacked, .unpacked, .unpacked, .unpacked, .failed])
        #expect(reports.last?.diagnostics.map(\.stage) == ["Open"])
        #expect(reports.first?.timings.keys.sorted() == ["Extract", "Open"])
        #expect(reports.prefix(4).map(\.output) == (1...4).map { out + "/book-\($0)" })
        for index in 1...4 {
            let project = try String(contentsOfFile: out + "/book-\(index)/book.yaml", encoding: .utf8)
            #expect(project.contains("title: Book \(index)"))
        }
        #expect(!FileManager.default.fileExists(atPath: out + "/broken"), "a failed book leaves nothing")
    }

    @Test func flatteningManyBooksNamesOnePagePerBook() throws {
        let books = try epubs(2)
        let out = TestPaths.temporaryDirectory() + "/pages"
        let result = try CommandRunner.epubbuild(["unpack"] + books + ["--html", "-o", out, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try reports(result.stdout).map(\.timings).map { $0.keys.sorted() } == [
                ["Flatten", "Open"], ["Flatten", "Open"],
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == ["book-1.html", "book-2.html"])
    }

    @Test func sharesOfTheListAreDisjointAndCoverIt() throws {
        let books = try epubs(3)
        let list = TestPaths.temporaryDirectory() + "/list.txt"
        try books.joined(separator: "\n").write(toFile: list, atomically: true, encoding: .utf8)
        var seen: [String] = []
        for share in 1...2 {
            let out = TestPaths.temporaryDirectory()
            let result = try CommandRunner.epubbuild([
                "unpack", "--from", list, "--shard", "\(share)/2", "--json", "--raw", "-o", out + "/x", "--force",
            ])
            #expect(result.status == 0)
            seen += try reports(result.stdout).map(\.input)
        }
        #expect(seen.sorted() == books.sorted())
    }

    @Test func withoutJSONABatchEndsWithASummary() throws {
        let books = try epubs(2, broken: true)
        let out = TestPaths.temporaryDirectory() + "/out"
        let result = try CommandRunner.epubbuild(["unpack"] + books + ["-o", out, "--raw"])
        #expect(result.status != 0)
        #expect(
            result.stdout.split(separator: "\n") == [
                "wrote \(out)/book-1", "wrote \(out)/book-2", "failed \(books[2])",
            ])
        #expect(result.stderr.contains(#/unpacked 2, failed 1, warnings 0, in [0-9.]+ s/#))
    }
}
