import EPUBFormats
import EPUBModel
import EPUBSupport
import Foundation
import XMLTree

/// Rewrites and checks the links of a chapter: a link to another source file
/// of the book (`other.md#part`, `./a.xhtml`, `../b.html`, `/root.md`,
/// percent-encoded or not) becomes a link to that chapter's document and to
/// the id the fragment's target has in the book. External links are left alone.
struct LinkResolver {
    /// Where links to one source file can land: its (first) document, and for
    /// every id the source knows, the document holding it (a split chapter has several) and its id in the book.
    struct Target {
        var href: String
        var anchors: [String: (href: String, id: String)] = [:]
    }

    /// Chapter source file (absolute) → where its links land.
    let chapters: [String: Target]
    /// Links starting with `/` are relative to this folder (GitBook and mdBook write them so).
    let sourceRoot: String
    /// Report broken links as warnings (and unlink them) instead of stopping the build.
    let lenient: Bool
    /// A missing fragment in a chapter that exists is a warning (mdBook projects).
    var lenientFragments = false
    /// The book's own tool (mdBook, GitBook), which never checks links: one to
    /// a file that does not exist is a warning (`BookSpec.tool`).
    var tool: BookTool?
    /// The web address `sourceRoot` is published at, for links that leave it.
    var linkBase: String?
    /// Every chapter's anchors as one table (the first chapter in reading order has an id that two have), when a
    /// bare `#id` may name an id of any chapter: pandoc reads its input files as one document, so a book in
    /// pandoc's Markdown links across them that way. One table, looked up once: a walk over the chapters for each
    /// link cost 1.3 s on 400 chapters of 12 links.
    var bookWideAnchors: [String: (href: String, id: String)] = [:]
    /// Where a link's target file is looked for.
    var files: any SourceFiles = DiskFiles()

    /// Resolves the `href` of `link` (an `<a>` or `<area>`); a broken one is an
    /// error in `diagnostics`, and the walk goes on so every one is reported.
    /// A link that cannot work but may stay as text gets an `unlink` edit.
    func resolve(
        _ link: XMLNode, in chapter: ResolvedChapter, locator: SourceLocator, diagnostics: inout [Diagnostic],
        edits: inout [ChapterEdit]
    ) {
        guard let value = link.attribute("href") else {
            // A placeholder link (no target) as written, or as an unpacked EPUB left a link that could not work.
            return HTMLAttributeRules.removeHyperlinkOnlyAttributes(from: link)
        }
        let url = ReferenceURL(value)
        if let scheme = url.scheme, !Self.followableSchemes.contains(scheme) {
            return unfollowable(
                link, value: value, scheme: scheme, locator: locator, diagnostics: &diagnostics, edits: &edits)
        }
        guard !url.isExternal else {
            // A scheme-relative link (`//host/page`, copied from a web page) has no scheme to borrow in a book:
            // reading systems and epubcheck take it as a path. The web's is https.
            let address = value.hasPrefix("//") ? "https:" + value : value
            return followWebAddress(
                link, value: value, address: address, locator: locator, diagnostics: &diagnostics, edits: &edits)
        }
        guard !value.trimmingCharacters(in: .whitespaces).isEmpty else {
            return targetless(
                link, value: value, in: chapter.document, locator: locator, diagnostics: &diagnostics, edits: &edits)
        }

        let file = sourceFile(of: url, in: chapter.document)
        guard let target = chapters[file] else {
            return notToChapter(
                link, value: value, file: file, in: chapter.document, locator: locator, diagnostics: &diagnostics,
                edits: &edits)
        }
        guard let fragment = url.fragment, !fragment.isEmpty else {
            link.setAttribute("href", RelativeReference(from: chapter.href, to: target.href).string)
            return
        }
        guard
            let anchor = Self.anchor(for: fragment, in: target.anchors)
                ?? (url.path.isEmpty
                    && !bookWideAnchors.isEmpty ? Self.anchor(for: fragment, in: bookWideAnchors) : nil)
        else {
            if lenientFragments {
                return missingFragment(
                    link, value: value, target: target, in: chapter, locator: locator, diagnostics: &diagnostics,
                    edits: &edits)
            }
            let nearest =
                diagnostics.wantsSuggestions ? NearestName.to(fragment, among: target.anchors.keys.sorted()) : nil
            return broken(
                link, value: value, locator: locator, diagnostics: &diagnostics, edits: &edits,
                meant: nearest.map { String(value.prefix { $0 != "#" }) + "#" + $0 })
        }
        let document =
            anchor.href == chapter.href ? "" : RelativeReference(from: chapter.href, to: anchor.href).string
        link.setAttribute("href", document + "#" + anchor.id)
    }

