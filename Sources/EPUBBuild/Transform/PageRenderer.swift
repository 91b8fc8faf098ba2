import EPUBFormats
import EPUBModel
import EPUBSupport
import Foundation
import XMLTree
import ZipArchive

/// The Transform stage: runs each page of the reading order, and the
/// navigation document, through its XSLT template, `jobs` pages at a time.
///
/// Each worker renders a page, serialises it and takes what the checks and
/// the manifest need of it, then drops both the rendered tree and the
/// chapter's source tree: memory falls as the stage goes, and the result is
/// the same bytes whatever the number of workers.
struct PageRenderer {
    let templates: TemplateSet
    var jobs = 1
    /// Keep where each element of a chapter page was written (`build --check`).
    var mapSources = false

    /// The finished XHTML of every page, keyed by href. Fails with every
    /// problem the templates caused (see RenderedPageChecker). Takes the
    /// chapters' content out of `book`.
    /// The stage's passes, in order.
    static let passes: [ThrowingPass<PageRendering>] = [
        // Compiled before any page, so a template that does not compile is reported as such, not per page.
        ThrowingPass("compile templates") { (work: inout PageRendering) throws(BuildError) in
            try work.compileTemplates()
        },
        ThrowingPass("render pages") { $0.renderPages() },
        ThrowingPass("check pages") { (work: inout PageRendering) throws(BuildError) in try work.checkPages() },
    ]

    func render(
        _ book: inout ResolvedBook, navigation: NavigationDocument, navigationHref: String,
        highlights: HighlightedCode, warnings: inout [Diagnostic], timings: inout [PassTiming]
    ) throws(BuildError) -> [String: RenderedPage] {
        // The chapters' trees leave the book here, so that each is freed once its page is rendered.
        let contents = ChapterContents(taking: &book.chapters)
        highlights.stop()
        var work = PageRendering(
            renderer: self, book: book, contents: contents, navigation: navigation, navigationHref: navigationHref,
            highlights: highlights)
        timings += try PassRunner.run(Self.passes, on: &work, stage: .transform)
        warnings += work.diagnostics
        return work.rendered
    }

    /// Every page but the navigation document, whose page is rendered apart: an SVG picture is its own
    /// page; a bitmap's page is its fallback.
    static func pagesToRender(of book: ResolvedBook) -> [ContentPage] {
        book.pages.filter { $0.kind != .navigation && ($0.kind != .picture || $0.fallbackHref != nil) }
    }

    /// One page through its template: its finished bytes, or what went wrong.
    static func renderPage(
        _ page: ContentPage, book: ResolvedBook, contents: ChapterContents, stylesheet: XSLTStylesheet,
        highlights: HighlightedCode, mapSources: Bool
    ) throws(BuildError) -> RenderedPage {
        let content = page.chapterIndex.flatMap(contents.take)
        if mapSources, let body = content.flatMap(ChapterDocument.body(of:)) { SourceMap.mark(body) }
        let tree = try render(page, content: content, book: book, stylesheet: stylesheet)
        let lines = mapSources ? SourceMap.takeMarks(from: tree) : [:]
        let codeSpans = page.chapterIndex.flatMap {
            book.chapters[$0].document.hasCodeToHighlight ? highlights.spans(ofChapter: $0) : nil
        }
        var rendered = finish(
            tree, href: page.fallbackHref ?? page.href, template: stylesheet.path, highlights: codeSpans)
        rendered.sourceLines = lines
        return rendered
    }

    static func renderNavigationPage(
        of book: ResolvedBook, navigation: NavigationDocument, href: String, stylesheet: XSLTStylesheet
    ) throws(BuildError) -> RenderedPage {
        let tree = try renderNavigation(book, navigation: navigation, href: href, stylesheet: stylesheet)
        return finish(tree, href: href, template: stylesheet.path, highlights: nil)
    }

