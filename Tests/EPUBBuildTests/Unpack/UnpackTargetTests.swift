import EPUBSupport
import Foundation
import Testing

/// Where `unpack` writes, and what `--force` may never replace.
@Suite struct UnpackTargetTests {
    /// A folder holding `book.epub` (a small fixture) and the user's `notes.txt`.
    private func userFolder() throws -> String {
        let folder = TestPaths.temporaryDirectory() + "/keep"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: try FixturePacker.pack("languages"), toPath: folder + "/book.epub")
        try "mine".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        return folder
    }

    private func expectUntouched(_ folder: String) throws {
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["book.epub", "notes.txt"])
    }

    @Test func forceNeverReplacesAFolderHoldingTheEPUBOrTheCurrentFolder() throws {
        let folder = try userFolder()
        let here = try CommandRunner.epubbuild(["unpack", "book.epub", "-o", folder, "--force"], in: folder)
        #expect(here.status == 1)
        // The target is the current folder, which messages name as ".".
        #expect(
            here.stderr
                == ".: error: [Extract] refusing to replace the target even with --force: it holds 'book.epub', an EPUB being unpacked — choose another with -o\n"
        )
        for target in [".", "./", ".."] {
            let result = try CommandRunner.epubbuild(
                ["unpack", "book.epub", "-o", target, "--force", "--raw"], in: folder)
            #expect(result.status == 1, "\(target)")
            #expect(
                result.stderr.contains("error: [Extract] refusing to replace the target even with --force: it holds"),
                "\(target): \(result.stderr)")
        }
        let fromElsewhere = try CommandRunner.epubbuild(
            ["unpack", folder + "/book.epub", "-o", Paths.parent(folder), "--force"],
            in: TestPaths.temporaryDirectory())
        #expect(fromElsewhere.stderr.contains("it holds '\(folder)/book.epub', an EPUB being unpacked"))
        let home = try CommandRunner.epubbuild([
            "unpack", folder + "/book.epub", "-o", NSHomeDirectory(), "--force", "--raw",
        ])
        #expect(home.stderr.contains("refusing to replace the target even with --force: it is your home folder"))
        let root = try CommandRunner.epubbuild(["unpack", folder + "/book.epub", "-o", "/", "--force", "--raw"])
        #expect(root.stderr.contains("refusing to replace the target even with --force: it is the root folder"))
        try expectUntouched(folder)
    }

    @Test func theCurrentFolderIsATargetWhenEmpty() throws {
        let epub = try FixturePacker.pack("languages")
        let empty = TestPaths.temporaryDirectory()
        let result = try CommandRunner.epubbuild(["unpack", epub, "-o", "."], in: empty)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: empty).sorted() == [
                "arabic.xhtml", "book.yaml", "english.xhtml", "style.css",
            ])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: Paths.parent(empty)).contains(
                (empty as NSString).lastPathComponent))
        let again = try CommandRunner.epubbuild(["unpack", epub, "-o", "./"], in: empty)
        #expect(again.status == 1)
        #expect(
            again.stderr.hasSuffix(
                "error: [Extract] target folder exists and is not empty; pass --force to replace it\n"))
    }

    @Test func htmlNeverReplacesAFolderNorAFolderAFile() throws {
        let epub = try FixturePacker.pack("languages")
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/pages/sub", withIntermediateDirectories: true)
        try "mine".write(toFile: folder + "/pages/sub/page.txt", atomically: true, encoding: .utf8)
        let html = try CommandRunner.epubbuild(["unpack", epub, "--html", "-o", "pages", "--force"], in: folder)
        #expect(html.status == 1)
        #expect(
            html.stderr
                == "pages: error: [Flatten] target is a folder and --html writes one file; name the file with -o (book.html), or choose another\n"
        )
        #expect(FileManager.default.fileExists(atPath: folder + "/pages/sub/page.txt"))
        try "mine".write(toFile: folder + "/project", atomically: true, encoding: .utf8)
        let project = try CommandRunner.epubbuild(["unpack", epub, "-o", "project", "--force"], in: folder)
        #expect(project.stderr == "project: error: [Extract] target exists and is a file; choose a folder with -o\n")
        let input = try CommandRunner.epubbuild(["unpack", epub, "--html", "-o", epub, "--force"])
        #expect(
            input.stderr.contains(
                "refusing to replace the target even with --force: it is '\(epub)', an EPUB being unpacked"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["pages", "project"])
    }

    @Test func htmlTargetsGetTheirParentFolders() throws {
        let epub = try FixturePacker.pack("languages")
        let folder = TestPaths.temporaryDirectory()
        let nested = try CommandRunner.epubbuild(["unpack", epub, "--html", "-o", "nodir/x/book.html"], in: folder)
        #expect(nested.status == 0, "\(nested.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/nodir/x/book.html"))
        let other = try FixturePacker.pack("adobe-font")
        let several = try CommandRunner.epubbuild(["unpack", epub, other, "--html", "-o", "newdir"], in: folder)
        #expect(several.status == 0, "\(several.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder + "/newdir").sorted() == [
                "adobe-font.html", "languages.html",
            ])
    }

    @Test func aLastHTMLArgumentNamesThePage() throws {
        let epub = try FixturePacker.pack("languages")
        let folder = TestPaths.temporaryDirectory()
        let result = try CommandRunner.epubbuild(["unpack", epub, "--html", "OUT.html"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "wrote OUT.html\n")
        #expect(try String(contentsOfFile: folder + "/OUT.html", encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
        // Without --html the same argument is a second book.
        let project = try CommandRunner.epubbuild(["unpack", epub, "OUT.html", "-o", "out"], in: folder)
        #expect(project.stderr.contains("OUT.html: error: [Open] not a zip archive"))
    }

    @Test func booksWithTheSameNameGetTheirOwnFolders() throws {
        let folder = TestPaths.temporaryDirectory()
        for (sub, fixture) in [("a", "languages"), ("b", "adobe-font")] {
            try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                atPath: try FixturePacker.pack(fixture), toPath: folder + "/\(sub)/book.epub")
        }
        let result = try CommandRunner.epubbuild(["unpack", "a/book.epub", "b/book.epub", "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "wrote out/book\nwrote out/book-2\n")
        #expect(
            result.stderr.contains(
                "b/book.epub: warning: [Extract] another book of this run has the same name; written to out/book-2 instead"
            ))
        #expect(
            try String(contentsOfFile: folder + "/out/book/book.yaml", encoding: .utf8).contains("title: Two Languages")
        )
        #expect(
            try String(contentsOfFile: folder + "/out/book-2/book.yaml", encoding: .utf8).contains(
                "title: An Adobe Font"))
    }
}

private enum Paths {
    static func parent(_ path: String) -> String { (path as NSString).deletingLastPathComponent }
}
