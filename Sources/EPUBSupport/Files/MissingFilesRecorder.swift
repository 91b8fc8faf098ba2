import Foundation

/// Another source of files, noting each path a build looked for and did not find: `serve` watches them too, so
/// creating the picture or chapter a message said is missing is a save that rebuilds the book. It had been missed
/// until some other file was saved.
public final class MissingFilesRecorder: SourceFiles, @unchecked Sendable {
    private let base: any SourceFiles
    private let lock = NSLock()
    private var missing: Set<String> = []

    public init(over base: any SourceFiles = DiskFiles()) {
        self.base = base
    }

    /// The paths looked for in vain since the last call, which forgets them.
    public func takeMissing() -> [String] {
        lock.withLock {
            defer { missing = [] }
            return missing.sorted()
        }
    }

    private func noted<Value>(_ path: String, _ value: Value?) -> Value? {
        if value == nil { lock.withLock { _ = missing.insert(Paths.absolute(path, relativeTo: "/")) } }
        return value
    }

    public func contents(atPath path: String) -> Data? { noted(path, base.contents(atPath: path)) }
    public func head(atPath path: String, count: Int) -> Data? { noted(path, base.head(atPath: path, count: count)) }
    public func isFile(_ path: String) -> Bool { noted(path, base.isFile(path) ? true : nil) ?? false }
    public func isFolder(_ path: String) -> Bool { base.isFolder(path) }
    public func names(inFolder folder: String) -> [String] { base.names(inFolder: folder) }
    public func modificationDate(ofPath path: String) -> Date? { base.modificationDate(ofPath: path) }
    public func diskPath(of path: String) -> String? { base.diskPath(of: path) }
}
