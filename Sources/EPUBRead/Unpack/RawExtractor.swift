import EPUBSupport

/// `unpack --raw`: every entry of the container exactly as stored, except
/// those whose names would escape the target or clash (reported, not written).
/// Entries are streamed to disk, so a large one never sits whole in memory.
enum RawExtractor {
    static func extract(_ archive: EPUBContainer, to target: String, options: UnpackOptions) throws(BuildError)
        -> [Diagnostic]
    {
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
}
