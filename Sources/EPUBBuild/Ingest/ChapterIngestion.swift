import EPUBModel
import EPUBSupport
import Foundation
import Markdown
import XMLTree

/// One chapter's Ingest work in progress, handed from pass to pass
/// (`ChapterIngestion.passes(for:)`): the source text as the passes rewrite
/// it, then the XHTML tree and what the passes learn on the way.
struct ChapterIngestion: PassWork {
    /// What the book asks of every chapter's ingest.
    struct Settings: Sendable {
        var notes: NoteStyle
        /// Code languages → the prefix of lines mdBook hides.
        var hiddenLinePrefixes: [String: String] = [:]
        /// The Markdown the chapters are written in.
        var dialect = MarkdownDialect.gfm
        /// Where Markdown's TeX formulas are found; nil finds none.
        var math: TeXMath.Delimiters?
        /// Colour code blocks whose language a grammar reads.
        var highlight = false
        /// What template variables stand for (`BookSpec.templateValues`).
        var templateValues: [String: String] = [:]
        /// Where the chapter and what it includes are read.
        var files: any SourceFiles = DiskFiles()
        /// A directive that cannot be carried out is a warning (`--lenient`).
        var lenient = false
        /// The project's tool, which goes on without what fails (`BookSpec.tool`).
        var tool: BookTool?
        /// The words the build writes itself, in the book's language (a footnote's way back, a `<summary>`).
        var words = GeneratedWords(language: "en")
        /// Added to every heading's level (`BookSpec.headingShift`).
        var headingShift = 0
        /// `[@key]` and `@key` are citations: the dialect reads them and the book has a bibliography. Without one
        /// they stay text, as pandoc without `--citeproc` shows them, and `@label` names an example list's item.
        var readsCitations = false
        /// The citation style writes notes: each citation becomes one (`CitationNotes`).
        var citationNotes = false
        /// pandoc's `notes-after-punctuation`: the punctuation after a citation goes before its note's mark.
        var notesAfterPunctuation = true
        /// pandoc-crossref's references and labels are read (`cross-references: true`).
        var crossReferences = false
        /// The mdBook preprocessors whose syntax is read (`BookSpec.preprocessors`).
        var preprocessors: Set<String> = []
        /// Front matter of other tools' keys is front matter (`BookSpec.readsForeignFrontMatter`).
        var readsForeignFrontMatter = true
        /// mdbook-toc's marker and deepest level (`BookSpec.pageContents`).
        var pageContents = PageContentsSettings()
        /// The admonitions' titles the book's tool gives them (`BookSpec.admonitionTitles`).
        var admonitionTitles: [String: String] = [:]
        /// Link labels every chapter may use: mdbook-spec's rule names (`SpecRules.references`).
        var linkReferences: [String: String] = [:]
        /// The reference definitions of a pandoc book's files, which serve every file (`SharedReferenceDefinitions`).
        var sharedDefinitions = SharedReferenceDefinitions.Shared()
        /// The book's root, where a GitBook include's `/path` starts (`BookSpec.sourceRoot`).
        var sourceRoot: String?
    }

    let settings: Settings
    var spec: ChapterSpec
    let shown: String
    let format: SourceFormat
    var data: Data
    /// The chapter's text: decoded, then as each Markdown pass leaves it.
    var text: String
    var source: SourceText
    /// cmark-gfm's HTML of a Markdown chapter.
    var html = ""
    var content = XMLTree(rootName: "html", namespace: XMLTree.xhtmlNamespace)
    var head = XMLTree.HeadContent()
    var diagnostics: [Diagnostic] = []
    var pageTitle: String?
    /// A GitBook page's `description:`, which GitBook shows as a lead paragraph under the page's title.
    var pageDescription: String?
    /// A GitBook page's template variables: its front matter's keys and its title (`page.title`).
    var pageValues: [String: String] = [:]
    var includedFiles: [String] = []
    var epubPrefix: String?
    var formulas: [TeXMath.Formula] = []
    var unrendered: [UnrenderedSyntax] = []
    var plantUML: [PlantUMLDrawing.Diagram] = []
    var codeBlocks: [CodeHighlighting.CodeBlock] = []
    var mayHoldPageBreaks: Bool

