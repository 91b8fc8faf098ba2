import Foundation

/// What `--incremental` keeps beside an EPUB (`.NAME.epub.stamp`): a hash of
/// everything the build read — book.yaml, chapters, stylesheets, images,
/// templates — with the tool version and options, and the list of those files.
/// A book whose stamp still matches is not rebuilt.
package struct BuildStamp: Codable, Equatable {
    package var hash: String
    package var inputs: [String]

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
        let hash = SHA1.hash(bytes).map { String(format: "%02x", $0) }.joined()
        return BuildStamp(hash: hash, inputs: Set(inputs).sorted())
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
