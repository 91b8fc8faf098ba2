import EPUBSupport

/// Everything book.yaml says, typed and with paths made absolute.
public struct BookSpec: Equatable, Sendable {
    /// The book.yaml file itself.
    public var specFile: String
    /// The folder holding book.yaml; relative paths start here.
    public var directory: String
    /// Links that start with `/` are taken from here: the folder of SUMMARY.md
    /// when the chapters come from one, else `directory`.
    public var sourceRoot: String
    /// The SUMMARY.md the chapter list was read from, if any.
    public var summaryFile: String?
    /// `--metadata-file`: the YAML files metadata came from, for a book of Markdown files.
    public var metadataFiles: [String] = []
    public var metadata: PublicationMetadata
    public var contents: [ContentsEntry]
    public var cover: String?
    /// Generate a cover page from `cover` (false when a chapter already is the cover page).
    public var coverPage = true
    public var stylesheets: [String] = []
    /// Include the default stylesheet from the templates folder before `stylesheets`.
    public var defaultStylesheet = true
    public var tableOfContents = TableOfContentsSpec()
    /// Generate a title page after the cover.
    public var titlePage = true
    /// Where Markdown footnotes go: pop-up footnotes or chapter endnotes.
    public var notes = NoteStyle.footnotes
    /// What happens to remote images, audio and video.
    public var remote = RemotePolicy.link
    /// A folder whose files override the default templates by name.
    public var templates: String?
    /// Folders (absolute) where an image or other resource a chapter names is looked for when it is not beside the
    /// chapter (pandoc's `--resource-path`; a book of Markdown files looks in the current folder).
    public var resourcePath: [String] = []
    /// The extension (no dot) tried for an image named without one: pandoc's `--default-image-extension`.
    public var defaultImageExtension: String?
    /// The bibliography files (absolute) citations are looked up in (`bibliography:`, pandoc's `--bibliography`).
    public var bibliography: [String] = []
    /// A bibliography written in the metadata itself (pandoc's `references:`), as CSL-YAML text, and the file it is in.
    public var inlineReferences: InlineReferences?
    public struct InlineReferences: Equatable, Sendable {
        public var text: String
        /// The file, as shown in messages.
        public var path: String
        public init(text: String, path: String) {
            self.text = text
            self.path = path
        }
    }
    /// Whether the book has a bibliography: files, or references in its metadata.
    public var hasBibliography: Bool { !bibliography.isEmpty || inlineReferences != nil }
    /// pandoc's `--citeproc`: `[@key]` is a citation even with no bibliography, each key then one not found (a
    /// warning, shown as pandoc shows it); without it and a bibliography, pandoc leaves the text as written.
    public var citeproc = false
    /// Whether `[@key]` and `@key` are citations.
    public var readsCitations: Bool { hasBibliography || citeproc }
    /// The citation style (`csl:`): a .csl file's absolute path, or the name of an installed style; nil is
    /// Chicago author-date.
    public var citationStyle: String?
    /// Where `csl:` is written, for a message about the style it names.
    public var citationStyleLocation: SourceLocation?
    /// Keys of bibliography entries listed though never cited (`nocite:`, as pandoc's metadata); `*` is every entry.
    public var uncitedKeys: [String] = []
    /// The heading over the entries the build places (`reference-section-title:`); nil is the locale's word.
    public var referenceSectionTitle: String?
    /// A note style's notes come after the punctuation that follows their citation (`notes-after-punctuation:`,
    /// pandoc's, true by default).
    public var notesAfterPunctuation = true
    /// No bibliography is written, the citations not linked to one (`suppress-bibliography:`, pandoc's).
    public var suppressBibliography = false
    /// The direction pages turn as book.yaml says it (`page-progression:`);
    /// nil derives it (`effectivePageProgression`).
    public var pageProgression: PageProgression?
    /// The direction of the text on every page (`direction:`); nil takes the language's.
    public var direction: TextDirection?
    /// How lines run on every page (`writing-mode:`); nil leaves it to the stylesheets.
    public var writingMode: WritingMode?
    /// Reflowable or fixed layout, orientation and spreads.
    public var rendition = Rendition()
    /// The web address `sourceRoot` is published at: a relative link that
    /// leaves the book's folder is resolved against it and becomes a web link.
    public var linkBase: String?
    /// Code block languages → the prefix that hides a line (mdBook's hidden
    /// lines); `rust` hides `# ` lines as rustdoc does unless set otherwise.
    public var hiddenLinePrefixes: [String: String] = [:]
    /// mdBook's rules for a project built from book.toml: a link to a section
    /// that does not exist in an existing chapter is a warning (mdBook never
    /// checks them, and real books carry stale ones), not an error.
    public var lenientFragments = false
    /// The mdBook preprocessors book.toml runs whose syntax the build reads itself (`admonish`: mdbook-admonish's
    /// blocks are admonitions; `trpl-listing`: the Rust book's `<Listing>` is a captioned figure; `links`: mdBook's
    /// own `{{#include}}` and its kin, on unless book.toml turns mdBook's default preprocessors off).
    public var preprocessors: Set<String> = []
    /// A chapter's front matter whose keys are not epubbuild's own (a site generator's, a preprocessor's) is front
    /// matter: read, its keys warned of, its lines no text. False in an mdBook book that runs no preprocessor reading
    /// front matter (mdbook-course's `minutes:`): mdBook itself reads none, so there such a block is Markdown, a rule
    /// and the lines under it, as mdBook shows it.
    public var readsForeignFrontMatter = true
    /// mdbook-toc's settings (`[preprocessor.toc]`'s `marker` and `max-level`): the text a page's contents
    /// replace, and the deepest heading level they list.
    public var pageContents = PageContentsSettings()
    /// The titles the book's tool gives its admonitions, by kind as the marker writes it in lower case (`note` →
    /// `Hinweis`): gitbook-plugin-flexible-alerts' pluginsConfig. A kind not here keeps its English title.
    public var admonitionTitles: [String: String] = [:]
    /// The tool whose project this is, when it is not a book.yaml: its rules
    /// are the book's, as a book its own tool builds must build. Neither mdBook
    /// nor GitBook checks a link (one to a PDF or zip only the web site's
    /// build makes is common) or stops at an include it cannot carry out: both are warnings.
    public var tool: BookTool?
    /// What a template variable in a chapter stands for, by its expression
    /// (`book.version` → `2.1`): GitBook's book.json `variables` as `book.NAME`
    /// and its own keys as `config.KEY`, as GitBook fills them in before reading the Markdown.
    public var templateValues: [String: String] = [:]
    /// Fonts packaged whether or not a stylesheet names them (`fonts:`), absolute paths.
    public var fonts: [String] = []
    /// Fonts to obfuscate (OCF 3.3 §4.4; `obfuscate-fonts:` and a listed font's
    /// `obfuscate:`): every embedded font, or these files (absolute paths) —
    /// never those in `unobfuscatedFonts` (`obfuscate: false`).
    public var obfuscateAllFonts = false
    public var obfuscatedFonts: Set<String> = []
    public var unobfuscatedFonts: Set<String> = []
    /// The class reading systems give the element being read aloud (`media-active-class:`, `media:active-class`).
    public var mediaActiveClass: String?
    /// The edition whose page numbers the page list gives (`page-source:`, its ISBN): `pageBreakSource`.
    public var pageSource: String?
    /// The Markdown its chapters are written in (`from:`, pandoc's `-f`): GitHub's unless it says.
    public var markdownDialect = MarkdownDialect.gfm
    /// Where Markdown's TeX formulas are found (`math:`; mdBook's `mathjax-support`); nil finds none.
    public var math: MathDelimiters? = MathDelimiters()
    /// TeX macros every formula may use, `\\name` → its expansion (`math-macros:`; mdbook-katex's `macros` file).
    public var mathMacros: [String: String] = [:]
    /// Which display formulas are numbered, and where numbers and labels hold (`math: {numbering, labels}`;
    /// MathJax's configuration in an mdBook or Jekyll site).
    public var mathNumbering = MathNumbering()
    /// Whether `mathNumbering` was set by book.yaml or book.toml's `[output.epub]`, which a MathJax configuration
    /// found in the site's HTML does not override.
    public var mathNumberingIsExplicit = false
    /// The file they came from, if any: an input of the book, like its chapters (`--incremental`).
    public var mathMacrosFile: String?
    /// Colour code blocks in the languages a grammar reads (`highlight:`).
    public var highlight = true
    /// Number the sections through the book, 1, 1.1, 1.2, 2… as pandoc's `-N` (`number-sections:`); a heading
    /// marked `{-}` or `.unnumbered` is left out.
    public var numberSections = false
    /// Added to every heading's level, as pandoc's `--shift-heading-level-by` (`shift-heading-level-by:`).
    public var headingShift = 0
    /// Number captioned figures and listings per chapter (`figure-numbers:`, `listing-numbers:`).
    public var figureNumbers = false
    public var listingNumbers = false
    /// Read pandoc-crossref's references (`cross-references:`, pandoc's `--filter pandoc-crossref`): `@fig:x`,
    /// `[@tbl:a; @eq:b]`, `@sec:x` link to their targets and read their numbers; figures, tables and display
    /// formulas labelled `fig:`, `tbl:`, `eq:` are numbered through the book.
    public var crossReferences = false
    /// How those references and captions read: the filter's prefixes and delimiters (`cross-references:` as a
    /// mapping; a pandoc book's `figPrefix`, `rangeDelim`, …).
    public var crossReferenceStyle = CrossReferenceStyle()
    /// The word before a figure's and a listing's number, when the book says it (`figure-label: Abbildung`,
    /// `listing-label: Codebeispiel`); nil: the book's language's word (`words`).
    public var figureLabel: String?
    public var listingLabel: String?
    /// The book's own generated words (`words:`), by `GeneratedWords.fields`' names.
    public var wordOverrides: [String: String] = [:]

