import EPUBModel
import EPUBSupport
import Foundation
import XMLTree

/// The Resolve stage's work in progress, handed from pass to pass
/// (`BookResolver.passes`): each pass reads what the ones before it made and
/// adds its own part. `book` is what the stage hands on.
struct Resolution: PassWork {
    let resolver: BookResolver
    let spec: BookSpec
    /// The chapters as Ingest made them, until the first pass places them in `chapters`.
    var ingested: [ChapterDocument]
    /// Each chapter document with its place, in `ingested`'s order; the passes fill in the rest of what it holds.
    var chapters: [ResolvedChapter] = []
    var registry: ResourceRegistry
    var diagnostics: [Diagnostic] = []
    /// The book's stylesheet files and the hrefs they were packaged at, in the same order.
    var stylesheetFiles: [String] = []
    var stylesheets: [String] = []
    /// For each source file: where its first document went and where each of its ids did.
    var targets: [String: LinkResolver.Target] = [:]
    var links: LinkResolver?
    var accessibility = AccessibilityFacts()
    var pages: [ContentPage] = []
    var coverImage: String?
    var tableOfContents: [Link] = []
    var pageList: [Link] = []
    var landmarks: [Link] = []
    /// Each chapter's page-break markers, in document order.
    var markers: [[Link]] = []
    /// The next chapter the contents place; the ones left after them are reached only through links.
    var nextChapter = 0
    var partCount = 0
    /// Where book.yaml or the summary lists each section entry of the contents (by its href), for warnings about it.
    var sectionLocations: [String: SourceLocation] = [:]
    /// The hrefs of every section entry the contents list, wherever they stand: a chapter's generated entries
    /// leave them out, so that no target is listed twice.
    var listedSections: Set<String> = []
    /// The level of the heading each chapter's contents entry stands for, by the entry's href: in a pandoc book, a
    /// file that opens deeper than the one before sits below it (`placeContents`).
    var entryLevels: [String: Int] = [:]

    init(resolver: BookResolver, spec: BookSpec, chapters: [ChapterDocument]) {
        self.resolver = resolver
        self.spec = spec
        ingested = chapters
        registry = ResourceRegistry(bookDirectory: spec.directory, layout: resolver.layout, files: resolver.files)
    }

    var layout: PackageLayout { resolver.layout }
    var jobs: Int { resolver.jobs }
    var lenient: Bool { resolver.lenient }
    var stylesheetResolver: StylesheetResolver { StylesheetResolver(remote: spec.remote, embeddedFonts: spec.fonts) }

    /// What the stage hands on to Transform.
    var book: ResolvedBook {
        var book = ResolvedBook(
            spec: spec, chapters: chapters, pages: pages, tableOfContents: tableOfContents,
            resources: registry.resources, stylesheets: stylesheets, coverImage: coverImage)
        book.pageList = pageList
        book.accessibility = accessibility
        book.landmarks = landmarks
        book.inputFiles =
            [spec.specFile] + chapters.map(\.document.spec.file) + chapters.flatMap(\.document.includedFiles)
            + registry.sourceFiles + spec.stylesheets + spec.metadataFiles
            // A changed bibliography or style changes the citations: `serve` and `--incremental` watch them too.
            + spec.bibliography + (spec.citationStyle.map { $0.hasPrefix("/") ? [$0] : [] } ?? [])
        return book
    }
}

// MARK: Passes

