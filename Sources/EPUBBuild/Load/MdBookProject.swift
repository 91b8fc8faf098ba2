import EPUBFormats
import EPUBModel
import EPUBSupport
import Yams

/// An mdBook project's book.toml, read as the book.yaml it stands for:
/// `[book]` gives the metadata and the source folder whose SUMMARY.md lists
/// the chapters, and an `[output.epub]` table may set any book.yaml key
/// (plus the names the mdbook-epub renderer uses for some of them). The
/// tables of other renderers and of preprocessors are mdBook's business.
enum MdBookProject {
    /// `[book]` keys of mdBook's configuration (mdBook guide, format/configuration/general.md).
    static let bookKeys = ["title", "authors", "description", "src", "language", "multilingual", "text-direction"]
    /// mdbook-epub's key names → book.yaml's.
    static let epubAliases = ["cover-image": "cover", "additional-css": "css", "use-default-css": "default-css"]
    /// mdbook-katex's options that the EPUB's MathML has no use for, read quietly: KaTeX's for its HTML
    /// (`leqno` and `fleqn` place numbers and formulas on the page, which the reading system's MathML
    /// does; `throw-on-error`: a formula KaTeX cannot read is an error here anyway), the preprocessor's own,
    /// and mdBook's for any preprocessor.
    static let katexOptions = [
        "output", "leqno", "fleqn", "throw-on-error", "error-color", "min-rule-thickness", "max-size", "max-expand",
        "trust", "static-css", "include-src", "pre-render", "no-css", "extra-css", "command", "renderers", "before",
        "after", "optional",
    ]
    /// Preprocessors epubbuild does itself (mdBook's built-in ones); mdbook-katex's math it reads as its own.
    static let builtInPreprocessors = ["links", "index"]
    /// Preprocessors whose syntax epubbuild reads itself (mdbook-katex's is read with the math, below).
    static let readPreprocessors: Set<String> = [
        "admonish", "footnote", "spec", "tabs", "template", "toc", "trpl-listing",
    ]
    /// Preprocessors whose work needs no running: what they read is read wherever it appears (mdbook-alerts'
    /// `> [!NOTE]`; the diagram preprocessors' code blocks, drawn or kept as a figure with a warning of their own),
    /// or they change nothing in a book built in its source language (mdbook-i18n-helpers' gettext) or nothing but
    /// the web site's pages (a page's table of contents in its margin, an "edit this page" link, a theme).
    /// mdbook-gitbook's GitBook tags (`{% hint %}`, `{% embed %}`, `{% content-ref %}`) are read in any book.
    static let needlessPreprocessors: Set<String> = [
        "alerts", "gettext", "svgbob", "mermaid", "graphviz", "plantuml", "pagetoc", "open-on-gh", "last-changed",
        "theme", "catppuccin", "gitbook",
    ]
    /// Preprocessors that read (and take out) a chapter's front matter: mdbook-course's `minutes:`, and those made to
    /// strip YAML headers. Without one, mdBook shows a chapter's `---` block as a rule and text.
    static let frontMatterPreprocessors: Set<String> = [
        "course", "frontmatter", "front-matter", "yml-header", "yaml-header", "metadata", "tera",
    ]
    /// Keys mdBook reads in any `[preprocessor.NAME]` table (format/configuration/preprocessors.md).
    static let preprocessorKeys: Set<String> = ["command", "renderers", "before", "after", "optional"]

