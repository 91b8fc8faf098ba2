import Foundation

/// The folders above a target: created when missing (`-o new/folder/book`),
/// and removed again when the build or unpack fails, so a failure leaves no trace.
package enum ParentFolders {
    /// Creates the missing folders above `path` (absolute); returns those it created, outermost first.
    package static func create(above path: String, stage: BuildStage = .extract) throws(BuildError) -> [String] {
        var missing: [String] = []
        var folder = Paths.directory(of: path)
        while folder.count > 1, !FileManager.default.fileExists(atPath: folder) {
            missing.insert(folder, at: 0)
            folder = Paths.directory(of: folder)
        }
        guard let deepest = missing.last else { return [] }
        do {
            try FileManager.default.createDirectory(atPath: deepest, withIntermediateDirectories: true)
        } catch {
            removeIfEmpty(missing)
            throw BuildError(
                .writeFailed, at: SourceLocation(path: Paths.display(deepest)), stage: stage,
                "cannot create the folder: \(FileError.describe(error))")
        }
        return missing
    }

    /// Removes those of `folders` that are empty, deepest first.
    package static func removeIfEmpty(_ folders: [String]) {
        for folder in folders.sorted(by: { $0.count > $1.count }) {
            guard (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true else { continue }
            try? FileManager.default.removeItem(atPath: folder)
        }
    }
}