    /// Reads and decodes the chapter file (a declared legacy encoding is converted, with a warning).
    init(_ spec: ChapterSpec, settings: Settings) throws(BuildError) {
        self.settings = settings
        self.spec = spec
        shown = Paths.display(spec.file)
        format = spec.sourceFormat
        guard let data = settings.files.contents(atPath: spec.file) ?? spec.textWhenMissing.map({ Data($0.utf8) })
        else {
            throw BuildError(
                .chapterUnreadable, at: spec.location, stage: .ingest,
                "cannot read chapter '\(shown)'" + (settings.files.refusal(of: spec.file).map { ": \($0)" } ?? ""))
        }
        guard let decoded = DeclaredEncoding.text(data) else {
            let (line, column) = DeclaredEncoding.firstInvalidUTF8(in: data)
            throw BuildError(
                .invalidUTF8, at: SourceLocation(path: shown, line: line, column: column), stage: .ingest,
                "chapter is not valid UTF-8 text — save it as UTF-8")
        }
        self.data = data
        text = decoded.text
        source = SourceText(path: spec.file, files: settings.files)
        if let encoding = decoded.from {
            diagnostics.append(
                Diagnostic(
                    .warning, .encodingConverted, at: SourceLocation(path: shown, line: 1, column: 1), stage: .ingest,
                    "the chapter is in \(encoding); converted to UTF-8"))
            self.data = Data(text.utf8)
            source = SourceText(path: spec.file, lines: SourceText.lines(of: text))
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }  // a byte order mark is not text
        mayHoldPageBreaks = false
        if !spec.continuedIn.isEmpty { try joinContinuations() }
        // Page-break markers name themselves (`pagebreak`, `doc-pagebreak`): a chapter whose text never does has
        // none to look for.
        mayHoldPageBreaks = ByteSearch.contains("pagebreak", in: text)
    }

    /// The files pandoc reads after this one before the next chapter's heading (`ChapterSpec.continuedIn`), joined
    /// to its text with a blank line between, their front matter (the book's metadata) blanked; each line keeps
    /// its file and line for messages.
    private mutating func joinContinuations() throws(BuildError) {
        var lines = SourceText.lines(of: text)
        var origins = lines.indices.map { SourceText.Origin(path: shown, line: $0 + 1) }
        for file in spec.continuedIn {
            let shownFile = Paths.display(file)
            guard let data = settings.files.contents(atPath: file) else {
                throw BuildError(
                    .chapterUnreadable, at: SourceLocation(path: shownFile), stage: .ingest,
                    "cannot read '\(shownFile)', which continues '\(shown)'")
            }
            guard var more = DeclaredEncoding.text(data)?.text else {
                let (line, column) = DeclaredEncoding.firstInvalidUTF8(in: data)
                throw BuildError(
                    .invalidUTF8, at: SourceLocation(path: shownFile, line: line, column: column), stage: .ingest,
                    "file is not valid UTF-8 text — save it as UTF-8")
            }
            if more.hasPrefix("\u{FEFF}") { more.removeFirst() }
            let added = SourceText.lines(of: FrontMatter.withBlockBlanked(more))
            lines.append("")
            origins.append(SourceText.Origin(path: shownFile, line: 1))
            lines += added
            origins += added.indices.map { SourceText.Origin(path: shownFile, line: $0 + 1) }
        }
        text = lines.joined(separator: "\n")
        data = Data(text.utf8)
        includedFiles += spec.continuedIn
        source = SourceText(path: spec.file, lines: SourceText.lines(of: text), origins: origins)
    }

    /// The passes a chapter of `format` goes through, in order.
    static func passes(for format: SourceFormat) -> [ThrowingPass<ChapterIngestion>] {
        let read: [ThrowingPass<ChapterIngestion>]
        switch format {
        case .markdown: read = markdownPasses
        case .html, .picture:
            read = [
                ThrowingPass("HTML to XHTML") { (work: inout ChapterIngestion) throws(BuildError) in
                    try work.convertHTML(Data(work.data))
                }
            ]
        case .xhtml:
            read = [ThrowingPass("XHTML") { (work: inout ChapterIngestion) throws(BuildError) in try work.readXHTML() }]
        }
        return read + [
            ThrowingPass("heading levels") { $0.shiftHeadingLevels() },
            ThrowingPass("code blocks") { $0.collectCodeBlocks() },
            ThrowingPass("inert forms") { $0.makeFormsInert() },
            ThrowingPass("content model") { (work: inout ChapterIngestion) throws(BuildError) in
                try work.repairContentModel()
            },
        ]
    }