    static func load(_ text: String, file: String, files: any SourceFiles, warnings: inout [Diagnostic])
        throws(BuildError) -> BookSpec
    {
        let shown = Paths.display(file)
        let document = YAMLField(node: try TOMLReader.read(text, path: shown), path: shown, key: "")
        let book = try table(document, "book")
        for (name, field) in book.inFileOrder where !bookKeys.contains(name) {
            warnings.append(
                Diagnostic(
                    .warning, .unknownKey, at: field.location, stage: .load,
                    "unknown key '\(name)' in [book]; ignored — mdBook's keys: \(bookKeys.joined(separator: ", "))"))
        }
        let output = try table(document, "output")
        var epub = try output["epub"].map { f throws(BuildError) in try entries(f) } ?? []
        let curlyQuotes = try takeRendererKeys(
            from: &epub, file: file, source: try book["src"]?.nonEmptyString() ?? "src", files: files,
            warnings: &warnings)
        let start = TOMLReader.mark(line: 1, column: 1)
        let keys = try yamlKeys(book: book, epub: epub, file: file, start: start, warnings: &warnings)
        let root = Node.mapping(
            .init(
                keys.map { (scalar($0.0, at: $0.1?.mark ?? $0.2.mark, start: start), $0.2) }, .unresolved, .any, start))
        var spec = try BookSpecLoader.read(
            root, file: file, files: files, missingChaptersAreDrafts: true, mdBookSummary: true,
            createsMissingChapters: try table(document, "build")["create-missing"]?.bool() != false,
            warnings: &warnings)
        spec.lenientFragments = true
        spec.tool = .mdBook

        // mdBook reads no `$` math; with MathJax on, `\\( … \\)` and `\\[ … \\]` are formulas; with the
        // mdbook-katex preprocessor, `$…$` and `$$…$$` by its rules, with the macros of its `macros` file.
        let mathjax = try output["html"].flatMap { html throws(BuildError) in
            try entries(html).first { $0.name == "mathjax-support" }
        }
        let preprocessors = try table(document, "preprocessor")
        let katex = try preprocessors["katex"].map { field throws(BuildError) in try entries(field) }
        try readMath(mathjax: mathjax, katex: katex, into: &spec, files: files, warnings: &warnings)
        if try mathjax?.field.bool() == true {
            try readMathJaxConfiguration(output["html"], into: &spec, files: files, warnings: &warnings)
        }
        // `[output.epub] from` names the dialect itself; otherwise the book is read as mdBook reads it.
        if !epub.contains(where: { $0.name == "from" }) {
            spec.markdownDialect = try dialect(
                (output["html"].map { html throws(BuildError) in try entries(html) } ?? [])
                    + [curlyQuotes]
                    .compactMap { $0 })
        }
        if let html = output["html"], let code = try entries(html).first(where: { $0.name == "code" }),
            let hidelines = try entries(code.field).first(where: { $0.name == "hidelines" })
        {
            for entry in try entries(hidelines.field) {
                spec.hiddenLinePrefixes[entry.name] = try entry.field.nonEmptyString()
            }
        }
        try takePreprocessors(preprocessors, into: &spec, files: files, warnings: &warnings)
        if try runsLinks(document, preprocessors: preprocessors) { spec.preprocessors.insert("links") }
        return spec
    }

    /// Whether mdBook's `links` preprocessor (`{{#include}}` and its kin) runs: unless `[build]
    /// use-default-preprocessors = false` turns it off and no `[preprocessor.links]` turns it back on; then the
    /// directives stay as written.
    private static func runsLinks(_ document: YAMLField, preprocessors: [String: YAMLField]) throws(BuildError) -> Bool
    {
        let build = try table(document, "build")
        return try build["use-default-preprocessors"]?.bool() != false || preprocessors["links"] != nil
    }

    /// The preprocessors whose syntax the build reads, their values (mdbook-tera's, mdbook-variables'); a warning for
    /// each other one, which is not run.
    private static func takePreprocessors(
        _ preprocessors: [String: YAMLField], into spec: inout BookSpec, files: any SourceFiles,
        warnings: inout [Diagnostic]
    ) throws(BuildError) {
        spec.preprocessors = Set(preprocessors.keys).intersection(readPreprocessors)
        spec.readsForeignFrontMatter = !Set(preprocessors.keys).isDisjoint(with: frontMatterPreprocessors)
        if let toc = preprocessors["toc"] { try readPageContents(toc, into: &spec) }
        if let admonish = preprocessors["admonish"] { spec.admonitionTitles.merge(admonishTitles(admonish)) { $1 } }
        if let tera = preprocessors["tera"], try readTeraContext(tera, into: &spec, files: files, warnings: &warnings) {
            spec.preprocessors.insert("tera")
        }
        try readVariables(preprocessors, into: &spec)
        if let bib = preprocessors["bib"] { try readBibliography(bib, into: &spec, files: files) }
        for (name, field) in preprocessors.inFileOrder
        where !builtInPreprocessors.contains(name) && !spec.preprocessors.contains(name) && name != "katex"
            && !needlessPreprocessors.contains(name)
        {
            warnings.append(
                Diagnostic(
                    .warning, .preprocessorNotRun, at: field.location, stage: .load,
                    "preprocessor '\(name)' is not run: epubbuild does mdBook's built-in ones (links, index) itself and runs no commands"
                ))
        }
    }

