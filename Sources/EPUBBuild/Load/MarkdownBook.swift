import EPUBFormats
import EPUBModel
import EPUBSupport
import Foundation
import Markdown
import XMLTree
import Yams

/// A book made of Markdown files handed over as pandoc takes them
/// (`epubbuild build README.md`, `epubbuild build ch1.md ch2.md`): the files
/// in order, each split into one document per level-1 heading (pandoc's
/// `--split-level=1`), and the metadata from a `--metadata-file`, then the
/// first file's title block (`% Title` / `% Author` / `% Date`), then each
/// file's YAML front matter (a later file's value wins, as in pandoc), then
/// the `--epub-metadata` file's Dublin Core elements, then
/// `--title`/`--author`/`--language`/`-M`. pandoc's key names are the book.yaml
/// keys they mean; relative paths (a cover, a stylesheet) start in the
/// current folder, as pandoc's do.
public struct MarkdownBook: Sendable {
    public var files: [String]
    public var metadataFiles: [String] = []
    /// Metadata given on the command line (`--title`, `--author`, `-M key=value`,
    /// `--epub-cover-image`, `--css`, `--toc-depth`), by pandoc or book.yaml key
    /// name, in order: it wins over the files. A repeated key gives a list.
    public var commandLine: [(key: String, value: String)] = []
    /// pandoc's `--epub-metadata`: Dublin Core elements that win over the files' metadata, as in pandoc (the
    /// command line still wins over them: it is the most explicit place).
    public var epubMetadataFile: String?
    /// Each file is split into one document per heading of this level or above (pandoc's `--split-level`).
    public var splitLevel = 1
    /// pandoc's `--citeproc` (`BookSpec.citeproc`).
    public var citeproc = false

    public init(files: [String]) {
        self.files = files
    }

    /// pandoc's metadata names → book.yaml's.
    static let pandocNames = [
        "author": "authors", "creator": "authors", "lang": "language", "toc-title": "toc", "cover-image": "cover",
        "subject": "subjects",
        "page-progression-direction": "page-progression", "stylesheet": "css", "contributor": "contributors",
        "belongs-to-collection": "series",
        // pandoc-crossref's words before a figure's and a listing's number.
        "figureTitle": "figure-label", "listingTitle": "listing-label",
    ]
    /// The book.yaml keys that stand for metadata pandoc reads (the others are epubbuild's own).
    static let pandocKeys: Set<String> = [
        "title", "subtitle", "authors", "contributors", "language", "identifier", "series", "date", "publisher",
        "rights", "description", "abstract", "subjects", "source", "cover", "css", "bibliography", "csl", "nocite",
        "reference-section-title", "notes-after-punctuation", "suppress-bibliography", "toc", "page-progression",
        "direction",
    ]
    /// book.yaml keys a Markdown book may set (its chapters come from the files).
    static let bookKeys = BookSpecLoader.topLevelKeys.filter { $0 != "chapters" }
    static let markdownExtensions = [
        "md", "markdown", "mdown", "mkd", "mkdn", "mdwn", "mdtxt", "mdtext", "txt", "text", "rmd", "qmd", "pdc",
        "pandoc",
    ]

    /// True when every argument is a Markdown file: they are one book, not several.
    /// A YAML file among them is metadata, as pandoc reads `pandoc metadata.yaml ch1.md`; alone, it is a book file.
    public static func isMarkdownList(_ arguments: [String]) -> Bool {
        let markdown = arguments.filter(isMarkdownInput)
        return !markdown.isEmpty && arguments.allSatisfy { markdown.contains($0) || isMetadataInput($0) }
    }

