import EPUBFormats
import EPUBSupport
import Foundation
import XMLTree

/// `epubbuild pack`: a folder holding an EPUB as it is stored (what `unpack
/// --raw` writes, or one edited by hand) zipped the way OCF 3.3 §4 requires:
/// `mimetype` first, stored, with no extra field; then `META-INF/` with
/// container.xml first, the package document, its manifest items in
/// manifest order, and any other file in name order. Every entry carries the
/// same time, so the same folder gives the same bytes. Files are read
/// through an `EPUBContainer`, so links and names that could escape are
/// refused as `unpack` refuses them.
public struct ContainerPacker {
    /// The time every entry carries (SOURCE_DATE_EPOCH); nil takes the newest file's.
    public var modified: Date?

    public init(modified: Date? = nil) {
        self.modified = modified
    }

    /// Packs `folder` into `output`; returns the warnings (entries skipped, a repaired mimetype).
    public func pack(_ folder: String, to output: String) throws(BuildError) -> [Diagnostic] {
        let shown = Paths.display(folder)
        guard FileManager.default.fileExists(atPath: folder) && !Paths.isRegularFile(folder) else {
            throw BuildError(
                .missingContainer, at: SourceLocation(path: shown), stage: .open,
                Paths.isRegularFile(folder)
                    ? "not a folder: pack zips a folder holding an unpacked EPUB (unpack --raw writes one)"
                    : "folder does not exist")
        }
        let container = try EPUBContainer(path: folder)
        var warnings = container.warnings
        // OCF 3.3 §4.3: the container's first file is `mimetype`, holding exactly "application/epub+zip".
        // The writer always writes it so; one missing or different (some EPUB 2 tools leave it out,
        // an editor adds a line break) is the container's, not the book's, and is said once.
        if !container.contains("mimetype") {
            warnings.append(
                Diagnostic(
                    .warning, .malformedPackage, at: SourceLocation(path: shown), stage: .open,
                    "no mimetype file; written as OCF 3.3 §4.3 requires: first, stored, holding \(OCFWriter.mimetype)"))
        } else if let mimetype = Optional(String(decoding: try container.data("mimetype"), as: UTF8.self)),
            mimetype != OCFWriter.mimetype
        {
            warnings.append(
                Diagnostic(
                    .warning, .malformedPackage, at: SourceLocation(path: shown + "/mimetype"), stage: .open,
                    "mimetype holds \(String(reflecting: mimetype.count > 80 ? String(mimetype.prefix(80)) + "…" : mimetype)) rather than exactly \(OCFWriter.mimetype) (no line break, no spaces); written as OCF 3.3 §4.3 requires"
                ))
        }
        let reader = EPUBReader(container: container)
        let publication = try reader.read()
        let names = container.names.map { ContainerPath($0) }
        var order = [ContainerDocument.path]
        order += names.filter { $0.string.hasPrefix("META-INF/") && $0 != ContainerDocument.path }
        order.append(publication.packagePath)
        order += publication.manifest.compactMap(\.path).filter(container.contains)
        order += names
        var seen: Set<ContainerPath> = [ContainerPath("mimetype")]
        // An earlier EPUB written into the folder itself is not part of the container.
        let folderPrefix = Paths.absolute(folder, relativeTo: FileManager.default.currentDirectoryPath) + "/"
        let outputPath = Paths.absolute(output, relativeTo: FileManager.default.currentDirectoryPath)
        if outputPath.hasPrefix(folderPrefix) {
            seen.insert(ContainerPath(String(outputPath.dropFirst(folderPrefix.count))))
        }
        var files: [PackageFile] = []
        for path in order where seen.insert(path).inserted && container.contains(path) {
            let stored = MediaType.of(path.string).map(MediaType.isCompressed) ?? false
            // The name as the folder stores it: Swift compares names by their characters, so the manifest's
            // `Résumé.xhtml` (composed, NFC) finds a file macOS wrote decomposed (NFD), whose bytes the disk wants.
            let name = container.entries[path.string]?.name ?? path.string
            files.append(PackageFile(path: ContainerPath(name), contents: .file(folder + "/" + name), stored: stored))
        }
        let time = modified ?? newestModification(of: files) ?? Date(timeIntervalSince1970: 315_532_800)
        try OCFWriter(modified: time).write(files, to: output)
        return warnings
    }

    private func newestModification(of files: [PackageFile]) -> Date? {
        files.compactMap { file -> Date? in
            guard case .file(let path) = file.contents else { return nil }
            return DiskFiles().modificationDate(ofPath: path)
        }.max()
    }
}