    /// mdbook-epub's keys (its README) that name no book.yaml key, taken out of `[output.epub]`: what the build does
    /// anyway is read quietly (`additional-resources`: every file a page or stylesheet refers to is packaged;
    /// `footnote-backrefs`; `no-section-label`: the contents show no numbers; `epub-version = 3`), and mdBook's keys
    /// for any renderer (`command`, `optional`, `renderers`); what it does not is a warning (`epub-version = 2`,
    /// `index-template`). `cover-image` and `additional-css` are looked for beside book.toml, then in the source
    /// folder. `curly-quotes` is returned: it sets the Markdown's smart punctuation, as `[output.html]`'s does.
    private static func takeRendererKeys(
        from epub: inout [Entry], file: String, source: String, files: any SourceFiles, warnings: inout [Diagnostic]
    ) throws(BuildError) -> Entry? {
        let quiet: Set<String> = [
            "additional-resources", "footnote-backrefs", "no-section-label", "command", "optional", "renderers",
        ]
        var curlyQuotes: Entry?
        var kept: [Entry] = []
        for entry in epub {
            switch entry.name {
            case _ where quiet.contains(entry.name): continue
            case "curly-quotes": curlyQuotes = entry
            case "epub-version":
                if try entry.field.string() != "3" {
                    warnings.append(
                        Diagnostic(
                            .warning, .invalidValue, at: entry.field.location, stage: .load,
                            "epub-version \(try entry.field.string()): epubbuild writes EPUB 3, with the NCX that "
                                + "EPUB 2 reading systems read"))
                }
            case "index-template":
                warnings.append(
                    Diagnostic(
                        .warning, .unknownKey, at: entry.field.location, stage: .load,
                        "index-template is mdbook-epub's Handlebars template, not used: epubbuild's pages come from "
                            + "XSLT templates a book may override ([output.epub] templates = \"folder\", docs/templates.md)"
                    ))
            case "cover-image", "additional-css":
                kept.append(rootOrSource(entry, file: file, source: source, files: files))
            default: kept.append(entry)
            }
        }
        epub = kept
        return curlyQuotes
    }

    /// A path of mdbook-epub's (`cover-image`, `additional-css`), which it finds beside book.toml or else in the
    /// source folder: the path that exists, for each path of a list.
    private static func rootOrSource(_ entry: Entry, file: String, source: String, files: any SourceFiles) -> Entry {
        let root = Paths.directory(of: file)
        func found(_ node: Node) -> Node {
            guard let path = node.string, !path.isEmpty else { return node }
            let inSource = (source.hasSuffix("/") ? source : source + "/") + path
            guard !files.isFile(Paths.absolute(path, relativeTo: root)),
                files.isFile(Paths.absolute(inSource, relativeTo: root))
            else { return node }
            return .scalar(.init(inSource, .unresolved, .plain, node.mark))
        }
        let node: Node =
            switch entry.field.node {
            case .sequence(let items): .sequence(.init(items.map(found), items.tag, items.style, items.mark))
            default: found(entry.field.node)
            }
        return (entry.name, entry.key, YAMLField(node: node, path: entry.field.path, key: entry.field.key))
    }

    /// mdbook-admonish's titles: `[preprocessor.admonish.default] title`, for a block that gives none, and each
    /// custom directive's (`[[preprocessor.admonish.custom]] directive, title, aliases`), by `admonish:` and the
    /// directive (`admonish:default`, `admonish:expensive`), as `AdmonishBlocks` reads them.
    private static func admonishTitles(_ admonish: YAMLField) -> [String: String] {
        var titles: [String: String] = [:]
        if let title = admonish.node["default"]?["title"]?.string { titles["admonish:default"] = title }
        for custom in admonish.node["custom"]?.sequence.map(Array.init) ?? [] {
            guard let directive = custom["directive"]?.string, let title = custom["title"]?.string else { continue }
            for name in [directive] + (custom["aliases"]?.sequence?.compactMap(\.string) ?? []) {
                titles["admonish:" + name.lowercased()] = title
            }
        }
        return titles
    }

    /// The Markdown mdBook reads (pulldown-cmark as mdBook 0.5 sets it up, format/markdown.md): GitHub's without
    /// emoji shortcodes (`:smile:` stays text), with smart punctuation and definition lists unless `[output.html]`
    /// turns them off (`smart-punctuation`, or
    /// mdBook 0.4's `curly-quotes`; `definition-lists`). A book written for mdBook 0.4, which had neither on,
    /// reads the same unless it has a `: ` line under a term or straight quotes, which become curly.
    private static func dialect(_ html: [Entry]) throws(BuildError) -> MarkdownDialect {
        func option(_ names: [String]) throws(BuildError) -> Bool {
            for entry in html where names.contains(entry.name) { return try entry.field.bool() }
            return true
        }
        var written = "gfm-emoji"
        if try option(["smart-punctuation", "curly-quotes"]) { written += "+smart" }
        if try option(["definition-lists"]) { written += "+definition_lists" }
        guard case .success(let dialect) = MarkdownDialect.parse(written) else { return .gfm }
        return dialect
    }

