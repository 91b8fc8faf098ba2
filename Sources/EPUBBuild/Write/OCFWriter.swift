import Foundation
import ZipArchive

/// The Write stage: packs the files into an OCF zip container (OCF 3.3 §4).
///
/// libzip writes to a temporary file beside the output and renames it on
/// success, so a failed build never leaves a partial or damaged `.epub`.
struct OCFWriter {
    static let mimetype = "application/epub+zip"

    /// The time every entry carries, so identical sources give identical bytes.
    var modified: Date

    func write(_ files: [PackageFile], to output: String) throws(BuildError) {
        let shown = Paths.display(output)
        try refuseToReplaceNonEPUB(output, shown: shown)
        let folder = Paths.directory(of: output)
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw BuildError(at: SourceLocation(path: shown), stage: .write, "cannot create the folder '\(Paths.display(folder))' for the EPUB")
        }
        let timestamp = DOSTimestamp(modified)
        do {
            let archive = try ZipArchiveWriter(path: output)
            // OCF 3.3 §4.3: "The first file in the OCF ZIP Container MUST be the mimetype file",
            // stored uncompressed, with no extra field, so its bytes sit at offset 38.
            try archive.add("mimetype", data: Data(Self.mimetype.utf8), compression: .stored, modified: timestamp)
            for file in files {
                switch file.contents {
                case .data(let data):
                    try archive.add(file.path, data: data, compression: file.stored ? .stored : .deflated, modified: timestamp)
                case .file(let source):
                    try archive.add(file.path, contentsOf: source, compression: file.stored ? .stored : .deflated, modified: timestamp)
                case .remote:
                    continue
                }
            }
            try archive.close()
        } catch {
            throw BuildError(at: SourceLocation(path: shown), stage: .write, "cannot write the EPUB: \(error.message)\(error.entry.map { " (entry \($0))" } ?? "")")
        }
    }

    /// Never overwrite a file that is not a zip (a typo in `-o` must not destroy a manuscript).
    private func refuseToReplaceNonEPUB(_ output: String, shown: String) throws(BuildError) {
        guard FileManager.default.fileExists(atPath: output) else { return }
        guard Paths.isRegularFile(output),
              let handle = FileHandle(forReadingAtPath: output) else {
            throw BuildError(at: SourceLocation(path: shown), stage: .write, "output exists and is not a file; choose another path with -o")
        }
        defer { try? handle.close() }
        let magic = (try? handle.read(upToCount: 4)) ?? Data()
        guard magic == Data([0x50, 0x4B, 0x03, 0x04]) else {
            throw BuildError(at: SourceLocation(path: shown), stage: .write,
                             "output exists and is not an EPUB; refusing to overwrite it — remove it or choose another path with -o")
        }
    }
}
