import ArgumentParser
import EPUBBuild
import EPUBSupport
import Foundation

/// What `build` and `serve` make of their arguments, the same way for both.
enum BookArgument {
    /// The book file `argument` names: itself, or for a folder the book file in it (`BookDiscovery`), with the kind
    /// of book found there. A folder with none is an error in the build's own form, naming what was looked for.
    static func bookFile(_ argument: String) throws -> (file: String, found: BookDiscovery.Found?) {
        let folder = Paths.absolute(argument, relativeTo: FileManager.default.currentDirectoryPath)
        guard DiskFiles().isFolder(folder) else { return (argument, nil) }
        guard let found = BookDiscovery.find(in: folder) else {
            let names = BookDiscovery.names.joined(separator: ", ")
            Console.error(
                BuildError(
                    .bookFileUnreadable, at: SourceLocation(path: argument), stage: .load,
                    "no book file in this folder: looked for \(names) — name the file to build"
                ).description)
            throw ExitCode.failure
        }
        return (found.file, found)
    }

    /// The folder of default templates (`TemplateLocator`), or the error that says how to name one.
    static func templates(flag: String?) throws -> String {
        guard let templates = TemplateLocator.locate(flag: flag, environment: ProcessInfo.processInfo.environment)
        else {
            throw ValidationError(
                "cannot find the default templates; pass --default-templates DIR or set EPUBBUILD_TEMPLATES")
        }
        return templates
    }
}