    /// mdbook-tera's context, the JSON or TOML file its command names (`mdbook-tera --json ./src/context.json`):
    /// its values fill in `{{ name }}` and `{{ a.b }}` as GitBook's variables are (`BookSpec.templateValues`).
    /// Whether it was read; a context that cannot be is a warning, and the preprocessor's one follows.
    private static func readTeraContext(
        _ tera: YAMLField, into spec: inout BookSpec, files: any SourceFiles, warnings: inout [Diagnostic]
    ) throws(BuildError) -> Bool {
        let command = try entries(tera).first { $0.name == "command" }
        let words = try command?.field.string().split(whereSeparator: \.isWhitespace) ?? []
        guard let option = words.firstIndex(where: { $0 == "--json" || $0 == "--toml" }), option + 1 < words.count
        else { return false }
        let path = Paths.absolute(String(words[option + 1]), relativeTo: spec.directory)
        let context: Node?
        do {
            guard let text = files.text(atPath: path) else { throw tera.failure("no such file") }
            context = words[option] == "--json" ? try YAMLReading.compose(text) : try TOMLReader.read(text, path: path)
        } catch {
            warnings.append(
                Diagnostic(
                    .warning, .preprocessorNotRun, at: command?.field.location ?? tera.location, stage: .load,
                    "mdbook-tera's context '\(words[option + 1])' cannot be read, so its values are not filled in"))
            return false
        }
        if let context { addValues(context, as: "", to: &spec) }
        return true
    }

    /// mdbook-toc's `marker` and `max-level`, as it reads them.
    private static func readPageContents(_ toc: YAMLField, into spec: inout BookSpec) throws(BuildError) {
        for entry in try entries(toc) {
            switch entry.name {
            case "marker": spec.pageContents.marker = try entry.field.nonEmptyString()
            case "max-level": spec.pageContents.maxLevel = try entry.field.int(in: 1...6)
            default: continue
            }
        }
    }

    /// `{{ name }}`'s values from book.toml itself: mdbook-variables' `[preprocessor.variables.variables]` table,
    /// and mdbook-environment's `[preprocessor.environment]` keys (one whose value runs a command, `$(…)`, is
    /// left as written). Each preprocessor whose values are read is one the build reads.
    private static func readVariables(_ preprocessors: [String: YAMLField], into spec: inout BookSpec)
        throws(BuildError)
    {
        if let variables = preprocessors["variables"],
            let table = try entries(variables).first(where: { $0.name == "variables" })
        {
            addValues(table.field.node, as: "", to: &spec)
            spec.preprocessors.insert("variables")
        }
        if let environment = preprocessors["environment"] {
            for entry in try entries(environment) where !preprocessorKeys.contains(entry.name) {
                guard case .scalar(let scalar) = entry.field.node, !scalar.string.hasPrefix("$(") else { continue }
                spec.templateValues[entry.name] = scalar.string
            }
            spec.preprocessors.insert("environment")
        }
    }

    /// mdbook-bib's bibliography (`[preprocessor.bib] bibliography = "refs.bib"`, in the book's `src` folder, or its
    /// root as mdbook-bib 0.0 read it) and style (`csl-style`): its `{{#cite key}}` and `@@key` are citations
    /// (`MdBookCitations`), the entries listed at the end of the last chapter. Without a file found (a Zotero
    /// library it downloads), the preprocessor is not read, and is warned of as any other.
    private static func readBibliography(_ bib: YAMLField, into spec: inout BookSpec, files: any SourceFiles)
        throws(BuildError)
    {
        let options = try entries(bib)
        guard let name = try options.first(where: { $0.name == "bibliography" })?.field.nonEmptyString() else { return }
        let candidates = [spec.sourceRoot, spec.directory].map { Paths.absolute(name, relativeTo: $0) }
        guard let file = candidates.first(where: files.isFile) else { return }
        spec.bibliography = [file]
        if let style = try options.first(where: { $0.name == "csl-style" })?.field.nonEmptyString() {
            spec.citationStyle = style
        }
        if case .success(let dialect) = MarkdownDialect.parse(spec.markdownDialect.written + "+citations") {
            spec.markdownDialect = dialect
        }
        spec.preprocessors.insert("bib")
    }

