import EPUBBuild
import EPUBSupport
import Foundation
import Testing

/// Many books per call: shards, incremental rebuilds, failures that stay contained.
@Suite struct BatchTests {
    /// `count` small books in a fresh folder, the last one broken when `broken`; returns the book.yaml paths.
    private func books(_ count: Int, broken: Bool = false) throws -> [String] {
        let folder = TestPaths.temporaryDirectory()
        return try (1...count).map { index in
            let directory = folder + "/book-\(index)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let chapter = broken && index == count ? "missing.md" : "a.md"
            try "title: Book \(index)\nlanguage: en\nchapters: [\(chapter)]\n".write(
                toFile: directory + "/book.yaml", atomically: true, encoding: .utf8)
            try "# Chapter \(index)\n\nText.\n".write(toFile: directory + "/a.md", atomically: true, encoding: .utf8)
            return directory + "/book.yaml"
        }
    }

    @Test func shardsAreDisjointAndCoverTheList() {
        let list = (1...23).map { "book-\($0)/book.yaml" }
        for count in [1, 2, 3, 7, 23, 30] {
            let shares = (1...count).map { BookList.Shard("\($0)/\(count)")!.select(list) }
            #expect(shares.flatMap { $0 }.sorted() == list.sorted(), "\(count) shares cover the list")
            #expect(Set(shares.flatMap { $0 }).count == list.count, "\(count) shares are disjoint")
            #expect((shares.map(\.count).max() ?? 0) - (shares.map(\.count).min() ?? 0) <= 1, "shares are balanced")
        }
        #expect(BookList.Shard("0/3") == nil && BookList.Shard("4/3") == nil && BookList.Shard("x") == nil)
    }

    @Test func aFailingBookLeavesTheOthersBuiltAndIsReportedInJSON() throws {
        let list = try books(4, broken: true)
        let listFile = TestPaths.temporaryDirectory() + "/list.txt"
        try list.joined(separator: "\n").write(toFile: listFile, atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(["build", "--from", listFile, "--jobs", "2", "--json"])
        #expect(result.status != 0, "the exit code says a book failed")
        let reports = try result.stdout.split(separator: "\n").map {
            try JSONDecoder().decode(BatchResult.self, from: Data($0.utf8))
        }
        #expect(reports.map(\.input) == list, "reports keep the input order")
        #expect(reports.map(\.status) == [.built, .built, .built, .failed])
        #expect(reports[3].diagnostics.first?.message.hasPrefix("chapter file 'missing.md' does not exist") == true)
        #expect(reports[3].diagnostics.first?.line == 3 && reports[3].diagnostics.first?.stage == "Load")
        #expect(reports[3].diagnostics.first?.code == "missing-file")
        #expect(reports[0].timings.keys.sorted() == ["Ingest", "Load", "Package", "Resolve", "Transform", "Write"])
        #expect(reports[3].timings.keys.sorted() == ["Load"], "a failed book's time, up to the stage that stopped it")
        #expect(reports.allSatisfy { $0.input.hasPrefix("/") && ($0.output ?? "/").hasPrefix("/") }, "absolute paths")
        for book in list.prefix(3) {
            let folder = Paths(book)
            #expect(FileManager.default.fileExists(atPath: folder.epub))
        }
    }

    /// In a list, a folder is a book as on the command line (`--from`), one holding no book file fails alone, and
    /// a book that would write the EPUB another named before it writes fails before anything is built: two
    /// editions in one folder, or one book named twice. The folder had stopped the whole batch, and the second
    /// edition had silently replaced the first.
    @Test func foldersAndClashingOutputsFailAlone() throws {
        let list = try books(2)
        let first = Paths(list[0]).folder, second = Paths(list[1]).folder
        let empty = TestPaths.temporaryDirectory() + "/nothing"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        try "title: Édition\nlanguage: fr\nchapters: [a.md]\n".write(
            toFile: first + "/book-fr.yaml", atomically: true, encoding: .utf8)
        let listFile = TestPaths.temporaryDirectory() + "/list.txt"
        try [first, empty, first + "/book-fr.yaml", second, list[1]].joined(separator: "\n").write(
            toFile: listFile, atomically: true, encoding: .utf8)
        for jobs in ["1", "4"] {
            let result = try CommandRunner.epubbuild(["build", "--from", listFile, "--jobs", jobs, "--json"])
            #expect(result.status == 1, "\(result.stderr)")
            let reports = try result.stdout.split(separator: "\n").map {
                try JSONDecoder().decode(BatchResult.self, from: Data($0.utf8))
            }
            #expect(reports.map(\.status) == [.built, .failed, .failed, .built, .failed])
            #expect(reports[1].diagnostics.first?.message.hasPrefix("no book file in this folder") == true)
            #expect(reports[2].diagnostics.first?.message.contains("named before it, writes the same EPUB") == true)
            #expect(reports[4].diagnostics.first?.message.contains("named twice") == true)
        }
        let epub = try EPUBFile(Paths(list[0]).epub)
        #expect(
            try epub.package().select("//dc:title", namespaces: EPUBFile.namespaces).map(\.textContent) == ["Book 1"])
    }

