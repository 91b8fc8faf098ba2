import EPUBBuild
import EPUBSupport
import Foundation
import Testing

/// Chapters a reading system shows that the build, reading the project, had refused: in UTF-32, in EBCDIC, in
/// UTF-16 without a byte order mark, in windows-1252 that says nothing, with no XHTML namespace, empty, or named
/// without an extension. `unpack -o` writes each so that the project builds, with a warning, and keeps its text.
/// The book is written here, as a folder (unpack reads one as it reads a zip).
@Suite struct UnreadableChapterRepairTests {
    /// Each chapter's file name, its bytes, and a word of its text the rebuilt book must hold.
    static let chapters: [(file: String, bytes: Data, word: String)] = [
        (
            "utf32.xhtml", Data([0xFF, 0xFE, 0x00, 0x00]) + page("Thirty-two").data(using: .utf32LittleEndian)!,
            "Thirty-two"
        ),
        ("utf16.xhtml", page("Sixteen").data(using: .utf16BigEndian)!, "Sixteen"),
        ("ebcdic.xhtml", ebcdic(page("Mainframe", encoding: "IBM037")), "Mainframe"),
        ("latin.xhtml", Data(page("Caf_").utf8).replacing(Data("_".utf8), with: Data([0xE9])), "Café"),
        (
            "bare.xhtml",
            Data(page("Namespaceless").replacing(" xmlns=\"http://www.w3.org/1999/xhtml\"", with: "").utf8),
            "Namespaceless"
        ),
        ("empty.xhtml", Data(), ""),
        ("chapter7", Data(page("Extensionless").utf8), "Extensionless"),
        // HTML 4 tag soup named `.html`, with a stylesheet and a picture the book lacks: repaired as an `.xhtml`
        // chapter is (its tag soup had been kept, and the project stopped at the missing files).
        (
            "soup.html",
            Data(
                ("<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\"><html><head><title>Soup</title>"
                    + "<link rel=stylesheet href=gone.css></head><body><h1>Soup</h1><p>Soup <a href=\"chapter7\">on</a>."
                    + "<br><img src=missing.gif alt=\"a picture\">"
                    + String(repeating: "<font face=Times>x</font>", count: 3) + "</body></html>").utf8), "Soup"
        ),
    ]

    static func page(_ word: String, encoding: String = "UTF-8") -> String {
        """
        <?xml version="1.0" encoding="\(encoding)"?>
        <html xmlns="http://www.w3.org/1999/xhtml"><head><title>\(word)</title></head>
        <body><h1>\(word)</h1><p>\(word) <a href="chapter7">on</a>.</p></body></html>
        """
    }

    /// `text` in EBCDIC (IBM037), by iconv: Foundation has no EBCDIC encoding.
    static func ebcdic(_ text: String) -> Data {
        let input = TestPaths.temporaryDirectory() + "/page.txt"
        try! text.write(toFile: input, atomically: false, encoding: .utf8)
        let output = input + ".ebcdic"
        _ = try! CommandRunner.run("/usr/bin/iconv", ["-f", "UTF-8", "-t", "IBM037", input, "-o", output])
        return FileManager.default.contents(atPath: output)!
    }

