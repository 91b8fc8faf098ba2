import EPUBSupport
import Foundation

/// What `--force` may replace. Replacing a folder deletes everything in it,
/// so a target is refused, whatever the flag says, when it is the root or
/// the home folder, or when it holds (or is) an EPUB being unpacked or the
/// current folder: `unpack book.epub -o . --force` must not delete book.epub.
enum ReplacementGuard {
    /// Throws when `target` (absolute) may not be replaced; `inputs` are the EPUBs of this run.
    static func check(_ target: String, inputs: [String]) throws(BuildError) {
        let real = resolved(target)
        let home = resolved(FileManager.default.homeDirectoryForCurrentUser.path)
        let current = resolved(FileManager.default.currentDirectoryPath)
        var reason: String?
        if real == "/" {
            reason = "it is the root folder"
        } else if real == home {
            reason = "it is your home folder"
        } else if let input = inputs.map({ resolved(Paths.absolute($0, relativeTo: current)) }).first(where: {
            contains(real, $0)
        }) {
            reason = (input == real ? "it is " : "it holds ") + "'\(Paths.display(input))', an EPUB being unpacked"
        } else if contains(real, current) {
            reason = "it holds the current folder"
        }
        if let reason {
            throw BuildError(
                .targetRefused, at: SourceLocation(path: Paths.display(target)), stage: .extract,
                "refusing to replace the target even with --force: \(reason) — choose another with -o")
        }
    }

    /// Whether `path` is `folder` or lies inside it.
    private static func contains(_ folder: String, _ path: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// The path with symbolic links resolved, so `-o link-to-here` is caught too.
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return Paths.absolute(path, relativeTo: "/") }
        defer { free(real) }
        return String(cString: real)
    }
}