    static let markdownPasses: [ThrowingPass<ChapterIngestion>] = [
        ThrowingPass("front matter") { (work: inout ChapterIngestion) throws(BuildError) in try work.applyFrontMatter()
        },
        ThrowingPass("mdBook directives") { (work: inout ChapterIngestion) throws(BuildError) in
            try work.expandDirectives()
        },
        ThrowingPass("template tags") { $0.applyTemplateTags() },
        ThrowingPass("Markdown") { $0.renderMarkdown() },
        ThrowingPass("HTML to XHTML") { (work: inout ChapterIngestion) throws(BuildError) in
            try work.convertHTML(Data(work.html.utf8))
        },
        ThrowingPass("Markdown extensions") { $0.applyMarkdownExtensions() },
    ]

    /// The chapter the stage hands on.
    var chapter: ChapterDocument {
        var spec = spec
        // A title written in a list or front matter is text, where a formula reads as its TeX, as in the contents
        // a heading's does (`HeadingText`): never `$x^2$` raw.
        if let math = settings.math { spec.title = spec.title.map { TeXMath.formulasAsTeX(in: $0, delimiters: math) } }
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
        chapter.sourceTitle = head.title.map { $0.trimmingWhitespace }.flatMap {
            $0.isEmpty ? nil : $0
        }
        // The head's stylesheets and styles belong to the chapter; the template writes the head anew.
        chapter.linkedStylesheets = head.stylesheets
        chapter.alternateStylesheetTitles = head.alternateTitles
        chapter.headStyles = head.styles.map(\.text)
        chapter.viewport = head.viewport
        chapter.baseURL = head.base.flatMap {
            ReferenceURL($0).isExternal && $0.lowercased().hasPrefix("http") ? $0 : nil
        }
        return chapter
    }
}

// MARK: Markdown passes

extension ChapterIngestion {
    mutating func applyFrontMatter() throws(BuildError) {
        var description: String?
        var variables: [String: String]? = settings.tool == .gitBook ? [:] : nil
        text = try FrontMatter.apply(
            text, to: &spec, path: shown, ignored: &unrendered, description: &description, pageVariables: &variables,
            onlyOwnKeys: !settings.readsForeignFrontMatter)
        if settings.tool == .gitBook {
            pageDescription = description
            pageValues = variables ?? [:]
            // GitBook's page title is its summary entry's, else its front matter's: the chapter's title.
            if let title = spec.title { pageValues["page.title"] = title }
        }
        if settings.dialect.extensions.contains(.yamlMetadataBlock) { leaveOutMetadataBlocks() }
    }

    /// pandoc's metadata blocks below the top of the chapter are metadata, never text: a book made of Markdown
    /// files read them for the book (MarkdownBook); in a book.yaml book they are left out with one warning.
    private mutating func leaveOutMetadataBlocks() {
        let blocks = YAMLMetadataBlocks.blocks(in: text)
        guard let first = blocks.first else { return }
        text = YAMLMetadataBlocks.blanked(text, blocks: blocks)
        guard !spec.frontMatterIsBookMetadata else { return }
        unrendered.count(
            UnrenderedSyntax(
                code: .unknownKey, kind: "YAML metadata block below a chapter's top",
                plural: "YAML metadata blocks below a chapter's top",
                outcome: "left out — the book's metadata goes in book.yaml, a chapter's in front matter at its top",
                first: source.location(shown: shown, line: first.lines.lowerBound + 1, column: 1)))
    }

    /// An mdBook whose book.toml turns mdBook's default preprocessors off: its `{{#include}}`s stay as written, as
    /// mdBook leaves them, counted once for the book at the first.
    private mutating func countUnexpanded() {
        let lines = SourceText.lines(of: text)
        guard let line = lines.firstIndex(where: { $0.contains("{{#include") || $0.contains("{{#rustdoc_include") })
        else { return }
        let column = lines[line].distance(from: lines[line].startIndex, to: lines[line].range(of: "{{#")!.lowerBound)
        unrendered.count(
            UnrenderedSyntax(
                code: .directiveNotRendered, kind: "'{{#include …}}' directive", plural: "'{{#include …}}' directives",
                outcome:
                    "left as written, as mdBook leaves them: book.toml's `use-default-preprocessors = false` turns "
                    + "its links preprocessor off (`[preprocessor.links]` turns it back on)",
                first: source.location(shown: shown, line: line + 1, column: column + 1)))
    }