    /// The page's bytes and what is needed of its tree; the tree is released on
    /// return. Deflating here, on the worker thread, takes compression off the
    /// single-threaded Write stage and keeps a big book's pages small in memory.
    /// The manifest properties, the links and the code elements are taken in
    /// one walk of the tree, before code is highlighted: its spans change none.
    static func finish(_ tree: XMLTree, href: String, template: String, highlights: HighlightedCode.Spans?)
        -> RenderedPage
    {
        var properties = ContentDocumentProperties()
        var links = RenderedPageChecker.PageLinks()
        var code: [XMLNode] = []
        var numbered: [XMLNode] = []
        var referring: [XMLNode] = []
        tree.forEachElement { element in
            let name = element.name, namespace = element.namespaceURI, attributes = element.attributes
            properties.note(element, name: name, namespace: namespace, attributes: attributes)
            links.note(name: name, namespace: namespace, attributes: attributes)
            if name == "code" && CodeHighlighting.isBlockCode(element) {
                if highlights != nil { code.append(element) }
                if CodeLineNumbers.isToBeNumbered(element) { numbered.append(element) }
            }
            if attributes.contains(where: { $0.namespace == nil && IdentifierReferences.idAttributes.contains($0.name) }
            ) {
                referring.append(element)
            }
        }
        links.danglingReferences = IdentifierReferences.keepingPageIDs(referring, ids: links.ids)
        if let highlights { CodeSpanWriter.apply(to: code, known: highlights) }
        numbered.forEach(CodeLineNumbers.number)
        return RenderedPage(
            href: href, xhtml: DeflatedData(deflating: tree.serialized()), template: template,
            properties: properties.values, links: links)
    }

    static func template(for kind: ContentPage.Kind) -> TemplateSet.Name {
        switch kind {
        case .cover: .cover
        case .titlepage: .titlePage
        case .navigation: .navigation
        case .part: .part
        case .chapter: .chapter
        case .picture: .picture
        }
    }

    private static func renderNavigation(
        _ book: ResolvedBook, navigation: NavigationDocument, href: String,
        stylesheet: XSLTStylesheet
    ) throws(BuildError) -> XMLTree {
        let viewport = book.pages.first(where: { $0.kind == .navigation }).flatMap(book.viewport(of:))
        let prefix = EPUBTypePrefixes.declaration(
            for: navigation.landmarks.compactMap(\.type), declared: nil,
            elsewhere: book.chapters.compactMap(\.document.epubPrefix))
        return try navigation.write(
            href: href, metadata: book.spec.metadata, direction: book.spec.direction,
            writingMode: book.spec.writingMode,
            prefix: prefix, stylesheets: book.stylesheets, viewport: viewport, words: book.spec.words,
            using: stylesheet)
    }

    private static func render(
        _ page: ContentPage, content: XMLTree?, book: ResolvedBook,
        stylesheet: XSLTStylesheet
    ) throws(BuildError) -> XMLTree {
        let chapter = page.chapterIndex.map { book.chapters[$0] }
        let stylesheets = book.stylesheets + (chapter?.stylesheetHrefs.filter { !book.stylesheets.contains($0) } ?? [])
        // A bitmap picture's page is its fallback, which shows it.
        let pageHref = page.fallbackHref ?? page.href
        let input = TemplatePage(
            kind: templateKind(of: page.kind), href: pageHref, metadata: book.spec.metadata,
            direction: book.spec.direction, writingMode: book.spec.writingMode, stylesheets: stylesheets,
            alternateStylesheets: chapter?.alternateStylesheets ?? [:])
        input.add("title", text: page.title)
        if let pageTitle = chapter?.document.pageTitle, page.kind == .chapter {
            input.add("page-title", text: pageTitle)
        }
        let viewport = book.viewport(of: page)
        if let viewport { input.add("viewport", text: viewport) }
        switch page.kind {
        case .chapter:
            let chapter = chapter!.document
            if book.layout(of: page) == .prePaginated && viewport == nil {
                throw BuildError(
                    .layoutRequirement, at: SourceLocation(path: chapter.displayPath, line: 1, column: 1),
                    stage: .transform,
                    "a fixed-layout page needs a viewport: give the source <meta name=\"viewport\" content=\"width=…, height=…\"/> in its head, or the book `viewport: WIDTHxHEIGHT` in book.yaml"
                )
            }
            // pandoc draws no title over a page but over the text before the document's first heading, which it heads
            // with the book's title (the page's title here), unnumbered.
            let headless = content.flatMap(ChapterDocument.body(of:))?.firstDescendant(where: \.isXHTMLHeading) == nil
            return try renderChapter(
                chapter, content: content, input: input, stylesheet: stylesheet,
                drawsTitle: book.spec.tool != .pandoc || headless)
        case .cover:
            input.addImage(
                src: RelativeReference(from: page.href, to: book.coverImage ?? "").string,
                alt: book.spec.words.coverOf(book.spec.metadata.title))
            return try TemplateSet.render(stylesheet, page: input.tree)
        case .picture:
            input.addImage(src: RelativeReference(from: pageHref, to: page.href).string, alt: page.title)
            return try TemplateSet.render(stylesheet, page: input.tree)
        case .part:
            page.webLinks.forEach(input.addWebLink)
            return try TemplateSet.render(stylesheet, page: input.tree)
        case .titlepage, .navigation:
            if page.kind == .titlepage {
                input.addCredits(book.spec.metadata.contributors, words: book.spec.words)
                input.addMarkedUpTitles(of: book.spec.metadata, syntax: book.spec.markdownDialect.syntax)
            }
            if page.kind == .titlepage, let abstract = book.spec.metadata.abstract {
                input.addAbstract(abstract, title: book.spec.words.abstract, syntax: book.spec.markdownDialect.syntax)
            }
            return try TemplateSet.render(stylesheet, page: input.tree)
        }
    }

