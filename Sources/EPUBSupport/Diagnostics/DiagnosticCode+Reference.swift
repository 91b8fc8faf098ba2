/// What each code reports, and the stages that report it: the manual's table of codes (docs/building.md) is made from
/// this
/// (`make generate`), and `DiagnosticCodeTests` checks that every code has one entry and the table is current.
extension DiagnosticCode {
    public struct Entry: Sendable {
        public let code: DiagnosticCode
        public let stages: [BuildStage]
        /// What it reports, in Markdown.
        public let summary: String

        init(_ code: DiagnosticCode, _ stages: [BuildStage], _ summary: String) {
            self.code = code
            self.stages = stages
            self.summary = summary
        }
    }

    /// Every code, in the order the manual lists them.
    public static let reference: [Entry] = [
        Entry(
            .bookFileUnreadable, [.load],
            "book.yaml does not exist or is not UTF-8, or a folder given to `build` holds no book file"),
        Entry(.yamlSyntax, [.load, .ingest], "book.yaml, front matter or SUMMARY.md cannot be parsed"),
        Entry(.metadataXMLSyntax, [.load], "pandoc's --epub-metadata file is not well-formed XML"),
        Entry(
            .bibliographySyntax, [.load],
            "a bibliography (`bibliography:`, `--bibliography`) that cannot be read: malformed CSL-JSON, CSL-YAML or BibTeX, an entry without an id or key, an unknown extension"
        ),
        Entry(
            .duplicateCitationKey, [.load],
            "a citation key that two bibliography entries have (in two files, or twice in one), at the later, naming the earlier: citations cite the later, as pandoc does (warning)"
        ),
        Entry(
            .cslSyntax, [.load],
            "a citation style (`csl:`, `--csl`) that is not a CSL 1.0 style: no such file or installed style, malformed XML, no `<style>` root"
        ),
        Entry(
            .unknownKey, [.load, .ingest],
            "a key book.yaml does not know (the message lists the known ones); in front matter, a warning"),
        Entry(.duplicateKey, [.load], "a key given twice in one mapping"),
        Entry(.missingKey, [.load], "a required key is absent (`title`, `chapters`, a chapter's `file`, …)"),
        Entry(.invalidValue, [.load], "a value of the wrong kind or out of range (language, date, role, depth, …)"),
        Entry(.unknownType, [.load], "a chapter `type` outside the EPUB structural semantics vocabulary"),
        Entry(.missingFile, [.load], "a chapter, cover, stylesheet, summary or templates folder that does not exist"),
        Entry(.unsupportedChapterFormat, [.load], "a chapter that is not Markdown, XHTML or HTML"),
        Entry(.duplicateChapter, [.load], "a file listed twice in the reading order"),
        Entry(.noChapters, [.load], "`chapters` lists nothing"),
        Entry(.missingLanguage, [.load], "no `language`; `en` is used (warning)"),
        Entry(
            .unregisteredLanguage, [.load],
            "a `language` that is well-formed but names no registered language (`english`, `xx`, `eng`) (warning)"),
        Entry(
            .wordsInEnglish, [.load],
            "a `language` the table of the words the build writes lacks (`sw`, `hu`): they are English's (warning)"),
        Entry(
            .summaryEntrySkipped, [.load, .resolve],
            "a SUMMARY.md entry with no file, an external link or a repeat; a contents entry that points back before the one above it, which reading systems could not follow in reading order (warning)"
        ),
        Entry(
            .emptyContents, [.resolve],
            "every chapter left out of the contents (`toc: false`): the navigation document must list one, so it lists the first page of the reading order (warning)"
        ),
        Entry(
            .summaryEntryWithoutExtension, [.load],
            "a SUMMARY.md entry naming a file without its extension (`./remotes`), read as `remotes.md` (warning)"),
        Entry(.listUnreadable, [.load], "the `--from` list cannot be read"),
        Entry(
            .preprocessorNotRun, [.load],
            "a book.toml `[preprocessor.X]` other than mdBook's built-in ones; epubbuild runs no commands (warning)"),
        Entry(
            .mathConfigurationUnread, [.load],
            "a MathJax configuration in the site's HTML (mdBook theme or additional-js, Jekyll include) whose numbering, delimiters or macros are not literal values epubbuild can read (warning)"
        ),
        Entry(
            .scriptConfigurationUnread, [.load],
            "a GitBook book.js whose settings are computed when GitBook runs it (`require('./package.json').version`), or that exports no object written out: those settings are not read (warning)"
        ),
        Entry(.chapterUnreadable, [.ingest], "a chapter file cannot be read"),
        Entry(
            .invalidUTF8, [.load, .ingest],
            "a chapter (or a Markdown file given as pandoc takes them) is not UTF-8 and declares no other encoding; the position of the first bad byte is given"
        ),
        Entry(
            .encodingConverted, [.ingest, .resolve, .extract],
            "warning: a chapter or stylesheet in another encoding it declares (a byte order mark, `@charset \"Shift_JIS\";`, `<?xml … encoding=\"EUC-JP\"?>`, an HTML `<meta charset>`) was converted to UTF-8, which EPUB 3.3 requires"
        ),
        Entry(
            .malformedXHTML, [.ingest],
            "an XHTML chapter is not well-formed, an HTML one cannot be parsed, or its elements nest deeper than 256 levels (where the parser would drop the rest)"
        ),
        Entry(.undefinedEntity, [.ingest, .open], "a named entity no (X)HTML DTD defines"),
        Entry(
            .entityDeclaration, [.ingest, .open, .extract],
            "a document's DOCTYPE declares an external or parameter entity (XXE), or entities that expand more than tenfold (billion laughs): an error; `unpack` expanding a document's own plain entities into its text: a warning"
        ),
        Entry(
            .htmlElementReplaced, [.ingest],
            "an element EPUB does not allow became an allowed one, its name kept as a class (warning)"),
        Entry(
            .htmlAttributeReplaced, [.ingest],
            "an obsolete or unknown attribute became a style, id or `data-` attribute (warning)"),
        Entry(
            .htmlContentDropped, [.ingest], "head content with no place in a chapter (`<meta>`, `<base>`, …) (warning)"),
        Entry(.htmlCommentRewritten, [.ingest], "a comment containing `--` was rewritten (warning)"),
        Entry(
            .htmlStructureRepaired, [.ingest],
            "content where HTML's content model does not allow it, repaired (see [Raw HTML structure](content.md#raw-html-structure)) (warning)"
        ),
        Entry(
            .htmlStructureInvalid, [.ingest],
            "block content (a list, a table) inside an element that takes only phrasing content and has no parent to leave it for (a chapter's body never: there the element is split around the block)"
        ),
        Entry(
            .missingAlt, [.resolve],
            "an image (or a picture chapter) without a text alternative (warning; the image gets `alt=\"\"`, and the book makes no `alternativeText` claim)"
        ),
        Entry(
            .unlistedDocument, [.ingest],
            "a linked Markdown/HTML file outside the chapter list was added as non-linear (warning)"),
        Entry(
            .mathFailed, [.ingest],
            "a TeX formula KaTeX cannot convert (KaTeX's message, at the formula), or KaTeX is not installed for a book with math"
        ),
        Entry(
            .mathUnclosed, [.ingest],
            "a `$$` that opens a display formula nothing closes before a code block, a heading or the chapter's end (warning; the `$$` stays text)"
        ),
        Entry(
            .directiveNotRendered, [.ingest],
            "template or plugin syntax an EPUB cannot render (a GitBook exercise's solution, an mdBook preprocessor's `{{%…}}` or unknown `{{#…}}` directive, a Liquid tag or variable), removed: one warning per kind for the whole book, at the first, with the count (see [GitBook, HonKit and Jekyll tags](sources.md#gitbook-honkit-and-jekyll-tags))"
        ),
        Entry(
            .markdownNotRead, [.ingest],
            "a construct of pandoc's Markdown (`from: markdown`) that epubbuild does not read — a grid table whose borders leave text outside its cells, which pandoc would drop — kept as the text CommonMark makes of it: one warning per kind for the book, at the first, with the count; and a bibliography given to a book whose Markdown reads no citations (not `from: markdown`)"
        ),
        Entry(
            .citationNotFound, [.resolve],
            "a citation (`[@key]`, `@key`) whose key no entry of the bibliography has: it shows as the key in bold followed by `?`, as pandoc writes it (warning)"
        ),
        Entry(
            .rawFormatLeftOut, [.ingest],
            "pandoc Markdown's raw content of a format an EPUB does not hold (```` ```{=latex} ````, `` `x`{=openxml} ``; `{=html}` and `{=epub}` are written as they are), left out as pandoc's EPUB writer leaves it out: one warning per format for the book, at the first, with the count"
        ),
        Entry(
            .noteLeftOut, [.ingest],
            "a footnote definition no reference uses, or a second definition of a label, left out as GitHub and pandoc leave it: one warning per kind for the book, at the first, with the count"
        ),
        Entry(
            .diagramNotRendered, [.ingest],
            "a diagram written as code (```` ```mermaid ````, `svgbob`, or `dot` without Graphviz installed, `plantuml` without PlantUML installed) that is not drawn: its source is kept in a `<figure>` that says so; one warning per kind for the book, with the count. A PlantUML diagram that PlantUML refuses (its syntax), that would include a file or an address, or that needs Graphviz when it is not installed, is one warning at its fence"
        ),
        Entry(
            .directiveFailed, [.ingest],
            "an mdBook `{{#include}}` (or other directive) whose file does not exist, a cycle, or nesting over 10 levels (warning under `--lenient`, and in an mdBook or GitBook project, whose tool logs it and builds the page without it); a line range that selects no line or an anchor that does not exist (warning: nothing is included, as in mdBook)"
        ),
        Entry(
            .brokenLink, [.resolve, .transform],
            "a link, toc anchor or contents entry whose file or id does not exist, or a relative link leaving the book's folder without a `link-base` (warning under `--lenient`; a missing fragment in an mdBook project, and an empty link `[text]()`, are warnings); in Transform, an id reference (`aria-labelledby`, `<label for>`…) to an id its page does not have, which HTML wants in the same document: kept to the ids it has, or as `data-NAME` (warning)"
        ),
        Entry(
            .duplicateID, [.resolve],
            "an id the author wrote twice in one file, at the second place, naming the first: the second is renamed, and links go to the first (warning); a footnote whose generated id the author's element has is renamed without a word, its reference following it"
        ),
        Entry(
            .linkOutsideBook, [.resolve],
            "a link to an existing file that is not part of the book; its text is kept (warning)"),
        Entry(
            .unfollowableLink, [.resolve],
            "a link whose scheme no reader follows (not `http`, `https`, `ftp`, `mailto` or `tel`: `std::process::Termination`, `int:pk`, `file:`, `data:`), or a web address no browser opens (`http://`, a port past 65535); its text is kept (warning). A web address written as a browser reads it (`https:/x` as `https://x`) is told too"
        ),
        Entry(.missingResource, [.resolve], "an image, stylesheet, font or media file that does not exist"),
        Entry(.remoteResource, [.resolve], "a remote resource that was not downloaded (warning)"),
        Entry(
            .remoteNotAllowed, [.resolve], "under `remote: keep`, a remote resource EPUB does not allow to stay remote"),
        Entry(
            .unsupportedMediaType, [.resolve],
            "a resource of a type reading systems need not support (an `<object type=\"…\">` with fallback content inside may embed one)"
        ),
        Entry(
            .headingLevelSkipped, [.resolve],
            "a heading more than one level below the heading before it (warning; no `structuralNavigation` claim)"),
        Entry(
            .tableWithoutHeaders, [.resolve],
            "a table with no `<th>` cells that is not marked `role=\"presentation\"` (warning)"),
        Entry(.emptyLink, [.resolve], "a link with no text, alt text or label (warning)"),
        Entry(
            .unmarkedLanguage, [.resolve],
            "a passage in another script than its `lang` says, without a `lang` of its own (warning)"),
        Entry(
            .accessibilityClaim, [.resolve], "book.yaml's `conforms-to` stands against lapses the build found (warning)"
        ),
        Entry(
            .notAnImage, [.resolve],
            "a file used as an image whose content is not JPEG, PNG, GIF, WebP or SVG (warning under `--lenient` for an `<img>`, `<input type=image>` or SVG `<image>` of a chapter, which is left out: the image becomes its alt text)"
        ),
        Entry(
            .imageTypeMismatch, [.resolve],
            "an image named for another format, stored under the right extension (warning)"),
        Entry(
            .webpWithoutFallback, [.resolve],
            "WebP images left without their PNG fallback because `dwebp` (Debian's webp package) is not installed or will not decode them: one warning for the book, with the count, at the first one's reference; EPUB 3.3 accepts them, epubcheck 4.2.6 reports MED-003"
        ),
        Entry(
            .svgForeignObjectReplaced, [.ingest, .resolve],
            "an SVG image or inline SVG whose `<foreignObject>` holds HTML (draw.io's labels) with a fallback beside it in a `<switch>`: the HTML removed, the fallback drawn (warning, once per drawing)"
        ),
        Entry(
            .svgScriptRemoved, [.resolve],
            "an SVG image's scripts and event handlers, which never run in a picture, removed (warning)"),
        Entry(
            .svgRefused, [.resolve],
            "an SVG image that is not well-formed XML, whose DOCTYPE declares an external or parameter entity, or whose entities expand without bound (warning in an mdBook or GitBook project or under `--lenient`: the image left out, its alt text kept)"
        ),
        Entry(
            .stylesheetUnreadable, [.resolve],
            "a stylesheet that is not UTF-8 and declares no encoding it can be converted from"),
        Entry(
            .cssPropertyRemoved, [.resolve],
            "a `direction` or `unicode-bidi` declaration, which EPUB's CSS may not hold, left out (warning)"),
        Entry(
            .invalidCSSLeftOut, [.resolve],
            "CSS that browsers ignore (a declaration or rule that does not parse, a stray `}`, SCSS, CSS nesting) left out, an unclosed block closed, as CSS Syntax 3's error recovery does: epubcheck refuses it (warning, one per stylesheet)"
        ),
        Entry(.templateMissing, [.transform], "a template file absent from both the book's and the default folder"),
        Entry(.templateError, [.transform], "a template that does not compile or fails while running"),
        Entry(
            .templateOutput, [.transform],
            "a page a template made: not XHTML, duplicate ids, a broken reference, no `toc` nav"),
        Entry(.layoutRequirement, [.transform], "a fixed-layout page without the viewport it needs"),
        Entry(
            .epubcheck, [.check],
            "a message of epubcheck's (`--check`); the message starts with its ID (`RSC-005 …`) and ends with the place in the EPUB"
        ),
        Entry(.epubcheckMissing, [.check], "`--check` could not run epubcheck or read its report"),
        Entry(.outputNotEPUB, [.write], "`-o` names an existing file that is not an EPUB (it is never overwritten)"),
        Entry(.writeFailed, [.write, .extract, .flatten], "a file or folder could not be written"),
        Entry(
            .targetExists, [.extract, .flatten], "the unpack target exists (pass `--force`) or is of the wrong kind"),
        Entry(
            .targetRefused, [.extract, .flatten],
            "a target `--force` may not replace (the input's folder, the current folder, `/`, home)"),
        Entry(
            .nameClash, [.extract, .resolve],
            "two books of one run share a name; the second is written as `NAME-2`; or a chapter's `id` names another document already, and its document is `ID-1` (warning)"
        ),
        Entry(.notAZip, [.open], "the file is missing, not a zip archive, or a damaged one"),
        Entry(.missingContainer, [.open], "no `META-INF/container.xml`"),
        Entry(.missingPackage, [.open], "the package document named by container.xml is missing"),
        Entry(
            .malformedPackage, [.open],
            "container.xml, the package document or a navigation document is not well-formed, or names no rootfile (an error); two manifest items share an id (a warning: the first is used)"
        ),
        Entry(.archiveTooLarge, [.open], "the archive exceeds `--max-size` or `--max-entries`"),
        Entry(
            .unsafeEntry, [.open],
            "an entry unpack will not write: outside the target, a link, a case clash, a duplicate, a bomb (warning)"),
        Entry(.damagedEntry, [.open], "an entry that cannot be inflated (CRC error, bad data)"),
        Entry(
            .missingItem, [.open], "a manifest item absent from the archive, or a spine entry naming no manifest item"),
        Entry(
            .obfuscatedFont, [.extract, .flatten],
            "a font obfuscated with a non-IDPF algorithm, kept as stored (warning)"),
        Entry(
            .notRebuildable, [.extract],
            "something of the book the project cannot carry as it is, and what was done: a reference to a resource the archive lacks, a `file:` URL, an absolute or escaping path (taken away, the content kept); a spine item replaced by its fallback or left out; page-list entries outside the chapters; a date that is not W3CDTF (warning)"
        ),
        Entry(
            .bookFileRenamed, [.extract], "the book has its own `book.yaml`; the project's is `book-1.yaml` (warning)"),
        Entry(
            .scriptRemoved, [.flatten],
            "scripts, event handlers, `javascript:` URLs or frames dropped from the page (warning)"),
        Entry(
            .chapterSkipped, [.flatten],
            "a document the spine lists more than once: it is in the page once (warning)"
        ),
        Entry(
            .mediaOverlayDropped, [.flatten],
            "the book's media overlays (synchronised read-aloud audio) are not part of the page (warning)"),
    ]

    /// The manual's table: one row per code.
    public static func markdownTable() -> String {
        var lines = ["| code | stage | what it reports |", "| --- | --- | --- |"]
        for entry in reference {
            let stages = entry.stages.map(\.rawValue).joined(separator: ", ")
            lines.append(
                "| `\(entry.code.rawValue)` | \(stages) | \(entry.summary.replacingOccurrences(of: "|", with: "\\|")) |"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
