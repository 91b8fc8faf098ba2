import EPUBBuild
import Foundation
import Testing

private let corpusEPUBs = TestPaths.corpus + "/epub"
private let corpusPresent = FileManager.default.fileExists(atPath: corpusEPUBs)

/// Every EPUB of ../shared/corpus/epub unpacks in all three modes; projects rebuild and pass epubcheck.
@Suite(.enabled(if: corpusPresent, "../shared/corpus is not beside this clone; skipping the corpus EPUBs"))
struct CorpusUnpackTests {
    static let books = ["idpf-childrens-literature", "idpf-haruko-html-jpeg", "idpf-moby-dick",
                        "idpf-regime-anticancer-arabic", "idpf-wasteland-otf-obf"]
    /// Its content documents are absent from the zip (only the package, CSS, a font and the NCX are stored).
    static let damaged = "idpf-kusamakura-japanese-vertical-writing"

    static func path(_ name: String) -> String { corpusEPUBs + "/" + name + ".epub" }

    @Test(arguments: books)
    func projectRoundTripsAndRebuildsClean(_ name: String) throws {
        try RoundTrip.expectRoundTrip(Self.path(name))
    }

    @Test(arguments: books + [damaged])
    func rawExtractsEveryEntryAsStored(_ name: String) throws {
        let target = TestPaths.temporaryDirectory() + "/raw"
        let result = try CommandRunner.epubbuild(["unpack", Self.path(name), "--raw", "-o", target])
        #expect(result.status == 0, "\(result.stderr)")
        let archive = try EPUBArchive(path: Self.path(name))
        for entry in archive.names {
            #expect(FileManager.default.contents(atPath: target + "/" + entry) == (try archive.data(entry)), "\(entry)")
        }
    }

    @Test func obfuscatedFontsAreRestored() throws {
        let target = TestPaths.temporaryDirectory() + "/wasteland"
        _ = try CommandRunner.epubbuild(["unpack", Self.path("idpf-wasteland-otf-obf"), "-o", target])
        let font = try #require(FileManager.default.contents(atPath: target + "/OldStandard-Regular.obf.otf"))
        // An OpenType font with CFF outlines starts with "OTTO"; the obfuscated bytes do not.
        #expect(font.prefix(4) == Data("OTTO".utf8))
    }

    @Test func theWasteLandKeepsItsSpineAndItsAlternateStylesheet() throws {
        let target = TestPaths.temporaryDirectory() + "/wasteland"
        let result = try CommandRunner.epubbuild(["unpack", Self.path("idpf-wasteland-otf-obf"), "-o", target])
        #expect(result.status == 0, "\(result.stderr)")
        let yaml = try String(contentsOfFile: target + "/book.yaml", encoding: .utf8)
        #expect(yaml.contains("cover: wasteland-cover.jpg\ncover-page: false\n"), "its spine has no cover page, so none is added")
        let chapter = try String(contentsOfFile: target + "/wasteland-content.xhtml", encoding: .utf8)
        #expect(chapter.contains("<link rel=\"alternate stylesheet\" type=\"text/css\" href=\"wasteland-night.css\" class=\"night\" title=\"night\"/>"))
    }

    @Test func flatteningNeverScansEmbeddedFonts() throws {
        // 1.6 MB of fonts become base64: stylesheets are scoped before they go in (it took 1.2 s when scoped after).
        let target = TestPaths.temporaryDirectory() + "/wasteland.html"
        let start = Date()
        let result = try CommandRunner.epubbuild(["unpack", Self.path("idpf-wasteland-otf-obf"), "--html", "-o", target])
        #expect(result.status == 0)
        #expect(Date().timeIntervalSince(start) < 0.6)
        let html = try String(contentsOfFile: target, encoding: .utf8)
        #expect(html.contains("src:url(\"data:application/vnd.ms-opentype;base64,T1RUTw"), "the de-obfuscated font starts with OTTO")
    }

    @Test func aDamagedBookExtractsWhatItCanAndSaysWhat() throws {
        let target = TestPaths.temporaryDirectory() + "/kusamakura"
        let result = try CommandRunner.epubbuild(["unpack", Self.path(Self.damaged), "-o", target])
        #expect(result.status == 0)
        #expect(result.stderr.contains("manifest item 'OPS/xhtml/一.xhtml' is missing from the archive; skipped"))
        #expect(result.stderr.contains("no content document could be recovered"))
        #expect(FileManager.default.fileExists(atPath: target + "/css/vertical.css"))
    }

    @Test(arguments: books + [damaged])
    func flattensToOneHTMLFile(_ name: String) throws {
        let target = TestPaths.temporaryDirectory() + "/\(name).html"
        let result = try CommandRunner.epubbuild(["unpack", Self.path(name), "--html", "-o", target])
        #expect(result.status == 0, "\(result.stderr)")
        try BrowserCheck.expectWorkingPage(target)
    }
}
