import EPUBCitations
import EPUBModel
import EPUBSupport
import Foundation
import XMLTree

/// The Ingest stage over a whole book: every chapter of the list read into
/// its XHTML tree, `jobs` at a time, then every document they link that the
/// list lacks, in the order they were found. Chapters are read
/// independently, so every one that fails is reported, not just the first;
/// warnings and chapters come out in the same order whatever `jobs` is.
struct BookIngester {
    let spec: BookSpec
    /// Where the chapters and what they include are read.
    var files: any SourceFiles = DiskFiles()
    var jobs = 1
    /// `--lenient`: a directive that cannot be carried out is a warning.
    var lenient = false

    /// `timings`: each pass's time, summed over the chapters (so over the threads: CPU time, not the wall's).
    func ingest(warnings: inout [Diagnostic], timings: inout [PassTiming]) throws(BuildError) -> [ChapterDocument] {
        var chapterTimings: [[PassTiming]] = []
        defer { timings += PassRunner.summed(chapterTimings) }
        var chapters: [ChapterDocument] = []
        var problems: [Diagnostic] = []
        var known = Set(spec.chapters.map(\.file))
        var wave = spec.chapters
        var numbering = ChapterNumbering()
        var numbered = Captions.Counts()
        var sections = SectionNumbers()
        // pandoc-crossref's own count of the sections, which `@sec:x` reads whether or not the page shows it.
        var referencedSections = SectionNumbers()
        var isListed = true
        var unrendered: [[UnrenderedSyntax]] = []
        // mdbook-spec's rule names, which any chapter may link to: read from every listed chapter first.
        let references =
            spec.preprocessors.contains("spec")
            ? SpecRules.references(in: spec.chapters, sourceRoot: spec.sourceRoot, files: files) : [:]
        // pandoc's files are one text: a reference definition in any of them serves every one.
        let shared =
            spec.tool == .pandoc && spec.chapters.count > 1
            ? SharedReferenceDefinitions.gathered(in: spec.chapters, files: files) : SharedReferenceDefinitions.Shared()
        // Breadth first: the listed chapters, then what they link, then what those link…
        while !wave.isEmpty {
            defer { isListed = false }
            var (read, links) = readWave(
                wave, known: known, references: references, shared: shared, warnings: &warnings, problems: &problems,
                timings: &chapterTimings)
            wave = []
            problems += convertMath(in: &read, warnings: &warnings)
            warnings += drawPlantUML(in: &read)
            for (chapter, links) in zip(read, links) {
                wave += unlistedDocuments(links, known: &known, warnings: &warnings)
                unrendered.append(chapter.unrendered)
                var chapter = chapter
                chapter.referenceNumbers = numberCaptions(
                    of: chapter, isListed: isListed, numbering: &numbering, numbered: &numbered)
                if spec.crossReferences, isListed, let body = ChapterDocument.body(of: chapter.content) {
                    for (heading, number) in referencedSections.count(body) {
                        guard let id = heading.attribute("id"), id.hasPrefix("sec:") else { continue }
                        chapter.referenceNumbers[id] = number
                    }
                }
                if spec.numberSections, isListed, let body = ChapterDocument.body(of: chapter.content) {
                    sections.number(body)
                }
                chapters += ChapterSplitter.split(chapter).map(HeadingSectionTypes.applied)
            }
        }
        // Counted over the book: a kind a book writes in every chapter is one message, not one per chapter.
        warnings += [UnrenderedSyntax].merging(unrendered).map(\.diagnostic)
        warnings = GatheredWarnings.gathered(
            warnings.map { ($0, XMLTree.isDroppedHeadContent($0.message) ? .sameInFiles(message: $0.message) : nil) })
        try BuildError.throwIfErrors(in: problems)
        return chapters
    }

