import EPUBFormats
import EPUBModel
import EPUBSupport
import Foundation
import Yams

/// A GitBook project read as the book.yaml it stands for: `book.json`
/// (GitBook 3 and HonKit) or `.gitbook.yaml` (GitBook's Git Sync), or no
/// configuration at all beside a `SUMMARY.md`. The summary lists the
/// chapters; the README opens the book, as GitBook puts it first when the
/// summary leaves it out. Of book.json only what an EPUB has a place for is
/// read; plugins, their settings, links, styles and the rest are GitBook's
/// business and ignored.
enum GitBookProject {
    /// book.json keys that become book.yaml's (GitBook's config.md); every other key is ignored.
    static let metadataKeys = [
        "title": "title", "author": "authors", "description": "description", "language": "language",
        "direction": "direction", "isbn": "identifier", "cover": "cover",
    ]

    /// Loads the project whose configuration is `file` (book.json,
    /// .gitbook.yaml, or the SUMMARY.md of a folder without either).
    static func load(_ file: String, files: any SourceFiles, warnings: inout [Diagnostic]) throws(BuildError)
        -> BookSpec
    {
        let isSummary = Paths.lastComponent(file) == "SUMMARY.md"
        let directory = Paths.directory(of: file)
        let config = try configuration(of: file, isSummary: isSummary, files: files, warnings: &warnings)
        let root = try config["root"]?.nonEmptyString() ?? "."
        let structure = try config["structure"].map { f throws(BuildError) in try entries(of: f) } ?? [:]
        let summary =
            isSummary ? "SUMMARY.md" : root + "/" + (try structure["summary"]?.nonEmptyString() ?? "SUMMARY.md")
        let (readme, glossary) = try (
            structureFile(structure["readme"], or: "README.md", root: root, in: directory),
            structureFile(structure["glossary"], or: "GLOSSARY.md", root: root, in: directory)
        )

        let start = TOMLReader.mark(line: 1, column: 1)
        func scalar(_ text: String, at mark: Mark? = nil) -> Node {
            .scalar(.init(text, .unresolved, .plain, mark ?? start))
        }
        var keys = metadata(of: config, start: start)
        if config["title"] == nil {
            let title = title(
                readme: readme, folder: directory, shown: Paths.display(file), files: files, warnings: &warnings)
            keys.append((scalar("title"), scalar(title)))
        }
        // GitBook's ebooks take cover.jpg from the project's root when nothing else names one.
        if config["cover"] == nil, files.isFile(Paths.absolute(root + "/cover.jpg", relativeTo: directory)) {
            keys.append((scalar("cover"), scalar(root + "/cover.jpg")))
        }
        // GitBook's default language is English: no warning when the project leaves it out. A language's book of a
        // project with several is in the language its folder names (`ja/`).
        if config["language"] == nil { keys.append((scalar("language"), scalar(language(of: file, files: files)))) }
        let stylesheets = ebookStylesheets(of: config, root: root, in: directory, files: files)
        if !stylesheets.isEmpty { keys.append((scalar("css"), .sequence(.init(stylesheets.map { scalar($0) })))) }
        keys.append(
            (
                scalar("chapters"),
                chapters(
                    summary: summary, at: config["structure"]?.node.mark, readme: readme, in: directory, files: files)
            ))

        var spec = try BookSpecLoader.read(
            .mapping(.init(keys, .unresolved, .any, start)), file: file, files: files, missingChaptersAreDrafts: true,
            warnings: &warnings)
        // GitBook never checks a link's fragment either.
        spec.lenientFragments = true
        spec.tool = .gitBook
        spec.math?.gitBookDollars = true
        spec.templateValues = templateValues(config)
        applyPlugins(of: config, to: &spec)
        // GitBook 3 (book.json, book.js) reads Markdown with kramed, which takes `#Title` as a heading; Git Sync's
        // editor writes the space CommonMark needs.
        if ["json", "js"].contains(Paths.fileExtension(file)) { spec.preprocessors.insert("kramed") }
        openWithReadme(&spec, readme: readme, files: files)
        endWithGlossary(&spec, glossary: glossary, files: files)
        return spec
    }

