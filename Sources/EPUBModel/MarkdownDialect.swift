/// Which Markdown a book's chapters are written in, as pandoc names them (`-f`/`--from`, book.yaml `from:`):
/// `gfm` (GitHub's, the default), `commonmark`, or `markdown` (pandoc's own), each with pandoc's `+ext`/`-ext`
/// switches: `markdown+smart-tex_math_dollars`, `gfm-autolink_bare_uris`.
///
/// GitHub's is the default because it is what Markdown on disk is mostly written in (READMEs, mdBook, GitBook,
/// Jekyll's kramdown in GFM mode); a pandoc user's `-f markdown` is one flag away.
public struct MarkdownDialect: Equatable, Sendable {
    public enum Base: String, CaseIterable, Sendable {
        case gfm
        case commonmark
        /// pandoc's Markdown.
        case markdown
    }

    /// The extensions this build reads, by pandoc's names.
    public enum Extension: String, CaseIterable, Sendable {
        case pipeTables = "pipe_tables"
        case strikeout
        case autolinkBareURIs = "autolink_bare_uris"
        case taskLists = "task_lists"
        case footnotes
        case superscript
        case `subscript`
        /// `==highlighted==` as `<mark>` (off unless asked for, as in pandoc).
        case mark
        case smart
        case texMathDollars = "tex_math_dollars"
        /// GitHub's alerts, `> [!NOTE]`: read as admonitions in every dialect (`Admonitions`), so named here to be
        /// known, not to switch anything.
        case alerts
        case inlineNotes = "inline_notes"
        case fencedDivs = "fenced_divs"
        case definitionLists = "definition_lists"
        case simpleTables = "simple_tables"
        case tableCaptions = "table_captions"
        case gridTables = "grid_tables"
        case multilineTables = "multiline_tables"
        case citations
        case lineBlocks = "line_blocks"
        case fancyLists = "fancy_lists"
        case exampleLists = "example_lists"
        case startnum
        case rawAttribute = "raw_attribute"
        case bracketedSpans = "bracketed_spans"
        case linkAttributes = "link_attributes"
        case texMathSingleBackslash = "tex_math_single_backslash"
        case texMathDoubleBackslash = "tex_math_double_backslash"
        case rawTeX = "raw_tex"
        case inlineCodeAttributes = "inline_code_attributes"
        case markdownInHTMLBlocks = "markdown_in_html_blocks"
        case implicitFigures = "implicit_figures"
        case blankBeforeHeader = "blank_before_header"
        case blankBeforeBlockquote = "blank_before_blockquote"
        case implicitHeaderReferences = "implicit_header_references"
        /// GitHub's `:smile:` shortcodes (`Emoji`).
        case emoji
        /// Attributes on a line of their own before a block (`{.class}`), `commonmark_x`'s (`BlockAttributes`).
        case attributes
        /// pandoc's metadata blocks, wherever they are in a file.
        case yamlMetadataBlock = "yaml_metadata_block"
        /// A list may begin right under a paragraph's line (off in pandoc's Markdown, `BlankLinesBefore`).
        case listsWithoutPrecedingBlankline = "lists_without_preceding_blankline"
        /// A line break in a paragraph is a line break (`<br/>`).
        case hardLineBreaks = "hard_line_breaks"
        /// A line break between two East Asian wide characters is nothing.
        case eastAsianLineBreaks = "east_asian_line_breaks"
    }

    public var base: Base
    public private(set) var extensions: Set<Extension>
    /// As the book or the command line wrote it, for writing it back.
    public private(set) var written: String
    /// Extensions pandoc knows that were asked for and this build does not read yet: each is a warning.
    public private(set) var unread: [String] = []

    public static let gfm = MarkdownDialect(base: .gfm)

    public init(base: Base) {
        self.base = base
        extensions = Self.defaults(of: base)
        written = base.rawValue
    }