    /// Whether pandoc reads `argument` as Markdown: a Markdown extension, or a file whose name says no format pandoc
    /// knows (`CHANGES`, `notes.draft`), which pandoc reads as Markdown too ("Specifying formats"). A folder, a book
    /// file (book.yaml, book.toml, book.json) or an EPUB is no Markdown.
    static func isMarkdownInput(_ argument: String) -> Bool {
        let fileExtension = Paths.fileExtension(argument).lowercased()
        if markdownExtensions.contains(fileExtension) { return true }
        guard otherFormats[fileExtension] == nil,
            !["yaml", "yml", "toml", "json", "epub", "opf", "xml"].contains(fileExtension)
        else { return false }
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: argument, isDirectory: &folder) && !folder.boolValue
    }

    /// pandoc's input formats other than Markdown, by extension, named as its manual names them.
    public static let otherFormats: [String: String] = [
        "html": "HTML", "htm": "HTML", "xhtml": "XHTML", "tex": "LaTeX", "latex": "LaTeX", "ltx": "LaTeX",
        "org": "Org", "rst": "reStructuredText", "docx": "Word", "odt": "OpenDocument", "ipynb": "Jupyter notebook",
        "textile": "Textile", "t2t": "txt2tags", "wiki": "MediaWiki", "muse": "Muse", "opml": "OPML",
        "fb2": "FictionBook", "rtf": "RTF", "dbk": "DocBook", "adoc": "AsciiDoc", "typ": "Typst", "csv": "CSV",
        "tsv": "TSV",
    ]

    /// The book, its files read from `sources`.
    public func load(sources: any SourceFiles = DiskFiles(), warnings: inout [Diagnostic]) throws(BuildError)
        -> BookSpec
    {
        let current = FileManager.default.currentDirectoryPath
        let chapters = files.map { Paths.absolute($0, relativeTo: current) }
        for file in chapters where !sources.isFile(file) {
            throw BuildError(
                .missingFile, at: SourceLocation(path: Paths.display(file)), stage: .load,
                "Markdown file does not exist")
        }
        let titleBlock = try TitleBlock(Substring(Self.text(of: chapters[0], sources: sources)))
        var keys = try fileMetadata(
            of: chapters, titleBlock: titleBlock, current: current, sources: sources, warnings: &warnings)
        keys.joinGroupPosition()
        if let metadata = try epubMetadata(current: current, sources: sources) {
            keys.override(with: metadata.elements, from: metadata.path, warnings: &warnings)
        }
        keys.take(commandLine: commandLine, warnings: &warnings)
        keys.settleCrossReferences()
        keys.settleDate(warnings: &warnings)
        let pages = try Self.pages(of: chapters, titleBlock: titleBlock, sources: sources)
        let titleHeading = try titleFromHeading(
            of: pages[0], metadataLines: pages[0] == chapters[0] ? titleBlock?.lineCount ?? 0 : 0, keys: keys,
            sources: sources)
        Self.settleTitle(of: &keys, heading: titleHeading, firstFile: chapters[0], warnings: &warnings)
        Self.settleLanguage(of: &keys, warnings: &warnings)
        keys.setPandocDefaults()
        let opening = try chapterOpenings(
            of: pages, shift: keys.value("shift-heading-level-by")?.string.flatMap { Int($0) } ?? 0, sources: sources)
        var spec = try read(
            keys, chapters: opening.map(\.file), bookFile: current + "/" + Paths.stem(chapters[0]) + ".md",
            sources: sources, warnings: &warnings)
        spec.specFile = chapters[0]
        spec.metadataFiles = metadataFiles.map { Paths.absolute($0, relativeTo: current) }
        Self.followPandoc(&spec, references: keys.references)
        spec.citeproc = citeproc
        spec.metadata.dateAsWritten = keys.dateAsWritten
        spec.metadata.titleMarkdown = keys.markdown(of: "title", readAs: spec.metadata.title)
        spec.metadata.subtitleMarkdown = keys.markdown(of: "subtitle", readAs: spec.metadata.subtitle)
        spec.contents = spec.contents.map {
            $0.changingChapters { chapter in
                // The front matter and title block were the book's metadata, read above: the chapters skip them.
                chapter.frontMatterIsBookMetadata = true
                if chapter.file == chapters[0] { chapter.metadataLines = titleBlock?.lineCount ?? 0 }
                if chapter.file == pages[0] && titleHeading != nil { chapter.opensWithBookTitle = true }
                chapter.continuedIn = opening.first { $0.file == chapter.file }?.continuedIn ?? []
                // No book file names the chapter: messages name the file itself.
                chapter.location = SourceLocation(path: Paths.display(chapter.file))
            }
        }
        return spec
    }

    /// The book the keys describe, with `chapters` its chapter files, read as a book file would be (`bookFile`, in
    /// the current folder, stands for the command line: relative paths start there). Every file is Markdown,
    /// whatever its name (pandoc reads `title.txt` by its `-f`). A message about the book as a whole names the
    /// command line, not that file, which does not exist.
    private func read(
        _ keys: MetadataKeys, chapters: [String], bookFile: String, sources: any SourceFiles,
        warnings: inout [Diagnostic]
    ) throws(BuildError) -> BookSpec {
        var keys = keys
        let scalar = MetadataKeys.scalar
        let split = scalar(String(splitLevel))
        keys.set(
            "chapters",
            to: .sequence(
                .init(
                    chapters.map {
                        .mapping(.init([(scalar("file"), scalar($0)), (scalar("split"), split)], .unresolved))
                    }, .unresolved)))
        let before = warnings.count
        let spec = try readLeavingOutOwnKeys(&keys, bookFile: bookFile, sources: sources, warnings: &warnings)
        // A message with a line is about a file's metadata (the first file is named like the stand-in book file).
        for index in warnings.indices.dropFirst(before)
        where warnings[index].location.line == 0
            && [bookFile, Paths.display(bookFile)].contains(
                warnings[index].location.path)
        {
            warnings[index].location = SourceLocation(path: "command line")
        }
        return spec
    }

    /// The book the keys describe. A key of a file's metadata that pandoc does not read and whose value book.yaml
    /// refuses is the author's own, meant for something else (a chapter's `pages: 031-073`, `words: 1500`): left out
    /// with a warning, as pandoc takes any metadata, where it had stopped the build.
    private func readLeavingOutOwnKeys(
        _ keys: inout MetadataKeys, bookFile: String, sources: any SourceFiles, warnings: inout [Diagnostic]
    ) throws(BuildError) -> BookSpec {
        while true {
            do {
                return try BookSpecLoader.read(
                    keys.root, file: bookFile, files: sources, keyOrigins: keys.origins, chapterFormat: .markdown,
                    warnings: &warnings)
            } catch {
                guard let refused = error.diagnostics.first, refused.severity == .error,
                    let name = keys.name(at: refused.location), !MarkdownBook.pandocKeys.contains(name)
                else { throw error }
                keys.remove(name)
                warnings.append(
                    Diagnostic(
                        .warning, refused.code, at: refused.location, stage: .load,
                        refused.message + " — metadata '\(name)' left out (pandoc reads no such key)"))
            }
        }
    }

    /// A Markdown file's text, read as a chapter is (an encoding it declares converted); one that is not text
    /// stops the build at its first bad byte, as pandoc stops (it had been told as a book file, with no place).
    static func text(of file: String, sources: any SourceFiles) throws(BuildError) -> String {
        guard let data = sources.contents(atPath: file) else {
            return try BookSpecLoader.readText(file, files: sources)  // says it does not exist
        }
        guard var text = DeclaredEncoding.text(data)?.text else {
            let (line, column) = DeclaredEncoding.firstInvalidUTF8(in: data)
            throw BuildError(
                .invalidUTF8, at: SourceLocation(path: Paths.display(file), line: line, column: column), stage: .load,
                "Markdown file is not valid UTF-8 text — save it as UTF-8")
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text
    }

    /// The files that are pages: a first one that holds only the book's metadata (os1k's title.txt) is none, nor is
    /// any other file of metadata alone (`pandoc metadata.yaml ch*.md`, a `---` block in a .md of its own).
    private static func pages(of chapters: [String], titleBlock: TitleBlock?, sources: any SourceFiles)
        throws(BuildError) -> [String]
    {
        var pages: [String] = []
        for (index, file) in chapters.enumerated()
        where !(try isOnlyMetadata(file, titleBlock: index == 0 ? titleBlock : nil, sources: sources)) {
            pages.append(file)
        }
        return pages.isEmpty ? chapters.filter { !isMetadataInput($0) } : pages
    }

    /// The pages that open a chapter, each with the pages pandoc joins to it. pandoc reads its files as one text and
    /// starts a chapter at each heading of the chapter level (`--epub-chapter-level`, `splitLevel`): a file whose
    /// first heading is deeper (a file of `##` sections), or that has none, continues the chapter before it.
    /// A positive `--shift-heading-level-by` leaves every file its own chapter. (Text before any heading is called
    /// by the book's title, as pandoc's contents call it: `ChapterResolver.untitledName`.)
    private func chapterOpenings(of pages: [String], shift: Int, sources: any SourceFiles) throws(BuildError)
        -> [(file: String, continuedIn: [String])]
    {
        var openings: [(file: String, continuedIn: [String])] = []
        for page in pages {
            let level = TitleHeading.firstLevel(in: try Self.text(of: page, sources: sources)).map { $0 + shift }
            if let last = openings.indices.last, shift <= 0, (level ?? .max) > splitLevel {
                openings[last].continuedIn.append(page)
            } else {
                openings.append((page, []))
            }
        }
        return openings
    }

    /// pandoc's rules: a link it cannot follow is written as it is, never an error (here: a warning, plain text);
    /// `references:` in the metadata is a bibliography.
    private static func followPandoc(_ spec: inout BookSpec, references: (node: Node, path: String)?) {
        spec.tool = .pandoc
        spec.lenientFragments = true
        if let references, let text = try? Yams.serialize(node: references.node) {
            spec.inlineReferences = BookSpec.InlineReferences(text: text, path: references.path)
        }
    }

    /// The title: the heading that a negative shift makes it, else the metadata's, else the first file's name.
    private static func settleTitle(
        of keys: inout MetadataKeys, heading: String?, firstFile: String, warnings: inout [Diagnostic]
    ) {
        if let heading { keys.replace("title", with: MetadataKeys.scalar(heading)) }
        guard !keys.contains("title") else { return }
        let stem = Paths.stem(firstFile)
        warnings.append(
            Diagnostic(
                .warning, .missingKey, at: SourceLocation(path: Paths.display(firstFile)), stage: .load,
                "no title (give --title, 'title:' in front matter or in --metadata-file); using '\(stem)'"))
        keys.set("title", to: MetadataKeys.scalar(stem))
    }

    /// pandoc's `lang`, English when no source gives it (pandoc's is too), with a warning naming pandoc's ways to give
    /// it.
    private static func settleLanguage(of keys: inout MetadataKeys, warnings: inout [Diagnostic]) {
        guard !keys.contains("language") else { return }
        warnings.append(
            Diagnostic(
                .warning, .missingLanguage, at: SourceLocation(path: "command line"), stage: .load,
                "no 'lang' given (-M lang=en-GB, or 'lang:' in the metadata); using 'en'"))
        keys.set("language", to: MetadataKeys.scalar("en"))
    }

    /// The heading that opens the book and that a negative `shift-heading-level-by` makes its title (`TitleHeading`).
    private func titleFromHeading(of page: String, metadataLines: Int, keys: MetadataKeys, sources: any SourceFiles)
        throws(BuildError) -> String?
    {
        guard let shift = keys.value("shift-heading-level-by")?.string.flatMap({ Int($0) }), shift < 0 else {
            return nil
        }
        let text = try Self.text(of: page, sources: sources)
        return TitleHeading.text(opening: text, level: -shift, metadataLines: metadataLines)
    }

    /// The `--epub-metadata` file's elements, and its path as messages show it.
    private func epubMetadata(current: String, sources: any SourceFiles) throws(BuildError)
        -> (elements: DublinCoreMetadata, path: String)?
    {
        guard let epubMetadataFile else { return nil }
        let file = Paths.absolute(epubMetadataFile, relativeTo: current)
        let path = Paths.display(file)
        guard let data = sources.contents(atPath: file) else {
            throw BuildError(
                .missingFile, at: SourceLocation(path: path), stage: .load, "the EPUB metadata file does not exist")
        }
        return (try DublinCoreMetadata(data, path: path), path)
    }

    /// Whether `file` holds nothing but metadata: a title block or front matter, and blank lines.
    /// A YAML file among the inputs (`pandoc metadata.yaml ch*.md`): the book's metadata, never a page.
    static func isMetadataInput(_ file: String) -> Bool {
        metadataExtensions.contains(Paths.fileExtension(file)) && Paths.stem(file) != "book"
    }
    static let metadataExtensions = ["yaml", "yml"]

    /// A metadata file's keys, with or without the `---` lines of a YAML block around them.
    private static func takeMetadataFile(
        _ file: String, into keys: inout MetadataKeys, sources: any SourceFiles, warnings: inout [Diagnostic]
    ) throws(BuildError) {
        let text = try Self.text(of: file, sources: sources)
        // pandoc's metadata files are often written as a YAML block between `---` lines.
        let block = FrontMatter.block(of: text)
        let offset = block == nil ? 0 : 1
        if let mapping = try Self.mapping(yaml: block ?? text, path: Paths.display(file), lineOffset: offset) {
            keys.take(mapping, from: Paths.display(file), lineOffset: offset, warnings: &warnings)
        }
    }

    private static func isOnlyMetadata(_ file: String, titleBlock: TitleBlock?, sources: any SourceFiles)
        throws(BuildError) -> Bool
    {
        if isMetadataInput(file) { return true }
        let text = try Self.text(of: file, sources: sources)
        let lines = text.lines
        let rest = lines.dropFirst(titleBlock?.lineCount ?? 0).joined(separator: "\n")
        return FrontMatter.withoutBlock(rest).allSatisfy(\.isWhitespace)
    }

    /// The metadata of the `--metadata-file`, then of each chapter's front matter, a later value winning.
    private func fileMetadata(
        of chapters: [String], titleBlock: TitleBlock?, current: String, sources: any SourceFiles,
        warnings: inout [Diagnostic]
    ) throws(BuildError) -> MetadataKeys {
        var keys = MetadataKeys()
        keys.smartPunctuation = dialect?.extensions.contains(.smart) ?? false
        keys.dollarMath = dialect?.extensions.contains(.texMathDollars) ?? false
        // pandoc merges its metadata files, a later one's value winning.
        for metadataFile in metadataFiles {
            try Self.takeMetadataFile(
                Paths.absolute(metadataFile, relativeTo: current), into: &keys, sources: sources, warnings: &warnings)
        }
        // The title block is the first file's own metadata: over the metadata file's, under its front matter's.
        if let titleBlock { keys.take(titleBlock, from: Paths.display(chapters[0]), warnings: &warnings) }
        for file in chapters {
            if Self.isMetadataInput(file) {
                try Self.takeMetadataFile(file, into: &keys, sources: sources, warnings: &warnings)
                continue
            }
            let text = try Self.text(of: file, sources: sources)
            if readsMetadataBlocks {
                // pandoc's metadata blocks, wherever they are in the file. One whose YAML does not parse stops
                // pandoc; a block of other YAML (`---`, a line of text, `---`) is text.
                var malformed: [YAMLMetadataBlocks.Malformed] = []
                let blocks = YAMLMetadataBlocks.blocks(in: text, malformed: &malformed)
                if let first = malformed.first { throw Self.malformedBlockError(first, path: Paths.display(file)) }
                for block in blocks {
                    keys.take(
                        block.mapping, from: Paths.display(file), lineOffset: block.lineOffset, warnings: &warnings)
                }
                continue
            }
            guard let yaml = FrontMatter.block(of: text) else { continue }
            if let mapping = try Self.mapping(yaml: yaml, path: Paths.display(file), lineOffset: 1) {
                keys.take(mapping, from: Paths.display(file), lineOffset: 1, warnings: &warnings)
            }
        }
        return keys
    }

    /// The dialect of Markdown files when neither `-f` nor their metadata names one: pandoc's own default.
    static let defaultDialect = "markdown"

    /// Whether the files' dialect reads pandoc's metadata blocks anywhere in a file (`-f markdown`, `commonmark_x`,
    /// or no `-f`, as pandoc reads them).
    private var readsMetadataBlocks: Bool { dialect?.extensions.contains(.yamlMetadataBlock) ?? false }

    /// The files' dialect: `-f`'s, else pandoc's Markdown; nil when `-f` names none (an error later).
    private var dialect: MarkdownDialect? {
        let from = commandLine.last(where: { $0.key == "from" })?.value ?? Self.defaultDialect
        guard case .success(let dialect) = MarkdownDialect.parse(from) else { return nil }
        return dialect
    }

    /// The variables pandoc's other outputs read (its manual's "Variables for LaTeX", "…for ConTeXt", "…for HTML",
    /// "…for Beamer", and pandoc-crossref's settings, which a command line shared with a PDF build sets): pandoc's
    /// EPUB takes them without a word, and so does this build. Any other key an EPUB has no use for is a warning,
    /// as likely a slip of the pen.
    static let otherOutputsKeys: Set<String> = [
        "documentclass", "classoption", "geometry", "hyperrefoptions", "indent", "linestretch", "margin-left",
        "margin-right", "margin-top", "margin-bottom", "pagestyle", "papersize", "secnumdepth", "fontenc", "fontfamily",
        "fontfamilyoptions", "fontsize", "mainfont", "romanfont", "sansfont", "monofont", "mathfont", "CJKmainfont",
        "CJKsansfont", "CJKmonofont", "mainfontoptions", "romanfontoptions", "sansfontoptions", "monofontoptions",
        "mathfontoptions", "CJKoptions", "luatexjapresetoptions", "microtypeoptions", "colorlinks", "boxlinks",
        "citecolor", "filecolor", "linkcolor", "toccolor", "urlcolor", "links-as-notes", "lof", "lot", "thanks",
        "biblatexoptions", "biblio-style", "biblio-title", "natbiboptions", "pdfa", "pdfaiccprofile", "pdfaintent",
        "header-includes", "include-before", "include-after", "csquotes", "babel-lang", "babel-otherlangs",
        "polyglossia-lang", "polyglossia-otherlangs", "block-headings", "beamerarticle", "handout", "pagenumbering",
        "headertext", "footertext", "indenting", "interlinespace", "layout", "contrastcolor", "linkstyle",
        "whitespace", "includesource", "document-css", "fontcolor", "monobackgroundcolor", "maxwidth",
        "backgroundcolor", "pagetitle", "title-prefix", "author-meta", "date-meta", "keywords", "aspectratio",
        "beameroption", "institute", "logo", "navigation", "section-titles", "theme", "colortheme", "fonttheme",
        "innertheme", "outertheme", "themeoptions", "titlegraphic", "numbersections", "graphics", "tables",
        "tableTitle", "titleDelim", "figPrefix", "eqnPrefix", "tblPrefix", "lstPrefix",
        "secPrefix", "chapters", "chaptersDepth", "linkReferences", "nameInLink", "codeBlockCaptions",
        "autoSectionLabels", "cref", "listings", "mainlang", "otherlangs",
    ]

    /// The keys whose text pandoc reads as Markdown and an EPUB's metadata holds as plain text.
    static let markdownKeys: Set<String> = [
        "title", "subtitle", "description", "rights", "publisher", "author", "creator", "contributor",
    ]

    /// Every string of `value` as the text of its Markdown: pandoc reads a metadata string as Markdown, so
    /// `title: "*Moby-Dick*: A Study"` is a title in italics, and its dc:title "Moby-Dick: A Study", never asterisks;
    /// with `smart` (pandoc's Markdown), `The Writer's Brew -- Vol. 1` is "The Writer’s Brew – Vol. 1", as pandoc has
    /// it.
    static func plainText(of value: Node, smart: Bool = false, math: Bool = false) -> Node {
        switch value {
        case .scalar(let scalar):
            let written = math ? MetadataMath.plain(scalar.string) : scalar.string
            let marks = smart ? "*_`[\\~^<&'\"-." : "*_`[\\~^<&"
            let syntax = smart ? MarkdownRenderer.Syntax.gitHub.union(.smartPunctuation) : .gitHub
            guard written.contains(where: { marks.contains($0) }),
                let tree = try? XMLTree.parse(html: Data(MarkdownRenderer.html(from: written, syntax: syntax).utf8)),
                let text = tree.root?.textContent.trimmingWhitespace, !text.isEmpty
            else {
                guard written != scalar.string else { return value }
                return .scalar(.init(written, scalar.tag, scalar.style, scalar.mark))
            }
            return .scalar(.init(text, scalar.tag, scalar.style, scalar.mark))
        case .sequence(let items):
            return .sequence(
                .init(items.map { plainText(of: $0, smart: smart, math: math) }, items.tag, items.style, items.mark))
        case .mapping(let pairs):
            return .mapping(
                .init(
                    pairs.map { ($0.key, plainText(of: $0.value, smart: smart, math: math)) }, pairs.tag, pairs.style,
                    pairs.mark))
        }
    }

    /// A metadata value as the book holds it: the Markdown keys' as plain text, `rights` a plain paragraph each,
    /// and `abstract` Markdown, which the title page renders (its emphasis kept), each formula its plain form.
    static func plainValue(_ value: Node, key: String, smart: Bool, math: Bool) -> Node {
        switch key {
        case "rights": return plainParagraphs(of: value, smart: smart, math: math)
        case "abstract":
            guard let scalar = value.scalar else { return plainParagraphs(of: value, smart: smart, math: math) }
            let text = math ? MetadataMath.plain(scalar.string) : scalar.string
            return .scalar(.init(text, scalar.tag, .literal, scalar.mark))
        default: return markdownKeys.contains(key) ? plainText(of: value, smart: smart, math: math) : value
        }
    }

    /// A Markdown text's paragraphs (pandoc's `rights`) each as its plain text, apart by a blank line.
    static func plainParagraphs(of value: Node, smart: Bool, math: Bool) -> Node {
        guard case .scalar(let scalar) = value else { return plainText(of: value, smart: smart, math: math) }
        let paragraphs = scalar.string.components(separatedBy: "\n\n").compactMap { paragraph -> String? in
            let text =
                plainText(of: .scalar(.init(paragraph, .unresolved)), smart: smart, math: math).string ?? paragraph
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? nil : trimmed
        }
        return .scalar(.init(paragraphs.joined(separator: "\n\n"), scalar.tag, .literal, scalar.mark))
    }

    /// pandoc's forms of a value, as book.yaml writes it: `creator` entries
    /// `{text, role}` become `{name, role}` (with pandoc's role words as MARC
    /// codes); `title` entries `{type, text}` a `{main, subtitle, …}` mapping;
    /// `identifier` entries `{scheme, text}` `{kind: value}`; `subject`
    /// entries `{text, authority, term}` `{name, authority, code}`.
    /// `dropped` is told of each key of a person an EPUB has no place for.
    static func bookValue(_ value: Node, for key: String, dropped: (Node) -> Void = { _ in }) -> Node {
        switch key {
        case "toc-title":
            return .mapping(.init([(scalar("title", value.mark), value)], .unresolved, .any, value.mark))
        case "title":
            return titles(value)
        case "identifier", "subject":
            let items = value.sequence.map(Array.init) ?? [value]
            let converted = items.map { key == "subject" ? subject($0) : identifier($0) }
            return value.sequence == nil ? converted[0] : .sequence(.init(converted, .unresolved, .any, value.mark))
        case "creator", "contributor", "author":
            return people(value, dropped: dropped)
        default:
            return value
        }
    }

    /// A plain scalar at `mark`, for a key or value made here.
    private static func scalar(_ text: String, _ mark: Mark?) -> Node {
        .scalar(.init(text, .unresolved, .plain, mark))
    }

    /// pandoc's list of titles `{type, text}` as book.yaml's `{main, subtitle, …}` mapping.
    private static func titles(_ value: Node) -> Node {
        guard case .sequence(let items) = value else { return value }
        let types = [
            "main": "main", "subtitle": "subtitle", "short": "short", "collection": "collection",
            "edition": "edition", "extended": "expanded",
        ]
        let pairs = items.compactMap { item -> (Node, Node)? in
            guard let text = item.mapping?["text"] else { return nil }
            let type = item.mapping?["type"]?.string ?? "main"
            return (scalar(types[type] ?? type, item.mark), text)
        }
        return pairs.isEmpty ? value : .mapping(.init(pairs, .unresolved, .any, value.mark))
    }

    /// pandoc's subject `{text, authority, term}` as book.yaml's `{name, authority, code}`.
    private static func subject(_ item: Node) -> Node {
        guard let mapping = item.mapping, let text = mapping["text"] else { return item }
        var pairs = [(scalar("name", text.mark), text)]
        if let authority = mapping["authority"] {
            pairs.append((scalar("authority", authority.mark), authority))
        }
        if let term = mapping["term"] { pairs.append((scalar("code", term.mark), term)) }
        return .mapping(.init(pairs, .unresolved, .any, item.mark))
    }

    /// pandoc's identifier `{scheme, text}` as book.yaml's `{kind: value}`.
    private static func identifier(_ item: Node) -> Node {
        guard let mapping = item.mapping, let text = mapping["text"] else { return item }
        // pandoc's schemes are ONIX code list 5's names: ISBN-10, ISBN-13, DOI, URN, …
        guard let scheme = mapping["scheme"]?.string else { return text }
        let lower = scheme.lowercased()
        let kind = lower.hasPrefix("isbn") ? "isbn" : lower == "urn" ? nil : lower.replacing(/[^a-z0-9]+/, with: "-")
        return kind.map { .mapping(.init([(scalar($0, item.mark), text)], .unresolved, .any, item.mark)) } ?? text
    }

    /// pandoc's people `{text, role}` as book.yaml's `{name, role}`, with pandoc's role words as MARC codes; a
    /// Quarto or scholarly author `{name: {given, family}, affiliation, email, orcid, …}` as `{name, file-as}`.
    /// A person's other keys (an affiliation, an ORCID, a CRediT role) have no place in an EPUB's metadata: each is
    /// told to `dropped` and left out, so a paper's front matter builds as pandoc and Quarto build it.
    private static func people(_ value: Node, dropped: (Node) -> Void) -> Node {
        let items: [Node]
        switch value {
        case .sequence(let sequence): items = Array(sequence)
        case .mapping: items = [value]
        default: return value
        }
        return .sequence(.init(items.map { person($0, dropped: dropped) }, .unresolved, .any, value.mark))
    }

    private static let roleCodes = [
        "author": "aut", "editor": "edt", "translator": "trl", "illustrator": "ill", "contributor": "ctb",
    ]

    private static func person(_ item: Node, dropped: (Node) -> Void) -> Node {
        guard case .mapping(let mapping) = item else { return item }
        var pairs: [(Node, Node)] = []
        for (key, field) in mapping {
            switch key.string {
            case "text", "name":
                pairs.append((scalar("name", key.mark), personName(field)))
                if let fileAs = fileAs(field), mapping["file-as"] == nil {
                    pairs.append((scalar("file-as", key.mark), fileAs))
                }
            case "role":
                let word = field.string ?? ""
                guard let code = roleCodes[word] ?? (Contributor.isRoleCode(word) ? word : nil) else {
                    dropped(key)  // Quarto's `role` is a CRediT contribution ("writing – original draft").
                    continue
                }
                pairs.append((key, scalar(code, field.mark)))
            case "file-as", "alternate-script": pairs.append((key, field))
            default: dropped(key)
            }
        }
        return .mapping(.init(pairs, .unresolved, .any, item.mark))
    }

    /// A name as Quarto writes it, `{given, family}` or `{literal}`, as one string; any other name as it is.
    private static func personName(_ field: Node) -> Node {
        guard let parts = field.mapping else { return field }
        if let literal = parts["literal"] { return literal }
        let words = ["given", "dropping-particle", "non-dropping-particle", "family", "suffix"].compactMap {
            parts[$0]?.string
        }
        return words.isEmpty ? field : scalar(words.joined(separator: " "), field.mark)
    }

    /// `{given, family}`'s sort form, "family, given", as an EPUB's `file-as` (EPUB 3.3 §D.3).
    private static func fileAs(_ field: Node) -> Node? {
        guard let parts = field.mapping, parts["literal"] == nil, let family = parts["family"]?.string else {
            return nil
        }
        let given = parts["given"]?.string
        return scalar(given.map { "\(family), \($0)" } ?? family, field.mark)
    }

    /// A metadata block whose YAML does not parse, where it fails in the file, with the ways out.
    private static func malformedBlockError(_ block: YAMLMetadataBlocks.Malformed, path: String) -> BuildError {
        var error = BookSpecLoader.yamlSyntaxError(block.error, path: path, lineOffset: block.lineOffset)
        error.diagnostic.message +=
            " in a metadata block (between --- lines), which pandoc stops at too — quote the value with ' (it keeps a"
            + " backslash as written), or, if these lines are not metadata, leave a blank line after the opening ---"
        return error
    }

    private static func mapping(yaml: String, path: String, lineOffset: Int) throws(BuildError) -> Node.Mapping? {
        if let deep = YAMLNesting.tooDeep(yaml) {
            throw BuildError(
                .yamlSyntax, at: SourceLocation(path: path, line: deep.line + lineOffset, column: deep.column),
                stage: .load,
                "YAML nested more than \(YAMLNesting.limit) levels deep")
        }
        let node: Node?
        do { node = try YAMLReading.compose(yaml) } catch {
            throw BuildError(
                .yamlSyntax, at: SourceLocation(path: path, line: 1 + lineOffset, column: 1), stage: .load,
                "malformed metadata: \(error)")
        }
        guard let node else { return nil }
        guard case .mapping(let mapping) = node else {
            throw BuildError(
                .yamlSyntax, at: SourceLocation(path: path, line: 1 + lineOffset, column: 1), stage: .load,
                "metadata must be a mapping of keys such as title and author")
        }
        return mapping
    }
}

