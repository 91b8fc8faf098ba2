import EPUBModel
import EPUBSupport
import XMLTree

/// A chapter as Load and Ingest make it: its source, its content as an XHTML
/// tree (`html/body`), and what reading the source found. What Resolve
/// decides about it (its href, ids, title) is `ResolvedChapter`'s, which
/// holds this document: a stage's output type holds only what it produced.
public struct ChapterDocument: Sendable {
    public var spec: ChapterSpec
    public var format: SourceFormat
    /// The chapter's path as messages show it.
    public var displayPath: String
    /// The source text, to point diagnostics at lines and columns.
    public var source: SourceText
    public var sourceLines: [Substring] { source.lines }

    /// Where line `line` of the source was written (an included file's line, for included text).
    public func location(line: Int, column: Int = 0) -> SourceLocation {
        source.location(shown: displayPath, line: line, column: column)
    }
    /// The content, `<html xmlns="http://www.w3.org/1999/xhtml"><body>…</body></html>`.
    public var content: XMLTree
    /// The `<title>` of an XHTML/HTML source.
    public var sourceTitle: String?
    /// mdBook's `{{#title}}`: the page's `<title>`, when it differs from the chapter's title in the contents.
    public var pageTitle: String?
    /// Files mdBook directives included into the source, for `--incremental`.
    public var includedFiles: [String] = []
    /// The TeX formulas of a Markdown chapter, in order; the content holds a placeholder for each until Ingest converts
    /// them.
    public var formulas: [TeXMath.Formula] = []
    /// Template syntax and diagrams the chapter holds that the book cannot render, counted per kind; told once per
    /// book.
    var unrendered: [UnrenderedSyntax] = []
    /// The PlantUML diagrams of a Markdown chapter, in order; the content holds a placeholder for each until Ingest
    /// draws them.
    var plantUML: [PlantUMLDrawing.Diagram] = []
    /// The bytes of the source read: how long Transform will take over the
    /// chapter, next to others (its workers take the longest first).
    public var sourceSize = 0
    /// The code blocks that get coloured (see CodeHighlighting), in order.
    var codeBlocks: [CodeHighlighting.CodeBlock] = []
    /// Whether it has code blocks to colour (the book then links Templates/highlight.css).
    public var hasCodeToHighlight: Bool { !codeBlocks.isEmpty }
    /// Stylesheets an XHTML/HTML source links from its `<head>`, as written, with their lines.
    public var linkedStylesheets: [(href: String, line: Int)] = []
    /// The titles of those linked as alternates (`XMLTree.HeadContent.alternateTitles`), by href as written.
    public var alternateStylesheetTitles: [String: String] = [:]
    /// The `epub:prefix` of an XHTML source's root: vocabularies its `epub:type` values use (`z3998: …`).
    public var epubPrefix: String?
    /// `<style>` elements of an XHTML/HTML source's `<head>`.
    public var headStyles: [String] = []
    /// The source's `<meta name="viewport">` content: its page size in a fixed-layout book.
    public var viewport: String?
    /// An XHTML/HTML source's `<base href>` when it is a web address: the
    /// page's links that lead nowhere in the book were written against it.
    public var baseURL: String?
    /// 0 for a whole chapter or the first document of a split one; 1, 2, … for the documents after it.
    public var splitIndex = 0
    /// pandoc-crossref's numbers of the chapter's labelled figures, tables, formulas and sections, by id ("3",
    /// "2.1"): what a reference to them reads. Each document split from a chapter holds them all.
    var referenceNumbers: [String: String] = [:]
    /// False when the source never says `pagebreak`: Resolve need not look for page-break markers.
    public var mayHoldPageBreaks = true

    public init(spec: ChapterSpec, format: SourceFormat, displayPath: String, source: SourceText, content: XMLTree) {
        self.spec = spec
        self.format = format
        self.displayPath = displayPath
        self.source = source
        self.content = content
    }

    public var body: XMLNode? {
        Self.body(of: content)
    }

    /// The `body` element of a chapter's content tree.
    public static func body(of content: XMLTree) -> XMLNode? {
        content.root?.elementChildren.first { $0.name == "body" }
    }

    /// Hands the content tree over (Transform renders it, then frees it) and
    /// leaves an empty document: after Resolve the
    /// chapter's model is what remains, so a big book's memory falls as its
    /// pages are written instead of doubling.
    mutating func takeContent() -> XMLTree {
        defer { content = XMLTree(rootName: "html", namespace: XMLTree.xhtmlNamespace) }
        return content
    }
}
