import Foundation
import XMLTree
import Yams

/// `unpack -o DIR`: an editable project that `epubbuild build DIR/book.yaml`
/// turns back into an EPUB with the same metadata, spine, contents and
/// content. Files keep their paths below the package document's folder, so
/// the links between them still work; book.yaml lists the chapters in spine
/// order with the book's own table-of-contents labels.
struct ProjectWriter {
    let reader: EPUBReader
    let publication: Publication
    let options: UnpackOptions

    private var archive: EPUBArchive { reader.archive }
    private var packageFolder: String { Paths.directory(of: publication.packagePath) }

    /// The path of a container file inside the project.
    private func projectPath(_ containerPath: String) -> String {
        let prefix = packageFolder.isEmpty ? "" : packageFolder + "/"
        return containerPath.hasPrefix(prefix) ? String(containerPath.dropFirst(prefix.count)) : containerPath
    }

    func write(to target: String) throws(BuildError) -> [Diagnostic] {
        var warnings = archive.warnings + publication.missingWarnings(archive: archive.path)
        let staging = try StagingDirectory(target: target, force: options.force)
        do {
            let generated = Set(publication.manifest.filter { $0.mediaType == MediaType.ncx || $0.properties.contains("nav") }.map(\.href))
            let spineHrefs = Set(publication.readingOrder.map(\.item.href))
            var chapters: [ManifestItem] = []
            var skipped: Set<String> = []
            for item in publication.manifest where archive.contains(item.href) {
                // The build writes its own navigation document and NCX.
                if generated.contains(item.href) && !spineHrefs.contains(item.href) { continue }
                var data = try archive.data(item.href)
                if let algorithm = publication.obfuscatedResources[item.href] {
                    if algorithm == FontDeobfuscator.idpfAlgorithm {
                        data = FontDeobfuscator.deobfuscate(data, identifier: publication.metadata.identifier)
                    } else {
                        warnings.append(Diagnostic(.warning, at: location(item.href), stage: .extract,
                                                   "font obfuscated with \(algorithm) (not the IDPF algorithm) is written as stored; it will not display"))
                    }
                }
                if item.mediaType == MediaType.xhtml, data.range(of: Data("<!ENTITY".utf8)) != nil {
                    // Entity declarations are how "billion laughs" documents expand without bound.
                    warnings.append(Diagnostic(.warning, at: location(item.href), stage: .extract, "declares XML entities; skipped"))
                    skipped.insert(item.href)
                    continue
                }
                try staging.write(data, to: projectPath(item.href))
            }
            for entry in publication.readingOrder where !skipped.contains(entry.item.href) && archive.contains(entry.item.href) {
                if entry.item.mediaType == MediaType.xhtml {
                    chapters.append(entry.item)
                } else {
                    warnings.append(Diagnostic(.warning, at: location(entry.item.href), stage: .extract,
                                               "spine item of type \(entry.item.mediaType) is not a chapter epubbuild can build; left out of book.yaml"))
                }
            }
            if chapters.isEmpty {
                warnings.append(Diagnostic(.warning, at: location(publication.packagePath), stage: .extract,
                                           "no content document could be recovered, so book.yaml lists no chapter and will not build"))
            }
            let yaml = try bookYAML(chapters: chapters, warnings: &warnings)
            try staging.write(Data(yaml.utf8), to: "book.yaml")
            try staging.commit()
        } catch {
            staging.discard()
            throw error
        }
        return warnings
    }

    private func location(_ path: String) -> SourceLocation {
        SourceLocation(path: Paths.display(archive.path) + ":" + path)
    }

    // MARK: book.yaml

