import EPUBSupport
import Foundation

/// The single file `unpack --html` writes: checked before any work, written
/// beside the target under a hidden name, and renamed over it only when complete.
struct StagingFile {
    /// The absolute path of the target file.
    let target: String
    let path: String
    let createdFolders: [String]

    /// Refuses a target that is a folder, and an existing file unless `force`
    /// (never one of the EPUBs being unpacked).
    init(target: String, options: UnpackOptions) throws(BuildError) {
        let manager = FileManager.default
        let target = Paths.absolute(target, relativeTo: manager.currentDirectoryPath)
        self.target = target
        let shown = SourceLocation(path: Paths.display(target))
        if Paths.isDirectory(target) {
            throw BuildError(
                .targetExists, at: shown, stage: .flatten,
                "target is a folder and --html writes one file; name the file with -o (book.html), or choose another")
        }
        if manager.fileExists(atPath: target) {
            guard options.force else {
                throw BuildError(.targetExists, at: shown, stage: .flatten, "output exists; pass --force to replace it")
            }
            try ReplacementGuard.check(target, inputs: options.inputs)
        }
        createdFolders = try ParentFolders.create(above: target)
        path = Paths.hiddenSibling(of: target, suffix: ".partial-\(ProcessInfo.processInfo.processIdentifier)")
        TemporaryPaths.shared.register(staging: path, createdFolders: createdFolders)
    }

    /// Writes `data` and renames it over the target.
    func commit(_ data: Data) throws(BuildError) {
        do {
            try data.write(to: URL(fileURLWithPath: path))
            // rename(2) replaces the old file atomically: a reader sees the old page or the new one.
            if let failure = FileReplacement.move(path, over: target) {
                throw NSError(domain: NSPOSIXErrorDomain, code: Int(failure))
            }
        } catch {
            discard()
            throw BuildError(
                .writeFailed, at: SourceLocation(path: Paths.display(target)), stage: .flatten,
                "cannot write: \(FileError.describe(error))")
        }
        TemporaryPaths.shared.unregister(staging: path, createdFolders: createdFolders)
    }

    func discard() {
        try? FileManager.default.removeItem(atPath: path)
        ParentFolders.removeIfEmpty(createdFolders)
        TemporaryPaths.shared.unregister(staging: path, createdFolders: createdFolders)
    }
}
