import ArgumentParser
import EPUBBuild
import Foundation

/// pandoc's options for a book of Markdown files, so a pandoc command line
/// works with the command's name changed: each with pandoc's meaning, or,
/// where it cannot apply, a message that names it, says why, and what to use
/// instead — never a bare "Unknown option".
struct PandocOptions: ParsableArguments {
    @Option(
        name: .customLong("metadata-file"),
        help: ArgumentHelp(
            "A YAML file of metadata (pandoc's key names or book.yaml's); again for more, a later file's value winning.",
            valueName: "meta.yaml"))
    var metadataFiles: [String] = []

    @Option(
        name: .customLong("epub-metadata"),
        help: ArgumentHelp(
            "Dublin Core elements (<dc:title>, <dc:creator opf:role=\"aut\">, …) that win over the files' metadata.",
            valueName: "metadata.xml"))
    var epubMetadata: String?

    @Option(help: ArgumentHelp("The book's title.", valueName: "title"))
    var title: String?

    @Option(help: ArgumentHelp("An author (repeat for several).", valueName: "name"))
    var author: [String] = []

    @Option(help: ArgumentHelp("The book's language, a BCP 47 tag such as en or ja.", valueName: "tag"))
    var language: String?

    @Option(
        name: [.customShort("M"), .customLong("metadata")],
        help: ArgumentHelp("A metadata value, KEY=VALUE (repeat a key for a list).", valueName: "key=value"))
    var metadata: [String] = []

    @Option(name: .customLong("epub-cover-image"), help: ArgumentHelp("The cover image.", valueName: "file"))
    var epubCoverImage: String?

    @Option(
        name: [.customShort("c"), .customLong("css")],
        help: ArgumentHelp("A stylesheet (repeat for several).", valueName: "file.css"))
    var css: [String] = []

    @Option(
        name: .customLong("epub-embed-font"),
        help: ArgumentHelp("A font to embed (repeat for several).", valueName: "file.otf"))
    var epubEmbedFont: [String] = []

    @Option(
        name: .customLong("toc-depth"),
        help: ArgumentHelp("Heading levels in the table of contents.", valueName: "n"))
    var tocDepth: Int?

    @Option(
        name: [.customLong("split-level"), .customLong("epub-chapter-level")],
        help: ArgumentHelp(
            "Split the files into one document per heading of this level or above (default 1).",
            valueName: "n"))
    var splitLevel: Int?

    @Option(
        name: .customLong("resource-path"),
        help: ArgumentHelp(
            "Folders, separated by ':', where images not beside their chapter are looked for (default: the current "
                + "folder).", valueName: "dir:dir"))
    var resourcePath: String?

    @Option(
        name: .customLong("default-image-extension"),
        help: ArgumentHelp(
            "The extension tried for an image written without one, when no file has its name (pandoc's).",
            valueName: "ext"))
    var defaultImageExtension: String?

    @Option(
        name: .customLong("epub-title-page"),
        help: ArgumentHelp("false leaves out the title page.", valueName: "true|false"))
    var epubTitlePage: Bool?

    @Option(
        name: [.customShort("t"), .customShort("w"), .customLong("to"), .customLong("write")],
        help: ArgumentHelp("The output format: epub or epub3 (EPUB 3, with an NCX for EPUB 2).", valueName: "format"))
    var to: String?

    /// The format `--to` names, without the writer's extensions (`epub3+smart`: the reader's `smart` already gives
    /// the curly quotes pandoc's writer would keep).
    private var format: String? {
        to.map { String($0.lowercased().prefix { $0 != "+" && $0 != "-" }) }
    }

    @Flag(
        name: [.customLong("toc"), .customLong("table-of-contents")],
        help:
            "Put the table of contents in the reading order, after the title page, as a page (book.yaml 'toc: {in-spine: true}'); an EPUB always has it for the reader's menu."
    )
    var toc = false