extension Resolution {
    /// Every document's href: the package's own files first, then each chapter
    /// (a picture is its image, with an XHTML page beside it where it needs one).
    mutating func placeDocuments() {
        for fixed in [layout.packageDocument, layout.navigation, layout.ncx, layout.cover, layout.titlePage] {
            _ = registry.claimHref(fixed)
        }
        // Taken out of `ingested`, so that each document is held once: Transform frees a tree it has rendered.
        let documents = ingested
        ingested = []
        chapters.reserveCapacity(documents.count)
        var hrefs: [String] = []
        for document in documents {
            let wanted = wantedHref(of: document)
            hrefs.append(registry.claimHref(wanted))
            // An `id` the author gave names the document: one another document has is said, not renamed quietly.
            if let id = document.spec.id, document.splitIndex == 0, hrefs.last != wanted {
                diagnostics.append(
                    Diagnostic(
                        .warning, .nameClash, at: document.spec.location, stage: .resolve,
                        "id '\(id)' already names another document (\(wanted)); this chapter's is \(hrefs.last ?? "")"
                            + " — give it an id of its own"))
            }
        }
        // An SVG page's links go to chapters after it too: every document's place is known before it is packaged.
        for (document, href) in zip(documents, hrefs) where registry.documentHrefs[document.spec.file] == nil {
            registry.documentHrefs[document.spec.file] = href
        }
        for (document, href) in zip(documents, hrefs) {
            if document.format == .picture {
                chapters.append(
                    resolver.placePicture(document, fallbackHref: href, registry: &registry, diagnostics: &diagnostics))
            } else {
                chapters.append(ResolvedChapter(document: document, href: href))
            }
        }
    }

    /// The href a document asks for: its chapter's id or file name, and the number of its part when it is split.
    func wantedHref(of document: ChapterDocument) -> String {
        let name = document.spec.id ?? PackageLayout.safeName(Paths.stem(document.spec.file))
        let suffix = document.splitIndex > 0 ? "-\(document.splitIndex + 1)" : ""
        return layout.textFolder + "/" + name + suffix + ".xhtml"
    }

    /// The default stylesheet, the highlighting one when a chapter has code to colour, then the book's.
    mutating func packageStylesheets() {
        if spec.defaultStylesheet, let file = resolver.templates.file(TemplateSet.defaultStylesheet) {
            stylesheetFiles.append(file)
        }
        if chapters.contains(where: \.document.hasCodeToHighlight),
            let file = resolver.templates.file(TemplateSet.highlightStylesheet)
        {
            stylesheetFiles.append(file)
        }
        stylesheetFiles += spec.stylesheets
        let stylesheetResolver = stylesheetResolver
        for file in stylesheetFiles {
            // One an earlier stylesheet @imports is packaged already: packaged twice, it would be two files.
            if let href = registry.registeredHref(for: file) {
                stylesheets.append(href)
                continue
            }
            let href = registry.claimHref(layout.styleFolder + "/" + PackageLayout.safeName(Paths.lastComponent(file)))
            if let resource = stylesheetResolver.resolve(
                file, href: href, resources: &registry, diagnostics: &diagnostics)
            {
                registry.add(resource, source: file)
            }
            stylesheets.append(href)
        }
    }

    /// Fonts book.yaml lists are packaged even if no stylesheet names them (an SVG's, or one for the reader's
    /// font menu); after the stylesheets, so a font they name keeps the href they gave it.
    mutating func packageFonts() {
        for font in spec.fonts { _ = registry.href(for: font, mediaType: MediaType.of(font) ?? "font/ttf") }
    }

    /// The stylesheets XHTML and HTML chapters link, each packaged once.
    mutating func packageLinkedStylesheets() {
        var known: [String: String] = [:]
        for (file, href) in zip(stylesheetFiles, stylesheets) { known[file] = href }
        let stylesheetResolver = stylesheetResolver
        for index in chapters.indices {
            let linked = resolver.linkedStylesheets(
                of: chapters[index].document, known: &known, registry: &registry, stylesheets: stylesheetResolver,
                diagnostics: &diagnostics)
            chapters[index].stylesheetHrefs = linked.map(\.href)
            for (written, href) in linked {
                guard let title = chapters[index].document.alternateStylesheetTitles[written] else { continue }
                chapters[index].alternateStylesheets[href] = title
            }
        }
    }

