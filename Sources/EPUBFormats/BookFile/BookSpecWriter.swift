import EPUBModel
import EPUBSupport
import Yams

/// book.yaml written from a `BookSpec`: the other direction of
/// `BookSpecLoader`, which reads what this writes back as the same spec.
/// `unpack -o` writes a project's book.yaml with it. Only what differs from
/// the loader's defaults is written, paths relative to `spec.directory`.
///
/// Not written: an author's role when it is `aut`, the default.
package enum BookSpecWriter {
    package static func yaml(_ spec: BookSpec) throws -> String {
        try Yams.serialize(node: quotingNulls(node(spec)), allowUnicode: true)
    }

    /// The text `~` or `null`, which YAML reads unquoted as no value, quoted: the loader reads it back as the text
    /// (a Python book's hidden-line prefix `'~'`).
    private static func quotingNulls(_ node: Node) -> Node {
        switch node {
        case .scalar(var scalar):
            guard scalar.style == .any || scalar.style == .plain, ["~", "null", "Null", "NULL"].contains(scalar.string)
            else { return node }
            scalar.style = .singleQuoted
            return .scalar(scalar)
        case .mapping(let mapping):
            return .mapping(
                Node.Mapping(mapping.map { (quotingNulls($0.key), quotingNulls($0.value)) }, mapping.tag, mapping.style)
            )
        case .sequence(let sequence):
            return .sequence(Node.Sequence(sequence.map(quotingNulls), sequence.tag, sequence.style))
        }
    }

    static func node(_ spec: BookSpec) -> Node {
        var written = Fields()
        addMetadata(spec.metadata, to: &written)
        addFiles(of: spec, to: &written)
        addOptions(of: spec, to: &written)
        addLayout(of: spec, to: &written)
        return ordered(written.nodes, as: BookKeys.book)
    }

    /// The keys being written, by name: the table of keys puts them in order once all are there.
    private struct Fields {
        var nodes: [String: Node] = [:]

        /// Writes `key` when it has a value.
        mutating func add(_ key: String, _ value: Node?) { if let value { nodes[key] = value } }
    }

    /// The publication's metadata: titles, people, languages, identifiers and the rest of the OPF's.
    private static func addMetadata(_ metadata: PublicationMetadata, to written: inout Fields) {
        if metadata.otherTitles.isEmpty && metadata.titleFileAs == nil {
            written.add("title", Node(metadata.title))
            written.add("subtitle", metadata.subtitle.map { Node($0) })
        } else {
            written.add("title", titles(metadata))
        }
        written.add("authors", people(metadata.authors, defaultRole: "aut"))
        written.add("contributors", people(metadata.contributors, defaultRole: nil))
        written.add(
            "language",
            metadata.otherLanguages.isEmpty
                ? Node(metadata.language)
                : Node(([metadata.language] + metadata.otherLanguages).map { Node($0) }))
        // An empty identifier (none survived) leaves the build to derive one.
        if !metadata.identifier.isEmpty {
            let identifiers = ([metadata.identifier] + metadata.otherIdentifiers).map {
                identifier($0, type: metadata.identifierTypes[$0])
            }
            written.add("identifier", identifiers.count == 1 ? identifiers[0] : Node(identifiers))
        }
        written.add("series", metadata.collections.isEmpty ? nil : Node(metadata.collections.map(collection)))
        written.add("date", metadata.date.map { Node($0) })
        written.add(
            "publisher",
            metadata.publisher.map { name in
                metadata.publisherFileAs.map { Node([(Node("name"), Node(name)), (Node("file-as"), Node($0))]) }
                    ?? Node(name)
            })
        written.add("rights", metadata.rights.map { Node($0) })
        written.add("description", metadata.description.map { Node($0) })
        written.add("abstract", metadata.abstract.map { Node($0, .implicit, $0.contains("\n") ? .literal : .any) })
        if !metadata.subjects.isEmpty { written.add("subjects", Node(metadata.subjects.map(subject))) }
        if !metadata.sources.isEmpty { written.add("source", Node(metadata.sources.map { Node($0) })) }
        if !metadata.otherMetadata.isEmpty {
            written.add("package-metadata", Node(metadata.otherMetadata.map(metadataEntry)))
        }
        if !metadata.vocabularies.isEmpty {
            written.add(
                "prefixes",
                Node(metadata.vocabularies.sorted { $0.key < $1.key }.map { (Node($0.key), Node($0.value)) }))
        }
    }

    /// One identifier in the simplest form the loader reads back as the same text: the value, `{kind: value}`, or
    /// `{as-written: value, kind: …}` where the others would change it (`978-1-00-341012-6` read as
    /// `urn:isbn:9781003410126`) or refuse it (ten digits that are no ISBN): it is the book's name to reading
    /// systems, which keep a reader's notes and positions under it.
    private static func identifier(_ value: String, type: IdentifierType?) -> Node {
        // A kind the value's form already says needs no `kind:`.
        let kind = type == IdentifierType.inferred(from: value) ? nil : type
        guard (try? PublicationMetadataFields.read(value, as: kind)) == value else {
            return Node([(Node("as-written"), Node(value))] + (type.map { [(Node("kind"), Node($0.name))] } ?? []))
        }
        return kind.map { Node([(Node($0.name), Node(value))]) } ?? Node(value)
    }

    /// The files the book takes besides its chapters: cover, stylesheets, fonts and which are obfuscated.
    private static func addFiles(of spec: BookSpec, to written: inout Fields) {
        func path(_ file: String) -> Node { Node(relative(file, from: spec.directory)) }
        written.add("cover", spec.cover.map(path))
        if !spec.coverPage { written.add("cover-page", flag(false)) }
        if !spec.stylesheets.isEmpty { written.add("css", Node(spec.stylesheets.map(path))) }
        if !spec.fonts.isEmpty {
            written.add(
                "fonts",
                Node(
                    spec.fonts.map { font in
                        // A listed font's own `obfuscate:` is written only where it differs from the book's.
                        let obfuscated = spec.obfuscates(font: font)
                        guard obfuscated != spec.obfuscateAllFonts else { return path(font) }
                        return Node([(Node("file"), path(font)), (Node("obfuscate"), flag(obfuscated))])
                    }))
        }
        if spec.obfuscateAllFonts {
            written.add("obfuscate-fonts", flag(true))
        } else if !spec.obfuscatedFonts.subtracting(spec.fonts).isEmpty {
            // Sorted: the same spec gives the same file.
            written.add("obfuscate-fonts", Node(spec.obfuscatedFonts.subtracting(spec.fonts).sorted().map(path)))
        }
    }

    /// How the book is built: what is added, numbered, checked and how notes, math and remote files are treated.
    private static func addOptions(of spec: BookSpec, to written: inout Fields) {
        func path(_ file: String) -> Node { Node(relative(file, from: spec.directory)) }
        written.add("media-active-class", spec.mediaActiveClass.map { Node($0) })
        written.add("page-source", spec.pageSource.map { Node($0) })
        written.add("accessibility", spec.accessibility.map(accessibility))
        if !spec.titlePage { written.add("titlepage", flag(false)) }
        written.add("math", spec.math == nil ? flag(false) : MathField.written(spec))
        if let file = spec.mathMacrosFile {
            written.add("math-macros", path(file))
        } else if !spec.mathMacros.isEmpty {
            // Sorted: the same spec gives the same file.
            written.add(
                "math-macros", Node(spec.mathMacros.sorted { $0.key < $1.key }.map { (Node($0.key), Node($0.value)) }))
        }
        if !spec.highlight { written.add("highlight", flag(false)) }
        if !spec.hiddenLinePrefixes.isEmpty {
            written.add(
                "hidden-lines",
                Node(spec.hiddenLinePrefixes.sorted { $0.key < $1.key }.map { (Node($0.key), Node($0.value)) }))
        }
        if spec.numberSections { written.add("number-sections", flag(true)) }
        if spec.headingShift != 0 {
            written.add("shift-heading-level-by", Node(String(spec.headingShift), .implicit, .plain))
        }
        if spec.figureNumbers { written.add("figure-numbers", flag(true)) }
        if spec.listingNumbers { written.add("listing-numbers", flag(true)) }
        if spec.crossReferences { written.add("cross-references", CrossReferencesField.written(spec)) }
        written.add("figure-label", spec.figureLabel.map { Node($0) })
        written.add("listing-label", spec.listingLabel.map { Node($0) })
        if !spec.defaultStylesheet { written.add("default-css", flag(false)) }
        if spec.notes != .footnotes { written.add("notes", Node(spec.notes.rawValue)) }
        if spec.remote != .link { written.add("remote", Node(spec.remote.rawValue)) }
        written.add("templates", spec.templates.map(path))
        if spec.markdownDialect != .gfm { written.add("from", Node(spec.markdownDialect.written)) }
        if !spec.resourcePath.isEmpty { written.add("resource-path", Node(spec.resourcePath.map(path))) }
        if let extensionName = spec.defaultImageExtension {
            written.add("default-image-extension", Node(extensionName))
        }
        if !spec.bibliography.isEmpty {
            written.add(
                "bibliography",
                spec.bibliography.count == 1 ? path(spec.bibliography[0]) : Node(spec.bibliography.map(path)))
        }
        written.add("csl", spec.citationStyle.map { $0.hasPrefix("/") ? path($0) : Node($0) })
        if !spec.uncitedKeys.isEmpty {
            written.add("nocite", Node(spec.uncitedKeys.map { "@" + $0 }.joined(separator: ", ")))
        }
        written.add("reference-section-title", spec.referenceSectionTitle.map { Node($0) })
        if spec.suppressBibliography { written.add("suppress-bibliography", flag(true)) }
        if !spec.notesAfterPunctuation { written.add("notes-after-punctuation", flag(false)) }
        written.add("link-base", spec.linkBase.map { Node($0) })
        if spec.lenientFragments { written.add("lenient-fragments", flag(true)) }
        written.add("toc", tableOfContents(spec.tableOfContents))
        let words = GeneratedWords.fields.compactMap { field in
            spec.wordOverrides[field.name].map { (Node(field.name), Node($0)) }
        }
        if !words.isEmpty { written.add("words", Node(words)) }
    }

    /// The reading direction, the rendition's layout, and the chapters.
    private static func addLayout(of spec: BookSpec, to written: inout Fields) {
        written.add("page-progression", spec.pageProgression.map { Node($0.rawValue) })
        written.add("direction", spec.direction.map { Node($0.rawValue) })
        written.add("writing-mode", spec.writingMode.map { Node($0.rawValue) })
        let rendition = spec.rendition
        if rendition.layout != .reflowable { written.add("layout", Node(rendition.layout.rawValue)) }
        if rendition.orientation != .auto { written.add("orientation", Node(rendition.orientation.rawValue)) }
        if rendition.spread != .auto { written.add("spread", Node(rendition.spread.rawValue)) }
        written.add("viewport", rendition.viewport.map { Node("\($0.width)x\($0.height)") })
        if let summary = spec.summaryFile {
            written.add("chapters", Node([(Node("summary"), Node(relative(summary, from: spec.directory)))]))
        } else {
            written.add("chapters", Node(spec.contents.compactMap { entry($0, directory: spec.directory) }))
        }
    }

    /// The keys written, in the order of the table that defines them (a key it lacks is not book.yaml's).
    private static func ordered(_ written: [String: Node], as keys: BookMapping) -> Node {
        Node(keys.keys.compactMap { key in written[key.name].map { (Node(key.name), $0) } })
    }

    private static func entry(_ entry: ContentsEntry, directory: String) -> Node? {
        switch entry {
        case .chapter(let chapter, let children):
            return self.chapter(
                chapter, children: children.compactMap { self.entry($0, directory: directory) }, directory: directory)
        case .part(let title, _, let chapters):
            return Node([
                (Node("part"), Node(title)),
                (Node("chapters"), Node(chapters.compactMap { self.entry($0, directory: directory) })),
            ])
        case .section, .link:
            // Only a SUMMARY.md lists sections and web links, and a spec read from one is written as
            // `chapters: {summary: …}`.
            return nil
        }
    }

    private static func chapter(_ chapter: ChapterSpec, children: [Node], directory: String) -> Node {
        var fields: [String: Node] = ["file": Node(relative(chapter.file, from: directory))]
        func add(_ key: String, _ value: Node?) { if let value { fields[key] = value } }
        add("title", chapter.title.map { Node($0) })
        // A format the file's name does not say (an EPUB's `chapter2`, a pandoc book's `notes.txt`).
        if let format = chapter.format.flatMap({ ChapterSpecFields.Format(rawValue: $0.rawValue) }),
            SourceFormat(path: chapter.file) != format.sourceFormat
                || !BookSpecLoader.chapterExtensions.contains(Paths.fileExtension(chapter.file))
        {
            add("format", Node(format.rawValue))
        }
        if chapter.type != "chapter" { add("type", Node(chapter.type)) }
        if !chapter.linear { add("linear", flag(false)) }
        add("id", chapter.id.map { Node($0) })
        add("split", chapter.split.map { Node(String($0), .implicit, .plain) })
        add("page-spread", chapter.pageSpread.map { Node($0.rawValue) })
        add("layout", chapter.layout.map { Node($0.rawValue) })
        add("orientation", chapter.orientation.map { Node($0.rawValue) })
        add("spread", chapter.spread.map { Node($0.rawValue) })
        switch chapter.tableOfContents {
        case .headings: break
        case .hidden: add("toc", flag(false))
        case .entries(let entries): add("toc", Node(entries.map(tocEntry)))
        }
        add("toc-parent", chapter.tocParent.map { Node($0) })
        add("media-overlay", chapter.mediaOverlay.map { Node(relative($0, from: directory)) })
        if !chapter.landmarks.isEmpty {
            add(
                "landmarks",
                Node(
                    chapter.landmarks.map { landmark in
                        var fields: [(Node, Node)] = [
                            (Node("type"), Node(landmark.type ?? "")), (Node("title"), Node(landmark.title)),
                        ]
                        if let anchor = landmark.anchor { fields.append((Node("anchor"), Node(anchor))) }
                        return Node(fields)
                    }))
        }
        if !chapter.pages.isEmpty {
            add(
                "pages",
                Node(
                    chapter.pages.map { page in
                        // Quoted: a page label is text, `12` as much as `xii`.
                        var fields: [(Node, Node)] = [(Node("label"), Node(page.title, .implicit, .doubleQuoted))]
                        if let anchor = page.anchor { fields.append((Node("anchor"), Node(anchor))) }
                        return Node(fields)
                    }))
        }
        if !children.isEmpty { add("chapters", Node(children)) }
        // A chapter with nothing but its file is written as the file alone.
        return fields.count == 1 ? fields["file"]! : ordered(fields, as: BookKeys.chapter)
    }

    private static func tocEntry(_ entry: ChapterLink) -> Node {
        var fields: [(Node, Node)] = [(Node("title"), Node(entry.title))]
        if let anchor = entry.anchor { fields.append((Node("anchor"), Node(anchor))) }
        if !entry.children.isEmpty { fields.append((Node("children"), Node(entry.children.map(tocEntry)))) }
        return Node(fields)
    }

    private static func people(_ list: [Contributor], defaultRole: String?) -> Node? {
        guard !list.isEmpty else { return nil }
        return Node(
            list.map { person in
                guard
                    person.fileAs != nil || person.roles != defaultRole.map({ [$0] }) ?? []
                        || !person.alternateScripts.isEmpty
                else {
                    return Node(person.name)
                }
                var fields: [(Node, Node)] = [(Node("name"), Node(person.name))]
                if let fileAs = person.fileAs { fields.append((Node("file-as"), Node(fileAs))) }
                if !person.otherRoles.isEmpty {
                    fields.append((Node("role"), Node(person.roles.map { Node($0) })))
                } else if let role = person.role, role != defaultRole {
                    fields.append((Node("role"), Node(role)))
                }
                if !person.alternateScripts.isEmpty {
                    fields.append(
                        (
                            Node("alternate-script"),
                            Node(person.alternateScripts.map { (Node($0.language), Node($0.name)) })
                        ))
                }
                return Node(fields)
            })
    }

    /// `title: {main, subtitle, file-as, short, …}`, for a book with more titles than its main one and subtitle, or
    /// a title that sorts apart.
    private static func titles(_ metadata: PublicationMetadata) -> Node {
        var fields: [(Node, Node)] = [(Node("main"), Node(metadata.title))]
        if let subtitle = metadata.subtitle { fields.append((Node("subtitle"), Node(subtitle))) }
        if let fileAs = metadata.titleFileAs { fields.append((Node("file-as"), Node(fileAs))) }
        for title in metadata.otherTitles { fields.append((Node(title.kind.rawValue), Node(title.text))) }
        return Node(fields)
    }

    private static func collection(_ collection: PublicationCollection) -> Node {
        var fields: [(Node, Node)] = [(Node("name"), Node(collection.name))]
        if let position = collection.position { fields.append((Node("position"), Node(position, .implicit, .plain))) }
        if let kind = collection.kind, kind != .series { fields.append((Node("type"), Node(kind.rawValue))) }
        return Node(fields)
    }

    private static func metadataEntry(_ entry: MetadataEntry) -> Node {
        let pairs: [(String, String?)]
        switch entry.kind {
        case .property(let property):
            pairs = [("property", property), ("value", entry.value), ("scheme", entry.scheme)]
        case .dublinCore(let name): pairs = [("dc", name), ("value", entry.value)]
        case .link(let rel): pairs = [("link", rel), ("href", entry.value)]
        case .named(let name): pairs = [("name", name), ("content", entry.value)]
        }
        return Node(
            (pairs + [("lang", entry.language)]).compactMap { key, value in value.map { (Node(key), Node($0)) } })
    }

    private static func subject(_ subject: Subject) -> Node {
        guard let authority = subject.authority, let code = subject.code else { return Node(subject.name) }
        return Node([
            (Node("name"), Node(subject.name)), (Node("authority"), Node(authority)), (Node("code"), Node(code)),
        ])
    }

    private static func accessibility(_ statement: AccessibilityStatement) -> Node {
        var fields: [(Node, Node)] = []
        if let summary = statement.summary { fields.append((Node("summary"), Node(summary))) }
        if let hazards = statement.hazards { fields.append((Node("hazards"), Node(hazards.map { Node($0) }))) }
        if let conformsTo = statement.conformsTo { fields.append((Node("conforms-to"), Node(conformsTo))) }
        if let certifiedBy = statement.certifiedBy { fields.append((Node("certified-by"), Node(certifiedBy))) }
        if let credential = statement.certifierCredential {
            fields.append((Node("certifier-credential"), Node(credential)))
        }
        return Node(fields)
    }

    private static func tableOfContents(_ toc: TableOfContentsSpec) -> Node? {
        let defaults = TableOfContentsSpec()
        var fields: [(Node, Node)] = []
        if toc.depth != defaults.depth { fields.append((Node("depth"), Node(String(toc.depth), .implicit, .plain))) }
        if let title = toc.title { fields.append((Node("title"), Node(title))) }
        if toc.inSpine != defaults.inSpine { fields.append((Node("in-spine"), flag(toc.inSpine))) }
        return fields.isEmpty ? nil : Node(fields)
    }

    private static func flag(_ value: Bool) -> Node { Node(value ? "true" : "false", .implicit, .plain) }

    /// `file` as book.yaml names it: relative to the book's folder.
    private static func relative(_ file: String, from directory: String) -> String {
        let folder = directory.hasSuffix("/") ? directory : directory + "/"
        if file.hasPrefix(folder) { return String(file.dropFirst(folder.count)) }
        var from = directory.split(separator: "/")
        var to = file.split(separator: "/")
        while let first = from.first, let other = to.first, to.count > 1, first == other {
            from.removeFirst()
            to.removeFirst()
        }
        return (Array(repeating: "..", count: from.count) + to.map(String.init)).joined(separator: "/")
    }
}
