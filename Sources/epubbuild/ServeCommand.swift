import ArgumentParser
import EPUBBuild
import EPUBSupport
import Foundation

struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Show the book in a browser as it will read, and rebuild it and reload the page on every save.",
        discussion: """
            Serves on localhost only (http://localhost:3000 unless --port says otherwise). Every file the build \
            reads — chapters, included files, images, stylesheets, templates, the book file — is watched; a \
            failed build keeps the last good book and shows its errors over the page and in the terminal.
            """
    )

    @Argument(
        help: ArgumentHelp("The book file, or a folder holding one (default: the current folder).", valueName: "book"))
    var book = "."

    @Option(name: .shortAndLong, help: ArgumentHelp("The port to listen on.", valueName: "n"))
    var port: UInt16 = 3000

    @Option(
        name: .customLong("default-templates"),
        help: ArgumentHelp("Folder with the default templates, if not the installed ones.", valueName: "dir"))
    var defaultTemplates: String?

    /// Synchronous, as every command is: an async root command would run every build on a Swift-concurrency
    /// thread, whose small stack a deep book (or valgrind, for the instruction budgets) can overflow. The server
    /// answers on threads of its own while the main thread serves the dispatch queue until Ctrl-C.
    func run() throws {
        let bookFile = Paths.absolute(
            try BookArgument.bookFile(book).file, relativeTo: FileManager.default.currentDirectoryPath)
        var options = BuildOptions(templatesDirectory: try BookArgument.templates(flag: defaultTemplates), output: nil)
        // A draft's broken link is a warning while writing; `build` still refuses it.
        options.lenient = true
        let session = PreviewSession(bookFile: bookFile, builder: BookBuilder(options: options))
        let routes = PreviewRoutes(live: session.live)
        // The port first: a port in use is said at once, before a build.
        let server: LocalHTTPServer
        do {
            server = try LocalHTTPServer(port: port) { _, path in routes.response(to: path) }
        } catch {
            Console.error("error: \(error); another program may hold it: choose another with --port")
            throw ExitCode.failure
        }
        session.start()
        server.start()
        Console.error("serving \(Paths.display(bookFile)) at http://localhost:\(port)/ — Ctrl-C stops")
        dispatchMain()
    }
}

/// A book being served: built once, then again whenever a file its last build read changes.
final class PreviewSession: @unchecked Sendable {
    let live = LiveBook()
    private let bookFile: String
    private let builder: BookBuilder
    private var watcher: InputWatcher?

    /// What the builds looked for in vain, watched too.
    private let missing: MissingFilesRecorder

    init(bookFile: String, builder: BookBuilder) {
        self.bookFile = bookFile
        var builder = builder
        missing = MissingFilesRecorder(over: builder.options.files)
        builder.options.files = missing
        self.builder = builder
    }

    func start() {
        let watcher = InputWatcher { [weak self] in self?.rebuild() }
        self.watcher = watcher
        watcher.watch([bookFile])
        watcher.start()
        rebuild()
    }

    /// Rebuilds, reports to the terminal, and watches what the build read (the book file too).
    private func rebuild() {
        let (builder, bookFile, watcher, missing) = (self.builder, self.bookFile, self.watcher, self.missing)
        let build = { @Sendable in Result { () throws(BuildError) in try builder.preview(bookFile) } }
        live.rebuild(build: build) { result, seconds in
            switch result {
            case .success(let book):
                for warning in book.warnings { Console.error(warning.description) }
                Console.error(String(format: "built in %.2f s; the page reloads", seconds))
                watcher?.watch(
                    book.inputs + [bookFile] + missing.takeMissing(), since: Date(timeIntervalSinceNow: -seconds))
            case .failure(let error):
                Console.error(error.description)
                let served = self.live.current.book != nil
                Console.error(served ? "the last good book is still served" : "the page shows the book once it builds")
                // What the last good build read stays watched, with what this one looked for in vain.
                let watched = (watcher?.watched ?? []) + missing.takeMissing() + [bookFile]
                watcher?.watch(watched, since: Date(timeIntervalSinceNow: -seconds))
            }
        }
    }
}
