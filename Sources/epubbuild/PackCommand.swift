import ArgumentParser
import EPUBBuild
import EPUBRead
import Foundation

struct PackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pack",
        abstract: "Zip a folder holding an unpacked EPUB (unpack --raw writes one) into an EPUB, as OCF requires.",
        discussion: """
            mimetype goes first, stored; then META-INF/container.xml, the package document and its manifest \
            items in manifest order, then any other file. Every entry carries one time (SOURCE_DATE_EPOCH, \
            else the newest file's), so the same folder gives the same bytes. The folder must hold \
            META-INF/container.xml and the package document it names; a mimetype file that is missing or \
            holds other bytes is written as OCF requires, with a warning.
            """
    )

    @Argument(help: ArgumentHelp("The folder to pack.", valueName: "folder"))
    var folder: String

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("The EPUB to write (default: the folder's name with .epub).", valueName: "book.epub"))
    var output: String?

    @Flag(name: .shortAndLong, help: "Print errors only.")
    var quiet = false

    func run() throws {
        let trimmed = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let target = output ?? trimmed + ".epub"
        var packer = ContainerPacker()
        if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"] {
            packer.modified = try SourceDateEpoch.parse(epoch)
        }
        do {
            let warnings = try packer.pack(trimmed, to: target)
            for warning in warnings where !quiet { Console.error(warning.description) }
            if !quiet { print("wrote \(target)") }
        } catch {
            Console.error(error.description)
            throw ExitCode.failure
        }
    }
}
