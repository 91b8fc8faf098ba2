import EPUBSupport
import Foundation
import Markdown
import XMLTree

/// The Ingest stage: reads one chapter file and turns it into an XHTML tree.
enum ChapterIngester {
    /// `lenient`: a directive that cannot be carried out is a warning (`--lenient`);
    /// `tool`: so it is in a project of a tool that goes on without it (`BookSpec.tool`).
    /// `hiddenLinePrefixes`: code languages → the prefix of lines mdBook hides.
    /// `files`: where the chapter and what it includes are read.
    /// `math`: where Markdown's TeX formulas are found; nil finds none.
    /// `highlight`: colour code blocks whose language a grammar reads.
    /// `templateValues`: what template variables stand for (`BookSpec.templateValues`).
    static func ingest(
        _ spec: ChapterSpec, notes: NoteStyle, hiddenLinePrefixes: [String: String] = [:],
        math: TeXMath.Delimiters? = nil, highlight: Bool = false,
        templateValues: [String: String] = [:],
        files: any SourceFiles = DiskFiles(), lenient: Bool = false, tool: BookTool? = nil, warnings: inout [Diagnostic]
    ) throws(BuildError) -> ChapterDocument {
        let shown = Paths.display(spec.file)
        if SourceFormat(path: spec.file) == .picture {
            // Packaged by Resolve as the image it is; the page has no text of its own.
            let content = XMLTree(rootName: "html", namespace: XMLTree.xhtmlNamespace)
            content.root!.appendElement("body")
            return ChapterDocument(
                spec: spec, format: .picture, displayPath: shown, source: SourceText(path: spec.file, lines: []),
                content: content)
        }
        guard var data = files.contents(atPath: spec.file) else {
            throw BuildError(.chapterUnreadable, at: spec.location, stage: .ingest, "cannot read chapter '\(shown)'")
        }
        var source = SourceText(path: spec.file, files: files)
        guard let decoded = DeclaredEncoding.text(data) else {
            let (line, column) = firstInvalidUTF8(in: data)
            throw BuildError(
                .invalidUTF8, at: SourceLocation(path: shown, line: line, column: column), stage: .ingest,
                "chapter is not valid UTF-8 text — save it as UTF-8")
        }
        var text = decoded.text
        if let encoding = decoded.from {
            warnings.append(
                Diagnostic(
                    .warning, .encodingConverted, at: SourceLocation(path: shown, line: 1, column: 1), stage: .ingest,
                    "the chapter is in \(encoding); converted to UTF-8"))
            data = Data(text.utf8)
            source = SourceText(path: spec.file, lines: SourceText.lines(of: text))
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }  // a byte order mark is not text
        let format = SourceFormat(path: spec.file)
        var spec = spec
        var head = XMLTree.HeadContent()
        var pageTitle: String?
        var includedFiles: [String] = []
        var epubPrefix: String?
        var formulas: [TeXMath.Formula] = []
        var unrendered: [UnrenderedSyntax] = []
        var plantUML: [PlantUMLDrawing.Diagram] = []
        let content: XMLTree
        // Page-break markers name themselves (`pagebreak`, `doc-pagebreak`): a chapter whose text never does has none
        // to look for.
        var mayHoldPageBreaks = ByteSearch.contains("pagebreak", in: text)
        switch format {
        case .markdown:
            var markdown = try FrontMatter.apply(text, to: &spec, path: shown, ignored: &unrendered)
            if MdBookDirectives.mayContainDirective(markdown) {
                let expansion = try MdBookDirectives.expand(
                    markdown, file: spec.file, shown: shown, files: files,
                    forgiven: lenient ? "--lenient" : tool.map { "\($0.rawValue) builds the book without it" },
                    warnings: &warnings)
                if expansion.text != markdown {
                    markdown = expansion.text
                    source = SourceText(
                        path: spec.file, lines: SourceText.lines(of: markdown), origins: expansion.origins)
                }
                pageTitle = expansion.pageTitle
                includedFiles = expansion.includedFiles
            }
            if TemplateTags.mayContainTag(markdown) {
                let rendered = TemplateTags.apply(markdown, source: source, shown: shown, values: templateValues)
                unrendered += rendered.unrendered
                if rendered.text != markdown {
                    markdown = rendered.text
                    source = SourceText(
                        path: spec.file, lines: SourceText.lines(of: markdown), origins: rendered.origins)
                }
            }
            let protected = math.map { TeXMath.protect(markdown, delimiters: $0) } ?? (text: markdown, formulas: [])
            formulas = protected.formulas
            let html = PageBreakMarkers.expandingShorthand(
                in: TeXMath.placeholders(in: MarkdownRenderer.html(from: protected.text), formulas: formulas))
            mayHoldPageBreaks = mayHoldPageBreaks || ByteSearch.contains("pagebreak", in: html)
            (content, head) = try fromHTML(Data(html.utf8), path: shown, source: source, warnings: &warnings)
            if let body = content.root?.elementChildren.first {
                // Only cmark-gfm's notes carry `data-footnote…`, and only their ids a percent-encoded `fn-`: most
                // chapters skip the walk.
                if ByteSearch.contains("data-footnote", in: html)
                    || (ByteSearch.contains("%", in: html) && ByteSearch.contains("fn", in: html))
                {
                    FootnoteFormatter.apply(to: body, style: notes)
                }
                HeadingAttributes.apply(to: body)
                Admonitions.apply(to: body)
                HiddenCodeLines.apply(to: body, prefixes: hiddenLinePrefixes)
                Captions.makeFigures(in: body)
                Diagrams.apply(to: body, source: source, shown: shown, unrendered: &unrendered, plantUML: &plantUML)
                if math?.dollars == true { TeXMath.placeholdersForMathBlocks(in: body, formulas: &formulas) }
            }
        case .html, .picture:  // a picture returned above, unread
            (content, head) = try fromHTML(data, path: shown, source: source, warnings: &warnings)
        case .xhtml:
            let parsed: XMLTree
            do {
                parsed = try XMLTree.parse(xml: data, url: spec.file)
            } catch {
                throw BuildError(
                    DiagnosticCode.parseFailure(error.kind, malformed: .malformedXHTML),
                    at: SourceLocation(path: shown, line: error.line, column: error.column), stage: .ingest,
                    error.kind == .malformed ? "malformed XHTML: \(error.message)" : error.message)
            }
            guard let root = parsed.root, root.name == "html", root.namespaceURI == XMLTree.xhtmlNamespace else {
                throw BuildError(
                    .malformedXHTML, at: SourceLocation(path: shown, line: parsed.root?.line ?? 1, column: 1),
                    stage: .ingest,
                    "the root element must be <html xmlns=\"http://www.w3.org/1999/xhtml\">")
            }
            epubPrefix = root.attribute("prefix", namespace: XMLTree.opsNamespace)
            content = XMLTree(rootName: "html", namespace: XMLTree.xhtmlNamespace)
            content.root!.declareNamespace(XMLTree.opsNamespace, prefix: "epub")
            let body = content.root!.appendElement("body")
            for part in root.elementChildren {
                if part.name == "head" {
                    let notes: [XMLTree.ConversionNote]
                    (head, notes) = XMLTree.headContent(of: part)
                    warnings += notes.map { note in
                        Diagnostic(
                            .warning, DiagnosticCode(note.kind),
                            at: SourceLocation(path: shown, line: note.line, column: 1), stage: .ingest, note.message)
                    }
                } else if part.name == "body" {
                    // Its id is a link target, its class a hook of the book's CSS (`body.fixed`): the template's body
                    // gets them.
                    body.setLine(part.line)
                    for attribute in part.attributes {
                        body.setAttribute(
                            attribute.name, attribute.value, namespace: attribute.namespace,
                            prefix: attribute.namespace == XMLTree.opsNamespace ? "epub" : nil)
                    }
                    for child in part.children { body.appendCopy(of: child) }
                }
            }
            // An EPUB 2 book's `<font>`, `<center>`, `align=`…, which EPUB 3's XHTML refuses, as an HTML chapter's
            // become.
            warnings += content.root!.repairObsoleteHTML().map { note in
                Diagnostic(
                    .warning, DiagnosticCode(note.kind),
                    at: SourceLocation(path: shown, line: max(note.line, 1), column: 1), stage: .ingest, note.message)
            }
        }
        var codeBlocks: [CodeHighlighting.CodeBlock] = []
        if let body = ChapterDocument.body(of: content) {
            if highlight { codeBlocks = CodeHighlighting.codeBlocks(in: body) }
            InertForms.apply(to: body, path: shown, warnings: &warnings)
            let repairs = ContentModelRepair.apply(to: body, source: source, shown: shown)
            warnings += repairs.filter { $0.severity != .error }
            try BuildError.throwIfErrors(in: repairs)
        }
        var chapter = ChapterDocument(spec: spec, format: format, displayPath: shown, source: source, content: content)
        chapter.pageTitle = pageTitle
        chapter.mayHoldPageBreaks = mayHoldPageBreaks
        chapter.includedFiles = includedFiles
        chapter.formulas = formulas
        chapter.unrendered = unrendered
        chapter.plantUML = plantUML
        chapter.codeBlocks = codeBlocks
        chapter.sourceSize = data.count
        chapter.epubPrefix = epubPrefix
        chapter.sourceTitle = head.title.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap {
            $0.isEmpty ? nil : $0
        }
        // The head's stylesheets and styles belong to the chapter; the template writes the head anew.
        chapter.linkedStylesheets = head.stylesheets
        chapter.headStyles = head.styles.map(\.text)
        chapter.viewport = head.viewport
        chapter.baseURL = head.base.flatMap {
            ReferenceURL($0).isExternal && $0.lowercased().hasPrefix("http") ? $0 : nil
        }
        return chapter
    }

    /// HTML (a chapter, or what cmark-gfm made of Markdown) to XHTML. Notes
    /// from the conversion become warnings at the source line.
    private static func fromHTML(_ data: Data, path: String, source: SourceText, warnings: inout [Diagnostic])
        throws(BuildError) -> (tree: XMLTree, head: XMLTree.HeadContent)
    {
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
                        let start = position.split(separator: ":").first.flatMap({ Int($0) })
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
            warnings.append(
                Diagnostic(
                    .warning, DiagnosticCode(note.kind), at: source.location(shown: path, line: note.line, column: 1),
                    stage: .ingest, note.message))
        }
        return (converted.tree, converted.head)
    }

    /// The line and column (in characters, 1-based) of the first byte that is
    /// not part of valid UTF-8.
    static func firstInvalidUTF8(in data: Data) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var bytes = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while case .valid(let scalar) = parser.parseScalar(from: &bytes) {
            if scalar.count == 1 && scalar.first == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}
