import EPUBSupport
import Foundation
import XMLTree

/// The Resolve stage for the whole book: places every page in the package,
/// resolves each chapter, packages stylesheets and the cover, and builds the
/// table of contents. Every problem is collected, and the stage fails at its
/// end with all of its errors, so one build reports every broken reference.
struct BookResolver {
    let layout: PackageLayout
    let templates: TemplateSet
    /// Broken links become warnings instead of errors.
    var lenient = false
    /// Worker threads for the per-chapter work that needs no other chapter.
    var jobs = 1
    /// Where the book's files are read.
    var files: any SourceFiles = DiskFiles()

    func resolve(_ spec: BookSpec, chapters ingested: [ChapterDocument], warnings: inout [Diagnostic])
        throws(BuildError) -> ResolvedBook
    {
        var diagnostics: [Diagnostic] = []
        let book = resolve(spec, chapters: ingested, diagnostics: &diagnostics)
        warnings += diagnostics.filter { $0.severity == .warning }
        try BuildError.throwIfErrors(in: diagnostics)
        return book
    }

    private func resolve(_ spec: BookSpec, chapters ingested: [ChapterDocument], diagnostics: inout [Diagnostic])
        -> ResolvedBook
    {
        var registry = ResourceRegistry(bookDirectory: spec.directory, layout: layout, files: files)
        for fixed in [layout.packageDocument, layout.navigation, layout.ncx, layout.cover, layout.titlePage] {
            _ = registry.claimHref(fixed)
        }
        var chapters = ingested
        for index in chapters.indices {
            let name = chapters[index].spec.id ?? PackageLayout.safeName(Paths.stem(chapters[index].spec.file))
            let suffix = chapters[index].splitIndex > 0 ? "-\(chapters[index].splitIndex + 1)" : ""
            let href = registry.claimHref(layout.textFolder + "/" + name + suffix + ".xhtml")
            if chapters[index].format == .picture {
                placePicture(&chapters[index], fallbackHref: href, registry: &registry, diagnostics: &diagnostics)
            } else {
                chapters[index].href = href
            }
        }

        var stylesheets: [String] = []
        var stylesheetFiles: [String] = []
        if spec.defaultStylesheet, let file = templates.file(TemplateSet.defaultStylesheet) {
            stylesheetFiles.append(file)
        }
        if chapters.contains(where: \.hasCodeToHighlight), let file = templates.file(TemplateSet.highlightStylesheet) {
            stylesheetFiles.append(file)
        }
        stylesheetFiles += spec.stylesheets
        let stylesheetResolver = StylesheetResolver(remote: spec.remote)
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

        // Fonts book.yaml lists are packaged even if no stylesheet names them (an SVG's, or one for the reader's font
        // menu);
        // after the stylesheets, so a font they name keeps the href they gave it.
        for font in spec.fonts { _ = registry.href(for: font, mediaType: MediaType.of(font) ?? "font/ttf") }
        var stylesheetHrefs: [String: String] = [:]
        for (file, href) in zip(stylesheetFiles, stylesheets) { stylesheetHrefs[file] = href }
        for index in chapters.indices {
            chapters[index].stylesheetHrefs = linkedStylesheets(
                of: chapters[index], known: &stylesheetHrefs, registry: &registry,
                stylesheets: stylesheetResolver, diagnostics: &diagnostics)
        }

        // Each chapter's ids and headings are read on the workers; ids are claimed in reading order.
        let ingestedChapters = chapters
        let candidates = WorkerPool(workers: jobs).run(chapters.count) {
            IdentifierAssigner.candidates(in: ingestedChapters[$0])
        }
        // Ids are unique per source file, which is what a link names: the documents of a split file share them,
        // and separate chapters keep theirs as written, even the same ones (EPUB readers' bookmarks point at them).
        var idsByFile: [String: IdentifierRegistry] = [:]
        var slugsByFile: [String: Set<String>] = [:]
        for index in chapters.indices {
            // Split documents of one file share its GitHub anchor count (`details`, then `details-1` in a later part).
            IdentifierAssigner().assign(
                &chapters[index], candidates: candidates[index],
                registry: &idsByFile[chapters[index].spec.file, default: IdentifierRegistry()],
                slugsInFile: &slugsByFile[chapters[index].spec.file, default: []])
        }
        var targets: [String: LinkResolver.Target] = [:]
        for chapter in chapters {
            var target = targets[chapter.spec.file] ?? LinkResolver.Target(href: chapter.href)
            for (sourceID, id) in chapter.idMap where target.anchors[sourceID] == nil {
                target.anchors[sourceID] = (chapter.href, id)
            }
            targets[chapter.spec.file] = target
        }
        // Each chapter's references to renamed ids follow them, on the workers: a chapter's edits touch only its own
        // tree.
        let renamingChapters = chapters.indices.filter { index in
            // Ids as written everywhere in the file: nothing to follow.
            (targets[chapters[index].spec.file]?.anchors ?? [:]).contains { $0.key != $0.value.id }
        }
        let chaptersToRename = chapters, anchorsByFile = targets.mapValues(\.anchors)
        let headStyles = WorkerPool(workers: jobs).run(renamingChapters.count) { job in
            let chapter = chaptersToRename[renamingChapters[job]]
            let anchors = anchorsByFile[chapter.spec.file] ?? [:]
            let renamed = { (sourceID: String) in anchors[sourceID]?.id }
            if let body = chapter.body { IdentifierReferences.rewrite(in: body, renamed: renamed) }
            return chapter.headStyles.map { IdentifierReferences.rewritingURLs(in: $0, renamed: renamed) }
        }
        for (index, styles) in zip(renamingChapters, headStyles) { chapters[index].headStyles = styles }
        let links = LinkResolver(
            chapters: targets, sourceRoot: spec.sourceRoot, lenient: lenient,
            lenientFragments: spec.lenientFragments, tool: spec.tool, linkBase: spec.linkBase, files: files)
        // Links with no text read their target's number or heading: before the audit, which would otherwise warn of
        // them.
        let linkingChapters = chapters
        let hasEmptyLinks = WorkerPool(workers: jobs).run(chapters.count) {
            !CrossReferenceText.emptyLinks(in: linkingChapters[$0]).isEmpty
        }
        let withEmptyLinks = chapters.indices.filter { hasEmptyLinks[$0] }
        if !withEmptyLinks.isEmpty {
            // Every chapter's targets; only the chapters with empty links are filled.
            let texts = WorkerPool(workers: jobs).run(chapters.count) {
                CrossReferenceText.texts(in: linkingChapters[$0])
            }
            let textsByHref = Dictionary(zip(chapters.map(\.href), texts)) { first, _ in first }
            _ = WorkerPool(workers: jobs).run(withEmptyLinks.count) {
                CrossReferenceText.fill(linkingChapters[withEmptyLinks[$0]], texts: textsByHref, links: links)
            }
        }
        let accessibility = audit(chapters, spec: spec, diagnostics: &diagnostics)
        if let statement = spec.accessibility, let claim = statement.conformsTo,
            let location = statement.conformsToLocation
        {
            let lapses = Self.lapses(accessibility)
            if !lapses.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .warning, .accessibilityClaim, at: location, stage: .resolve,
                        "book.yaml states '\(claim)', but the content has \(lapses.joined(separator: ", ")) (each warned above); mend them before claiming conformance"
                    ))
            }
        }
        for index in chapters.indices {
            ChapterResolver(links: links, remote: spec.remote).resolve(
                &chapters[index], resources: &registry, diagnostics: &diagnostics)
        }
        // Read-aloud audio, once every chapter has its place and its ids (only a chapter's first document carries it).
        for index in chapters.indices where chapters[index].splitIndex == 0 {
            guard let smil = chapters[index].spec.mediaOverlay else { continue }
            let overlay = MediaOverlayResolver(file: smil, location: chapters[index].spec.location, chapters: targets)
            chapters[index].mediaOverlay = overlay.resolve(resources: &registry, diagnostics: &diagnostics)
        }

        var pages: [ContentPage] = []
        var coverImage: String?
        if let cover = spec.cover {
            let (location, written) = Self.coverEntry(in: spec, files: files)
            if let href = registry.imageHref(for: cover, written: written, at: location, diagnostics: &diagnostics) {
                registry.addProperty("cover-image", toHref: href)
                coverImage = href
            } else {
                diagnostics.append(
                    Diagnostic(
                        .error, .notAnImage, at: location, stage: .resolve,
                        "cover '\(written)' is not an image: its content is not JPEG, PNG, GIF, WebP or SVG"))
            }
            if spec.coverPage { pages.append(ContentPage(kind: .cover, href: layout.cover, title: "Cover")) }
        }
        if spec.titlePage {
            pages.append(ContentPage(kind: .titlepage, href: layout.titlePage, title: spec.metadata.title))
        }
        if spec.tableOfContents.inSpine {
            pages.append(ContentPage(kind: .navigation, href: layout.navigation, title: spec.tableOfContents.title))
        }

        // Page-break markers, found on the workers: each chapter's tree is its own.
        let markedChapters = chapters
        let markers = WorkerPool(workers: jobs).run(chapters.count) { PageBreakMarkers.targets(in: markedChapters[$0]) }
        var next = 0
        var partCount = 0
        var pageList: [TOCEntry] = []
        var landmarks: [Landmark] = []
        func place(_ entries: [ContentsEntry]) -> [TOCEntry] {
            var toc: [TOCEntry] = []
            for entry in entries {
                switch entry {
                case .chapter(_, let children):
                    let builder = TableOfContentsBuilder(depth: spec.tableOfContents.depth)
                    let first = chapters[next], start = next
                    pageList += explicitEntries(
                        first.spec.pages, in: first, kind: "page", lenient: lenient || spec.lenientFragments,
                        diagnostics: &diagnostics)
                    for landmark in first.spec.landmarks {
                        let entry = ChapterTOCEntry(
                            title: landmark.title, anchor: landmark.anchor, location: landmark.location)
                        if let resolved = explicitEntries(
                            [entry], in: first, kind: "landmark", lenient: lenient || spec.lenientFragments,
                            diagnostics: &diagnostics
                        ).first {
                            landmarks.append(Landmark(type: landmark.type, title: landmark.title, href: resolved.href))
                        }
                    }
                    var entry = builder.entry(for: first)
                    var explicit: [TOCEntry]?
                    switch first.spec.tableOfContents {
                    case .headings: break
                    case .hidden: explicit = []
                    case .entries(let entries):
                        explicit = explicitEntries(
                            entries, in: first, lenient: lenient || spec.lenientFragments, diagnostics: &diagnostics)
                    }
                    var siblings: [TOCEntry] = []
                    // The documents of one source file: one, or several when the chapter is split.
                    repeat {
                        let chapter = chapters[next]
                        pages.append(Self.page(of: chapter, at: next, linear: chapter.spec.linear))
                        // A marker book.yaml's `pages:` already names (a project unpack wrote) is one page, not two.
                        let named = Set(pageList.map(\.href))
                        pageList += markers[next].filter { !named.contains($0.href) }
                        if chapter.splitIndex > 0 {
                            // A split document whose heading is deeper than the first one's sits below it.
                            let deeper = (chapter.headings.first?.level ?? 1) > (first.headings.first?.level ?? 1)
                            if deeper {
                                entry.children.append(builder.entry(for: chapter))
                            } else {
                                siblings.append(builder.entry(for: chapter))
                            }
                        }
                        next += 1
                    } while next < chapters.count && chapters[next].splitIndex > 0
                    if var explicit {
                        // Nested chapters sit below the chapter's last entry, as they sit below its generated one,
                        // or below the entry their `toc-parent:` names.
                        for child in children {
                            let entries = place([child])
                            let parentHref = child.tocParent.flatMap { first.idMap[$0] }.map { first.href + "#" + $0 }
                            if let parentHref, Self.append(entries, below: parentHref, in: &explicit) { continue }
                            if case .chapter(let spec, _) = child, let anchor = spec.tocParent {
                                // A typo must not move a chapter's entries silently.
                                diagnostics.append(
                                    Diagnostic(
                                        .warning, .brokenLink, at: spec.location, stage: .resolve,
                                        "toc-parent '\(anchor)' names no toc entry of \(first.displayPath); the entries sit below its last one"
                                    ))
                            }
                            if explicit.isEmpty {
                                explicit = entries
                            } else {
                                explicit[explicit.count - 1].children += entries
                            }
                        }
                        toc += explicit
                    } else {
                        // A summary's section entries (`ch01.md#intro`) stand for the headings the chapter's entry
                        // would list.
                        var nested = place(children)
                        let generated = TableOfContentsBuilder.withoutListed(entry.children, listed: &nested)
                        let splitSiblings = TableOfContentsBuilder.withoutListed(siblings, listed: &nested)
                        let order = TableOfContentsBuilder.documentOrder(of: chapters[start..<next])
                        entry.children = TableOfContentsBuilder.merged(generated, into: nested, order: order)
                        toc.append(entry)
                        toc += splitSiblings
                    }
                case .part(let title, _, let children):
                    partCount += 1
                    let href = registry.claimHref("\(layout.textFolder)/part-\(partCount).xhtml")
                    pages.append(ContentPage(kind: .part, href: href, title: title))
                    toc.append(TOCEntry(title: title, href: href, children: place(children)))
                case .section(let title, let file, let fragment, let location, let children):
                    // The id as the book has it: renamed when it clashed, in whichever split document holds it.
                    if let anchor = targets[file].flatMap({ LinkResolver.anchor(for: fragment, in: $0.anchors) }) {
                        toc.append(
                            TOCEntry(title: title, href: anchor.href + "#" + anchor.id, children: place(children)))
                    } else {
                        // --lenient, as for a link: the entry goes (its nested entries stay) with a warning.
                        let message =
                            "contents entry '\(title)' points at '#\(fragment)', which is not an id of \(Paths.display(file))"
                        diagnostics.append(
                            Diagnostic(
                                lenient ? .warning : .error, .brokenLink, at: location, stage: .resolve,
                                lenient ? message + "; left out of the contents (--lenient)" : message))
                        toc += place(children)
                    }
                }
            }
            return toc
        }
        let toc = place(spec.contents)
        // Documents only reached through links come last, outside the linear reading order and the contents.
        for index in next..<chapters.count {
            pages.append(Self.page(of: chapters[index], at: index, linear: false))
        }
        // Last, once the cover, picture pages, stylesheets and SVGs have registered every image.
        registry.addWebPFallbacks(jobs: jobs, diagnostics: &diagnostics)
        var book = ResolvedBook(
            spec: spec, chapters: chapters, pages: pages, tableOfContents: toc,
            resources: registry.resources, stylesheets: stylesheets, coverImage: coverImage)
        book.pageList = pageList
        book.accessibility = accessibility
        book.landmarks = landmarks
        book.inputFiles =
            [spec.specFile] + chapters.map(\.spec.file) + chapters.flatMap(\.includedFiles) + registry.sourceFiles
            + spec.stylesheets
            + (spec.metadataFile.map { [$0] } ?? [])
        return book
    }

    /// The page of a chapter document. A picture's page is the image itself,
    /// whether the list names it or a link reaches it: made a chapter page, a
    /// linked image would be written twice at its one href.
    private static func page(of chapter: ChapterDocument, at index: Int, linear: Bool) -> ContentPage {
        var page = ContentPage(
            kind: chapter.format == .picture ? .picture : .chapter, href: chapter.href,
            title: chapter.title, linear: linear, chapterIndex: index)
        page.fallbackHref = chapter.fallbackHref
        return page
    }

    /// What each chapter holds that accessibility metadata speaks of, with a
    /// warning at the author's line for each lapse; read on the workers, as
    /// written (before links and images are rewritten for the package).
    private func audit(_ chapters: [ChapterDocument], spec: BookSpec, diagnostics: inout [Diagnostic])
        -> AccessibilityFacts
    {
        let language = spec.metadata.language
        let audits = WorkerPool(workers: jobs).run(chapters.count) { index -> AccessibilityAudit? in
            guard chapters[index].format != .picture else { return nil }
            return AccessibilityAudit(tree: chapters[index].content, language: language)
        }
        var facts = AccessibilityFacts()
        // The cover page shows the cover with its alt text ("Cover of …").
        if spec.cover != nil && spec.coverPage { facts.images += 1 }
        for (chapter, audit) in zip(chapters, audits) {
            guard let audit else {
                // A picture page's text alternative is its title (picture.xsl writes it as the alt text).
                facts.images += 1
                if chapter.spec.title == nil {
                    facts.imagesWithoutText += 1
                    diagnostics.append(
                        Diagnostic(
                            .warning, .missingAlt, at: chapter.spec.location, stage: .resolve,
                            "picture '\(chapter.displayPath)' has no title, which is its text alternative: "
                                + (chapter.spec.descriptionFile.map { "describe it in \(Paths.display($0))" }
                                    ?? "give it a 'title:' that describes it")))
                }
                continue
            }
            facts.add(audit.facts)
            let locator = SourceLocator(chapter: chapter)
            for finding in audit.findings { diagnostics.append(Self.diagnostic(finding, locator: locator)) }
        }
        return facts
    }

    /// What in `facts` stands against a claim of WCAG conformance.
    private static func lapses(_ facts: AccessibilityFacts) -> [String] {
        [
            (facts.imagesWithoutText, "image without a text alternative", "images without a text alternative"),
            (facts.skippedHeadingLevels, "skipped heading level", "skipped heading levels"),
            (facts.tablesWithoutHeaders, "table without header cells", "tables without header cells"),
            (facts.emptyLinks, "link without text", "links without text"),
            (
                facts.unmarkedLanguageChanges, "passage in another language without lang",
                "passages in another language without lang"
            ),
        ]
        .filter { $0.0 > 0 }.map { "\($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }
    }

    private static func diagnostic(_ finding: AccessibilityAudit.Finding, locator: SourceLocator) -> Diagnostic {
        let element = finding.element
        func firstWord() -> String {
            element.textContent.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
        }
        switch finding.lapse {
        case .imageWithoutText(let src):
            return Diagnostic(
                .warning, .missingAlt,
                at: src == "<svg>"
                    ? locator.location(of: element, value: "<svg")
                    : locator.location(of: element, value: src, attribute: "src"), stage: .resolve,
                "image '\(src)' has no text alternative: describe it in its alt text, or mark it decorative with role=\"presentation\""
            )
        case .headingLevelSkipped(let from, let to, let text):
            return Diagnostic(
                .warning, .headingLevelSkipped, at: locator.location(of: element, value: firstWord()), stage: .resolve,
                "heading level skipped: h\(to) '\(text)' follows an h\(from); readers navigate headings by level")
        case .tableWithoutHeaders:
            // Only HTML can write a table without a header row: a Markdown table always has one.
            return Diagnostic(
                .warning, .tableWithoutHeaders, at: locator.location(of: element, value: "<table"), stage: .resolve,
                "table has no header cells (<th>): readers cannot tell what its columns hold; give it a header row")
        case .emptyLink(let href):
            return Diagnostic(
                .warning, .emptyLink, at: locator.location(of: element, value: href, attribute: "href"),
                stage: .resolve,
                "link to '\(href)' has no text: screen readers announce nothing to follow; give it text, or alt text to its image"
            )
        case .unmarkedLanguage(let script, let language):
            return Diagnostic(
                .warning, .unmarkedLanguage, at: locator.location(of: element, value: firstWord()), stage: .resolve,
                "text in the \(script) script in a passage whose language is '\(language)': mark its language with lang=\"…\" so it is read and shown right"
            )
        }
    }

    /// A picture chapter is its image in the spine: an SVG is a content
    /// document of its own; a bitmap is a foreign resource there and gets the
    /// XHTML page at `fallbackHref` as its fallback (EPUB 3.3 §3.5, §5.7.2).
    private func placePicture(
        _ chapter: inout ChapterDocument, fallbackHref: String, registry: inout ResourceRegistry,
        diagnostics: inout [Diagnostic]
    ) {
        let written = Paths.display(chapter.spec.file)
        guard
            let href = registry.imageHref(
                for: chapter.spec.file, written: written, at: chapter.spec.location, diagnostics: &diagnostics)
        else {
            diagnostics.append(
                Diagnostic(
                    .error, .notAnImage, at: chapter.spec.location, stage: .resolve,
                    "chapter '\(written)' is not a picture: its content is not JPEG, PNG, GIF, WebP or SVG"))
            return
        }
        chapter.href = href
        chapter.fallbackHref = href.hasSuffix(".svg") ? nil : fallbackHref
        chapter.pictureViewport = ImagePixelSize.read(chapter.spec.file, in: registry.files)?.viewport
        if href.hasSuffix(".svg") { chapter.idMap = Self.drawingIDs(of: chapter.spec.file, in: registry.files) }
    }

    /// The ids an SVG picture chapter's drawing holds, each kept as it is:
    /// an SVG content document is a target of links and of media overlays'
    /// `<text src="page.svg#g1">` as an XHTML one is (EPUB Media Overlays 3.3
    /// §3.1: the text element "MUST" refer to an element of an EPUB content document).
    private static func drawingIDs(of file: String, in files: any SourceFiles) -> [String: String] {
        // One that does not parse has no ids; packaging it (`SVGImageResolver`) says why.
        guard let data = files.contents(atPath: file), let tree = try? XMLTree.parse(xmlDroppingDoctype: data) else {
            return [:]
        }
        let ids = tree.select("//@id", namespaces: [:]).map(\.textContent)
        return Dictionary(ids.map { ($0, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The stylesheets an XHTML/HTML chapter links, packaged once each (a
    /// stylesheet the book already lists is not added twice).
    private func linkedStylesheets(
        of chapter: ChapterDocument, known: inout [String: String], registry: inout ResourceRegistry,
        stylesheets: StylesheetResolver, diagnostics: inout [Diagnostic]
    ) -> [String] {
        var hrefs: [String] = []
        for (value, line) in chapter.linkedStylesheets {
            let url = ReferenceURL(value)
            let location = SourceLocator(chapter: chapter).location(line: line, value: value)
            guard !url.isExternal else {
                diagnostics.append(
                    Diagnostic(
                        .warning, .remoteResource, at: location, stage: .resolve,
                        "remote stylesheet '\(value)' is not included; EPUB reading systems do not load remote stylesheets"
                    ))
                continue
            }
            let file = url.file(relativeTo: Paths.directory(of: chapter.spec.file))
            guard registry.files.isFile(file) else {
                diagnostics.append(
                    Diagnostic(
                        .error, .missingResource, at: location, stage: .resolve,
                        "stylesheet '\(value)' does not exist (looked for \(Paths.display(file)))"))
                continue
            }
            if let href = known[file] ?? registry.registeredHref(for: file) {
                hrefs.append(href)
                continue
            }
            let href = registry.claimHref(layout.styleFolder + "/" + PackageLayout.safeName(Paths.lastComponent(file)))
            if let resource = stylesheets.resolve(file, href: href, resources: &registry, diagnostics: &diagnostics) {
                registry.add(resource, source: file)
            }
            known[file] = href
            hrefs.append(href)
        }
        return hrefs
    }

    /// Appends `entries` to the children of the entry at `href` in `tree`; false when there is none.
    private static func append(_ entries: [TOCEntry], below href: String, in tree: inout [TOCEntry]) -> Bool {
        for index in tree.indices {
            if tree[index].href == href {
                tree[index].children += entries
                return true
            }
            if append(entries, below: href, in: &tree[index].children) { return true }
        }
        return false
    }

    /// A chapter's own table of contents from book.yaml; each anchor must be
    /// an id of the chapter, or with `lenient` (book.yaml's `lenient-fragments`,
    /// which unpack writes: Sigil's contents point at `sigil_toc_id_…` anchors
    /// pages lack) the entry points where the entry before it in the chapter
    /// points, else at the chapter's start, with a warning: so the contents
    /// keep the reading order EPUB 3.3 §7.4.1 asks of them (epubcheck NAV-011).
    private func explicitEntries(
        _ entries: [ChapterTOCEntry], in chapter: ChapterDocument, kind: String = "toc",
        lenient: Bool, diagnostics: inout [Diagnostic]
    ) -> [TOCEntry] {
        var previous = chapter.href
        return explicitEntries(
            entries, in: chapter, kind: kind, lenient: lenient, previous: &previous, diagnostics: &diagnostics)
    }

    private func explicitEntries(
        _ entries: [ChapterTOCEntry], in chapter: ChapterDocument, kind: String, lenient: Bool,
        previous: inout String, diagnostics: inout [Diagnostic]
    ) -> [TOCEntry] {
        var result: [TOCEntry] = []
        for entry in entries {
            var href = chapter.href
            if let anchor = entry.anchor {
                if let id = chapter.idMap[anchor] {
                    href += "#" + id
                } else if lenient {
                    href = previous
                    diagnostics.append(
                        Diagnostic(
                            .warning, .brokenLink, at: entry.location, stage: .resolve,
                            "\(kind) anchor '\(anchor)' is not an id of \(chapter.displayPath); the entry points \(href == chapter.href ? "at the chapter's start" : "where the one before it does")"
                        ))
                } else {
                    diagnostics.append(
                        Diagnostic(
                            .error, .brokenLink, at: entry.location, stage: .resolve,
                            "\(kind) anchor '\(anchor)' is not an id of \(chapter.displayPath)"))
                    continue
                }
            }
            previous = href
            result.append(
                TOCEntry(
                    title: entry.title, href: href,
                    children: explicitEntries(
                        entry.children, in: chapter, kind: kind, lenient: lenient, previous: &previous,
                        diagnostics: &diagnostics)))
        }
        return result
    }

    /// Where book.yaml names the cover, and the path as written there, for
    /// messages about the cover file (the spec keeps only its absolute path).
    static func coverEntry(in spec: BookSpec, files: any SourceFiles) -> (location: SourceLocation, written: String) {
        let shown = Paths.display(spec.specFile)
        let fallback = (SourceLocation(path: shown), spec.cover.map(Paths.display) ?? "")
        guard let text = files.text(atPath: spec.specFile) else { return fallback }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.hasPrefix("cover"), let colon = line.firstIndex(of: ":"),
                line[..<colon].trimmingCharacters(in: .whitespaces) == "cover"
            else { continue }
            let value = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
            let written = value.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
                .trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            let column = line.distance(from: line.startIndex, to: value.startIndex) + 1
            return (
                SourceLocation(path: shown, line: index + 1, column: column), written.isEmpty ? fallback.1 : written
            )
        }
        return fallback
    }
}
