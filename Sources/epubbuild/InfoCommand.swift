import ArgumentParser
import EPUBBuild
import Foundation

struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Describe EPUB files: metadata, version, layout, counts, spine and table of contents.",
        discussion: "With --json, prints one JSON object per book (an array for several); README.md documents the keys."
    )

    @Argument(help: ArgumentHelp("The EPUB file(s) to describe.", valueName: "book.epub"))
    var books: [String]

    @Flag(help: "Print JSON for scripts instead of text.")
    var json = false

    func run() throws {
        var reports: [PublicationInfo] = []
        var failed = 0
        for book in books {
            do {
                let publication = try EPUBReader(path: book).read()
                reports.append(PublicationInfo(publication, file: book))
            } catch {
                failed += 1
                Console.error(error.description)
            }
        }
        if json {
            if books.count == 1, let report = reports.first {
                print(report.json())
            } else {
                print("[\n" + reports.map { $0.json() }.joined(separator: ",\n") + "\n]")
            }
        } else {
            print(reports.map { $0.text() }.joined(separator: "\n\n"))
        }
        if failed > 0 { throw ExitCode.failure }
    }
}
