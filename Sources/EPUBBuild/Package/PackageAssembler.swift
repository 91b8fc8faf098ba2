import EPUBFormats
import EPUBModel
import EPUBSupport
import Foundation
import XMLTree

/// The Package stage: the manifest, spine, package document, NCX and
/// container file, and the ordered list of files the Write stage zips.
struct PackageAssembler {
    let layout: PackageLayout
    /// `dcterms:modified`.
    let modified: Date
    /// Where fonts to obfuscate are read.
    var files: any SourceFiles = DiskFiles()

    /// Chapter types (EPUB Structural Semantics Vocabulary terms) that are
    /// front matter: the preliminary sections the Chicago Manual of Style
    /// (1.4) places before the text and the SSV's front matter components. A
    /// prologue and an introduction belong to the text, so they can start the body.
    static let frontMatterTypes: Set<String> = [
        "abstract", "acknowledgments", "contributors", "copyright-page", "cover", "dedication", "epigraph", "errata",
        "foreword", "frontispiece", "frontmatter", "halftitlepage", "imprimatur", "imprint", "landmarks", "loa", "loi",
        "lot", "lov", "other-credits", "preamble", "preface", "revision-history", "seriespage", "titlepage", "toc",
    ]

    /// The navigation document (EPUB 3.3 §7.4): the book's contents, landmarks and page list, their links turned
    /// into container paths here, where the build's hrefs enter the Package stage. Transform writes its page from
    /// it, and the NCX is written from the same links.
    func navigation(for book: ResolvedBook) -> NavigationDocument {
        let tableOfContents = book.tableOfContents.map { ContainerLink($0, in: layout) }
        var landmarks = landmarks(for: book).map { ContainerLink($0, in: layout) }
        for (page, path) in unreachedPages(of: book, tableOfContents: tableOfContents)
        where !landmarks.contains(where: { $0.path == path && $0.fragment == nil }) {
            let type =
                page.chapterIndex.flatMap { book.chapters[$0].document.spec.type.split(separator: " ").first }.map(
                    String.init)
                ?? "chapter"
            landmarks.append(
                ContainerLink.landmark(
                    type: type, title: page.title.isEmpty ? book.spec.words.untitled : page.title, path: path))
        }
        return NavigationDocument(
            path: layout.containerPath(layout.navigation), title: book.spec.words.contents,
            tableOfContents: tableOfContents, landmarks: landmarks,
            pageList: book.pageList.map { ContainerLink($0, in: layout) })
    }

    /// Landmarks (EPUB 3.3 §7.4.3.3) for the book's generated pages and the
    /// start of its body: the first part, or chapter that is not front matter.
    private func landmarks(for book: ResolvedBook) -> [Link] {
        let words = book.spec.words
        var landmarks: [Link] = []
        for page in book.pages {
            switch page.kind {
            case .cover: landmarks.append(Link.landmark(type: "cover", title: words.cover, href: page.href))
            case .titlepage: landmarks.append(Link.landmark(type: "titlepage", title: words.titlePage, href: page.href))
            case .navigation:
                landmarks.append(
                    Link.landmark(type: "toc", title: book.spec.words.contents, href: page.href + "#toc"))
            // A picture book's first page is its cover image, in the spine as it is.
            case .picture where page.href == book.coverImage:
                landmarks.append(Link.landmark(type: "cover", title: words.cover, href: page.href))
            default: break
            }
        }
        let content = book.pages.filter { $0.kind == .chapter || $0.kind == .part || $0.kind == .picture }
        let body = content.first { page in
            guard page.kind == .chapter, let index = page.chapterIndex else { return page.href != book.coverImage }
            let terms = book.chapters[index].document.spec.type.split(separator: " ").map(String.init)
            return page.linear && !terms.contains(where: Self.frontMatterTypes.contains)
        }
        // The book's own landmarks (book.yaml `landmarks:`) replace the generated ones of their type, a term among
        // theirs (Standard Ebooks' `bodymatter z3998:fiction`): two landmarks of one term to one page are an error
        // (epubcheck RSC-005), and the book's own title is the better one.
        let ownTerms = Set(book.landmarks.flatMap { ($0.type ?? "").split(separator: " ").map(String.init) })
        landmarks.removeAll { generated in ownTerms.contains(generated.type ?? "") }
        if let start = body ?? content.first, !ownTerms.contains("bodymatter") {
            landmarks.append(Link.landmark(type: "bodymatter", title: words.startOfContent, href: start.href))
        }
        return landmarks + book.landmarks
    }