    @Flag(name: [.customShort("s"), .customLong("standalone")], help: "Accepted: an EPUB is always standalone.")
    var standalone = false

    @Flag(name: .customLong("mathml"), help: "Accepted: formulas are always MathML.")
    var mathML = false

    @Flag(
        name: [.customShort("N"), .customLong("number-sections")],
        help: "Number the sections through the book, 1, 1.1, 2 (book.yaml 'number-sections').")
    var numberSections = false

    @Option(name: [.customShort("V"), .customLong("variable")], help: .hidden)
    var variables: [String] = []

    @Option(name: .customLong("highlight-style"), help: .hidden)
    var highlightStyle: String?

    @Option(name: .customLong("template"), help: .hidden)
    var template: String?

    @Option(name: [.customShort("F"), .customLong("filter")], help: .hidden)
    var filters: [String] = []

    @Option(name: [.customShort("L"), .customLong("lua-filter")], help: .hidden)
    var luaFilters: [String] = []

    @Flag(
        name: [.customShort("C"), .customLong("citeproc")],
        help: "Read citations even with no bibliography (each then a key not found); with one they always are.")
    var citeproc = false

    @Option(
        help: ArgumentHelp(
            "A bibliography for citations: CSL-JSON, CSL-YAML or BibTeX (repeat for several).",
            valueName: "file"))
    var bibliography: [String] = []

    @Option(
        help: ArgumentHelp(
            "The citation style: a .csl file or an installed style's name (default chicago-author-date).",
            valueName: "style"))
    var csl: String?

    // `.unconditional`: the value may start with "-", as pandoc reads `--shift-heading-level-by -1`.
    @Option(
        name: .customLong("shift-heading-level-by"), parsing: .unconditional,
        help: ArgumentHelp(
            "Add this to every heading's level, -5 to 5 (book.yaml 'shift-heading-level-by').", valueName: "n"))
    var shiftHeadingLevel: Int?

    @Option(
        name: .customLong("top-level-division"),
        help: "Accepted (default, section, chapter or part): pandoc's EPUB writer leaves the book as it is too.")
    var topLevelDivision: String?

    /// pandoc's options that would change the book and are not done, as `PandocArguments` names them: one warning.
    /// (Those that change nothing in an EPUB never reach the parser: `PandocArguments` drops them.)
    @Option(name: .customLong("pandoc-unmade"), help: .hidden) var unmade: [String] = []
    /// pandoc 1's options the command line gave, each read as what replaced it (`PandocArguments.oldFlags`).
    @Option(name: .customLong("pandoc-old"), help: .hidden) var old: [String] = []

    /// `-M KEY=VALUE`, or pandoc's `KEY:VALUE`, or `KEY` alone (true).
    static func keyValue(_ entry: String) -> (key: String, value: String) {
        let separator = entry.firstIndex(where: { $0 == "=" || $0 == ":" })
        guard let separator else { return (entry, "true") }
        return (String(entry[..<separator]), String(entry[entry.index(after: separator)...]))
    }

    /// What the command line says of the book, in pandoc's key names (or book.yaml's where pandoc has none).
    var bookKeys: [(key: String, value: String)] {
        var pairs: [(key: String, value: String)] = []
        for entry in metadata { pairs.append(Self.keyValue(entry)) }
        // pandoc's EPUB writer reads these variables as it reads the metadata of their names, a variable winning.
        pairs += variables.map(Self.keyValue).filter { Self.readVariables.contains($0.key) }
        if let title { pairs.append(("title", title)) }
        pairs += author.map { ("author", $0) }
        if let language { pairs.append(("lang", language)) }
        if let epubCoverImage { pairs.append(("cover-image", epubCoverImage)) }
        pairs += css.map { ("css", $0) }
        pairs += epubEmbedFont.flatMap { Self.fontFiles($0).fonts }.map { ("fonts", $0) }
        if let tocDepth { pairs.append(("toc-depth", String(tocDepth))) }
        pairs += (resourcePath ?? "").split(separator: ":").map { ("resource-path", String($0)) }
        if let defaultImageExtension { pairs.append(("default-image-extension", defaultImageExtension)) }
        if let epubTitlePage { pairs.append(("titlepage", String(epubTitlePage))) }
        if numberSections { pairs.append(("number-sections", "true")) }
        if toc { pairs.append(("toc", "true")) }
        if let shiftHeadingLevel { pairs.append(("shift-heading-level-by", String(shiftHeadingLevel))) }
        pairs += bibliography.map { ("bibliography", $0) }
        if let csl { pairs.append(("csl", csl)) }
        if filters.contains(where: Self.isCrossref) { pairs.append(("cross-references", "true")) }
        return pairs
    }