    /// One wave of chapters read, `jobs` at a time: those read, in order, each with its links to documents none of
    /// `known` is, and the errors of the others.
    private func readWave(
        _ wave: [ChapterSpec], known: Set<String>, references: [String: String],
        shared: SharedReferenceDefinitions.Shared,
        warnings: inout [Diagnostic],
        problems: inout [Diagnostic],
        timings: inout [[PassTiming]]
    ) -> (chapters: [ChapterDocument], links: [[LinkedDocuments.Link]]) {
        let settings = ChapterIngestion.Settings(
            notes: spec.notes, hiddenLinePrefixes: spec.hiddenLinePrefixes, dialect: spec.markdownDialect,
            math: spec.markdownDialect.mathDelimiters(spec.math),
            highlight: spec.highlight, templateValues: spec.templateValues, files: files, lenient: lenient,
            tool: spec.tool, words: spec.words, headingShift: spec.headingShift,
            readsCitations: spec.readsCitations,
            citationNotes: spec.readsCitations && CitationStyles.isNoteStyle(spec.citationStyle),
            notesAfterPunctuation: spec.notesAfterPunctuation, crossReferences: spec.crossReferences,
            preprocessors: spec.preprocessors, readsForeignFrontMatter: spec.readsForeignFrontMatter,
            pageContents: spec.pageContents, admonitionTitles: Self.admonitionTitles(of: spec),
            linkReferences: references, sharedDefinitions: shared,
            sourceRoot: spec.sourceRoot)
        let (sourceRoot, files) = (spec.sourceRoot, files)
        let results = WorkerPool(workers: jobs).run(wave.count) {
            index -> (Result<(ChapterDocument, [LinkedDocuments.Link]), BuildError>, [Diagnostic], [PassTiming]) in
            var warnings: [Diagnostic] = []
            var timings: [PassTiming] = []
            do throws(BuildError) {
                let chapter = try ChapterIngester.ingest(
                    wave[index], settings: settings, warnings: &warnings, timings: &timings)
                // Found here, on the workers: a walk of every chapter's tree that one thread took in turn.
                let links = LinkedDocuments.links(in: chapter, sourceRoot: sourceRoot, known: known, files: files)
                return (.success((chapter, links)), warnings, timings)
            } catch {
                return (.failure(error), warnings, timings)
            }
        }
        var read: [ChapterDocument] = []
        var links: [[LinkedDocuments.Link]] = []
        timings += results.map(\.2)
        for (result, chapterWarnings, _) in results {
            warnings += chapterWarnings
            switch result {
            case .success(let (chapter, chapterLinks)):
                read.append(chapter)
                links.append(chapterLinks)
            case .failure(let error): problems += error.diagnostics
            }
        }
        return (read, links)
    }

    /// The documents a chapter links (`links`) that no chapter before it listed or linked, each with a warning: they
    /// are added after the reading order.
    private func unlistedDocuments(
        _ links: [LinkedDocuments.Link], known: inout Set<String>, warnings: inout [Diagnostic]
    ) -> [ChapterSpec] {
        let linked = LinkedDocuments.documents(links, known: known)
        for document in linked {
            known.insert(document.file)
            warnings.append(
                Diagnostic(
                    .warning, .unlistedDocument, at: document.location, stage: .ingest,
                    "'\(Paths.display(document.file))' is linked but not in the chapter list; added after the reading order as a non-linear document"
                ))
        }
        return linked
    }

    /// The admonitions' titles, once for the book: a GitHub alert's is a word the build writes, in the book's language
    /// ("Remarque"), unless the book's tool gives its own (gitbook-plugin-flexible-alerts' labels, mdbook-admonish's).
    private static func admonitionTitles(of spec: BookSpec) -> [String: String] {
        let words = spec.words
        let alerts = ["note", "tip", "warning", "caution"].map { ($0, words.hintTitle(of: $0)) }
        return Dictionary(uniqueKeysWithValues: alerts).merging(spec.admonitionTitles) { $1 }
    }

    /// Numbers the chapter's figures and listings when the book asks for it: in reading order, with each
    /// chapter's type as its front matter left it, before splitting. A linked document the list lacks
    /// (`isListed` false) is no numbered chapter. pandoc-crossref's figures, tables and formulas are numbered
    /// through the book (`numbered` counts them), as the filter numbers them in the one document pandoc reads.
    private func numberCaptions(
        of chapter: ChapterDocument, isListed: Bool, numbering: inout ChapterNumbering,
        numbered: inout Captions.Counts
    ) -> [String: String] {
        guard spec.figureNumbers || spec.listingNumbers || spec.crossReferences,
            let body = ChapterDocument.body(of: chapter.content)
        else { return [:] }
        let label = isListed ? numbering.label(for: chapter.spec) : nil
        // pandoc-crossref numbers only what is labelled; `figure-numbers: true` numbers every captioned figure.
        let words = Captions.Words(
            figures: spec.figureNumbers || spec.crossReferences ? spec.words.figure : nil,
            listings: spec.listingNumbers || spec.crossReferences ? spec.words.listing : nil,
            tables: spec.crossReferences ? spec.words.table : nil,
            labelledOnly: spec.crossReferences && !spec.figureNumbers,
            labelledListingsOnly: spec.crossReferences && !spec.listingNumbers, throughTheBook: spec.crossReferences,
            delimiter: spec.crossReferences ? spec.crossReferenceStyle.titleDelimiter : ".",
            chapterDelimiter: spec.crossReferences && spec.crossReferenceStyle.chapters
                ? spec.crossReferenceStyle.chapterDelimiter : nil)
        return Captions.number(body, chapter: label, words: words, book: &numbered)
    }

