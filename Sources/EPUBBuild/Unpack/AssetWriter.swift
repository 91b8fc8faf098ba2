import Foundation

/// Resources of the flattened HTML: `data:` URIs, or files copied into the
/// `OUT_files/` folder beside it. Each resource is read once.
struct AssetWriter {
    let archive: EPUBArchive
    let manifest: [ManifestItem]
    let embed: Bool
    let staging: StagingDirectory?
    let folderName: String
    /// Obfuscated fonts (container path → algorithm) and the key they were obfuscated with.
    let obfuscated: [String: String]
    let identifier: String
    private var urls: [String: String] = [:]

    init(archive: EPUBArchive, publication: Publication, embed: Bool, staging: StagingDirectory?, folderName: String) {
        self.archive = archive
        self.manifest = publication.manifest
        self.obfuscated = publication.obfuscatedResources
        self.identifier = publication.metadata.identifier
        self.embed = embed
        self.staging = staging
        self.folderName = folderName
    }

    /// The URL the page uses for the container file at `path`, or nil when the archive lacks it.
    mutating func url(for path: String) throws(BuildError) -> String? {
        let file = ContainerPath.withoutFragment(path)
        if let url = urls[file] { return url }
        guard archive.contains(file) else { return nil }
        var data = try archive.data(file)
        if obfuscated[file] == FontDeobfuscator.idpfAlgorithm { data = FontDeobfuscator.deobfuscate(data, identifier: identifier) }
        let url: String
        if embed {
            let type = manifest.first { $0.href == file }?.mediaType ?? MediaType.of(file) ?? "application/octet-stream"
            url = "data:\(type);base64," + data.base64EncodedString()
        } else {
            try staging?.write(data, to: file)
            url = folderName + "/" + file.split(separator: "/").map { PackageLayout.encode(String($0)) }.joined(separator: "/")
        }
        urls[file] = url
        return url
    }

    /// A stylesheet's `url(…)`s pointed at the page's copies of fonts and images.
    mutating func rewriteURLs(in css: String, base: String) throws(BuildError) -> String {
        var output = ""
        var rest = css[...]
        while let match = rest.firstMatch(of: /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/) {
            output += rest[..<match.range.lowerBound]
            let value = String(match.output.1 ?? match.output.2 ?? match.output.3 ?? "")
            if !ReferenceURL(value).isExternal, !value.isEmpty, let url = try url(for: ContainerPath.resolve(value, from: base)) {
                output += "url(\"\(url)\")"
            } else {
                output += match.output.0
            }
            rest = rest[match.range.upperBound...]
        }
        return output + rest
    }
}