    /// `[later]()`, a placeholder for a chapter not written yet: a link to
    /// nowhere helps no reader, so an `<a>`'s text stays and the link goes.
    private func targetless(
        _ link: XMLNode, value: String, in chapter: ChapterDocument, locator: SourceLocator,
        diagnostics: inout [Diagnostic], edits: inout [ChapterEdit]
    ) {
        guard link.name == "a" else { return }
        // Markdown writes it `[text]()`: the message points at the empty `()`.
        let written = locator.location(of: link, value: chapter.format == .markdown ? "()" : value, attribute: "href")
        diagnostics.append(
            Diagnostic(
                .warning, .brokenLink, at: written, stage: .resolve,
                "link '\(link.textContent)' has no target; kept as plain text"))
        edits.append(.unlink(link))
    }

    /// A local link to no chapter of the book (`file`, its source file): against the page's `<base>` when it has
    /// one, the site the book is published on when it leaves the book's folder, text when it names a file that
    /// is not part of the book, else broken.
    private func notToChapter(
        _ link: XMLNode, value: String, file: String, in chapter: ChapterDocument, locator: SourceLocator,
        diagnostics: inout [Diagnostic], edits: inout [ChapterEdit]
    ) {
        // The page said where its links point (`<base href="https://…">`, a page saved from the web).
        if let base = chapter.baseURL.flatMap(URL.init(string:)),
            let resolved = URL(string: value.trimmingCharacters(in: .whitespaces), relativeTo: base)?.absoluteString
        {
            link.setAttribute("href", resolved)
            return
        }
        if !file.hasPrefix(sourceRoot + "/") && file != sourceRoot {
            return leavingBook(
                link, value: value, file: file, in: chapter, locator: locator, diagnostics: &diagnostics,
                edits: &edits)
        }
        if files.isFolder(file) {
            // A folder of the book is a page only when its README.md or index.md is a chapter (LinkTargetFiles).
            return keepText(
                of: link, value: value, .linkOutsideBook,
                "link target '\(value)' is a folder of the book with no chapter for its page (a README.md or index.md); kept as plain text — link to a chapter in it",
                locator: locator, diagnostics: &diagnostics, edits: &edits)
        } else if files.isFile(file) {
            // An existing file that is not part of the book (source code): the
            // link cannot work inside the EPUB, so its text stays and the link goes.
            return keepText(
                of: link, value: value, .linkOutsideBook,
                "link target '\(value)' is not part of the book; kept as plain text",
                locator: locator, diagnostics: &diagnostics, edits: &edits)
        }
        broken(
            link, value: value, locator: locator, diagnostics: &diagnostics, edits: &edits,
            meant: diagnostics.wantsSuggestions ? nearestChapter(to: file, written: value) : nil)
    }

    /// The chapter beside `file` whose name is nearest to its own, as `written` would name it (`chapter-tow.md` →
    /// `chapter-two.md`), if one is near enough to be a slip.
    private func nearestChapter(to file: String, written: String) -> String? {
        let folder = Paths.directory(of: file)
        let names = chapters.keys.filter { Paths.directory(of: $0) == folder }.map(Paths.lastComponent).sorted()
        guard let nearest = NearestName.to(Paths.lastComponent(file), among: names, files: true) else { return nil }
        let path = String(written.prefix { $0 != "#" })
        let fragment = written.firstIndex(of: "#").map { String(written[$0...]) } ?? ""
        return (path.lastIndex(of: "/").map { String(path[...$0]) } ?? "") + nearest + fragment
    }

