import EPUBFormats
import EPUBModel
import EPUBSupport
import Foundation
import XMLTree

/// Runs the stages of `epubbuild build` on one book.yaml:
/// Load → Ingest → Resolve → Transform → Package → Write.
public struct BookBuilder: Sendable {
    public var options: BuildOptions
    /// Told when each stage starts, for progress output.
    public var onStage: (@Sendable (BuildStage) -> Void)?

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Builds the EPUB for the book.yaml (or book.toml) at `specPath`, or for the book file a folder there holds.
    public func build(_ specPath: String) throws(BuildError) -> BuildReport {
        let file = try Self.bookFile(specPath, files: options.files)
        return try build { (warnings: inout [Diagnostic]) throws(BuildError) in
            try BookSpecLoader.load(file, files: options.files, warnings: &warnings)
        }
    }

    /// `path`, or for a folder the book file in it (`BookDiscovery`): a folder in a list of books (`--from`) is a
    /// book as it is on the command line, and one holding none fails alone, its message saying what was looked
    /// for. It had been "book file does not exist", or had stopped the whole batch.
    public static func bookFile(_ path: String, files: any SourceFiles) throws(BuildError) -> String {
        guard files.isFolder(path) else { return path }
        guard let found = BookDiscovery.find(in: path, files: files) else {
            throw BuildError(
                .bookFileUnreadable, at: SourceLocation(path: Paths.display(path)), stage: .load,
                "no book file in this folder: looked for \(BookDiscovery.names.joined(separator: ", ")) — name the file to build"
            )
        }
        return found.file
    }

    /// Builds the EPUB for Markdown files handed over as pandoc takes them.
    public func build(_ book: MarkdownBook) throws(BuildError) -> BuildReport {
        try build { (warnings: inout [Diagnostic]) throws(BuildError) in
            try book.load(sources: options.files, warnings: &warnings)
        }
    }

    private func build(loading load: (inout [Diagnostic]) throws(BuildError) -> BookSpec) throws(BuildError)
        -> BuildReport
    {
        var warnings: [Diagnostic] = []
        var clock = StageClock(onStage: onStage)
        var spec = try clock.run(.load) { () throws(BuildError) in try load(&warnings) }
        if let linkBase = options.linkBase { spec.linkBase = linkBase }
        if options.noHighlight { spec.highlight = false }
        let output = outputPath(for: spec)
        let modified = modificationDate(for: spec)
        let book = try assemble(spec, modified: modified, warnings: &warnings, clock: &clock)
        try clock.run(.write) { () throws(BuildError) in
            try OCFWriter(modified: modified, files: sourceFiles(for: spec)).write(book.files, to: output)
        }
        var report = BuildReport(
            output: output, warnings: warnings.mergingRepeats, chapterCount: spec.chapters.count,
            resourceCount: book.resourceCount, inputs: book.inputs, timings: clock.timings)
        report.passTimings = clock.passTimings
        report.sourceMap = book.sourceMap
        return report
    }

    /// The files of the container for `spec` in the order they are written
    /// (after `mimetype`), without writing anything.
    public func files(for spec: BookSpec, warnings: inout [Diagnostic]) throws(BuildError) -> [PackageFile] {
        var clock = StageClock(onStage: onStage)
        return try assemble(spec, modified: modificationDate(for: spec), warnings: &warnings, clock: &clock).files
    }

