import ArgumentParser
import EPUBBuild

@main
struct EPUBBuildCommand: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "epubbuild",
        abstract: "Turns book sources (Markdown, XHTML) into EPUB 3 files that pass epubcheck, and EPUBs back into plain files.",
        discussion: """
            Write a book.yaml that names the metadata and the chapter files, then run
            `epubbuild build path/to/book.yaml`. See README.md for every key of book.yaml.
            """,
        version: version,
        subcommands: [BuildCommand.self, UnpackCommand.self, InfoCommand.self]
    )
}
