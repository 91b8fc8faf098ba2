import EPUBFormats
import EPUBModel
import EPUBSupport
import Foundation

/// One build of a book for `epubbuild serve`: its files in memory, by container path, as the EPUB would hold
/// them, and every file the build read (what a change to must rebuild it).
public struct PreviewBuild: Sendable {
    /// Container path (`EPUB/text/intro.xhtml`) → bytes. Remote resources are not among them.
    public var files: [String: Data]
    /// The package document's container path, whose navigation document the preview opens on.
    public var navigationPath: String
    public var inputs: [String]
    public var warnings: [Diagnostic]
}

extension BookBuilder {
    /// Builds `bookFile` (a book.yaml, book.toml or book.json) into memory, writing nothing.
    public func preview(_ bookFile: String) throws(BuildError) -> PreviewBuild {
        var warnings: [Diagnostic] = []
        var spec = try BookSpecLoader.load(bookFile, files: options.files, warnings: &warnings)
        if let linkBase = options.linkBase { spec.linkBase = linkBase }
        var clock = StageClock(onStage: onStage)
        let book = try assemble(spec, modified: modificationDate(for: spec), warnings: &warnings, clock: &clock)
        var files: [String: Data] = [:]
        for file in book.files {
            switch file.contents {
            case .data(let data): files[file.path.string] = data
            case .deflated(let deflated): files[file.path.string] = deflated.inflated()
            case .file(let source): files[file.path.string] = options.files.contents(atPath: source)
            case .remote: break
            }
        }
        let layout = PackageLayout()
        return PreviewBuild(
            files: files, navigationPath: layout.containerPath(layout.navigation).string, inputs: book.inputs,
            warnings: warnings)
    }
}