    /// mdBook's `{{#include}}` and its kin; a directive that fails is a warning where the book's tool goes on.
    mutating func expandDirectives() throws(BuildError) {
        guard settings.tool != .mdBook || settings.preprocessors.contains("links") else { return countUnexpanded() }
        let imports = settings.preprocessors.contains("include-codeblock")
        guard MdBookDirectives.mayContainDirective(text) || (imports && CodeImports.mayContainImport(text))
        else { return }
        let expansion = try MdBookDirectives.expand(
            text, file: spec.file, shown: shown, files: settings.files, codeImports: imports,
            gitBookRoot: settings.tool == .gitBook ? settings.sourceRoot : nil,
            forgiven: settings.lenient
                ? "--lenient" : settings.tool.map { "\($0.rawValue) builds the book anyway" },
            warnings: &diagnostics)
        if expansion.text != text {
            text = expansion.text
            source = SourceText(
                path: spec.file, lines: SourceText.lines(of: text),
                origins: source.mapping(expansion.origins, shown: shown))
        }
        pageTitle = expansion.pageTitle
        includedFiles += expansion.includedFiles
        text = ReferenceDirectives.linked(text)
    }

    /// GitBook's and Jekyll's `{{ … }}` and `{% … %}`: rendered, or counted as left.
    mutating func applyTemplateTags() {
        guard TemplateTags.mayContainTag(text) else { return }
        if settings.preprocessors.contains("footnote") {
            text = FootnoteDirectives.joined(text, admonitions: settings.preprocessors.contains("admonish"))
        }
        let rendered = TemplateTags.apply(
            text, source: source, shown: shown,
            values: pageValues.isEmpty ? settings.templateValues : settings.templateValues.merging(pageValues) { $1 },
            rendersPagesAsTemplates: settings.tool == .gitBook, citesKeys: settings.preprocessors.contains("bib"),
            admonitionFences: settings.preprocessors.contains("admonish"), words: settings.words)
        unrendered += rendered.unrendered
        if rendered.text != text {
            text = rendered.text
            source = SourceText(path: spec.file, lines: SourceText.lines(of: text), origins: rendered.origins)
        }
    }

    /// cmark-gfm's HTML, TeX formulas kept from it as placeholders and page-break shorthand expanded.
    mutating func renderMarkdown() {
        if settings.dialect.base == .markdown {
            let read: Set<String> = settings.dialect.extensions.contains(.citations) ? ["citation"] : []
            for syntax in PandocConstructs.unread(in: text, source: source, shown: shown, except: read) {
                unrendered.count(syntax)
            }
            if settings.dialect.extensions.contains(.gridTables) {
                for syntax in PandocConstructs.brokenGridTables(in: text, source: source, shown: shown) {
                    unrendered.count(syntax)
                }
            }
        }
        var markdown = preprocessed(
            settings.dialect.extensions.contains(.markdownInHTMLBlocks) ? HTMLBlockMarkdown.opened(text) : text)
        markdown = InlineComments.readable(closeUnclosedComments(markdown))
        if settings.preprocessors.contains("kramed") { markdown = SpacelessHeadings.spaced(markdown) }
        if settings.dialect.extensions.contains(.attributes) { markdown = BlockAttributes.attached(markdown) }
        if settings.dialect.extensions.contains(.linkAttributes) { markdown = ReferenceAttributes.moved(markdown) }
        if settings.dialect.base == .markdown {
            markdown = TrailingBackslashes.replaced(SpacedDestinations.bracketed(markdown))
            if settings.dialect.extensions.contains(.pipeTables) { markdown = TableCodePipes.escaped(markdown) }
        }
        let (headings, quotes) = (
            settings.dialect.extensions.contains(.blankBeforeHeader),
            settings.dialect.extensions.contains(.blankBeforeBlockquote)
        )
        // pandoc's own Markdown (not its gfm or commonmark) wants a blank line before a list.
        let lists =
            settings.dialect.base == .markdown && !settings.dialect.extensions.contains(.listsWithoutPrecedingBlankline)
        if headings || quotes || lists {
            markdown = BlankLinesBefore.escaped(markdown, headings: headings, quotes: quotes, lists: lists)
        }
        var protected =
            settings.math.map { TeXMath.protect(markdown, delimiters: $0) }
            ?? TeXMath.Protected(text: markdown, formulas: [])
        if settings.dialect.base == .markdown { protected.text = EscapedSpaces.nonBreaking(protected.text) }
        formulas = protected.formulas
        for (line, column) in protected.leftOutTeX { unrendered.count(leftOutTeX(line: line, column: column)) }
        for (line, column) in protected.unclosed {
            diagnostics.append(
                Diagnostic(
                    .warning, .mathUnclosed, at: source.location(shown: shown, line: line, column: column),
                    stage: .ingest,
                    "'$$' opens a display formula that nothing closes before a code block, a heading or the end of the chapter: it stays text — close it with '$$', or write '\\$$' for dollars"
                ))
        }
        var syntax = settings.dialect.syntax
        if !settings.readsCitations { syntax.remove(.citations) }
        let rendered = MarkdownRenderer.render(protected.text, syntax: syntax)
        for leftOut in rendered.leftOut { unrendered.count(leftOutRaw(leftOut)) }
        html = PageBreakMarkers.expandingShorthand(
            in: TeXMath.placeholders(in: rendered.html, formulas: formulas))
        mayHoldPageBreaks = mayHoldPageBreaks || ByteSearch.contains("pagebreak", in: html)
        if syntax.contains(.footnotes), ByteSearch.contains("[^", in: text) { countLeftOutNotes() }
    }

