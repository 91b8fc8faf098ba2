import Foundation

/// Files held in memory over another source (the disk): a book whose text came from standard input, as pandoc reads
/// it, with its pictures and stylesheets still on disk. A path held here is this file; any other is the base's.
public struct OverlayFiles: SourceFiles {
    private let base: any SourceFiles
    private let overlay: MemoryFiles
    private let paths: Set<String>

    /// `files` by absolute path, over `base`.
    public init(_ files: [String: Data], over base: any SourceFiles = DiskFiles()) {
        self.base = base
        overlay = MemoryFiles(files, modified: Date())
        paths = Set(files.keys.map { Paths.absolute($0, relativeTo: "/") })
    }

    private func holds(_ path: String) -> Bool { paths.contains(Paths.absolute(path, relativeTo: "/")) }

    public func contents(atPath path: String) -> Data? {
        holds(path) ? overlay.contents(atPath: path) : base.contents(atPath: path)
    }
    public func head(atPath path: String, count: Int) -> Data? {
        holds(path) ? overlay.head(atPath: path, count: count) : base.head(atPath: path, count: count)
    }
    public func isFile(_ path: String) -> Bool { holds(path) || base.isFile(path) }
    public func isFolder(_ path: String) -> Bool { base.isFolder(path) || overlay.isFolder(path) }
    public func names(inFolder folder: String) -> [String] {
        Array(Set(base.names(inFolder: folder) + overlay.names(inFolder: folder))).sorted()
    }
    public func modificationDate(ofPath path: String) -> Date? {
        holds(path) ? overlay.modificationDate(ofPath: path) : base.modificationDate(ofPath: path)
    }
    public func diskPath(of path: String) -> String? { holds(path) ? nil : base.diskPath(of: path) }
}
