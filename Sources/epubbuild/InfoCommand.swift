import ArgumentParser
import EPUBBuild
import EPUBRead
import Foundation

struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Describe EPUB files: metadata, version, layout, counts, spine and table of contents.",
        discussion: """
            With --json, prints one JSON object per book (an array for several); the manual's docs/unpacking.md and schema/cli-output.schema.json document the keys. \
            A book that cannot be read is reported on standard error and the exit status is 1; with --json and \
            several books, the array holds {"file": …, "error": …} in its place; with one, nothing is printed.
            """
    )

    @Argument(help: ArgumentHelp("The EPUB file(s) to describe.", valueName: "book.epub"))
    var books: [String]

    @Flag(help: "Print JSON for scripts instead of text.")
    var json = false

    func run() throws {
        var reports: [String] = []
        var failed = 0
        for book in books {
            do {
                let reader = try EPUBReader(path: book)
                let publication = try reader.read()
                let info = PublicationInfo(
                    publication, file: book, skipped: reader.archive.skipped,
                    found: reader.accessibilityFacts(of: publication))
                reports.append(json ? info.json() : info.text())
            } catch {
                failed += 1
                Console.error(error.description)
                if json && books.count > 1 {
                    reports.append(InfoFailure(file: book, error: error.diagnostic.message).json())
                }
            }
        }
        if json && books.count > 1 {
            print("[\n" + reports.joined(separator: ",\n") + "\n]")
        } else if !reports.isEmpty {
            print(reports.joined(separator: "\n\n"))
        }
        if failed > 0 { throw ExitCode.failure }
    }
}
