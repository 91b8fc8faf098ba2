import Foundation
import ZipArchive

/// Packs an unpacked EPUB fixture folder into a zip, `mimetype` first and
/// stored, the rest in sorted order.
enum FixturePacker {
    static func pack(_ name: String) throws -> String {
        let folder = TestPaths.fixture("epub/" + name)
        let output = TestPaths.temporaryDirectory() + "/" + name + ".epub"
        let writer = try ZipArchiveWriter(path: output)
        let time = DOSTimestamp(Date(timeIntervalSince1970: 1_700_000_000))
        try writer.add("mimetype", data: Data("application/epub+zip".utf8), compression: .stored, modified: time)
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0 != "mimetype" && !isDirectory(folder + "/" + $0) }.sorted()
        for file in files {
            try writer.add(file, contentsOf: folder + "/" + file, compression: .deflated, modified: time)
        }
        try writer.close()
        return output
    }

    private static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }
}
