import Foundation

/// The Resolve stage for the whole book: places every page in the package,
/// resolves each chapter, packages stylesheets and the cover, and builds the
/// table of contents.
struct BookResolver {
    let layout: PackageLayout
    let templates: TemplateSet

    func resolve(_ spec: BookSpec, chapters ingested: [ChapterDocument], warnings: inout [Diagnostic]) throws(BuildError) -> ResolvedBook {
        var registry = ResourceRegistry(bookDirectory: spec.directory, layout: layout)
        for fixed in [layout.packageDocument, layout.navigation, layout.ncx, layout.cover, layout.titlePage] {
            _ = registry.claimHref(fixed)
        }
        var chapters = ingested
        var chapterHrefs: [String: String] = [:]
        for index in chapters.indices {
            let href = registry.claimHref(layout.textFolder + "/" + PackageLayout.safeName(Paths.stem(chapters[index].spec.file)) + ".xhtml")
            chapters[index].href = href
            chapterHrefs[chapters[index].spec.file] = href
        }

        var stylesheets: [String] = []
        var stylesheetFiles: [String] = []
        if spec.defaultStylesheet, let file = templates.file(TemplateSet.defaultStylesheet) { stylesheetFiles.append(file) }
        stylesheetFiles += spec.stylesheets
        for file in stylesheetFiles {
            let href = registry.claimHref(layout.styleFolder + "/" + PackageLayout.safeName((file as NSString).lastPathComponent))
            registry.add(try StylesheetResolver().resolve(file, href: href, resources: &registry), source: file)
            stylesheets.append(href)
        }

        var stylesheetHrefs: [String: String] = [:]
        for (file, href) in zip(stylesheetFiles, stylesheets) { stylesheetHrefs[file] = href }
        for index in chapters.indices {
            chapters[index].stylesheetHrefs = try linkedStylesheets(of: chapters[index], known: &stylesheetHrefs,
                                                                    registry: &registry, warnings: &warnings)
        }

        var ids = IdentifierRegistry()
        let resolver = ChapterResolver(chapterHrefs: chapterHrefs)
        for index in chapters.indices {
            try resolver.resolve(&chapters[index], ids: &ids, resources: &registry, warnings: &warnings)
        }

        var pages: [ContentPage] = []
        var coverImage: String?
        if let cover = spec.cover {
            let href = registry.href(for: cover, mediaType: MediaType.of(cover) ?? "image/png")
            registry.addProperty("cover-image", toHref: href)
            coverImage = href
            pages.append(ContentPage(kind: .cover, href: layout.cover, title: "Cover"))
        }
        if spec.titlePage { pages.append(ContentPage(kind: .titlepage, href: layout.titlePage, title: spec.metadata.title)) }
        if spec.tableOfContents.inSpine {
            pages.append(ContentPage(kind: .navigation, href: layout.navigation, title: spec.tableOfContents.title))
        }

        var next = 0
        var partCount = 0
        func place(_ entries: [ContentsEntry]) -> [TOCEntry] {
            var toc: [TOCEntry] = []
            for entry in entries {
                switch entry {
                case .chapter:
                    let chapter = chapters[next]
                    pages.append(ContentPage(kind: .chapter, href: chapter.href, title: chapter.title,
                                             linear: chapter.spec.linear, chapterIndex: next))
                    toc.append(TableOfContentsBuilder(depth: spec.tableOfContents.depth).entry(for: chapter))
                    next += 1
                case .part(let title, _, let children):
                    partCount += 1
                    let href = registry.claimHref("\(layout.textFolder)/part-\(partCount).xhtml")
                    pages.append(ContentPage(kind: .part, href: href, title: title))
                    toc.append(TOCEntry(title: title, href: href, children: place(children)))
                }
            }
            return toc
        }
        let toc = place(spec.contents)
        return ResolvedBook(spec: spec, chapters: chapters, pages: pages, tableOfContents: toc,
                            resources: registry.resources, stylesheets: stylesheets, coverImage: coverImage)
    }

    /// The stylesheets an XHTML/HTML chapter links, packaged once each (a
    /// stylesheet the book already lists is not added twice).
    private func linkedStylesheets(of chapter: ChapterDocument, known: inout [String: String], registry: inout ResourceRegistry,
                                   warnings: inout [Diagnostic]) throws(BuildError) -> [String] {
        var hrefs: [String] = []
        for (value, line) in chapter.linkedStylesheets {
            let url = ReferenceURL(value)
            let location = SourceLocator(chapter: chapter).location(line: line, value: value)
            guard !url.isExternal else {
                warnings.append(Diagnostic(.warning, at: location, stage: .resolve,
                                           "remote stylesheet '\(value)' is not included; EPUB reading systems do not load remote stylesheets"))
                continue
            }
            let file = url.file(relativeTo: Paths.directory(of: chapter.spec.file))
            guard Paths.isRegularFile(file) else {
                throw BuildError(at: location, stage: .resolve, "stylesheet '\(value)' does not exist (looked for \(Paths.display(file)))")
            }
            if let href = known[file] {
                hrefs.append(href)
                continue
            }
            let href = registry.claimHref(layout.styleFolder + "/" + PackageLayout.safeName((file as NSString).lastPathComponent))
            registry.add(try StylesheetResolver().resolve(file, href: href, resources: &registry), source: file)
            known[file] = href
            hrefs.append(href)
        }
        return hrefs
    }
}