    /// `--default-templates` and EPUBBUILD_TEMPLATES relative to the current folder: the templates' own
    /// `xsl:include` had been looked for in `T/T/common.xsl`. A `css:` entry that is no .css file is refused at its
    /// place (the book file itself had been packaged as a stylesheet, which epubcheck refuses).
    @Test func relativeTemplatesAndStylesheetsThatAreNot() throws {
        let book = try books(1)[0]
        let folder = Paths(book).folder
        try FileManager.default.copyItem(atPath: TestPaths.templates, toPath: folder + "/T")
        let flag = try CommandRunner.epubbuild(["build", "book.yaml", "--default-templates", "T"], in: folder)
        #expect(flag.status == 0, "\(flag.stderr)")
        let variable = try CommandRunner.run(
            TestPaths.cli, ["build", "book.yaml"], environment: ["EPUBBUILD_TEMPLATES": "T"], in: folder)
        #expect(variable.status == 0, "\(variable.stderr)")
        try "title: T\nlanguage: en\ncss: [book.yaml]\nchapters: [a.md]\n".write(
            toFile: book, atomically: true, encoding: .utf8)
        let css = try CommandRunner.epubbuild(["build", "book.yaml"], in: folder)
        #expect(css.status == 1 && css.stderr.contains("book.yaml:3:7: error: [Load] 'book.yaml' is not a stylesheet"))
    }

    @Test func incrementalRebuildsExactlyTheChangedBooks() throws {
        let list = try books(3)
        let first = try CommandRunner.epubbuild(["build"] + list + ["--incremental", "--json"])
        #expect(first.stdout.components(separatedBy: "\"status\":\"built\"").count - 1 == 3)
        let second = try CommandRunner.epubbuild(["build"] + list + ["--incremental", "--json"])
        #expect(second.stdout.components(separatedBy: "\"status\":\"unchanged\"").count - 1 == 3)
        // Change one chapter; only that book is built again.
        let chapter = Paths(list[1]).folder + "/a.md"
        try "# Chapter 2, revised\n\nNew text.\n".write(toFile: chapter, atomically: true, encoding: .utf8)
        let third = try CommandRunner.epubbuild(["build"] + list + ["--incremental", "--json"])
        let statuses = try third.stdout.split(separator: "\n").map {
            try JSONDecoder().decode(BatchResult.self, from: Data($0.utf8)).status
        }
        #expect(statuses == [.unchanged, .built, .unchanged])
        // A deleted output is built again even when its sources did not change.
        try FileManager.default.removeItem(atPath: Paths(list[2]).epub)
        let fourth = try CommandRunner.epubbuild(["build"] + list + ["--incremental", "--json"])
        let again = try fourth.stdout.split(separator: "\n").map {
            try JSONDecoder().decode(BatchResult.self, from: Data($0.utf8)).status
        }
        #expect(again == [.unchanged, .unchanged, .built])
    }

