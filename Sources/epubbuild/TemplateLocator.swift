import EPUBSupport
import Foundation

/// Finds the folder of default templates: the flag, then $EPUBBUILD_TEMPLATES,
/// then an installation (`PREFIX/share/epubbuild/Templates` beside
/// `PREFIX/bin/epubbuild`), then this source tree's `Templates/`.
enum TemplateLocator {
    static func locate(flag: String?, environment: [String: String]) -> String? {
        var candidates: [String] = []
        // Absolute: libxslt reads a stylesheet's `xsl:include` from the stylesheet's own folder, and a relative
        // folder had been joined twice (`T/T/common.xsl`).
        let here = FileManager.default.currentDirectoryPath
        if let flag {
            let folder = Paths.absolute(flag, relativeTo: here)
            return isTemplateFolder(folder) ? folder : nil
        }
        if let variable = environment["EPUBBUILD_TEMPLATES"] {
            candidates.append(Paths.absolute(variable, relativeTo: here))
        }
        let bin = executable().deletingLastPathComponent()
        candidates.append(bin.appendingPathComponent("../share/epubbuild/Templates").standardizedFileURL.path)
        // A build inside the repository: Sources/epubbuild/TemplateLocator.swift → Templates/.
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        candidates.append(source.appendingPathComponent("../../Templates").standardizedFileURL.path)
        return candidates.first(where: isTemplateFolder)
    }

    /// The running binary, wherever it was started from: argv[0] is only a
    /// name when the shell found the binary through PATH.
    private static func executable() -> URL {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    }

    private static func isTemplateFolder(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path + "/chapter.xsl")
    }
}