    /// The PlantUML diagrams of `chapters`, drawn by one PlantUML run; a
    /// warning at its fence for each one not drawn, whose source is kept.
    private func drawPlantUML(in chapters: inout [ChapterDocument]) -> [Diagnostic] {
        let diagrams = chapters.flatMap(\.plantUML)
        guard !diagrams.isEmpty else { return [] }
        let results = PlantUMLDrawing.draw(diagrams)
        var warnings: [Diagnostic] = []
        var offset = 0
        for index in chapters.indices where !chapters[index].plantUML.isEmpty {
            let chapter = chapters[index]
            defer {
                offset += chapter.plantUML.count
                chapters[index].plantUML = []
            }
            guard let body = ChapterDocument.body(of: chapter.content) else { continue }
            let placeholders = body.descendants.filter {
                $0.isElement && $0.attribute(PlantUMLDrawing.placeholderAttribute) != nil
            }
            for pre in placeholders {
                guard let number = pre.attribute(PlantUMLDrawing.placeholderAttribute).flatMap(Int.init),
                    chapter.plantUML.indices.contains(number - 1)
                else { continue }
                pre.removeAttribute(PlantUMLDrawing.placeholderAttribute)
                let diagram = chapter.plantUML[number - 1]
                let why: String
                switch results[offset + number - 1] {
                case .success(let pictures):
                    if PlantUMLDrawing.insert(pictures, source: diagram.source, number: number, replacing: pre) {
                        continue
                    }
                    why = "PlantUML's SVG could not be read"
                case .failure(let failure):
                    why = failure.message
                }
                Diagrams.keepSource(of: pre, language: diagram.language, name: "PlantUML")
                warnings.append(
                    Diagnostic(
                        .warning, .diagramNotRendered, at: diagram.location, stage: .ingest,
                        "PlantUML diagram not drawn: \(why); the source is shown as a figure"))
            }
        }
        return warnings
    }

    /// The TeX formulas of `chapters`, made MathML by one KaTeX run; an error
    /// for each formula KaTeX refuses, at its line (a warning, the TeX shown, with --lenient or in a tool's project).
    private func convertMath(in chapters: inout [ChapterDocument], warnings: inout [Diagnostic]) -> [Diagnostic] {
        let formulas = chapters.flatMap(\.formulas)
        guard let first = chapters.first(where: { !$0.formulas.isEmpty }) else { return [] }
        func location(_ chapter: ChapterDocument, _ formula: TeXMath.Formula) -> SourceLocation {
            chapter.source.location(shown: chapter.displayPath, line: formula.line, column: formula.column)
        }
        let results: [MathConversion.Result]
        do {
            let pages = chapters.indices.flatMap { index in
                Array(repeating: index, count: chapters[index].formulas.count)
            }
            results = try MathConversion.convert(
                formulas, pages: pages, macros: spec.mathMacros, numbering: spec.mathNumbering)
        } catch {
            return [
                Diagnostic(.error, .mathFailed, at: location(first, first.formulas[0]), stage: .ingest, error.message)
            ]
        }
        var problems: [Diagnostic] = []
        var offset = 0
        for index in chapters.indices where !chapters[index].formulas.isEmpty {
            let chapter = chapters[index]
            var mathml: [Int: (tex: String, mathml: MathConversion.MathML)] = [:]
            var unconverted: [Int: String] = [:]
            // A macro definition has done its work in KaTeX's run: it shows nowhere, converted or not.
            for (number, formula) in chapter.formulas.enumerated() where !formula.definition {
                switch results[offset + number] {
                case .success(let markup): mathml[number] = (formula.tex, markup)
                case .failure(let failure):
                    // As pandoc and mdBook's KaTeX go on, showing the TeX; a book.yaml book stops unless --lenient.
                    let forgiven = lenient || spec.tool != nil
                    let message = "TeX formula '\(formula.tex)' cannot be converted: \(failure.message)"
                    let at = location(chapter, formula)
                    if forgiven {
                        unconverted[number] = formula.tex
                        warnings.append(
                            Diagnostic(
                                .warning, .mathFailed, at: at, stage: .ingest, message + "; its TeX is shown as written"
                            ))
                    } else {
                        problems.append(
                            Diagnostic(
                                .error, .mathFailed, at: at, stage: .ingest,
                                message + " — correct it, or build with --lenient to show its TeX as written"))
                    }
                }
            }
            offset += chapter.formulas.count
            if let body = ChapterDocument.body(of: chapter.content) {
                MathConversion.remove(
                    Set(chapter.formulas.indices.filter { chapter.formulas[$0].definition }), from: body)
                MathConversion.insert(mathml, into: body) { page in
                    page == index ? "" : MathConversion.reference(to: chapters[page].spec.file, from: chapter.spec.file)
                }
                MathConversion.insert(unconverted: unconverted, into: body)
            }
        }
        return problems
    }
}