    /// An incremental build gives the bytes a clean build would, and never trusts an EPUB it did not write.
    @Test func incrementalRebuildsADamagedEPUBOrATouchedSourceAndKeepsPermissions() throws {
        let book = try books(1)[0]
        let epub = Paths(book).epub
        func status() throws -> BatchResult.Status {
            let run = try CommandRunner.epubbuild(["build", book, "--incremental", "--json"])
            return try JSONDecoder().decode(BatchResult.self, from: Data(run.stdout.utf8)).status
        }
        let chapter = Paths(book).folder + "/a.md"
        let past = [FileAttributeKey.modificationDate: Date(timeIntervalSince1970: 1_600_000_000)]
        try FileManager.default.setAttributes(past, ofItemAtPath: chapter)
        try FileManager.default.setAttributes(past, ofItemAtPath: book)
        #expect(try status() == .built)
        #expect(try status() == .unchanged)
        // An EPUB cut short (an interrupted copy) or replaced is built again.
        let whole = try Data(contentsOf: URL(fileURLWithPath: epub))
        try whole.prefix(100).write(to: URL(fileURLWithPath: epub))
        #expect(try status() == .built)
        #expect(try Data(contentsOf: URL(fileURLWithPath: epub)) == whole)
        // Without SOURCE_DATE_EPOCH the EPUB's date is its newest source's: touching a chapter changes
        // what a clean build writes, so the incremental build writes it too.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_700_000_000)], ofItemAtPath: chapter)
        #expect(try status() == .built)
        let touched = try Data(contentsOf: URL(fileURLWithPath: epub))
        #expect(touched != whole)
        let clean = TestPaths.temporaryDirectory() + "/clean.epub"
        #expect(try CommandRunner.epubbuild(["build", book, "-o", clean]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: clean)) == touched)
        // A rebuilt EPUB keeps the permissions its owner gave it.
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: epub)
        try "# Chapter 1, revised\n".write(toFile: chapter, atomically: true, encoding: .utf8)
        #expect(try status() == .built)
        let mode = try FileManager.default.attributesOfItem(atPath: epub)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func incrementalRebuildsWhenTemplatesOrTheSummaryChange() throws {
        let list = try books(2)
        let folder = Paths(list[0]).folder
        // Book 2 reads its chapters from a SUMMARY.md.
        let second = Paths(list[1]).folder
        try "title: Book 2\nlanguage: en\nchapters: {summary: SUMMARY.md}\n".write(
            toFile: list[1], atomically: true, encoding: .utf8)
        try "# Summary\n\n* [A](a.md)\n".write(toFile: second + "/SUMMARY.md", atomically: true, encoding: .utf8)
        func statuses() throws -> [BatchResult.Status] {
            let run = try CommandRunner.epubbuild(["build"] + list + ["--incremental", "--json"])
            return try run.stdout.split(separator: "\n").map {
                try JSONDecoder().decode(BatchResult.self, from: Data($0.utf8)).status
            }
        }
        #expect(try statuses() == [.built, .built])
        #expect(try statuses() == [.unchanged, .unchanged])
        // A new override in book 1's templates folder: the folder existed, the file did not.
        try FileManager.default.createDirectory(atPath: folder + "/templates", withIntermediateDirectories: true)
        try "title: Book 1\nlanguage: en\ntemplates: templates\nchapters: [a.md]\n".write(
            toFile: list[0], atomically: true, encoding: .utf8)
        #expect(try statuses() == [.built, .unchanged])
        try FileManager.default.copyItem(
            atPath: TestPaths.templates + "/chapter.xsl", toPath: folder + "/templates/chapter.xsl")
        #expect(try statuses() == [.built, .unchanged])
        // A new entry in SUMMARY.md, with book.yaml and the chapters untouched.
        try "# B\n".write(toFile: second + "/b.md", atomically: true, encoding: .utf8)
        try "# Summary\n\n* [A](a.md)\n* [B](b.md)\n".write(
            toFile: second + "/SUMMARY.md", atomically: true, encoding: .utf8)
        #expect(try statuses() == [.unchanged, .built])
        // A changed macros file (math-macros:) changes what the formulas mean.
        try "\\RR:\\mathbb{R}\n".write(toFile: folder + "/macros.txt", atomically: true, encoding: .utf8)
        try "title: Book 1\nlanguage: en\ntemplates: templates\nmath-macros: macros.txt\nchapters: [a.md]\n".write(
            toFile: list[0], atomically: true, encoding: .utf8)
        #expect(try statuses() == [.built, .unchanged])
        #expect(try statuses() == [.unchanged, .unchanged])
        try "\\RR:\\mathbf{R}\n".write(toFile: folder + "/macros.txt", atomically: true, encoding: .utf8)
        #expect(try statuses() == [.built, .unchanged])
    }

    @Test func parallelBuildsGiveTheSameBytesAsSequentialOnes() throws {
        let list = try books(6)
        let options = BuildOptions(
            templatesDirectory: TestPaths.templates, modificationDate: Date(timeIntervalSince1970: 1_700_000_000))
        _ = BatchBuilder(options: options, jobs: 1, toolVersion: "test").run(list)
        let sequential = try list.map { try Data(contentsOf: URL(fileURLWithPath: Paths($0).epub)) }
        let results = BatchBuilder(options: options, jobs: 3, toolVersion: "test").run(list)
        #expect(results.allSatisfy { $0.status == .built })
        #expect(try list.map { try Data(contentsOf: URL(fileURLWithPath: Paths($0).epub)) } == sequential)
    }

    /// The folder of a book.yaml and the EPUB written beside it.
    private struct Paths {
        let folder: String
        let epub: String
        init(_ book: String) {
            folder = (book as NSString).deletingLastPathComponent
            epub = folder + "/" + (folder as NSString).lastPathComponent + ".epub"
        }
    }
}
