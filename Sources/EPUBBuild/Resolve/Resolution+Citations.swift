import EPUBCitations
import EPUBModel
import EPUBSupport
import Foundation
import XMLTree

/// pandoc's citations, book-wide: the book's bibliography read, every citation span of every chapter rendered with
/// the style (numbers, year suffixes and the bibliography's order are the whole book's), each cite linked to its
/// entry, and the entries written where the author put `::: {#refs} :::`, else in a chapter of their own (a pandoc
/// book with `reference-section-title`) or at the end of the last chapter.
extension Resolution {
    /// A bibliography or style that cannot be read is an error at its place; the other passes still run.
    mutating func renderCitations() {
        do {
            try citations()
        } catch {
            diagnostics += error.diagnostics
        }
    }

    private mutating func citations() throws(BuildError) {
        // Citation spans come from pandoc's Markdown: a book in another dialect with no bibliography has none, and
        // its chapters are not walked for them (4 ms of comprehensive-rust's build, on one thread).
        guard spec.readsCitations || spec.markdownDialect.extensions.contains(.citations) else { return }
        let (spans, authors) = citationSpans()
        guard !spans.isEmpty || spec.readsCitations else { return }
        let bookFile = SourceLocation(path: Paths.display(spec.specFile))
        if spans.isEmpty && !spec.markdownDialect.extensions.contains(.citations) {
            // GitHub's Markdown and CommonMark have no citations: a bibliography there would be silently unused.
            diagnostics.append(
                Diagnostic(
                    .warning, .markdownNotRead, at: bookFile, stage: .resolve,
                    "a bibliography is given, but citations ([@key]) are read only in pandoc's Markdown — add 'from: markdown' (or -f markdown)"
                ))
            return
        }
        let style = try CitationStyles.load(spec.citationStyle, shownAt: spec.citationStyleLocation ?? bookFile)
        let locale = try CSLLocale.load(
            language: spec.metadata.language.isEmpty ? style.defaultLocale ?? "en-US" : spec.metadata.language,
            folder: CitationStyles.locales, style: style)
        var references: [Reference] = []
        for file in spec.bibliography {
            guard let text = resolver.files.text(atPath: file) else {
                throw BuildError(
                    .bibliographySyntax, at: SourceLocation(path: Paths.display(file)), stage: .load,
                    "the bibliography is not UTF-8 text")
            }
            references += try BibliographyReader.read(text, path: Paths.display(file), language: locale.language)
        }
        if let inline = spec.inlineReferences {
            // pandoc's `references:` in the metadata, CSL-YAML as a file's would be.
            references += try BibliographyReader.read(inline.text, path: inline.path, format: "yaml")
        }
        diagnostics += BibliographyReader.duplicateKeys(references)
        let cites = spans.map { CitationSpan($0.element, locale: locale) }
        let output = CitationProcessor(style: style, locale: locale, references: references).process(
            cites.map(\.items), placements: cites.map(\.placement), uncited: spec.uncitedKeys, linkingMissing: false)
        let heading = spec.referenceSectionTitle ?? locale.referencesHeading
        let place =
            spec.suppressBibliography ? nil : bibliographyPlace(entries: output.bibliography.count, heading: heading)
        writeCitations(output, into: spans, authors: authors, bibliographyIn: place?.chapter)
        if let place { writeEntries(output.bibliography, into: place.element) }
        warnNotFound(Set(output.notFound), spans: spans, cites: cites)
        let citedKeys = Set(cites.flatMap { $0.keys.map(\.key) })
        for key in output.notFound where !citedKeys.contains(key) {
            diagnostics.append(
                Diagnostic(
                    .warning, .citationNotFound, at: bookFile, stage: .resolve,
                    "nocite names '\(key)', which the bibliography has no entry for; check the key, or add the entry"))
        }
    }

