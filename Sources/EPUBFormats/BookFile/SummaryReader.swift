import EPUBModel
import EPUBSupport
import Foundation
import Markdown
import XMLTree

/// Reads a GitBook or mdBook `SUMMARY.md` into the chapter list: list items
/// linking to files are chapters (nested lists nest them in the table of
/// contents), headings after the summary's own title start parts, bare links
/// outside lists are mdBook's prefix and suffix chapters, and draft entries
/// (a link with no target) are skipped with a warning. cmark-gfm parses the
/// Markdown; its `data-sourcepos` gives each entry's line for messages.
package final class SummaryReader {
    /// Makes a chapter from a file named in the summary (checking it exists), given its location and label.
    package typealias ChapterMaker = (_ file: String, _ location: SourceLocation) throws(BuildError) -> ChapterSpec

    private let file: String
    private let files: any SourceFiles
    private let shown: String
    private let directory: String
    private var lines: [Substring] = []
    /// Chapter files already taken, with the line that listed them.
    private var listed: [String: Int] = [:]
    package private(set) var warnings: [Diagnostic] = []
    /// An entry whose file does not exist is a draft (a warning), as mdBook's and GitBook's projects have it:
    /// GitBook leaves it out, mdBook makes an empty page of it. In a book.yaml's summary it is an error.
    package var missingIsDraft = false
    /// mdBook's rules, not GitBook's: only a `#` heading starts a part (`parse_numbered` skips any other heading, and
    /// what it holds), and a text file of any name is a page of Markdown.
    package var mdBookRules = false
    /// A missing file an entry names is a page holding its title (mdBook's `create-missing`, on unless book.toml's
    /// `[build]` turns it off), not a draft.
    package var createsMissing = false

    package init(file: String, files: any SourceFiles) {
        self.file = file
        self.files = files
        shown = Paths.display(file)
        directory = Paths.directory(of: file)
    }

    /// `location` is where book.yaml names the summary, for the message when it is missing.
    package func read(from summaryLocation: SourceLocation, makeChapter: ChapterMaker) throws(BuildError)
        -> [ContentsEntry]
    {
        guard let text = files.text(atPath: file) else {
            throw BuildError(
                .missingFile, at: summaryLocation, stage: .load,
                "summary '\(shown)' does not exist or is not UTF-8 text")
        }
        // Split on the bytes: a split by Character sees no "\n" in a "\r\n" and costs 600 instructions a byte.
        lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
        guard let body = try summaryBody(text) else { return [] }

        var entries: [ContentsEntry] = []
        var part: (title: String, location: SourceLocation, chapters: [ContentsEntry])?
        var seenContent = false
        func add(_ new: [ContentsEntry]) {
            if part != nil { part!.chapters += new } else { entries += new }
        }
        func closePart() {
            if let open = part {
                entries.append(.part(title: open.title, location: open.location, chapters: open.chapters))
            }
            part = nil
        }
        for block in Self.blocks(in: body) {
            switch block.name {
            case "h1", "h2", "h3", "h4", "h5", "h6":
                // The first heading before any entry is the summary's own title ("# Summary"); in GitBook's a first
                // `## Getting started` is a group, as GitBook shows it (with its pages, it had gone unlisted).
                guard seenContent || (!mdBookRules && block.name != "h1") else {
                    seenContent = true
                    continue
                }
                seenContent = true
                if mdBookRules && block.name != "h1" {
                    skipHeading(block)
                    continue
                }
                closePart()
                part = (block.textContent.trimmingWhitespace, location(of: block), [])
            case "ul", "ol":
                seenContent = true
                add(try list(block, makeChapter: makeChapter))
            case "p":
                seenContent = true
                // A bare link after the numbered chapters is an mdBook suffix chapter: it belongs to no part.
                closePart()
                for link in block.descendants where link.name == "a" {
                    add(try bareLinkEntries(link, at: location(of: block), makeChapter: makeChapter))
                }
            default:
                continue  // mdBook's `---` separators carry no chapters
            }
        }
        closePart()
        let kept = keepingWebLinksInParts(entries)
        warnings = Self.gatheringDrafts(Self.inSummaryOrder(warnings))
        return kept
    }

    /// The summary as HTML (read as GitBook nests its lists, unless by mdBook's rules), its body.
    private func summaryBody(_ text: String) throws(BuildError) -> XMLNode? {
        let read = mdBookRules ? text : Self.nestedAsGitBookNests(lines)
        let html: XMLTree
        do { html = try XMLTree.parse(html: Data(MarkdownRenderer.html(from: read).utf8), url: file) } catch {
            throw BuildError(
                .yamlSyntax, at: SourceLocation(path: shown), stage: .load, "cannot read the summary: \(error.message)")
        }
        return html.select("/html/body").first
    }

    /// The summary's lines with each list item indented more than the item above it (but less than CommonMark's
    /// item needs: `1. [C]` and `  1. [C1]`, `* [D]` and ` - [D1]`) indented to that item's text, as GitBook's reader
    /// (kramed) nests it. They had been listed beside it. No line moves.
    static func nestedAsGitBookNests(_ lines: [Substring]) -> String {
        var items: [(indent: Int, content: Int)] = []
        var result: [String] = []
        for line in lines {
            // Leading tabs count to the next multiple of 4, as CommonMark counts them.
            let leading = line.prefix { $0 == " " || $0 == "\t" }
            let indent = leading.reduce(0) { column, character in
                character == "\t" ? column + 4 - column % 4 : column + 1
            }
            let rest = line.dropFirst(leading.count)
            let marker = rest.prefix { $0.isNumber }
            let width =
                ["*", "-", "+"].contains(rest.first.map(String.init) ?? "") && rest.dropFirst().first == " "
                ? 2
                : (!marker.isEmpty && [".", ")"].contains(rest.dropFirst(marker.count).first.map(String.init) ?? "")
                    && rest.dropFirst(marker.count + 1).first == " ") ? marker.count + 2 : 0
            guard width > 0 else {
                if !line.allSatisfy(\.isWhitespace) && indent == 0 { items = [] }
                result.append(String(line))
                continue
            }
            while let last = items.last, indent <= last.indent { items.removeLast() }
            var shifted = indent
            if let parent = items.last, indent < parent.content { shifted = parent.content }
            items.append((shifted, shifted + width))
            result.append(String(repeating: " ", count: shifted) + rest)
        }
        return result.joined(separator: "\n")
    }

    /// The summary's blocks, those inside an HTML block's element (`<div class="toc">` around the lists) among them:
    /// mdBook's summary parser reads past HTML, so such a summary is a book's. It had listed no chapter.
    private static func blocks(in container: XMLNode) -> [XMLNode] {
        container.elementChildren.flatMap { block in
            ["div", "section", "nav", "article", "aside", "main", "center"].contains(block.name)
                ? blocks(in: block) : [block]
        }
    }

    /// The entries with each web link that sits directly in a part kept, for the part's page to list, and any other
    /// left out with a warning: the contents may not list a web page (epubcheck's NAV-010), and a chapter's page
    /// is the author's own.
    private func keepingWebLinksInParts(_ entries: [ContentsEntry], inPart: Bool = false) -> [ContentsEntry] {
        entries.compactMap { entry in
            switch entry {
            case .link(let title, _, let location) where !inPart:
                warnings.append(
                    Diagnostic(
                        .warning, .summaryEntrySkipped, at: location, stage: .load,
                        "summary entry '\(title)' links outside the book, and only a part's page lists such links; skipped"
                    ))
                return nil
            case .link: return entry
            case .part(let title, let location, let chapters):
                return .part(title: title, location: location, chapters: keepingWebLinksInParts(chapters, inPart: true))
            case .chapter(let chapter, let children):
                return .chapter(chapter, children: keepingWebLinksInParts(children))
            case .section(let title, let file, let fragment, let location, let children):
                return .section(
                    title: title, file: file, fragment: fragment, location: location,
                    children: keepingWebLinksInParts(children))
            }
        }
    }

    private func list(_ list: XMLNode, makeChapter: ChapterMaker) throws(BuildError) -> [ContentsEntry] {
        var result: [ContentsEntry] = []
        for item in list.elementChildren where item.name == "li" {
            let sublists = item.elementChildren.filter { $0.name == "ul" || $0.name == "ol" }
            let link = item.elementChildren.lazy.filter { $0.name != "ul" && $0.name != "ol" }
                .compactMap { $0.name == "a" ? $0 : $0.descendants.first { $0.name == "a" } }.first
            let itemLocation = location(of: item)
            // The entry's own file is taken before its children's, so a child naming it again is the repeat.
            let target = try link.map { l throws(BuildError) in
                try self.target(l, at: itemLocation, makeChapter: makeChapter)
            }
            var children: [ContentsEntry] = []
            for sublist in sublists { children += try self.list(sublist, makeChapter: makeChapter) }
            guard let target else {
                // GitBook shows an entry without a link as a heading over the entries below it: a part here.
                let title = item.children.filter { $0.name != "ul" && $0.name != "ol" }.map(\.textContent)
                    .joined().trimmingWhitespace
                let draft = Target.draft(title: title, location: itemLocation)
                warnAboutDraft(
                    title, at: itemLocation, children: children, what: "summary entry '\(title)' has no link")
                result += title.isEmpty ? children : draft.entries(children: children)
                continue
            }
            if case .draft(let title, let location, let missing) = target {
                warnAboutDraft(title, at: location, children: children, what: Self.draftWhat(title, missing))
            }
            result += target.entries(children: children)
        }
        return result
    }

    /// What a summary link names: a chapter, a draft (no file yet), or nothing the book can use.
    private enum Target {
        case chapter(ChapterSpec)
        case section(title: String, file: String, fragment: String, location: SourceLocation)
        /// `missing`: the file it names, which does not exist (in mdBook's and GitBook's projects, `missingIsDraft`).
        case draft(title: String, location: SourceLocation, missing: String? = nil)
        /// A web page: the entries below it follow it.
        case link(title: String, url: String, location: SourceLocation)
        /// The entries below it take its place.
        case skipped

        /// The entries it stands for, with `children` the entries listed below it.
        package func entries(children: [ContentsEntry]) -> [ContentsEntry] {
            switch self {
            case .chapter(let chapter): [.chapter(chapter, children: children)]
            case .section(let title, let file, let fragment, let location):
                [.section(title: title, file: file, fragment: fragment, location: location, children: children)]
            // A draft with written sub-chapters still groups them, as a part.
            case .draft(let title, let location, _):
                children.isEmpty ? [] : [.part(title: title, location: location, chapters: children)]
            case .link(let title, let url, let location): [.link(title: title, url: url, location: location)] + children
            case .skipped: children
            }
        }
    }

    /// The entries a bare link outside the lists stands for (mdBook's prefix and suffix chapters).
    private func bareLinkEntries(_ link: XMLNode, at location: SourceLocation, makeChapter: ChapterMaker)
        throws(BuildError) -> [ContentsEntry]
    {
        let target = try target(link, at: location, makeChapter: makeChapter)
        if case .draft(let title, let location, let missing) = target {
            warnAboutDraft(title, at: location, children: [], what: Self.draftWhat(title, missing))
        }
        return target.entries(children: [])
    }

    /// In the summary's order, though the web links are settled after the rest.
    private static func inSummaryOrder(_ warnings: [Diagnostic]) -> [Diagnostic] {
        warnings.enumerated().sorted {
            ($0.element.location.line, $0.offset) < ($1.element.location.line, $1.offset)
        }.map(\.element)
    }

    /// More than three drafts skipped are one warning where the first is, with their count: a book planning its
    /// chapters (`- [Heap]()`) had had a line for each.
    private static func gatheringDrafts(_ warnings: [Diagnostic]) -> [Diagnostic] {
        let isDraft = { (warning: Diagnostic) in
            warning.message.hasPrefix("draft chapter '") && warning.message.hasSuffix("has no file; skipped")
        }
        let drafts = warnings.filter(isDraft)
        guard drafts.count > 3, let first = drafts.first else { return warnings }
        var gathered = first
        gathered.message =
            "\(drafts.count) draft chapters have no file (the first here, '\(first.message.dropFirst(15).prefix { $0 != "'" })'); "
            + "skipped, as their tool builds without them"
        var told = false
        return warnings.compactMap { warning in
            guard isDraft(warning) else { return warning }
            defer { told = true }
            return told ? nil : gathered
        }
    }

    private static func draftWhat(_ title: String, _ missing: String?) -> String {
        missing.map { "summary entry '\(title)' names '\($0)', which does not exist (its tool builds without it)" }
            ?? "draft chapter '\(title)' has no file"
    }

    /// An entry with no file: skipped, or, with entries below it, the title of a part that groups them.
    private func warnAboutDraft(_ title: String, at location: SourceLocation, children: [ContentsEntry], what: String) {
        let outcome =
            children.isEmpty || title.isEmpty
            ? "skipped"
            : "it heads a part of the \(children.count) entr\(children.count == 1 ? "y" : "ies") below it"
        warnings.append(Diagnostic(.warning, .summaryEntrySkipped, at: location, stage: .load, "\(what); \(outcome)"))
    }

    private func target(_ link: XMLNode, at location: SourceLocation, makeChapter: ChapterMaker) throws(BuildError)
        -> Target
    {
        let title = link.textContent.trimmingWhitespace
        let href = link.attribute("href") ?? ""
        // Told by the caller, which knows whether entries stand below it.
        guard !href.isEmpty else { return .draft(title: title, location: location) }
        let url = ReferenceURL(href)
        guard !url.isExternal else { return webPage(title: title, href: href, at: location) }
        let file = markdownFile(named: url.file(relativeTo: directory, root: directory), href: href, at: location)
        guard
            Paths.fileExtension(file).isEmpty
                || BookSpecLoader.chapterExtensions.contains(Paths.fileExtension(file).lowercased())
                || (mdBookRules && files.text(atPath: file) != nil)
        else {
            // A summary links what the site offers: a dashboard's JSON, a PDF. A book's page it is not.
            warnings.append(
                Diagnostic(
                    .warning, .summaryEntrySkipped, at: refine(location, to: href), stage: .load,
                    "summary entry '\(title)' links to '\(url.path)', which is no page (Markdown, XHTML or a picture); skipped"
                ))
            return .skipped
        }
        if missingIsDraft, !files.isFile(file), !files.isFolder(file) {
            // GitBook leaves such an entry out; mdBook makes a page of its title (`createsMissing`).
            guard createsMissing, !title.isEmpty, listed[file] == nil else {
                return .draft(title: title, location: refine(location, to: href), missing: url.path)
            }
            return .chapter(missingPage(file, title: title, href: href, at: refine(location, to: href)))
        }
        if let line = listed[file] {
            // A file is one document of the reading order however often the summary names it:
            // a link to one of its sections is an entry of the contents, a second link to its top says nothing new.
            if let fragment = url.fragment.flatMap({ $0.removingPercentEncoding }), !fragment.isEmpty {
                return .section(title: title, file: file, fragment: fragment, location: refine(location, to: href))
            }
            warnings.append(
                Diagnostic(
                    .warning, .summaryEntrySkipped, at: refine(location, to: href), stage: .load,
                    "summary entry '\(title)' links to '\(url.path)', already a chapter at line \(line); the entry is skipped"
                ))
            return .skipped
        }
        listed[file] = location.line
        var chapter = try makeChapter(file, refine(location, to: href))
        if !title.isEmpty {
            chapter.title = title
            // The summary's label wins over the chapter's front matter, as book.yaml's title does.
            chapter.keysFromList.insert("title")
        }
        return .chapter(chapter)
    }

    /// The page mdBook's `create-missing` makes of an entry whose file does not exist: `# Title`, said in a warning,
    /// since the author may have mistyped the name.
    private func missingPage(_ file: String, title: String, href: String, at location: SourceLocation) -> ChapterSpec {
        listed[file] = location.line
        var chapter = ChapterSpec(file: file, location: location)
        chapter.format = .markdown
        chapter.title = title
        chapter.keysFromList.insert("title")
        chapter.textWhenMissing = "# \(title)\n"
        warnings.append(
            Diagnostic(
                .warning, .missingFile, at: location, stage: .load,
                "summary entry '\(title)' names '\(href)', which does not exist; its page holds only its title, as the "
                    + "one mdBook creates for it (create-missing) — write the file, or take the entry out"))
        return chapter
    }

    /// A heading below the summary's title that is no `#` one, which mdBook skips with what it holds (a list item
    /// written `##### - [Bruteforce](brute32.md)`): left out with a warning, rather than made a part.
    private func skipHeading(_ heading: XMLNode) {
        warnings.append(
            Diagnostic(
                .warning, .summaryEntrySkipped, at: location(of: heading), stage: .load,
                "summary heading '\(heading.textContent.trimmingWhitespace)' is an h\(heading.name.dropFirst()); only a "
                    + "'#' heading starts a part in mdBook's summary, which skips any other with what it holds; "
                    + "left out (write '# …' for a part, or '- [Title](file.md)' for a chapter)"))
    }

    /// A link to a web page a browser opens (`http:`, `https:`, `ftp:`, `mailto:`), which a part's page may list;
    /// any other address is left out with a warning.
    private func webPage(title: String, href: String, at location: SourceLocation) -> Target {
        let scheme = href.prefix { $0 != ":" }.lowercased()
        if ["http", "https", "ftp", "mailto"].contains(scheme) {
            switch WebAddress.read(href) {
            case .valid(let url), .repaired(let url): return .link(title: title, url: url, location: location)
            case .invalid: break
            }
        }
        warnings.append(
            Diagnostic(
                .warning, .summaryEntrySkipped, at: refine(location, to: href), stage: .load,
                "summary entry '\(title)' links to '\(href)', which is no web page a reader opens; skipped"))
        return .skipped
    }

    /// `file`, or for an entry written without an extension
    /// (`[Remotes](./remotes)`, as a wiki or a site's address names a page)
    /// the Markdown file it stands for, `remotes.md`. Neither mdBook nor GitBook
    /// looks for it (mdBook would make an empty page of that name), so the guess is a warning.
    private func markdownFile(named file: String, href: String, at location: SourceLocation) -> String {
        guard Paths.fileExtension(file).isEmpty, !files.isFile(file), !files.isFolder(file), files.isFile(file + ".md")
        else { return file }
        warnings.append(
            Diagnostic(
                .warning, .summaryEntryWithoutExtension, at: refine(location, to: href), stage: .load,
                "summary entry '\(href)' names no file; read as '\(Paths.lastComponent(file)).md' — write that name, as mdBook and GitBook need it"
            ))
        return file + ".md"
    }

    private func location(of node: XMLNode) -> SourceLocation {
        let position = node.attribute("data-sourcepos").flatMap(SourcePosition.init)
        return SourceLocation(path: shown, line: position?.line ?? 0, column: position?.column ?? 0)
    }

    /// The column where `value` is written on the location's line.
    private func refine(_ location: SourceLocation, to value: String) -> SourceLocation {
        guard location.line >= 1, location.line <= lines.count,
            let start = ByteSearch.firstIndex(of: value, in: lines[location.line - 1])
        else { return location }
        let column = lines[location.line - 1].distance(from: lines[location.line - 1].startIndex, to: start) + 1
        return SourceLocation(path: shown, line: location.line, column: column)
    }
}