    /// Whether `src` is a local reference to a page, not a resource: an `<iframe>` of another
    /// document of the book goes where the document goes, as a link does; one of a picture
    /// or media file is a resource (`ChapterResolver.resolveEmbedded`).
    func isDocumentOfTheBook(_ src: String?) -> Bool {
        guard let src else { return false }
        let url = ReferenceURL(src)
        guard !url.isExternal, !url.path.isEmpty else { return false }
        return MediaType.of(url.path).map { $0 == MediaType.xhtml }
            ?? BookSpecLoader.chapterExtensions.contains(Paths.fileExtension(url.path))
    }

    /// An `<iframe>` of another document of the book (EPUB 3.3 §3.4: a
    /// content document it embeds): its `src` follows the document to its
    /// place in the package. One naming no document of the book is an error, as a broken link is.
    func resolveFrame(
        _ frame: XMLNode, in chapter: ResolvedChapter, locator: SourceLocator, diagnostics: inout [Diagnostic]
    ) {
        guard let value = frame.attribute("src") else { return }
        let url = ReferenceURL(value)
        guard let target = chapters[sourceFile(of: url, in: chapter.document)] else {
            diagnostics.append(
                Diagnostic(
                    lenient ? .warning : .error, .brokenLink,
                    at: locator.location(of: frame, value: value, attribute: "src"),
                    stage: .resolve, "embedded page '\(value)' is not a document of the book"))
            return
        }
        let document = RelativeReference(from: chapter.href, to: target.href).string
        let anchor = url.fragment.flatMap { Self.anchor(for: $0, in: target.anchors) }
        frame.setAttribute(
            "src", anchor.map { RelativeReference(from: chapter.href, to: $0.href, fragment: $0.id).string } ?? document
        )
    }

    /// The document of the book `value` (an `href` in `chapter`, as written, naming no id) is, if any.
    func document(of value: String, in chapter: ChapterDocument) -> String? {
        let url = ReferenceURL(value)
        guard !url.isExternal, !url.path.isEmpty else { return nil }
        return chapters[sourceFile(of: url, in: chapter)]?.href
    }

    /// Where `value` (an `href` in `chapter`, as written) lands when it
    /// names an id in one of the book's chapters: that id's document and its id in the book. A bare fragment
    /// the chapter lacks is looked for through the book where `resolve` looks for it (pandoc's one document).
    func anchor(of value: String, in chapter: ChapterDocument) -> (href: String, id: String)? {
        let url = ReferenceURL(value)
        guard !url.isExternal, let fragment = url.fragment, !fragment.isEmpty,
            let target = chapters[sourceFile(of: url, in: chapter)]
        else { return nil }
        return Self.anchor(for: fragment, in: target.anchors)
            ?? (url.path.isEmpty && !bookWideAnchors.isEmpty ? Self.anchor(for: fragment, in: bookWideAnchors) : nil)
    }

    /// The source file a local link names: its chapter's if it names one (`lamp.md`, `./lamp`, `/lamp.md`).
    private func sourceFile(of url: ReferenceURL, in chapter: ChapterDocument) -> String {
        guard !url.path.isEmpty else { return chapter.spec.file }
        let written = url.file(relativeTo: Paths.directory(of: chapter.spec.file), root: sourceRoot)
        if let file = chapterFile(written) { return file }
        // A book that is one folder of a web site (VitePress, Docusaurus, Jekyll) links from the site's root
        // (`/en/05-hello-world` in website/en): the root is a folder above the book's.
        if url.path.hasPrefix("/") {
            var root = Paths.directory(of: sourceRoot)
            while root.count > 1 {
                if let file = chapterFile(url.file(relativeTo: root, root: root)) { return file }
                root = Paths.directory(of: root)
            }
        }
        return written
    }

    /// The chapter `file` names, as written or as a site names its page (`./lamp` for lamp.md).
    private func chapterFile(_ file: String) -> String? {
        LinkTargetFiles.candidates(for: file, in: files).first { chapters[$0] != nil }
    }

