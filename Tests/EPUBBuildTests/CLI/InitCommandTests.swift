import Foundation
import Testing

/// `epubbuild init`: a starter book that builds clean as it is, and overwrites nothing.
@Suite struct InitCommandTests {
    /// In any language: the starter text, English, is marked so in a book of another (a Japanese one had warned of
    /// "10 passages in the Latin script" at its first build).
    @Test(arguments: [("de", "Inhalt"), ("ja", "目次"), ("en", "Contents")])
    func theStarterBookBuildsCleanAsItIs(language: String, contents: String) throws {
        let folder = TestPaths.temporaryDirectory() + "/my-first_book"
        let made = try CommandRunner.epubbuild(["init", folder, "--language", language, "--author", "Ann Author"])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
                ".gitignore", "book.yaml", "chapters", "images",
            ])
        let yaml = try String(contentsOfFile: folder + "/book.yaml", encoding: .utf8)
        #expect(yaml.contains("title: My First Book\n") && yaml.contains("authors: [Ann Author]\n"), "\(yaml)")
        #expect(yaml.components(separatedBy: "\n#").count > 5, "each key says what it does")
        let output = folder + "/book.epub"
        let built = try CommandRunner.epubbuild(["build", folder, "-o", output])
        #expect(built.status == 0 && built.stderr.isEmpty, "no warning: \(built.stderr)")
        let report = try EPUBCheck.check(output)
        #expect(report.fatals == 0 && report.errors == 0 && report.warnings == 0, "\(report.messages)")
        let nav = try EPUBFile(output).values("//h:nav[@id='toc']/h:h1", in: "EPUB/nav.xhtml")
        #expect(nav == [contents], "the book's language")
        let chapter = try EPUBFile(output).xml("EPUB/text/01-getting-started.xhtml")
        let marked = chapter.select("//h:div[@lang='en']//h:h1", namespaces: EPUBFile.namespaces).count
        #expect(marked == (language == "en" ? 0 : 1))
    }

    @Test func aTitleWithYAMLAndXMLSyntaxIsWrittenSafely() throws {
        let folder = TestPaths.temporaryDirectory()
        let title = "Tom & Jerry: <\"Cat\"> #1"
        let made = try CommandRunner.epubbuild(["init", folder, "--title", title])
        #expect(made.status == 0, "\(made.stderr)")
        let output = folder + "/book.epub"
        #expect(try CommandRunner.epubbuild(["build", folder, "-o", output]).status == 0)
        #expect(
            try EPUBFile(output).package().select("//dc:title", namespaces: EPUBFile.namespaces).map(\.textContent) == [
                title
            ])
    }

    @Test func anExistingBookIsNotOverwritten() throws {
        let folder = TestPaths.temporaryDirectory()
        try "title: Mine\n".write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(["init", folder])
        #expect(result.status != 0)
        #expect(
            result.stderr.contains(
                "book.yaml: error: [Load] already exists; init writes a new book and overwrites nothing"))
        #expect(try String(contentsOfFile: folder + "/book.yaml", encoding: .utf8) == "title: Mine\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/chapters"), "nothing written")
    }

    /// An option that would make a project its first build refuses or warns of is refused where it is typed.
    @Test(arguments: [
        (["--title", "  "], "--title is empty"),
        (
            ["--language", "english"],
            "--language 'english' names no registered language — did you mean 'en' (English)?"
        ),
    ])
    func optionsTheBuildWouldRefuseAreRefused(arguments: [String], message: String) throws {
        let folder = TestPaths.temporaryDirectory() + "/book"
        let result = try CommandRunner.epubbuild(["init", folder] + arguments)
        #expect(result.status != 0 && result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/book.yaml"), "nothing written")
    }
}