    /// The template's name for a kind of page.
    private static func templateKind(of kind: ContentPage.Kind) -> TemplatePage.Kind {
        switch kind {
        case .cover: .cover
        case .titlepage: .titlepage
        case .navigation: .navigation
        case .part: .part
        case .chapter: .chapter
        case .picture: .picture
        }
    }

    /// A chapter's page: its head's styles, its type and its body in the
    /// template's input; an error the template raises names the chapter.
    private static func renderChapter(
        _ chapter: ChapterDocument, content: XMLTree?, input: TemplatePage, stylesheet: XSLTStylesheet,
        drawsTitle: Bool
    ) throws(BuildError) -> XMLTree {
        for style in chapter.headStyles { input.add("style", text: style) }
        if let prefix = EPUBTypePrefixes.declaration(for: [chapter.spec.type], declared: chapter.epubPrefix) {
            input.add("prefix", text: prefix)
        }
        input.add("type", text: chapter.spec.type)
        // An XHTML or HTML page is shown as its author made it (a cover, a title page, a chapter's second file):
        // only a Markdown chapter without a heading gets its title drawn (Templates/chapter.xsl), and not in a
        // book whose tool draws none (`drawsTitle`).
        if chapter.format != .markdown || !drawsTitle { input.add("as-written", text: "") }
        // An XHTML or HTML page keeps its body's children as they are, its type on the body (Templates/chapter.xsl).
        if chapter.format == .xhtml || chapter.format == .html { input.add("source-page", text: "") }
        if let body = content.flatMap(ChapterDocument.body(of:)) { input.addContent(from: body) }
        if chapter.format != .markdown, let root = content?.root { input.addRootAttributes(from: root) }
        input.keepCodeLeftToRight()
        do {
            let page = try TemplateSet.render(stylesheet, page: input.tree)
            page.fill(placeholdersNamed: TemplatePage.contentPlaceholder, withChildrenOf: input.content)
            return page
        } catch {
            var diagnostic = error.diagnostic
            diagnostic.message += " (while rendering \(chapter.displayPath))"
            throw BuildError(diagnostic)
        }
    }
}

/// The chapters' content trees, handed to the workers one by one: each is
/// taken by the page that renders it and freed with that page's work.
final class ChapterContents: Sendable {
    private let trees: Locked<[XMLTree?]>

    init(taking chapters: inout [ResolvedChapter]) {
        trees = Locked(chapters.indices.map { chapters[$0].document.takeContent() })
    }

    func take(_ index: Int) -> XMLTree? {
        trees.withLock { trees in
            defer { trees[index] = nil }
            return trees[index]
        }
    }
}