    /// A relative link out of the book's folder (`../std/index.html`) means
    /// the site the book is published on: with a link base it becomes that
    /// web address, resolved from the address of the chapter's own page.
    private func leavingBook(
        _ link: XMLNode, value: String, file: String, in chapter: ChapterDocument, locator: SourceLocator,
        diagnostics: inout [Diagnostic], edits: inout [ChapterEdit]
    ) {
        let page = linkBase.flatMap {
            URL(string: $0 + LinkTargetFiles.publishedPath(of: chapter.spec.file, root: sourceRoot))
        }
        if let page,
            let resolved = URL(string: value.trimmingCharacters(in: .whitespaces), relativeTo: page)?.absoluteString
        {
            link.setAttribute("href", resolved)
            return
        }
        let location = locator.location(of: link, value: value, attribute: "href")
        let hint =
            "set link-base (book.yaml 'link-base:', book.toml [output.epub] link-base, or --link-base URL) to the web address of '\(Paths.display(sourceRoot))' to make it a web link"
        if files.isFolder(file), file == sourceRoot || file.hasPrefix(sourceRoot + "/") {
            // A folder of the book is no page unless its README.md or index.md is a chapter (LinkTargetFiles).
            diagnostics.append(
                Diagnostic(
                    .warning, .linkOutsideBook, at: location, stage: .resolve,
                    "link target '\(value)' is a folder of the book, and no chapter is its page (its README.md or index.md); kept as plain text — link to one of its chapters"
                ))
            edits.append(.unlink(link))
        } else if files.isFile(file) || files.isFolder(file) {
            diagnostics.append(
                Diagnostic(
                    .warning, .linkOutsideBook, at: location, stage: .resolve,
                    "link target '\(value)' is outside the book; kept as plain text — \(hint)"))
            edits.append(.unlink(link))
        } else if let why = forgiveness("does not check links") {
            diagnostics.append(
                Diagnostic(
                    .warning, .brokenLink, at: location, stage: .resolve,
                    "link target '\(value)' leaves the book's folder; kept as plain text (\(why)) — \(hint)"))
            edits.append(.unlink(link))
        } else {
            diagnostics.append(
                Diagnostic(
                    .error, .brokenLink, at: location, stage: .resolve,
                    "link target '\(value)' leaves the book's folder — \(hint)"))
        }
    }

    /// mdBook never checks fragments, and real books carry stale ones: the
    /// link goes to the chapter (or, within one chapter, stays text).
    private func missingFragment(
        _ link: XMLNode, value: String, target: Target, in chapter: ResolvedChapter, locator: SourceLocator,
        diagnostics: inout [Diagnostic], edits: inout [ChapterEdit]
    ) {
        let location = locator.location(of: link, value: value, attribute: "href")
        guard target.href != chapter.href else {
            diagnostics.append(
                Diagnostic(
                    .warning, .brokenLink, at: location, stage: .resolve,
                    "link target '\(value)' names no heading or id of this chapter; kept as plain text"))
            edits.append(.unlink(link))
            return
        }
        diagnostics.append(
            Diagnostic(
                .warning, .brokenLink, at: location, stage: .resolve,
                "link target '\(value)' names no heading or id of that chapter; the link goes to the chapter's start"))
        link.setAttribute("href", RelativeReference(from: chapter.href, to: target.href).string)
    }

    /// The schemes a reading system hands to something that opens them: the
    /// web, mail and the phone (FTP too, a web address of old books). Any
    /// other cannot be followed from a book: `data:` as a link is refused
    /// (EPUB 3.3 §3.7, "data URLs … MUST NOT be used in top-level contexts";
    /// epubcheck RSC-029), `file:` too (RSC-030), `javascript:` never runs, and a
    /// scheme no reader knows is what a path or a name looks like when it
    /// holds a colon (`std::process::Termination`, `int:pk`): epubcheck warns
    /// of it (HTM-025) or finds it no URL at all (RSC-020, `foo:bar baz`).
    static let followableSchemes: Set<String> = ["http", "https", "ftp", "mailto", "tel"]

