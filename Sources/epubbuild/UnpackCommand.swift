import ArgumentParser
import EPUBBuild
import Foundation

struct UnpackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unpack",
        abstract: "Turn EPUBs back into plain files: an editable project, the raw container, or one HTML file.",
        discussion: """
            Default: an editable project (book.yaml, chapters, styles, images, de-obfuscated fonts) that
            `epubbuild build DIR/book.yaml` rebuilds. --raw extracts the container as stored; --html writes one
            self-contained HTML file. Untrusted EPUBs cannot write outside the target, expand without bound or
            reach the network; a failed unpack leaves nothing behind.
            """
    )

    @Argument(help: ArgumentHelp("The EPUB file(s) to unpack.", valueName: "book.epub"))
    var books: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "The target: a folder (project, --raw), or the .html file (--html). With several books, a folder that gets one entry per book. Default: beside each EPUB, named after it.",
        valueName: "path"))
    var output: String?

    @Flag(help: "Extract the container exactly as stored.")
    var raw = false

    @Flag(help: "Write one self-contained HTML file.")
    var html = false

    @Flag(inversion: .prefixedNo, help: "With --html: embed images and fonts as data: URIs (default), or copy them into OUT_files/ beside the page.")
    var embed = true

    @Flag(help: "With --html: keep <script> elements (dropped by default).")
    var scripts = false

    @Flag(name: .customLong("drop-nonlinear"), help: "With --html: leave out spine items marked linear=\"no\" (by default they follow the others).")
    var dropNonLinear = false

    @Flag(help: "Replace an existing non-empty target.")
    var force = false

    @Option(name: .customLong("max-size"), help: ArgumentHelp("Refuse an EPUB that inflates to more than this many MiB.", valueName: "MiB"))
    var maxSize: UInt64 = 2048

    @Option(name: .customLong("max-entries"), help: ArgumentHelp("Refuse an EPUB with more entries than this.", valueName: "n"))
    var maxEntries = 20_000

    @Option(name: .customLong("max-ratio"), help: ArgumentHelp("Skip an entry that inflates more than this many times its stored size.", valueName: "n"))
    var maxRatio: UInt64 = 1_000

    @Flag(name: .shortAndLong, help: "Print only errors.")
    var quiet = false

    func validate() throws {
        if raw && html { throw ValidationError("--raw and --html exclude each other") }
    }

    func run() throws {
        var options = UnpackOptions()
        options.force = force
        options.embed = embed
        options.keepScripts = scripts
        options.dropNonLinear = dropNonLinear
        options.limits.totalBytes = maxSize << 20
        options.limits.entryCount = maxEntries
        options.limits.compressionRatio = maxRatio
        let mode: Unpacker.Mode = raw ? .raw : html ? .html : .project
        let unpacker = Unpacker(options: options)
        var failed = 0
        for book in books {
            let target = self.target(for: book, mode: mode)
            do {
                let warnings = try unpacker.unpack(book, to: target, mode: mode)
                if !quiet {
                    warnings.forEach { Console.error($0.description) }
                    print("wrote \(target)")
                }
            } catch {
                failed += 1
                Console.error(error.description)
            }
        }
        if failed > 0 { throw ExitCode.failure }
    }

    private func target(for book: String, mode: Unpacker.Mode) -> String {
        let stem = ((book as NSString).lastPathComponent as NSString).deletingPathExtension
        let name = mode == .html ? stem + ".html" : stem
        guard let output else { return (book as NSString).deletingLastPathComponent.isEmpty ? name : (book as NSString).deletingLastPathComponent + "/" + name }
        return books.count > 1 ? output + "/" + name : output
    }
}