    /// A mapping's scalars as template values, `a.b` for a nested one (`BookSpec.templateValues`).
    private static func addValues(_ node: Node, as name: String, to spec: inout BookSpec) {
        switch node {
        case .scalar(let scalar): spec.templateValues[name] = scalar.string
        case .mapping(let mapping):
            for (key, value) in mapping {
                if let key = key.string { addValues(value, as: name.isEmpty ? key : name + "." + key, to: &spec) }
            }
        default: break
        }
    }

    /// A plain scalar at `mark`, or at the start of book.toml.
    private static func scalar(_ text: String, at mark: Mark?, start: Mark?) -> Node {
        .scalar(.init(text, .unresolved, .plain, mark ?? start))
    }

    /// book.yaml's keys, each with the node of the key that set it (for the line of a message) and its value:
    /// `[book]`'s metadata and source folder, then `[output.epub]`'s keys, which win.
    private static func yamlKeys(
        book: [String: YAMLField], epub: [Entry], file: String, start: Mark?,
        warnings: inout [Diagnostic]
    ) throws(BuildError) -> [(String, Node?, Node)] {
        var keys: [(String, Node?, Node)] = []
        if let title = book["title"] {
            keys.append(("title", nil, title.node))
        } else if !epub.contains(where: { $0.name == "title" }) {
            // mdBook needs no title; the EPUB does, so the project's folder names it.
            let folder = Paths.lastComponent(Paths.directory(of: file))
            warnings.append(
                Diagnostic(
                    .warning, .missingKey, at: SourceLocation(path: Paths.display(file), line: 1, column: 1),
                    stage: .load, "book.toml has no title in [book]; using the folder's name, '\(folder)'"))
            keys.append(("title", nil, scalar(folder, at: start, start: start)))
        }
        for name in ["authors", "description", "language"] {
            if let field = book[name] { keys.append((name, nil, field.node)) }
        }
        // mdBook's default language is English: no warning when book.toml leaves it out.
        if book["language"] == nil { keys.append(("language", nil, scalar("en", at: start, start: start))) }
        if let direction = book["text-direction"] {
            let value = try direction.nonEmptyString()
            guard value == "ltr" || value == "rtl" else {
                throw direction.failure("text-direction must be 'ltr' or 'rtl'")
            }
            keys.append(("direction", nil, scalar(value, at: direction.node.mark, start: start)))
        }
        let source = try book["src"]?.nonEmptyString() ?? "src"
        let summary = (source.hasSuffix("/") ? source : source + "/") + "SUMMARY.md"
        let mark = book["src"]?.node.mark
        keys.append(
            (
                "chapters", nil,
                .mapping(
                    .init(
                        [(scalar("summary", at: mark, start: start), scalar(summary, at: mark, start: start))],
                        .unresolved))
            ))
        for entry in epub {
            let name = epubAliases[entry.name] ?? entry.name
            // [output.epub] is the EPUB's own say: it wins over [book].
            keys.removeAll { $0.0 == name }
            keys.append((name, entry.key, entry.field.node))
        }
        return keys
    }

    /// The book's math as book.toml sets it: MathJax's `\\(…\\)` and `\\[…\\]` with `mathjax-support`,
    /// mdbook-katex's dollars and macros file with its `[preprocessor.katex]`.
    private static func readMath(
        mathjax: Entry?, katex: [Entry]?,
        into spec: inout BookSpec, files: any SourceFiles, warnings: inout [Diagnostic]
    ) throws(BuildError) {
        let backslashes = try mathjax?.field.bool() == true
        // `[output.epub] math = false` has the last word, and so has its `escapes` (a value other than the default's:
        // the tool's own is chosen below).
        if let written = spec.math {
            let escapes = written.escapes == MathDelimiters().escapes ? nil : written.escapes
            spec.math =
                backslashes || katex != nil
                ? MathDelimiters(
                    dollars: katex != nil, backslashes: backslashes, looseDollars: katex != nil, escapes: escapes)
                : nil
        }
        try readKatexDelimiters(katex ?? [], into: &spec, warnings: &warnings)
        for entry in katex ?? [] {
            switch entry.name {
            case "macros":
                // `[output.epub] math-macros` wins over the file's, as over any other table.
                let (macros, path) = try MathMacros.file(entry.field, directory: spec.directory, files: files)
                spec.mathMacros = macros.merging(spec.mathMacros) { _, epub in epub }
                spec.mathMacrosFile = path
            case "block-delimiter", "inline-delimiter": break  // read below
            case _ where katexOptions.contains(entry.name): break
            default:
                warnings.append(
                    Diagnostic(
                        .warning, .unknownKey, at: entry.field.location, stage: .load,
                        "unknown key '\(entry.name)' in [preprocessor.katex]; ignored — mdbook-katex's keys: "
                            + (katexOptions + ["macros", "block-delimiter", "inline-delimiter"]).joined(separator: ", ")
                    ))
            }
        }
    }