/// The book.yaml keys a Markdown book's metadata gives, in the order they were first given, a later value
/// winning: pandoc's names made book.yaml's, with where each was set for the line of a message.
private struct MetadataKeys {
    private var keys: [(name: String, key: Node, value: Node)] = []
    private(set) var origins: [String: (path: String, lineOffset: Int)] = [:]
    /// The authors and contributors `creator:` gave, which `author:` and `contributor:` add to.
    private var creatorEntries: [String: [Node]] = [:]
    /// pandoc gives a series' position as a key of its own; it joins `series` once all metadata is read.
    private var groupPosition: Node?
    /// pandoc's `references:`, a bibliography in the metadata itself (CSL-YAML), the last given, and where.
    private(set) var references: (node: Node, path: String)?
    /// A date that names no day an EPUB can state, as written (`PublicationMetadata.dateAsWritten`).
    private(set) var dateAsWritten: String?
    /// The Markdown of the last `title` and `subtitle` given that marks them up, with the text it was read as.
    private var markedUp: [String: (markdown: String, text: String)] = [:]
    /// The files' dialect reads `smart` punctuation, and so does their metadata's Markdown.
    var smartPunctuation = false
    /// The files' dialect reads `$…$` as TeX math, and so does their metadata's Markdown (`MetadataMath`).
    var dollarMath = false

