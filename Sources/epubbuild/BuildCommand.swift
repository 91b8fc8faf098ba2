import ArgumentParser
import EPUBBuild
import Foundation

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build an EPUB from a book.yaml.",
        discussion: """
            Stages: Load → Ingest → Resolve → Transform → Package → Write. An error names
            the file, line and column, and the stage; nothing is written then.
            The EPUB's modification date is SOURCE_DATE_EPOCH when set, else the newest
            modification time of the book's sources, so unchanged sources rebuild to
            identical bytes.
            """
    )

    @Argument(help: ArgumentHelp("The book.yaml file(s) to build.", valueName: "book.yaml"))
    var books: [String] = []

    @Option(help: ArgumentHelp("Also build the book.yaml files listed in this file, one per line ('-' reads standard input).", valueName: "list"))
    var from: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Threads to use (default: the number of cores): books are built this many at once, and the chapters of a book share what the books leave.", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Build only the K-th of N shares of the list (every N-th book from the K-th), to spread a catalogue over N machines.", valueName: "K/N"))
    var shard: String?

    @Flag(help: "Skip a book whose inputs (sources, templates, book.yaml, tool version) have not changed since its last build; a hash is kept beside each EPUB.")
    var incremental = false

    @Flag(help: "Print one JSON object per book (input, output, status, diagnostics, timings per stage) for scripts.")
    var json = false

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Where to write the EPUB (one book only). Default: <folder>.epub beside book.yaml, named after its folder.",
        valueName: "file.epub"))
    var output: String?

    @Option(name: .customLong("default-templates"), help: ArgumentHelp(
        "Folder with the default templates, if not the installed ones. A book's own `templates:` folder still wins.",
        valueName: "dir"))
    var defaultTemplates: String?

    @Flag(help: "Report a link to a missing chapter, file or fragment as a warning and keep its text, instead of failing the build.")
    var lenient = false

    @Option(name: .customLong("link-base"), help: ArgumentHelp(
        "The web address the book's source folder is published at: a relative link that leaves the folder (../std/index.html) becomes a web link resolved against it. Overrides link-base in book.yaml or book.toml.",
        valueName: "URL"))
    var linkBase: String?

    @Flag(name: .shortAndLong, help: "Print only errors.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Print each stage as it starts and its time at the end.")
    var verbose = false

    func validate() throws {
        if output != nil, books.count > 1 || from != nil {
            throw ValidationError("-o/--output names one file; give one book.yaml with it")
        }
        if books.isEmpty && from == nil { throw ValidationError("give at least one book.yaml (or --from list)") }
        if let shard, BookList.Shard(shard) == nil { throw ValidationError("--shard takes K/N with 1 ≤ K ≤ N, such as 2/8") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let linkBase, !(linkBase.lowercased().hasPrefix("https://") || linkBase.lowercased().hasPrefix("http://")) || linkBase.contains(" ") {
            throw ValidationError("--link-base takes an http:// or https:// address, such as https://doc.rust-lang.org/book/")
        }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let templates = TemplateLocator.locate(flag: defaultTemplates, environment: environment) else {
            throw ValidationError("cannot find the default templates; pass --default-templates DIR or set EPUBBUILD_TEMPLATES")
        }
        var options = BuildOptions(templatesDirectory: templates, output: output)
        options.lenient = lenient
        options.linkBase = linkBase.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        options.jobs = jobs
        if let epoch = environment["SOURCE_DATE_EPOCH"] {
            options.modificationDate = try SourceDateEpoch.parse(epoch)
        }
        TemporaryPaths.shared.removeOnInterrupt()
        FreedMemory.tuneForBuilding()
        var list = books
        if let from {
            do { list += try BookList.read(from: from) } catch { throw ValidationError(error.description) }
        }
        if let shard = shard.flatMap(BookList.Shard.init) {
            list = shard.select(list)
            // A share can be empty when there are more machines than books: nothing to do is not a failure.
            if list.isEmpty {
                if !quiet && !json { Console.error("shard \(shard.index)/\(shard.count) of the list is empty; nothing to build") }
                return
            }
        }
        guard !list.isEmpty else { throw ValidationError("the list names no book.yaml") }

        if list.count == 1, !json, !incremental {
            try buildOne(list[0], options: options)
            return
        }
        var batch = BatchBuilder(options: options, jobs: jobs, toolVersion: EPUBBuildCommand.buildFingerprint)
        batch.incremental = incremental
        let reporter = BatchReporter(.build, total: list.count, json: json, quiet: quiet)
        let results = batch.run(list) { index, result in reporter.finished(index, result) }
        reporter.summary(results)
        if results.contains(where: { $0.status == .failed }) { throw ExitCode.failure }
    }

    /// One book, with stage progress under --verbose.
    private func buildOne(_ book: String, options: BuildOptions) throws {
        var builder = BookBuilder(options: options)
        if verbose {
            let total = BuildStage.build.count
            builder.onStage = { stage in
                let number = (BuildStage.build.firstIndex(of: stage) ?? 0) + 1
                Console.error("[\(number)/\(total)] \(stage.summary)")
            }
        }
        do {
            let report = try builder.build(book)
            if !quiet {
                report.warnings.forEach { Console.error($0.description) }
                print("wrote \(report.displayOutput) (\(report.chapterCount) chapters, \(report.resourceCount) resources)")
            }
            if verbose {
                let times = report.timings.map { "\($0.stage.rawValue) \(String(format: "%.3f", $0.seconds))s" }
                Console.error("time: " + times.joined(separator: ", "))
            }
        } catch {
            Console.error(error.description)
            throw ExitCode.failure
        }

    }
}