    /// The book as a folder: the chapters in the spine, each an XHTML item.
    static let book: String = {
        let folder = TestPaths.temporaryDirectory() + "/odd-chapters"
        let manifest = chapters.enumerated().map { index, chapter in
            "<item id=\"c\(index)\" href=\"\(chapter.file)\" media-type=\"application/xhtml+xml\"/>"
        }.joined()
        let spine = chapters.indices.map { "<itemref idref=\"c\($0)\"/>" }.joined()
        let files: [String: Data] = [
            "mimetype": Data("application/epub+zip".utf8),
            "META-INF/container.xml": Data(
                """
                <?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">\
                <rootfiles><rootfile full-path="OPS/package.opf" media-type="application/oebps-package+xml"/></rootfiles></container>
                """.utf8),
            "OPS/package.opf": Data(
                """
                <?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="2.0" unique-identifier="id">\
                <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:isbn:9780000000002</dc:identifier>\
                <dc:title>Odd Chapters</dc:title><dc:language>en</dc:language></metadata>\
                <manifest>\(manifest)</manifest><spine>\(spine)</spine></package>
                """.utf8),
        ].merging(chapters.map { ("OPS/" + $0.file, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        for (name, data) in files {
            let path = folder + "/" + name
            try! FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try! data.write(to: URL(fileURLWithPath: path))
        }
        return folder
    }()

    @Test func eachChapterIsWrittenSoThatTheProjectBuildsWithItsText() throws {
        let project = TestPaths.temporaryDirectory() + "/project"
        let unpack = try CommandRunner.epubbuild(["unpack", Self.book, "-o", project])
        #expect(unpack.status == 0, "\(unpack.stderr)")
        for warning in [
            "OPS/utf32.xhtml: warning: [Extract] in UTF-32LE, as it declares; written as UTF-8",
            "OPS/utf16.xhtml: warning: [Extract] in UTF-16BE, as it declares; written as UTF-8",
            "OPS/ebcdic.xhtml: warning: [Extract] in IBM037, as it declares; written as UTF-8",
            "OPS/latin.xhtml:2:60: warning: [Extract] not valid UTF-8: 3 bytes that no encoding it declares explains, taken as windows-1252",
            "OPS/bare.xhtml:2:1: warning: [Extract] its <html> is in no namespace",
            "OPS/empty.xhtml: warning: [Extract] the document is empty; written as a blank page",
            "<img src=\"missing.gif\">: the book does not hold 'OPS/missing.gif'",
            "<link href=\"gone.css\">: the book does not hold 'OPS/gone.css'",
            // One warning for a change made many times, counted.
            "kept as style \"font-family: Times\" (3 times, the first here)",
        ] {
            #expect(unpack.stderr.contains(warning), "\(warning)\n\(unpack.stderr)")
        }
        let yaml = try String(contentsOfFile: project + "/book.yaml", encoding: .utf8)
        #expect(yaml.contains("- file: chapter7\n  title: Extensionless\n  format: xhtml\n"), "\(yaml)")

        let epub = TestPaths.temporaryDirectory() + "/rebuilt.epub"
        let build = try CommandRunner.epubbuild(["build", project, "-o", epub])
        #expect(build.status == 0, "\(build.stderr)")
        let file = try EPUBFile(epub)
        let text = try file.spinePaths().map { try file.xml($0).root!.textContent }.joined(separator: "\n")
        for chapter in Self.chapters where !chapter.word.isEmpty {
            #expect(text.contains(chapter.word + " on."), "\(chapter.file): \(text)")
        }
        let report = try EPUBCheck.check(epub)
        #expect(report.isClean, "\(report.messages)")
    }

    /// Two chapters whose names differ only by case (`Chapter1.xhtml`, `chapter1.xhtml`, as zips made on Linux hold)
    /// are both kept, each with its own text, with a warning. The second had been skipped and the first read in its
    /// place: its text lost and the other's shown twice, with exit 0.
    @Test func chaptersWhoseNamesDifferOnlyByCaseAreBothKept() throws {
        let folder = TestPaths.temporaryDirectory() + "/twins"
        let files: [String: String] = [
            "mimetype": "application/epub+zip",
            "META-INF/container.xml":
                "<?xml version=\"1.0\"?><container version=\"1.0\" xmlns=\"urn:oasis:names:tc:opendocument:xmlns:container\">"
                + "<rootfiles><rootfile full-path=\"OPS/package.opf\" media-type=\"application/oebps-package+xml\"/></rootfiles></container>",
            "OPS/package.opf":
                "<?xml version=\"1.0\"?><package xmlns=\"http://www.idpf.org/2007/opf\" version=\"2.0\" unique-identifier=\"id\">"
                + "<metadata xmlns:dc=\"http://purl.org/dc/elements/1.1/\"><dc:identifier id=\"id\">urn:uuid:1</dc:identifier>"
                + "<dc:title>Twins</dc:title><dc:language>en</dc:language></metadata><manifest>"
                + "<item id=\"a\" href=\"Chapter1.xhtml\" media-type=\"application/xhtml+xml\"/>"
                + "<item id=\"b\" href=\"chapter1.xhtml\" media-type=\"application/xhtml+xml\"/></manifest>"
                + "<spine><itemref idref=\"a\"/><itemref idref=\"b\"/></spine></package>",
            "OPS/Chapter1.xhtml": Self.page("Upper"), "OPS/chapter1.xhtml": Self.page("Lower"),
        ]
        for (name, text) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let project = TestPaths.temporaryDirectory() + "/project"
        let unpack = try CommandRunner.epubbuild(["unpack", folder, "-o", project])
        #expect(unpack.status == 0 && unpack.stderr.contains("only by case: both are kept"), "\(unpack.stderr)")
        let epub = TestPaths.temporaryDirectory() + "/rebuilt.epub"
        #expect(try CommandRunner.epubbuild(["build", project, "-o", epub]).status == 0)
        let file = try EPUBFile(epub)
        let titles = try file.spinePaths().filter { $0.hasPrefix("EPUB/text/") }.map {
            try file.values("//h:h1", in: $0).joined()
        }
        #expect(titles == ["Upper", "Lower"])
    }

    /// `--html` reads the chapters as the project does.
    @Test func theFlattenedPageHoldsEveryChapter() throws {
        let page = TestPaths.temporaryDirectory() + "/book.html"
        let result = try CommandRunner.epubbuild(["unpack", Self.book, "--html", "-o", page])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        for chapter in Self.chapters where !chapter.word.isEmpty {
            #expect(html.contains(chapter.word), "\(chapter.file)")
        }
    }

    @Test func xmlsOwnEncodingSignaturesAreRead() {
        for (bytes, name) in [
            (Data([0x00, 0x00, 0xFE, 0xFF]), "UTF-32BE"), (Data([0x3C, 0x00, 0x00, 0x00]), "UTF-32LE"),
            (Data([0x00, 0x3C, 0x00, 0x3F]), "UTF-16BE"), (Data([0xFF, 0xFE, 0x3C, 0x00]), "UTF-16LE"),
        ] {
            #expect(DeclaredEncoding.declaredName(bytes) == name)
        }
        // UTF-16 without a byte order mark is valid UTF-8 too (NUL bytes between ASCII ones): read as UTF-16.
        let sixteen = "<?xml version=\"1.0\"?><p>é</p>".data(using: .utf16LittleEndian)!
        #expect(DeclaredEncoding.text(sixteen)?.text == "<?xml version=\"1.0\"?><p>é</p>")
        #expect(
            DeclaredEncoding.repairingUTF8(Data([0x61, 0x93, 0x62, 0x94, 0xC3, 0xA9, 0x81])) == ("a“b”é\u{FFFD}", 3))
    }
}