    /// pandoc-crossref's settings the metadata gave (`figPrefix`, `rangeDelim`), by book.yaml's names, in order.
    private var crossReferenceSettings: [(name: String, value: Node)] = []

    private static func crossReferenceSetting(_ key: String) -> String? {
        CrossReferenceStyle.settings.first { $0.filterName == key }?.name
    }

    /// pandoc-crossref's settings join `cross-references` when the filter is on (they are its metadata); without it
    /// pandoc takes them without a word, and so does this build.
    mutating func settleCrossReferences() {
        guard !crossReferenceSettings.isEmpty, let flag = value("cross-references")?.string,
            ["true", "yes", "on"].contains(flag.lowercased())
        else { return }
        var settings: [(Node, Node)] = []
        for (name, value) in crossReferenceSettings {
            settings.removeAll { $0.0.string == name }
            settings.append((Self.scalar(name), value))
        }
        let origin = origins["cross-references"]
        replace("cross-references", with: .mapping(.init(settings, .unresolved)))
        origins["cross-references"] = origin
    }

    /// A scalar made here, with no place in a file.
    static func scalar(_ text: String) -> Node { .scalar(.init(text, .unresolved)) }

    /// The keys as the mapping book.yaml would be.
    var root: Node { .mapping(.init(keys.map { ($0.key, $0.value) }, .unresolved)) }