    /// `chapters:` for the summary; when the summary is missing or lists no page, the README alone, which GitBook
    /// builds as the book's one page ("Introduction") then.
    private static func chapters(
        summary: String, at mark: Mark?, readme: String, in directory: String, files: any SourceFiles
    ) -> Node {
        let scalar = { (text: String) in
            Node.scalar(.init(text, .unresolved, .plain, mark ?? TOMLReader.mark(line: 1, column: 1)))
        }
        let text = files.text(atPath: Paths.absolute(summary, relativeTo: directory))
        guard text?.contains("](") != true, files.isFile(readme) else {
            return .mapping(.init([(scalar("summary"), scalar(summary))], .unresolved))
        }
        return .sequence(
            .init([.mapping(.init([(scalar("file"), scalar(readme)), (scalar("title"), scalar("Introduction"))]))]))
    }

    /// book.json's or .gitbook.yaml's keys (none for a SUMMARY.md alone); a language's book has the project's
    /// book.json under what the language's own says.
    private static func configuration(
        of file: String, isSummary: Bool, files: any SourceFiles, warnings: inout [Diagnostic]
    ) throws(BuildError) -> [String: YAMLField] {
        let own =
            isSummary
            ? [:]
            : Paths.fileExtension(file) == "js"
                ? try scriptMapping(of: file, files: files, warnings: &warnings) : try mapping(of: file, files: files)
        let merged = try ownWithCompanion(own, of: file, files: files)
        guard let shared = try sharedConfiguration(of: Paths.directory(of: file), files: files) else { return merged }
        return shared.merging(merged) { _, own in own }
    }

    /// A project that moved to GitBook's Git Sync keeps both files: `.gitbook.yaml` says where the book is (`root`,
    /// `structure`), book.json its title, author and plugins. Each is read under the other's keys: book.json's
    /// beside `.gitbook.yaml`, or in the folder its `root` names. One alone had been read: the summary in `docs/` not
    /// found, or the title and author lost.
    private static func ownWithCompanion(
        _ own: [String: YAMLField], of file: String, files: any SourceFiles
    ) throws(BuildError) -> [String: YAMLField] {
        let folder = Paths.directory(of: file)
        switch Paths.lastComponent(file) {
        case "book.json", "book.js":
            let companion = Paths.absolute(".gitbook.yaml", relativeTo: folder)
            guard files.isFile(companion) else { return own }
            let sync = try mapping(of: companion, files: files).filter { $0.key == "root" || $0.key == "structure" }
            return sync.merging(own) { _, own in own }
        case ".gitbook.yaml":
            let root = try own["root"]?.nonEmptyString() ?? "."
            let companion = Paths.absolute(root + "/book.json", relativeTo: folder)
            guard root != ".", files.isFile(companion) else { return own }
            return try mapping(of: companion, files: files).filter { $0.key != "root" }.merging(own) { _, own in own }
        default:
            return own
        }
    }

    /// The language of a language's book, as its folder names it (`ja/`); else GitBook's default, English.
    private static func language(of file: String, files: any SourceFiles) -> String {
        let directory = Paths.directory(of: file)
        let folder = Paths.lastComponent(directory)
        let isLanguageBook = languageBooks(in: Paths.directory(of: directory), files: files)?.contains(file) == true
        return isLanguageBook && LanguageTag.isWellFormed(folder) ? folder : "en"
    }

