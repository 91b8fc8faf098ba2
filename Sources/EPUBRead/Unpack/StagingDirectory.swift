import EPUBSupport
import Foundation

/// A folder written beside its target under a hidden name and moved into
/// place only when complete, so a failed or interrupted unpack leaves no
/// half-written folder and never touches what was there before.
struct StagingDirectory {
    /// The absolute path of the target folder.
    let target: String
    let path: String
    /// Folders above the target this unpack created; removed again on failure.
    let createdFolders: [String]

    /// Refuses a target that is a file, and an existing non-empty folder unless `force`
    /// (and even then one `ReplacementGuard` protects).
    init(target: String, options: UnpackOptions) throws(BuildError) {
        let manager = FileManager.default
        let target = Paths.absolute(target, relativeTo: manager.currentDirectoryPath)
        self.target = target
        let shown = SourceLocation(path: Paths.display(target))
        if Paths.isRegularFile(target) {
            throw BuildError(
                .targetExists, at: shown, stage: .extract, "target exists and is a file; choose a folder with -o")
        }
        if Paths.isDirectory(target), !((try? manager.contentsOfDirectory(atPath: target)) ?? []).isEmpty {
            guard options.force else {
                throw BuildError(
                    .targetExists, at: shown, stage: .extract,
                    "target folder exists and is not empty; pass --force to replace it")
            }
            try ReplacementGuard.check(target, inputs: options.inputs)
        }
        guard target != "/" else {
            throw BuildError(.targetRefused, at: shown, stage: .extract, "the root folder cannot be a target")
        }
        createdFolders = try ParentFolders.create(above: target)
        let parent = Paths.directory(of: target)
        path = Paths.hiddenSibling(of: target, suffix: ".partial-\(ProcessInfo.processInfo.processIdentifier)")
        TemporaryPaths.shared.register(staging: path, createdFolders: createdFolders)
        do {
            try? manager.removeItem(atPath: path)
            try manager.createDirectory(atPath: path, withIntermediateDirectories: false)
        } catch {
            discard()
            throw BuildError(
                .writeFailed, at: SourceLocation(path: Paths.display(parent)), stage: .extract,
                "cannot create a folder here: \(FileError.describe(error))")
        }
    }

    private func file(_ relative: String) throws(BuildError) -> String {
        TemporaryPaths.shared.checkpoint()
        let file = path + "/" + relative
        do {
            try FileManager.default.createDirectory(
                atPath: Paths.directory(of: file), withIntermediateDirectories: true)
        } catch {
            throw writeError(relative, error)
        }
        return file
    }

    private func writeError(_ relative: String, _ error: any Error) -> BuildError {
        BuildError(
            .writeFailed, at: SourceLocation(path: Paths.display(target) + "/" + relative), stage: .extract,
            "cannot write: \(FileError.describe(error))")
    }

    /// Writes `data` at `relative` (a checked container path) below the staging folder.
    func write(_ data: Data, to relative: String) throws(BuildError) {
        let file = try file(relative)
        do { try data.write(to: URL(fileURLWithPath: file)) } catch { throw writeError(relative, error) }
    }

    /// Streams the archive entry `name` to `relative`, one chunk in memory at
    /// a time; `transform` may change each chunk (it gets the chunk's offset in the entry).
    func copy(
        _ name: String, from archive: EPUBContainer, to relative: String,
        transform: (inout Data, _ offset: UInt64) throws(BuildError) -> Void = { _, _ in }
    ) throws(BuildError) {
        let file = try file(relative)
        guard FileManager.default.createFile(atPath: file, contents: nil),
            let handle = FileHandle(forWritingAtPath: file)
        else {
            // The system's reason: a name over 255 bytes (CJK web novels' chapter names) is "File name too long".
            let reason = String(cString: strerror(errno))
            let long = Paths.lastComponent(relative).utf8.count > 255
            throw BuildError(
                .writeFailed, at: SourceLocation(path: Paths.display(target) + "/" + relative), stage: .extract,
                "cannot write the file: \(reason)"
                    + (long
                        ? " (its name is \(Paths.lastComponent(relative).utf8.count) bytes; file systems take 255)"
                        : ""))
        }
        defer { try? handle.close() }
        var offset: UInt64 = 0
        try archive.read(name) { (chunk: Data) throws(BuildError) in
            var chunk = chunk
            try transform(&chunk, offset)
            offset += UInt64(chunk.count)
            TemporaryPaths.shared.checkpoint()
            do { try handle.write(contentsOf: chunk) } catch { throw writeError(relative, error) }
        }
    }

    /// Removes a file already written (an entry found unsafe while streaming).
    func remove(_ relative: String) {
        try? FileManager.default.removeItem(atPath: path + "/" + relative)
    }

    /// Moves the finished folder into place. An existing empty target keeps
    /// its identity (it may be the current folder: `-o .`) and receives the
    /// files; a non-empty one (`--force`) is set aside, replaced, then deleted.
    func commit() throws(BuildError) {
        let manager = FileManager.default
        let aside = Paths.hiddenSibling(of: target, suffix: ".old-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            if Paths.isDirectory(target), try manager.contentsOfDirectory(atPath: target).isEmpty {
                for name in try manager.contentsOfDirectory(atPath: path) {
                    try manager.moveItem(atPath: path + "/" + name, toPath: target + "/" + name)
                }
                try manager.removeItem(atPath: path)
            } else if manager.fileExists(atPath: target) {
                try manager.moveItem(atPath: target, toPath: aside)
                do { try manager.moveItem(atPath: path, toPath: target) } catch {
                    try? manager.moveItem(atPath: aside, toPath: target)
                    throw error
                }
                try? manager.removeItem(atPath: aside)
            } else {
                try manager.moveItem(atPath: path, toPath: target)
            }
        } catch {
            discard()
            throw BuildError(
                .writeFailed, at: SourceLocation(path: Paths.display(target)), stage: .extract,
                "cannot move the result into place: \(FileError.describe(error))")
        }
        TemporaryPaths.shared.unregister(staging: path, createdFolders: createdFolders)
    }

    /// Removes the staging folder and the parent folders this unpack created.
    func discard() {
        try? FileManager.default.removeItem(atPath: path)
        ParentFolders.removeIfEmpty(createdFolders)
        TemporaryPaths.shared.unregister(staging: path, createdFolders: createdFolders)
    }
}