    func contains(_ name: String) -> Bool { keys.contains { $0.name == name } }

    mutating func remove(_ name: String) {
        keys.removeAll { $0.name == name }
        origins[name] = nil
    }

    /// The key of a file's metadata whose value holds `location`: the last of that file's keys at or above its line.
    func name(at location: SourceLocation) -> String? {
        var found: (name: String, line: Int)?
        for entry in keys {
            guard let origin = origins[entry.name],
                Paths.display(origin.path) == location.path
                    || origin.path
                        == location.path,
                let mark = entry.key.mark
            else { continue }
            let line = mark.line + origin.lineOffset
            if line <= location.line, line >= (found?.line ?? 0) { found = (entry.name, line) }
        }
        return found?.name
    }

    /// What pandoc does unless told: it looks for images in the current folder (its default --resource-path; here,
    /// beside the chapter first), and reads its own Markdown unless -f says otherwise.
    mutating func setPandocDefaults() {
        if !contains("resource-path") { set("resource-path", to: .sequence(.init([Self.scalar(".")], .unresolved))) }
        if !contains("from") { set("from", to: Self.scalar(MarkdownBook.defaultDialect)) }
        // pandoc's contents list three levels unless --toc-depth says otherwise.
        if value("toc")?.mapping?["depth"] == nil { mergeIntoTOC("depth", "3") }
    }

