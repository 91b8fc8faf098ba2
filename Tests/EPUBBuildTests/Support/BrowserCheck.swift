import Foundation
import Testing

/// Loads a page in headless Chromium (Debian package `chromium`) and checks,
/// in the real DOM, that every image decoded, every in-page link has a
/// target, every table-of-contents link scrolls to its chapter, no script
/// ran (a script in a fixture reports itself with `top.postMessage('ran:…')`),
/// and that elements a fixture marks `data-expect-color="rgb(…)"` or
/// `data-expect-direction="rtl"` got that computed style.
enum BrowserCheck {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    struct Result: Decodable {
        var images: Int
        var broken: [String]
        var links: Int
        var dangling: [String]
        var toc: Int
        var notScrolled: [String]
        /// What scripts that ran reported, in order.
        var ran: [String]
        /// Elements whose computed style differs from the fixture's expectation.
        var wrongStyle: [String]
        /// Set when the page could not be inspected (it navigated away, say).
        var error: String?
    }

    /// `scriptsAllowed`: the page was made with --scripts, so scripts may run.
    @discardableResult
    static func expectWorkingPage(_ page: String, scriptsAllowed: Bool = false) throws -> Result? {
        guard let report = try report(page) else { return nil }
        #expect(report.error == nil, "the check failed in the page: \(report.error ?? "")")
        #expect(report.broken.isEmpty, "images that did not decode: \(report.broken)")
        #expect(report.dangling.isEmpty, "links without a target: \(report.dangling)")
        #expect(report.notScrolled.isEmpty, "TOC links that did not scroll: \(report.notScrolled)")
        #expect(report.wrongStyle.isEmpty, "computed styles: \(report.wrongStyle)")
        if !scriptsAllowed { #expect(report.ran.isEmpty, "scripts ran: \(report.ran)") }
        return report
    }

    /// What Chromium found in the page, without judging it; nil (with an issue recorded) when it could not run.
    static func report(_ page: String) throws -> Result? {
        // The unit tier leaves Chromium to `make test` (TestTier).
        if TestTier.isUnit { return nil }
        guard let chromium else {
            Issue.record("chromium is not installed (make deps installs it)")
            return nil
        }
        let folder = TestPaths.temporaryDirectory()
        let checker = folder + "/check.html"
        try checkerPage.write(toFile: checker, atomically: true, encoding: .utf8)
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
        guard let json = result.stdout.firstMatch(of: /<pre id="result">([^<]*)</)?.1,
            let report = try? JSONDecoder().decode(
                Result.self,
                from: Data(
                    String(json).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
                        of: "&amp;", with: "&"
                    ).utf8))
        else {
            Issue.record(
                "chromium gave no result for \(page): \(result.stdout.suffix(500)) \(result.stderr.suffix(500))")
            return nil
        }
        return report
    }

    /// Loads the page named by its query string in an iframe and reports as JSON in `<pre id="result">`.
    static let checkerPage = """
        <!DOCTYPE html>
        <html><body><pre id="result">pending</pre>
        <iframe id="book" style="width:1000px;height:800px"></iframe>
        <script>
        const frame = document.getElementById('book');
        const ran = [];
        window.addEventListener('message', event => ran.push(String(event.data)));
        const report = {images: 0, broken: [], links: 0, dangling: [], toc: 0, notScrolled: [], ran, wrongStyle: []};
        const show = () => document.getElementById('result').textContent = JSON.stringify(report);
        frame.addEventListener('load', () => setTimeout(() => { try {
          const doc = frame.contentDocument;
          const images = [...doc.images];
          const broken = images.filter(i => !(i.complete && i.naturalWidth > 0)).map(i => (i.getAttribute('src') || '').slice(0, 60));
          const links = [...doc.querySelectorAll('a[href^="#"]')];
          const target = a => doc.getElementById(decodeURIComponent(a.getAttribute('href').slice(1)));
          const dangling = links.filter(a => !target(a)).map(a => a.getAttribute('href'));
          const toc = [...doc.querySelectorAll('nav#toc a[href]')];
          const notScrolled = [];
          for (const a of toc) {
            const element = target(a);
            if (!element) { notScrolled.push(a.getAttribute('href')); continue; }
            frame.contentWindow.scrollTo(0, 0);
            a.click();
            const top = element.getBoundingClientRect().top;
            const atBottom = frame.contentWindow.scrollY + frame.contentWindow.innerHeight >= doc.documentElement.scrollHeight - 2;
            // A vertical chapter (writing-mode vertical-rl) is scrolled to along its own block
            // axis, the horizontal one; vertically it only has to be in view.
            const vertical = frame.contentWindow.getComputedStyle(element).writingMode.startsWith('vertical');
            const inView = top > -2 && top < frame.contentWindow.innerHeight;
            if ((vertical ? !inView : Math.abs(top) > 2) && !atBottom) notScrolled.push(a.getAttribute('href') + ' top=' + top);
          }
          const wrongStyle = [];
          for (const element of doc.querySelectorAll('[data-expect-color], [data-expect-direction]')) {
            const style = frame.contentWindow.getComputedStyle(element);
            for (const [key, property] of [['expectColor', 'color'], ['expectDirection', 'direction']]) {
              const expected = element.dataset[key];
              if (expected && style[property] !== expected) wrongStyle.push(element.textContent.trim().slice(0, 30) + ': ' + property + ' ' + style[property] + ', expected ' + expected);
            }
          }
          Object.assign(report, {images: images.length, broken, links: links.length, dangling, toc: toc.length, notScrolled, wrongStyle});
        } catch (error) { report.error = String(error); } show(); }, 500), {once: true});
        frame.src = decodeURIComponent(location.search.slice(1));
        </script></body></html>
        """
}