    func assemble(_ spec: BookSpec, modified: Date, warnings: inout [Diagnostic], clock: inout StageClock)
        throws(BuildError) -> (files: [PackageFile], resourceCount: Int, inputs: [String], sourceMap: SourceMap?)
    {
        let templates = TemplateSet(bookTemplates: spec.templates, defaults: options.templatesDirectory)
        let chapters = try clock.run(.ingest) { (timings: inout [PassTiming]) throws(BuildError) in
            try BookIngester(spec: spec, files: options.files, jobs: options.jobs, lenient: options.lenient).ingest(
                warnings: &warnings, timings: &timings)
        }
        // One of the book's threads colours code while Resolve, which leaves a core idle, runs.
        let highlights = HighlightedCode(chapters: chapters, background: options.jobs > 1)
        defer { highlights.stop() }
        var book = try clock.run(.resolve) { (timings: inout [PassTiming]) throws(BuildError) in
            try BookResolver(
                layout: options.layout, templates: templates, lenient: options.lenient, jobs: options.jobs,
                files: sourceFiles(for: spec)
            )
            .resolve(spec, chapters: chapters, warnings: &warnings, timings: &timings)
        }
        let assembler = PackageAssembler(layout: options.layout, modified: modified, files: options.files)
        let navigation = assembler.navigation(for: book)
        let rendered = try clock.run(.transform) { (timings: inout [PassTiming]) throws(BuildError) in
            try PageRenderer(templates: templates, jobs: options.jobs, mapSources: options.mapSources)
                .render(
                    &book, navigation: navigation, navigationHref: options.layout.navigation, highlights: highlights,
                    warnings: &warnings, timings: &timings)
        }
        let sourceMap = options.mapSources ? sourceMap(of: book, rendered: rendered) : nil
        FreedMemory.release()
        let files = try clock.run(.package) { (timings: inout [PassTiming]) throws(BuildError) in
            assembler.assemble(book, navigation: navigation, rendered: rendered, timings: &timings)
        }
        return (
            files, book.resources.count,
            book.inputFiles + [spec.summaryFile, spec.mathMacrosFile].compactMap { $0 } + templates.allFiles, sourceMap
        )
    }

    /// The book's files, and the template folders' from the disk (the default stylesheet and what it refers to).
    private func sourceFiles(for spec: BookSpec) -> TemplateFolderFiles {
        TemplateFolderFiles(
            book: options.files,
            folders: TemplateSet(bookTemplates: spec.templates, defaults: options.templatesDirectory).folders)
    }

    /// Where each chapter page's elements and each copied resource came from (`build --check`).
    private func sourceMap(of book: ResolvedBook, rendered: [String: RenderedPage]) -> SourceMap {
        var map = SourceMap(bookFile: book.spec.specFile, packageFolder: options.layout.root)
        for page in book.pages {
            guard let index = page.chapterIndex, let lines = rendered[page.href]?.sourceLines else { continue }
            let chapter = book.chapters[index].document
            map.pages[page.href] = SourceMap.Page(
                chapter: chapter.displayPath, elements: lines.mapValues { chapter.location(line: $0, column: 1) })
        }
        for resource in book.resources {
            if case .file(let path) = resource.contents { map.resources[resource.href] = path }
        }
        return map
    }

    /// Without `-o`: `<folder>.epub` beside book.yaml, named after the folder that holds it.
    public func outputPath(for spec: BookSpec) -> String {
        if let output = options.output {
            return Paths.absolute(output, relativeTo: FileManager.default.currentDirectoryPath)
        }
        return Self.defaultOutput(inFolder: spec.directory)
    }

    /// The EPUB a book in `folder` writes without `-o`: `folder/<folder's name>.epub`.
    static func defaultOutput(inFolder folder: String) -> String {
        folder + "/" + Paths.lastComponent(folder) + ".epub"
    }

    /// `options.modificationDate`, or else the newest modification time of
    /// book.yaml, the chapters, the cover and the stylesheets — never the clock.
    func modificationDate(for spec: BookSpec) -> Date {
        if let date = options.modificationDate { return date }
        let files =
            [spec.specFile] + spec.chapters.map(\.file) + spec.stylesheets + (spec.cover.map { [$0] } ?? [])
            + spec.metadataFiles
        let dates = files.compactMap(options.files.modificationDate(ofPath:))
        return dates.max() ?? Date(timeIntervalSince1970: 315_532_800)  // 1980-01-01, the zip format's epoch
    }
}