    /// `toc`'s mapping with `field` (`depth`, `title`) set, its other keys kept.
    mutating func mergeIntoTOC(_ field: String, _ text: String) {
        var pairs = value("toc")?.mapping.map { Array($0.filter { $0.key.string != field }) } ?? []
        pairs.append((Self.scalar(field), Self.scalar(text)))
        if let index = keys.lastIndex(where: { $0.name == "toc" }) {
            keys[index].value = .mapping(.init(pairs, .unresolved))
        } else {
            set("toc", to: .mapping(.init(pairs, .unresolved)))
        }
    }

    /// The value of the last key of that name.
    func value(_ name: String) -> Node? { keys.last { $0.name == name }?.value }

    /// Keeps the Markdown of a `title` or `subtitle` that marks it up (`The *Collected* Works`), for the title page.
    private mutating func noteMarkup(of name: String, _ markdown: Node, readAs text: Node) {
        guard name == "title" || name == "subtitle" else { return }
        guard let markdown = markdown.scalar?.string, let text = text.scalar?.string, markdown != text else {
            markedUp[name] = nil
            return
        }
        // A formula is its plain form there too (`MetadataMath`), not its TeX between dollars.
        markedUp[name] = (dollarMath ? MetadataMath.plain(markdown) : markdown, text)
    }

    /// The Markdown the book's `title` or `subtitle` was written in, when it marks it up and is the one the book
    /// took (`text` is what it was read as: a later source, `--epub-metadata` or a heading, may have replaced it).
    func markdown(of name: String, readAs text: String?) -> String? {
        guard let noted = markedUp[name], noted.text == text else { return nil }
        return noted.markdown
    }

    /// The date in the form an EPUB states (`May 5, 2020` → `2020-05-05`, `W3CDTF.normalized`); one that names no
    /// day an EPUB can state is shown on the title page as written, as pandoc shows any text there, and the package
    /// has no date (a warning says so).
    mutating func settleDate(warnings: inout [Diagnostic]) {
        guard let index = keys.lastIndex(where: { $0.name == "date" }), case .scalar(let scalar) = keys[index].value
        else { return }
        if let date = W3CDTF.normalized(scalar.string) {
            keys[index].value = .scalar(.init(date, .unresolved, .plain, scalar.mark))
            // pandoc's title page shows the date as written (`January 2024`, `2024-12-10`), not its year alone.
            let written = MarkdownBook.plainText(of: .scalar(scalar)).string ?? scalar.string
            if written != String(date.prefix(4)) { dateAsWritten = written }
            return
        }
        let origin = origins["date"]
        let mark = keys[index].key.mark
        warnings.append(
            Diagnostic(
                .warning, .invalidValue,
                at: SourceLocation(
                    path: origin?.path ?? "command line", line: (mark?.line ?? 0) + (origin?.lineOffset ?? 0),
                    column: mark?.column ?? 0),
                stage: .load,
                "date '\(scalar.string)' is no date an EPUB's metadata can state (YYYY-MM-DD, or 'May 5, 2020'); it is shown on the title page as written, and the package has no date"
            ))
        dateAsWritten = MarkdownBook.plainText(of: keys[index].value).string
        keys.remove(at: index)
    }