    /// The variables pandoc's EPUB writer reads as it reads the metadata of their names.
    static let readVariables: Set<String> = ["lang", "css", "dir"]

    /// Whether any option is given that only a book of Markdown files takes.
    var anyGiven: Bool {
        !metadataFiles.isEmpty || epubMetadata != nil || !metadata.isEmpty || title != nil || !author.isEmpty
            || language != nil || epubCoverImage != nil || !css.isEmpty || !epubEmbedFont.isEmpty || tocDepth != nil
            || splitLevel != nil || resourcePath != nil || defaultImageExtension != nil || epubTitlePage != nil
            || numberSections || toc
            || shiftHeadingLevel != nil || topLevelDivision != nil || !bibliography.isEmpty || csl != nil
    }

    /// Refuses what a pandoc command line may say and the build cannot honour, each in its own words.
    func check() throws {
        if let to, let format, !["epub", "epub3", "epub2"].contains(format) {
            throw ValidationError(
                "epubbuild writes EPUB 3 (with an NCX for EPUB 2 reading systems): --to takes epub or epub3, not '\(to)'"
            )
        }
        for entry in metadata where Self.keyValue(entry).key.isEmpty {
            throw ValidationError("-M/--metadata takes KEY=VALUE (or KEY:VALUE, or KEY alone for true), not '\(entry)'")
        }
        if let tocDepth, !(1...6).contains(tocDepth) {
            throw ValidationError("--toc-depth takes a heading level, 1 to 6, not \(tocDepth)")
        }
        if let splitLevel, !(1...6).contains(splitLevel) {
            throw ValidationError("--split-level takes a heading level, 1 to 6, not \(splitLevel)")
        }
        if let shiftHeadingLevel, !(-5...5).contains(shiftHeadingLevel) {
            throw ValidationError("--shift-heading-level-by takes a number from -5 to 5, not \(shiftHeadingLevel)")
        }
        // pandoc 2.17's EPUB writer gives the same book for each value (it shapes LaTeX's and DOCX's divisions).
        if let topLevelDivision, !["default", "section", "chapter", "part"].contains(topLevelDivision) {
            throw ValidationError(
                "--top-level-division takes default, section, chapter or part, not '\(topLevelDivision)'")
        }
    }

    /// Filters and templates, which shape pandoc's own document tree and pages: the book is built without them, as
    /// most only touch the look (a page break, a class); one that adds text, the author can put in the Markdown.
    private var notRun: [String] {
        var notRun: [String] = []
        let others = filters.filter { !Self.isCrossref($0) } + luaFilters
        if !others.isEmpty {
            let names = others.joined(separator: ", ")
            notRun.append(
                "--filter and --lua-filter (\(names)) are not run: they work on pandoc's own document tree, which "
                    + "epubbuild does not have; the book is built without them (do what they do in the Markdown, or "
                    + "in an XSLT template, book.yaml 'templates:')")
        }
        if let template {
            notRun.append(
                "--template \(template) is not read: it is a pandoc template; epubbuild's pages come from XSLT "
                    + "templates a book may override (book.yaml 'templates:'), and its look from --css")
        }
        return notRun
    }

