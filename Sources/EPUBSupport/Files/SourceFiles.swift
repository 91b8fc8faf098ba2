import Foundation

/// Where the build reads a book's files: book.yaml, the chapters, the
/// stylesheets, images, fonts and media. Every build stage reads through it,
/// so a book can be built from the disk (`DiskFiles`) or from memory
/// (`MemoryFiles`: tests, or a program that generates its books).
///
/// Paths are absolute. It is a file system rather than a container rooted at
/// the book's folder because a book may name files outside that folder
/// (`../shared/notes.md`, mdBook's `{{#include ../../src/main.rs}}`).
/// Templates are not read through it: libxslt opens a template and the
/// templates it includes itself.
public protocol SourceFiles: Sendable {
    /// The bytes of the file at `path`; nil when there is no such file.
    func contents(atPath path: String) -> Data?
    /// At most the first `count` bytes, for what a file's header tells (an image's size).
    func head(atPath path: String, count: Int) -> Data?
    func isFile(_ path: String) -> Bool
    func isFolder(_ path: String) -> Bool
    /// The names of the files and folders directly in `folder`.
    func names(inFolder folder: String) -> [String]
    func modificationDate(ofPath path: String) -> Date?
    /// A file on disk holding `path`'s bytes, which the Write stage streams
    /// into the zip without holding it in memory; nil when there is none.
    func diskPath(of path: String) -> String?
}

extension SourceFiles {
    /// The file at `path` as UTF-8 text; nil when it is missing or not UTF-8.
    package func text(atPath path: String) -> String? {
        contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// Why the system refuses to read the file at `path` though it may be there
    /// (`permission denied`, for the file or a folder on its way), in our words;
    /// nil when nothing stops reading it or there is no such file. A message that
    /// said the file does not exist, or is not an image, would send the author
    /// looking for the wrong thing.
    package func refusal(of path: String) -> String? {
        guard let disk = diskPath(of: path) else { return nil }
        var status = stat()
        guard stat(disk, &status) == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? nil : FileError.describe(errno: errno)
        }
        return access(disk, R_OK) == 0 ? nil : FileError.describe(errno: errno)
    }

    /// What to say of a file the build looked for at `path` and could not read:
    /// `does not exist (looked for …)`, or `cannot be read (…: permission denied)`.
    package func absence(of path: String) -> String {
        if let refusal = refusal(of: path) { return "cannot be read (\(Paths.display(path)): \(refusal))" }
        return "does not exist (looked for \(Paths.display(path)))"
    }

    /// What to say of a file at `path`, written `written`, whose bytes are no image the book can use:
    /// that it is not one, or that the system refuses to read it.
    package func notAnImage(_ written: String, at path: String) -> String {
        if let refusal = refusal(of: path) { return "'\(written)' cannot be read (\(refusal))" }
        return "'\(written)' is not an image: its content is not JPEG, PNG, GIF, WebP or SVG"
    }

    /// For a message about the missing file at `path` (written `written`): ` — did you mean '…'?` naming the file of
    /// its folder whose name is nearest, as the author would write it (`01-intr.md` → `01-intro.md`); or nothing.
    package func suggestion(forMissing path: String, written: String) -> String {
        let folder = Paths.directory(of: path)
        guard refusal(of: path) == nil,
            let nearest = NearestName.to(Paths.lastComponent(path), among: names(inFolder: folder), files: true)
        else {
            return ""
        }
        let writtenFolder = written.lastIndex(of: "/").map { String(written[...$0]) } ?? ""
        return " — did you mean '\(writtenFolder + nearest)'?"
    }
}
