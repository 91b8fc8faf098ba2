import Foundation

/// A book's files held in memory, by absolute path: a book built without
/// touching the disk (tests, a program that generates its books). Folders
/// are the paths' parents.
public struct MemoryFiles: SourceFiles {
    private let files: [String: Data]
    private let dates: [String: Date]
    private let folders: Set<String>

    /// `files` by absolute path; each file's modification date is `modified`.
    public init(_ files: [String: Data], modified: Date = Date(timeIntervalSince1970: 315_532_800)) {
        self.files = files
        dates = files.mapValues { _ in modified }
        var folders: Set<String> = ["/"]
        for path in files.keys {
            var folder = Paths.directory(of: path)
            while !folder.isEmpty, folder != "/", folders.insert(folder).inserted {
                folder = Paths.directory(of: folder)
            }
        }
        self.folders = folders
    }

    public func contents(atPath path: String) -> Data? { files[Self.normalized(path)] }
    public func head(atPath path: String, count: Int) -> Data? { contents(atPath: path).map { Data($0.prefix(count)) } }
    public func isFile(_ path: String) -> Bool { files[Self.normalized(path)] != nil }
    public func isFolder(_ path: String) -> Bool { folders.contains(Self.normalized(path)) }

    public func names(inFolder folder: String) -> [String] {
        let prefix = Self.normalized(folder) == "/" ? "/" : Self.normalized(folder) + "/"
        let below = (Array(files.keys) + Array(folders)).filter { $0.hasPrefix(prefix) && $0 != prefix }
        return Array(Set(below.map { String($0.dropFirst(prefix.count).prefix { $0 != "/" }) })).sorted()
    }

    public func modificationDate(ofPath path: String) -> Date? { dates[Self.normalized(path)] }
    public func diskPath(of path: String) -> String? { nil }

    private static func normalized(_ path: String) -> String { Paths.absolute(path, relativeTo: "/") }
}
