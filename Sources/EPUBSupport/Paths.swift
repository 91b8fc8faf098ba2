import Foundation

/// Path helpers shared by the stages. Paths inside the library are absolute
/// and standardised; messages show them relative to the working directory.
public enum Paths {
    /// `path` made absolute and normalised (`.` and `..` resolved, repeated
    /// slashes dropped) by string work alone: this runs for every link of a
    /// book, and Foundation's URL standardisation costs a file-system call each time.
    public static func absolute(_ path: String, relativeTo directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        if isNormalized(joined) { return joined }
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

    /// Whether `path` is already what `absolute` makes of it: no empty, `.` or `..` segment (no `//`, no `/.`
    /// at all, which also sends a hidden file's path the long way) and no `/` at its end. Most are, and this
    /// settles them in one pass over the bytes rather than splitting and joining the path.
    private static func isNormalized(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var previous: UInt8 = 0
        for byte in path.utf8 {
            if previous == slash && (byte == slash || byte == dot) { return false }
            previous = byte
        }
        return path.utf8.first == slash && (previous != slash || path.utf8.count == 1)
    }

    /// `path` as a user would type it from the current directory.
    package static func display(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        if path + "/" == prefix { return "." }
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    package static func isRegularFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    package static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    // The path pieces below are plain string work. Foundation's NSString
    // versions (`deletingLastPathComponent` and its kin) trap on some
    // one-character paths read from a zip entry or typed by a user (`x`,
    // `a/x`), and every path here may come from an untrusted archive.
    // They search the UTF-8 bytes for `/` and `.`, as the file system splits a
    // path: a search by Character walks grapheme breaks, and these run for
    // every link of a book, on names as long as an author (or an attacker)
    // writes them.

    /// The last component, trailing slashes ignored: `a/b.txt` → `b.txt`, `a/b/` → `b`, `/` → `/`.
    public static func lastComponent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(Substring(path))
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.utf8.lastIndex(of: slash) else { return String(trimmed) }
        return String(trimmed[trimmed.utf8.index(after: slash)...])
    }

    /// The folder part: `a/b.txt` → `a`, `/tmp` → `/`, `b.txt` → `` (empty: the current folder).
    public static func directory(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(Substring(path))
        guard let slash = trimmed.utf8.lastIndex(of: slash) else { return "" }
        let folder = withoutTrailingSlashes(trimmed[..<slash])
        return folder.isEmpty ? "/" : String(folder)
    }

    /// The extension of the last component (lowercased unless asked not to); none for `.hidden` or `name.`.
    public static func fileExtension(_ path: String, lowercased: Bool = true) -> String {
        let name = lastComponent(path)
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
        let suffix = String(name[name.utf8.index(after: dot)...])
        return lowercased ? suffix.lowercased() : suffix
    }

    /// The last component without its extension: `a/b.tar.gz` → `b.tar`.
    public static func stem(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// `path` without the extension of its last component: `a/b.txt` → `a/b`.
    public static func deletingExtension(_ path: String) -> String {
        let folder = directory(of: path)
        let stem = stem(path)
        if folder.isEmpty { return stem }
        return folder == "/" ? "/" + stem : folder + "/" + stem
    }

    /// A hidden name beside `path` for work in progress or a stamp: `/a/b.epub` → `/a/.b.epub` + `suffix`.
    package static func hiddenSibling(of path: String, suffix: String) -> String {
        let folder = directory(of: path)
        let name = "." + lastComponent(path) + suffix
        if folder.isEmpty { return name }
        return folder == "/" ? "/" + name : folder + "/" + name
    }

    private static let slash = UInt8(ascii: "/")

    private static func withoutTrailingSlashes(_ path: Substring) -> Substring {
        var trimmed = path
        while trimmed.utf8.count > 1, trimmed.utf8.last == slash {
            trimmed = trimmed[..<trimmed.utf8.index(before: trimmed.endIndex)]
        }
        return trimmed
    }
}
