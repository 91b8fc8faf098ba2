import EPUBBuild
import EPUBRead
import Foundation
import Testing

private let corpusEPUBs = TestPaths.corpus + "/epub"
private let corpusPresent = FileManager.default.fileExists(atPath: corpusEPUBs)

/// Every EPUB of ../shared/corpus/epub unpacks in all three modes; projects rebuild and pass epubcheck.
@Suite(.enabled(if: corpusPresent, "../shared/corpus is not beside this clone; skipping the corpus EPUBs"))
struct CorpusUnpackTests {
    static let books = [
        "idpf-childrens-literature", "idpf-haruko-html-jpeg", "idpf-moby-dick",
        "idpf-regime-anticancer-arabic", "idpf-wasteland-otf-obf",
    ]
    /// Vertical Japanese whose manifest names two audio files the archive lacks.
    static let damaged = "idpf-kusamakura-japanese-vertical-writing"

    /// Every EPUB of the corpus, by name.
    static let all = ((try? FileManager.default.contentsOfDirectory(atPath: corpusEPUBs)) ?? [])
        .filter { $0.hasSuffix(".epub") }.map { String($0.dropLast(5)) }.sorted()

    static func path(_ name: String) -> String { corpusEPUBs + "/" + name + ".epub" }

    /// Acceptance of issue 13: every real EPUB's project rebuilds clean and keeps what a round trip must.
    @Test(arguments: all)
    func projectRoundTripsAndRebuildsClean(_ name: String) throws {
        try RoundTrip.expectRoundTrip(Self.path(name))
    }

    /// `unpack --html` holds every spine document's text, in the page's order
    /// (the linear chapters, then the others).
    @Test(arguments: all)
    func theHTMLPageKeepsAllOfTheText(_ name: String) throws {
        let target = TestPaths.temporaryDirectory() + "/book.html"
        let result = try CommandRunner.epubbuild(["unpack", Self.path(name), "--html", "-o", target])
        #expect(result.status == 0, "\(result.stderr)")
        let publication = try EPUBReader(path: Self.path(name)).read()
        let documents = publication.distinctReadingOrder.entries.filter { $0.item.mediaType == "application/xhtml+xml" }
        let texts = try RoundTrip.spineText(publication, Self.path(name))
        let ordered = zip(documents, texts).filter { $0.0.linear } + zip(documents, texts).filter { !$0.0.linear }
        let page = String(RoundTrip.visibleText(of: try Data(contentsOf: URL(fileURLWithPath: target))))
        var from = page.startIndex
        for (document, text) in ordered where !text.isEmpty {
            guard let found = page.range(of: String(text), range: from..<page.endIndex) else {
                Issue.record("\(document.item.href): its \(text.count) characters are not in the page, in order")
                continue
            }
            from = found.upperBound
        }
    }

