import ArgumentParser
import EPUBBuild
import Foundation

@main
struct EPUBBuildCommand: AsyncParsableCommand {
    static let version = "0.1.0"

    /// The version and the running binary's size and modification time: part of
    /// every `--incremental` stamp, so a rebuilt or upgraded epubbuild rebuilds every book.
    static var buildFingerprint: String {
        // attributesOfItem does not follow links, and /proc/self/exe is one.
        let binary =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let attributes = try? FileManager.default.attributesOfItem(atPath: binary)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? 0
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(version) binary \(size) bytes modified \(modified)"
    }

    static let configuration = CommandConfiguration(
        commandName: "epubbuild",
        abstract:
            "Turns book sources (Markdown, XHTML) into EPUB 3 files that pass epubcheck, and EPUBs back into plain files.",
        discussion: """
            Write a book.yaml that names the metadata and the chapter files, then run
            `epubbuild build path/to/book.yaml`. See README.md for every key of book.yaml.
            """,
        version: version,
        subcommands: [
            BuildCommand.self, InitCommand.self, ServeCommand.self, UnpackCommand.self, InfoCommand.self,
            PackCommand.self,
        ],
        // `epubbuild README.md -o book.epub` builds, as `pandoc README.md -o book.epub` does.
        defaultSubcommand: BuildCommand.self
    )
}