    /// Every chapter's citation spans, in reading order, in one walk; and apart, by `chapter:number`, each author a
    /// note style's citation left in the text (CitationNotes), which is written with its note's citation.
    private func citationSpans() -> (spans: [(chapter: Int, element: XMLNode)], authors: [String: XMLNode]) {
        var spans: [(chapter: Int, element: XMLNode)] = []
        var authors: [String: XMLNode] = [:]
        for index in chapters.indices {
            for element in chapters[index].document.body?.descendants ?? []
            where element.name == "span" && element.attribute("data-cites") != nil
                && element.attribute("class") == "citation"
            {
                if let number = element.attribute("data-citation-author") {
                    authors["\(index):\(number)"] = element
                } else {
                    spans.append((index, element))
                }
            }
        }
        return (spans, authors)
    }

    /// Each citation span holding its rendering, its links reaching the chapter of the entries; an author a note
    /// style's citation left in the text holding the names.
    private func writeCitations(
        _ output: CitationProcessor.Output, into spans: [(chapter: Int, element: XMLNode)],
        authors: [String: XMLNode], bibliographyIn place: Int?
    ) {
        for (index, span) in spans.enumerated() where index < output.citations.count {
            let prefix = linkPrefix(from: span.chapter, to: place)
            let linked = { (href: String) in href.hasPrefix("#ref-") ? prefix + href : href }
            let author = span.element.attribute("data-citation-rest").flatMap { authors["\(span.chapter):\($0)"] }
            Self.fill(span.element, with: output.citations[index], linked: linked, unlinked: spec.suppressBibliography)
            if let author {
                if let names = output.authors[index] {
                    Self.fill(author, with: names, linked: linked, unlinked: spec.suppressBibliography)
                } else {
                    author.remove()  // the note holds the whole citation
                }
            }
        }
    }

    /// The citation's element holding `text` alone, its marks gone, its links to entries text when `unlinked`
    /// (no bibliography is written). Punctuation the text ends with is not repeated by the words after it ("(…,
    /// 1984), 33." then ".").
    private static func fill(_ element: XMLNode, with text: RichText, linked: (String) -> String, unlinked: Bool) {
        for child in element.children { child.remove() }
        text.append(to: element, href: linked)
        if unlinked {
            for link in element.descendants where link.hasName("a") && link.attribute("href")?.contains("#ref-") == true
            {
                link.unwrap()
            }
        }
        for mark in CitationSpan.marks { element.removeAttribute(mark) }
        // A superscript citation sits against the word before it ("striped¹"), as pandoc writes it.
        if text.opensInSuperscript, let before = element.previousSibling, before.kind == .text {
            before.setText(String(before.textContent.reversed().drop { $0 == " " }.reversed()))
        }
        guard let last = text.plainText.last, ".,;:!?".contains(last), let next = element.nextSibling,
            next.kind == .text, next.textContent.first == last
        else { return }
        next.setText(String(next.textContent.dropFirst()))
    }

    /// The element the entries go into: the author's `<div id="refs">`, else a section at the end of the last
    /// chapter, under a heading ("References" in the book's language) that puts it in the contents; nil when there
    /// is nothing to list. A chapter that ends with a heading of its own (pandoc's manual: "end your document with an
    /// appropriate header") has the entries under it, and a pandoc book without `reference-section-title` gets no
    /// heading, as pandoc writes it: either had read "References" twice or a heading pandoc never writes. A pandoc book
    /// with `reference-section-title` gets a chapter of its own (`referencesChapter`).
    private mutating func bibliographyPlace(entries: Int, heading: String) -> (chapter: Int, element: XMLNode)? {
        guard entries > 0 else { return nil }
        for (index, chapter) in chapters.enumerated() {
            if let refs = chapter.document.body?.descendants.first(where: { $0.attribute("id") == "refs" }) {
                return (index, refs)
            }
        }
        if spec.tool == .pandoc, spec.referenceSectionTitle != nil, let place = referencesChapter(heading: heading) {
            return place
        }
        guard let last = chapters.indices.last(where: { chapters[$0].document.format != .picture }),
            let body = chapters[last].document.body
        else { return nil }
        // pandoc writes `reference-section-title` as a heading of its own, after the document's last one: a last
        // `# References` stays as written, the entries under "Works Cited" (it had been dropped).
        let titled = spec.tool == .pandoc && spec.referenceSectionTitle != nil
        let trailing = titled ? nil : Self.trailingHeading(of: body)
        // pandoc's citeproc makes the heading the entries go under unnumbered, `-N` or not.
        if let trailing, spec.tool == .pandoc { SectionNumbers.unnumber(trailing) }
        let headed = trailing == nil && (spec.tool != .pandoc || spec.referenceSectionTitle != nil)
        let section = body.appendElement("section")
        section.setAttribute("id", "refs")
        if headed { section.appendElement("h1", text: heading) }
        return (last, section)
    }

