import Foundation

/// Puts a finished file in place of the one it rebuilds.
package enum FileReplacement {
    /// rename(2)s `finished` over `target`, atomically: a reader sees the old
    /// file or the new one. The new file takes the old one's permission bits, so
    /// an EPUB its author made private (0600) stays private once rebuilt; a new
    /// target keeps the umask's. Returns errno on failure, nil on success.
    package static func move(_ finished: String, over target: String) -> Int32? {
        var old = stat()
        if lstat(target, &old) == 0, old.st_mode & S_IFMT == S_IFREG {
            _ = chmod(finished, old.st_mode & 0o7777)
        }
        return rename(finished, target) == 0 ? nil : errno
    }
}
