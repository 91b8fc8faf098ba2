import EPUBModel
import EPUBSupport
import Foundation

/// Resources of the flattened HTML: `data:` URIs, or files copied into the
/// `OUT_files/` folder beside it. Each resource is read once; fonts are
/// de-obfuscated, and an Adobe-obfuscated one is reported.
struct AssetWriter {
    let archive: EPUBContainer
    let manifest: [ManifestItem]
    let embed: Bool
    let staging: StagingDirectory?
    let folderName: String
    /// Obfuscated fonts (container path → algorithm) and the key they were obfuscated with.
    let obfuscated: [ContainerPath: String]
    let identifiers: [String]
    private var urls: [ContainerPath: String] = [:]
    private(set) var warnings: [Diagnostic] = []

    /// `url(…)` in CSS: quoted either way, or bare.
    // A Regex is never mutated after it is built; Swift 6 cannot prove that, hence nonisolated(unsafe).
    nonisolated(unsafe) private static let cssURL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/
    /// Marks a stylesheet URL already resolved to a container path, until the page's copy of the file replaces it:
    /// the marker, then the file's reference from the container root (percent-encoded, with any fragment).
    static let marker = "epubbuild-asset:"

    init(archive: EPUBContainer, publication: Publication, embed: Bool, staging: StagingDirectory?, folderName: String)
    {
        self.archive = archive
        self.manifest = publication.manifest
        self.obfuscated = publication.obfuscatedResources
        self.identifiers = publication.identifiers
        self.embed = embed
        self.staging = staging
        self.folderName = folderName
    }

    /// The media type of a container file, from the manifest or else its extension.
    func mediaType(of file: ContainerPath) -> String? {
        manifest.first { $0.path == file }?.mediaType ?? MediaType.of(file.string)
    }

    /// What the `data:` URLs handed out add up to, each use counted: the page holds every one.
    private(set) var embeddedBytes: UInt64 = 0

    /// The URL the page uses for the container file at `file`, or nil when the archive lacks it.
    mutating func url(for file: ContainerPath) throws(BuildError) -> String? {
        if let url = urls[file] {
            if embed { try count(url, for: file) }
            return url
        }
        guard archive.contains(file) else { return nil }
        var fontKey: FontObfuscation.Key?
        if let algorithm = obfuscated[file] {
            fontKey = FontObfuscation.key(for: algorithm, identifiers: identifiers)
            if fontKey == nil {
                warnings.append(
                    FontObfuscation.unsupported(
                        algorithm, at: SourceLocation(path: Paths.display(archive.path) + ":" + file.string),
                        stage: .flatten))
            }
        }
        let url: String
        if embed {
            var data = try archive.data(file)
            if let fontKey { FontObfuscation.deobfuscate(&data, offset: 0, key: fontKey) }
            url = "data:\(mediaType(of: file) ?? "application/octet-stream");base64," + data.base64EncodedString()
        } else {
            try staging?.copy(file.string, from: archive, to: file.string) {
                (chunk: inout Data, offset: UInt64) throws(BuildError) in
                if let fontKey { FontObfuscation.deobfuscate(&chunk, offset: offset, key: fontKey) }
            }
            // The copy's place in the files folder is its container path, so its reference from the root follows it.
            url = folderName + "/" + ContainerPath.root.reference(to: file).string
        }
        urls[file] = url
        if embed { try count(url, for: file) }
        return url
    }

    /// Counts a use of an embedded file, and stops the page as soon as its `data:` URLs pass the archive's size
    /// limit: one picture shown 8 000 times had held 11 GB before the page's own check came.
    private mutating func count(_ url: String, for file: ContainerPath) throws(BuildError) {
        embeddedBytes += UInt64(url.utf8.count)
        guard embeddedBytes <= archive.limits.totalBytes else {
            throw BuildError(
                .archiveTooLarge, at: SourceLocation(path: Paths.display(archive.path) + ":" + file.string),
                stage: .flatten,
                "the page would pass the limit of \(archive.limits.totalBytes) bytes (--max-size): its embedded "
                    + "files alone do; --no-embed keeps them beside the page")
        }
    }

    /// A stylesheet's relative `url(…)`s resolved against `base` and marked,
    /// so the CSS can be scoped before `resolveMarkedURLs` puts in the files:
    /// scoping never has to scan a font's base64.
    static func markURLs(in css: String, base: ContainerPath) -> String {
        var output = ""
        var rest = css[...]
        while let match = rest.firstMatch(of: cssURL) {
            output += rest[..<match.range.lowerBound]
            let value = String(match.output.1 ?? match.output.2 ?? match.output.3 ?? "")
            let reference = RelativeReference(value)
            if !reference.isExternal, !value.isEmpty, !value.hasPrefix("#") {
                let file = reference.resolved(against: base)
                output += "url(\"\(marker)\(ContainerPath.root.reference(to: file, fragment: reference.fragment))\")"
            } else {
                output += match.output.0
            }
            rest = rest[match.range.upperBound...]
        }
        return output + rest
    }

    /// The marked URLs of `css` pointed at the page's copies of the files (a missing file keeps its path).
    mutating func resolveMarkedURLs(in css: String) throws(BuildError) -> String {
        let opening = "url(\"" + Self.marker
        var output = ""
        var rest = css[...]
        while let start = rest.range(of: opening), let end = rest[start.upperBound...].firstIndex(of: "\"") {
            output += rest[..<start.lowerBound]
            let marked = String(rest[start.upperBound..<end])
            output += "url(\"" + (try url(for: RelativeReference(marked).resolved(against: .root)) ?? marked) + "\""
            rest = rest[rest.index(after: end)...]
        }
        return output + rest
    }

    /// A style attribute's `url(…)`s pointed at the page's copies of the files.
    mutating func rewriteURLs(in css: String, base: ContainerPath) throws(BuildError) -> String {
        try resolveMarkedURLs(in: Self.markURLs(in: css, base: base))
    }
}