    /// The Markdown with the syntax of the preprocessors the book runs made Markdown and HTML cmark-gfm reads.
    private mutating func preprocessed(_ text: String) -> String {
        var markdown = text
        let run = settings.preprocessors
        if run.contains("admonish") { markdown = admonitionsOpened(markdown) }
        if run.contains("bib") { markdown = MdBookCitations.pandocSyntax(markdown) }
        if run.contains("trpl-listing") { markdown = Listings.figures(markdown) }
        if run.contains("sectionx") { markdown = GitBookSections.opened(markdown) }
        if run.contains("toc") { markdown = PageContents.inserted(markdown, settings: settings.pageContents) }
        if run.contains("spec") { markdown = SpecRules.rendered(markdown, references: settings.linkReferences) }
        markdown = SharedReferenceDefinitions.appended(to: markdown, shared: settings.sharedDefinitions)
        return markdown
    }

    /// mdbook-admonish's blocks drawn, and those whose options it cannot read told at their line.
    private mutating func admonitionsOpened(_ markdown: String) -> String {
        var unreadable: [(line: Int, problem: String)] = []
        let opened = AdmonishBlocks.opened(markdown, titles: settings.admonitionTitles, unreadable: &unreadable)
        for (line, problem) in unreadable {
            diagnostics.append(
                Diagnostic(
                    .warning, .directiveFailed, at: source.location(shown: shown, line: line, column: 1),
                    stage: .ingest,
                    "admonish block's options are no TOML: \(problem); mdbook-admonish draws an error there (and stops "
                        + "the build with on_failure = \"bail\"); drawn here as written — escape the backslash ('\\\\')"
                ))
        }
        return opened
    }

    /// Footnote definitions the page shows no note for, one warning per kind for the book.
    private mutating func countLeftOutNotes() {
        var (unused, repeated) = FootnoteDefinitions.leftOut(in: text, html: html)
        // A note another of a pandoc book's files refers to is that file's (`SharedReferenceDefinitions`).
        unused.removeAll { settings.sharedDefinitions.referencedNotes.contains("^" + $0.label.lowercased()) }
        let kinds = [
            (
                unused, "footnote definition no reference uses", "footnote definitions no reference uses",
                "left out, as GitHub and pandoc leave it out — refer to it with [^label], or remove it"
            ),
            (
                repeated, "second definition of a footnote label", "second definitions of footnote labels",
                "left out: the first definition is the note — give this one a label of its own"
            ),
        ]
        for (definitions, kind, plural, outcome) in kinds {
            for definition in definitions {
                unrendered.count(
                    UnrenderedSyntax(
                        code: .noteLeftOut, kind: kind, plural: plural, outcome: outcome,
                        first: source.location(shown: shown, line: definition.line, column: 1)))
            }
        }
    }