    /// Each chapter's ids and headings, read on the workers; ids are claimed in reading order.
    /// Ids are unique per source file, which is what a link names: the documents of a split file share them,
    /// and separate chapters keep theirs as written, even the same ones (EPUB readers' bookmarks point at them).
    mutating func assignIdentifiers() {
        let placed = chapters
        // pandoc's Markdown names headings as pandoc does (`auto_identifiers`), GitHub's and `commonmark_x` as GitHub
        // does (`gfm_auto_identifiers`).
        let pandocIdentifiers = spec.markdownDialect.base == .markdown
        let candidates = WorkerPool(workers: jobs).run(chapters.count) {
            IdentifierAssigner.candidates(in: placed[$0].document, pandocIdentifiers: pandocIdentifiers)
        }
        var idsByFile: [String: IdentifierRegistry] = [:]
        var slugsByFile: [String: Set<String>] = [:]
        // pandoc reads its files as one document: a heading's anchor is counted over the book (the second file's
        // `## Intro` is `#intro-1`, as pandoc names it, and another file's link to `#intro-1` finds it).
        let slugScope: (String) -> String = spec.tool == .pandoc ? { _ in "" } : { $0 }
        // The ids authors wrote, before any is claimed: no heading's anchor takes one.
        for index in chapters.indices {
            let file = chapters[index].document.spec.file
            let written = candidates[index].compactMap(\.sourceID)
            idsByFile[file, default: IdentifierRegistry()].reserve(written)
            slugsByFile[slugScope(file), default: []].formUnion(written)
        }
        var firstWritten: [String: [String: (chapter: Int, element: XMLNode)]] = [:]
        for index in chapters.indices {
            let file = chapters[index].document.spec.file
            for candidate in candidates[index] {
                guard let written = candidate.sourceID, firstWritten[file]?[written] == nil else { continue }
                firstWritten[file, default: [:]][written] = (index, candidate.element)
            }
            // Split documents of one file share its GitHub anchor count (`details`, then `details-1` in a later part).
            let repeated = IdentifierAssigner().assign(
                &chapters[index], candidates: candidates[index],
                registry: &idsByFile[file, default: IdentifierRegistry()],
                slugsInFile: &slugsByFile[slugScope(file), default: []])
            for (element, written, id) in repeated {
                // A note's id, or its reference's, is the Markdown renderer's, not the author's: its links follow it.
                if Self.followNoteLinks(of: element, from: written, to: id, in: &chapters[index]) { continue }
                guard let first = firstWritten[file]?[written] else { continue }
                reportRepeated(written, renamed: id, at: (index, element), first: first)
            }
        }
        for chapter in chapters {
            var target = targets[chapter.document.spec.file] ?? LinkResolver.Target(href: chapter.href)
            for (sourceID, id) in chapter.idMap where target.anchors[sourceID] == nil {
                target.anchors[sourceID] = (chapter.href, id)
            }
            targets[chapter.document.spec.file] = target
        }
        // An id as it was given is a target too (a link a pass made to a heading's id, `h-1` for `## 1`), where no
        // id written in the sources has that name.
        for chapter in chapters {
            for id in Set(chapter.idMap.values) where targets[chapter.document.spec.file]?.anchors[id] == nil {
                targets[chapter.document.spec.file]?.anchors[id] = (chapter.href, id)
            }
        }
    }

    /// When `element` is a footnote (or a note's reference) whose generated id an author's element already had
    /// (`<span id="fn-note">` beside `[^note]`), the links between note and reference follow its new id; true then. Its
    /// reference had led to the author's span.
    private static func followNoteLinks(
        of element: XMLNode, from written: String, to id: String, in chapter: inout ResolvedChapter
    ) -> Bool {
        let role = element.attribute("role")
        let linkRole: String
        switch role {
        case "doc-footnote", "doc-endnote": linkRole = "doc-noteref"
        case "doc-noteref": linkRole = "doc-backlink"
        default: return false
        }
        chapter.document.body?.forEachDescendant { link in
            guard link.hasName("a"), link.attribute("role") == linkRole, link.attribute("href") == "#" + written else {
                return
            }
            link.setAttribute("href", "#" + id)
        }
        // The new id is a target of its own, as no source wrote it (a link to `#fn-note` still goes to the author's).
        if chapter.idMap[id] == nil { chapter.idMap[id] = id }
        return true
    }

