import EPUBSupport

/// `unpack --raw`: every entry of the container exactly as stored, except
/// those whose names would escape the target or clash (reported, not written).
/// Entries are streamed to disk, so a large one never sits whole in memory.
enum RawExtractor {
    static func extract(_ archive: EPUBContainer, to target: String, options: UnpackOptions) throws(BuildError)
        -> [Diagnostic]
    {
        try refuseCaseTwins(archive, target: target)
        let staging = try StagingDirectory(target: target, options: options)
        do {
            for name in archive.names { try staging.copy(name, from: archive, to: name) }
            try staging.commit()
        } catch {
            staging.discard()
            throw error
        }
        return archive.warnings
    }

    /// Two entries whose names differ only by case (`Chapter1.xhtml`, `chapter1.xhtml`, both chapters of the book)
    /// are one file on macOS and Windows: written as they are, one would replace the other. The project mode keeps
    /// both under names of their own; the raw mode, which keeps every name, refuses, saying so.
    private static func refuseCaseTwins(_ archive: EPUBContainer, target: String) throws(BuildError) {
        var seen: [String: String] = [:]
        for name in archive.names {
            guard let first = seen.updateValue(name, forKey: name.lowercased()) else { continue }
            throw BuildError(
                .unsafeEntry, at: SourceLocation(path: Paths.display(archive.path) + ":" + name), stage: .extract,
                "'\(first)' and '\(name)' differ only by case, and would be one file on macOS and Windows: unpack "
                    + "to a project (without --raw), which keeps both under names of their own")
        }
    }
}
