import Foundation

/// What `--incremental` keeps beside an EPUB (`.NAME.epub.stamp`): a hash of
/// everything the build read — book.yaml, chapters, stylesheets, images,
/// templates — with the tool version and options, and the list of those files;
/// and a hash of the EPUB written. A book whose stamp still matches both is not
/// rebuilt: an EPUB since truncated, replaced or damaged is.
package struct BuildStamp: Codable, Equatable {
    package var hash: String
    package var inputs: [String]
    /// The SHA-1 of the EPUB as the build wrote it (nil in a stamp from before it was kept: rebuilt).
    package var output: String?

    package static func path(for output: String) -> String {
        Paths.hiddenSibling(of: output, suffix: ".stamp")
    }

    /// A stamp over `inputs` (absolute paths), nil when one can no longer be read.
    package static func make(inputs: [String], salt: String) -> BuildStamp? {
        var bytes = Array(salt.utf8)
        for input in Set(inputs).sorted() {
            guard let data = FileManager.default.contents(atPath: input) else { return nil }
            bytes += Array(input.utf8) + [0] + SHA1.hash([UInt8](data))
        }
        return BuildStamp(hash: hex(SHA1.hash(bytes)), inputs: Set(inputs).sorted())
    }

    /// This stamp, with the hash of the EPUB at `output` as it is now (nil when it cannot be read).
    package func written(to output: String) -> BuildStamp? {
        guard let data = FileManager.default.contents(atPath: output) else { return nil }
        var stamp = self
        stamp.output = Self.hex(SHA1.hash([UInt8](data)))
        return stamp
    }

    private static func hex(_ digest: [UInt8]) -> String {
        digest.map { String(format: "%02x", $0) }.joined()
    }

    package static func read(for output: String) -> BuildStamp? {
        guard let data = FileManager.default.contents(atPath: path(for: output)) else { return nil }
        return try? JSONDecoder().decode(BuildStamp.self, from: data)
    }

    package func write(for output: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try? encoder.encode(self).write(to: URL(fileURLWithPath: Self.path(for: output)), options: .atomic)
    }
}