    /// pandoc's other names for these dialects, as the nearest one read here: `markdown_github` is GitHub's,
    /// `commonmark_x` CommonMark with pandoc's extensions (those pandoc 2.17's `--list-extensions` lists for it),
    /// `markdown_strict` Markdown.pl's (read as CommonMark's,
    /// its successor), MultiMarkdown's and PHP Markdown Extra's as pandoc's.
    private static let aliases: [String: (Base, [Extension])] = [
        "markdown_github": (.gfm, []),
        "commonmark_x": (
            .commonmark,
            [
                .pipeTables, .strikeout, .footnotes, .superscript, .subscript, .smart, .texMathDollars, .attributes,
                .bracketedSpans, .definitionLists, .fancyLists, .fencedDivs, .implicitHeaderReferences, .rawAttribute,
                .rawTeX, .taskLists, .emoji, .inlineCodeAttributes, .linkAttributes, .yamlMetadataBlock,
            ]
        ),
        "markdown_strict": (.commonmark, []),
        "markdown_mmd": (.markdown, []),
        "markdown_phpextra": (.markdown, []),
    ]

    /// Every name `parse` takes for a dialect.
    public static var names: [String] { Base.allCases.map(\.rawValue) + aliases.keys.sorted() }

    /// `text` as pandoc's `--from` takes it; nil (and the reason) when it names no dialect or no extension.
    public static func parse(_ text: String) -> Result<MarkdownDialect, ParseError> {
        let name = String(text.prefix { $0 != "+" && $0 != "-" })
        var dialect: MarkdownDialect
        if let base = Base(rawValue: name) {
            dialect = MarkdownDialect(base: base)
        } else if let (base, added) = aliases[name] {
            dialect = MarkdownDialect(base: base)
            dialect.extensions.formUnion(added)
        } else {
            return .failure(.unknownBase(name))
        }
        dialect.written = text
        var rest = text.dropFirst(name.count)
        while let sign = rest.first {
            let switched = String(rest.dropFirst().prefix { $0 != "+" && $0 != "-" })
            rest = rest.dropFirst(1 + switched.count)
            if let known = Extension(rawValue: switched) {
                if sign == "+" { dialect.extensions.insert(known) } else { dialect.extensions.remove(known) }
            } else if pandocExtensions.contains(switched) {
                if sign == "+" { dialect.unread.append(switched) }
            } else {
                return .failure(.unknownExtension(switched))
            }
        }
        return .success(dialect)
    }

    public enum ParseError: Error, Equatable {
        case unknownBase(String)
        case unknownExtension(String)
    }

    /// What each dialect reads when no switch is given (pandoc's `--list-extensions=FORMAT`, the parts read here).
    private static func defaults(of base: Base) -> Set<Extension> {
        switch base {
        case .gfm:
            [.pipeTables, .strikeout, .autolinkBareURIs, .taskLists, .footnotes, .texMathDollars, .alerts, .emoji]
        case .commonmark: []
        case .markdown:
            [
                .pipeTables, .strikeout, .footnotes, .superscript, .`subscript`, .smart, .texMathDollars, .inlineNotes,
                .fencedDivs, .definitionLists, .simpleTables, .tableCaptions, .gridTables, .multilineTables, .citations,
                .lineBlocks, .fancyLists, .exampleLists, .startnum,
                .rawAttribute, .bracketedSpans, .linkAttributes, .taskLists, .rawTeX,
                .inlineCodeAttributes, .markdownInHTMLBlocks, .implicitFigures, .blankBeforeHeader,
                .blankBeforeBlockquote, .implicitHeaderReferences, .yamlMetadataBlock,
            ]
        }
    }

    /// pandoc's other extension names (pandoc 3, `--list-extensions`): asked for, each is read as the base reads
    /// it, with a warning, rather than refused.
    public static let pandocExtensions: Set<String> = [
        "abbreviations", "all_symbols_escapable", "angle_brackets_escapable", "ascii_identifiers",
        "auto_identifiers", "backtick_code_blocks",
        "compact_definition_lists",
        "escaped_line_breaks", "fenced_code_attributes",
        "fenced_code_blocks", "gfm_auto_identifiers", "gutenberg",
        "header_attributes", "ignore_line_breaks",
        "intraword_underscores", "latex_macros",
        "literate_haskell", "markdown_attribute",
        "mmd_header_identifiers", "mmd_link_attributes", "mmd_title_block",
        "native_divs", "native_spans", "old_dashes", "pandoc_title_block", "raw_html",
        "rebase_relative_paths", "short_subsuperscripts", "shortcut_reference_links",
        "space_in_atx_header", "sourcepos", "spaced_reference_links", "tex_math_gfm",
        "wikilinks_title_after_pipe",
        "wikilinks_title_before_pipe",
    ]
}
