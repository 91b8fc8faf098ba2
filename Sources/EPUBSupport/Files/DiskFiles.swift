import Foundation

/// A book's files on the disk: what `epubbuild build` reads.
public struct DiskFiles: SourceFiles {
    public init() {}

    public func contents(atPath path: String) -> Data? {
        guard Paths.isRegularFile(path) else { return nil }
        return FileManager.default.contents(atPath: path)
    }

    public func head(atPath path: String, count: Int) -> Data? {
        guard Paths.isRegularFile(path), let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return try? handle.read(upToCount: count) ?? Data()
    }

    public func isFile(_ path: String) -> Bool { Paths.isRegularFile(path) }
    public func isFolder(_ path: String) -> Bool { Paths.isDirectory(path) }

    public func names(inFolder folder: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    }

    public func modificationDate(ofPath path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    public func diskPath(of path: String) -> String? { path }
}
