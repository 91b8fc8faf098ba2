import EPUBModel
import EPUBSupport
import Foundation
import Markdown
import XMLTree

/// The Ingest stage: reads one chapter file and turns it into an XHTML tree,
/// through the passes of its format (`ChapterIngestion.passes(for:)`).
enum ChapterIngester {
    /// `settings`: what the book asks of every chapter. `timings`: each pass's time is added.
    static func ingest(
        _ spec: ChapterSpec, settings: ChapterIngestion.Settings, warnings: inout [Diagnostic],
        timings: inout [PassTiming]
    ) throws(BuildError) -> ChapterDocument {
        if spec.sourceFormat == .picture {
            // Packaged by Resolve as the image it is; the page has no text of its own.
            let content = XMLTree(rootName: "html", namespace: XMLTree.xhtmlNamespace)
            content.root!.appendElement("body")
            return ChapterDocument(
                spec: spec, format: .picture, displayPath: Paths.display(spec.file),
                source: SourceText(path: spec.file, lines: []), content: content)
        }
        var work = try ChapterIngestion(spec, settings: settings)
        defer { warnings += work.diagnostics }
        timings += try PassRunner.run(ChapterIngestion.passes(for: work.format), on: &work, stage: .ingest)
        return work.chapter
    }

    /// HTML (a chapter, or what cmark-gfm made of Markdown) to XHTML. Notes
    /// from the conversion become warnings at the source line.
    /// An obsolete attribute made the style that does the same is counted in `styled`, once per attribute for the
    /// book (a README's two `<p align="center">` had been two warnings its author had nothing to change for).
    static func fromHTML(
        _ data: Data, path: String, source: SourceText, warnings: inout [Diagnostic],
        styled: inout [UnrenderedSyntax]
    ) throws(BuildError) -> (tree: XMLTree, head: XMLTree.HeadContent) {
        let html: XMLTree
        do {
            html = try XMLTree.parse(html: data, url: path)
        } catch {
            throw BuildError(
                .malformedXHTML, at: SourceLocation(path: path, line: error.line, column: error.column), stage: .ingest,
                "cannot parse HTML: \(error.message)")
        }
        if let truncation = html.truncation {
            // In cmark-gfm's HTML the last block read names its Markdown line; an HTML chapter's line is the parser's
            // own.
            var line = truncation.line
            if SourceFormat(path: source.path) == .markdown {
                html.forEachElement { element in
                    if let position = element.attribute("data-sourcepos"),
                        let start = SourcePosition(position)?.line
                    {
                        line = start
                    }
                }
            }
            throw BuildError(
                .malformedXHTML, at: source.location(shown: path, line: max(line, 1), column: 1), stage: .ingest,
                "elements nest deeper than 256 levels at or after this line, where the HTML parser stops and the rest of the chapter would be lost — nest them less deeply"
            )
        }
        let converted = XMLTree.xhtml(fromHTML: html)
        for note in converted.notes {
            let location = source.location(shown: path, line: note.line, column: 1)
            if let attribute = note.styledAttribute {
                styled.count(
                    UnrenderedSyntax(
                        code: DiagnosticCode(note.kind), kind: "obsolete HTML attribute '\(attribute)'",
                        plural: "obsolete HTML attributes '\(attribute)'",
                        outcome: "kept as the CSS style that does the same (EPUB 3's XHTML has no such attribute)",
                        first: location))
            } else {
                warnings.append(Diagnostic(note, at: location))
            }
        }
        return (converted.tree, converted.head)
    }
}
