import EPUBModel
import EPUBSupport
import Foundation
import Yams

/// book.yaml read into a `BookSpec`, every key and every file it names
/// checked before any chapter is read; the keys and their forms are
/// `BookKeys`'. The Load stage (`BookSpecLoader.load`, in EPUBBuild) chooses
/// this reader or an mdBook's or GitBook's project.
public enum BookSpecLoader {
    /// The keys book.yaml knows, from the table that defines them.
    package static let topLevelKeys = BookKeys.names(BookKeys.book)
    package static let chapterExtensions = [
        "md", "markdown", "xhtml", "xht", "xml", "html", "htm", "jpg", "jpeg", "png", "gif", "webp", "svg",
    ]
    package static let coverExtensions = ["jpg", "jpeg", "png", "gif", "webp", "svg"]

    /// The book.yaml `text` of `file` read into a `BookSpec`: parsed (its nesting bounded first, against a
    /// YAML bomb), then every key and every file it names checked.
    package static func read(yaml text: String, file: String, files: any SourceFiles, warnings: inout [Diagnostic])
        throws(BuildError) -> BookSpec
    {
        let shown = Paths.display(file)
        if let deep = YAMLNesting.tooDeep(text) {
            throw BuildError(
                .yamlSyntax, at: SourceLocation(path: shown, line: deep.line, column: deep.column), stage: .load,
                "YAML nested more than \(YAMLNesting.limit) levels deep — no book needs that many")
        }
        let root: Node
        do {
            guard let node = try YAMLReading.compose(text) else {
                throw BuildError(
                    .missingKey, at: SourceLocation(path: shown, line: 1, column: 1), stage: .load,
                    "book.yaml is empty — it needs at least 'title' and 'chapters'")
            }
            root = node
        } catch let error as BuildError {
            throw error
        } catch {
            throw yamlSyntaxError(error, path: shown)
        }
        return try read(root, file: file, files: files, warnings: &warnings)
    }

    /// The text of a book file, or the error saying why there is none.
    package static func readText(_ file: String, files: any SourceFiles) throws(BuildError) -> String {
        guard let text = files.text(atPath: file) else {
            let reason =
                !files.isFile(file)
                ? "does not exist"
                : FileManager.default.fileExists(atPath: file) && !FileManager.default.isReadableFile(atPath: file)
                    ? "cannot be read: permission denied" : "is not valid UTF-8 text"
            throw BuildError(
                .bookFileUnreadable, at: SourceLocation(path: Paths.display(file)), stage: .load, "book file \(reason)")
        }
        return text
    }

    /// Checks and reads the keys of `root`, the mapping a book file holds (or
    /// that `MdBookProject` made from a book.toml), with paths relative to `file`'s folder.
    /// `keyOrigins` names, for top-level keys that were written in another
    /// file (a Markdown file's front matter, a metadata file), that file and
    /// the line its YAML starts after, so a complaint points there.
    package static func read(
        _ root: Node, file: String, files: any SourceFiles, keyOrigins: [String: (path: String, lineOffset: Int)] = [:],
        chapterFormat: SourceFormat? = nil, missingChaptersAreDrafts: Bool = false, mdBookSummary: Bool = false,
        createsMissingChapters: Bool = false, warnings: inout [Diagnostic]
    ) throws(BuildError) -> BookSpec {
        let shown = Paths.display(file)
        var reader = BookSpecReader(path: shown, file: file, files: files)
        reader.keyOrigins = keyOrigins
        reader.chapterFormat = chapterFormat
        reader.missingChaptersAreDrafts = missingChaptersAreDrafts
        reader.mdBookSummary = mdBookSummary
        reader.createsMissingChapters = createsMissingChapters
        return try reader.read(YAMLField(node: root, path: shown, key: ""), warnings: &warnings)
    }

    /// A YAML parser's error at its line and column; `format` names what the file is written in (book.json is
    /// JSON, read by the YAML parser).
    /// `lineOffset`: the lines of the file before the YAML (front matter's `---`), added to every line the message
    /// names, so each counts from the file's start.
    package static func yamlSyntaxError(
        _ error: any Error, path: String, format: String = "YAML", lineOffset: Int = 0, stage: BuildStage = .load
    ) -> BuildError {
        if let error = error as? YamlError {
            switch error {
            case .scanner(let context, let problem, let mark, _),
                .parser(let context, let problem, let mark, _),
                .composer(let context, let problem, let mark, _):
                let detail =
                    context.map { "\(problem) (\($0.text) at \($0.mark.line + lineOffset):\($0.mark.column))" }
                    ?? problem
                return BuildError(
                    .yamlSyntax, at: SourceLocation(path: path, line: mark.line + lineOffset, column: mark.column),
                    stage: stage, "malformed \(format): \(detail)")
            case .reader(let problem, _, _, _):
                return BuildError(
                    .yamlSyntax, at: SourceLocation(path: path), stage: .load, "malformed \(format): \(problem)")
            default:
                break
            }
        }
        return BuildError(.yamlSyntax, at: SourceLocation(path: path), stage: .load, "malformed \(format): \(error)")
    }
}

/// Reads the fields of one book.yaml; `path` is its display path, `file` the absolute one.
private struct BookSpecReader {
    package let path: String
    package let file: String
    package let files: any SourceFiles
    package var directory: String { Paths.directory(of: file) }
    /// Where each chapter file was first listed, to refuse a second listing.
    private let listed = ListedChapters()
    /// The errors of the keys read so far.
    private let errors = KeyErrors()
    /// Top-level keys written in another file than `path`.
    package var keyOrigins: [String: (path: String, lineOffset: Int)] = [:]
    /// The format every chapter is read in whatever its extension (Markdown files given as pandoc takes them).
    package var chapterFormat: SourceFormat?
    /// A summary entry whose file does not exist is a draft, as in mdBook's and GitBook's projects (`SummaryReader`).
    package var missingChaptersAreDrafts = false
    /// The summary is read by mdBook's rules (`SummaryReader.mdBookRules`).
    package var mdBookSummary = false
    /// A summary entry whose file does not exist is a page of its title (`SummaryReader.createsMissing`).
    package var createsMissingChapters = false

