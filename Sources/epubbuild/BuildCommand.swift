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
    var books: [String]

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

    @Flag(name: .shortAndLong, help: "Print only errors.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Print each stage as it starts and its time at the end.")
    var verbose = false

    func validate() throws {
        if output != nil, books.count > 1 {
            throw ValidationError("-o/--output names one file; give one book.yaml with it")
        }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let templates = TemplateLocator.locate(flag: defaultTemplates, environment: environment) else {
            throw ValidationError("cannot find the default templates; pass --default-templates DIR or set EPUBBUILD_TEMPLATES")
        }
        var options = BuildOptions(templatesDirectory: templates, output: output)
        options.lenient = lenient
        if let epoch = environment["SOURCE_DATE_EPOCH"] {
            guard let seconds = TimeInterval(epoch) else {
                throw ValidationError("SOURCE_DATE_EPOCH must be a number of seconds, not '\(epoch)'")
            }
            options.modificationDate = Date(timeIntervalSince1970: seconds)
        }
        var failed = 0
        for book in books {
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
                failed += 1
                Console.error(error.description)
            }
        }
        if failed > 0 { throw ExitCode.failure }
    }
}
