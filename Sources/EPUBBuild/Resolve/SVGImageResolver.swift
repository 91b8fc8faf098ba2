import EPUBFormats
import EPUBModel
import EPUBSupport
import Foundation
import XMLTree

/// An SVG image file made ready for the package, as a chapter is: without
/// its DOCTYPE and its editor's private markup (`SVGContentRepair`); the
/// images and stylesheets it references packaged beside it and their
/// references rewritten (an SVG drawing often embeds a photo by a relative
/// path); nothing fetched from the network; and no script, which never runs
/// in an image (browsers and reading systems do not run an `<img>`'s SVG
/// scripts), while its presence would make the item `scripted` (OPF-014).
///
/// An SVG that needs none of this is copied byte for byte.
struct SVGImageResolver {
    /// The SVG's file, the href it gets in the package, and where it was first referenced.
    let source: String
    let href: String
    let written: String
    let location: SourceLocation

    /// Why an SVG file cannot be an image of the book: what it is, in the words of an error.
    struct Refusal: Error {
        let message: String
    }

    /// The SVG's contents for the package; a file that is no well-formed XML is refused (the reference decides
    /// whether that stops the build: ChapterResolver.localImage).
    func contents(resources: inout ResourceRegistry, diagnostics: inout [Diagnostic]) throws(Refusal)
        -> PackageResource.Contents
    {
        guard let data = resources.files.contents(atPath: source) else { return .file(source) }
        let tree: XMLTree
        do {
            tree = try XMLTree.parse(xmlDroppingDoctype: data, url: Paths.lastComponent(source))
        } catch {
            let place = error.line > 0 ? " (line \(error.line))" : ""
            throw Refusal(
                message: error.kind == .malformed
                    ? "SVG image '\(written)' is not well-formed XML: \(error.message)\(place)"
                    : "SVG image '\(written)' cannot be packaged without its DOCTYPE: \(error.message)\(place)")
        }
        guard let root = tree.root else { return .file(source) }
        // `<svg>` without `xmlns`, as a browser's HTML parser takes it: in no namespace, no reading system draws it,
        // and epubcheck refuses it (RSC-005).
        var changes =
            root.namespaceURI == nil && root.name == "svg" ? root.adoptDefaultNamespace(XMLTree.svgNamespace) : 0
        changes += replaceForeignObjects(in: root, diagnostics: &diagnostics)
        changes += SVGContentRepair.apply(in: root, inline: false)
        changes += repairIDs(in: root, diagnostics: &diagnostics)
        changes += removeScripts(from: root, diagnostics: &diagnostics)
        changes += packageReferences(of: root, resources: &resources, diagnostics: &diagnostics)
        changes += packageStylesheets(of: tree, resources: &resources, diagnostics: &diagnostics)
        // A DOCTYPE was dropped when parsing: the bytes change even when nothing else does.
        guard changes > 0 || ImageFormat.svgHasDoctype(source, in: resources.files) else { return .file(source) }
        return .data(tree.serialized())
    }

    private var shown: String { Paths.display(source) }

    private func place(_ element: XMLNode) -> SourceLocation {
        SourceLocation(path: shown, line: max(element.line, 1), column: 1)
    }

    private func replaceForeignObjects(in root: XMLNode, diagnostics: inout [Diagnostic]) -> Int {
        let drawings = SVGContentRepair.replaceForeignObjectsWithFallback(in: root)
        guard !drawings.isEmpty else { return 0 }
        diagnostics.append(
            Diagnostic(
                .warning, .svgForeignObjectReplaced, at: location, stage: .resolve,
                "SVG image '\(written)' holds HTML in <foreignObject> (draw.io's labels), which EPUB does not take; each replaced by the drawing's own fallback"
            ))
        return drawings.count
    }

