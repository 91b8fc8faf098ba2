import EPUBFormats
import EPUBModel
import EPUBSupport
import Foundation
import XMLTree

/// `unpack -o DIR`: an editable project that `epubbuild build DIR/book.yaml`
/// turns back into an EPUB with the same metadata, spine, contents and
/// content. The project's root is the lowest folder holding every manifest
/// item, so each file keeps its place relative to the others and the links
/// between them still work; book.yaml, written there, lists the chapters in
/// spine order with the book's own table of contents.
struct ProjectWriter {
    let reader: EPUBReader
    let publication: Publication
    let options: UnpackOptions

    private var archive: EPUBContainer { reader.archive }
    /// What the reference repair has judged, shared by the book's documents.
    private let verdicts = ReferenceRepair.Verdicts()
    /// Foreign images with a core fallback, which the repair writes as pictures.
    private let foreignImages: [ContainerPath: ReferenceRepair.ForeignImage]
    private let generatedDocuments: Set<ContainerPath>
    /// The writing mode each content document's root sets, noted as it is copied (read once, not again for book.yaml).
    private let writingModes = WritingModes()

    private final class WritingModes {
        var byDocument: [ContainerPath: WritingMode] = [:]
    }

    init(reader: EPUBReader, publication: Publication, options: UnpackOptions) {
        self.reader = reader
        self.publication = publication
        self.options = options
        foreignImages = Self.foreignImages(of: publication, archive: reader.archive)
        generatedDocuments = Self.generatedDocuments(of: publication)
    }

