import EPUBFormats
import EPUBModel
import EPUBSupport
import Foundation

/// The Load stage: the book file a build is given, read by the reader its kind needs — an mdBook project's
/// book.toml, a GitBook project's book.json, .gitbook.yaml or lone SUMMARY.md, or a book.yaml (EPUBFormats'
/// `BookSpecLoader.read(yaml:)`).
extension BookSpecLoader {
    /// Loads `path`, read from `files`. Warnings (such as a missing language) go to `warnings`.
    public static func load(_ path: String, files: any SourceFiles = DiskFiles(), warnings: inout [Diagnostic])
        throws(BuildError) -> BookSpec
    {
        let file = Paths.absolute(path, relativeTo: FileManager.default.currentDirectoryPath)
        if ["book.js", "book.json", ".gitbook.yaml", "SUMMARY.md"].contains(Paths.lastComponent(file)) {
            return try GitBookProject.load(file, files: files, warnings: &warnings)
        }
        let text = try readText(file, files: files)
        if Paths.fileExtension(file) == "toml" {
            return try MdBookProject.load(text, file: file, files: files, warnings: &warnings)
        }
        var spec = try read(yaml: text, file: file, files: files, warnings: &warnings)
        if spec.math != nil {
            let includes = MathJaxConfiguration.jekyllFiles(above: spec.directory, files: files)
            MathJaxConfiguration.apply(files: includes, to: &spec, files: files, warnings: &warnings)
        }
        return spec
    }
}
