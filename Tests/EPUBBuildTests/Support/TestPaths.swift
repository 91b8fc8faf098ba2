import Foundation

/// Where tests find the repository, the built CLI, fixtures and the shared corpus.
enum TestPaths {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let templates = repository + "/Templates"
    static let examples = repository + "/Examples"
    static let fixtures = repository + "/Tests/EPUBBuildTests/Fixtures"
    /// `make test` builds the CLI before running the tests; `make test-tsan` points
    /// `EPUBBUILD_CLI` at its ThreadSanitizer build.
    static let cli = ProcessInfo.processInfo.environment["EPUBBUILD_CLI"] ?? repository + "/.build/debug/epubbuild"
    /// ../shared/corpus beside the clone; absent in a bare clone.
    static let corpus = URL(fileURLWithPath: repository + "/../shared/corpus").standardizedFileURL.path

    static func fixture(_ name: String) -> String { fixtures + "/" + name }

    /// A new empty folder, removed by the caller with `FileManager.removeItem`.
    static func temporaryDirectory() -> String {
        let path = NSTemporaryDirectory() + "epubbuild-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