    @Test(arguments: books + [damaged])
    func rawExtractsEveryEntryAsStored(_ name: String) throws {
        let target = TestPaths.temporaryDirectory() + "/raw"
        let result = try CommandRunner.epubbuild(["unpack", Self.path(name), "--raw", "-o", target])
        #expect(result.status == 0, "\(result.stderr)")
        let archive = try EPUBContainer(path: Self.path(name))
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
        #expect(
            yaml.contains("cover: wasteland-cover.jpg\ncover-page: false\n"),
            "its spine has no cover page, so none is added")
        let chapter = try String(contentsOfFile: target + "/wasteland-content.xhtml", encoding: .utf8)
        #expect(
            chapter.contains(
                "<link rel=\"alternate stylesheet\" type=\"text/css\" href=\"wasteland-night.css\" class=\"night\" title=\"night\"/>"
            ))
    }

    @Test func flatteningEmbedsDeobfuscatedFonts() throws {
        // Stylesheets are scoped before the fonts go in as base64, so the scoper never scans 1.6 MB of font data.
        let target = TestPaths.temporaryDirectory() + "/wasteland.html"
        let result = try CommandRunner.epubbuild([
            "unpack", Self.path("idpf-wasteland-otf-obf"), "--html", "-o", target,
        ])
        #expect(result.status == 0)
        let html = try String(contentsOfFile: target, encoding: .utf8)
        #expect(
            html.contains("src:url(\"data:application/vnd.ms-opentype;base64,T1RUTw"),
            "the de-obfuscated font starts with OTTO")
    }

    @Test func harukoKeepsItsFixedLayoutThroughTheRoundTrip() throws {
        let target = TestPaths.temporaryDirectory() + "/haruko"
        let unpacked = try CommandRunner.epubbuild(["unpack", Self.path("idpf-haruko-html-jpeg"), "-o", target])
        #expect(unpacked.status == 0, "\(unpacked.stderr)")
        let yaml = try String(contentsOfFile: target + "/book.yaml", encoding: .utf8)
        #expect(
            yaml.contains("page-progression: rtl\nlayout: pre-paginated\norientation: portrait\nspread: landscape\n"))
        #expect(yaml.contains("- file: xhtml/p02.xhtml\n    page-spread: right\n"))
        #expect(yaml.contains("page-spread: left\n  layout: reflowable\n"), "its afterword overrides the book's layout")

        let info = try CommandRunner.epubbuild(["info", "--json", Self.path("idpf-haruko-html-jpeg")])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any])
        #expect(
            json["layout"] as? String == "pre-paginated" && json["orientation"] as? String == "portrait"
                && json["spread"] as? String == "landscape" && json["pageProgressionDirection"] as? String == "rtl")

        let epub = TestPaths.temporaryDirectory() + "/haruko.epub"
        let built = try CommandRunner.epubbuild(["build", target + "/book.yaml", "-o", epub])
        #expect(built.status == 0, "\(built.stderr)")
        let opf = try EPUBFile(epub).package()
        let ns = EPUBFile.namespaces
        #expect(
            opf.select("//opf:meta[starts-with(@property, 'rendition:')]", namespaces: ns).map(\.textContent)
                == ["pre-paginated", "portrait", "landscape"])
        #expect(opf.select("//opf:spine/@page-progression-direction", namespaces: ns).map(\.textContent) == ["rtl"])
        let properties = opf.select("//opf:itemref/@properties", namespaces: ns).map(\.textContent)
        #expect(
            properties.count == 13 && properties.first == "page-spread-left"
                && properties.last == "rendition:layout-reflowable page-spread-left")
        let page = String(decoding: try EPUBFile(epub).data("EPUB/text/p01.xhtml"), as: UTF8.self)
        #expect(page.contains("<meta name=\"viewport\" content=\"width=600, height=837\"/>"))
        #expect(!page.contains("chapter-title"), "a fixed-layout page gets no title drawn over it")
    }

    @Test func aDamagedBookExtractsWhatItCanAndSaysWhat() throws {
        let target = TestPaths.temporaryDirectory() + "/kusamakura"
        let result = try CommandRunner.epubbuild(["unpack", Self.path(Self.damaged), "-o", target])
        #expect(result.status == 0, "\(result.stderr)")
        for audio in ["fmse004b", "ulnr0036"] {
            #expect(
                result.stderr.contains("manifest item 'OPS/audio/\(audio).mp3' is missing from the archive; skipped"))
        }
        #expect(FileManager.default.fileExists(atPath: target + "/css/vertical.css"))
        #expect(
            FileManager.default.fileExists(atPath: target + "/xhtml/一.xhtml"),
            "the chapters with Japanese names are kept")
    }

    /// Books whose spine holds pictures: JPEG pages, SVG pages.
    static let pictureBooks = ["idpf-haruko-jpeg", "idpf-svg-in-spine"]

    @Test(arguments: books + [damaged] + pictureBooks)
    func flattensToOneHTMLFile(_ name: String) throws {
        let target = TestPaths.temporaryDirectory() + "/\(name).html"
        let result = try CommandRunner.epubbuild(["unpack", Self.path(name), "--html", "-o", target])
        #expect(result.status == 0, "\(result.stderr)")
        try BrowserCheck.expectWorkingPage(target)
        if Self.pictureBooks.contains(name) {
            let html = try String(contentsOfFile: target, encoding: .utf8)
            #expect(html.contains("class=\"chapter picture\""), "the spine's pictures are pages of the page")
        }
    }
}
