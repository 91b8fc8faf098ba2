/// `unpack --raw`: every entry of the container exactly as stored, except
/// those whose names would escape the target (reported, not written).
enum RawExtractor {
    static func extract(_ archive: EPUBArchive, to target: String, options: UnpackOptions) throws(BuildError) -> [Diagnostic] {
        let staging = try StagingDirectory(target: target, force: options.force)
        do {
            for name in archive.names { try staging.write(try archive.data(name), to: name) }
            try staging.commit()
        } catch {
            staging.discard()
            throw error
        }
        return archive.warnings
    }
}
