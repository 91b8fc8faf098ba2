import EPUBFormats
import EPUBSupport
import Foundation
import Yams

/// Reads a bibliography file by its extension: CSL-JSON (`.json`), CSL-YAML (`.yaml`, `.yml`) or BibTeX and
/// biblatex (`.bib`, `.bibtex`, `.biblatex`), as pandoc's `--bibliography` does.
public enum BibliographyReader {
    public static let extensions = ["json", "yaml", "yml", "bib", "bibtex", "biblatex"]

    /// The entries of `text`, read as the file `path` (shown in messages) by its extension.
    /// `format`: the kind of text (`yaml`) where the path does not say it (pandoc's `references:` in a Markdown file).
    /// `language`: the book's (its locale's), which decides whether BibTeX's titles are in title case.
    public static func read(_ text: String, path: String, format: String? = nil, language: String = "en-US")
        throws(BuildError) -> [Reference]
    {
        let ext = format ?? (path as NSString).pathExtension.lowercased()
        switch ext {
        case "bib", "bibtex", "biblatex":
            var parser = BibTeXParser(text: text, path: path)
            // pandoc reads `.bibtex` as BibTeX, whose crossref keeps the fields' names, and the rest as biblatex.
            let entries = BibTeXCrossref.resolved(try parser.entries(), biblatex: ext != "bibtex")
            return entries.map { BibTeXConversion.reference($0, language: language) }
        case "json", "yaml", "yml":
            return try CSLDataReader.read(
                try compose(text, path: path, format: ext == "json" ? "JSON" : "YAML"), path: path,
                markdown: ext != "json")
        default:
            throw BuildError(
                .bibliographySyntax, at: SourceLocation(path: path), stage: .load,
                "a bibliography must be CSL-JSON (.json), CSL-YAML (.yaml, .yml) or BibTeX (.bib), not '.\(ext)'")
        }
    }

    /// The YAML (or JSON, which the YAML reader reads too) document of the file; a CSL-YAML file may open with
    /// `---` and close with `---` or `...`, as a Markdown file's metadata block does.
    private static func compose(_ text: String, path: String, format: String) throws(BuildError) -> Node {
        if let deep = YAMLNesting.tooDeep(text) {
            throw BuildError(
                .bibliographySyntax, at: SourceLocation(path: path, line: deep.line, column: deep.column),
                stage: .load, "\(format) nested more than \(YAMLNesting.limit) levels deep — no bibliography needs that"
            )
        }
        do {
            guard let node = try YAMLReading.firstDocument(text) else {
                throw BuildError(
                    .bibliographySyntax, at: SourceLocation(path: path), stage: .load, "the bibliography is empty")
            }
            return node
        } catch let error as BuildError {
            throw error
        } catch let error as YamlError {
            throw syntaxError(error, path: path, format: format)
        } catch {
            throw BuildError(
                .bibliographySyntax, at: SourceLocation(path: path), stage: .load, "malformed \(format): \(error)")
        }
    }

    private static func syntaxError(_ error: YamlError, path: String, format: String) -> BuildError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return BuildError(
                .bibliographySyntax, at: SourceLocation(path: path, line: mark.line, column: mark.column),
                stage: .load, "malformed \(format): \(problem)")
        default:
            return BuildError(
                .bibliographySyntax, at: SourceLocation(path: path), stage: .load, "malformed \(format): \(error)")
        }
    }
}
