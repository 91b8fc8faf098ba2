import Foundation

/// The Resolve stage for the whole book: places every page in the package,
/// resolves each chapter, packages stylesheets and the cover, and builds the
/// table of contents.
struct BookResolver {
    let layout: PackageLayout
    let templates: TemplateSet
    /// Broken links become warnings instead of errors.
    var lenient = false

    func resolve(_ spec: BookSpec, chapters ingested: [ChapterDocument], warnings: inout [Diagnostic]) throws(BuildError) -> ResolvedBook {
        var registry = ResourceRegistry(bookDirectory: spec.directory, layout: layout)
        for fixed in [layout.packageDocument, layout.navigation, layout.ncx, layout.cover, layout.titlePage] {
            _ = registry.claimHref(fixed)
        }
        var chapters = ingested
        for index in chapters.indices {
            let name = chapters[index].spec.id ?? PackageLayout.safeName(Paths.stem(chapters[index].spec.file))
            let suffix = chapters[index].splitIndex > 0 ? "-\(chapters[index].splitIndex + 1)" : ""
            chapters[index].href = registry.claimHref(layout.textFolder + "/" + name + suffix + ".xhtml")
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
        for index in chapters.indices { IdentifierAssigner().assign(&chapters[index], registry: &ids) }
        var targets: [String: LinkResolver.Target] = [:]
        for chapter in chapters {
            var target = targets[chapter.spec.file] ?? LinkResolver.Target(href: chapter.href)
            for (sourceID, id) in chapter.idMap where target.anchors[sourceID] == nil {
                target.anchors[sourceID] = (chapter.href, id)
            }
            targets[chapter.spec.file] = target
        }
        let links = LinkResolver(chapters: targets, sourceRoot: spec.sourceRoot, lenient: lenient)
        for index in chapters.indices {
            try ChapterResolver(links: links, remote: spec.remote).resolve(&chapters[index], resources: &registry, warnings: &warnings)
        }

        var pages: [ContentPage] = []
        var coverImage: String?
        if let cover = spec.cover {
            let href = registry.href(for: cover, mediaType: MediaType.of(cover) ?? "image/png")
            registry.addProperty("cover-image", toHref: href)
            coverImage = href
            if spec.coverPage { pages.append(ContentPage(kind: .cover, href: layout.cover, title: "Cover")) }
        }
        if spec.titlePage { pages.append(ContentPage(kind: .titlepage, href: layout.titlePage, title: spec.metadata.title)) }
        if spec.tableOfContents.inSpine {
            pages.append(ContentPage(kind: .navigation, href: layout.navigation, title: spec.tableOfContents.title))
        }

        var next = 0
        var partCount = 0
        func place(_ entries: [ContentsEntry]) throws(BuildError) -> [TOCEntry] {
            var toc: [TOCEntry] = []
            for entry in entries {
                switch entry {
                case .chapter(_, let children):
                    let builder = TableOfContentsBuilder(depth: spec.tableOfContents.depth)
                    let first = chapters[next]
                    var entry = builder.entry(for: first)
                    var explicit: [TOCEntry]?
                    switch first.spec.tableOfContents {
                    case .headings: break
                    case .hidden: explicit = []
                    case .entries(let entries): explicit = try explicitEntries(entries, in: first)
                    }
                    var siblings: [TOCEntry] = []
                    // The documents of one source file: one, or several when the chapter is split.
                    repeat {
                        let chapter = chapters[next]
                        pages.append(ContentPage(kind: .chapter, href: chapter.href, title: chapter.title,
                                                 linear: chapter.spec.linear, chapterIndex: next))
                        if chapter.splitIndex > 0 {
                            // A split document whose heading is deeper than the first one's sits below it.
                            let deeper = (chapter.headings.first?.level ?? 1) > (first.headings.first?.level ?? 1)
                            if deeper { entry.children.append(builder.entry(for: chapter)) } else { siblings.append(builder.entry(for: chapter)) }
                        }
                        next += 1
                    } while next < chapters.count && chapters[next].splitIndex > 0
                    let nested = try place(children)
                    if let explicit {
                        toc += explicit + nested
                    } else {
                        entry.children += nested
                        toc.append(entry)
                        toc += siblings
                    }
                case .part(let title, _, let children):
                    partCount += 1
                    let href = registry.claimHref("\(layout.textFolder)/part-\(partCount).xhtml")
                    pages.append(ContentPage(kind: .part, href: href, title: title))
                    toc.append(TOCEntry(title: title, href: href, children: try place(children)))
                }
            }
            return toc
        }
        let toc = try place(spec.contents)
        // Documents only reached through links come last, outside the linear reading order and the contents.
        for index in next..<chapters.count {
            pages.append(ContentPage(kind: .chapter, href: chapters[index].href, title: chapters[index].title, linear: false,
                                     chapterIndex: index))
        }
        var book = ResolvedBook(spec: spec, chapters: chapters, pages: pages, tableOfContents: toc,
                                resources: registry.resources, stylesheets: stylesheets, coverImage: coverImage)
        book.inputFiles = [spec.specFile] + chapters.map(\.spec.file) + registry.sourceFiles + spec.stylesheets
        return book
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

    /// A chapter's own table of contents from book.yaml; each anchor must be an id of the chapter.
    private func explicitEntries(_ entries: [ChapterTOCEntry], in chapter: ChapterDocument) throws(BuildError) -> [TOCEntry] {
        var result: [TOCEntry] = []
        for entry in entries {
            var href = chapter.href
            if let anchor = entry.anchor {
                guard let id = chapter.idMap[anchor] else {
                    throw BuildError(at: entry.location, stage: .resolve, "toc anchor '\(anchor)' is not an id of \(chapter.displayPath)")
                }
                href += "#" + id
            }
            result.append(TOCEntry(title: entry.title, href: href, children: try explicitEntries(entry.children, in: chapter)))
        }
        return result
    }
}