    /// A web address written as a browser reads it (`WebAddress`): epubcheck finds `https:/x` no URL (RSC-020),
    /// and a browser opens it. One no browser opens keeps its text, as a link that cannot work does.
    private func followWebAddress(
        _ link: XMLNode, value: String, address: String, locator: SourceLocator,
        diagnostics: inout [Diagnostic], edits: inout [ChapterEdit]
    ) {
        switch WebAddress.read(address) {
        case .valid(let read):
            if read != value { link.setAttribute("href", read) }
        case .repaired(let read):
            link.setAttribute("href", read)
            diagnostics.append(
                Diagnostic(
                    .warning, .unfollowableLink, at: locator.location(of: link, value: value, attribute: "href"),
                    stage: .resolve, "web address '\(value)' written as a browser reads it, '\(read)'"))
        case .invalid(let reason):
            keepText(
                of: link, value: value, .unfollowableLink,
                "link target '\(value)' is no web address a reader can open: \(reason); kept as plain text",
                locator: locator, diagnostics: &diagnostics, edits: &edits)
        }
    }

    /// A link that is neither a URL a reader can follow nor a path: its text stays, the link goes.
    private func unfollowable(
        _ link: XMLNode, value: String, scheme: String, locator: SourceLocator,
        diagnostics: inout [Diagnostic], edits: inout [ChapterEdit]
    ) {
        keepText(
            of: link, value: value, .unfollowableLink,
            "link target '\(value)' is not a link a reader can follow ('\(scheme):' is not http, https, ftp, mailto or tel); kept as plain text",
            locator: locator, diagnostics: &diagnostics, edits: &edits)
    }

    /// A warning at the link's target, and the link's text kept without it.
    private func keepText(
        of link: XMLNode, value: String, _ code: DiagnosticCode, _ message: String, locator: SourceLocator,
        diagnostics: inout [Diagnostic], edits: inout [ChapterEdit]
    ) {
        diagnostics.append(
            Diagnostic(
                .warning, code, at: locator.location(of: link, value: value, attribute: "href"), stage: .resolve,
                message))
        edits.append(.unlink(link))
    }

    /// `meant`: the target nearest to the one written, if one is near enough to be a slip.
    private func broken(
        _ link: XMLNode, value: String, locator: SourceLocator, diagnostics: inout [Diagnostic],
        edits: inout [ChapterEdit], meant: String? = nil
    ) {
        let location = locator.location(of: link, value: value, attribute: "href")
        let suggestion = meant.map { " — did you mean '\($0)'?" } ?? ""
        guard let why = forgiveness("does not check links") else {
            diagnostics.append(
                Diagnostic(
                    .error, .brokenLink, at: location, stage: .resolve,
                    "link target '\(value)' does not exist" + suggestion))
            return
        }
        diagnostics.append(
            Diagnostic(
                .warning, .brokenLink, at: location, stage: .resolve,
                "link target '\(value)' does not exist; kept as plain text (\(why))" + suggestion))
        edits.append(.unlink(link))
    }

    /// Why a reference that cannot work is a warning here, if it is:
    /// `--lenient`, or the book tool's rule (`rule`: what the tool does about it).
    func forgiveness(_ rule: String) -> String? {
        lenient ? "--lenient" : tool.map { "\($0.rawValue) \(rule)" }
    }

    /// The book id for `fragment`: as written, percent-decoded, or as GitHub
    /// would match it (anchors are compared without case), with or without format characters.
    static func anchor(for fragment: String, in anchors: [String: (href: String, id: String)]) -> (
        href: String, id: String
    )? {
        if let anchor = anchors[fragment] { return anchor }
        let decoded = fragment.removingPercentEncoding ?? fragment
        if let anchor = anchors[decoded] { return anchor }
        let lowered = decoded.lowercased()
        if let anchor = anchors.first(where: { $0.key.lowercased() == lowered })?.value { return anchor }
        // A heading's id has no U+200C, a link copied from its text may (or an id written with one, a link without).
        let bare = IdentifierRegistry.withoutFormatCharacters(lowered)
        return anchors.first { IdentifierRegistry.withoutFormatCharacters($0.key.lowercased()) == bare }?.value
    }
}
