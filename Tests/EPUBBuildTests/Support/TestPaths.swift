import Foundation

/// Where tests find the repository, the built CLI, fixtures and the shared corpus.
enum TestPaths {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .path
    static let templates = repository + "/Templates"
    static let examples = repository + "/Examples"
    static let fixtures = repository + "/Tests/EPUBBuildTests/Fixtures"
    /// `make test` builds the CLI before running the tests; `make test-tsan` points
    /// `EPUBBUILD_CLI` at its ThreadSanitizer build.
    static let cli = ProcessInfo.processInfo.environment["EPUBBUILD_CLI"] ?? repository + "/.build/debug/epubbuild"
    /// ../shared/corpus beside the clone; absent in a bare clone, and left to `make test` by the unit tier.
    static let corpus =
        TestTier.isUnit
        ? repository + "/.no-corpus-in-the-unit-tier"
        : URL(fileURLWithPath: repository + "/../shared/corpus").standardizedFileURL.path

    static func fixture(_ name: String) -> String { fixtures + "/" + name }

    /// A new empty folder inside this test process's own scratch root. A caller may remove it early; whatever
    /// is left is removed by the next test run (see `scratchRoot`), so runs do not fill the disk.
    static func temporaryDirectory() -> String {
        let path = scratchRoot + "/" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A new temporary folder holding `files` (a path relative to it → its text), their folders made.
    static func folder(holding files: [String: String]) throws -> String {
        let folder = temporaryDirectory()
        for (name, text) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// `epubbuild-tests-<pid>` under the system's temporary folder. Swift Testing has no hook after the last
    /// test, so the first use of the root sweeps the roots of test processes that have ended.
    private static let scratchRoot: String = {
        // Without a trailing slash, so that paths the tests compare are written one way.
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).standardizedFileURL.path
        let prefix = "epubbuild-tests-"
        let files = FileManager.default
        for name in (try? files.contentsOfDirectory(atPath: base)) ?? [] where name.hasPrefix(prefix) {
            // kill(pid, 0) fails with ESRCH once that process is gone; a UUID-named folder of older runs has no pid.
            if let pid = Int32(name.dropFirst(prefix.count)), kill(pid, 0) == 0 || errno != ESRCH { continue }
            try? files.removeItem(atPath: base + "/" + name)
        }
        let root = base + "/" + prefix + String(getpid())
        try! files.createDirectory(atPath: root, withIntermediateDirectories: true)
        return root
    }()
}

/// `make test-unit` (EPUBBUILD_TEST_TIER=unit): the fast tier, under a minute. It runs every test but the
/// suites the Makefile skips, with the external judges left to `make test`: epubcheck (two Java runs of
/// seconds each per EPUB), Chromium and the real corpus. `make test` runs everything with all three.
enum TestTier {
    static let isUnit = ProcessInfo.processInfo.environment["EPUBBUILD_TEST_TIER"] == "unit"
}
