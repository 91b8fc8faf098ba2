import EPUBFormats
import EPUBModel
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

    /// The stage's passes, in the order they run: each needs what those before it made
    /// (a chapter's href before its links, every id before a link's fragment, every image before WebP fallbacks).
    static let passes: [Pass<Resolution>] = [
        Pass("place documents") { $0.placeDocuments() },
        Pass("package stylesheets") { $0.packageStylesheets() },
        Pass("package fonts") { $0.packageFonts() },
        Pass("linked stylesheets") { $0.packageLinkedStylesheets() },
        Pass("example numbers") { $0.numberExamples() },
        Pass("citations") { $0.renderCitations() },
        Pass("assign ids") { $0.assignIdentifiers() },
        Pass("follow renamed ids") { $0.followRenamedIdentifiers() },
        Pass("heading references") { $0.linkHeadingReferences() },
        Pass("fill empty links") { $0.fillEmptyLinks() },
        Pass("accessibility audit") { $0.auditAccessibility() },
        Pass("resolve chapters") { $0.resolveChapters() },
        Pass("media overlays") { $0.resolveMediaOverlays() },
        Pass("front pages") { $0.placeFrontPages() },
        Pass("contents") { $0.placeContents() },
        Pass("WebP fallbacks") { $0.addWebPFallbacks() },
    ]

    func resolve(
        _ spec: BookSpec, chapters ingested: [ChapterDocument], warnings: inout [Diagnostic],
        timings: inout [PassTiming]
    ) throws(BuildError) -> ResolvedBook {
        var work = Resolution(resolver: self, spec: spec, chapters: ingested)
        timings += PassRunner.run(Self.passes, on: &work, stage: .resolve)
        warnings += work.diagnostics.filter { $0.severity == .warning }
        try BuildError.throwIfErrors(in: work.diagnostics)
        return work.book
    }

    /// The page of a chapter document. A picture's page is the image itself,
    /// whether the list names it or a link reaches it: made a chapter page, a
    /// linked image would be written twice at its one href.
    static func page(of chapter: ResolvedChapter, at index: Int, linear: Bool) -> ContentPage {
        var page = ContentPage(
            kind: chapter.document.format == .picture ? .picture : .chapter, href: chapter.href,
            title: chapter.title, linear: linear, chapterIndex: index)
        page.fallbackHref = chapter.fallbackHref
        return page
    }

    /// What each chapter holds that accessibility metadata speaks of, with a
    /// warning at the author's line for each lapse; read on the workers, as
    /// written (before links and images are rewritten for the package).
    /// `isLeftOut`: whether an image (its `src` as written) names a file the book lacks, which Resolve leaves out.
    func audit(
        _ chapters: [ResolvedChapter], spec: BookSpec, diagnostics: inout [Diagnostic],
        isLeftOut: (ChapterDocument, String) -> Bool = { _, _ in false }
    ) -> AccessibilityFacts {
        let language = spec.metadata.language
        let audits = WorkerPool(workers: jobs).run(chapters.count) { index -> AccessibilityAudit? in
            guard chapters[index].document.format != .picture else { return nil }
            // A chapter in a language of its own (`<html lang="fr">`) is audited in it.
            let content = chapters[index].document.content
            return AccessibilityAudit(tree: content, language: content.root?.attribute("lang") ?? language)
        }
        var facts = AccessibilityFacts()
        var warnings: [GatheredWarnings.Warning] = []
        // The cover page shows the cover with its alt text ("Cover of …").
        if spec.cover != nil && spec.coverPage { facts.images += 1 }
        for (chapter, audit) in zip(chapters.lazy.map(\.document), audits) {
            guard let audit else {
                // A picture page's text alternative is its title (picture.xsl writes it as the alt text).
                facts.images += 1
                if chapter.spec.title == nil {
                    facts.imagesWithoutText += 1
                    let warning = Diagnostic(
                        .warning, .missingAlt, at: chapter.spec.location, stage: .resolve,
                        "picture '\(chapter.displayPath)' has no title, which is its text alternative: "
                            + (chapter.spec.descriptionFile.map { "describe it in \(Paths.display($0))" }
                                ?? "give it a 'title:' that describes it"))
                    warnings.append((warning, nil))
                }
                continue
            }
            facts.add(audit.facts)
            let locator = SourceLocator(chapter: chapter)
            for finding in audit.findings {
                // An image left out for want of its file is warned of as such: its text is asked of no one.
                if case .imageWithoutText(let src) = finding.lapse, src != "<svg>", isLeftOut(chapter, src) {
                    facts.images -= 1
                    facts.imagesWithoutText -= 1
                    continue
                }
                let diagnostic = Self.diagnostic(finding, locator: locator)
                var group: GatheredWarnings.Group?
                switch finding.lapse {
                case .unmarkedLanguage(let script, let language): group = .passage(script: script, language: language)
                case .imageWithoutText: group = .imagesWithoutText(path: diagnostic.location.path)
                case .emptyLink: group = .linksWithoutText(path: diagnostic.location.path)
                default: break
                }
                warnings.append((diagnostic, group))
            }
        }
        diagnostics += GatheredWarnings.gathered(warnings)
        return facts
    }

    /// What in `facts` stands against a claim of WCAG conformance.
    static func lapses(_ facts: AccessibilityFacts) -> [String] {
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
    /// One that is no image is an error, and has no href: the stage fails at its end.
    func placePicture(
        _ document: ChapterDocument, fallbackHref: String, registry: inout ResourceRegistry,
        diagnostics: inout [Diagnostic]
    ) -> ResolvedChapter {
        let file = document.spec.file, written = Paths.display(file)
        guard
            let href = registry.imageHref(
                for: file, written: written, at: document.spec.location, diagnostics: &diagnostics)
        else {
            diagnostics.append(
                Diagnostic(
                    .error, .notAnImage, at: document.spec.location, stage: .resolve,
                    registry.files.refusal(of: file).map { "chapter '\(written)' cannot be read (\($0))" }
                        ?? "chapter '\(written)' is not a picture: its content is not JPEG, PNG, GIF, WebP or SVG"))
            return ResolvedChapter(document: document, href: "")
        }
        let isSVG = href.hasSuffix(".svg")
        return ResolvedChapter(
            document: document, href: href, fallbackHref: isSVG ? nil : fallbackHref,
            pictureViewport: ImagePixelSize.read(file, in: registry.files)?.viewport,
            idMap: isSVG ? Self.drawingIDs(of: file, in: registry.files) : [:])
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
    /// stylesheet the book already lists is not added twice), each with its source's href as written.
    func linkedStylesheets(
        of chapter: ChapterDocument, known: inout [String: String], registry: inout ResourceRegistry,
        stylesheets: StylesheetResolver, diagnostics: inout [Diagnostic]
    ) -> [(written: String, href: String)] {
        var hrefs: [(written: String, href: String)] = []
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
                        "stylesheet '\(value)' \(registry.files.absence(of: file))"
                            + (diagnostics.wantsSuggestions
                                ? registry.files.suggestion(forMissing: file, written: url.path) : "")))
                continue
            }
            if let href = known[file] ?? registry.registeredHref(for: file) {
                hrefs.append((value, href))
                continue
            }
            let href = registry.claimHref(layout.styleFolder + "/" + PackageLayout.safeName(Paths.lastComponent(file)))
            if let resource = stylesheets.resolve(file, href: href, resources: &registry, diagnostics: &diagnostics) {
                registry.add(resource, source: file)
            }
            known[file] = href
            hrefs.append((value, href))
        }
        return hrefs
    }

    /// Appends `entries` to the children of the entry at `href` in `tree`; false when there is none.
    /// `entries` appended below the last entry of `tree` titled `title`, the deepest first; false when none is.
    static func append(_ entries: [Link], belowTitle title: String, in tree: inout [Link]) -> Bool {
        for index in tree.indices.reversed() {
            if append(entries, belowTitle: title, in: &tree[index].children) { return true }
            if tree[index].title == title {
                tree[index].children += entries
                return true
            }
        }
        return false
    }

    static func append(_ entries: [Link], below href: String, in tree: inout [Link]) -> Bool {
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
    func explicitEntries(
        _ entries: [ChapterLink], in chapter: ResolvedChapter, kind: String = "toc",
        lenient: Bool, diagnostics: inout [Diagnostic]
    ) -> [Link] {
        var previous = chapter.href
        return explicitEntries(
            entries, in: chapter, kind: kind, lenient: lenient, previous: &previous, diagnostics: &diagnostics)
    }

    func explicitEntries(
        _ entries: [ChapterLink], in chapter: ResolvedChapter, kind: String, lenient: Bool,
        previous: inout String, diagnostics: inout [Diagnostic]
    ) -> [Link] {
        var result: [Link] = []
        for entry in entries {
            var href = chapter.href
            if let anchor = entry.anchor {
                // An anchor as a URL's fragment writes it (`%C3%A9t%C3%A9`, calibre's `fnref%3afwf`) is the id too.
                if let id = chapter.idMap[anchor] ?? anchor.removingPercentEncoding.flatMap({ chapter.idMap[$0] }) {
                    href += "#" + id
                } else if lenient {
                    href = previous
                    diagnostics.append(
                        Diagnostic(
                            .warning, .brokenLink, at: entry.location, stage: .resolve,
                            "\(kind) anchor '\(anchor)' is not an id of \(chapter.document.displayPath); the entry points \(href == chapter.href ? "at the chapter's start" : "where the one before it does")"
                        ))
                } else {
                    diagnostics.append(
                        Diagnostic(
                            .error, .brokenLink, at: entry.location, stage: .resolve,
                            "\(kind) anchor '\(anchor)' is not an id of \(chapter.document.displayPath)"))
                    continue
                }
            }
            previous = href
            result.append(
                Link(
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
        for (index, line) in text.lines.enumerated() {
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