    /// An id written twice in one file is a warning at the second place that names the first: the second is
    /// renamed, and links to it go to the first. Not an error: real EPUBs hold such ids (readiumcss-docs' two
    /// `<section id="themes">`), and an EPUB unpacked must build again.
    private mutating func reportRepeated(
        _ written: String, renamed id: String, at second: (chapter: Int, element: XMLNode),
        first: (chapter: Int, element: XMLNode)
    ) {
        let at = SourceLocator(chapter: chapters[second.chapter].document).location(of: second.element, value: written)
        let firstAt = SourceLocator(chapter: chapters[first.chapter].document).location(
            of: first.element, value: written)
        let place = firstAt.path == at.path ? "line \(firstAt.line)" : "\(firstAt.path):\(firstAt.line)"
        diagnostics.append(
            Diagnostic(
                .warning, .duplicateID, at: at, stage: .resolve,
                "id '\(written)' is already the id of an element at \(place) in this file; this one becomes '\(id)', "
                    + "and links to '#\(written)' go to the first — give one of them another id"))
    }

    /// Each chapter's references to renamed ids follow them, on the workers: a chapter's edits touch only its
    /// own tree.
    mutating func followRenamedIdentifiers() {
        let renaming = chapters.indices.filter { index in
            // Ids as written everywhere in the file: nothing to follow.
            (targets[chapters[index].document.spec.file]?.anchors ?? [:]).contains { $0.key != $0.value.id }
        }
        let chaptersToRename = chapters, anchorsByFile = targets.mapValues(\.anchors)
        let headStyles = WorkerPool(workers: jobs).run(renaming.count) { job in
            let chapter = chaptersToRename[renaming[job]].document
            let anchors = anchorsByFile[chapter.spec.file] ?? [:]
            let renamed = { (sourceID: String) in anchors[sourceID]?.id }
            if let body = chapter.body { IdentifierReferences.rewrite(in: body, renamed: renamed) }
            return chapter.headStyles.map { IdentifierReferences.rewritingURLs(in: $0, renamed: renamed) }
        }
        for (index, styles) in zip(renaming, headStyles) { chapters[index].document.headStyles = styles }
    }

    /// pandoc's `[Heading text]` as a link to that heading, in the chapters written in pandoc's Markdown (or
    /// `commonmark_x`), on the
    /// workers (each chapter's edits touch only its own tree).
    mutating func linkHeadingReferences() {
        guard spec.markdownDialect.extensions.contains(.implicitHeaderReferences) else { return }
        let targets = HeadingReferences.targets(in: chapters)
        guard !targets.isEmpty else { return }
        let linking = chapters
        _ = WorkerPool(workers: jobs).run(chapters.count) { index in
            guard linking[index].document.format == .markdown, let body = linking[index].document.body else { return }
            HeadingReferences.link(body, to: targets)
        }
    }

    /// Links with no text read their target's number or heading: before the audit, which would otherwise warn
    /// of them.
    mutating func fillEmptyLinks() {
        var linkResolver = LinkResolver(
            chapters: targets, sourceRoot: spec.sourceRoot, lenient: lenient,
            lenientFragments: spec.lenientFragments, tool: spec.tool, linkBase: spec.linkBase, files: resolver.files)
        // pandoc reads its input files as one document, whichever dialect it reads them in (`-f gfm` too).
        if spec.markdownDialect.base == .markdown || spec.tool == .pandoc {
            for target in chapters.compactMap({ targets[$0.document.spec.file] }) {
                linkResolver.bookWideAnchors.merge(target.anchors) { first, _ in first }
            }
        }
        let links = linkResolver
        self.links = links
        let linking = chapters
        let crossReferences = spec.crossReferences
        let hasEmptyLinks = WorkerPool(workers: jobs).run(chapters.count) {
            !CrossReferenceText.emptyLinks(in: linking[$0].document).isEmpty
                || crossReferences && !CrossReferenceReading.groups(in: linking[$0].document).isEmpty
        }
        let withEmptyLinks = chapters.indices.filter { hasEmptyLinks[$0] }
        guard !withEmptyLinks.isEmpty else { return }
        // Every chapter's targets; only the chapters with empty links or references are filled.
        let texts = WorkerPool(workers: jobs).run(chapters.count) { CrossReferenceText.texts(in: linking[$0].document) }
        let textsByHref = Dictionary(zip(chapters.map(\.href), texts)) { first, _ in first }
        let numbers = Dictionary(zip(chapters.map(\.href), chapters.map(\.document.referenceNumbers))) { first, _ in
            first
        }
        let style = spec.crossReferenceStyle
        let warnings = WorkerPool(workers: jobs).run(withEmptyLinks.count) {
            let chapter = linking[withEmptyLinks[$0]].document
            var warnings: [Diagnostic] = []
            if crossReferences {
                warnings = CrossReferenceReading.fill(
                    chapter, numbers: numbers, texts: textsByHref, links: links, style: style)
            }
            CrossReferenceText.fill(chapter, texts: textsByHref, links: links)
            return warnings
        }
        diagnostics += warnings.flatMap { $0 }
    }

