import ArgumentParser
import EPUBBuild
import EPUBRead
import EPUBSupport
import Foundation

struct UnpackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unpack",
        abstract: "Turn EPUBs back into plain files: an editable project, the raw container, or one HTML file.",
        discussion: """
            Default: an editable project (book.yaml, chapters, styles, images, de-obfuscated fonts) that \
            `epubbuild build DIR/book.yaml` rebuilds. --raw extracts the container as stored; --html writes one \
            self-contained HTML file. Untrusted EPUBs cannot write outside the target, expand without bound or \
            reach the network; a failed or interrupted unpack leaves nothing behind.

            With --html and no -o, the one argument ending in .html or .htm that is not a zip names the page: \
            `epubbuild unpack book.epub --html book.html`. With several books, -o is a folder that gets one \
            project (or one NAME.html) per book; two books with the same name get `book` and `book-2`.
            """
    )

    @Argument(help: ArgumentHelp("The EPUB file(s) to unpack.", valueName: "book.epub"))
    var books: [String] = []

    @Option(
        help: ArgumentHelp(
            "Also unpack the EPUBs listed in this file, one per line, relative to the list's folder ('-' reads standard input).",
            valueName: "list"))
    var from: String?

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("How many books to unpack at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Option(
        help: ArgumentHelp(
            "Unpack only the K-th of N shares of the list (every N-th book from the K-th), to spread a catalogue over N machines.",
            valueName: "K/N"))
    var shard: String?

    @Flag(help: "Print one JSON object per book (input, output, status, diagnostics, timings per stage) for scripts.")
    var json = false

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "The target: a folder (project, --raw), or the .html file (--html). With several books, a folder that gets one entry per book. Default: beside each EPUB, named after it.",
            valueName: "path"))
    var output: String?

    @Flag(help: "Extract the container exactly as stored.")
    var raw = false

    @Flag(help: "Write one self-contained HTML file.")
    var html = false

    @Flag(
        inversion: .prefixedNo,
        help:
            "With --html: embed images and fonts as data: URIs (default), or copy them into OUT_files/ beside the page."
    )
    var embed = true

    @Flag(
        help:
            "With --html: keep scripts — <script>, event handler attributes (onload, …), javascript: URLs, frames and embedded objects (dropped by default)."
    )
    var scripts = false

    @Flag(
        name: .customLong("drop-nonlinear"),
        help: "With --html: leave out spine items marked linear=\"no\" (by default they follow the others).")
    var dropNonLinear = false

    @Flag(
        help:
            "Replace an existing non-empty target — never one holding an EPUB being unpacked or the current folder, nor / or your home folder."
    )
    var force = false

    @Option(
        name: .customLong("max-size"),
        help: ArgumentHelp("Refuse an EPUB that inflates to more than this many MiB.", valueName: "MiB"))
    var maxSize: UInt64 = 2048

    @Option(
        name: .customLong("max-entries"),
        help: ArgumentHelp("Refuse an EPUB with more entries than this.", valueName: "n"))
    var maxEntries = 20_000

    @Option(
        name: .customLong("max-ratio"),
        help: ArgumentHelp("Skip an entry that inflates more than this many times its stored size.", valueName: "n"))
    var maxRatio: UInt64 = 1_000

    @Flag(name: .shortAndLong, help: "Print only errors.")
    var quiet = false

    func validate() throws {
        if raw && html { throw ValidationError("--raw and --html exclude each other") }
        if books.isEmpty && from == nil { throw ValidationError("give at least one EPUB (or --from list)") }
        if let shard, BookList.Shard(shard) == nil {
            throw ValidationError("--shard takes K/N with 1 ≤ K ≤ N, such as 2/8")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        var (books, output) = Self.pageArgument(books: self.books, output: self.output, html: html)
        if let from {
            do { books += try BookList.read(from: from) } catch { throw ValidationError(error.description) }
        }
        if let shard = shard.flatMap(BookList.Shard.init) {
            books = shard.select(books)
            if books.isEmpty {
                if !quiet && !json {
                    Console.error("shard \(shard.index)/\(shard.count) of the list is empty; nothing to unpack")
                }
                return
            }
        }
        guard !books.isEmpty else { throw ValidationError("the list names no EPUB") }
        var options = UnpackOptions()
        options.force = force
        options.inputs = books
        options.embed = embed
        options.keepScripts = scripts
        options.dropNonLinear = dropNonLinear
        options.limits.totalBytes = maxSize << 20
        options.limits.entryCount = maxEntries
        options.limits.compressionRatio = maxRatio
        let mode: Unpacker.Mode = raw ? .raw : html ? .html : .project
        TemporaryPaths.shared.removeOnInterrupt()
        let work = zip(books, Self.targets(for: books, output: output, mode: mode)).map { book, target in
            let why =
                Paths.fileExtension(book).isEmpty && mode != .html
                ? "the book's name has no extension, so the target would be the book itself"
                : "another book of this run has the same name"
            let notes = target.renamed.map { renamed in
                [
                    Diagnostic(
                        .warning, .nameClash, at: SourceLocation(path: book), stage: .extract,
                        "\(why); written to \(renamed) instead")
                ]
            }
            return (book: book, target: target.path, notes: notes ?? [])
        }
        let batch = BatchUnpacker(
            unpacker: Unpacker(options: options), mode: mode,
            jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        if books.count == 1, !json {
            // One book: its messages and the line saying what was written, nothing more.
            let result = batch.run(work)[0]
            for message in result.diagnostics where !quiet || message.severity == "error" {
                Console.error(BatchReporter.line(message))
            }
            if result.status == .failed { throw ExitCode.failure }
            if !quiet { print("wrote \(result.output ?? "")") }
            return
        }
        let reporter = BatchReporter(.unpack, total: books.count, json: json, quiet: quiet)
        let results = batch.run(work) { index, result in reporter.finished(index, result) }
        reporter.summary(results)
        if results.contains(where: { $0.status == .failed }) { throw ExitCode.failure }
    }

    /// `unpack book.epub --html OUT.html`: with --html and no -o, the one
    /// argument ending in .html or .htm that is not a zip names the page.
    static func pageArgument(books: [String], output: String?, html: Bool) -> (books: [String], output: String?) {
        guard html, output == nil, books.count > 1 else { return (books, output) }
        let pages = books.filter { book in
            ["html", "htm"].contains(Paths.fileExtension(book)) && !isZip(book)
        }
        guard pages.count == 1, let page = pages.first else { return (books, output) }
        return (books.filter { $0 != page }, page)
    }

    private static func isZip(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 4)) == Data([0x50, 0x4B, 0x03, 0x04])
    }

    /// One target per book: `-o` itself for one book; for several, a name per
    /// book inside `-o` (`book`, then `book-2` for a second book of the same
    /// name); without `-o`, beside each EPUB. `renamed` is set when a name was taken.
    /// A target never takes the name of a book (`unpack book` with no extension unpacks to `book-2`).
    static func targets(for books: [String], output: String?, mode: Unpacker.Mode) -> [(path: String, renamed: String?)]
    {
        let key = { (path: String) in
            Paths.absolute(path, relativeTo: FileManager.default.currentDirectoryPath).lowercased()
        }
        var taken = Set(books.map(key))
        return books.map { book in
            let stem = Paths.stem(book)
            let suffix = mode == .html ? ".html" : ""
            let folder: String
            if let output {
                if books.count == 1 { return (output, nil) }
                folder = output
            } else {
                folder = Paths.directory(of: book)
            }
            func path(_ name: String) -> String { folder.isEmpty ? name + suffix : folder + "/" + name + suffix }
            var candidate = path(stem)
            var counter = 1
            while taken.contains(key(candidate)) {
                counter += 1
                candidate = path(stem + "-\(counter)")
            }
            taken.insert(key(candidate))
            return (candidate, counter > 1 ? candidate : nil)
        }
    }
}