    package init(path: String, file: String, files: any SourceFiles) {
        self.path = path
        self.file = file
        self.files = files
    }

    /// Every key read, each error gathered (`KeyErrors`): a key written wrong does not hide the next one's error.
    package func read(_ root: YAMLField, warnings: inout [Diagnostic]) throws(BuildError) -> BookSpec {
        let fields = try topLevelFields(root)
        guard let (titleField, chaptersField) = errors.gather({ () throws(BuildError) in try requiredFields(fields) })
        else {
            try errors.throwIfAny()
            preconditionFailure("a failed read gathers its error")
        }
        let metadata = metadata(fields, title: titleField, warnings: &warnings)
        let read = errors.gather { () throws(BuildError) in
            try contents(fields, chapters: chaptersField, warnings: &warnings)
        }
        var spec = BookSpec(specFile: file, directory: directory, metadata: metadata, contents: read?.contents ?? [])
        spec.sourceRoot = read?.sourceRoot ?? directory
        spec.summaryFile = read?.summaryPath
        readPresentation(fields, into: &spec)
        readGeneratedText(fields, into: &spec)
        readRendition(fields, into: &spec)
        readPackaging(fields, into: &spec)
        readDirectionAndTemplates(fields, into: &spec, warnings: &warnings)
        readCitations(fields, into: &spec)
        key("from", in: fields) { spec.markdownDialect = try markdownDialect($0, warnings: &warnings) }
        try errors.throwIfAny()
        return spec
    }

    /// `read` given the field of `key` when the file has one; its error gathered, so the keys after it are read too.
    /// (Untyped `throws`: Swift infers no typed throws for a closure written `{ try $0.bool() }`; every reader of a
    /// field throws `BuildError`.)
    private func key(_ key: String, in fields: [String: YAMLField], _ read: (YAMLField) throws -> Void) {
        guard let field = fields[key] else { return }
        do {
            try read(field)
        } catch let error as BuildError {
            errors.add(error)
        } catch {
            errors.add(field.failure("'\(key)' cannot be read: \(error)"))
        }
    }

    /// The top-level keys, each known (an unknown one's error gathered), with the origin of those another file gave.
    private func topLevelFields(_ root: YAMLField) throws(BuildError) -> [String: YAMLField] {
        guard case .mapping = root.node else {
            throw root.failure("book.yaml must be a mapping of keys such as title, authors and chapters")
        }
        let known = BookSpecLoader.topLevelKeys
        var fields = try root.mapping(known: known) { keyField, name in
            errors.add(YAMLField.unknownKey(name, at: keyField, in: "", known: known))
        }
        for (key, origin) in keyOrigins {
            if let field = fields[key] {
                fields[key] = YAMLField(node: field.node, path: origin.path, key: key, lineOffset: origin.lineOffset)
            }
        }
        return fields
    }

    private var start: SourceLocation { SourceLocation(path: path, line: 1, column: 1) }

    /// `title`, and `chapters` or `pages` (one of them).
    private func requiredFields(_ fields: [String: YAMLField]) throws(BuildError) -> (
        title: YAMLField, chapters: YAMLField
    ) {
        guard let titleField = fields["title"] else {
            throw BuildError(.missingKey, at: start, stage: .load, "missing required key 'title'")
        }
        let pagesField = fields["pages"]
        if let pagesField, fields["chapters"] != nil {
            throw pagesField.failure(
                "give 'pages' (a picture book from images) or 'chapters', not both — to mix pictures and text, list the pictures in 'chapters'"
            )
        }
        guard let chaptersField = fields["chapters"] ?? pagesField else {
            throw BuildError(
                .missingKey, at: start, stage: .load,
                "missing required key 'chapters' — list the chapter files in reading order (or give 'pages', a folder of images, for a picture book)"
            )
        }
        return (titleField, chaptersField)
    }

    /// The publication's metadata: titles, creators, languages, identifiers, dates, subjects.
    private func metadata(_ fields: [String: YAMLField], title titleField: YAMLField, warnings: inout [Diagnostic])
        -> PublicationMetadata
    {
        let titles = errors.gather { () throws(BuildError) in try PublicationMetadataFields.title(titleField) }
        let title = titles?.main ?? ""
        var authors: [Contributor] = []
        key("authors", in: fields) { authors = try contributors($0, defaultRole: "aut") }
        let languages =
            errors.gather { () throws(BuildError) in try self.languages(fields, warnings: &warnings) } ?? ["en"]
        let (identifiers, identifierTypes) =
            errors.gather { () throws(BuildError) in try self.identifiers(fields) } ?? ([], [:])
        let identifier =
            identifiers.first
            ?? "urn:uuid:" + UUIDv5.make(name: ([title] + authors.map(\.name)).joined(separator: "\n"))
        var metadata = PublicationMetadata(title: title, language: languages[0], identifier: identifier)
        metadata.otherLanguages = Array(languages.dropFirst())
        metadata.otherIdentifiers = Array(identifiers.dropFirst())
        metadata.identifierTypes = identifierTypes
        metadata.subtitle = titles?.subtitle
        metadata.titleFileAs = titles?.fileAs
        metadata.otherTitles = titles?.others ?? []
        metadata.authors = authors
        key("subtitle", in: fields) { field in
            guard titles?.subtitle == nil else { throw field.failure("the subtitle is already given in 'title'") }
            metadata.subtitle = try field.nonEmptyString()
        }
        readCatalogueMetadata(fields, into: &metadata)
        return metadata
    }

