import EPUBSupport
import Foundation
import ZipArchive

/// The Write stage: packs the files into an OCF zip container (OCF 3.3 §4).
///
/// The container is written in a hidden folder beside the output and renamed
/// over it only when complete, so a failed or interrupted build never leaves
/// a partial or damaged `.epub`, and a failed rebuild keeps the old one.
package struct OCFWriter {
    package static let mimetype = "application/epub+zip"

    /// The time every entry carries, so identical sources give identical bytes.
    package var modified: Date
    /// Where the book's own files (images, fonts, media) are read.
    package var files: any SourceFiles = DiskFiles()

    package init(modified: Date, files: any SourceFiles = DiskFiles()) {
        self.modified = modified
        self.files = files
    }

    package func write(_ files: [PackageFile], to output: String) throws(BuildError) {
        let shown = Paths.display(output)
        try refuseToReplaceNonEPUB(output, shown: shown)
        let created = try ParentFolders.create(above: output, stage: .write)
        // ZipArchiveWriter writes a temporary file beside the path it is given and renames it at
        // close(); giving it a path inside a hidden folder of ours means an interrupted
        // build (SIGINT, SIGTERM) leaves nothing that TemporaryPaths does not remove.
        let staging = Paths.hiddenSibling(of: output, suffix: ".partial-\(ProcessInfo.processInfo.processIdentifier)")
        let written = staging + "/" + Paths.lastComponent(output)
        TemporaryPaths.shared.register(staging: staging, createdFolders: created)
        defer {
            try? FileManager.default.removeItem(atPath: staging)
            TemporaryPaths.shared.unregister(staging: staging, createdFolders: created)
        }
        do {
            try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: false)
            try zip(files, to: written)
            // rename(2) replaces the old EPUB atomically: a reader sees the old book or the new one.
            if let failure = FileReplacement.move(written, over: output) {
                throw ZipError(path: output, message: FileError.describe(errno: failure))
            }
        } catch {
            ParentFolders.removeIfEmpty(created)
            let zipError = error as? ZipError
            let entry = zipError?.entry.map { " (entry \($0))" } ?? ""
            // A failed system call in our own words ("the disk is full"), as the build words every file error.
            let message =
                zipError.map { $0.systemError.map(FileError.describe(errno:)) ?? $0.message }
                ?? FileError.describe(error)
            throw BuildError(
                .writeFailed, at: SourceLocation(path: shown), stage: .write,
                "cannot write the EPUB: \(message)\(entry)")
        }
    }

    private func zip(_ files: [PackageFile], to path: String) throws(ZipError) {
        let timestamp = DOSTimestamp(modified)
        let archive = try ZipArchiveWriter(path: path)
        // OCF 3.3 §4.3: "The first file in the OCF ZIP Container MUST be the mimetype file",
        // stored uncompressed, with no extra field, so its bytes sit at offset 38.
        try archive.add("mimetype", data: Data(Self.mimetype.utf8), compression: .stored, modified: timestamp)
        for file in files {
            switch file.contents {
            case .data(let data):
                try archive.add(
                    file.path.string, data: data, compression: file.stored ? .stored : .deflated, modified: timestamp)
            case .deflated(let deflated):
                try archive.add(file.path.string, deflated: deflated, modified: timestamp)
            case .file(let source):
                // A file on disk is streamed: a book's video need not fit in memory.
                if let disk = self.files.diskPath(of: source) {
                    try archive.add(
                        file.path.string, contentsOf: disk, compression: file.stored ? .stored : .deflated,
                        modified: timestamp
                    )
                } else if let data = self.files.contents(atPath: source) {
                    try archive.add(
                        file.path.string, data: data, compression: file.stored ? .stored : .deflated,
                        modified: timestamp)
                } else {
                    throw ZipError(path: path, entry: file.path.string, message: "cannot read \(Paths.display(source))")
                }
            case .remote:
                continue
            }
        }
        try archive.close()
    }

    /// Never overwrite a file that is not a zip (a typo in `-o` must not destroy a manuscript).
    private func refuseToReplaceNonEPUB(_ output: String, shown: String) throws(BuildError) {
        guard FileManager.default.fileExists(atPath: output) else { return }
        guard Paths.isRegularFile(output),
            let handle = FileHandle(forReadingAtPath: output)
        else {
            throw BuildError(
                .outputNotEPUB, at: SourceLocation(path: shown), stage: .write,
                "output exists and is not a file; choose another path with -o")
        }
        defer { try? handle.close() }
        let magic = (try? handle.read(upToCount: 4)) ?? Data()
        guard magic == Data([0x50, 0x4B, 0x03, 0x04]) else {
            throw BuildError(
                .outputNotEPUB, at: SourceLocation(path: shown), stage: .write,
                "output exists and is not an EPUB; refusing to overwrite it — remove it or choose another path with -o")
        }
    }
}
