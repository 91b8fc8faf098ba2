import Foundation
import XMLTree

/// `unpack --html OUT.html`: the whole book as one HTML5 file that opens in
/// a browser. Chapters follow the spine, each in a `<section id="cN">`; their
/// ids become `cN-id` so they cannot clash, and every link inside the book
/// points at the in-page anchor. The table of contents comes first, the
/// metadata goes into `<head>`, each stylesheet is scoped to the chapters
/// that link it, images and fonts become `data:` URIs (or files in
/// `OUT_files/`), and scripts are dropped unless asked for.
struct HTMLFlattener {
    let reader: EPUBReader
    let publication: Publication
    let options: UnpackOptions

    private var archive: EPUBArchive { reader.archive }

    func write(to target: String) throws(BuildError) -> [Diagnostic] {
        var warnings = archive.warnings + publication.missingWarnings(archive: archive.path)
        let shown = Paths.display(target)
        if FileManager.default.fileExists(atPath: target), !options.force {
            throw BuildError(at: SourceLocation(path: shown), stage: .flatten, "output exists; pass --force to replace it")
        }
        let filesFolderName = (target as NSString).deletingPathExtension.split(separator: "/").last.map(String.init).map { $0 + "_files" } ?? "book_files"
        let filesFolder = Paths.directory(of: target) + "/" + filesFolderName
        let staging = options.embed ? nil : try StagingDirectory(target: filesFolder, force: options.force)
        var assets = AssetWriter(archive: archive, publication: publication, embed: options.embed,
                                 staging: staging, folderName: filesFolderName)
        do throws(BuildError) {
            let html = try flatten(assets: &assets, warnings: &warnings)
            try staging?.commit()
            let temporary = target + ".partial-\(ProcessInfo.processInfo.processIdentifier)"
            do {
                try html.write(to: URL(fileURLWithPath: temporary))
                if FileManager.default.fileExists(atPath: target) { try FileManager.default.removeItem(atPath: target) }
                try FileManager.default.moveItem(atPath: temporary, toPath: target)
            } catch {
                try? FileManager.default.removeItem(atPath: temporary)
                throw BuildError(at: SourceLocation(path: shown), stage: .flatten, "cannot write: \(error.localizedDescription)")
            }
        } catch {
            staging?.discard()
            throw error
        }
        return warnings
    }

    private func flatten(assets: inout AssetWriter, warnings: inout [Diagnostic]) throws(BuildError) -> Data {
        let linear = publication.readingOrder.filter { $0.linear }
        let nonLinear = options.dropNonLinear ? [] : publication.readingOrder.filter { !$0.linear }
        let documents = (linear + nonLinear).map(\.item).filter { $0.mediaType == MediaType.xhtml && archive.contains($0.href) }
        var sectionOf: [String: String] = [:]
        for (index, item) in documents.enumerated() { sectionOf[item.href] = "c\(index + 1)" }

        let output = XMLTree.htmlDocument()
        let html = output.root!
        html.setAttribute("lang", publication.metadata.language)
        if let direction = publication.pageProgressionDirection, direction == "rtl" { html.setAttribute("dir", "rtl") }
        let head = html.appendElement("head")
        head.appendElement("meta").setAttribute("charset", "utf-8")
        head.appendElement("meta").setAttribute("name", "viewport")
        head.elementChildren.last!.setAttribute("content", "width=device-width, initial-scale=1")
        head.appendElement("title", text: publication.metadata.title)
        func meta(_ name: String, _ content: String?) {
            guard let content, !content.isEmpty else { return }
            let element = head.appendElement("meta")
            element.setAttribute("name", name)
            element.setAttribute("content", content)
        }
        meta("author", publication.metadata.authors.map(\.name).joined(separator: ", "))
        meta("description", publication.metadata.description)
        meta("dc.identifier", publication.metadata.identifier)
        meta("dc.language", publication.metadata.language)
        meta("dc.publisher", publication.metadata.publisher)
        meta("dc.date", publication.metadata.date)
        meta("generator", "epubbuild unpack --html")
        head.appendElement("style", text: "section.chapter { margin-bottom: 3em; } nav#toc ol { list-style: none; }")

        let body = html.appendElement("body")
        let nav = body.appendElement("nav")
        nav.setAttribute("id", "toc")
        nav.appendElement("h1", text: publication.metadata.title)
        let links = LinkMap(sections: sectionOf)
        let list = nav.appendElement("ol")
        func addTOC(_ entries: [TOCEntry], to parent: XMLNode) {
            for entry in entries {
                let item = parent.appendElement("li")
                let anchor = item.appendElement("a", text: entry.title)
                if let href = links.anchor(for: entry.href) { anchor.setAttribute("href", href) }
                if !entry.children.isEmpty { addTOC(entry.children, to: item.appendElement("ol")) }
            }
        }
        addTOC(publication.tableOfContents, to: list)

        var stylesheetSections: [(href: String, sections: [String])] = []
        var inlineStyles: [(css: String, section: String, base: String)] = []
        for item in documents {
            let section = sectionOf[item.href]!
            let document: XMLTree
            do { document = try reader.xml(item.href) } catch {
                warnings.append(Diagnostic(.warning, at: SourceLocation(path: Paths.display(archive.path) + ":" + item.href), stage: .flatten,
                                           "chapter skipped: \(error.diagnostic.message)"))
                continue
            }
            if document.select("//*[local-name()='body']").isEmpty { continue }
            // Alternate stylesheets (a night mode) are choices for the reader, not part of the page.
            for link in document.select("//h:head/h:link[contains(concat(' ', normalize-space(@rel), ' '), ' stylesheet ') and not(contains(@rel, 'alternate'))]/@href", namespaces: ReadNamespaces.all) {
                let href = ContainerPath.resolve(link.textContent, from: item.href)
                if let index = stylesheetSections.firstIndex(where: { $0.href == href }) {
                    stylesheetSections[index].sections.append(section)
                } else {
                    stylesheetSections.append((href, [section]))
                }
            }
            for style in document.select("//h:head/h:style", namespaces: ReadNamespaces.all) {
                inlineStyles.append((style.textContent, section, item.href))
            }
            let element = body.appendElement("section")
            element.setAttribute("id", section)
            element.setAttribute("class", "chapter")
            for child in document.select("//h:body", namespaces: ReadNamespaces.all).first?.children ?? [] {
                element.appendCopy(of: child)
            }
            try rewrite(element, section: section, documentHref: item.href, links: links, assets: &assets)
        }
        for (href, sections) in stylesheetSections where archive.contains(href) {
            let css = try inlineImports(String(decoding: try archive.data(href), as: UTF8.self), base: href, assets: &assets, depth: 0)
            head.appendElement("style", text: StylesheetScoper.scope(css, to: sections))
        }
        for (css, section, base) in inlineStyles {
            let inlined = try inlineImports(css, base: base, assets: &assets, depth: 0)
            head.appendElement("style", text: StylesheetScoper.scope(inlined, to: [section]))
        }
        output.addHTMLDoctype()
        return output.serializedAsHTML()
    }