    /// The pages out of the linear reading order that neither the table of
    /// contents nor any link of another page leads to, with their container
    /// paths. EPUB 3.3 §5.7.3 requires a way to reach non-linear content
    /// (epubcheck OPF-096); the landmarks give it (an unpacked book's cover page, kept `linear: false`).
    private func unreachedPages(of book: ResolvedBook, tableOfContents: [ContainerLink])
        -> [(page: ContentPage, path: ContainerPath)]
    {
        let marked = Set(book.landmarks.map { ContainerLink($0, in: layout).path })
        var candidates = book.pages.filter { !$0.linear && ($0.kind == .chapter || $0.kind == .picture) }
            .map { (page: $0, path: layout.containerPath($0.href)) }.filter { !marked.contains($0.path) }
        guard !candidates.isEmpty else { return [] }
        var listed = Set<ContainerPath>()
        func note(_ entries: [ContainerLink]) {
            for entry in entries {
                listed.insert(entry.path)
                note(entry.children)
            }
        }
        note(tableOfContents)
        candidates.removeAll { listed.contains($0.path) }
        // Rare, so the chapters are walked only when a page is still unreached.
        var linked = Set<ContainerPath>()
        for chapter in book.chapters where !candidates.isEmpty {
            let document = layout.containerPath(chapter.href)
            chapter.document.body?.forEachDescendant { element in
                guard element.name == "a", let href = element.attribute("href").map(RelativeReference.init),
                    !href.isExternal
                else { return }
                let target = href.resolved(against: document)
                if target != document { linked.insert(target) }
            }
            candidates.removeAll { linked.contains($0.path) }
        }
        return candidates
    }

    /// The stage's passes, in order: every manifest item has its id before a fallback or an overlay names it,
    /// and the package document is written last but one, from all of them.
    static let passes: [Pass<PackageAssembly>] = [
        Pass("pages") { $0.addPages() },
        Pass("resources") { $0.addResources() },
        Pass("image fallbacks") { $0.chainImageFallbacks() },
        Pass("media overlays") { $0.addMediaOverlays() },
        Pass("NCX") { $0.addNCX() },
        Pass("package document") { $0.addPackageDocument() },
    ]

    func assemble(
        _ book: ResolvedBook, navigation: NavigationDocument, rendered: [String: RenderedPage],
        timings: inout [PassTiming]
    ) -> [PackageFile] {
        var work = PackageAssembly(assembler: self, book: book, navigation: navigation, rendered: rendered)
        timings += PassRunner.run(Self.passes, on: &work, stage: .package)
        return work.containerFiles
    }

    /// The itemref properties of `page` (EPUB 3.3 §8.2.2.3, §8.2.4): a layout,
    /// orientation or spread other than the book's, and the side of the spread book.yaml gives a chapter.
    static func spineProperties(of page: ContentPage, in book: ResolvedBook) -> [String] {
        var properties = ItemrefProperties(layout: book.layoutOverride(of: page))
        if let index = page.chapterIndex {
            let chapter = book.chapters[index].document
            properties.orientation = chapter.spec.orientation.flatMap {
                $0 == book.spec.rendition.orientation ? nil : $0
            }
            properties.spread = chapter.spec.spread.flatMap { $0 == book.spec.rendition.spread ? nil : $0 }
            // A split chapter's spread is its first page's.
            properties.pageSpread = chapter.splitIndex == 0 ? chapter.spec.pageSpread : nil
        }
        return properties.values
    }

    /// `CCYY-MM-DDThh:mm:ssZ`, the form EPUB 3.3 §5.5.6 requires of dcterms:modified.
    /// ISO8601FormatStyle writes it without ICU; a DateFormatter cost every build a millisecond to start ICU.
    static func w3cdtf(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: .gmt))
    }
}