    /// pandoc's raw TeX outside formulas (`raw_tex`), left out as pandoc's EPUB writer leaves it out.
    private func leftOutTeX(line: Int, column: Int) -> UnrenderedSyntax {
        UnrenderedSyntax(
            code: .rawFormatLeftOut, kind: "piece of raw TeX", plural: "pieces of raw TeX",
            outcome:
                "left out, as pandoc leaves raw TeX out of an EPUB — write '\\\\' for a backslash shown as text, or read the chapters as 'markdown-raw_tex' to keep every one as text",
            first: source.location(shown: shown, line: line, column: column))
    }

    /// `markdown` with each block comment nothing closes closed at its paragraph's end, and a warning at each.
    private mutating func closeUnclosedComments(_ markdown: String) -> String {
        let result = UnclosedComments.closed(markdown)
        for (line, kept) in result.closed {
            diagnostics.append(
                Diagnostic(
                    .warning, .htmlStructureRepaired, at: source.location(shown: shown, line: line, column: 1),
                    stage: .ingest,
                    "'<!--' opens a comment that nothing closes: it is closed at the end of its paragraph, and the \(kept) line\(kept == 1 ? "" : "s") after it stay on the page (GitHub would hide them) — close it with '-->'"
                ))
        }
        return result.markdown
    }

    /// pandoc's raw `{=latex}` (or another format's) content, left out as pandoc's EPUB writer leaves it out.
    private func leftOutRaw(_ leftOut: MarkdownRenderer.LeftOut) -> UnrenderedSyntax {
        UnrenderedSyntax(
            code: .rawFormatLeftOut, kind: "piece of raw '\(leftOut.format)' content",
            plural: "pieces of raw '\(leftOut.format)' content",
            outcome:
                "left out, as pandoc leaves it out of an EPUB: only raw 'html' and 'epub' content is written — write it in HTML as '{=html}', or leave it",
            first: source.location(shown: shown, line: leftOut.line, column: 1))
    }

    /// What Markdown's ecosystems add: notes, heading attributes, admonitions, hidden code lines, figures,
    /// diagrams, display math.
    mutating func applyMarkdownExtensions() {
        guard let body = content.root?.elementChildren.first else { return }
        let citationNotes = settings.citationNotes && ByteSearch.contains("data-cites", in: html)
        if citationNotes { CitationNotes.apply(to: body, punctuationFirst: settings.notesAfterPunctuation) }
        // Only cmark-gfm's notes carry `data-footnote…`, and only their ids a percent-encoded `fn-`: most
        // chapters skip the walk.
        if citationNotes || ByteSearch.contains("data-footnote", in: html)
            || (ByteSearch.contains("%", in: html) && ByteSearch.contains("fn", in: html))
        {
            FootnoteFormatter.apply(to: body, style: settings.notes, backToContent: settings.words.backToContent)
        }
        HTMLBlockMarkdown.removeMarks(in: body, html: html)
        HeadingAttributes.apply(to: body)
        if settings.dialect.extensions.contains(.emoji), Emoji.mayHaveShortcodes(html) { Emoji.apply(to: body) }
        if ByteSearch.contains("language-{", in: html) { CodeAttributes.apply(to: body) }
        if CodeFileNames.mayHaveNames(html) { CodeFileNames.apply(to: body) }
        if GitBookCards.mayHaveCards(html) { GitBookCards.apply(to: body) }
        if ContentReferences.mayHaveCards(html) { ContentReferences.apply(to: body) }
        if GitBookHTMLHints.mayHaveHints(html) { GitBookHTMLHints.apply(to: body, words: settings.words) }
        if settings.tool == .gitBook, GitBookEmptyLinks.mayHaveEmptyLinks(html) { GitBookEmptyLinks.apply(to: body) }
        Admonitions.apply(
            to: body, titles: settings.admonitionTitles, gitBookAlerts: settings.preprocessors.contains("alerts"))
        HiddenCodeLines.apply(to: body, prefixes: settings.hiddenLinePrefixes)
        Captions.makeFigures(in: body, altCaptions: settings.dialect.extensions.contains(.implicitFigures))
        if settings.crossReferences { CrossReferences.apply(to: body) }
        Diagrams.apply(to: body, source: source, shown: shown, unrendered: &unrendered, plantUML: &plantUML)
        if settings.math?.mathBlocks == true { TeXMath.placeholdersForMathBlocks(in: body, formulas: &formulas) }
        if let pageDescription { Self.insertDescription(pageDescription, into: body) }
    }

