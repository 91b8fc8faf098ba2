import ArgumentParser
import EPUBBuild
import Foundation

@main
struct EPUBBuildCommand: ParsableCommand {
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
            `epubbuild init my-book` starts a book that builds as it is; `epubbuild build my-book` writes its \
            EPUB; `epubbuild serve my-book` shows it in a browser as you write. Every command and flag: \
            `man epubbuild`. Every book.yaml key, each kind of project and the library: the manual, \
            docs/*.md beside the README in share/doc/epubbuild (docs/book-yaml.md, docs/sources.md, docs/library.md).
            """,
        version: version,
        subcommands: [
            BuildCommand.self, InitCommand.self, ServeCommand.self, UnpackCommand.self, InfoCommand.self,
            PackCommand.self,
        ],
        // `epubbuild README.md -o book.epub` builds, as `pandoc README.md -o book.epub` does.
        defaultSubcommand: BuildCommand.self
    )

    /// The command line, with pandoc's defaults files (`-d book.yaml`) read as the options they stand for.
    static func main() {
        do {
            main(try PandocArguments.expanded(Array(CommandLine.arguments.dropFirst())))
        } catch {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            Foundation.exit(1)
        }
    }
}