    /// An id that is no XML name (Sphinx's drawing names one `.po<-translator`) is made one, and the drawing's
    /// references to it follow (`#id`, `url(#id)`): epubcheck refused the file (RSC-005), though the page it was in
    /// had passed.
    private func repairIDs(in root: XMLNode, diagnostics: inout [Diagnostic]) -> Int {
        var elements = [root]
        root.forEachDescendant { elements.append($0) }
        var taken = Set(elements.compactMap { $0.attribute("id") })
        var renamed: [String: String] = [:]
        for element in elements {
            guard let id = element.attribute("id"), !XMLTree.isNCName(id) else { continue }
            var fixed = String(id.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
            if fixed.first.map({ !$0.isLetter && $0 != "_" }) ?? true { fixed = "_" + fixed }
            while taken.contains(fixed) { fixed += "_" }
            taken.insert(fixed)
            renamed[id] = fixed
            element.setAttribute("id", fixed)
        }
        guard !renamed.isEmpty else { return 0 }
        for element in elements {
            for attribute in element.attributes where attribute.value.contains("#") {
                var value = attribute.value
                for (old, new) in renamed {
                    if value == "#" + old { value = "#" + new }
                    value = value.replacingOccurrences(of: "url(#\(old))", with: "url(#\(new))")
                }
                guard value != attribute.value else { continue }
                element.setAttribute(
                    attribute.name, value, namespace: attribute.namespace,
                    prefix: attribute.namespace == XMLTree.xlinkNamespace ? "xlink" : nil)
            }
        }
        diagnostics.append(
            Diagnostic(
                .warning, .invalidValue, at: location, stage: .resolve,
                "SVG image '\(written)' has \(renamed.count == 1 ? "an id" : "\(renamed.count) ids") that no XML name "
                    + "can be ('\(renamed.keys.sorted()[0])'); renamed, its references following"))
        return renamed.count
    }

    private func removeScripts(from root: XMLNode, diagnostics: inout [Diagnostic]) -> Int {
        var scripts: [XMLNode] = []
        var handlers: [(XMLNode, String)] = []
        let visit = { (element: XMLNode) in
            if element.name == "script" { scripts.append(element) }
            for attribute in element.attributes
            where attribute.namespace == nil && attribute.name.lowercased().hasPrefix("on") {
                handlers.append((element, attribute.name))
            }
        }
        visit(root)
        root.forEachDescendant(visit)
        guard let first = scripts.first ?? handlers.first?.0 else { return 0 }
        diagnostics.append(
            Diagnostic(
                .warning, .svgScriptRemoved, at: place(first), stage: .resolve,
                "the SVG image's script never runs in an image (as <img>, an SVG is a picture); removed"))
        for script in scripts where script.parent != nil { script.remove() }
        for (element, name) in handlers { element.removeAttribute(name) }
        return scripts.count + handlers.count
    }

    /// `<?xml-stylesheet href="../Style/style.css" type="text/css"?>` (an SVG
    /// page of a picture book styled from one file): the stylesheet packaged
    /// as a page's is, once, and the instruction pointed at it; a remote one is removed.
    private func packageStylesheets(
        of tree: XMLTree, resources: inout ResourceRegistry, diagnostics: inout [Diagnostic]
    ) -> Int {
        var changes = 0
        let here = SourceLocation(path: shown, line: 1, column: 1)
        for instruction in tree.topLevelInstructions where instruction.name == "xml-stylesheet" {
            let content = instruction.textContent
            guard let match = content.firstMatch(of: /href\s*=\s*(["'])(.*?)\1/) else { continue }
            let value = String(match.2)
            let url = ReferenceURL(value)
            if url.isExternal {
                diagnostics.append(
                    Diagnostic(
                        .warning, .remoteResource, at: here, stage: .resolve,
                        "remote stylesheet '\(value)' of the SVG image is not included; removed"))
                instruction.remove()
                changes += 1
                continue
            }
            let file = url.file(relativeTo: Paths.directory(of: source))
            guard resources.files.isFile(file) else {
                diagnostics.append(
                    Diagnostic(
                        .error, .missingResource, at: here, stage: .resolve,
                        "stylesheet '\(value)' of the SVG image \(resources.files.absence(of: file))"))
                continue
            }
            var target = resources.registeredHref(for: file)
            if target == nil {
                let claimed = resources.claimHref(
                    resources.layout.styleFolder + "/" + PackageLayout.safeName(Paths.lastComponent(file)))
                if let resource = StylesheetResolver().resolve(
                    file, href: claimed, resources: &resources, diagnostics: &diagnostics)
                {
                    resources.add(resource, source: file)
                }
                target = claimed
            }
            let relative = RelativeReference(from: href, to: target!).string
            if relative != value {
                instruction.setText(content.replacingCharacters(in: match.range, with: "href=\"\(relative)\""))
                changes += 1
            }
        }
        return changes
    }

    /// `<image>`, `<use>` and `<feImage>` references to other files, and
    /// CSS `url()` in `style` attributes and `<style>` elements.
    private func packageReferences(of root: XMLNode, resources: inout ResourceRegistry, diagnostics: inout [Diagnostic])
        -> Int
    {
        var changes = 0
        var elements = [root]
        root.forEachDescendant { elements.append($0) }
        let stylesheets = StylesheetResolver()
        let directory = Paths.directory(of: source)
        // An element inside one removed on the way (a remote <image>) is skipped.
        for element in elements where root.contains(element) {
            if element.name == "a" {
                changes += linkDocument(element, from: directory, resources: resources, diagnostics: &diagnostics)
            }
            for (namespace, name) in [(nil, "href"), (XMLTree.xlinkNamespace, "href")] as [(String?, String)]
            where element.name != "a" {
                let change = packageReference(
                    name, namespace: namespace, of: element, from: directory, resources: &resources,
                    diagnostics: &diagnostics)
                if change != .unchanged { changes += 1 }
                if change == .removed { break }
            }
            guard root.contains(element) else { continue }
            changes += rewriteStyles(
                of: element, from: directory, stylesheets: stylesheets, resources: &resources,
                diagnostics: &diagnostics)
        }
        return changes
    }

    /// An `<a>`'s link to a document of the book (an SVG page's "next page", `xlink:href="ch.xhtml#end"`) pointed at
    /// where that document is packaged: left as written it named a file the package lacks (RSC-007). A link to no
    /// document of the book is taken away, its drawing kept, with a warning.
    private func linkDocument(
        _ link: XMLNode, from directory: String, resources: ResourceRegistry, diagnostics: inout [Diagnostic]
    ) -> Int {
        var changes = 0
        for namespace in [nil, XMLTree.xlinkNamespace] as [String?] {
            guard let value = link.attribute("href", namespace: namespace) else { continue }
            let url = ReferenceURL(value)
            if value.hasPrefix("#") || url.isExternal || url.path.isEmpty { continue }
            let file = url.file(relativeTo: directory)
            let prefix = namespace == nil ? nil : "xlink"
            if let target = resources.documentHrefs[file] {
                let relative = RelativeReference(from: href, to: target, fragment: url.fragment).string
                guard relative != value else { continue }
                link.setAttribute("href", relative, namespace: namespace, prefix: prefix)
            } else {
                diagnostics.append(
                    Diagnostic(
                        .warning, .brokenLink, at: place(link), stage: .resolve,
                        "link '\(value)' of the SVG image names no document of the book; the link removed, its drawing kept"
                    ))
                link.removeAttribute("href", namespace: namespace)
            }
            changes += 1
        }
        return changes
    }

    /// What `packageReference` did to an element.
    private enum ReferenceChange { case unchanged, rewritten, removed }

    /// One `href` of an element pointed at the image it names, packaged; a
    /// remote one removes the element (nothing is downloaded). Same-document and `data:` references stay.
    private func packageReference(
        _ name: String, namespace: String?, of element: XMLNode, from directory: String,
        resources: inout ResourceRegistry, diagnostics: inout [Diagnostic]
    ) -> ReferenceChange {
        guard let value = element.attribute(name, namespace: namespace) else { return .unchanged }
        let url = ReferenceURL(value)
        if value.hasPrefix("#") || value.lowercased().hasPrefix("data:") || url.path.isEmpty && !url.isExternal {
            return .unchanged
        }
        if url.isExternal {
            diagnostics.append(
                Diagnostic(
                    .warning, .remoteResource, at: place(element), stage: .resolve,
                    "remote resource '\(value)' in the SVG image is not downloaded; its <\(element.name)> removed"
                ))
            element.remove()
            return .removed
        }
        let file = url.file(relativeTo: directory)
        guard resources.files.isFile(file) else {
            diagnostics.append(
                Diagnostic(
                    .error, .missingResource, at: place(element), stage: .resolve,
                    "image '\(value)' of the SVG image \(resources.files.absence(of: file))"))
            return .unchanged
        }
        guard let target = resources.imageHref(for: file, written: value, at: place(element), diagnostics: &diagnostics)
        else {
            diagnostics.append(
                Diagnostic(
                    .error, .notAnImage, at: place(element), stage: .resolve,
                    resources.files.notAnImage(value, at: file)))
            return .unchanged
        }
        let relative = RelativeReference(from: href, to: target, fragment: url.fragment).string
        guard relative != value else { return .unchanged }
        element.setAttribute(name, relative, namespace: namespace, prefix: namespace == nil ? nil : "xlink")
        return .rewritten
    }

    /// The CSS of an element's `style` attribute and, for a `<style>`, its
    /// text, rewritten for the package; how many of the two changed.
    private func rewriteStyles(
        of element: XMLNode, from directory: String, stylesheets: StylesheetResolver,
        resources: inout ResourceRegistry, diagnostics: inout [Diagnostic]
    ) -> Int {
        var changes = 0
        var styles: [(css: String, set: (String) -> Void)] = []
        if let style = element.attribute("style") { styles.append((style, { element.setAttribute("style", $0) })) }
        if element.name == "style" {
            styles.append(
                (
                    element.textContent,
                    { text in
                        for child in element.children { child.remove() }
                        element.appendText(text)
                    }
                ))
        }
        for (css, set) in styles where css.contains("url(") || css.contains("@import") {
            let rewritten = stylesheets.rewrite(
                css, directory: directory, href: href, locate: { _, _ in place(element) },
                resources: &resources, diagnostics: &diagnostics)
            if rewritten.text != css {
                set(rewritten.text)
                changes += 1
            }
        }
        return changes
    }
}
