import EPUBBuild
import EPUBFormats
import EPUBModel
import EPUBSupport
import Foundation

extension TestBuild {
    /// The book `yaml` describes, loaded (not built) in a new folder that holds its one chapter, `a.md`.
    static func load(yaml: String) throws -> BookSpec {
        let folder = TestPaths.temporaryDirectory()
        try "# A\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try yaml.write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        var warnings: [Diagnostic] = []
        return try BookSpecLoader.load(folder + "/book.yaml", warnings: &warnings)
    }
}