    /// GitBook's page description, `<p class="description">`, under the heading that opens the page (or first on
    /// it), where GitBook shows it: the author's words, not the site's metadata.
    static func insertDescription(_ description: String, into body: XMLNode) {
        let first = body.elementChildren.first
        let opensWithHeading = first.map { HeadingLevels.level(of: $0) != nil } ?? false
        let paragraph = body.insertElement("p", before: opensWithHeading ? first?.nextSibling : first)
        paragraph.setAttribute("class", "description")
        paragraph.appendText(description)
    }
}

// MARK: Passes of every chapter

extension ChapterIngestion {
    mutating func convertHTML(_ bytes: Data) throws(BuildError) {
        (content, head) = try ChapterIngester.fromHTML(
            bytes, path: shown, source: source, warnings: &diagnostics, styled: &unrendered)
    }

    /// An XHTML chapter: its body into a fresh page, its head's parts collected, EPUB 2's markup repaired.
    mutating func readXHTML() throws(BuildError) {
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
        // The page's own `<html class style lang dir>`, a hook of the book's CSS (`html.vrtl`) and the language it
        // is in, for the template (TemplatePage).
        for attribute in root.attributes where attribute.namespace == nil {
            content.root!.setAttribute(attribute.name, attribute.value)
        }
        if root.attribute("lang") == nil, let language = LanguageAttribute.xmlLang(of: root) {
            content.root!.setAttribute("lang", language)
        }
        let body = content.root!.appendElement("body")
        for part in root.elementChildren {
            if part.name == "head" {
                let notes: [XMLTree.ConversionNote]
                (head, notes) = XMLTree.headContent(of: part)
                diagnostics += notes.map { warning($0, line: $0.line) }
            } else if part.name == "body" {
                copyBody(part, into: body)
            }
        }
        // An EPUB 2 book's `<font>`, `<center>`, `align=`…, which EPUB 3's XHTML refuses, as an HTML chapter's
        // become.
        diagnostics += content.root!.repairObsoleteHTML().map { warning($0, line: max($0.line, 1)) }
    }

    /// Its id is a link target, its class a hook of the book's CSS (`body.fixed`): the template's body gets them.
    private func copyBody(_ part: XMLNode, into body: XMLNode) {
        body.setLine(part.line)
        for attribute in part.attributes {
            body.setAttribute(
                attribute.name, attribute.value, namespace: attribute.namespace,
                prefix: attribute.namespace == XMLTree.opsNamespace ? "epub" : nil)
        }
        for child in part.children { body.appendCopy(of: child) }
    }

    private func warning(_ note: XMLTree.ConversionNote, line: Int) -> Diagnostic {
        Diagnostic(note, at: SourceLocation(path: shown, line: line, column: 1))
    }

    mutating func shiftHeadingLevels() {
        guard settings.headingShift != 0, let body = ChapterDocument.body(of: content) else { return }
        // The book's title, which its metadata now holds (`TitleHeading`).
        if spec.opensWithBookTitle, let first = body.elementChildren.first, let level = HeadingLevels.level(of: first),
            level + settings.headingShift < 1
        {
            first.remove()
        }
        HeadingLevels.shift(body, by: settings.headingShift)
    }

    mutating func collectCodeBlocks() {
        guard settings.highlight, let body = ChapterDocument.body(of: content) else { return }
        codeBlocks = CodeHighlighting.codeBlocks(in: body)
    }

    mutating func makeFormsInert() {
        guard let body = ChapterDocument.body(of: content) else { return }
        InertForms.apply(to: body, path: shown, warnings: &diagnostics)
    }

    /// Elements where HTML's content model has no place for them, moved or renamed (an error where none fits).
    mutating func repairContentModel() throws(BuildError) {
        guard let body = ChapterDocument.body(of: content) else { return }
        let repairs = ContentModelRepair.apply(
            to: body, source: source, shown: shown, notes: settings.words.notes, prefixes: epubPrefix,
            checksAttributeNames: format == .xhtml)
        diagnostics += repairs.filter { $0.severity != .error }
        try BuildError.throwIfErrors(in: repairs)
    }
}