    private func bookYAML(chapters: [ManifestItem], warnings: inout [Diagnostic]) throws(BuildError) -> String {
        let metadata = publication.metadata
        var pairs: [(Node, Node)] = []
        func add(_ key: String, _ value: Node?) { if let value { pairs.append((Node(key), value)) } }
        func string(_ value: String?) -> Node? { value.flatMap { $0.isEmpty ? nil : Node($0) } }
        func people(_ list: [Contributor]) -> Node? {
            guard !list.isEmpty else { return nil }
            return Node(list.map { person in
                var fields: [(Node, Node)] = [(Node("name"), Node(person.name))]
                if let fileAs = person.fileAs { fields.append((Node("file-as"), Node(fileAs))) }
                if let role = person.role, role.wholeMatch(of: /[a-z]{3}/) != nil { fields.append((Node("role"), Node(role))) }
                return Node(fields)
            })
        }
        add("title", Node(metadata.title.isEmpty ? Paths.stem(archive.path) : metadata.title))
        add("subtitle", string(metadata.subtitle))
        add("authors", people(metadata.authors))
        add("contributors", people(metadata.contributors))
        add("language", Node(metadata.language))
        add("identifier", string(metadata.identifier))
        if let date = metadata.date {
            if W3CDTF.isValid(date) {
                add("date", Node(date))
            } else {
                warnings.append(Diagnostic(.warning, at: location(publication.packagePath), stage: .extract, "date '\(date)' is not W3CDTF; left out of book.yaml"))
            }
        }
        add("publisher", string(metadata.publisher))
        add("rights", string(metadata.rights))
        add("description", string(metadata.description))
        if !metadata.subjects.isEmpty { add("subjects", Node(metadata.subjects.map { Node($0) })) }
        if let cover = publication.coverImage, archive.contains(cover), MediaType.of(cover) != nil {
            add("cover", Node(projectPath(cover)))
            // The book's own cover page stays a chapter (with its place in the contents); none is generated.
            if coverPageHref() != nil { add("cover-page", Node("false", .implicit, .plain)) }
        }
        // The book brings its own title page and styles.
        add("titlepage", Node("false", .implicit, .plain))
        add("default-css", Node("false", .implicit, .plain))
        add("toc", Node([(Node("depth"), Node("6", .implicit, .plain))]))
        let grouped = tocEntriesByDocument()
        var chapterNodes: [Node] = []
        for item in chapters {
            var fields: [(Node, Node)] = [(Node("file"), Node(projectPath(item.href)))]
            let entries = grouped[item.href] ?? []
            if let title = entries.first?.title { fields.append((Node("title"), Node(title))) }
            if publication.readingOrder.first(where: { $0.item.href == item.href })?.linear == false {
                fields.append((Node("linear"), Node("false", .implicit, .plain)))
            }
            fields.append((Node("toc"), entries.isEmpty ? Node("false", .implicit, .plain) : Node(entries.map(tocNode))))
            chapterNodes.append(Node(fields))
        }
        add("chapters", Node(chapterNodes))
        do { return try Yams.serialize(node: Node(pairs), allowUnicode: true) } catch {
            throw BuildError(at: location(publication.packagePath), stage: .extract, "cannot write book.yaml: \(error)")
        }
    }

    private func tocNode(_ entry: ChapterTOCEntry) -> Node {
        var fields: [(Node, Node)] = [(Node("title"), Node(entry.title))]
        if let anchor = entry.anchor { fields.append((Node("anchor"), Node(anchor))) }
        if !entry.children.isEmpty { fields.append((Node("children"), Node(entry.children.map(tocNode)))) }
        return Node(fields)
    }

    /// The book's table of contents cut into one list per document, keeping
    /// nesting where parent and child point into the same document.
    private func tocEntriesByDocument() -> [String: [ChapterTOCEntry]] {
        var result: [String: [ChapterTOCEntry]] = [:]
        let nowhere = SourceLocation(path: publication.packagePath)
        func convert(_ entry: TOCEntry, document: String) -> ChapterTOCEntry {
            var children: [ChapterTOCEntry] = []
            for child in entry.children {
                if ContainerPath.withoutFragment(child.href) == document { children.append(convert(child, document: document)) } else { visit(child) }
            }
            let anchor = ContainerPath.fragment(entry.href).flatMap { $0.isEmpty ? nil : $0 }
            return ChapterTOCEntry(title: entry.title.isEmpty ? "Untitled" : entry.title, anchor: anchor, children: children, location: nowhere)
        }
        func visit(_ entry: TOCEntry) {
            let document = ContainerPath.withoutFragment(entry.href)
            result[document, default: []].append(convert(entry, document: document))
        }
        publication.tableOfContents.forEach(visit)
        return result
    }

    /// The spine's cover page, which the build makes again from `cover:`.
    private func coverPageHref() -> String? {
        if let landmark = publication.landmarks.first(where: { $0.type == "cover" }) { return ContainerPath.withoutFragment(landmark.href) }
        guard let cover = publication.coverImage, let first = publication.readingOrder.first?.item,
              let tree = try? reader.xml(first.href) else { return nil }
        let body = tree.select("//h:body", namespaces: ReadNamespaces.all).first
        let text = body?.textContent.trimmingCharacters(in: .whitespacesAndNewlines) ?? "x"
        let images = tree.select("//h:img/@src | //*[local-name()='image']/@*[local-name()='href']", namespaces: ReadNamespaces.all)
        let showsCover = images.contains { ContainerPath.resolve($0.textContent, from: first.href) == cover }
        return text.isEmpty && showsCover ? first.href : nil
    }
}