    /// What the content holds that accessibility metadata speaks of, and a warning when book.yaml claims
    /// conformance the content does not bear out.
    mutating func auditAccessibility() {
        let (links, spec, files) = (links, spec, resolver.files)
        accessibility = resolver.audit(chapters, spec: spec, diagnostics: &diagnostics) { chapter, src in
            guard let links else { return false }
            return ChapterResolver(
                links: links, resourcePath: spec.resourcePath, defaultImageExtension: spec.defaultImageExtension
            ).namesMissingImage(src, in: chapter, files: files)
        }
        guard let statement = spec.accessibility, let claim = statement.conformsTo,
            let location = statement.conformsToLocation
        else { return }
        let lapses = BookResolver.lapses(accessibility)
        guard !lapses.isEmpty else { return }
        diagnostics.append(
            Diagnostic(
                .warning, .accessibilityClaim, at: location, stage: .resolve,
                "book.yaml states '\(claim)', but the content has \(lapses.joined(separator: ", ")) (each warned above); mend them before claiming conformance"
            ))
    }

    /// Each chapter's links, images and other references, against the packaged files.
    mutating func resolveChapters() {
        guard let links else { return }
        for index in chapters.indices {
            ChapterResolver(
                links: links, remote: spec.remote, resourcePath: spec.resourcePath,
                defaultImageExtension: spec.defaultImageExtension, embeddedFonts: spec.fonts,
                untitledName: spec.tool == .pandoc ? spec.metadata.title : nil
            ).resolve(
                &chapters[index], resources: &registry, diagnostics: &diagnostics)
        }
    }

    /// Read-aloud audio, once every chapter has its place and its ids (only a chapter's first document carries it).
    mutating func resolveMediaOverlays() {
        for index in chapters.indices where chapters[index].document.splitIndex == 0 {
            guard let smil = chapters[index].document.spec.mediaOverlay else { continue }
            let overlay = MediaOverlayResolver(
                file: smil, location: chapters[index].document.spec.location, chapters: targets)
            chapters[index].mediaOverlay = overlay.resolve(resources: &registry, diagnostics: &diagnostics)
        }
    }

    /// The cover image and its page, the title page and the contents page, in reading order.
    mutating func placeFrontPages() {
        if let cover = spec.cover {
            let (location, written) = BookResolver.coverEntry(in: spec, files: resolver.files)
            if let href = registry.imageHref(for: cover, written: written, at: location, diagnostics: &diagnostics) {
                registry.addProperty("cover-image", toHref: href)
                coverImage = href
            } else {
                diagnostics.append(
                    Diagnostic(
                        .error, .notAnImage, at: location, stage: .resolve,
                        "cover " + resolver.files.notAnImage(written, at: cover)))
            }
            if spec.coverPage { pages.append(ContentPage(kind: .cover, href: layout.cover, title: spec.words.cover)) }
        }
        if spec.titlePage {
            pages.append(ContentPage(kind: .titlepage, href: layout.titlePage, title: spec.metadata.title))
        }
        if spec.tableOfContents.inSpine {
            pages.append(ContentPage(kind: .navigation, href: layout.navigation, title: spec.words.contents))
        }
    }

    /// The contents, the spine's chapter pages, the page list and the landmarks, in the order book.yaml
    /// lists them (ContentsPlacement.swift); documents only reached through links come last, outside the
    /// linear reading order and the contents.
    mutating func placeContents() {
        // Page-break markers, found on the workers: each chapter's tree is its own.
        let marked = chapters
        markers = WorkerPool(workers: jobs).run(chapters.count) {
            PageBreakMarkers.targets(in: marked[$0].document, at: marked[$0].href)
        }
        listedSections = Set(sectionHrefs(in: spec.contents))
        tableOfContents = place(spec.contents)
        // pandoc reads its files as one document: a file that opens with `##` after one that opened with `#` is a
        // section of that one, in the contents too (it had been listed beside it).
        if spec.tool == .pandoc { tableOfContents = Self.nestedByLevel(tableOfContents, levels: entryLevels) }
        for index in nextChapter..<chapters.count {
            pages.append(BookResolver.page(of: chapters[index], at: index, linear: false))
        }
        keepContentsInReadingOrder()
        listSomethingInEmptyContents()
    }