    /// The metadata a catalogue lists the book by: series, sources, contributors, date, publisher, rights,
    /// description, subjects, and the package's own.
    private func readCatalogueMetadata(_ fields: [String: YAMLField], into metadata: inout PublicationMetadata) {
        key("series", in: fields) { metadata.collections = try PublicationMetadataFields.collections($0) }
        key("source", in: fields) { metadata.sources = try $0.strings() }
        key("contributors", in: fields) { metadata.contributors = try contributors($0, defaultRole: nil) }
        key("date", in: fields) { field in
            let date = try field.nonEmptyString()
            // OPF 3.3 §5.5.3.2: dc:date "MUST" conform to [ISO8601]; W3CDTF is the subset epubcheck accepts.
            guard let normalized = W3CDTF.normalized(date) else {
                throw field.failure(
                    W3CDTF.hasForm(date)
                        ? "date '\(date)' names no day of the calendar: give a month from 01 to 12 and a day that month has"
                        : "date '\(date)' is not a date: write it YYYY, YYYY-MM or YYYY-MM-DD (or 'May 5, 2020')")
            }
            metadata.date = normalized
        }
        key("publisher", in: fields) {
            (metadata.publisher, metadata.publisherFileAs) = try PublicationMetadataFields.publisher($0)
        }
        key("rights", in: fields) { metadata.rights = try $0.nonEmptyString() }
        key("description", in: fields) { metadata.description = try $0.nonEmptyString() }
        key("abstract", in: fields) { metadata.abstract = try $0.nonEmptyString() }
        key("subjects", in: fields) { metadata.subjects = try PublicationMetadataFields.subjects($0) }
        errors.gather { () throws(BuildError) in
            (metadata.otherMetadata, metadata.vocabularies) = try PackageMetadataField.read(
                fields["package-metadata"], prefixes: fields["prefixes"])
        }
    }