    /// Sets a key, in place of any of that name.
    mutating func replace(_ name: String, with value: Node) {
        keys.removeAll { $0.name == name }
        set(name, to: value)
    }

    /// Sets a key no file gave, at the end.
    mutating func set(_ name: String, to value: Node) {
        keys.append((name, Self.scalar(name), value))
    }

    /// pandoc's `toc: true` is its --toc: the contents page is in the reading order, after the title page, as
    /// pandoc's EPUB has it (the navigation document is always there); `link-citations` and `link-bibliography` ask
    /// for the links every citation and entry has here. Whether `key` was one of these.
    private mutating func takeFlag(_ key: String, _ value: Node) -> Bool {
        guard ["toc", "table-of-contents", "link-citations", "link-bibliography"].contains(key),
            case .scalar(let flag) = value
        else { return false }
        if key.hasPrefix("t"), ["true", "yes", "on"].contains(flag.string.lowercased()) {
            mergeIntoTOC("in-spine", "true")
        }
        return true
    }

    /// The keys of one file's metadata (`lineOffset`: the lines before its YAML); a key book.yaml lacks is a
    /// warning.
    mutating func take(_ mapping: Node.Mapping, from path: String, lineOffset: Int, warnings: inout [Diagnostic]) {
        var unused = UnusedKeys()
        defer { warnings += unused.all }
        for (key, value) in mapping {
            let written = key.string ?? ""
            if takeOwn(written, key: key, value: value, from: path, lineOffset: lineOffset) { continue }
            let name = MarkdownBook.pandocNames[written] ?? written
            guard MarkdownBook.bookKeys.contains(name) else {
                unused.add(
                    written,
                    at: SourceLocation(
                        path: path, line: (key.mark?.line ?? 0) + lineOffset, column: key.mark?.column ?? 0))
                continue
            }
            // Each key a person has that an EPUB does not, once (at its first) however many people have it.
            var dropped: [String: Node] = [:]
            var droppedOrder: [String] = []
            let converted = MarkdownBook.bookValue(value, for: written) { key in
                let name = key.string ?? ""
                if dropped.updateValue(dropped[name] ?? key, forKey: name) == nil { droppedOrder.append(name) }
            }
            // One warning for them all (an author's affiliation, orcid and email), at the first.
            if let first = droppedOrder.first {
                let mark = dropped[first]?.mark
                let keys = droppedOrder.count == 1 ? "key" : "keys"
                warnings.append(
                    Diagnostic(
                        .warning, .unknownKey,
                        at: SourceLocation(path: path, line: (mark?.line ?? 0) + lineOffset, column: mark?.column ?? 0),
                        stage: .load,
                        "\(written) \(keys) \(UnusedKeys.listed(droppedOrder)) not used for an EPUB; ignored"))
            }
            var plain = MarkdownBook.plainValue(converted, key: written, smart: smartPunctuation, math: dollarMath)
            noteMarkup(of: name, converted, readAs: plain)
            if written == "identifier" {
                guard
                    let checked = Self.withoutUnreadableIdentifiers(
                        plain, from: path, lineOffset: lineOffset, warnings: &warnings)
                else { continue }
                plain = checked
            }
            if written == "creator", case .sequence(let items) = plain {
                takeCreators(items, key: key, value: value, from: path, lineOffset: lineOffset)
                continue
            }
            if let fromCreators = creatorEntries[name] {
                // `creator:`'s editor beside `contributor:`'s illustrator: both kept, as pandoc keeps them (the
                // contributors had replaced the editor).
                plain = .sequence(.init(fromCreators + (plain.sequence.map(Array.init) ?? [plain]), .unresolved))
            }
            keys.removeAll { $0.name == name }
            keys.append((name, .scalar(.init(name, .unresolved, .plain, key.mark)), plain))
            origins[name] = (path, lineOffset)
        }
    }

    /// A key kept apart from the book's (its group position, inline references, pandoc-crossref's settings, `ibooks:`,
    /// flags, other outputs' keys): whether `written` is one.
    private mutating func takeOwn(_ written: String, key: Node, value: Node, from path: String, lineOffset: Int)
        -> Bool
    {
        if written == "group-position" {
            groupPosition = value
        } else if written == "ibooks", let mapping = value.mapping {
            takeIBooks(mapping, key: key, from: path, lineOffset: lineOffset)
        } else if written == "references" {
            references = (value, path)
        } else if let setting = Self.crossReferenceSetting(written) {
            crossReferenceSettings.append((setting, value))
        } else {
            return takeFlag(written, value) || MarkdownBook.otherOutputsKeys.contains(written)
        }
        return true
    }

    /// pandoc's `ibooks:` (version, specified-fonts, scroll-axis…), which its EPUB writer writes as
    /// `<meta property="ibooks:KEY">` (pandoc's manual, "EPUB Metadata"): book.yaml's `package-metadata` entries, after
    /// any the metadata gives already (Apple Books shows a book's embedded fonts only with `specified-fonts`).
    private mutating func takeIBooks(_ mapping: Node.Mapping, key: Node, from path: String, lineOffset: Int) {
        let entries = mapping.compactMap { pair -> Node? in
            guard let name = pair.key.string, let text = pair.value.string else { return nil }
            return .mapping(
                .init(
                    [
                        (Self.scalar("property"), Self.scalar("ibooks:" + name)),
                        (Self.scalar("value"), Self.scalar(text)),
                    ],
                    .unresolved))
        }
        let existing = keys.first { $0.name == "package-metadata" }?.value.sequence.map(Array.init) ?? []
        keys.removeAll { $0.name == "package-metadata" }
        keys.append(
            (
                "package-metadata", .scalar(.init("package-metadata", .unresolved, .plain, key.mark)),
                .sequence(.init(existing + entries, .unresolved))
            ))
        origins["package-metadata"] = (path, lineOffset)
    }