    /// pandoc-crossref, whose references the build reads itself (book.yaml `cross-references`).
    static func isCrossref(_ filter: String) -> Bool {
        let name = filter.split(separator: "/").last.map(String.init) ?? filter
        return name == "pandoc-crossref" || name == "pandoc-crossref.exe"
    }

    /// What a pandoc command line may say that changes only the look, and is left out with a warning.
    var ignored: [String] {
        var ignored = notRun
        let unread = variables.map { Self.keyValue($0).key }.filter { !Self.readVariables.contains($0) }
        if !unread.isEmpty {
            ignored.append(
                "-V/--variable \(unread.joined(separator: ", ")): pandoc's template variables, which epubbuild's "
                    + "templates do not read; ignored (metadata is -M KEY=VALUE; the look is --css; lang, css and dir "
                    + "are read)")
        }
        if format == "epub2" {
            ignored.append(
                "-t epub2: epubbuild writes EPUB 3, with the NCX table of contents EPUB 2 reading systems read")
        }
        var unmade: [String] = []
        for name in self.unmade where !unmade.contains(name) { unmade.append(name) }
        if !unmade.isEmpty {
            ignored.append(
                "\(unmade.joined(separator: ", ")) ignored: epubbuild does not do \(unmade.count == 1 ? "it" : "them") "
                    + "(the Markdown, the metadata or a book template can)")
        }
        let notFonts = epubEmbedFont.flatMap { Self.fontFiles($0).others }
        if !notFonts.isEmpty {
            ignored.append(
                "--epub-embed-font: \(notFonts.joined(separator: ", ")) left out: no font (.otf, .ttf, .woff, .woff2)")
        }
        if !old.isEmpty {
            var names: [String] = []
            for name in old where !names.contains(name) { names.append(name) }
            ignored.append(
                "\(names.joined(separator: ", ")): pandoc 1's, read as pandoc 2 reads the book "
                    + "(--base-header-level=N is --shift-heading-level-by=N-1, --epub-stylesheet is --css, --chapters "
                    + "is --top-level-division=chapter; the others are pandoc 2's default or shaped only its HTML)")
        }
        if highlightStyle != nil {
            ignored.append(
                "--highlight-style is ignored: code is coloured by the book's highlight.css template; override it "
                    + "(book.yaml 'templates:') or add a stylesheet with --css")
        }
        return ignored
    }

    /// The book the files make, with what the options say of it.
    func book(of files: [String]) -> MarkdownBook {
        var book = MarkdownBook(files: files)
        book.metadataFiles = metadataFiles
        book.epubMetadataFile = epubMetadata
        book.commandLine = bookKeys
        book.splitLevel = splitLevel ?? 1
        book.citeproc = citeproc
        return book
    }

    /// pandoc expands a wildcard in a font's name itself (`--epub-embed-font='fonts/*.ttf'`, quoted from the shell):
    /// each file it matches, in name order; a name that matches nothing stays as written, to be told missing. A file
    /// a wildcard matches that is no font by its name (`fonts/*` holding the licence, `OFL.txt`) is `others`, left
    /// out with a warning (`ignored`): pandoc packs it, where no reading system reads it.
    static func fontFiles(_ written: String) -> (fonts: [String], others: [String]) {
        guard written.contains(where: { "*?[".contains($0) }) else { return ([written], []) }
        var matches = glob_t()
        defer { globfree(&matches) }
        guard glob(written, 0, nil, &matches) == 0 else { return ([written], []) }
        let files = (0..<Int(matches.gl_pathc)).compactMap { matches.gl_pathv[$0].map { String(cString: $0) } }
        let isFont = { (file: String) in
            ["otf", "ttf", "woff", "woff2"].contains((file as NSString).pathExtension.lowercased())
        }
        return (files.filter(isFont), files.filter { !isFont($0) })
    }
}
