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

    /// A new empty folder, removed by the caller with `FileManager.removeItem`.
    static func temporaryDirectory() -> String {
        let path = NSTemporaryDirectory() + "epubbuild-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

/// `make test-unit` (EPUBBUILD_TEST_TIER=unit): the fast tier, under a minute. It runs every test but the
/// suites the Makefile skips, with the external judges left to `make test`: epubcheck (two Java runs of
/// seconds each per EPUB), Chromium and the real corpus. `make test` runs everything with all three.
enum TestTier {
    static let isUnit = ProcessInfo.processInfo.environment["EPUBBUILD_TEST_TIER"] == "unit"
}