    /// EPUB 3.3 §7.4.1: the navigation document's `toc` nav holds a list of at least one entry (an empty `<ol>` is
    /// invalid, and so is an NCX without a navPoint). When the author left every chapter out, the first page of the
    /// reading order is listed, with a warning.
    private mutating func listSomethingInEmptyContents() {
        guard tableOfContents.isEmpty,
            let first = pages.first(where: { $0.linear && $0.kind != .cover && $0.kind != .navigation })
                ?? pages.first
        else { return }
        tableOfContents = [Link(title: first.title, href: first.href)]
        diagnostics.append(
            Diagnostic(
                .warning, .emptyContents,
                at: spec.chapters.first?.location ?? SourceLocation(path: Paths.display(spec.specFile)),
                stage: .resolve,
                "every chapter is left out of the contents, which must list one: '\(first.title)' is listed; "
                    + "list a chapter in the contents (toc:) to choose another"))
    }

    /// `entries` with each one whose level is deeper than the one before it placed below that one, after its own
    /// entries; an entry of no known level is a top one.
    static func nestedByLevel(_ entries: [Link], levels: [String: Int]) -> [Link] {
        var index = 0
        func take(below parentLevel: Int) -> [Link] {
            var taken: [Link] = []
            while index < entries.count {
                let level = levels[entries[index].href] ?? 1
                guard level > parentLevel else { break }
                var entry = entries[index]
                index += 1
                entry.children += take(below: level)
                taken.append(entry)
            }
            return taken
        }
        var result: [Link] = []
        while index < entries.count { result += take(below: 0) }
        return result
    }

    /// The targets of the section entries among `entries`, at any depth, that name an id of their file.
    private func sectionHrefs(in entries: [ContentsEntry]) -> [String] {
        entries.flatMap { entry -> [String] in
            switch entry {
            case .chapter(_, let children), .part(_, _, let children):
                return sectionHrefs(in: children)
            case .link:
                return []
            case .section(_, let file, let fragment, _, let children):
                let anchor = targets[file].flatMap { LinkResolver.anchor(for: fragment, in: $0.anchors) }
                return (anchor.map { [$0.href + "#" + $0.id] } ?? []) + sectionHrefs(in: children)
            }
        }
    }

    /// Leaves out, or leads to its first entry, with a warning, each contents entry that points back before the
    /// one above it (NAV-011).
    private mutating func keepContentsInReadingOrder() {
        var dropped: [ContentsReadingOrder.Moved] = []
        tableOfContents = ContentsReadingOrder(pages: pages, chapters: chapters).ordered(
            tableOfContents, dropped: &dropped)
        for (entry, leadsTo) in dropped {
            let what =
                leadsTo == nil
                ? "left out of the contents" : "it heads its entries without a link"
            diagnostics.append(
                Diagnostic(
                    .warning, .summaryEntrySkipped,
                    at: sectionLocations[entry.href] ?? chapterLocation(of: entry.href)
                        ?? SourceLocation(path: Paths.display(spec.specFile)),
                    stage: .resolve,
                    "contents entry '\(entry.title)' points back before the entry above it; \(what) (reading systems follow the contents as the order of reading)"
                ))
        }
    }

    /// Where book.yaml (or SUMMARY.md) lists the chapter whose document `href` is in.
    private func chapterLocation(of href: String) -> SourceLocation? {
        let document = href.split(separator: "#", maxSplits: 1).first.map(String.init) ?? href
        return chapters.first { $0.href == document }?.document.spec.location
    }

    /// Last, once the cover, picture pages, stylesheets and SVGs have registered every image.
    mutating func addWebPFallbacks() {
        registry.addWebPFallbacks(jobs: jobs, diagnostics: &diagnostics)
    }
}
