import EPUBBuild
import EPUBRead
import Foundation
import Testing

/// An EPUB built from the examples unpacks to a project that rebuilds to the same book.
@Suite struct ExampleRoundTripTests {
    @Test(arguments: ExampleBooksTests.examples)
    func exampleRoundTrips(_ name: String) throws {
        let (epub, _) = try TestBuild.build(TestBuild.example(name))
        try RoundTrip.expectRoundTrip(epub)
    }

    @Test(arguments: ExampleBooksTests.examples)
    func exampleFlattensToAWorkingPage(_ name: String) throws {
        let (epub, _) = try TestBuild.build(TestBuild.example(name))
        let page = TestPaths.temporaryDirectory() + "/book.html"
        let result = try CommandRunner.epubbuild(["unpack", epub, "--html", "-o", page])
        #expect(result.status == 0, "\(result.stderr)")
        try BrowserCheck.expectWorkingPage(page)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("<script"), "scripts are dropped")
        #expect(html.contains("src=\"data:image/png;base64,") || name != "field-guide", "images are embedded")
    }

    @Test func flattenedPageCanKeepItsImagesBesideIt() throws {
        let (epub, _) = try TestBuild.build(TestBuild.example("field-guide"))
        let folder = TestPaths.temporaryDirectory()
        let result = try CommandRunner.epubbuild(["unpack", epub, "--html", "--no-embed", "-o", folder + "/guide.html"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/guide_files/EPUB/media/images/pigeon.png"))
        #expect(
            try String(contentsOfFile: folder + "/guide.html", encoding: .utf8).contains(
                "src=\"guide_files/EPUB/media/images/pigeon.png\""))
        try BrowserCheck.expectWorkingPage(folder + "/guide.html")
    }

    @Test func infoReportsStableJSON() throws {
        let (epub, _) = try TestBuild.build(TestBuild.example("field-guide"))
        let result = try CommandRunner.epubbuild(["info", epub, "--json"])
        #expect(result.status == 0)
        let info = try JSONDecoder().decode(PublicationInfo.self, from: Data(result.stdout.utf8))
        #expect(info.title == "A Field Guide to Urban Birds")
        #expect(info.authors.map(\.name) == ["Mara Ellison"] && info.authors.first?.role == "aut")
        #expect(info.identifier == "urn:uuid:6f1d2c3e-8a4b-4c5d-9e6f-0a1b2c3d4e5f")
        #expect(
            info.language == "en" && info.version == "3.0" && info.layout == "reflowable" && info.navigation == "nav")
        #expect(info.counts.images == 2 && info.coverImage == "EPUB/media/images/cover.png")
        #expect(info.spine.first?.href == "EPUB/cover.xhtml")
        #expect(
            info.toc.map(\.title) == [
                "Preface", "Part One: Birds of Stone and Glass", "Part Two: Watching Well",
                "Appendix: A First-Month Checklist",
            ])
        // The same EPUB gives the same bytes: scripts can diff the output.
        #expect(try CommandRunner.epubbuild(["info", epub, "--json"]).stdout == result.stdout)
    }

    @Test func severalEPUBsUnpackIntoOneFolderEach() throws {
        let (first, _) = try TestBuild.build(TestBuild.example("field-guide"), name: "guide.epub")
        let (second, _) = try TestBuild.build(TestBuild.example("xhtml-essays"), name: "essays.epub")
        let out = TestPaths.temporaryDirectory() + "/out"
        let result = try CommandRunner.epubbuild(["unpack", first, second, "-o", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out + "/guide/book.yaml"))
        #expect(FileManager.default.fileExists(atPath: out + "/essays/book.yaml"))
    }

    @Test func refusesANonEmptyTargetUnlessForced() throws {
        let (epub, _) = try TestBuild.build(TestBuild.example("xhtml-essays"))
        let target = TestPaths.temporaryDirectory() + "/project"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        try "mine".write(toFile: target + "/notes.txt", atomically: true, encoding: .utf8)
        let refused = try CommandRunner.epubbuild(["unpack", epub, "-o", target])
        #expect(refused.status != 0)
        #expect(
            refused.stderr.contains(
                "error: [Extract] target folder exists and is not empty; pass --force to replace it"))
        #expect(FileManager.default.fileExists(atPath: target + "/notes.txt"))
        let forced = try CommandRunner.epubbuild(["unpack", epub, "-o", target, "--force"])
        #expect(forced.status == 0)
        #expect(FileManager.default.fileExists(atPath: target + "/book.yaml"))
    }
}