    /// The identifiers without an ISBN that fails its check (a template's `0000000000000`) or one of a shape no
    /// identifier has, each a warning: pandoc writes it as given (or empty), where book.yaml refuses it. Nil when
    /// none is left.
    private static func withoutUnreadableIdentifiers(
        _ identifiers: Node, from path: String, lineOffset: Int, warnings: inout [Diagnostic]
    ) -> Node? {
        let items: [Node] = identifiers.sequence.map(Array.init) ?? [identifiers]
        var kept: [Node] = []
        for item in items {
            // pandoc takes any shape, and writes an empty identifier for one it cannot read (`-scheme:` for
            // `- scheme:`): left out here, with a word, where a book.yaml stops.
            if let mapping = item.mapping, mapping.count != 1 {
                let line = (item.mark?.line ?? 0) + lineOffset, column = item.mark?.column ?? 0
                warnings.append(
                    Diagnostic(
                        .warning, .invalidValue, at: SourceLocation(path: path, line: line, column: column),
                        stage: .load,
                        "an identifier is a value, or one 'kind: value' pair such as 'isbn: 978-0-306-40615-7' (or pandoc's '- scheme: ISBN' / '  text: …'); this one is left out of the book's identifiers"
                    ))
                continue
            }
            let isbn: Node? =
                if let (kind, value) = item.mapping?.first { kind.string == "isbn" ? value : nil } else {
                    item.string.map(ISBN.isWrittenAsISBN) == true ? item : nil
                }
            if let value = isbn, let written = value.string {
                do throws(ISBN.Failure) { _ = try ISBN.identifier(written) } catch {
                    let line = (value.mark?.line ?? 0) + lineOffset, column = value.mark?.column ?? 0
                    warnings.append(
                        Diagnostic(
                            .warning, .invalidValue, at: SourceLocation(path: path, line: line, column: column),
                            stage: .load, "ISBN '\(written)' \(error.message); left out of the book's identifiers"))
                    continue
                }
            }
            kept.append(item)
        }
        guard !kept.isEmpty else { return nil }
        return identifiers.sequence == nil ? kept[0] : .sequence(.init(kept, .unresolved))
    }

    /// pandoc's creators: the authors are dc:creator, the other roles dc:contributor, each added to those given
    /// before.
    private mutating func takeCreators(
        _ items: Node.Sequence, key: Node, value: Node, from path: String, lineOffset: Int
    ) {
        let isAuthor = { (item: Node) in ["aut", ""].contains(item.mapping?["role"]?.string ?? "") }
        for (target, group) in [
            ("authors", items.filter(isAuthor)), ("contributors", items.filter { !isAuthor($0) }),
        ] where !group.isEmpty {
            let earlier = keys.first { $0.name == target }?.value.sequence.map(Array.init) ?? []
            creatorEntries[target, default: []] += group
            keys.removeAll { $0.name == target }
            keys.append(
                (
                    target, .scalar(.init(target, .unresolved, .plain, key.mark)),
                    .sequence(.init(earlier + group, .unresolved, .any, value.mark))
                ))
            origins[target] = (path, lineOffset)
        }
    }

    /// pandoc's title block: its title, authors and date, each at its line. A date that is not one an EPUB states
    /// (`YYYY-MM-DD`) is a warning, not an error: pandoc takes any text there.
    mutating func take(_ titleBlock: TitleBlock, from path: String, warnings: inout [Diagnostic]) {
        var fields: [(key: String, value: Node, line: Int)] = []
        if let title = titleBlock.title { fields.append(("title", Self.scalar(title), titleBlock.lines[0])) }
        if !titleBlock.authors.isEmpty {
            fields.append(
                ("author", .sequence(.init(titleBlock.authors.map(Self.scalar), .unresolved)), titleBlock.lines[1]))
        }
        // Made the form an EPUB states, or shown as written, with the others' dates (`settleDate`).
        if let date = titleBlock.date { fields.append(("date", Self.scalar(date), titleBlock.lines[2])) }
        for field in fields {
            take(
                .init([(Self.scalar(field.key), field.value)]), from: path, lineOffset: field.line, warnings: &warnings)
        }
    }

    /// pandoc's `--epub-metadata`: its elements win over the files' metadata, its creators replacing the authors
    /// and contributors the files gave; an element the EPUB's metadata has no key for is a warning.
    mutating func override(with metadata: DublinCoreMetadata, from path: String, warnings: inout [Diagnostic]) {
        if metadata.entries.contains(where: { $0.key == "creator" }) {
            keys.removeAll { $0.name == "authors" || $0.name == "contributors" }
        }
        for entry in metadata.entries {
            take(
                .init([(Self.scalar(entry.key), entry.value)]), from: path, lineOffset: entry.line, warnings: &warnings)
        }
        for element in metadata.ignored {
            warnings.append(
                Diagnostic(
                    .warning, .unknownKey, at: SourceLocation(path: path, line: element.line, column: 1), stage: .load,
                    "<\(element.name)> is not metadata epubbuild writes; ignored"))
        }
    }

    /// A `group-position` given makes a `series` given as a name `{name, position}`.
    mutating func joinGroupPosition() {
        guard let groupPosition, let index = keys.firstIndex(where: { $0.name == "series" }),
            case .scalar = keys[index].value
        else { return }
        keys[index].value = .mapping(
            .init([(Self.scalar("name"), keys[index].value), (Self.scalar("position"), groupPosition)]))
    }

    /// The metadata of the command line, which wins over the files': a key given more than once is a list
    /// (`toc-depth` the last one's depth); a key book.yaml lacks is an error.
    /// A key an EPUB has no use for is a warning, as in the files' metadata: pandoc takes any key (a command line
    /// shared with a PDF build sets `-M geometry=…`).
    mutating func take(commandLine: [(key: String, value: String)], warnings: inout [Diagnostic]) {
        var given: [(name: String, values: [String])] = []
        var unused = UnusedKeys()
        defer { warnings += unused.all }
        for (key, value) in commandLine {
            // --toc-depth and -M toc-title join the metadata's other contents key rather than replacing it; --toc
            // (`-M toc`) puts the contents page in the reading order.
            if key == "toc-depth" || key == "toc-title" {
                mergeIntoTOC(key == "toc-depth" ? "depth" : "title", value)
                origins["toc"] = ("command line", 0)
                continue
            }
            // --toc, and the flags the files' metadata takes too (`-M link-bibliography=false`).
            if takeFlag(key, Self.scalar(value)) { continue }
            if let setting = Self.crossReferenceSetting(key) {
                crossReferenceSettings.append((setting, Self.scalar(value)))
                continue
            }
            let name = MarkdownBook.pandocNames[key] ?? key
            if MarkdownBook.otherOutputsKeys.contains(key) { continue }
            guard MarkdownBook.bookKeys.contains(name) else {
                unused.add(key, at: SourceLocation(path: "command line"))
                continue
            }
            if let index = given.firstIndex(where: { $0.name == name }) {
                given[index].values.append(value)
            } else {
                given.append((name, [value]))
            }
        }
        let scalar = Self.scalar
        for (name, values) in given {
            origins[name] = ("command line", 0)
            keys.removeAll { $0.name == name }
            let value: Node = values.count == 1 ? scalar(values[0]) : .sequence(.init(values.map(scalar), .unresolved))
            keys.append((name, scalar(name), value))
        }
    }
}
