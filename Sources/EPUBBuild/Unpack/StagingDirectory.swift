import Foundation

/// A folder written beside its target under a hidden name and moved into
/// place only when complete, so a failed unpack leaves no half-written folder
/// and never touches what was there before.
struct StagingDirectory {
    let target: String
    let path: String

    /// Refuses an existing non-empty target unless `force`.
    init(target: String, force: Bool) throws(BuildError) {
        self.target = target
        let manager = FileManager.default
        if Paths.isRegularFile(target) {
            throw BuildError(at: SourceLocation(path: Paths.display(target)), stage: .extract, "target exists and is a file; choose another with -o")
        }
        if Paths.isDirectory(target), !((try? manager.contentsOfDirectory(atPath: target)) ?? []).isEmpty, !force {
            throw BuildError(at: SourceLocation(path: Paths.display(target)), stage: .extract,
                             "target folder exists and is not empty; pass --force to replace it")
        }
        let parent = Paths.directory(of: target)
        path = parent + "/." + (target as NSString).lastPathComponent + ".partial-\(ProcessInfo.processInfo.processIdentifier)"
        do {
            try? manager.removeItem(atPath: path)
            try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw BuildError(at: SourceLocation(path: Paths.display(parent)), stage: .extract, "cannot create a folder here: \(error.localizedDescription)")
        }
    }

    /// Writes `data` at `relative` (a checked container path) below the staging folder.
    func write(_ data: Data, to relative: String) throws(BuildError) {
        let file = path + "/" + relative
        do {
            try FileManager.default.createDirectory(atPath: Paths.directory(of: file), withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: file))
        } catch {
            throw BuildError(at: SourceLocation(path: Paths.display(target) + "/" + relative), stage: .extract,
                             "cannot write: \(error.localizedDescription)")
        }
    }

    /// Moves the finished folder into place, replacing an old one.
    func commit() throws(BuildError) {
        let manager = FileManager.default
        do {
            if manager.fileExists(atPath: target) { try manager.removeItem(atPath: target) }
            try manager.moveItem(atPath: path, toPath: target)
        } catch {
            discard()
            throw BuildError(at: SourceLocation(path: Paths.display(target)), stage: .extract, "cannot move the result into place: \(error.localizedDescription)")
        }
    }

    func discard() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