    /// The book of each language a GitBook project with several has (GitBook's LANGS.md at its root, `* [English]
    /// (en/)`, and no SUMMARY.md of its own): each language folder's book.json or SUMMARY.md, as GitBook builds one
    /// book per language. nil for any other folder.
    static func languageBooks(in folder: String, files: any SourceFiles = DiskFiles()) -> [String]? {
        let root = projectRoot(of: folder, files: files)
        guard let text = files.text(atPath: Paths.absolute("LANGS.md", relativeTo: root)),
            !files.isFile(Paths.absolute("SUMMARY.md", relativeTo: root))
        else { return nil }
        let books = text.matches(of: /\]\(\s*<?([^)>\s]+)>?\s*\)/).compactMap { match -> String? in
            let language = Paths.absolute(String(match.1), relativeTo: root)
            return ["book.json", "SUMMARY.md"].map { Paths.absolute($0, relativeTo: language) }.first(
                where: files.isFile)
        }
        return books.isEmpty ? nil : books
    }

    /// The folder GitBook reads a project from: book.json's `root`, else the project's folder.
    private static func projectRoot(of folder: String, files: any SourceFiles) -> String {
        let config = Paths.absolute("book.json", relativeTo: folder)
        guard files.isFile(config), let keys = try? mapping(of: config, files: files),
            let root = try? keys["root"]?.nonEmptyString()
        else { return folder }
        return Paths.absolute(root, relativeTo: folder)
    }

    /// The project's book.json keys a language's book shares (all but `root`), when `folder` is a language folder
    /// of a project with several.
    private static func sharedConfiguration(of folder: String, files: any SourceFiles) throws(BuildError)
        -> [String: YAMLField]?
    {
        let project = Paths.directory(of: folder)
        let shared = Paths.absolute("book.json", relativeTo: project)
        guard languageBooks(in: project, files: files)?.contains(where: { Paths.directory(of: $0) == folder }) == true,
            files.isFile(shared)
        else { return nil }
        // Nor `language`: each language's book is in its folder's language (`ja/`), not the project's.
        return try mapping(of: shared, files: files).filter { $0.key != "root" && $0.key != "language" }
    }

    /// Plugins whose syntax the build reads only when book.json lists them (the others' tags are read always).
    /// Each by the name the ingest knows it by (a fork reads as its original).
    static let readPlugins = [
        "include-codeblock": "include-codeblock", "sectionx": "sectionx", "sectionx-ex": "sectionx", "alerts": "alerts",
        // gitbook-plugin-toc's and simple-page-toc's `<!-- toc -->`, as mdbook-toc's.
        "toc": "toc", "simple-page-toc": "toc",
    ]

    /// The plugins book.json's `plugins` turns on, without their versions (`"include-codeblock@3.2.2"`); `"-name"`
    /// turns a default one off.
    private static func plugins(_ field: YAMLField?) -> Set<String> {
        guard case .sequence(let sequence)? = field?.node else { return [] }
        return Set(
            sequence.compactMap(\.string).filter { !$0.hasPrefix("-") }.map {
                String($0.prefix { $0 != "@" })
            })
    }

    /// What the plugins book.json lists change in the build: the syntax read (`BookSpec.preprocessors`) and
    /// flexible-alerts' titles.
    private static func applyPlugins(of config: [String: YAMLField], to spec: inout BookSpec) {
        let listed = plugins(config["plugins"])
        spec.preprocessors = Set(listed.compactMap { readPlugins[$0] })
        if let name = ["flexible-alerts", "modern-alerts"].first(where: listed.contains) {
            spec.admonitionTitles = alertTitles(config["pluginsConfig"]?.node[name], language: spec.metadata.language)
        }
    }

    /// gitbook-plugin-flexible-alerts' title for each kind, from its pluginsConfig: `"note": "Hinweis"`, `"note":
    /// {"label": "Hinweis"}`, or either per language (`{"de": "Hinweis", "en": "Note"}`, the book's language taken;
    /// the plugin shows no title when the book's is not there, and neither does the build). Its `danger` is
    /// "Attention" unless the configuration says otherwise, as the plugin has it.
    static func alertTitles(_ config: Node?, language: String) -> [String: String] {
        var titles = ["danger": "Attention"]
        guard case .mapping(let kinds)? = config else { return titles }
        for (key, value) in kinds {
            guard let kind = key.string?.lowercased(), kind != "style" else { continue }
            let label = value["label"] ?? value
            if let text = label.string {
                titles[kind] = text
            } else if case .mapping(let languages) = label {
                let primary = language.prefix { $0 != "-" }
                let pick =
                    languages.first { $0.key.string == language }
                    ?? languages.first { $0.key.string == String(primary) }
                titles[kind] = pick?.value.string ?? ""
            }
        }
        return titles
    }

    /// The README first, as "Introduction", when the summary leaves it out: GitBook opens the book with it.
    private static func openWithReadme(_ spec: inout BookSpec, readme: String, files: any SourceFiles) {
        guard files.isFile(readme), !spec.chapters.contains(where: { $0.file == readme }) else { return }
        spec.contents.insert(
            .chapter(
                ChapterSpec(file: readme, location: SourceLocation(path: Paths.display(readme)), title: "Introduction"),
                children: []), at: 0)
    }

    /// book.json's metadata keys as book.yaml's, in the file's order.
    /// GitBook's own forms are read as GitBook reads them: an empty value (`"isbn": ""`, the default GitBook's
    /// `init` writes) is no value; `author` is one name or a list of them; a language written with an underscore
    /// (`zh_CN`, as locales are) is the BCP 47 tag it means (`zh-CN`).
    private static func metadata(of config: [String: YAMLField], start: Mark?) -> [(Node, Node)] {
        config.inFileOrder.compactMap { name, field in
            guard let key = metadataKeys[name] else { return nil }
            var value = field.node
            if case .scalar(let scalar) = value {
                guard !scalar.string.trimmingWhitespace.isEmpty else { return nil }
                if key == "language", scalar.string.contains("_") {
                    value = .scalar(
                        .init(scalar.string.replacingOccurrences(of: "_", with: "-"), scalar.tag, .plain, scalar.mark))
                }
                // GitBook's author is one string; book.yaml's authors a list.
                if key == "authors" { value = .sequence(.init([value], .unresolved)) }
            }
            return (.scalar(.init(key, .unresolved, .plain, field.node.mark ?? start)), value)
        }
    }

    /// GitBook's stylesheets for ebooks (`styles: {ebook, epub}`, by default `styles/ebook.css` and `styles/epub.css`
    /// in the book's root), those that exist: GitBook's EPUB carries them.
    private static func ebookStylesheets(
        of config: [String: YAMLField], root: String, in directory: String, files: any SourceFiles
    ) -> [String] {
        let styles = (try? config["styles"]?.mapping(known: ["website", "ebook", "pdf", "mobi", "epub"])) ?? [:]
        return ["ebook", "epub"].compactMap { kind in
            let written = (try? styles[kind]?.nonEmptyString()) ?? "styles/\(kind).css"
            let file = root + "/" + written
            return files.isFile(Paths.absolute(file, relativeTo: directory)) ? file : nil
        }
    }

    /// A file `structure:` names (or its default), in the book's root.
    private static func structureFile(_ field: YAMLField?, or standard: String, root: String, in directory: String)
        throws(BuildError) -> String
    {
        Paths.absolute(root + "/" + (try field?.nonEmptyString() ?? standard), relativeTo: directory)
    }

    /// GitBook 3 makes a page of GLOSSARY.md (`structure.glossary`), its `## Term` headings and their definitions,
    /// which no SUMMARY.md lists: the book's last chapter, a glossary, titled in the book's language.
    private static func endWithGlossary(_ spec: inout BookSpec, glossary: String, files: any SourceFiles) {
        guard files.isFile(glossary), !spec.chapters.contains(where: { $0.file == glossary }) else { return }
        let chapter = ChapterSpec(
            file: glossary, location: SourceLocation(path: Paths.display(glossary)), title: spec.words.glossary,
            type: "glossary")
        spec.contents.append(.chapter(chapter, children: []))
    }

    /// What GitBook fills in for `{{ book.NAME }}` (book.json's `variables`,
    /// nested ones by their dotted path) and `{{ config.KEY }}` (its own keys).
    static func templateValues(_ config: [String: YAMLField]) -> [String: String] {
        var values: [String: String] = [:]
        for (key, field) in config {
            addTemplateValues(of: field.node, as: key == "variables" ? "book" : "config." + key, to: &values)
        }
        // The generator GitBook's ebook command runs (`gitbook epub`): a page's `{% if output.name == "website" %}`
        // is the website's text.
        values["output.name"] = "ebook"
        values["output.format"] = "epub"
        return values
    }

    /// A YAML value as template variables named from `name`: a mapping's by their dotted path (`book.links.home`), a
    /// list's items by their index (`book.list.0`), for a loop over it (`TemplateLoop`) and `join`.
    static func addTemplateValues(of node: Node, as name: String, to values: inout [String: String]) {
        switch node {
        case .scalar(let scalar): values[name] = scalar.string
        case .mapping(let mapping):
            for (key, value) in mapping {
                if let key = key.string { addTemplateValues(of: value, as: name + "." + key, to: &values) }
            }
        case .sequence(let sequence):
            for (index, item) in sequence.enumerated() {
                addTemplateValues(of: item, as: name + "." + String(index), to: &values)
            }
        default: break
        }
    }

    /// The keys of book.json or .gitbook.yaml (JSON is read as the YAML it is, for the line of each key).
    private static func mapping(of file: String, files: any SourceFiles) throws(BuildError) -> [String: YAMLField] {
        let shown = Paths.display(file)
        let text = try BookSpecLoader.readText(file, files: files)
        let node: Node?
        do { node = try YAMLReading.compose(text) } catch {
            throw BookSpecLoader.yamlSyntaxError(
                error, path: shown, format: Paths.fileExtension(file) == "json" ? "JSON" : "YAML")
        }
        guard let node else { return [:] }
        return try entries(of: YAMLField(node: node, path: shown, key: ""))
    }

    /// book.js's keys (`GitBookScript`): what it computes is left out with a warning, and a script that exports
    /// no object literal is a warning and no keys.
    private static func scriptMapping(of file: String, files: any SourceFiles, warnings: inout [Diagnostic])
        throws(BuildError) -> [String: YAMLField]
    {
        let shown = Paths.display(file)
        let script = try BookSpecLoader.readText(file, files: files)
        guard let yaml = GitBookScript.yaml(of: script), let node = try? YAMLReading.compose(yaml) else {
            warnings.append(
                Diagnostic(
                    .warning, .scriptConfigurationUnread, at: SourceLocation(path: shown), stage: .load,
                    "book.js exports no object written out as one (`module.exports = { title: '…' }`): its title, "
                        + "language, plugins and variables are not read; write them in a book.json instead"))
            return [:]
        }
        let (kept, computed) = GitBookScript.leavingOutComputed(node)
        if !computed.isEmpty {
            warnings.append(
                Diagnostic(
                    .warning, .scriptConfigurationUnread, at: SourceLocation(path: shown, line: computed[0].line),
                    stage: .load,
                    "book.js computes \(computed.map { "'\($0.name)'" }.joined(separator: ", ")) when GitBook runs it: "
                        + "left out (write the value itself, or in a book.json)"))
        }
        return try entries(of: YAMLField(node: kept, path: shown, key: ""))
    }

    /// Every key of a mapping: those the EPUB has no use for are GitBook's, not mistakes.
    private static func entries(of field: YAMLField) throws(BuildError) -> [String: YAMLField] {
        guard case .mapping(let mapping) = field.node else {
            throw field.failure("'\(field.key.isEmpty ? "the file" : field.key)' must be a mapping")
        }
        var result: [String: YAMLField] = [:]
        for (key, value) in mapping where result[key.string ?? ""] == nil {
            result[key.string ?? ""] = YAMLField(node: value, path: field.path, key: key.string ?? "")
        }
        return result
    }

    /// GitBook takes the title from the README's first heading when book.json gives none; failing that, the folder
    /// names the book.
    private static func title(
        readme: String, folder: String, shown: String, files: any SourceFiles, warnings: inout [Diagnostic]
    ) -> String {
        let text = files.text(atPath: readme)
        if let heading = text.flatMap(TitleHeading.firstTitle(in:)), !heading.isEmpty { return heading }
        let name = Paths.lastComponent(folder)
        let readmeSays = text == nil ? "it has no \(Paths.lastComponent(readme))" : "its README no heading"
        warnings.append(
            Diagnostic(
                .warning, .missingKey, at: SourceLocation(path: shown, line: 1, column: 1), stage: .load,
                "the project gives no title and \(readmeSays); using the folder's name, '\(name)' — give the README a "
                    + "'# Title' heading, or a book.json beside it {\"title\": …}"))
        return name
    }
}
