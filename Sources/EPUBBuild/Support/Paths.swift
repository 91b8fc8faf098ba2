import Foundation

/// Path helpers shared by the stages. Paths inside the library are absolute
/// and standardised; messages show them relative to the working directory.
enum Paths {
    /// `path` made absolute and normalised (`.` and `..` resolved, repeated
    /// slashes dropped) by string work alone: this runs for every link of a
    /// book, and Foundation's URL standardisation costs a file-system call each time.
    static func absolute(_ path: String, relativeTo directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        var parts: [Substring] = []
        // Split on the UTF-8 bytes: this runs for every link and resource of a book.
        for slice in joined.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            let part = Substring(slice)
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` as a user would type it from the current directory.
    static func display(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    static func isRegularFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func fileExtension(_ path: String) -> String {
        (path as NSString).pathExtension.lowercased()
    }

    static func stem(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    static func directory(of path: String) -> String {
        (path as NSString).deletingLastPathComponent
    }
}
