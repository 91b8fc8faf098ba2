import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBRead

/// `unpack --html`: the page's own stylesheet, in the page's text and in Chromium's layout.
@Suite struct FlattenedPageStyleTests {
    @Test func thePageStyleComesBeforeTheBooksAndLoadsNothing() throws {
        let page = TestPaths.temporaryDirectory() + "/page.html"
        let result = try CommandRunner.epubbuild(["unpack", try FixturePacker.pack("languages"), "--html", "-o", page])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let styles = html.matches(of: /<style>([^<]*)<\/style>/).map { String($0.output.1) }
        #expect(styles.first == FlattenedPageStyle.css, "the page's style, verbatim, first")
        #expect(
            styles.count == 3 && styles.dropFirst().allSatisfy { $0.hasPrefix(":is(#c") },
            "then the book's, scoped: they win inside chapters")
        for rule in [
            "body { max-width: 48em; margin: 0 auto;", "img, svg, video { max-width: 100%; height: auto; }",
            "{ max-height: 100vh; object-fit: contain; }", "nav#toc ol { list-style: none;",
            "body > section.chapter + section.chapter { border-block-start: 1px solid #ccc;",
        ] {
            #expect(FlattenedPageStyle.css.contains(rule), "\(rule)")
        }
        for fetch in ["url(", "@import", "//", "<"] { #expect(!FlattenedPageStyle.css.contains(fetch), "\(fetch)") }
        #expect(
            html.contains("<nav id=\"toc\" dir=\"auto\"><h1>Two Languages</h1>"),
            "no dir in the nav document: the titles decide")
    }

    @Test func picturesFitTheWindowInChromium() throws {
        // No default CSS: only the page's style keeps these pictures in the window.
        let book = try Self.book(
            title: "Big Pictures", language: "en",
            files: [
                "images/wide.svg": Self.svg(width: 3000, height: 600),
                "images/cover.svg": Self.svg(width: 1200, height: 3000),
                "a.md": "# Wide\n\n![A wide picture](images/wide.svg)\n\nText.\n",
            ])
        let layout = try #require(try Self.layout(of: try Self.flatten(book)))
        #expect(layout.images.count == 2)
        for image in layout.images {
            #expect(
                image.width > 0 && image.width <= layout.windowWidth,
                "\(image.alt): \(image.width) wide in \(layout.windowWidth)")
        }
        let cover = try #require(layout.images.first { $0.alt.hasPrefix("Cover") })
        #expect(
            cover.height <= layout.windowHeight && abs(cover.width / cover.height - 0.4) < 0.01,
            "the whole cover, in its shape: \(cover.width)×\(cover.height) in \(layout.windowWidth)×\(layout.windowHeight)"
        )
        #expect(layout.pageWidth <= layout.windowWidth, "nothing scrolls sideways")
        #expect(layout.tocDirection == "ltr")
    }

    @Test func anArabicBooksContentsReadRightToLeft() throws {
        let book = try Self.book(title: "كتاب", language: "ar", files: ["a.md": "# فصل\n\nنص.\n"])
        let layout = try #require(try Self.layout(of: try Self.flatten(book)))
        #expect(layout.tocDirection == "rtl")
    }

    /// Builds a book from `files` with no default CSS, checks it with epubcheck, returns the EPUB.
    private static func book(title: String, language: String, files: [String: String]) throws -> String {
        let folder = TestPaths.temporaryDirectory()
        var yaml = "title: \(title)\nlanguage: \(language)\ndefault-css: false\nchapters: [a.md]\n"
        if files["images/cover.svg"] != nil { yaml += "cover: images/cover.svg\n" }
        try FileManager.default.createDirectory(atPath: folder + "/images", withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        try yaml.write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        let check = try EPUBCheck.check(epub)
        #expect(check.isClean, "\(check.messages)")
        return epub
    }

    private static func svg(width: Int, height: Int) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">"
            + "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#347\"/></svg>\n"
    }

    private static func flatten(_ epub: String) throws -> String {
        let page = TestPaths.temporaryDirectory() + "/page.html"
        let result = try CommandRunner.epubbuild(["unpack", epub, "--html", "-o", page])
        #expect(result.status == 0, "\(result.stderr)")
        return page
    }

    /// Where Chromium laid the page out in a small window (an iframe of 480×360 CSS pixels).
    struct Layout: Decodable {
        struct Image: Decodable { var alt: String; var width: Double; var height: Double }
        var windowWidth: Double
        var windowHeight: Double
        /// The document's scroll width: more than the window when something sticks out sideways.
        var pageWidth: Double
        var images: [Image]
        var tocDirection: String
    }

    private static func layout(of page: String) throws -> Layout? {
        guard let chromium = BrowserCheck.chromium else {
            Issue.record("chromium is not installed (make deps installs it)")
            return nil
        }
        let folder = TestPaths.temporaryDirectory()
        let checker = folder + "/layout.html"
        try layoutPage.write(toFile: checker, atomically: true, encoding: .utf8)
        let pageURL = URL(fileURLWithPath: page).absoluteString
        let result = try CommandRunner.run(
            chromium,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                "--virtual-time-budget=20000",
                "--user-data-dir=" + folder + "/profile", "--dump-dom",
                URL(fileURLWithPath: checker).absoluteString + "?"
                    + (pageURL.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? pageURL),
            ])
        guard let json = result.stdout.firstMatch(of: /<pre id="result">([^<]*)</)?.1 else {
            Issue.record(
                "chromium gave no result for \(page): \(result.stdout.suffix(500)) \(result.stderr.suffix(500))")
            return nil
        }
        let text = String(json).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
            of: "&amp;", with: "&")
        return try JSONDecoder().decode(Layout.self, from: Data(text.utf8))
    }

    /// Loads the page named by its query string in an iframe, once its images have decoded, and reports as JSON.
    private static let layoutPage = """
        <!DOCTYPE html>
        <html><body><pre id="result">pending</pre>
        <iframe id="book" style="width:480px;height:360px;border:0"></iframe>
        <script>
        const frame = document.getElementById('book');
        frame.addEventListener('load', () => setTimeout(() => {
          const doc = frame.contentDocument, view = frame.contentWindow;
          const images = [...doc.images].map(i => { const r = i.getBoundingClientRect(); return {alt: i.alt, width: r.width, height: r.height}; });
          document.getElementById('result').textContent = JSON.stringify({
            windowWidth: doc.documentElement.clientWidth, windowHeight: view.innerHeight,
            pageWidth: doc.documentElement.scrollWidth, images,
            tocDirection: view.getComputedStyle(doc.getElementById('toc')).direction});
        }, 500), {once: true});
        frame.src = decodeURIComponent(location.search.slice(1));
        </script></body></html>
        """
}
