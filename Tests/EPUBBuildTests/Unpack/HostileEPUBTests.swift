import EPUBBuild
import EPUBRead
import EPUBSupport
import Foundation
import Testing

/// Untrusted EPUBs: nothing is written outside the target, nothing expands
/// without bound, nothing reaches the file system through XML, and a failed
/// unpack leaves nothing behind. The hostile files are written by
/// Fixtures/hostile/make_hostile.py, once per test run.
@Suite struct HostileEPUBTests {
    /// A name an escaping entry would create beside the target (or in /tmp).
    static let escapeName = "epubbuild-escaped-\(UUID().uuidString).txt"

    static let folder: String = {
        let folder = TestPaths.temporaryDirectory()
        let result = try? CommandRunner.run(
            "/usr/bin/env", ["python3", TestPaths.fixture("hostile/make_hostile.py"), folder, escapeName])
        precondition(result?.status == 0, "make_hostile.py failed: \(result?.stderr ?? "python3 missing")")
        return folder
    }()

    static func epub(_ name: String) -> String { folder + "/" + name + ".epub" }

    enum Mode: String, CaseIterable { case project, raw, html }

    /// Unpacks into a fresh folder; returns the result and that folder.
    private func unpack(_ name: String, _ mode: Mode, extra: [String] = []) throws -> (CommandResult, String) {
        let parent = TestPaths.temporaryDirectory() + "/a/b"
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        let target = parent + (mode == .html ? "/book.html" : "/book")
        let flag = [Mode.raw: ["--raw"], .html: ["--html"], .project: []][mode]!
        return (try CommandRunner.epubbuild(["unpack", Self.epub(name), "-o", target] + flag + extra), parent)
    }

    /// Nothing but the target itself appeared, and nothing escaped to /tmp or above.
    private func expectContained(_ parent: String) throws {
        let root = ((parent as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let everything = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
        #expect(!everything.contains { $0.hasSuffix(Self.escapeName) }, "an entry escaped the target")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/" + Self.escapeName))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: parent).allSatisfy {
                $0 == "book" || $0 == "book.html"
            },
            "no partial folder is left")
    }

