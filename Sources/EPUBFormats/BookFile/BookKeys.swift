import EPUBModel
import EPUBSupport

/// book.yaml, key by key: each key's name, the value it takes, its default, an example and what it does. This is
/// the one place the format is defined. The loader takes its known keys and choices from here (an unknown key's
/// error lists them), the writer `unpack` uses (`BookSpecWriter`) its order, and the README's reference and
/// `schema/book.schema.json` (for editors' YAML language servers) are generated from it by `make generate`.
/// `BookKeysTests` proves the four agree: every key's example is read, written back and valid by the schema, and
/// every default is what the loader takes when the key is absent.
package struct BookKey: Sendable {
    package let name: String
    package let value: BookValue
    /// What the build takes when the key is absent, as book.yaml writes it; nil when absence means none, or a
    /// value the summary says is derived.
    package var defaultValue: String?
    /// A value the loader takes (YAML, flow style), shown in the README and loaded by the tests.
    package let example: String
    package let summary: String
    package var isRequired = false
    /// Another key of the same mapping this one needs beside it.
    package var requires: String?

    package init(
        _ name: String, _ value: BookValue, default defaultValue: String? = nil, example: String,
        required: Bool = false, requires: String? = nil, _ summary: String
    ) {
        self.name = name
        self.value = value
        self.defaultValue = defaultValue
        self.example = example
        self.isRequired = required
        self.requires = requires
        self.summary = summary
    }
}

/// The values a key takes, as the JSON Schema describes them.
package indirect enum BookValue: Sendable {
    /// Text, not empty.
    case text
    case flag
    case integer(ClosedRange<Int>)
    /// A number, whole or not (a series position, 2.5).
    case number
    case choice([String])
    /// Text of a form the loader checks: the pattern in JSON Schema's (ECMA-262) dialect, and the form in words.
    case pattern(String, form: String)
    /// A file or folder, relative to book.yaml.
    case path
    case list(BookValue)
    /// One value, or a list of them.
    case oneOrMore(BookValue)
    case either([BookValue])
    case mapping(BookMapping)
    /// An entry of a chapter list (a file, a chapter or a part): named, since a chapter's `chapters:` holds them.
    case chapterEntry
    /// An entry of a chapter's `toc:`, whose `children:` hold more.
    case tocEntry

    package static func choice<Choice: RawRepresentable & CaseIterable>(of type: Choice.Type) -> BookValue
    where Choice.RawValue == String {
        .choice(type.allCases.map(\.rawValue))
    }
}

/// A mapping of keys, named for the documents (`a chapter`, `toc`); any other key is an error unless `others`
/// says what its value is (`{isbn: …}`, a name in other scripts by language).
package struct BookMapping: Sendable {
    package let name: String
    package let keys: [BookKey]
    package var others: BookValue?

    package init(_ name: String, _ keys: [BookKey], others: BookValue? = nil) {
        self.name = name
        self.keys = keys
        self.others = others
    }
}