    /// A language tag whose language is registered nowhere: readers take it as no language at all.
    private static func unregistered(
        _ tag: String, _ found: (subtag: String, meant: (tag: String, name: String)?), at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning, .unregisteredLanguage, at: location, stage: .load,
            "language '\(tag)' is not a registered language tag, so reading systems cannot choose its voice, "
                + "fonts or hyphenation"
                + (found.meant.map { " — did you mean '\($0.tag)' (\($0.name))?" }
                    ?? " — use a code such as 'en', 'de' or 'ja'"))
    }

    /// `language:` is one tag, or a list whose first is the book's main language (a bilingual edition).
    private func languages(_ fields: [String: YAMLField], warnings: inout [Diagnostic]) throws(BuildError) -> [String] {
        var languages = ["en"]
        if let field = fields["language"] {
            languages = []
            for entry in field.items {
                let tag = try entry.nonEmptyString()
                guard LanguageTag.isWellFormed(tag) else {
                    throw entry.failure("language '\(tag)' is not a BCP 47 tag such as 'en', 'en-GB' or 'ja'")
                }
                if let unregistered = LanguageTag.unregisteredLanguage(of: tag) {
                    warnings.append(Self.unregistered(tag, unregistered, at: entry.location))
                }
                if !languages.contains(tag) { languages.append(tag) }
            }
            if languages.isEmpty { throw field.failure("'language' lists no language") }
            if let main = field.items.first, let tag = languages.first,
                LanguageTag.unregisteredLanguage(of: tag) == nil,
                !GeneratedWords.hasOwnWords(for: tag)
            {
                warnings.append(
                    Diagnostic(
                        .warning, .wordsInEnglish, at: main.location, stage: .load,
                        "the build has no words of its own for language '\(tag)': the contents' heading, the "
                            + "landmarks, notes' labels, the cover's alt text and the accessibility summary it "
                            + "writes are English's — 'words:' and 'accessibility: {summary}' set yours"))
            }
        } else {
            warnings.append(
                Diagnostic(.warning, .missingLanguage, at: start, stage: .load, "no 'language' given; using 'en'"))
        }

        return languages
    }

    /// `identifier:` is one, or a list whose first is the unique identifier (EPUB 3.3 §5.5.3.1) and the rest
    /// others (an ISBN).
    private func identifiers(_ fields: [String: YAMLField]) throws(BuildError) -> (
        [String], [String: IdentifierType]
    ) {
        var identifiers: [String] = []
        var identifierTypes: [String: IdentifierType] = [:]
        if let field = fields["identifier"] {
            for entry in field.items {
                let (value, type) = try PublicationMetadataFields.identifier(entry)
                if !identifiers.contains(value) { identifiers.append(value) }
                if let type { identifierTypes[value] = type }
            }
            if identifiers.isEmpty { throw field.failure("'identifier' lists no identifier") }
        }
        return (identifiers, identifierTypes)
    }

    /// The reading order: `pages:` (a picture book), `chapters: {summary: …}`, or a list of chapters.
    private func contents(
        _ fields: [String: YAMLField], chapters chaptersField: YAMLField, warnings: inout [Diagnostic]
    )
        throws(BuildError) -> (contents: [ContentsEntry], sourceRoot: String, summaryPath: String?)
    {
        let pagesField = fields["pages"]
        var sourceRoot = directory
        var summaryPath: String?
        var contents: [ContentsEntry]
        let errorsBefore = errors.diagnostics.count
        if let pagesField {
            contents = []
            for page in try PictureBookPages.pages(pagesField, directory: directory, files: files, warnings: &warnings)
            {
                if let first = listed.first(page.file, at: page.location) {
                    errors.add(
                        BuildError(
                            .invalidValue, at: page.location, stage: .load,
                            "page '\(Paths.display(page.file))' is already listed at line \(first.line); an image can be a page only once"
                        ))
                    continue
                }
                var chapter = ChapterSpec(file: page.file, location: page.location, title: page.title)
                chapter.descriptionFile = page.descriptionFile
                contents.append(.chapter(chapter))
            }
        } else if case .mapping = chaptersField.node {
            let summary = try summaryFile(chaptersField)
            let reader = SummaryReader(file: summary.file, files: files)
            reader.missingIsDraft = missingChaptersAreDrafts
            reader.mdBookRules = mdBookSummary
            reader.createsMissing = createsMissingChapters
            // A chapter's error gathered (the entry kept, unread, since the build stops): every missing file is named.
            contents = try reader.read(from: summary.location) { (file, location) in
                errors.gather { () throws(BuildError) in
                    try chapter(at: file, named: Paths.display(file), location: location)
                } ?? ChapterSpec(file: file, location: location)
            }
            warnings += reader.warnings
            sourceRoot = Paths.directory(of: summary.file)
            summaryPath = summary.file
        } else {
            contents = try entries(chaptersField)
        }
        guard !contents.isEmpty || errors.diagnostics.count > errorsBefore else {
            // A summary's author never wrote `chapters`: the message names their file.
            guard let summaryPath else { throw chaptersField.failure("'chapters' lists no chapter") }
            throw BuildError(
                .noChapters, at: SourceLocation(path: Paths.display(summaryPath), line: 1, column: 1), stage: .load,
                "the summary lists no chapter — list each as '- [Title](file.md)'")
        }
        if let field = fields["split"] {
            let level = try field.int(in: 1...6)
            contents = contents.map { $0.settingSplit(level) }
        }
        return (contents, sourceRoot, summaryPath)
    }

    /// Cover, stylesheets, generated pages, math, code and figures.
    private func readPresentation(_ fields: [String: YAMLField], into spec: inout BookSpec) {
        key("cover", in: fields) { field in
            let cover = try existingFile(field, kind: "cover image")
            guard BookSpecLoader.coverExtensions.contains(Paths.fileExtension(cover)) else {
                throw field.failure("cover must be a JPEG, PNG, GIF, WebP or SVG image")
            }
            spec.cover = cover
        }
        key("css", in: fields) { field in
            spec.stylesheets = try field.items.map { item throws(BuildError) in
                // Packaged as text/css as it is: another file (the book file itself, a .scss) fails epubcheck.
                guard Paths.fileExtension(try item.string()).lowercased() == "css" else {
                    throw item.failure(
                        "'\(try item.string())' is not a stylesheet: name a .css file (Sass and Less compile to one)")
                }
                return try existingFile(item, kind: "stylesheet")
            }
        }
        key("cover-page", in: fields) { spec.coverPage = try $0.bool() }
        key("default-css", in: fields) { spec.defaultStylesheet = try $0.bool() }
        key("titlepage", in: fields) { spec.titlePage = try $0.bool() }
        key("math", in: fields) { try MathField.read($0, into: &spec) }
        key("math-macros", in: fields) {
            (spec.mathMacros, spec.mathMacrosFile) = try MathMacros.read($0, directory: directory, files: files)
        }
        key("highlight", in: fields) { spec.highlight = try $0.bool() }
        key("hidden-lines", in: fields) { spec.hiddenLinePrefixes = try hiddenLines($0) }
        key("number-sections", in: fields) { spec.numberSections = try $0.bool() }
        key("shift-heading-level-by", in: fields) { spec.headingShift = try $0.int(in: -5...5) }
        key("figure-numbers", in: fields) { spec.figureNumbers = try $0.bool() }
        key("listing-numbers", in: fields) { spec.listingNumbers = try $0.bool() }
        key("cross-references", in: fields) { try CrossReferencesField.read($0, into: &spec) }
        key("figure-label", in: fields) { spec.figureLabel = try $0.nonEmptyString() }
        key("listing-label", in: fields) { spec.listingLabel = try $0.nonEmptyString() }
        key("remote", in: fields) { field in
            guard let policy = RemotePolicy(rawValue: try field.nonEmptyString()) else {
                throw field.failure(
                    "remote must be 'link' (remote resources become links) or 'keep' (remote audio and video stay remote)"
                )
            }
            spec.remote = policy
        }
    }

    /// Notes, the contents' form and the words the build writes.
    private func readGeneratedText(_ fields: [String: YAMLField], into spec: inout BookSpec) {
        key("notes", in: fields) { field in
            guard let style = NoteStyle(rawValue: try field.nonEmptyString()) else {
                throw field.failure(
                    "notes must be 'footnotes' (pop-up notes) or 'endnotes' (collected at the end of each chapter)")
            }
            spec.notes = style
        }
        key("toc", in: fields) { spec.tableOfContents = try tableOfContents($0) }
        key("words", in: fields) { field in
            for (name, word) in try field.mapping(known: BookKeys.words) {
                spec.wordOverrides[name] = try word.nonEmptyString()
            }
        }
    }

    /// How pages are laid out and turn.
    private func readRendition(_ fields: [String: YAMLField], into spec: inout BookSpec) {
        key("page-progression", in: fields) { spec.pageProgression = try $0.choice(of: PageProgression.self) }
        key("layout", in: fields) { spec.rendition.layout = try $0.choice(of: Rendition.Layout.self) }
        key("orientation", in: fields) { spec.rendition.orientation = try $0.choice(of: Rendition.Orientation.self) }
        key("spread", in: fields) { spec.rendition.spread = try $0.choice(of: Rendition.Spread.self) }
        key("viewport", in: fields) { field in
            let value = try field.nonEmptyString()
            guard let match = value.wholeMatch(of: /([1-9][0-9]{0,4})\s*[x×]\s*([1-9][0-9]{0,4})/) else {
                throw field.failure("viewport must be WIDTHxHEIGHT in CSS pixels, such as 1200x1600")
            }
            spec.rendition.viewport = Viewport(width: Int(match.1)!, height: Int(match.2)!)
        }
    }

    /// Links, fonts, media overlays and accessibility metadata.
    private func readPackaging(_ fields: [String: YAMLField], into spec: inout BookSpec) {
        key("link-base", in: fields) { spec.linkBase = try linkBase($0) }
        // A link to an id its page lacks goes to the page's top, with a warning (as in mdBook projects): an unpacked
        // book's.
        key("lenient-fragments", in: fields) { spec.lenientFragments = try $0.bool() }
        key("media-active-class", in: fields) { spec.mediaActiveClass = try $0.nonEmptyString() }
        key("obfuscate-fonts", in: fields) { field in
            if case .scalar = field.node {
                spec.obfuscateAllFonts = try field.bool()
            } else {
                for item in try field.sequence() { spec.obfuscatedFonts.insert(try existingFile(item, kind: "font")) }
            }
        }
        key("fonts", in: fields) { try fonts($0, into: &spec) }
        key("accessibility", in: fields) { spec.accessibility = try accessibility($0) }
        key("page-source", in: fields) { spec.pageSource = try $0.nonEmptyString() }
    }

    /// Text direction, writing mode, a picture book's own defaults, the book's templates and where its images are.
    private func readDirectionAndTemplates(
        _ fields: [String: YAMLField], into spec: inout BookSpec, warnings: inout [Diagnostic]
    ) {
        key("direction", in: fields) { spec.direction = try $0.choice(of: TextDirection.self) }
        key("writing-mode", in: fields) { spec.writingMode = try $0.choice(of: WritingMode.self) }
        if fields["pages"] != nil {
            errors.gather { () throws(BuildError) in try makePictureBook(&spec, fields: fields) }
        } else {
            key("first-page", in: fields) {
                throw $0.failure("'first-page' sets the spreads of a picture book's 'pages'")
            }
        }
        key("templates", in: fields) { field in
            let folder = Paths.absolute(try field.nonEmptyString(), relativeTo: directory)
            guard Paths.isDirectory(folder) else {
                throw field.failure("templates folder '\(try field.string())' does not exist")
            }
            spec.templates = folder
        }
        key("default-image-extension", in: fields) { field in
            let written = try field.nonEmptyString()
            spec.defaultImageExtension = written.hasPrefix(".") ? String(written.dropFirst()) : written
        }
        key("resource-path", in: fields) { spec.resourcePath = try resourceFolders($0, warnings: &warnings) }
    }

    /// The bibliography, its style, and where and how its entries are written.
    private func readCitations(_ fields: [String: YAMLField], into spec: inout BookSpec) {
        key("bibliography", in: fields) { field in
            spec.bibliography = try field.items.map { item throws(BuildError) in
                let file = Paths.absolute(try item.nonEmptyString(), relativeTo: directory)
                guard files.isFile(file) else {
                    throw item.failure("bibliography '\(try item.string())' does not exist", code: .missingFile)
                }
                return file
            }
        }
        key("nocite", in: fields) { field in
            for item in field.items { spec.uncitedKeys += Self.citationKeys(try item.string()) }
        }
        key("reference-section-title", in: fields) { spec.referenceSectionTitle = try $0.nonEmptyString() }
        key("suppress-bibliography", in: fields) { spec.suppressBibliography = try $0.bool() }
        key("notes-after-punctuation", in: fields) { spec.notesAfterPunctuation = try $0.bool() }
        key("csl", in: fields) { field in
            // A file when it names one (pandoc's --csl takes a path); else the name of an installed style.
            let value = try field.nonEmptyString()
            let file = Paths.absolute(value, relativeTo: directory)
            spec.citationStyle = value.hasSuffix(".csl") || files.isFile(file) ? file : value
            spec.citationStyleLocation = field.location
        }
    }

    /// `resource-path:`'s folders. One that is not there holds nothing to find: pandoc passes over it, and so does
    /// the build, with a warning.
    private func resourceFolders(_ field: YAMLField, warnings: inout [Diagnostic]) throws(BuildError) -> [String] {
        var folders: [String] = []
        for item in try field.items {
            let written = try item.nonEmptyString()
            let folder = Paths.absolute(written, relativeTo: directory)
            guard Paths.isDirectory(folder) else {
                warnings.append(
                    Diagnostic(
                        .warning, .missingFile, at: item.location, stage: .load,
                        "resource folder '\(written)' does not exist; passed over"))
                continue
            }
            folders.append(folder)
        }
        return folders
    }

    /// `from:`, pandoc's name of a Markdown dialect with its switches (`markdown+smart-tex_math_dollars`).
    private func markdownDialect(_ field: YAMLField, warnings: inout [Diagnostic]) throws(BuildError)
        -> MarkdownDialect
    {
        let text = try field.nonEmptyString()
        switch MarkdownDialect.parse(text) {
        case .success(let dialect):
            if !dialect.unread.isEmpty {
                let names = dialect.unread.map { "+" + $0 }.joined(separator: ", ")
                warnings.append(
                    Diagnostic(
                        .warning, .unknownKey, at: field.location, stage: .load,
                        "\(names): pandoc's Markdown extension\(dialect.unread.count == 1 ? " is" : "s are") not read by "
                            + "epubbuild yet; the text is read as \(dialect.base.rawValue) reads it"))
            }
            return dialect
        case .failure(.unknownBase(let name)):
            let nearest = NearestName.to(name, among: MarkdownDialect.names).map { " — did you mean '\($0)'?" } ?? ""
            throw field.failure(
                "'\(name)' is not a Markdown dialect epubbuild reads\(nearest) (\(MarkdownDialect.names.joined(separator: ", ")))"
            )
        case .failure(.unknownExtension(let name)):
            let known = MarkdownDialect.Extension.allCases.map(\.rawValue) + MarkdownDialect.pandocExtensions
            let nearest = NearestName.to(name, among: known).map { " — did you mean '\($0)'?" } ?? ""
            throw field.failure("'\(name)' is not one of pandoc's Markdown extensions\(nearest)")
        }
    }

    /// A picture book (`pages:`): fixed layout unless `layout:` says
    /// otherwise, pages on alternate sides of each spread from `first-page:`
    /// (the right for a book whose pages turn left to right, the left for
    /// one whose pages turn right to left, as a printed book's first page),
    /// the first image as the cover and no generated title page unless
    /// `cover:` and `titlepage:` say otherwise.
    private func makePictureBook(_ spec: inout BookSpec, fields: [String: YAMLField]) throws(BuildError) {
        if fields["layout"] == nil { spec.rendition.layout = .prePaginated }
        var first: PageSpread = spec.effectivePageProgression == .rtl ? .left : .right
        if let field = fields["first-page"] {
            first = try field.choice(of: PageSpread.self)
            guard first != .center else { throw field.failure("'first-page' must be right or left") }
        }
        var index = 0
        spec.contents = spec.contents.map { entry in
            guard case .chapter(var page, let children) = entry else { return entry }
            page.pageSpread = PictureBookPages.spread(ofPage: index, first: first)
            index += 1
            return .chapter(page, children: children)
        }
        if spec.cover == nil, let first = spec.chapters.first {
            // The first page is the cover, in the spine as the image it is: no cover page is generated before it.
            spec.cover = first.file
            spec.coverPage = false
        }
        if fields["titlepage"] == nil { spec.titlePage = false }
    }

    /// `hidden-lines:` — each language's prefix that marks a code line to hide, kept as written (`"# "`).
    private func hiddenLines(_ field: YAMLField) throws(BuildError) -> [String: String] {
        guard case .mapping(let mapping) = field.node else {
            throw field.failure("'hidden-lines' is a mapping of languages to prefixes, such as {python: '~'}")
        }
        var prefixes: [String: String] = [:]
        for (key, value) in mapping {
            let language = key.string ?? ""
            let prefix = try YAMLField(node: value, path: field.path, key: language, lineOffset: field.lineOffset)
                .string()
            guard !prefix.isEmpty else { throw field.failure("the prefix of '\(language)' in 'hidden-lines' is empty") }
            prefixes[language] = prefix
        }
        return prefixes
    }

    /// `accessibility:` — what only the book's maker can say of its accessibility.
    private func accessibility(_ field: YAMLField) throws(BuildError) -> AccessibilityStatement {
        let fields = try field.mapping(known: BookKeys.accessibility)
        var statement = AccessibilityStatement()
        statement.summary = try fields["summary"]?.nonEmptyString()
        if let hazards = fields["hazards"] {
            var terms: [String] = []
            for entry in hazards.items {
                let term = try entry.nonEmptyString()
                guard AccessibilityStatement.hazardTerms.contains(term) else {
                    throw entry.failure(
                        "hazard '\(term)' is not a schema.org accessibilityHazard term such as flashing, motionSimulation, sound or none"
                    )
                }
                if let earlier = AccessibilityStatement.hazardConflict(term, with: terms) {
                    throw entry.failure(
                        earlier == term
                            ? "hazard '\(term)' is listed twice"
                            : "hazard '\(term)' contradicts '\(earlier)', listed before it: keep the one that is true")
                }
                terms.append(term)
            }
            // An empty list would claim nothing while the summary read "no known hazards".
            guard !terms.isEmpty else {
                throw hazards.failure("'hazards' lists no term: write [none] when the book has none, or [unknown]")
            }
            statement.hazards = terms
        }
        if let conformsTo = fields["conforms-to"] {
            let value = try conformsTo.nonEmptyString()
            guard AccessibilityStatement.isConformanceStatement(value) else {
                throw conformsTo.failure(
                    "conforms-to '\(value)' is not a conformance statement such as 'EPUB Accessibility 1.1 - WCAG 2.1 Level AA'"
                )
            }
            statement.conformsTo = value
            statement.conformsToLocation = conformsTo.location
        }
        statement.certifiedBy = try fields["certified-by"]?.nonEmptyString()
        if let credential = fields["certifier-credential"] {
            guard statement.certifiedBy != nil else {
                throw credential.failure("a 'certifier-credential' needs the 'certified-by' it belongs to")
            }
            statement.certifierCredential = try credential.nonEmptyString()
        }
        return statement
    }

    /// `link-base`: the web address the book's source folder is published at.
    /// A folder: a missing final `/` is added, so `../std/` resolves beside it, not inside its parent.
    private func linkBase(_ field: YAMLField) throws(BuildError) -> String {
        var value = try field.nonEmptyString()
        let lower = value.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://"), value.count > 8, !value.contains(" ") else {
            throw field.failure(
                "link-base must be an http:// or https:// address, such as https://doc.rust-lang.org/book/")
        }
        if !value.hasSuffix("/") { value += "/" }
        return value
    }

    /// `fonts:` — fonts to package whether or not a stylesheet names them, each `obfuscate:` for itself.
    private func fonts(_ field: YAMLField, into spec: inout BookSpec) throws(BuildError) {
        for entry in field.items {
            var fileField = entry
            var obfuscate: Bool?
            if case .mapping = entry.node {
                let keys = try entry.mapping(known: BookKeys.font)
                guard let file = keys["file"] else { throw entry.failure("a font needs its 'file'") }
                fileField = file
                obfuscate = try keys["obfuscate"]?.bool()
            }
            let font = try fontFile(fileField)
            if !spec.fonts.contains(font) { spec.fonts.append(font) }
            switch obfuscate {
            case true?: spec.obfuscatedFonts.insert(font)
            case false?: spec.unobfuscatedFonts.insert(font)
            case nil: break
            }
        }
    }

    /// A font book.yaml lists: an OpenType, TrueType or WOFF file, by its name and by its first bytes.
    private func fontFile(_ field: YAMLField) throws(BuildError) -> String {
        let font = try existingFile(field, kind: "font")
        guard let type = MediaType.of(font), MediaType.isFont(type) else {
            throw field.failure(
                "font '\(try field.string())' must be an OpenType, TrueType or WOFF font (.otf, .ttf, .woff, .woff2)")
        }
        guard let head = files.head(atPath: font, count: 4), FontFormat.isFont(head) else {
            throw field.failure(
                "font '\(try field.string())' is not a font: its content is not OpenType, TrueType or WOFF")
        }
        return font
    }

    private func existingFile(_ field: YAMLField, kind: String) throws(BuildError) -> String {
        let name = try field.nonEmptyString()
        let absolute = Paths.absolute(name, relativeTo: directory)
        guard files.isFile(absolute) else {
            throw field.failure(
                "\(kind) '\(name)' \(files.absence(of: absolute))"
                    + files.suggestion(forMissing: absolute, written: name))
        }
        return absolute
    }

    private func contributors(_ field: YAMLField, defaultRole: String?) throws(BuildError) -> [Contributor] {
        var result: [Contributor] = []
        for entry in field.items {
            if case .scalar = entry.node {
                result.append(Contributor(name: try entry.nonEmptyString(), role: defaultRole))
                continue
            }
            let fields = try entry.mapping(known: BookKeys.contributor)
            guard let name = fields["name"] else { throw entry.failure("each of '\(field.key)' needs a 'name'") }
            var contributor = Contributor(
                name: try name.nonEmptyString(), fileAs: try fields["file-as"]?.nonEmptyString(), role: defaultRole)
            if let role = fields["role"] {
                var codes: [String] = []
                for item in role.items {
                    let code = try item.nonEmptyString()
                    guard Contributor.isRoleCode(code) else {
                        throw item.failure("role '\(code)' is not a MARC relator code such as aut, edt, ill or trl")
                    }
                    codes.append(code)
                }
                contributor.role = codes.first
                contributor.otherRoles = Array(codes.dropFirst())
            }
            if let alternates = fields["alternate-script"] {
                contributor.alternateScripts = try PublicationMetadataFields.alternateScripts(alternates)
            }
            result.append(contributor)
        }
        return result
    }

    /// The chapters and parts of a `chapters:` list, each entry's error gathered: a book whose files moved hears of
    /// every missing one at once.
    private func entries(_ field: YAMLField) throws(BuildError) -> [ContentsEntry] {
        try field.sequence().compactMap { item in errors.gather { () throws(BuildError) in try entry(item) } }
    }

    /// One entry of a `chapters:` list: a file name, `{file, …}`, or `{part, chapters}`.
    private func entry(_ item: YAMLField) throws(BuildError) -> ContentsEntry {
        if case .scalar = item.node { return .chapter(try chapter(file: item, fields: [:])) }
        guard case .mapping(let mapping) = item.node else {
            throw item.failure("a chapter must be a file name or a mapping")
        }
        if mapping["part"] != nil {
            let fields = try item.mapping(known: BookKeys.part)
            guard let chapters = fields["chapters"] else { throw item.failure("part needs a 'chapters' list") }
            let title = try fields["part"]!.nonEmptyString()
            return .part(title: title, location: item.location, chapters: try entries(chapters))
        }
        let fields = try item.mapping(known: BookKeys.chapter)
        guard let file = fields["file"] else {
            throw item.failure("chapter needs a 'file' (or 'part' with 'chapters' for a part)")
        }
        let chapter = try chapter(file: file, fields: fields)
        // Chapters nested below a chapter sit one level deeper in the table of contents.
        let children = try fields["chapters"].map { f throws(BuildError) in try entries(f) } ?? []
        return .chapter(chapter, children: children)
    }

    /// `chapters: {summary: SUMMARY.md}`: the chapter list comes from a GitBook/mdBook summary.
    private func summaryFile(_ field: YAMLField) throws(BuildError) -> (file: String, location: SourceLocation) {
        let fields = try field.mapping(known: BookKeys.summary)
        guard let summary = fields["summary"] else {
            throw field.failure("'chapters' needs a list of files or {summary: SUMMARY.md}")
        }
        return (try existingFile(summary, kind: "summary"), summary.location)
    }

    /// A chapter at `file` (absolute), checked to exist and to be a format the build reads.
    private func chapter(
        at file: String, named name: String, location: SourceLocation, format: SourceFormat? = nil
    ) throws(BuildError) -> ChapterSpec {
        // GitBook reads an entry naming a folder (`* [Guide](guide/)`) as the folder's README.md.
        let readme = Paths.absolute("README.md", relativeTo: file)
        if !mdBookSummary, missingChaptersAreDrafts, !files.isFile(file), files.isFile(readme) {
            return try chapter(at: readme, named: name + "/README.md", location: location, format: format)
        }
        // mdBook and GitBook read a file their summary names without an extension as Markdown; mdBook reads any text
        // file so (`- [Script](heap-two.py)`: its code block is the page).
        let fileExtension = Paths.fileExtension(file).lowercased()
        let markdownByTool =
            missingChaptersAreDrafts && files.isFile(file)
            && (fileExtension.isEmpty || (mdBookSummary && !BookSpecLoader.chapterExtensions.contains(fileExtension)))
        guard
            format != nil || chapterFormat != nil || markdownByTool
                || BookSpecLoader.chapterExtensions.contains(Paths.fileExtension(file))
        else {
            throw BuildError(
                .unsupportedChapterFormat, at: location, stage: .load,
                "chapter '\(name)' is neither Markdown (.md, .markdown), XHTML/HTML (.xhtml, .html) nor a picture (.jpg, .png, .gif, .webp, .svg) — say which it is with `{file: \(name), format: xhtml}` (markdown, xhtml or html)"
            )
        }
        guard files.isFile(file) else {
            throw BuildError(
                .missingFile, at: location, stage: .load,
                "chapter file '\(name)' \(files.absence(of: file))"
                    + files.suggestion(forMissing: file, written: name))
        }
        var chapter = ChapterSpec(file: file, location: location)
        chapter.format = format ?? chapterFormat ?? (markdownByTool ? .markdown : nil)
        return chapter
    }

    private func chapter(file field: YAMLField, fields: [String: YAMLField]) throws(BuildError) -> ChapterSpec {
        let name = try field.nonEmptyString()
        let format = try fields["format"].map { f throws(BuildError) in
            try f.choice(of: ChapterSpecFields.Format.self).sourceFormat
        }
        var chapter = try chapter(
            at: Paths.absolute(name, relativeTo: directory), named: name, location: field.location, format: format)
        if let first = listed.first(chapter.file, at: field.location) {
            throw field.failure(
                "chapter '\(name)' is already listed at line \(first.line); a file can be in the reading order only once"
            )
        }
        chapter.title = try fields["title"]?.nonEmptyString()
        if let type = fields["type"] { chapter.type = try ChapterSpecFields.type(type) }
        chapter.linear = try fields["linear"]?.bool() ?? true
        if let id = fields["id"] { chapter.id = try ChapterSpecFields.id(id) }
        chapter.split = try fields["split"]?.int(in: 1...6)
        if let field = fields["toc"] { chapter.tableOfContents = try chapterTOC(field) }
        chapter.tocParent = try fields["toc-parent"]?.nonEmptyString()
        if let field = fields["media-overlay"] { chapter.mediaOverlay = try existingFile(field, kind: "media overlay") }
        if let field = fields["pages"] { chapter.pages = try pageTargets(field) }
        if let field = fields["landmarks"] { chapter.landmarks = try landmarks(field) }
        chapter.pageSpread = try fields["page-spread"].map { f throws(BuildError) in try f.choice(of: PageSpread.self) }
        chapter.layout = try fields["layout"].map { f throws(BuildError) in try f.choice(of: Rendition.Layout.self) }
        chapter.orientation = try fields["orientation"].map { f throws(BuildError) in
            try f.choice(of: Rendition.Orientation.self)
        }
        chapter.spread = try fields["spread"].map { f throws(BuildError) in try f.choice(of: Rendition.Spread.self) }
        chapter.keysFromList = Set(fields.keys).subtracting(["file", "format", "chapters"])
        return chapter
    }

    /// A chapter's `toc:` — false, or a list of `{title, anchor, children}`.
    private func chapterTOC(_ field: YAMLField) throws(BuildError) -> ChapterTOC {
        if case .scalar = field.node {
            guard try field.bool() == false else {
                throw field.failure("a chapter's 'toc' is false or a list of {title, anchor, children}")
            }
            return .hidden
        }
        return .entries(try tocEntries(field))
    }

    /// A chapter's `pages:` — where the print edition's pages start in it
    /// (the page list, EPUB 3.3 §7.4.3.2): a list of `{label, anchor}`.
    private func pageTargets(_ field: YAMLField) throws(BuildError) -> [ChapterLink] {
        var result: [ChapterLink] = []
        for item in try field.sequence() {
            let fields = try item.mapping(known: BookKeys.pageTarget)
            guard let label = fields["label"] else {
                throw item.failure("a page needs a 'label' (its number as printed, such as 12 or xiv)")
            }
            result.append(
                ChapterLink(
                    title: try label.nonEmptyString(), anchor: try fields["anchor"]?.nonEmptyString(),
                    location: item.location))
        }
        return result
    }

    /// A chapter's `landmarks:` — `{type, title, anchor}`, the type an EPUB
    /// structural semantics term (EPUB 3.3 §7.4.3.3).
    private func landmarks(_ field: YAMLField) throws(BuildError) -> [ChapterLink] {
        var result: [ChapterLink] = []
        for item in try field.sequence() {
            let fields = try item.mapping(known: BookKeys.landmark)
            guard let type = fields["type"] else {
                throw item.failure("a landmark needs a 'type' such as bodymatter, loi or index")
            }
            let term = try type.nonEmptyString()
            guard term.wholeMatch(of: BookKeys.structuralTerms) != nil else {
                throw type.failure(
                    "landmark type '\(term)' is not a structural semantics term such as bodymatter, loi or index")
            }
            // A term of the vocabulary's own (no `prefix:`) is one of its words: `lio` is a typo for `loi`.
            if let unknown = term.split(separator: " ").first(where: {
                !$0.contains(":") && !StructuralSemantics.sectionTerms.contains(String($0))
            }) {
                throw type.failure(
                    "landmark type '\(unknown)' is not an EPUB structural semantics term — did you mean '\(StructuralSemantics.nearest(to: String(unknown)))'? (bodymatter, toc, loi, index, …)"
                )
            }
            result.append(
                ChapterLink.landmark(
                    type: term, title: try fields["title"]?.nonEmptyString() ?? term,
                    anchor: try fields["anchor"]?.nonEmptyString(), location: item.location))
        }
        return result
    }

    private func tocEntries(_ field: YAMLField) throws(BuildError) -> [ChapterLink] {
        var result: [ChapterLink] = []
        for item in try field.sequence() {
            let fields = try item.mapping(known: BookKeys.tocEntry)
            guard let title = fields["title"] else { throw item.failure("a table of contents entry needs a 'title'") }
            result.append(
                ChapterLink(
                    title: try title.nonEmptyString(), anchor: try fields["anchor"]?.nonEmptyString(),
                    children: try fields["children"].map { f throws(BuildError) in try tocEntries(f) } ?? [],
                    location: item.location))
        }
        return result
    }

    /// The keys a `nocite` text names, as pandoc reads it: each `@key` (`[@a; @b]`, `@a, @b`), `@*` as `*`.
    static func citationKeys(_ text: String) -> [String] {
        let separators = CharacterSet(charactersIn: " \t\n,;[]")
        return text.components(separatedBy: separators).compactMap { word in
            guard word.hasPrefix("@"), word.count > 1 else { return nil }
            return String(word.dropFirst())
        }
    }

    /// `math: false`, or how formulas are read: `math: {escapes: kramdown}`.
    private func tableOfContents(_ field: YAMLField) throws(BuildError) -> TableOfContentsSpec {
        let fields = try field.mapping(known: BookKeys.tableOfContents)
        var toc = TableOfContentsSpec()
        toc.depth = try fields["depth"]?.int(in: 1...6) ?? toc.depth
        toc.title = try fields["title"]?.nonEmptyString() ?? toc.title
        toc.inSpine = try fields["in-spine"]?.bool() ?? toc.inSpine
        return toc
    }
}

/// The chapter files a book.yaml has listed so far, with where.
private final class ListedChapters {
    private var locations: [String: SourceLocation] = [:]

    /// Records `file` at `location`; returns where it was listed before, if it was.
    package func first(_ file: String, at location: SourceLocation) -> SourceLocation? {
        if let earlier = locations[file] { return earlier }
        locations[file] = location
        return nil
    }
}
