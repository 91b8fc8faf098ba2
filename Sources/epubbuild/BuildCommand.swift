import ArgumentParser
import EPUBBuild
import EPUBModel
import EPUBSupport
import Foundation

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract:
            "Build an EPUB from a book.yaml, an mdBook book.toml, a GitBook book.json, a folder holding one, or Markdown files.",
        discussion: """
            Markdown files given instead of a book file are one book, in order, as pandoc
            takes them: metadata from --metadata-file, the first file's title block, each
            file's YAML front matter, --epub-metadata, then --title/--author/--language/-M
            (pandoc's key names are accepted). A pandoc defaults file (-d FILE,
            --defaults=FILE) is read as the options it stands for.
            Stages: Load → Ingest → Resolve → Transform → Package → Write. An error names
            the file, line and column, and the stage; nothing is written then.
            The EPUB's modification date is SOURCE_DATE_EPOCH when set, else the newest
            modification time of the book's sources, so unchanged sources rebuild to
            identical bytes.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "The book file(s) to build (book.yaml, book.toml, book.json), or folders holding one (default: the current folder), or the Markdown files of one book.",
            valueName: "book.yaml"))
    var books: [String] = []

    @OptionGroup(title: "Markdown files, as pandoc takes them")
    var pandoc: PandocOptions

    /// `--from markdown` in a pandoc command line names the input format, not a list of books.
    private var fromIsPandocFormat: Bool {
        guard let from else { return false }
        return MarkdownDialect.names.contains(String(from.prefix { $0 != "+" && $0 != "-" }))
    }

    @Option(
        name: [.customShort("f"), .long],
        help: ArgumentHelp(
            "Also build the book.yaml files listed in this file, one per line ('-' reads standard input). With Markdown files, pandoc's input format (markdown, gfm, commonmark; default markdown, as pandoc's) is accepted here.",
            valueName: "list"))
    var from: String?

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Threads to use (default: the number of cores): books are built this many at once, and the chapters of a book share what the books leave.",
            valueName: "n"))
    var jobs: Int?

    @Option(
        help: ArgumentHelp(
            "Build only the K-th of N shares of the list (every N-th book from the K-th), to spread a catalogue over N machines.",
            valueName: "K/N"))
    var shard: String?

    @Flag(
        help:
            "Skip a book whose inputs (sources, templates, book.yaml, tool version) have not changed since its last build; a hash is kept beside each EPUB."
    )
    var incremental = false

    @Flag(help: "Print one JSON object per book (input, output, status, diagnostics, timings per stage) for scripts.")
    var json = false

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Where to write the EPUB (one book only). Default: <folder>.epub beside book.yaml, named after its folder.",
            valueName: "file.epub"))
    var output: String?

    @Option(
        name: .customLong("default-templates"),
        help: ArgumentHelp(
            "Folder with the default templates, if not the installed ones. A book's own `templates:` folder still wins.",
            valueName: "dir"))
    var defaultTemplates: String?

    @Flag(
        help:
            "Report a link to a missing chapter, file or fragment as a warning and keep its text, instead of failing the build."
    )
    var lenient = false

    @Option(
        name: .customLong("link-base"),
        help: ArgumentHelp(
            "The web address the book's source folder is published at: a relative link that leaves the folder (../std/index.html) becomes a web link resolved against it. Overrides link-base in book.yaml or book.toml.",
            valueName: "URL"))
    var linkBase: String?

    @Flag(
        name: .customLong("no-highlight"),
        help: "Leave code blocks plain text, as pandoc's flag does; overrides highlight in book.yaml.")
    var noHighlight = false

    @Flag(
        help:
            "Run epubcheck on each EPUB written and print its messages at the author's source lines; an error fails the build."
    )
    var check = false

    @Flag(name: .shortAndLong, help: "Print only errors.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Print each stage as it starts and its time at the end.")
    var verbose = false

    /// Markdown files on the command line: one book, as pandoc takes them (standard input among them).
    private var isMarkdownBook: Bool { readsStandardInput || MarkdownBook.isMarkdownList(books) }

    /// pandoc reads standard input for `-`, or when a pandoc command line names no file at all (`cat ch*.md |
    /// pandoc -M title=T -o book.epub`). Without pandoc's options, no file still means the current folder's book.
    private var readsStandardInput: Bool {
        books.contains("-") || (books.isEmpty && (pandoc.anyGiven || fromIsPandocFormat) && isatty(STDIN_FILENO) == 0)
    }

    func validate() throws {
        if readsStandardInput, StandardInput.contents.isEmpty {
            throw ValidationError(
                "standard input is empty: name the Markdown files, or pipe the book's text in (cat *.md | epubbuild build -M title=…)"
            )
        }
        try checkNotAMistypedCommand()
        try checkNoOtherFormat()
        try checkOutput()
        try pandoc.check()
        if isMarkdownBook {
            if let from, !fromIsPandocFormat, !FileManager.default.fileExists(atPath: from) {
                let name = String(from.prefix { $0 != "+" && $0 != "-" })
                let nearest =
                    NearestName.to(name, among: MarkdownDialect.names).map { " — did you mean '\($0)'?" } ?? ""
                throw ValidationError(
                    "-f/--from: '\(name)' is not a Markdown dialect epubbuild reads\(nearest) "
                        + "(\(MarkdownDialect.names.joined(separator: ", ")))")
            }
            // pandoc's own `--incremental` (slide shows' lists) has no use in an EPUB; `ignored` tells it.
            if (from != nil && !fromIsPandocFormat) || shard != nil {
                throw ValidationError(
                    "--from LIST and --shard take book files; Markdown files on the command line are one book")
            }
        } else {
            if books.contains(where: { MarkdownBook.isMarkdownList([$0]) }) {
                throw ValidationError(
                    "give either book files (book.yaml, book.toml) or the Markdown files of one book, not both")
            }
            if pandoc.anyGiven {
                throw ValidationError(
                    "--metadata-file, --epub-metadata, --title, --author, --language, -M, --epub-cover-image, --css, --epub-embed-font, --toc-depth, --split-level, --resource-path, --epub-title-page, -N, --shift-heading-level-by, --top-level-division, --bibliography and --csl are for Markdown files; a book file says these itself (number-sections:, shift-heading-level-by:, bibliography:, csl:)"
                )
            }
            if fromIsPandocFormat {
                throw ValidationError(
                    "--from names a list of book files; '\(from ?? "")' is a pandoc input format, for Markdown files")
            }
        }
        if output != nil, !isMarkdownBook, books.count > 1 || from != nil {
            throw ValidationError("-o/--output names one file; give one book.yaml with it")
        }
        if let shard, BookList.Shard(shard) == nil {
            throw ValidationError("--shard takes K/N with 1 ≤ K ≤ N, such as 2/8")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let linkBase,
            !(linkBase.lowercased().hasPrefix("https://") || linkBase.lowercased().hasPrefix("http://"))
                || linkBase.contains(" ")
        {
            throw ValidationError(
                "--link-base takes an http:// or https:// address, such as https://doc.rust-lang.org/book/")
        }
    }

    /// `-o` names an EPUB file, or standard output (`-`) for a pandoc command line.
    private func checkOutput() throws {
        if let output, !Paths.fileExtension(output).isEmpty, Paths.fileExtension(output).lowercased() != "epub" {
            throw ValidationError(
                "epubbuild writes EPUB: -o names the .epub file, not '\(output)' — for one HTML page of the book, "
                    + "build the EPUB, then run 'epubbuild unpack book.epub --html book.html'")
        }
        if output == "-", !isMarkdownBook {
            throw ValidationError(
                "-o - writes the EPUB to standard output for Markdown files, as pandoc does; a book file's EPUB goes "
                    + "to a file (-o book.epub)")
        }
    }

    /// A file pandoc would read as another format than Markdown (`page.html`, `thesis.tex`), named as that format,
    /// with the way to it: read as a book file, it had been "book.yaml must be a mapping".
    private func checkNoOtherFormat() throws {
        guard
            let other = books.first(where: { MarkdownBook.otherFormats[Paths.fileExtension($0).lowercased()] != nil }),
            let format = MarkdownBook.otherFormats[Paths.fileExtension(other).lowercased()]
        else { return }
        let way =
            format.hasSuffix("HTML")
            ? "list it among a book.yaml's chapters, which may be \(format) pages"
            : "convert it first (pandoc \(other) -t markdown -o \(Paths.stem(other)).md)"
        throw ValidationError(
            "'\(other)' is \(format), which pandoc reads and epubbuild does not: it takes Markdown files as pandoc "
                + "does, and book files; \(way)")
    }

    func run() throws {
        var options = BuildOptions(
            templatesDirectory: try BookArgument.templates(flag: defaultTemplates), output: output)
        options.lenient = lenient
        options.mapSources = check
        let checker = check ? EPUBChecker.locate() : nil
        if check && checker == nil { throw ValidationError(EPUBChecker.installAdvice) }
        options.linkBase = linkBase.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        options.noHighlight = noHighlight
        let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        options.jobs = jobs
        if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"] {
            options.modificationDate = try SourceDateEpoch.parse(epoch)
        }
        TemporaryPaths.shared.removeOnInterrupt()
        FreedMemory.tuneForBuilding()
        // No book named: the current folder's.
        var list = try (books.isEmpty && from == nil ? ["."] : books).flatMap(bookFiles)
        if output != nil, list.count > 1, !isMarkdownBook {
            throw ValidationError(
                "-o/--output names one file, and this project makes one EPUB per language: build one language's "
                    + "folder with -o (\(list.map { Paths.display(Paths.directory(of: $0)) }.joined(separator: ", ")))")
        }
        if let from, !isMarkdownBook {
            do { list += try BookList.read(from: from) } catch { throw ValidationError(error.description) }
        }
        if let shard = shard.flatMap(BookList.Shard.init) {
            list = shard.select(list)
            // A share can be empty when there are more machines than books: nothing to do is not a failure.
            if list.isEmpty {
                if !quiet && !json {
                    Console.error("shard \(shard.index)/\(shard.count) of the list is empty; nothing to build")
                }
                return
            }
        }
        guard !list.isEmpty else { throw ValidationError("the list names no book.yaml") }

        if isMarkdownBook { return try buildMarkdownBook(options: options, checker: checker, jobs: jobs) }
        if list.count == 1, !json, !incremental {
            let book = list[0]
            try buildOne(options: options, checker: checker) { builder throws(BuildError) in try builder.build(book) }
            return
        }
        var batch = BatchBuilder(options: options, jobs: jobs, toolVersion: EPUBBuildCommand.buildFingerprint)
        batch.incremental = incremental
        batch.checker = checker
        let reporter = BatchReporter(.build, total: list.count, json: json, quiet: quiet)
        let results = batch.run(list) { index, result in reporter.finished(index, result) }
        reporter.summary(results)
        if results.contains(where: { $0.status == .failed }) { throw ExitCode.failure }
    }

    /// The Markdown files of one book, as pandoc takes them; with `--json`, the one object a batch prints per book
    /// (its input the first file).
    private func buildMarkdownBook(options: BuildOptions, checker: EPUBChecker?, jobs: Int) throws {
        for warning in pandoc.ignored where !quiet { Console.error("warning: " + warning) }
        if incremental, !quiet {
            Console.error(
                "warning: --incremental ignored: pandoc's makes a slide show's lists appear one by one, which an EPUB "
                    + "has no use for (epubbuild's skips a list's unchanged books, and takes book files)")
        }
        var options = options
        var files = books
        if readsStandardInput {
            // Read as a file of the current folder, where pandoc looks for what its text names.
            let path = FileManager.default.currentDirectoryPath + "/" + StandardInput.fileName
            options.files = OverlayFiles([path: StandardInput.contents], over: options.files)
            files = books.isEmpty ? [path] : books.map { $0 == "-" ? path : $0 }
        }
        var book = pandoc.book(of: files)
        // pandoc's input format, read as book.yaml's `from:` reads it (and wins over the files' own, as -M does).
        if fromIsPandocFormat, let from { book.commandLine.append((key: "from", value: from)) }
        if writesStandardOutput { return try buildToStandardOutput(book, options: options, checker: checker) }
        guard json else {
            return try buildOne(options: options, checker: checker) { builder throws(BuildError) in
                try builder.build(book)
            }
        }
        var batch = BatchBuilder(options: options, jobs: jobs, toolVersion: EPUBBuildCommand.buildFingerprint)
        batch.checker = checker
        let result = batch.result(input: files[0]) { builder throws(BuildError) in try builder.build(book) }
        BatchReporter(.build, total: 1, json: true, quiet: quiet).finished(0, result)
        if result.status == .failed { throw ExitCode.failure }
    }

    /// pandoc writes the EPUB to standard output for `-o -`, or when no `-o` is given with `-t epub3` and the output is
    /// not a terminal (`pandoc -t epub3 ch*.md > book.epub` in a Makefile); the messages go to standard error then.
    private var writesStandardOutput: Bool {
        output == "-" || (output == nil && pandoc.to != nil && isatty(STDOUT_FILENO) == 0)
    }

    /// The book built into a file of its own, then its bytes written to standard output, the file removed.
    private func buildToStandardOutput(_ book: MarkdownBook, options: BuildOptions, checker: EPUBChecker?) throws {
        let folder = NSTemporaryDirectory() + "/epubbuild-stdout-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var options = options
        options.output = folder + "/book.epub"
        try buildOne(options: options, checker: checker) { builder throws(BuildError) in try builder.build(book) }
        guard let epub = FileManager.default.contents(atPath: folder + "/book.epub") else { throw ExitCode.failure }
        FileHandle.standardOutput.write(epub)
    }

    /// `epubbuild biuld book.yaml` is a slip of `build`, not a book named `biuld` beside book.yaml: a first argument
    /// that names no file and looks like a word is refused before anything is built.
    private func checkNotAMistypedCommand() throws {
        guard let first = books.first, first != "-", !first.contains("/"), !first.contains("."),
            !FileManager.default.fileExists(atPath: first)
        else { return }
        let commands = EPUBBuildCommand.configuration.subcommands.map { $0.configuration.commandName ?? "" } + ["help"]
        throw ValidationError(
            "'\(first)' is neither a command nor a book file or folder"
                + (NearestName.to(first, among: commands).map { " — did you mean '\($0)'?" } ?? "")
                + " (commands: \(commands.joined(separator: ", ")); a book is a book.yaml, book.toml, book.json, "
                + "a folder holding one, or Markdown files)")
    }

    /// The books `argument` names: a GitBook project in several languages (LANGS.md) is one book per language, as
    /// GitBook builds it; anything else is its book file (`bookFile`).
    private func bookFiles(_ argument: String) throws -> [String] {
        guard !isMarkdownBook else { return [argument] }
        let path = Paths.absolute(argument, relativeTo: FileManager.default.currentDirectoryPath)
        let folder =
            DiskFiles().isFolder(path)
            ? path : ["book.json", "book.js"].contains(Paths.lastComponent(path)) ? Paths.directory(of: path) : nil
        if let folder, let languages = BookDiscovery.languageBooks(in: folder) {
            if !quiet && !json {
                print(
                    "using \(Paths.display(folder + "/LANGS.md")) (GitBook project in \(languages.count) languages, "
                        + "one EPUB each: \(languages.map { Paths.display($0) }.joined(separator: ", ")))")
            }
            return languages
        }
        return [try bookFile(argument)]
    }

    /// `argument`, or for a folder the book file in it (see `BookDiscovery`),
    /// said in one line so the user knows which file was read.
    private func bookFile(_ argument: String) throws -> String {
        guard !isMarkdownBook else { return argument }
        // Among several books, a folder holding none is one failed book (BookBuilder says so), not the end of all.
        let batch = books.count > 1 || json || from != nil || incremental
        let folder = Paths.absolute(argument, relativeTo: FileManager.default.currentDirectoryPath)
        if batch, DiskFiles().isFolder(folder), BookDiscovery.find(in: folder) == nil { return argument }
        let (file, found) = try BookArgument.bookFile(argument)
        if let found, !quiet && !json {
            let name = Paths.lastComponent(file)
            print(
                "using \(argument == "." ? name : (argument.hasSuffix("/") ? argument : argument + "/") + name) (\(found.kind))"
            )
        }
        return file
    }

    /// One book, with stage progress under --verbose.
    private func buildOne(
        options: BuildOptions, checker: EPUBChecker?, _ build: (BookBuilder) throws(BuildError) -> BuildReport
    ) throws {
        var builder = BookBuilder(options: options)
        if verbose {
            let total = BuildStage.build.count
            builder.onStage = { stage in
                let number = (BuildStage.build.firstIndex(of: stage) ?? 0) + 1
                Console.error("[\(number)/\(total)] \(stage.summary)")
            }
        }
        var failed = false
        do {
            let report = try build(builder)
            if !quiet {
                report.warnings.forEach { Console.error($0.description) }
                let shown = writesStandardOutput ? "standard output" : report.displayOutput
                let line =
                    "wrote \(shown) (\(counted(report.chapterCount, "chapter")), \(counted(report.resourceCount, "resource")))"
                if writesStandardOutput { Console.error(line) } else { print(line) }
            }
            if verbose {
                let times = report.timings.map { "\($0.stage.rawValue) \(String(format: "%.3f", $0.seconds))s" }
                Console.error("time: " + times.joined(separator: ", "))
                for stage in BuildStage.build {
                    let passes = report.passTimings.filter { $0.stage == stage }
                    guard !passes.isEmpty else { continue }
                    let each = passes.map { "\($0.pass) \(String(format: "%.3f", $0.seconds))s" }
                    Console.error("  \(stage.rawValue): " + each.joined(separator: ", "))
                }
            }
            if let checker {
                if verbose {
                    Console.error(
                        "[\(BuildStage.build.count + 1)/\(BuildStage.build.count + 1)] \(BuildStage.check.summary)")
                }
                let (checked, version) = try checker.diagnostics(for: report)
                for diagnostic in checked where !quiet || diagnostic.severity == .error {
                    Console.error(diagnostic.description)
                }
                let errors = checked.filter { $0.severity == .error }.count
                if !quiet {
                    print(
                        "epubcheck\(version.map { " " + $0 } ?? ""): \(errors) error\(errors == 1 ? "" : "s"), \(checked.count - errors) warning\(checked.count - errors == 1 ? "" : "s")"
                    )
                }
                if errors > 0 { failed = true }
            }
        } catch {
            Console.error(error.description)
            if !lenient, let hint = error.lenientHint { Console.error(hint) }
            throw ExitCode.failure
        }
        if failed { throw ExitCode.failure }
    }

    /// `1 chapter`, `2 chapters`.
    private func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