    /// The entries as a chapter of their own after the last, under `heading`, listed in the contents as the others
    /// are: pandoc's citeproc writes `reference-section-title` as a level-1 heading at the end of the document,
    /// which its EPUB writer makes a chapter (at any `--epub-chapter-level`); the last chapter's own last heading
    /// (`# References`) stays where it is. The chapter is the last one's next part, as a file split at that heading
    /// would be, so that links to the entries reach it as they reach a split chapter's parts.
    private mutating func referencesChapter(heading: String) -> (chapter: Int, element: XMLNode)? {
        guard let last = chapters.last?.document, last.format != .picture else { return nil }
        let tree = XMLTree(rootName: "html", namespace: XMLTree.xhtmlNamespace)
        tree.root?.declareNamespace(XMLTree.opsNamespace, prefix: "epub")
        guard let section = tree.root?.appendElement("body").appendElement("section") else { return nil }
        section.setAttribute("id", "refs")
        section.appendElement("h1", text: heading)
        var document = ChapterDocument(
            spec: last.spec, format: last.format, displayPath: last.displayPath, source: last.source, content: tree)
        document.splitIndex = last.splitIndex + 1
        document.spec.title = nil  // the book's title for the chapter names its first part
        document.mayHoldPageBreaks = false
        chapters.append(ResolvedChapter(document: document, href: registry.claimHref(wantedHref(of: document))))
        return (chapters.count - 1, section)
    }

    /// The heading a chapter's body ends with, nothing after it (inside the last sections and divisions), if any.
    private static func trailingHeading(of body: XMLNode) -> XMLNode? {
        var node = body
        while let last = node.elementChildren.last {
            if last.isXHTMLHeading { return last }
            guard last.hasName("section") || last.hasName("div") else { return nil }
            node = last
        }
        return nil
    }

    private func writeEntries(_ entries: [(id: String, entry: RichText)], into element: XMLNode) {
        element.setAttribute("class", "references csl-bib-body")
        element.setAttribute("role", "doc-bibliography")
        for (id, entry) in entries {
            // No role="doc-biblioentry": DPUB-ARIA 1.1 deprecates it, and epubcheck 5 warns of it.
            let div = element.appendElement("div")
            div.setAttribute("id", "ref-" + id)
            div.setAttribute("class", "csl-entry")
            entry.append(to: div)
        }
    }

    /// How a chapter's link reaches the chapter holding the entries: nothing in the same chapter, else the path
    /// from its source file to that chapter's (links between chapters are written as their sources name each other).
    private func linkPrefix(from chapter: Int, to target: Int?) -> String {
        guard let target, target != chapter else { return "" }
        let from = Paths.directory(of: chapters[chapter].document.spec.file).split(separator: "/")
        let to = chapters[target].document.spec.file.split(separator: "/")
        let common = zip(from, to).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: from.count - common) + to[common...].map(String.init))
            .joined(separator: "/")
    }

    /// citation-not-found, at each line a missing key is cited on.
    private mutating func warnNotFound(
        _ missing: Set<String>, spans: [(chapter: Int, element: XMLNode)], cites: [CitationSpan]
    ) {
        guard !missing.isEmpty else { return }
        for (span, cite) in zip(spans, cites) {
            let locator = SourceLocator(chapter: chapters[span.chapter].document)
            for (key, line) in cite.keys where missing.contains(key) {
                // At the key's column, as written: `@key` or `@{key}`.
                var place = locator.location(line: line, value: "@" + key)
                if place.column <= 1 { place = locator.location(line: line, value: "@{" + key + "}") }
                diagnostics.append(
                    Diagnostic(
                        .warning, .citationNotFound, at: place,
                        stage: .resolve,
                        "no entry '\(key)' in the bibliography — it shows as '\(key)?'; check the key, or add the entry"
                    ))
            }
        }
    }
}