package enum BookKeys {
    /// One or more structural semantics terms, space-separated, each maybe prefixed (`frontmatter toc`, `z3998:poem`).
    nonisolated(unsafe) package static let structuralTerms =
        /[a-z][a-z0-9-]*(:[a-z][a-z0-9-]*)?( [a-z][a-z0-9-]*(:[a-z][a-z0-9-]*)?)*/
    /// The keys of book.yaml itself, in the order the writer writes them and the README lists them.
    package static let book = BookMapping("book.yaml", metadata + presentation + rendition + [chaptersKey])

    package static let metadata: [BookKey] = [
        BookKey(
            "title", .either([.text, .mapping(title)]), example: "A Field Guide to Urban Birds", required: true,
            "The book's title; or its titles by kind: {main, subtitle, short, collection, edition, expanded}"),
        BookKey("subtitle", .text, example: "Watching the City's Wild Neighbours", "The subtitle"),
        BookKey(
            "authors", .oneOrMore(.either([.text, .mapping(contributor)])), example: "[Jane Roe]",
            "The authors: names, or {name, file-as, role, alternate-script}"),
        BookKey(
            "contributors", .oneOrMore(.either([.text, .mapping(contributor)])),
            example: "[{name: Ann Artist, role: ill}]",
            "Other contributors, in the same form; `role` is a MARC relator code (ill, edt, trl, …)"),
        BookKey(
            "language", .oneOrMore(.text), default: "en", example: "en-GB",
            "A BCP 47 tag (`en` with a warning when absent); a list for a book in several, its main one first"),
        BookKey(
            "identifier",
            .oneOrMore(
                .either([
                    .text, .mapping(identifierAsWritten), .mapping(BookMapping("identifier kinds", [], others: .text)),
                ])),
            example: "urn:isbn:9780306406157",
            "`urn:isbn:`, `urn:uuid:` or any URI (a UUID from title and authors when absent); a list: the first is "
                + "the unique identifier. An ISBN is checked. An entry may name its kind: {isbn: …}, {doi: …}, "
                + "{catalogue: HLP-0042}; {as-written: …} keeps it byte for byte"),
        BookKey(
            "series", .oneOrMore(.either([.text, .mapping(series)])), example: "{name: City Nature, position: 2}",
            "The series or set the book belongs to: a name, {name, position, type: series|set}, or a list"),
        BookKey(
            "date", .pattern(#"^[0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?$"#, form: "YYYY, YYYY-MM or YYYY-MM-DD"),
            example: "2024-05-01",
            "Publication date: YYYY, YYYY-MM or YYYY-MM-DD (one written as people write dates, `May 5, 2020` or "
                + "`January 2024`, is taken in that form)"),
        BookKey(
            "publisher", .either([.text, .mapping(publisher)]), example: "Example Press",
            "The publisher: a name, or {name, file-as}"),
        BookKey("rights", .text, example: "CC BY 4.0", "The rights statement"),
        BookKey("description", .text, example: "A short blurb.", "A description of the book"),
        BookKey(
            "abstract", .text, example: "What the book is about.",
            "An abstract in Markdown, shown on the title page under its heading (`words: abstract`): paragraphs "
                + "apart by a blank line, keeping emphasis, code, sub- and superscripts and web links"),
        BookKey(
            "subjects", .oneOrMore(.either([.text, .mapping(subject)])),
            example: "[Birds, {name: Birds (ornithology), authority: THEMA, code: PSVW7}]",
            "Subjects: names, or {name, authority, code} with a BISAC or THEMA code or a scheme's web address"),
        BookKey(
            "source", .oneOrMore(.text), example: "urn:isbn:9780306406157",
            "What the book is derived from (dc:source)"),
        BookKey(
            "package-metadata", .list(.mapping(metadataEntry)),
            example: "[{link: cc:license, href: 'https://creativecommons.org/licenses/by/4.0/'}]",
            "Package metadata no other key writes, as written: {property, value}, {dc, value}, {link, href} or "
                + "{name, content} (unpack keeps an EPUB's here)"),
        BookKey(
            "prefixes", .mapping(BookMapping("vocabulary prefixes", [], others: .text)),
            example: "{cc: 'http://creativecommons.org/ns#'}",
            "The vocabularies package-metadata's names use, by prefix; EPUB's reserved ones (dcterms, schema, "
                + "marc, onix, media, rendition, a11y, xsd) and cc, foaf, se and ibooks need none"),
    ]

    package static let presentation: [BookKey] = [
        BookKey("cover", .path, example: "cover.png", "The cover image: JPEG, PNG, GIF, WebP or SVG"),
        BookKey(
            "cover-page", .flag, default: "true", example: "false",
            "false: declare the cover image but make no cover page"),
        BookKey(
            "css", .oneOrMore(.path), example: "[book.css]", "Stylesheets, linked after the default stylesheet"),
        BookKey(
            "fonts", .list(.either([.path, .mapping(font)])), example: "[Serif.otf]",
            "Fonts packaged whether or not a stylesheet names them (.otf, .ttf, .woff, .woff2); "
                + "{file, obfuscate} decides per font"),
        BookKey(
            "obfuscate-fonts", .either([.flag, .list(.path)]), default: "false", example: "true",
            "Obfuscate every embedded font (OCF 3.3 §4.4), or the fonts listed"),
        BookKey(
            "media-active-class", .text, example: "reading-now",
            "The class of the element being read aloud (media overlays); left out when no stylesheet styles it"),
        BookKey(
            "page-source", .text, example: "urn:isbn:9780306406157",
            "The print edition the page list follows (EPUB Accessibility 1.1 §5.1.3)"),
        BookKey(
            "accessibility", .mapping(accessibility), example: "{hazards: [none]}",
            "What only the book's maker can say of its accessibility; the rest is derived from the content"),
        BookKey("titlepage", .flag, default: "true", example: "false", "false drops the generated title page"),
        BookKey(
            "math", .either([.flag, .mapping(mathKeys)]), default: "true", example: "{numbering: all, labels: page}",
            "false: `$…$` and `$$…$$` stay text; or how the book's tool reads and numbers formulas: "
                + "{numbering: none, ams or all, labels: page or book, escapes: raw, commonmark or kramdown}"),
        BookKey(
            "math-macros", .either([.path, .mapping(BookMapping("macro names", [], others: .text))]),
            example: #"{'\RR': '\mathbb{R}'}"#,
            "TeX macros every formula may use: a mapping, or a file of `\\name:expansion` lines"),
        BookKey("highlight", .flag, default: "true", example: "false", "false: code blocks stay plain text"),
        BookKey(
            "hidden-lines", .mapping(BookMapping("languages", [], others: .text)), example: "{python: '~'}",
            "Code lines hidden from the reader, by language: the prefix that marks them (mdBook's `hidelines`); "
                + "Rust hides rustdoc's `# ` lines without it"),
        BookKey(
            "number-sections", .flag, default: "false", example: "true",
            "Number the sections through the book, 1, 1.1, 2, as pandoc's -N; `{-}` or `.unnumbered` leaves a "
                + "heading out"),
        BookKey(
            "shift-heading-level-by", .integer(-5...5), default: "0", example: "-1",
            "Added to every heading's level, as pandoc's --shift-heading-level-by: with -1 an h2 becomes an h1; a "
                + "heading shifted below h1 is a paragraph, and above h6 a paragraph of class heading"),
        BookKey(
            "figure-numbers", .flag, default: "false", example: "true",
            "Number captioned figures per chapter: \"Figure 3-2.\""),
        BookKey(
            "cross-references", .either([.flag, .mapping(crossReferenceKeys)]), default: "false",
            example: "{fig-prefix: [Figure, Figures]}",
            "Read pandoc-crossref's references (its --filter): @fig:x, @tbl:x, @eq:x, @sec:x and [@fig:a; @fig:b] "
                + "link to their targets and read as the filter writes them (\"fig. 1\", \"figs. 1-3\"); figures, "
                + "tables ({#tbl:x} in the caption), formulas ({#eq:x} after $$…$$) and sections labelled so are "
                + "numbered through the book, as the filter numbers them; a mapping sets the filter's prefixes and "
                + "delimiters"
        ),
        BookKey(
            "listing-numbers", .flag, default: "false", example: "true",
            "Number titled code blocks per chapter: \"Listing 3-2.\""),
        BookKey(
            "figure-label", .text, example: "Bild",
            "The word before a figure's number; by default the book's language's (Figure, Abbildung, 図)"),
        BookKey(
            "listing-label", .text, example: "Codebeispiel",
            "The word before a listing's number; by default the book's language's (Listing, Listato, リスト)"),
        BookKey(
            "from", .text, default: "gfm", example: "markdown+smart",
            "The Markdown the chapters are written in, as pandoc's -f names it: gfm (GitHub's), commonmark, or "
                + "markdown (pandoc's), with +extension/-extension switches"),
        BookKey("default-css", .flag, default: "true", example: "false", "false drops the default stylesheet"),
        BookKey(
            "notes", .choice(of: NoteStyle.self), default: "footnotes", example: "endnotes",
            "footnotes (pop-up asides) or endnotes (one section per chapter)"),
        BookKey(
            "remote", .choice(of: RemotePolicy.self), default: "link", example: "keep",
            "link: remote images and media become links; keep: remote audio and video stay remote"),
        BookKey(
            "templates", .path, example: "templates",
            "A folder whose files override the default templates by name"),
        BookKey(
            "resource-path", .oneOrMore(.path), example: "[images, shared]",
            "Folders where a chapter's images and other resources are looked for when they are not beside it "
                + "(pandoc's --resource-path)"),
        BookKey(
            "default-image-extension", .text, example: "svg",
            "The extension tried for an image written without one (`![A map](map)`), when no file has its name "
                + "(pandoc's --default-image-extension)"),
        BookKey(
            "bibliography", .oneOrMore(.path), example: "references.bib",
            "The bibliography citations ([@key]) are looked up in: CSL-JSON (.json), CSL-YAML (.yaml) or BibTeX "
                + "(.bib); one file or a list (pandoc's --bibliography)"),
        BookKey(
            "csl", .text, example: "ieee",
            "The citation style: a .csl file, or the name of a style of Debian's citation-style-language-styles "
                + "(pandoc's --csl); chicago-author-date when none is named"),
        BookKey(
            "nocite", .oneOrMore(.text), example: "'@*'",
            "Bibliography entries listed though never cited: keys written @key, several in one text or a list, or @* "
                + "for every entry (pandoc's nocite)"),
        BookKey(
            "reference-section-title", .text, example: "Bibliography",
            "The heading over the bibliography's entries when the book does not place them with ::: {#refs} "
                + "(pandoc's reference-section-title); the language's word for references by default"),
        BookKey(
            "suppress-bibliography", .flag, default: "false", example: "true",
            "No bibliography is written, the citations alone showing the works (pandoc's suppress-bibliography)"),
        BookKey(
            "notes-after-punctuation", .flag, default: "true", example: "false",
            "With a note style (Chicago's full-note), the punctuation after a citation goes before its note's mark "
                + "(pandoc's notes-after-punctuation)"),
        BookKey(
            "link-base", .pattern("^[Hh][Tt][Tt][Pp][Ss]?://[^ ]+$", form: "an http:// or https:// address"),
            example: "https://example.org/book/",
            "Where the book's folder is published: links leaving it become web links"),
        BookKey(
            "lenient-fragments", .flag, default: "false", example: "true",
            "A link to an id its page lacks goes to that page, with a warning"),
        BookKey("toc", .mapping(tableOfContents), example: "{depth: 3}", "The table of contents"),
        BookKey(
            "words", .mapping(words), example: "{back-to-content: Zum Text}",
            "The words the build writes itself, in place of the book's language's"),
        BookKey(
            "split", .integer(1...6), example: "2",
            "Start a new document at every heading of this level or above, in every Markdown chapter"),
    ]

    package static let rendition: [BookKey] = [
        BookKey(
            "page-progression", .choice(of: PageProgression.self), example: "rtl",
            "The direction pages turn: ltr, rtl, or default (none written); rtl for a right-to-left language"),
        BookKey(
            "direction", .choice(of: TextDirection.self), example: "rtl",
            "The text direction of every page; the language's when absent"),
        BookKey(
            "writing-mode", .choice(of: WritingMode.self), example: "vertical-rl",
            "vertical-rl (CJK set vertically; pages turn right to left), vertical-lr or horizontal-tb"),
        BookKey(
            "layout", .choice(of: Rendition.Layout.self), default: "reflowable", example: "pre-paginated",
            "reflowable, or pre-paginated (fixed layout)"),
        BookKey(
            "orientation", .choice(of: Rendition.Orientation.self), default: "auto", example: "portrait",
            "auto, portrait or landscape"),
        BookKey(
            "spread", .choice(of: Rendition.Spread.self), default: "auto", example: "none",
            "When two pages show side by side: auto, none, landscape or both"),
        BookKey(
            "viewport", .pattern("^[1-9][0-9]{0,4} *[x×] *[1-9][0-9]{0,4}$", form: "WIDTHxHEIGHT"),
            example: "1200x1600",
            "The page size, in CSS pixels, of fixed-layout pages whose source names none"),
        BookKey(
            "pages", .oneOrMore(.either([.path, .mapping(picturePage)])), example: "pages",
            "A picture book from images, instead of `chapters`: a folder, or a list of images, folders and "
                + "{file, title}"),
        BookKey(
            "first-page", .choice(["right", "left"]), example: "left", requires: "pages",
            "The side of the spread a picture book's first page takes (right, or left for right-to-left books)"),
    ]

    package static let chaptersKey = BookKey(
        "chapters", .either([.list(.chapterEntry), .mapping(summary)]), example: "[chapter.md]",
        "The reading order (required, unless `pages` makes a picture book): files, {file, …} chapters and "
            + "{part, chapters} parts; or {summary: SUMMARY.md}")

    /// An entry of a chapter list: a file, a chapter, or a part.
    package static let chapterEntry = BookValue.either([.path, .mapping(chapter), .mapping(part)])

    /// `math:` as a mapping: MathJax's equation numbering (`autoNumber`, `tags`) and where it holds.
    package static let crossReferenceKeys = BookMapping(
        "cross-references",
        CrossReferenceStyle.settings.map { setting in
            let isPrefix = CrossReferenceStyle.kind(ofPrefixSetting: setting.name) != nil
            let isFlag = setting.name == "chapters"
            return BookKey(
                setting.name, isPrefix ? .oneOrMore(.text) : isFlag ? .flag : .text,
                default: Self.crossReferenceDefault(setting.name),
                example: isPrefix ? "[Figure, Figures]" : isFlag ? "true" : "' and '",
                isPrefix
                    ? "The words before the numbers (pandoc-crossref's \(setting.filterName)): one, or one for each count "
                        + "of references in a group, the last for any more"
                    : isFlag
                        ? "Number figures, tables, formulas and listings per chapter, \"fig. 2.3\" (pandoc-crossref's "
                            + "chapters): each top-level heading is a chapter"
                        : "pandoc-crossref's \(setting.filterName)")
        })

    private static func crossReferenceDefault(_ name: String) -> String {
        let style = CrossReferenceStyle()
        if let kind = CrossReferenceStyle.kind(ofPrefixSetting: name) {
            return "[" + (style.prefixes[kind] ?? []).joined(separator: ", ") + "]"
        }
        if name == "chapters" { return "false" }
        return "'" + (style[delimiter: name] ?? "") + "'"
    }

    package static let mathKeys = BookMapping(
        "math",
        [
            BookKey(
                "numbering", .choice(of: MathNumbering.Numbered.self), default: "none", example: "ams",
                "Which display formulas get a number: only those with `\\tag` (none), the AMS environments "
                    + "(ams: equation, align, gather, multline…, not starred), or every one (all)"),
            BookKey(
                "labels", .choice(of: MathNumbering.Scope.self), default: "book", example: "page",
                "Where numbers count from 1 and a `\\label` is known: each page, as MathJax on a web site "
                    + "(the default for an mdBook or Jekyll site's MathJax), or the whole book"),
            BookKey(
                "escapes", .choice(of: MathEscapes.self), default: "raw", example: "kramdown",
                "The backslash escapes the source's Markdown tool undoes before TeX reads a formula: raw (none: GitHub, "
                    + "mdbook-katex, pandoc), commonmark (MathJax reading the HTML), kramdown (Jekyll: `\\*` is `*` in `$…$`)"
            ),
        ])

    package static let chapter = BookMapping(
        "chapter",
        [
            BookKey(
                "file", .path, example: "chapter.md", required: true,
                "Markdown (.md, .markdown), XHTML (.xhtml, .xht, .xml), HTML (.html, .htm) or a picture"),
            BookKey("title", .text, example: "Introduction", "Overrides the title from the chapter's first heading"),
            BookKey(
                "format", .choice(of: ChapterSpecFields.Format.self), example: "xhtml",
                "What the file is, when its name does not say it (`chapter2`, `notes.txt`)"),
            BookKey(
                "type", .text, default: "chapter", example: "preface",
                "Its `epub:type`: a structural semantics term (preface, appendix, …)"),
            BookKey("linear", .flag, default: "true", example: "false", "false: in the spine with `linear=\"no\"`"),
            BookKey("id", .text, example: "intro", "The name of its document (text/intro.xhtml)"),
            BookKey("split", .integer(1...6), example: "3", "A new document at every heading of this level or above"),
            BookKey(
                "page-spread", .choice(of: PageSpread.self), example: "right",
                "The side of a spread its page takes (fixed layout)"),
            BookKey("layout", .choice(of: Rendition.Layout.self), example: "pre-paginated", "Its own layout"),
            BookKey(
                "orientation", .choice(of: Rendition.Orientation.self), example: "landscape", "Its own orientation"),
            BookKey("spread", .choice(of: Rendition.Spread.self), example: "both", "Its own spread"),
            BookKey(
                "toc", .either([.flag, .list(.tocEntry)]), example: "false",
                "false leaves it out of the contents; a list of {title, anchor, children} gives its entries"),
            BookKey(
                "toc-parent", .text, example: "section-2",
                "On a nested chapter: the anchor of the parent's `toc:` entry its entries sit below (for an entry "
                    + "without an anchor, its title; the last entry so titled)"),
            BookKey(
                "media-overlay", .path, example: "chapter.smil", "The SMIL document that reads it aloud, with its audio"
            ),
            BookKey(
                "landmarks", .list(.mapping(landmark)), example: "[{type: loi, title: Plates}]",
                "Landmarks in the chapter: {type, title, anchor}"),
            BookKey(
                "pages", .list(.mapping(pageTarget)), example: #"[{label: "12"}]"#,
                "Where the print edition's pages begin in it: {label, anchor}"),
            BookKey(
                "chapters", .list(.chapterEntry), example: "[nested.md]", "Chapters nested below it in the contents"),
        ])

    package static let part = BookMapping(
        "part",
        [
            BookKey("part", .text, example: "Part One", required: true, "The part's title: a divider page"),
            BookKey("chapters", .list(.chapterEntry), example: "[chapter.md]", required: true, "Its chapters"),
        ])

    package static let summary = BookMapping(
        "summary",
        [
            BookKey("summary", .path, example: "SUMMARY.md", required: true, "A GitBook or mdBook SUMMARY.md")
        ])

    package static let title = BookMapping(
        "titles",
        [
            BookKey("main", .text, example: "Birds", required: true, "The main title"),
            BookKey("subtitle", .text, example: "A Guide", "The subtitle"),
            BookKey("file-as", .text, example: "Birds", "The main title as it sorts (a Japanese title's reading)"),
        ]
            + PublicationTitle.Kind.allCases.map { kind in
                BookKey(kind.rawValue, .text, example: titleExamples[kind] ?? "Birds", "A title of this kind")
            })

    /// An identifier kept byte for byte, as `unpack` writes one the other forms would change or refuse.
    package static let identifierAsWritten = BookMapping(
        "identifier as written",
        [
            BookKey(
                "as-written", .text, example: "978-0-306-40615-7", required: true,
                "The identifier, byte for byte: an ISBN is not made `urn:isbn:978…`, and is checked only as `kind` says"
            ),
            BookKey("kind", .text, example: "isbn", "Its kind, when it has one: isbn, doi, uuid or a word of your own"),
        ])

    package static let publisher = BookMapping(
        "publisher",
        [
            BookKey("name", .text, example: "Example Press", required: true, "The publisher's name"),
            BookKey("file-as", .text, example: "Example Press", "The name as it sorts"),
        ])

    /// An example of each kind of title (EPUB 3.3 §D.3.18, `title-type`).
    private static let titleExamples: [PublicationTitle.Kind: String] = [
        .short: "Urban Birds", .collection: "City Nature", .edition: "Second Edition",
        .expanded: "A Field Guide to Urban Birds: Watching the City's Wild Neighbours",
    ]

    package static let contributor = BookMapping(
        "person",
        [
            BookKey("name", .text, example: "Jane Roe", required: true, "The name"),
            BookKey("file-as", .text, example: "Roe, Jane", "The name as it sorts"),
            BookKey(
                "role", .oneOrMore(.pattern("^[a-z]{3}$", form: "three lower-case letters")), example: "ill",
                "A MARC relator code, or a list of them for one credited as several ([bkd, pfr])"),
            BookKey(
                "alternate-script", .mapping(BookMapping("languages", [], others: .text)), example: "{ja: 夏目漱石}",
                "The name in other scripts, by language"),
        ])

    package static let series = BookMapping(
        "series",
        [
            BookKey("name", .text, example: "City Nature", required: true, "The series' name"),
            BookKey("position", .either([.text, .number]), example: "2", "The book's place in it"),
            BookKey(
                "type", .choice(of: PublicationCollection.Kind.self), default: "series", example: "set",
                "series or set"),
        ])

    package static let metadataEntry = BookMapping(
        "package metadata entry",
        [
            BookKey("property", .text, example: "dcterms:license", "An EPUB 3 `<meta property>`, by its prefixed name"),
            BookKey("dc", .text, example: "relation", "A Dublin Core element, by its name (relation, coverage, type)"),
            BookKey("link", .text, example: "cc:license", "A `<link>`, by its rel"),
            BookKey("name", .text, example: "calibre:timestamp", "An EPUB 2 `<meta name>`"),
            BookKey("value", .text, example: "https://example.org/license", "The text of a property or element"),
            BookKey("href", .text, example: "https://example.org/license", "A link's web address"),
            BookKey("content", .text, example: "2024-05-01T10:00:00+00:00", "An EPUB 2 meta's content"),
            BookKey("lang", .text, example: "en", "The language of the text"),
            BookKey("scheme", .text, example: "onix:codelist5", "The scheme a property's value is drawn from"),
        ])

    package static let subject = BookMapping(
        "subject",
        [
            BookKey("name", .text, example: "Birds", required: true, "The name readers see"),
            BookKey("authority", .text, example: "BISAC", "BISAC, THEMA, or a scheme's name or web address"),
            BookKey("code", .text, example: "NAT004000", "The subject's code in that scheme"),
        ])

    package static let words = BookMapping(
        "words",
        GeneratedWords.fields.map { field in
            BookKey(field.name, .text, example: "'\(GeneratedWords(language: "de")[keyPath: field.path])'", field.what)
        })

    package static let font = BookMapping(
        "font",
        [
            BookKey("file", .path, example: "Serif.otf", required: true, "The font file"),
            BookKey("obfuscate", .flag, example: "false", "Obfuscate it, whatever `obfuscate-fonts` says"),
        ])

    package static let accessibility = BookMapping(
        "accessibility",
        [
            BookKey("summary", .text, example: "Every figure is described.", "Replaces the summary the build writes"),
            BookKey(
                "hazards", .oneOrMore(.choice(AccessibilityStatement.hazardTerms)), example: "[none]",
                "schema.org accessibilityHazard terms, none repeated or contradicting another (`none` and `unknown` stand alone; of each hazard, one of its three terms)"
            ),
            BookKey(
                "conforms-to", .text, example: "EPUB Accessibility 1.1 - WCAG 2.1 Level AA", "A conformance statement"),
            BookKey("certified-by", .text, example: "Example Accessibility Lab", "Who certified it"),
            BookKey(
                "certifier-credential", .text, example: "Accredited", requires: "certified-by",
                "The certifier's credential"),
        ])

    package static let tableOfContents = BookMapping(
        "toc",
        [
            BookKey(
                "depth", .integer(1...6), default: "2", example: "3",
                "1: chapters only; 2: and their sections; … up to 6"),
            BookKey(
                "title", .text, example: "Inhalt",
                "The heading of the navigation document; by default the book's language's word (Contents, Inhalt, 目次)"),
            BookKey(
                "in-spine", .flag, default: "false", example: "true",
                "true also places the contents page in the reading order"),
        ])

    package static let tocEntry = BookMapping(
        "toc entry",
        [
            BookKey("title", .text, example: "Introduction", required: true, "The entry's text"),
            BookKey("anchor", .text, example: "intro", "The id it leads to; the document's top when absent"),
            BookKey("children", .list(.tocEntry), example: "[]", "Entries below it"),
        ])

    package static let pageTarget = BookMapping(
        "page",
        [
            BookKey("label", .text, example: "12", required: true, "The page's number as printed (12, xiv)"),
            BookKey("anchor", .text, example: "page-12", "Where it begins; the document's top when absent"),
        ])

    package static let landmark = BookMapping(
        "landmark",
        [
            BookKey("type", .text, example: "loi", required: true, "A structural semantics term (bodymatter, loi, …)"),
            BookKey("title", .text, example: "Plates", "Its title; the type when absent"),
            BookKey("anchor", .text, example: "plates", "Where it is; the document's top when absent"),
        ])

    package static let picturePage = BookMapping(
        "picture page",
        [
            BookKey("file", .path, example: "page-1.png", required: true, "The image"),
            BookKey("title", .text, example: "The city at dawn", "Its text alternative and contents entry"),
        ])

    /// The names of `mapping`'s keys, as `YAMLField.mapping(known:)` takes them.
    package static func names(_ mapping: BookMapping) -> [String] { mapping.keys.map(\.name) }
}