    /// The words the build writes itself, in the book's language, with the ones the book gives in their place
    /// (`words:`, and the contents' title, the figure and listing labels, which win).
    public var words: GeneratedWords {
        var words = GeneratedWords(language: metadata.language)
        for (name, path, _) in GeneratedWords.fields {
            if let word = wordOverrides[name] { words[keyPath: path] = word }
        }
        if let title = tableOfContents.title { words.contents = title }
        if let figureLabel { words.figure = figureLabel }
        if let listingLabel { words.listing = listingLabel }
        return words
    }
    /// What book.yaml says of the book's accessibility (`accessibility:`); the rest is derived from the content.
    public var accessibility: AccessibilityStatement?

    public init(specFile: String, directory: String, metadata: PublicationMetadata, contents: [ContentsEntry]) {
        self.specFile = specFile
        self.directory = directory
        self.sourceRoot = directory
        self.metadata = metadata
        self.contents = contents
    }

    /// The direction pages turn: as book.yaml says, else right to left for a
    /// language written right to left (Arabic, Hebrew, Persian, Urdu, …), a
    /// book whose `direction:` is `rtl` or one set vertically, as their readers
    /// expect; left to right for a book set `horizontal-tb`, or one in such a
    /// language whose `direction:` is `ltr`; nil says nothing.
    public var effectivePageProgression: PageProgression? {
        if let pageProgression { return pageProgression == .unspecified ? nil : pageProgression }
        // Vertical columns are read right to left, and so are their pages (Japanese books, manga).
        if writingMode == .verticalRL { return .rtl }
        if writingMode == .horizontalTB && direction != .rtl && !RightToLeftLanguages.contains(metadata.language) {
            return .ltr
        }
        let rightToLeftLanguage = RightToLeftLanguages.contains(metadata.language)
        switch direction {
        case .rtl: return .rtl
        // Said because a reading system may turn a Hebrew book's pages right to left unless told.
        case .ltr: return rightToLeftLanguage ? .ltr : nil
        case nil: return rightToLeftLanguage ? .rtl : nil
        }
    }

    /// Whether the font at `source` is obfuscated in the package.
    public func obfuscates(font source: String) -> Bool {
        !unobfuscatedFonts.contains(source) && (obfuscateAllFonts || obfuscatedFonts.contains(source))
    }

    /// Every chapter in reading order.
    public var chapters: [ChapterSpec] { contents.flatMap(\.chapters) }
}

/// A book tool whose projects epubbuild reads as they are (`BookSpec.tool`).
public enum BookTool: String, Equatable, Sendable {
    case mdBook = "mdBook"
    case gitBook = "GitBook"
    /// Markdown files given as pandoc takes them: pandoc checks no link and shows a formula it cannot read as TeX.
    case pandoc = "pandoc"
}