    /// `css` with its `url(…)`s rewritten and its `@import`s of the book's own
    /// stylesheets replaced by their content (the page has no files to import).
    private func inlineImports(_ css: String, base: String, assets: inout AssetWriter, depth: Int) throws(BuildError) -> String {
        var output = ""
        var rest = css[...]
        while let match = rest.firstMatch(of: /@import\s+(?:url\(\s*)?["']?([^"')\s;]+)["']?\s*\)?[^;]*;/) {
            output += rest[..<match.range.lowerBound]
            let target = ContainerPath.resolve(String(match.output.1), from: base)
            if depth < 8, !ReferenceURL(String(match.output.1)).isExternal, archive.contains(target) {
                output += try inlineImports(String(decoding: try archive.data(target), as: UTF8.self), base: target, assets: &assets, depth: depth + 1)
            }
            rest = rest[match.range.upperBound...]
        }
        return try assets.rewriteURLs(in: output + rest, base: base)
    }

    /// Prefixes ids, points links at in-page anchors, inlines resources, drops scripts.
    private func rewrite(_ section: XMLNode, section id: String, documentHref: String, links: LinkMap,
                         assets: inout AssetWriter) throws(BuildError) {
        var scripts: [XMLNode] = []
        for element in section.descendants {
            if let value = element.attribute("id") { element.setAttribute("id", id + "-" + value) }
            if let type = element.attribute("type", namespace: XMLTree.opsNamespace) {
                element.removeAttribute("type", namespace: XMLTree.opsNamespace)
                element.setAttribute("data-epub-type", type)
            }
            switch element.name {
            case "script" where !options.keepScripts:
                scripts.append(element)
            case "a":
                guard let href = element.attribute("href"), !ReferenceURL(href).isExternal else { continue }
                if let anchor = links.anchor(for: ContainerPath.resolve(href, from: documentHref)) {
                    element.setAttribute("href", anchor)
                } else {
                    element.removeAttribute("href")
                }
            case "img", "source", "audio", "video", "track", "embed":
                for attribute in ["src", "poster"] {
                    guard let value = element.attribute(attribute), !ReferenceURL(value).isExternal else { continue }
                    if let url = try assets.url(for: ContainerPath.resolve(value, from: documentHref)) { element.setAttribute(attribute, url) }
                }
            case "object":
                if let value = element.attribute("data"), !ReferenceURL(value).isExternal,
                   let url = try assets.url(for: ContainerPath.resolve(value, from: documentHref)) { element.setAttribute("data", url) }
            case "image":
                let xlink = "http://www.w3.org/1999/xlink"
                for namespace in [xlink, nil] {
                    guard let value = element.attribute("href", namespace: namespace), !ReferenceURL(value).isExternal else { continue }
                    if let url = try assets.url(for: ContainerPath.resolve(value, from: documentHref)) {
                        element.setAttribute("href", url, namespace: namespace, prefix: namespace == nil ? nil : "xlink")
                    }
                }
            default:
                break
            }
        }
        scripts.forEach { $0.remove() }
    }
}

/// Where a link inside the book lands in the flattened page.
private struct LinkMap {
    /// Spine document → its section id.
    let sections: [String: String]

    func anchor(for containerPath: String) -> String? {
        guard let section = sections[ContainerPath.withoutFragment(containerPath)] else { return nil }
        guard let fragment = ContainerPath.fragment(containerPath), !fragment.isEmpty else { return "#" + section }
        return "#" + section + "-" + fragment
    }
}
