import Foundation
import Testing

/// `epubbuild serve` as an author sees it, in headless Chromium: an open page shows a saved edit without a manual
/// reload (the page's title, read from Chromium's DevTools HTTP endpoint), a failed build lays its errors over the
/// page at `file:line:col`, a warning shows at the chapter's line, and mending the book takes the overlay away (the
/// DOM after the page's script ran, `--dump-dom`).
@Suite(
    .enabled(
        if: !TestTier.isUnit && BrowserCheck.chromium != nil,
        "no chromium (make deps installs it), or the unit tier, which leaves Chromium to make test"))
struct ServeBrowserTests {
    private let folder = TestPaths.temporaryDirectory()
    private var book: String { folder + "/book" }
    private var chapter: String { book + "/chapters/01-getting-started.md" }

    /// A port nothing listens on, as the kernel hands one out.
    private static func freePort() throws -> Int {
        let result = try CommandRunner.run(
            "/usr/bin/env",
            [
                "python3", "-c",
                "import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])",
            ])
        return try #require(Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// The body at `url`, or nil when nothing answers (Python's urllib: FoundationNetworking's URLSession gets no
    /// answer from Chromium's DevTools endpoint).
    private static func fetch(_ url: String) -> String? {
        let result = try? CommandRunner.run(
            "/usr/bin/env",
            [
                "python3", "-c",
                "import sys, urllib.request; print(urllib.request.urlopen(sys.argv[1], timeout=5).read().decode())",
                url,
            ])
        return result?.status == 0 ? result?.stdout : nil
    }

    /// Waits up to `seconds` for `condition`.
    /// Waits until `condition` holds, or `seconds` have passed. Generous on purpose: the whole suite runs beside this
    /// test on two cores (a rebuild then waits its turn), the wait ends as soon as the condition holds, and serve's
    /// speed is measured by ServeCommandTests, not asserted here.
    private static func wait(_ seconds: TimeInterval = 60, _ condition: () throws -> Bool) rethrows -> Bool {
        let start = Date()
        while Date().timeIntervalSince(start) < seconds {
            if try condition() { return true }
            usleep(50_000)
        }
        return false
    }

    private func edit(_ file: String, _ old: String, _ new: String) throws {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacingOccurrences(of: old, with: new).write(toFile: file, atomically: true, encoding: .utf8)
    }

    /// The page's DOM once its script has polled the server a few times (virtual time runs while nothing loads).
    private func dom(_ page: String) throws -> String {
        try CommandRunner.run(
            BrowserCheck.chromium!,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=3000",
                "--user-data-dir=" + TestPaths.temporaryDirectory(), "--dump-dom", page,
            ]
        ).stdout
    }

    @Test func theOpenPageReloadsOnASaveAndShowsTheErrorsOfAFailedBuild() throws {
        #expect(try CommandRunner.epubbuild(["init", book]).status == 0)
        let base = "http://127.0.0.1:\(try Self.freePort())"
        let page = base + "/EPUB/text/01-getting-started.xhtml"
        let server = Process()
        server.executableURL = URL(fileURLWithPath: TestPaths.cli)
        server.arguments = ["serve", book, "--port", String(base.split(separator: ":").last!)]
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer { server.terminate() }
        let status = { Self.fetch(base + "/_epubbuild/status") ?? "" }
        #expect(Self.wait { status().contains("\"version\":1") }, "the first build is served")

        try expectTheOpenPageReloads(page)

        try edit(book + "/book.yaml", "02-next-steps.md", "02-gone.md")
        #expect(Self.wait { status().contains("02-gone.md") })
        let failed = try dom(page)
        #expect(failed.contains("The book did not build; this is the last good one."), "\(failed)")
        #expect(
            failed.contains(/book\.yaml:\d+:5: error: \[Load\] chapter file 'chapters\/02-gone\.md' does not exist/))

        try edit(book + "/book.yaml", "02-gone.md", "02-next-steps.md")
        #expect(Self.wait { status().contains("\"errors\":[]") })
        let mended = try dom(page)
        #expect(mended.contains("Getting Going") && !mended.contains("did not build"), "\(mended)")

        // Warnings (a broken link is one while writing) show in a box, at the chapter's line and column.
        try edit(chapter, "# Getting Going", "# Getting Going\n\nSee [nowhere](nowhere.md).")
        #expect(Self.wait { status().contains("nowhere.md") })
        let warned = try dom(page)
        #expect(
            warned.contains(/warning\(s\); click to put them away\.[\s\S]*01-getting-started\.md:3:15: warning:/),
            "\(warned)")
    }

    /// Chromium holds the page open; a save changes its title without anyone reloading it.
    private func expectTheOpenPageReloads(_ page: String) throws {
        let profile = TestPaths.temporaryDirectory()
        let browser = Process()
        browser.executableURL = URL(fileURLWithPath: BrowserCheck.chromium!)
        browser.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=" + profile, "--remote-debugging-port=0",
            page,
        ]
        browser.standardError = FileHandle.nullDevice
        browser.standardOutput = FileHandle.nullDevice
        try browser.run()
        defer {
            browser.terminate()
            browser.waitUntilExit()
        }
        // Chromium writes the port it took, then the browser's path, to DevToolsActivePort in its profile.
        var titles = ""
        let opened = Self.wait {
            let port = (try? String(contentsOfFile: profile + "/DevToolsActivePort", encoding: .utf8))?
                .split(separator: "\n").first
            titles = port.flatMap { Self.fetch("http://127.0.0.1:\($0)/json") } ?? ""
            return titles.contains("\"title\": \"Getting Started\"")
        }
        #expect(opened, "the page opened in Chromium: \(titles)")
        try edit(chapter, "# Getting Started", "# Getting Going")
        let port =
            try String(contentsOfFile: profile + "/DevToolsActivePort", encoding: .utf8)
            .split(separator: "\n").first ?? ""
        #expect(
            Self.wait {
                Self.fetch("http://127.0.0.1:\(port)/json")?.contains("\"title\": \"Getting Going\"") == true
            },
            "the open page shows the saved title without a reload by hand")
    }
}
