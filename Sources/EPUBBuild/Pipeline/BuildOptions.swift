import EPUBSupport
import Foundation

/// How to build: where to write and what to use. The CLI fills these from its
/// flags and the environment; the library never reads the environment itself.
public struct BuildOptions: Sendable {
    /// The EPUB to write; nil writes `<folder>.epub` beside book.yaml.
    public var output: String?
    /// The folder with the default templates (`Templates/` of this repository
    /// or of an installation).
    public var templatesDirectory: String
    /// `dcterms:modified` and the zip entries' time. Nil takes the newest
    /// modification time of the book's sources, so a rebuild of unchanged
    /// sources gives identical bytes.
    public var modificationDate: Date?
    public var layout = PackageLayout()
    /// Report a link to a missing file or fragment as a warning (the link is
    /// dropped, its text kept) instead of an error.
    public var lenient = false
    /// Keep where each element of a chapter page was written, for `build --check`
    /// (`BuildReport.sourceMap`). The EPUB's bytes are the same either way.
    public var mapSources = false
    /// `--link-base`: overrides the book's `link-base`.
    public var linkBase: String?
    /// `--no-highlight` (pandoc's flag): code blocks stay plain text whatever the book's `highlight` says.
    public var noHighlight = false
    /// Where the book's files are read: the disk, or memory for a book a program made.
    public var files: any SourceFiles = DiskFiles()
    /// Threads for the chapters of one book (Ingest and Transform). A batch
    /// shares its `--jobs` among the books it builds at once.
    public var jobs = 1

    public init(templatesDirectory: String, output: String? = nil, modificationDate: Date? = nil) {
        self.templatesDirectory = templatesDirectory
        self.output = output
        self.modificationDate = modificationDate
    }
}