    @Test(arguments: [("zip-slip", "../../"), ("absolute-path", "/tmp/"), ("backslash", "..\\..\\")], Mode.allCases)
    func entriesThatWouldEscapeAreSkipped(_ attack: (name: String, prefix: String), mode: Mode) throws {
        let (result, parent) = try unpack(attack.name, mode)
        #expect(result.status == 0, "the rest of the book is readable: \(result.stderr)")
        #expect(
            result.stderr.contains(
                ":\(attack.prefix)\(Self.escapeName): warning: [Open] entry name could reach outside the target folder")
        )
        try expectContained(parent)
    }

    @Test(arguments: Mode.allCases)
    func symbolicLinksAreSkippedAndCaseTwinsKept(_ mode: Mode) throws {
        let (link, linkParent) = try unpack("symlink", mode)
        #expect(link.status == 0 && link.stderr.contains("EPUB/link.xhtml: warning: [Open] a symbolic link; skipped"))
        #expect(!FileManager.default.fileExists(atPath: linkParent + "/book/EPUB/link.xhtml"))
        // Two names differing only by case are both kept, each its own file (the second had been skipped and the
        // first read in its place: one chapter's text lost, another's twice); the raw mode, which keeps every name
        // and so would make one file of them on macOS and Windows, refuses, leaving nothing behind.
        let (clash, clashParent) = try unpack("case-clash", mode)
        if mode == .raw {
            #expect(clash.status == 1 && clash.stderr.contains("differ only by case"), "\(clash.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: clashParent).isEmpty)
        } else {
            #expect(
                clash.status == 0
                    && clash.stderr.contains(
                        "EPUB/Chapter.xhtml: warning: [Open] another entry's name differs from this one only by case: both are kept"
                    ), "\(clash.stderr)")
        }
    }

    /// OCF 3.3 §4.1.3 forbids control characters in names; printed, they are escaped, so that every message is one
    /// line of the tool's.
    @Test(arguments: Mode.allCases)
    func namesWithControlCharactersAreSkippedAndPrintedEscaped(_ mode: Mode) throws {
        let (result, parent) = try unpack("control-characters", mode)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "EPUB/é\\nbook.epub:1:1: error: forged diagnostic\\r.txt: warning: [Open] entry name holds control characters, which OCF 3.3 §4.1.3 forbids in file names; skipped"
            ), "\(result.stderr)")
        #expect(!result.stderr.split(separator: "\n").contains { $0.hasPrefix("book.epub") }, "no forged line")
        let written = FileManager.default.enumerator(atPath: parent)?.allObjects as? [String] ?? []
        #expect(!written.contains { $0.contains("forged") })
    }

    @Test(arguments: Mode.allCases)
    func aZipBombIsNotInflated(_ mode: Mode) throws {
        let start = Date()
        let (result, parent) = try unpack("bomb", mode)
        #expect(result.status == 0)
        #expect(
            result.stderr.contains(
                "EPUB/bomb.bin: warning: [Open] compression ratio 1028:1 is above the limit of 1000:1 (a zip bomb?); skipped"
            ))
        #expect(Date().timeIntervalSince(start) < 30)
        try expectContained(parent)
        // A tighter size limit refuses the whole book before anything is read.
        let (limited, limitedParent) = try unpack("bomb", mode, extra: ["--max-size", "100"])
        #expect(limited.status != 0)
        #expect(limited.stderr.contains("more than the limit of 104857600 (--max-size)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: limitedParent).isEmpty)
    }

    @Test(arguments: [Mode.raw, .project])
    func aLargeEntryIsStreamedNotHeldInMemory(_ mode: Mode) throws {
        // 256 MiB of zeros at 1023:1, allowed here: the peak memory must stay far below the entry's size.
        let parent = TestPaths.temporaryDirectory()
        let flag = mode == .raw ? ["--raw"] : []
        let measure =
            "import resource, subprocess, sys; r = subprocess.run(sys.argv[1:]); "
            + "print(r.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
        let result = try CommandRunner.run(
            "/usr/bin/env",
            [
                "python3", "-c", measure, TestPaths.cli, "unpack", Self.epub("large-entry"),
                "--max-ratio", "2000", "-o", parent + "/book",
            ] + flag)
        let numbers = result.stdout.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        #expect(numbers.first == 0, "\(result.stderr)")
        #expect((numbers.last ?? .max) < 100_000, "peak memory \(numbers.last ?? 0) KiB")
        let large = parent + "/book/" + (mode == .raw ? "EPUB/large.bin" : "large.bin")
        if mode == .raw {
            #expect((try? FileManager.default.attributesOfItem(atPath: large)[.size] as? Int) == 256 << 20)
        }
    }

    @Test(arguments: Mode.allCases)
    func clashingEntryNamesAreSkippedNotFatal(_ mode: Mode) throws {
        let (duplicate, _) = try unpack("duplicate-name", mode)
        #expect(duplicate.status == 0, "\(duplicate.stderr)")
        #expect(
            duplicate.stderr.contains(
                "duplicate-name.epub:EPUB/chapter.xhtml: warning: [Open] a second entry with the same name (the first one is used); skipped"
            ))
        let (clash, parent) = try unpack("file-and-folder", mode)
        #expect(clash.status == 0, "\(clash.stderr)")
        #expect(
            clash.stderr.contains(
                "file-and-folder.epub:EPUB/notes/a.txt: warning: [Open] its folder 'EPUB/notes' is a file in the archive; skipped"
            ))
        if mode == .raw {
            #expect(try String(contentsOfFile: parent + "/book/EPUB/notes", encoding: .utf8) == "a file")
        }
    }

    /// One rule for a damaged entry in every mode that writes files: the book is refused, and nothing
    /// is written, whether the entry is unused (`corrupt-entry`) or the chapter itself (`corrupt-chapter`:
    /// found by `make fuzz`, --html used to skip it with a warning and write the page without it).
    @Test(
        arguments: [("corrupt-entry", "EPUB/zz-corrupt.txt"), ("corrupt-chapter", "EPUB/chapter.xhtml")], Mode.allCases)
    func aDamagedEntryRefusesTheBookInEveryMode(_ damaged: (book: String, entry: String), mode: Mode) throws {
        let (result, parent) = try unpack(damaged.book, mode)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasSuffix("\(damaged.book).epub:\(damaged.entry): error: [Open] damaged entry: CRC error\n"),
            "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent).isEmpty, "nothing is written")
    }

    @Test func aSpineRepeatingOneDocumentGivesItOneSection() throws {
        let start = Date()
        let (result, parent) = try unpack("repeated-spine", .html)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.hasSuffix(
                "/repeated-spine.epub:EPUB/chapter.xhtml: warning: [Flatten] the spine lists this document 5000 times; it is in the page once\n"
            ))
        #expect(result.stderr.split(separator: "\n").count == 1)
        let page = try String(contentsOfFile: parent + "/book.html", encoding: .utf8)
        #expect(page.components(separatedBy: "<h1>Chapter</h1>").count - 1 == 1)
        #expect(page.utf8.count < 20_000)
        #expect(Date().timeIntervalSince(start) < 10)
    }

    /// Found by `make fuzz`: the project of a spine repeating one page 3 000 times took a minute to write, and did not
    /// build.
    @Test func aSpineRepeatingOneDocumentGivesAProjectThatBuilds() throws {
        let start = Date()
        let (result, parent) = try unpack("repeated-spine", .project)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.hasSuffix(
                "/repeated-spine.epub:EPUB/chapter.xhtml: warning: [Extract] the spine lists this document 5000 times; book.yaml lists it once, at its first place\n"
            ))
        #expect(Date().timeIntervalSince(start) < 10)
        let rebuilt = try CommandRunner.epubbuild(["build", parent + "/book/book.yaml", "-o", parent + "/rebuilt.epub"])
        #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
    }

    @Test func thePageIsHeldToTheSizeLimit() throws {
        // 2 000 uses of one embedded 50 KB picture: over the 1 MiB allowed here, so refused, and nothing is left. The
        // use that passes the limit stops the page, at that picture: the check had come after the chapter, once every
        // copy was in the tree (one picture shown 8 000 times had held 11 GB).
        let parent = TestPaths.temporaryDirectory()
        var options = UnpackOptions()
        options.limits.totalBytes = 1 << 20
        #expect {
            try Unpacker(options: options).unpack(Self.epub("repeated-image"), to: parent + "/book.html", mode: .html)
        } throws: { error in
            let diagnostic = (error as? BuildError)?.diagnostic
            return diagnostic?.message.hasPrefix("the page would pass the limit of 1048576 bytes (--max-size)") == true
                && diagnostic?.location.path.hasSuffix("repeated-image.epub:EPUB/pic.png") == true
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent).isEmpty)
        // Within the limit, the picture is embedded at each use.
        options.limits.totalBytes = 1 << 30
        _ = try Unpacker(options: options).unpack(Self.epub("repeated-image"), to: parent + "/book.html", mode: .html)
        #expect(
            try String(contentsOfFile: parent + "/book.html", encoding: .utf8).components(
                separatedBy: "data:image/png;base64,"
            ).count - 1 == 2000)
    }

    /// Foundation's path functions trapped on one-character names (`x`, `a/x`).
    @Test(arguments: Mode.allCases)
    func oneCharacterNamesAreOrdinaryNames(_ mode: Mode) throws {
        let (result, parent) = try unpack("one-character-names", mode)
        #expect(result.status == 0, "\(result.stderr)")
        if mode == .raw {
            #expect(try String(contentsOfFile: parent + "/book/x", encoding: .utf8) == "a file named x")
            #expect(try String(contentsOfFile: parent + "/book/a/x", encoding: .utf8) == "a file in a folder named a")
        }
        let info = try CommandRunner.epubbuild(["info", Self.epub("one-character-names")])
        #expect(info.status == 0 && info.stdout.contains("Hostile"), "\(info.stderr)")
    }

    /// A one-character book path and a one-character page name, relative to the working folder.
    @Test func oneCharacterPathsOnTheCommandLine() throws {
        let folder = TestPaths.temporaryDirectory()
        try FileManager.default.copyItem(atPath: Self.epub("one-character-names"), toPath: folder + "/a")
        let project = try CommandRunner.epubbuild(["unpack", "a"], in: folder)
        #expect(project.status == 0, "\(project.stderr)")
        #expect(
            FileManager.default.fileExists(atPath: folder + "/a-2/book.yaml"),
            "the project goes beside the book, not over it")
        #expect(
            project.stderr
                == "a: warning: [Extract] the book's name has no extension, so the target would be the book itself; written to a-2 instead\n"
        )
        let page = try CommandRunner.epubbuild(["unpack", "a", "--html", "-o", "h"], in: folder)
        #expect(page.status == 0, "\(page.stderr)")
        #expect(try String(contentsOfFile: folder + "/h", encoding: .utf8).contains("<h1>Chapter</h1>"))
        // Without -o, `h` is a second book (only a name ending .html is taken for the page): one clear error for it.
        let second = try CommandRunner.epubbuild(["unpack", "a", "--html", "h"], in: folder)
        #expect(second.status == 1)
        #expect(second.stderr.contains("h: error: [Open] not a zip archive"), "\(second.stderr)")
    }

    @Test func aFailedUnpackRemovesTheFoldersItCreated() throws {
        let folder = TestPaths.temporaryDirectory()
        let result = try CommandRunner.epubbuild(
            ["unpack", Self.epub("corrupt-entry"), "--raw", "-o", "left/over/target"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasSuffix("corrupt-entry.epub:EPUB/zz-corrupt.txt: error: [Open] damaged entry: CRC error\n"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty,
            "no partial folder, and left/over is gone too")
    }

    @Test(arguments: [("SIGTERM", SIGTERM), ("SIGINT", SIGINT), ("SIGHUP", SIGHUP)])
    func anInterruptedUnpackLeavesNothingBehind(_ name: String, _ signal: Int32) throws {
        let folder = TestPaths.temporaryDirectory()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TestPaths.cli)
        process.arguments = [
            "unpack", Self.epub("many-entries"), "--raw", "--max-entries", "200000", "-o", folder + "/new/target",
        ]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Wait until the hidden staging folder exists, so the signal lands mid-extraction.
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline,
            !((try? FileManager.default.contentsOfDirectory(atPath: folder + "/new")) ?? []).contains(where: {
                $0.contains(".partial-")
            })
        {
            usleep(20_000)
        }
        usleep(200_000)
        #expect(process.isRunning, "the extraction takes long enough to interrupt")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "\(name)")
        #expect(process.terminationStatus == 128 + signal)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "no .partial folder, no parent folder")
    }

    /// References that climb out of the book in a srcset, an SVG file's `<image>` and a stylesheet's `url()`: the
    /// project unpack wrote had kept them, and its build copied the file they named, from anywhere on this computer,
    /// into the new EPUB. They are taken out, with a warning each, and the project builds without them.
    @Test func referencesThatLeaveTheBookDoNotReachTheProject() throws {
        let secret = "/tmp/" + Self.escapeName + ".png"
        try Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgAAIAAAUAAQ0KLbQAAAAASUVORK5CYII=")!
            .write(to: URL(fileURLWithPath: secret))
        defer { try? FileManager.default.removeItem(atPath: secret) }
        let (result, parent) = try unpack("outside-references", .project)
        #expect(result.status == 0, "\(result.stderr)")
        for place in ["EPUB/chapter.xhtml", "EPUB/v.svg", "EPUB/s.css"] {
            #expect(result.stderr.contains(place) && result.stderr.contains("the path leaves the book's container"))
        }
        // In CSS wherever it is: a stylesheet, a <style> of the page or of an SVG file, a style attribute.
        let declarations = result.stderr.split(separator: "\n").filter { $0.hasSuffix("its declaration is removed") }
        #expect(declarations.count == 4, "\(result.stderr)")
        #expect(result.stderr.contains("EPUB/v.svg:1:1: warning: [Extract] '/tmp/"), "an absolute path too")
        let project = parent + "/book"
        let chapter = try String(contentsOfFile: project + "/chapter.xhtml", encoding: .utf8)
        #expect(chapter.contains("srcset=\"ok.png 1x\""), "the candidate inside the book stays")
        #expect(chapter.contains("<p style=\"color: red;\">Styled.</p>") && chapter.contains("h1 { color: black }"))
        #expect(!chapter.contains(Self.escapeName))
        #expect(try String(contentsOfFile: project + "/s.css", encoding: .utf8).contains("p { color: black }"))
        let output = parent + "/rebuilt.epub"
        let built = try CommandRunner.epubbuild(["build", project, "-o", output])
        #expect(built.status == 0, "\(built.stderr)")
        let names = try EPUBFile(output).entryNames
        #expect(!names.contains { $0.contains(Self.escapeName) || $0.contains("external") }, "\(names)")
    }

    /// A folder given as the book holding a FIFO: opening one waits for a writer forever, and `info` and `unpack` had
    /// hung. A FIFO is no file of a book: it is left out.
    @Test func aFIFOInAFolderIsLeftOut() throws {
        let folder = TestPaths.temporaryDirectory() + "/book"
        try FileManager.default.copyItem(atPath: TestPaths.fixture("epub/epub2-ncx"), toPath: folder)
        #expect(mkfifo(folder + "/OEBPS/extra.fifo", 0o644) == 0)
        let info = try CommandRunner.epubbuild(["info", folder])
        #expect(info.status == 0, "\(info.stderr)")
        let raw = TestPaths.temporaryDirectory() + "/raw"
        let unpacked = try CommandRunner.epubbuild(["unpack", folder, "--raw", "-o", raw])
        #expect(unpacked.status == 0, "\(unpacked.stderr)")
        #expect(!FileManager.default.fileExists(atPath: raw + "/OEBPS/extra.fifo"))
    }

    @Test func infoListsWhatUnpackWouldSkip() throws {
        let json = try CommandRunner.epubbuild(["info", Self.epub("zip-slip"), "--json"])
        #expect(json.status == 0)
        let info = try JSONDecoder().decode(PublicationInfo.self, from: Data(json.stdout.utf8))
        #expect(
            info.skipped == [
                SkippedEntry(
                    name: "../../" + Self.escapeName,
                    reason: "entry name could reach outside the target folder (absolute path, '..' or a drive)")
            ])
        #expect(json.stdout.contains("\"skipped\" : ["))
        let text = try CommandRunner.epubbuild(["info", Self.epub("zip-slip")])
        #expect(
            text.stdout.contains(
                """
                  skipped:     1 entry unpack would not write:
                    - ../../\(Self.escapeName): entry name could reach outside the target folder (absolute path, '..' or a drive)
                """))
    }

    @Test func tooManyEntriesAreRefused() throws {
        let (result, parent) = try unpack("many-entries", .raw)
        #expect(result.status != 0)
        #expect(result.stderr.contains("error: [Open] 100005 entries is more than the limit of 20000 (--max-entries)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent).isEmpty)
    }

    @Test(arguments: [Mode.project, .html])
    func externalEntitiesAreNeverLoaded(_ mode: Mode) throws {
        let (result, parent) = try unpack("xxe", mode)
        #expect(result.status != 0)
        #expect(
            result.stderr.contains(
                "EPUB/package.opf:1:1: error: [Open] not well-formed XML: its DOCTYPE declares the external entity '&xxe;' (file:///etc/passwd), which is never fetched"
            ),
            "\(result.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: parent).isEmpty,
            "nothing written, so nothing of /etc/passwd either")
    }

    @Test(arguments: [Mode.project, .html])
    func entityExpansionIsRefused(_ mode: Mode) throws {
        let start = Date()
        let (result, _) = try unpack("billion-laughs", mode)
        if mode == .project {
            // A chapter is never dropped with only a warning: unpack stops and names it.
            #expect(result.status == 1)
            #expect(
                result.stderr.contains(
                    "EPUB/chapter.xhtml:1:7: error: [Extract] Detected an entity reference loop — the document cannot be kept"
                ),
                "\(result.stderr)")
        } else {
            // The page stops too: the chapter left out, its text would have been lost with a warning.
            #expect(result.status == 1)
            #expect(result.stderr.contains("EPUB/chapter.xhtml: error: [Flatten] the chapter cannot be read"))
        }
        #expect(Date().timeIntervalSince(start) < 30)
    }

    @Test(arguments: [
        (
            "no-container",
            "no-container.epub: error: [Open] no META-INF/container.xml: this is not an EPUB (OCF 3.3 §3.5.1)"
        ),
        ("truncated", "truncated.epub: error: [Open] not a zip archive, or a damaged one: Not a zip archive"),
        ("not-a-zip", "not-a-zip.epub: error: [Open] not a zip archive, or a damaged one: Not a zip archive"),
    ])
    func aDamagedEPUBGivesOneClearMessage(name: String, message: String) throws {
        let (result, parent) = try unpack(name, .project)
        #expect(result.status != 0)
        #expect(result.stderr.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix(message))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent).isEmpty)
    }
}