    /// Each image the manifest gives in a format that is not a core media type
    /// (AVIF, JPEG XL), with the first core image of its fallback chain
    /// (EPUB 3.3 §3.5.1) that the archive holds.
    private static func foreignImages(of publication: Publication, archive: EPUBContainer) -> [ContainerPath:
        ReferenceRepair.ForeignImage]
    {
        let items = Dictionary(publication.manifest.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var result: [ContainerPath: ReferenceRepair.ForeignImage] = [:]
        for item in publication.manifest
        where MediaType.isImage(item.mediaType) && !MediaType.isCore(item.mediaType)
            && MediaType.misspelledCore(item.mediaType) == nil
        {
            guard let path = item.path else { continue }
            result[path] = ReferenceRepair.ForeignImage(mediaType: item.mediaType, fallback: nil)
            var seen: Set<String> = [item.id]
            var current = item.fallback.flatMap { items[$0] }
            while let candidate = current, seen.insert(candidate.id).inserted {
                if MediaType.isImage(candidate.mediaType), MediaType.isCore(candidate.mediaType),
                    let fallback = candidate.path, archive.contains(fallback)
                {
                    result[path] = ReferenceRepair.ForeignImage(mediaType: item.mediaType, fallback: fallback)
                    break
                }
                current = candidate.fallback.flatMap { items[$0] }
            }
        }
        return result
    }

    /// A warning for each manifest item whose media type misspells a core one (`image/jpg`): the picture is kept,
    /// as every reading system shows it, and the build packages it under the right name. It had been dropped as
    /// foreign.
    private func misspelledTypes() -> [Diagnostic] {
        publication.manifest.compactMap { item in
            guard let path = item.path, let core = MediaType.misspelledCore(item.mediaType) else { return nil }
            return Diagnostic(
                .warning, .unsupportedMediaType, at: location(publication.packagePath), stage: .extract,
                "manifest item '\(path.string)' is declared \(item.mediaType), which is not a media type; kept as \(core)"
            )
        }
    }

    func write(to target: String) throws(BuildError) -> [Diagnostic] {
        var warnings = archive.warnings + publication.missingWarnings(archive: archive.path)
        warnings += misspelledTypes() + containerFilesLeftOut()
        let items = projectItems(warnings: &warnings)
        let layout = ProjectLayout(files: items.map(\.path), packagePath: publication.packagePath)
        let staging = try StagingDirectory(target: target, options: options)
        do {
            for (item, path) in items {
                try copy(item, from: path, to: layout.path(of: path), staging: staging, warnings: &warnings)
            }
            var replaced: [ContainerPath: ContainerPath] = [:]
            let chapters = spineChapters(replaced: &replaced, warnings: &warnings)
            warnAboutStrayPages(outside: chapters, warnings: &warnings)
            let contents = ProjectContents(
                spine: chapters, tableOfContents: Self.retargeted(publication.tableOfContents, replaced),
                untitled: GeneratedWords(language: publication.metadata.language).untitled)
            let bookFile = layout.bookFile
            if bookFile != "book.yaml" {
                warnings.append(
                    Diagnostic(
                        .warning, .bookFileRenamed, at: location(publication.packagePath), stage: .extract,
                        "the book has its own 'book.yaml'; the project's book file is '\(bookFile)' — build it with epubbuild build \(Paths.display(target))/\(bookFile)"
                    ))
            }
            let spec = bookSpec(
                contents.chapters, layout: layout,
                folder: Paths.absolute(target, relativeTo: FileManager.default.currentDirectoryPath),
                warnings: &warnings)
            try staging.write(Data(try yaml(spec).utf8), to: bookFile)
            // Like --raw and --html: a damaged entry refuses the book, used or not.
            try archive.verifyUnread()
            try staging.commit()
        } catch {
            staging.discard()
            throw error
        }
        return warnings
    }

    /// The navigation document and NCX the project leaves out, which the build writes anew: those the spine does not
    /// read (`projectItems`).
    private static func generatedDocuments(of publication: Publication) -> Set<ContainerPath> {
        let spineHrefs = Set(publication.readingOrder.map(\.item.href))
        return Set(
            publication.manifest.filter { isRewritten($0, in: publication) && !spineHrefs.contains($0.href) }
                .compactMap(\.path))
    }

    /// Whether the build writes what `item` holds anew: the navigation document, the NCX, and Adobe's page map, read
    /// into book.yaml's page list.
    private static func isRewritten(_ item: ManifestItem, in publication: Publication) -> Bool {
        item.mediaType == MediaType.ncx || item.properties.contains("nav") || item.id == publication.package.pageMapID
    }

    /// The files the project holds: the manifest's items the archive has (but
    /// the navigation document and NCX, which the build writes, unless the
    /// spine reads them), then the archive's files the manifest does not list, with a warning; each with its
    /// container path.
    private func projectItems(warnings: inout [Diagnostic]) -> [(item: ManifestItem, path: ContainerPath)] {
        let generated = Set(publication.manifest.filter { Self.isRewritten($0, in: publication) }.map(\.href))
        let spineHrefs = Set(publication.readingOrder.map(\.item.href))
        let listed: [(item: ManifestItem, path: ContainerPath)] = publication.manifest.compactMap { item in
            item.path.flatMap { path in
                archive.contains(path) && (!generated.contains(item.href) || spineHrefs.contains(item.href))
                    ? (item, path) : nil
            }
        }
        let unlisted = unlistedItems(
            within: ProjectLayout(files: listed.map(\.path), packagePath: publication.packagePath).root)
        if let first = unlisted.first {
            warnings.append(
                Diagnostic(
                    .warning, .notRebuildable, at: location(publication.packagePath), stage: .extract,
                    "\(unlisted.count) file\(unlisted.count == 1 ? "" : "s") of the archive the manifest does not list (the first, '\(first.path)') carried into the project; the build packages those the book uses"
                ))
        }
        return listed + unlisted
    }

    /// The chapters book.yaml lists, in spine order: each spine entry the
    /// archive holds as itself or its fallback (`chapterItem`), once, with a
    /// warning for each that cannot be one and each the spine repeats.
    /// `replaced`: each spine entry's path its fallback took the place of, to the fallback's.
    private func spineChapters(replaced: inout [ContainerPath: ContainerPath], warnings: inout [Diagnostic])
        -> [(item: ManifestItem, linear: Bool)]
    {
        var chapters: [(item: ManifestItem, linear: Bool)] = []
        let (readingOrder, repeated) = publication.distinctReadingOrder
        let itemsByID = Dictionary(publication.manifest.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in readingOrder where archive.contains(entry.item.href) {
            if let chapter = chapterItem(for: entry.item, items: itemsByID),
                !chapters.contains(where: { $0.item.href == chapter.href })
            {
                if chapter.href != entry.item.href {
                    if let from = entry.item.path, let to = chapter.path { replaced[from] = to }
                    warnings.append(
                        Diagnostic(
                            .warning, .notRebuildable, at: location(entry.item.href), stage: .extract,
                            "spine item of type \(entry.item.mediaType) is not one a book can hold; its fallback '\(chapter.href)' takes its place"
                        ))
                }
                if let path = chapter.path, let written = publication.htmlSpineDocuments[path] {
                    warnings.append(
                        Diagnostic(
                            .warning, .notRebuildable, at: location(chapter.href), stage: .extract,
                            "spine document of type \(written), which an EPUB's spine does not take without a fallback; read as an XHTML chapter, as reading systems show it"
                        ))
                }
                chapters.append((chapter, entry.linear))
            } else {
                warnings.append(
                    Diagnostic(
                        .warning, .notRebuildable, at: location(entry.item.href), stage: .extract,
                        "spine item of type \(entry.item.mediaType): \(fallbackDeadEnd(of: entry.item, items: itemsByID)), so no content document or picture takes its place; its file is kept in the project, left out of book.yaml's chapters"
                    ))
            }
        }
        for (path, count) in repeated where archive.contains(path) {
            warnings.append(
                Diagnostic(
                    .warning, .notRebuildable, at: location(path), stage: .extract,
                    "the spine lists this document \(count) times; book.yaml lists it once, at its first place"))
        }
        if chapters.isEmpty {
            warnings.append(
                Diagnostic(
                    .warning, .notRebuildable, at: location(publication.packagePath), stage: .extract,
                    "no content document could be recovered, so book.yaml lists no chapter and will not build"))
        }
        return chapters
    }

    /// A warning for the page list's entries that point outside the chapters: book.yaml lists a chapter's pages.
    private func warnAboutStrayPages(
        outside chapters: [(item: ManifestItem, linear: Bool)], warnings: inout [Diagnostic]
    ) {
        let chapterPaths = Set(chapters.compactMap(\.item.path))
        let strays = publication.pageList.filter { !chapterPaths.contains($0.path) }
        if let first = strays.first {
            warnings.append(
                Diagnostic(
                    .warning, .notRebuildable, at: location(publication.packagePath), stage: .extract,
                    "\(strays.count) of the page list's \(publication.pageList.count) entries point outside the chapters (the first, '\(first.title)', at '\(first.link.href)'); left out"
                ))
        }
    }

    /// The files of the archive the manifest does not list, as items: a font a
    /// stylesheet names, a picture a page shows. EPUB 3.3 §5.6.1 wants every
    /// resource listed, but reading systems show them anyway, so a book that
    /// reads well uses them and its project must carry them. Only those inside
    /// the book's folder (`root`) are the book's; META-INF, `mimetype`, package
    /// documents and hidden files (`.DS_Store`) belong to the container or the maker.
    private func unlistedItems(within root: ContainerPath) -> [(item: ManifestItem, path: ContainerPath)] {
        let listed = Set(publication.manifest.compactMap(\.path))
        // An entry the manifest lists by another letter case is listed.
        let aliased = Set(archive.aliases.values)
        let files = archive.names.filter { name in
            !aliased.contains(name) && !name.hasPrefix("META-INF/") && name != "mimetype" && !name.hasSuffix("/")
                && Paths.fileExtension(name) != "opf" && !name.split(separator: "/").contains { $0.hasPrefix(".") }
        }.map { ContainerPath($0) }.filter { $0.relativePath(below: root) != nil && !listed.contains($0) }
        return files.enumerated().map { index, path in
            let item = ManifestItem(
                id: "unlisted-\(index + 1)", href: .path(path),
                mediaType: MediaType.of(path.string) ?? "application/octet-stream")
            return (item, path)
        }
    }

    /// META-INF's files that say more than where the package is and which fonts are obfuscated (`container.xml`,
    /// `encryption.xml`, which the build writes anew): a reading system's own settings (Apple Books'
    /// `com.apple.ibooks.display-options.xml`: open to a spread, the book's own fonts), rights, signatures. The
    /// project, a book and not a container, has no place for them: each is a warning, where it had gone without a word.
    private func containerFilesLeftOut() -> [Diagnostic] {
        let rebuilt: Set<String> = ["META-INF/container.xml", "META-INF/encryption.xml"]
        return archive.names.filter { $0.hasPrefix("META-INF/") && !$0.hasSuffix("/") && !rebuilt.contains($0) }.map {
            name in
            let what =
                name == "META-INF/com.apple.ibooks.display-options.xml"
                ? "Apple Books' display options (fixed layout, open to a spread, the book's own fonts)"
                : "a file of the container, not of the book"
            return Diagnostic(
                .warning, .missingItem, at: SourceLocation(path: Paths.display(archive.path) + ":" + name),
                stage: .extract,
                "\(what): the project has no place for it, and the rebuilt EPUB is without it (`unpack --raw` keeps it)"
            )
        }
    }

    /// The contents with each entry for a spine item whose fallback took its place pointing at the fallback: a
    /// grammar's `text/x-ebnf` page listed as "Grammar" had left the contents.
    private static func retargeted(_ links: [ContainerLink], _ replaced: [ContainerPath: ContainerPath])
        -> [ContainerLink]
    {
        guard !replaced.isEmpty else { return links }
        return links.map { link in
            var link = link
            if let fallback = replaced[link.path] {
                link.path = fallback
                link.fragment = nil
            }
            link.children = retargeted(link.children, replaced)
            return link
        }
    }

    /// The item a spine entry becomes a chapter as: itself when it is an XHTML
    /// document or a picture (a JPEG page of a manga, an SVG page), else the
    /// first of its manifest fallbacks that is (EPUB 3.3 §5.6.1.2).
    private func chapterItem(for item: ManifestItem, items: [String: ManifestItem]) -> ManifestItem? {
        var current: ManifestItem? = item
        var seen: Set<String> = []
        while let candidate = current, seen.insert(candidate.id).inserted {
            if Self.chapterTypes.contains(candidate.mediaType), archive.contains(candidate.href) {
                return candidate
            }
            current = candidate.fallback.flatMap { items[$0] }
        }
        return nil
    }

    /// Where the fallback chain of a spine item that `chapterItem` found no
    /// chapter for ends. EPUB 3.3 §3.5.1: a foreign resource in the spine
    /// "MUST" have a fallback chain that reaches an EPUB content document;
    /// the book's chain names a missing item, loops, or stops at another foreign type.
    private func fallbackDeadEnd(of item: ManifestItem, items: [String: ManifestItem]) -> String {
        var current = item
        var seen: Set<String> = [item.id]
        while let next = current.fallback {
            guard let candidate = items[next] else { return "its fallback '\(next)' is no item of the manifest" }
            guard seen.insert(candidate.id).inserted else { return "its fallbacks loop back to '\(candidate.href)'" }
            current = candidate
        }
        if current.id == item.id { return "it has no fallback" }
        return archive.contains(current.href)
            ? "its fallbacks end at '\(current.href)', of type \(current.mediaType)"
            : "its fallback '\(current.href)' is not in the archive"
    }

    /// What book.yaml can list as a chapter.
    private static let chapterTypes: Set<String> = [
        MediaType.xhtml, "image/jpeg", "image/png", "image/gif", "image/webp", "image/svg+xml",
    ]

    /// Streams one manifest item, the archive's file at `source`, into the project at `path`, de-obfuscating
    /// fonts and repairing documents.
    private func copy(
        _ item: ManifestItem, from source: ContainerPath, to path: String, staging: StagingDirectory,
        warnings: inout [Diagnostic]
    ) throws(BuildError) {
        var key: FontObfuscation.Key?
        if let algorithm = publication.obfuscatedResources[source] {
            key = FontObfuscation.key(for: algorithm, identifiers: publication.identifiers)
            if key == nil {
                warnings.append(FontObfuscation.unsupported(algorithm, at: location(source), stage: .extract))
            }
        }
        // A content document or stylesheet is kept whole as it passes, for the repairs after it.
        var document = Data()
        let isText = [MediaType.xhtml, MediaType.css, MediaType.svg].contains(item.mediaType)
        try staging.copy(source.string, from: archive, to: path) {
            (chunk: inout Data, offset: UInt64) throws(BuildError) in
            if isText { document.append(chunk) }
            if let key { FontObfuscation.deobfuscate(&chunk, offset: offset, key: key) }
        }
        guard isText else { return }
        if item.mediaType == MediaType.xhtml {
            writingModes.byDocument[source] = Self.rootWritingMode(in: document.prefix(8192))
        }
        if let repaired = try repaired(document, item: item, from: source, to: path, warnings: &warnings) {
            try staging.write(repaired, to: path)
        }
    }

    /// A document or stylesheet as the project keeps it: in UTF-8, its declared entities expanded, well-formed,
    /// and referring to nothing outside the book; nil when it needs none of that.
    private func repaired(
        _ document: Data, item: ManifestItem, from source: ContainerPath, to path: String,
        warnings: inout [Diagnostic]
    ) throws(BuildError) -> Data? {
        var text = document
        var changed = false
        func apply(_ repair: Data?) {
            guard let repair else { return }
            text = repair
            changed = true
        }
        let shown = location(source).path
        // The people and tools that will edit the project want UTF-8 too.
        apply(
            TextEncodingRepair.utf8(
                document, shown: shown, stage: .extract, action: "written as UTF-8", warnings: &warnings))
        if item.mediaType == MediaType.xhtml {
            apply(try expandingDeclaredEntities(text, of: source, warnings: &warnings))
        }
        // A `.html` chapter too, which the build reads as HTML anyway: written as XHTML, its references can be
        // repaired (a missing picture, a stylesheet, a link out of the book) as an `.xhtml` one's are; its tag soup
        // had been kept as it was, and the project it made did not build.
        if item.mediaType == MediaType.xhtml {
            apply(
                MalformedXHTMLRepair.repair(
                    text, path: source.string, shown: shown, isHTML: SourceFormat(path: path) == .html,
                    warnings: &warnings))
        }
        if item.mediaType == MediaType.css {
            apply(CSSReferenceRepair.repair(text, of: source, in: archive, shown: shown, warnings: &warnings))
        }
        if item.mediaType == MediaType.xhtml || item.mediaType == MediaType.svg {
            let repair = ReferenceRepair(
                documentPath: source, archive: archive, shown: shown, foreignImages: foreignImages,
                generated: generatedDocuments, verdicts: verdicts)
            apply(repair.repair(text, warnings: &warnings))
        }
        return changed ? text : nil
    }

    /// `text` with the entities its DOCTYPE declares (`<!ENTITY D "&#x2014;">`,
    /// used as `&D;`) expanded, as every XML reader would, or nil when it
    /// declares none. One that reads outside the document or expands without
    /// bound cannot be kept as it is, and is an error that names it: a chapter
    /// is never dropped with only a warning.
    private func expandingDeclaredEntities(
        _ text: Data, of href: ContainerPath,
        warnings: inout [Diagnostic]
    ) throws(BuildError) -> Data? {
        guard text.range(of: Data("<!ENTITY".utf8)) != nil else { return nil }
        let tree: XMLTree
        do {
            tree = try XMLTree.parse(xml: text, url: href.string)
        } catch  where error.kind == .declaredEntities {
            throw BuildError(
                .entityDeclaration,
                at: SourceLocation(path: location(href).path, line: error.line, column: error.column), stage: .extract,
                "\(error.message) — the document cannot be kept; remove the declaration from the EPUB and unpack again")
        } catch {
            // Not well-formed for another reason: the repair after this reads it as HTML.
            return nil
        }
        warnings.append(
            Diagnostic(
                .warning, .entityDeclaration, at: location(href), stage: .extract,
                "the entities its DOCTYPE declares were expanded into the text"))
        return tree.serialized()
    }

    /// Whether a file's name tells the build it is a chapter in XHTML or HTML (`.xhtml`, `.xml`, `.htm`); book.yaml
    /// says so of the others (`format: xhtml`).
    static func namesXHTMLOrHTML(_ path: String) -> Bool {
        let fileExtension = Paths.fileExtension(path).lowercased()
        return BookSpecLoader.chapterExtensions.contains(fileExtension) && SourceFormat(path: path) != .markdown
            && SourceFormat(path: path) != .picture
    }

    /// `book.epub:OPS/ch1.xhtml`: the place in the archive of a file (or of a manifest item's resource).
    private func location(_ path: some CustomStringConvertible) -> SourceLocation {
        SourceLocation(path: Paths.display(archive.path) + ":" + path.description)
    }

    // MARK: book.yaml

    /// The writing mode the chapters set on their root element
    /// (`<html style="writing-mode: vertical-rl">`, as Readium's samples and
    /// many Japanese and Mongolian books do), which book.yaml's `writing-mode:`
    /// gives every page of the rebuilt book. Chapters that disagree keep the
    /// commonest, with a warning: book.yaml has one writing mode for the book.
    private func declaredWritingMode(of chapters: [ProjectContents.Chapter], warnings: inout [Diagnostic])
        -> WritingMode?
    {
        var counts: [WritingMode: Int] = [:]
        var first: [WritingMode: ContainerPath] = [:]
        for chapter in chapters where chapter.item.mediaType == MediaType.xhtml {
            guard let path = chapter.item.path, let mode = writingModes.byDocument[path] else { continue }
            counts[mode, default: 0] += 1
            if first[mode] == nil { first[mode] = path }
        }
        let ranked = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key.rawValue < $1.key.rawValue }
        guard let chosen = ranked.first?.key else { return nil }
        for (other, count) in ranked.dropFirst() {
            warnings.append(
                Diagnostic(
                    .warning, .notRebuildable, at: location(first[other] ?? publication.packagePath), stage: .extract,
                    "\(count) chapter(s) set writing-mode: \(other.rawValue) where the others set \(chosen.rawValue); book.yaml's writing-mode gives every page \(chosen.rawValue)"
                ))
        }
        return chosen
    }

    /// The `writing-mode` (or `-epub-writing-mode`) a document's `<html>` start tag sets in its `style`.
    static func rootWritingMode(in head: Data) -> WritingMode? {
        // The start tag is found by bytes (XML names are case-sensitive): a regex over
        // every chapter's head cost unpacking moby-dick half again its instructions.
        guard let start = head.range(of: Data("<html".utf8)),
            let end = head[start.upperBound...].firstIndex(of: UInt8(ascii: ">"))
        else { return nil }
        let tag = String(decoding: head[start.lowerBound..<end], as: UTF8.self)
        guard tag.contains("writing-mode"),
            let style = tag.firstMatch(of: /\bstyle\s*=\s*("[^"]*"|'[^']*')/),
            let mode = String(style.output.1).firstMatch(
                of: /writing-mode\s*:\s*(horizontal-tb|vertical-rl|vertical-lr)/.ignoresCase())
        else {
            return nil
        }
        return WritingMode(rawValue: String(mode.output.1).lowercased())
    }

    /// The book spec whose book.yaml, in `folder`, rebuilds the book from the project's files.
    private func bookSpec(
        _ chapters: [ProjectContents.Chapter], layout: ProjectLayout, folder: String,
        warnings: inout [Diagnostic]
    ) -> BookSpec {
        let metadata = bookMetadata(warnings: &warnings)
        let project = ProjectFolder(folder: folder, layout: layout)
        var spec = BookSpec(
            specFile: folder + "/" + layout.bookFile, directory: folder, metadata: metadata,
            contents: contentsEntries(chapters, in: project, warnings: &warnings))
        // Published books often hold a link to an id no page has (a heading renamed, a note dropped): reading
        // systems open the page, and so does the rebuilt book, with a warning, rather than refuse to build.
        spec.lenientFragments = true
        if let cover = publication.coverImage, archive.contains(cover), MediaType.of(cover.string) != nil {
            spec.cover = project.file(cover)
            // The spine is kept as it was: a cover page the book has stays a chapter, and none is added when it has
            // none.
            spec.coverPage = false
        }
        // Fonts the book obfuscated are obfuscated again (the project holds them restored).
        spec.obfuscatedFonts = Set(
            publication.manifest.compactMap(\.path).filter {
                publication.obfuscatedResources[$0].flatMap {
                    FontObfuscation.key(for: $0, identifiers: publication.identifiers)
                } != nil && archive.contains($0)
            }.map(project.file))
        spec.fonts = unreferencedFonts().map(project.file)
        spec.mediaActiveClass = publication.package.mediaActiveClass.flatMap { $0.isEmpty ? nil : $0 }
        spec.accessibility = accessibilityStatement(warnings: &warnings)
        spec.pageSource = publication.package.accessibility.pageBreakSource.flatMap { $0.isEmpty ? nil : $0 }
        // The book brings its own title page and styles, and its contents as deep as they go.
        spec.titlePage = false
        spec.defaultStylesheet = false
        spec.tableOfContents.depth = 6
        // The contents' heading in the book's own words and language.
        if let title = publication.tableOfContentsTitle { spec.tableOfContents.title = title }
        // How the book is laid out (EPUB 3.3 §8.2); the chapters keep their own viewports.
        // A right-to-left book that said nothing keeps saying nothing (book.yaml would turn it right to left).
        spec.pageProgression =
            publication.pageProgression ?? (RightToLeftLanguages.contains(metadata.language) ? .unspecified : nil)
        spec.rendition.layout = publication.rendition.layout
        spec.rendition.orientation = publication.rendition.orientation
        spec.rendition.spread = publication.rendition.spread
        // EPUB 3.3 §8.2.2.2: a fixed-layout XHTML page "MUST" give its size in a viewport meta. A page that
        // gave it only through the package's EPUB 3.0.1 `rendition:viewport` gets it from book.yaml's `viewport:`.
        spec.rendition.viewport = publication.rendition.viewport
        spec.writingMode = declaredWritingMode(of: chapters, warnings: &warnings)
        return spec
    }

    /// The book's fonts that no stylesheet names (pandoc's `--epub-embed-font` without a rule that uses it): a
    /// build packages what the pages and stylesheets reference, so book.yaml lists these (`fonts:`), or they were
    /// left out. A stylesheet names a font by its file name, whatever the folders before it.
    private func unreferencedFonts() -> [ContainerPath] {
        let fonts = publication.manifest.filter { item in
            MediaType.isFont(item.mediaType) || MediaType.of(item.href.description).map(MediaType.isFont) == true
        }.compactMap(\.path).filter(archive.contains)
        var unnamed = fonts
        // The stylesheets first; the pages (a `<style>` of their own) only for a font none of them names.
        for type in [MediaType.css, MediaType.xhtml] where !unnamed.isEmpty {
            let files = publication.manifest.filter { $0.mediaType == type }.compactMap(\.path).filter(archive.contains)
            for file in files where !unnamed.isEmpty {
                guard let data = try? archive.data(file) else { continue }
                unnamed.removeAll { font in
                    let name = Paths.lastComponent(font.string)
                    let encoded = name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? name
                    return ByteSearch.contains(name, in: data) || ByteSearch.contains(encoded, in: data)
                }
            }
        }
        return unnamed
    }

    /// Where the project's files are: book.yaml names them by their absolute path in `folder`.
    private struct ProjectFolder {
        let folder: String
        let layout: ProjectLayout

        func file(_ path: ContainerPath) -> String { folder + "/" + layout.path(of: path) }
    }

    /// The book's metadata as book.yaml can hold it: what it would refuse is
    /// left out (with a warning where the book loses something it said).
    private func bookMetadata(warnings: inout [Diagnostic]) -> PublicationMetadata {
        let source = publication.metadata
        let (identifiers, identifierTypes, leftOut) = rebuildableIdentifiers(warnings: &warnings)
        var metadata = PublicationMetadata(
            title: source.title.isEmpty ? Paths.stem(archive.path) : source.title,
            language: rebuildableLanguage(warnings: &warnings), identifier: identifiers.first ?? "")
        metadata.otherIdentifiers = Array(identifiers.dropFirst())
        metadata.otherMetadata = leftOut
        metadata.otherLanguages = source.otherLanguages.filter { LanguageTag.isWellFormed($0) && $0 != source.language }
        metadata.identifierTypes = identifierTypes
        metadata.otherTitles = source.otherTitles.filter { !$0.text.isEmpty }
        metadata.collections = source.collections.filter { !$0.name.isEmpty }.map { collection in
            var collection = collection
            if let position = collection.position, !PublicationCollection.isPosition(position) {
                collection.position = nil
            }
            return collection
        }
        metadata.sources = source.sources
        metadata.subtitle = source.subtitle.flatMap { $0.isEmpty ? nil : $0 }
        metadata.authors = Self.rebuildable(source.authors)
        metadata.contributors = Self.rebuildable(source.contributors)
        if let date = source.date {
            if W3CDTF.isValid(date) {
                metadata.date = date
            } else {
                // Kept as written where EPUB takes any text: the book just has no publication date.
                metadata.otherMetadata.append(MetadataEntry(.property("dcterms:date"), date))
                warnings.append(
                    Diagnostic(
                        .warning, .notRebuildable, at: location(publication.packagePath), stage: .extract,
                        "date '\(date)' is not W3CDTF; kept as a dcterms:date in package-metadata, not as 'date'"))
            }
        }
        metadata.publisher = source.publisher.flatMap { $0.isEmpty ? nil : $0 }
        metadata.publisherFileAs = metadata.publisher == nil ? nil : source.publisherFileAs
        metadata.titleFileAs = source.title.isEmpty ? nil : source.titleFileAs
        metadata.rights = source.rights.flatMap { $0.isEmpty ? nil : $0 }
        metadata.description = source.description.flatMap { $0.isEmpty ? nil : $0 }
        // A code book.yaml would refuse (a BISAC code of the wrong form) is dropped; the subject stays.
        metadata.subjects = source.subjects.filter { !$0.name.isEmpty }.map { subject in
            guard let authority = subject.authority.flatMap(Subject.authority), let code = subject.code,
                Subject.problem(code: code, authority: authority) == nil
            else { return Subject(subject.name) }
            return Subject(subject.name, authority: authority, code: code)
        }
        metadata.otherMetadata += source.otherMetadata
        metadata.vocabularies = source.vocabularies
        return metadata
    }

    /// The book's language, or English where the EPUB's is no BCP 47 tag (pandoc writes its locale's name, `C`,
    /// when given none): book.yaml would refuse it, and the project would not build.
    private func rebuildableLanguage(warnings: inout [Diagnostic]) -> String {
        let language = publication.metadata.language
        guard !LanguageTag.isWellFormed(language) else { return language }
        warnings.append(
            Diagnostic(
                .warning, .notRebuildable, at: location(publication.packagePath), stage: .extract,
                (language.isEmpty
                    ? "the book states no language" : "the book's language '\(language)' is no BCP 47 tag")
                    + "; book.yaml says 'en' — change it if the book is in another"))
        return "en"
    }

    /// The book's identifiers that book.yaml takes, with their kinds, each kept byte for byte (book.yaml's
    /// `as-written:` where need be). One written as an ISBN that is none (a wrong check digit, ten digits of a
    /// catalogue's) stays, not typed an ISBN: it may be the unique identifier, under which reading systems keep a
    /// reader's notes. Any other that is not what its form says (`urn:uuid:` and no UUID, which epubcheck refuses) is
    /// kept as a `dcterms:identifier` (the third list), so that it is never lost; a kind it does not fit is dropped.
    private func rebuildableIdentifiers(warnings: inout [Diagnostic])
        -> ([String], [String: IdentifierType], [MetadataEntry])
    {
        let source = publication.metadata
        var leftOut: [MetadataEntry] = []
        var identifiers: [String] = []
        var identifierTypes: [String: IdentifierType] = [:]
        for identifier in [source.identifier] + source.otherIdentifiers {
            let inferred = ISBN.isWrittenAsISBN(identifier) ? .isbn : IdentifierType.inferred(from: identifier)
            if let problem = inferred?.problem(with: identifier), inferred == .isbn {
                warnings.append(
                    Diagnostic(
                        .warning, .notRebuildable, at: location(publication.packagePath), stage: .extract,
                        "\(problem); kept as written"))
            } else if let problem = inferred?.problem(with: identifier) {
                warnings.append(
                    Diagnostic(
                        .warning, .notRebuildable, at: location(publication.packagePath), stage: .extract,
                        "\(problem); kept as a dcterms:identifier in package-metadata"))
                leftOut.append(MetadataEntry(.property("dcterms:identifier"), identifier))
                continue
            }
            identifiers.append(identifier)
            if let type = source.identifierTypes[identifier], type.problem(with: identifier) == nil {
                identifierTypes[identifier] = type
            }
        }
        return (identifiers, identifierTypes, leftOut)
    }

    /// The people as book.yaml takes them: MARC relator codes only as roles
    /// (what the build writes as `role` refinements), and well-formed alternate scripts.
    private static func rebuildable(_ list: [Contributor]) -> [Contributor] {
        list.map { person in
            var person = person
            if let role = person.role, !Contributor.isRoleCode(role) { person.role = nil }
            person.otherRoles.removeAll { !Contributor.isRoleCode($0) }
            person.alternateScripts.removeAll { !LanguageTag.isWellFormed($0.language) || $0.name.isEmpty }
            return person
        }
    }

    /// book.yaml's contents: each chapter with its rendering, media overlay,
    /// landmarks and pages (those that begin in it), and its children.
    private func contentsEntries(
        _ chapters: [ProjectContents.Chapter], in project: ProjectFolder, warnings: inout [Diagnostic]
    ) -> [ContentsEntry] {
        let renderings = spineProperties()
        // The page list by document; each chapter lists the pages that begin in it.
        var pages: [ContainerPath: [ContainerLink]] = [:]
        for target in publication.pageList {
            pages[target.path, default: []].append(target)
        }
        var landmarks: [ContainerPath: [ContainerLink]] = [:]
        for landmark in publication.landmarks where landmark.type?.wholeMatch(of: BookKeys.structuralTerms) != nil {
            landmarks[landmark.path, default: []].append(landmark)
        }
        func entry(_ chapter: ProjectContents.Chapter) -> ContentsEntry {
            // A chapter is a file the archive holds (`spineChapters`).
            let href = chapter.item.path!
            var spec = ChapterSpec(
                file: project.file(href), location: location(href),
                title: chapter.toc.first?.title ?? drawingTitle(of: chapter.item), linear: chapter.linear)
            let rendering = renderings[href]
            spec.pageSpread = rendering?.pageSpread
            spec.layout = rendering?.layout
            spec.orientation = rendering?.orientation
            spec.spread = rendering?.spread
            if chapter.item.mediaType == MediaType.xhtml, !Self.namesXHTMLOrHTML(href.string) { spec.format = .xhtml }
            spec.tableOfContents = chapter.toc.isEmpty ? .hidden : .entries(chapter.toc)
            spec.tocParent = chapter.tocParent
            spec.mediaOverlay = mediaOverlay(of: chapter.item, in: project, warnings: &warnings)
            spec.landmarks = (landmarks[href] ?? []).map { landmark in
                let type = landmark.type ?? ""
                return ChapterLink.landmark(
                    type: type, title: landmark.title.isEmpty ? type : landmark.title,
                    anchor: landmark.fragment.flatMap { $0.isEmpty ? nil : $0 },
                    location: location(href))
            }
            spec.pages = (pages[href] ?? []).map { target in
                ChapterLink(
                    title: target.title.isEmpty ? "-" : target.title,
                    anchor: target.fragment.flatMap { $0.isEmpty ? nil : $0 },
                    location: location(href))
            }
            return .chapter(spec, children: chapter.children.map(entry))
        }
        return chapters.map(entry)
    }

    /// An SVG page's own `<title>`, its text alternative: the picture chapter's title when the contents give none
    /// (a Japanese book's `<title>挿絵</title>` had been warned of as a picture with no title).
    private func drawingTitle(of item: ManifestItem) -> String? {
        guard item.mediaType == "image/svg+xml", let path = item.path, let data = try? archive.data(path),
            let tree = try? XMLTree.parse(xml: data, url: path.string), let root = tree.root
        else { return nil }
        let title = root.elementChildren.first { $0.name == "title" }?.textContent
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return title.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The project file of a chapter's media overlay; nil when it has none the
    /// archive holds, or (with a warning) when the archive lacks audio it plays.
    private func mediaOverlay(of item: ManifestItem, in project: ProjectFolder, warnings: inout [Diagnostic])
        -> String?
    {
        guard let overlay = item.mediaOverlay.flatMap({ id in publication.manifest.first { $0.id == id } })?.path,
            archive.contains(overlay)
        else { return nil }
        guard let missing = missingAudio(of: overlay) else { return project.file(overlay) }
        warnings.append(
            Diagnostic(
                .warning, .notRebuildable, at: location(overlay), stage: .extract,
                "the media overlay's audio '\(missing)' is not in the book; the chapter is kept without it"))
        return nil
    }

    /// What the book states of its accessibility that the build cannot derive:
    /// its summary, hazards, conformance and certifier. The claims (features,
    /// access modes) are derived again from the content when it is rebuilt.
    private func accessibilityStatement(warnings: inout [Diagnostic]) -> AccessibilityStatement? {
        let source = publication.package.accessibility
        var statement = AccessibilityStatement()
        statement.summary = source.summary.flatMap { $0.isEmpty ? nil : $0 }
        let hazards = source.hazards.filter(AccessibilityStatement.hazardTerms.contains)
        statement.hazards = hazards.isEmpty || hazards == ["none"] ? nil : hazards
        if let conformsTo = source.conformsTo {
            if AccessibilityStatement.isConformanceStatement(conformsTo) {
                statement.conformsTo = conformsTo
            } else {
                warnings.append(
                    Diagnostic(
                        .warning, .notRebuildable, at: location(publication.packagePath), stage: .extract,
                        "dcterms:conformsTo '\(conformsTo)' is no conformance statement of EPUB Accessibility (§5.2); left out of book.yaml"
                    ))
            }
        }
        statement.certifiedBy = source.certifiedBy.flatMap { $0.isEmpty ? nil : $0 }
        statement.certifierCredential = statement.certifiedBy == nil ? nil : source.certifierCredential
        return statement == AccessibilityStatement() ? nil : statement
    }

    private func yaml(_ spec: BookSpec) throws(BuildError) -> String {
        do { return try BookSpecWriter.yaml(spec) } catch {
            throw BuildError(
                .writeFailed, at: location(publication.packagePath), stage: .extract, "cannot write book.yaml: \(error)"
            )
        }
    }

    /// What each spine document's itemref says of its rendering, by href:
    /// its side of a spread (`page-spread-*`, EPUB 3.3 §8.2.4, the
    /// `rendition:`-prefixed forms too) and a layout, orientation or spread
    /// overriding the book's (`rendition:layout-*`, `-orientation-*`, `-spread-*`, §8.2.2.3).
    private func spineProperties() -> [ContainerPath: ItemrefProperties] {
        let hrefs = Dictionary(
            publication.manifest.compactMap { item in item.path.map { (item.id, $0) } },
            uniquingKeysWith: { first, _ in first })
        var renderings: [ContainerPath: ItemrefProperties] = [:]
        for item in publication.spine {
            guard let href = hrefs[item.idref] else { continue }
            renderings[href] = ItemrefProperties(item.properties)
        }
        return renderings
    }

    /// The first audio file the SMIL document at `href` plays that the archive lacks (a sample without its recording).
    private func missingAudio(of href: ContainerPath) -> ContainerPath? {
        guard let tree = try? reader.xml(href), let root = tree.root else { return href }
        var missing: ContainerPath?
        root.forEachDescendant { element in
            guard missing == nil, element.name == "audio", let src = element.attribute("src") else { return }
            let path = RelativeReference(src).resolved(against: href)
            if !archive.contains(path) { missing = path }
        }
        return missing
    }
}