    /// mdbook-katex's `inline-delimiter` and `block-delimiter` (`{ left = "\\(", right = "\\)" }`): its `$…$` and
    /// `$$…$$` by default, or `\\(…\\)` and `\\[…\\]`, read in the Markdown as pandoc's single-backslash math is
    /// (the dollars then stay read only if one of the two keeps them). Other delimiters are not read: a warning.
    private static func readKatexDelimiters(_ katex: [Entry], into spec: inout BookSpec, warnings: inout [Diagnostic])
        throws(BuildError)
    {
        var backslashKinds = 0
        for entry in katex where entry.name == "block-delimiter" || entry.name == "inline-delimiter" {
            let sides = try entries(entry.field)
            let left = try sides.first { $0.name == "left" }?.field.string()
            let right = try sides.first { $0.name == "right" }?.field.string()
            let isBlock = entry.name == "block-delimiter"
            switch (left, right) {
            case ("$", "$") where !isBlock, ("$$", "$$") where isBlock, (nil, nil):
                break
            case ("\\(", "\\)") where !isBlock, ("\\[", "\\]") where isBlock:
                spec.math?.singleBackslashes = true
                backslashKinds += 1
            default:
                warnings.append(
                    Diagnostic(
                        .warning, .unknownKey, at: entry.field.location, stage: .load,
                        "mdbook-katex's \(entry.name) '\(left ?? "")…\(right ?? "")' is not read: epubbuild reads its "
                            + "defaults ($…$, $$…$$) and \\(…\\), \\[…\\]; formulas between these stay text"))
            }
        }
        if backslashKinds == 2 {
            spec.math?.dollars = false
            spec.math?.looseDollars = false
        }
    }

    /// The MathJax configuration of the book's HTML: its `additional-js` files, then its theme's `head.hbs`
    /// and `index.hbs` (`MathJaxConfiguration`); without one, MathJax's defaults, numbers by `\\tag` alone,
    /// each page's apart.
    private static func readMathJaxConfiguration(
        _ html: YAMLField?, into spec: inout BookSpec, files: any SourceFiles, warnings: inout [Diagnostic]
    ) throws(BuildError) {
        let options = try html.map { field throws(BuildError) in try entries(field) } ?? []
        var scripts: [String] = []
        if let field = options.first(where: { $0.name == "additional-js" })?.field {
            for item in field.items { scripts.append(try item.nonEmptyString()) }
        }
        let theme = try options.first { $0.name == "theme" }?.field.nonEmptyString() ?? "theme"
        let paths = (scripts + [theme + "/head.hbs", theme + "/index.hbs"]).map {
            Paths.absolute($0, relativeTo: spec.directory)
        }
        if !spec.mathNumberingIsExplicit { spec.mathNumbering.scope = .page }
        MathJaxConfiguration.apply(files: paths, to: &spec, files: files, warnings: &warnings)
    }

    /// The keys of a TOML table, in order; an absent table has none.
    private static func table(_ document: YAMLField, _ name: String) throws(BuildError) -> [String: YAMLField] {
        let found = try entries(document).first { $0.name == name }
        guard let found else { return [:] }
        return Dictionary(try entries(found.field).map { ($0.name, $0.field) }, uniquingKeysWith: { first, _ in first })
    }

    /// A key of a TOML table: its name, its node (for the line of a message), and its value.
    private typealias Entry = (name: String, key: Node, field: YAMLField)

    private static func entries(_ field: YAMLField) throws(BuildError) -> [Entry] {
        guard case .mapping(let mapping) = field.node else { throw field.failure("'\(field.key)' must be a table") }
        return mapping.map { key, value in
            let name = key.string ?? ""
            return (name, key, YAMLField(node: value, path: field.path, key: name))
        }
    }
}
