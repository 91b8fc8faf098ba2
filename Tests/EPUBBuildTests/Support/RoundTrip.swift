import Foundation
import Testing
import XMLTree

@testable import EPUBBuild
@testable import EPUBModel
@testable import EPUBRead
@testable import EPUBSupport

/// Unpacks an EPUB to a project, rebuilds it, and compares what a round trip must keep.
enum RoundTrip {
    /// A table-of-contents entry reduced to what a round trip keeps: its
    /// label, the document it points to (by the name the build gives it), its
    /// fragment, and its children.
    struct Node: Equatable, CustomStringConvertible {
        var title: String
        var target: String
        var children: [Node]

        var description: String {
            "\(title) → \(target)"
                + (children.isEmpty ? "" : " [" + children.map(\.description).joined(separator: "; ") + "]")
        }
    }

    /// Names documents the same way in a book and in its rebuilt copy: a
    /// spine document by its place in the reading order (the build renames
    /// files: `表紙.xhtml` and `目次.xhtml` both become `--…`), anything else by its file name.
    struct Names {
        let publication: Publication
        let places: [String: Int]

        init(_ publication: Publication) {
            self.publication = publication
            var places: [String: Int] = [:]
            for (index, entry) in publication.distinctReadingOrder.entries.enumerated() {
                places[entry.item.href.description] = index
            }
            self.places = places
        }

        func name(_ href: String) -> String {
            let parts = href.split(separator: "#", maxSplits: 1).map(String.init)
            let document = parts.first ?? ""
            let base = places[document].map { "spine[\($0)]" } ?? ((document as NSString).lastPathComponent)
            return base + (parts.count > 1 ? "#" + parts[1] : "")
        }

        /// Whether `href` names a spine document, the only kind a project keeps entries for.
        func inSpine(_ href: String) -> Bool { places[String(href.split(separator: "#").first ?? "")] != nil }
    }

    /// Names targets as `Names` does, except that an href whose fragment
    /// names no id of its page is named as the entry before it in the same
    /// page is, else as the page: the rebuilt book's entry points there
    /// (`lenient-fragments`; Sigil's `sigil_toc_id_…`). Ask in reading order.
    final class Targets {
        let names: Names
        private let archive: EPUBContainer
        private var ids: [String: Set<String>] = [:]
        private var last: [String: String] = [:]

        init(_ publication: Publication, _ epub: String) throws {
            names = Names(publication)
            archive = try EPUBContainer(path: epub)
        }

        func name(_ href: String) -> String {
            let parts = href.split(separator: "#", maxSplits: 1).map(String.init)
            let document = parts.first ?? ""
            var name = names.name(href)
            if parts.count == 2 {
                if ids[document] == nil {
                    let tree = (try? archive.data(document)).flatMap { try? XMLTree.parse(xml: $0) }
                    ids[document] = Set(tree?.select("//@id", namespaces: [:]).map(\.textContent) ?? [])
                }
                if !ids[document]!.contains(parts[1].removingPercentEncoding ?? parts[1]) {
                    name = last[document] ?? names.name(document)
                }
            }
            last[document] = name
            return name
        }
    }

    /// The table of contents, of the entries that point into the spine (a
    /// preview's contents may list chapters it does not hold).
    static func tree(_ publication: Publication, _ epub: String) throws -> [Node] {
        let targets = try Targets(publication, epub)
        func convert(_ entries: [ContainerLink]) -> [Node] {
            entries.flatMap { entry -> [Node] in
                let children = convert(entry.children)
                guard targets.names.inSpine(entry.link.href) else { return children }
                return [Node(title: entry.title, target: targets.name(entry.link.href), children: children)]
            }
        }
        return convert(publication.tableOfContents)
    }

    /// The spine's documents and pictures by place and media type, with
    /// `linear="no"` marked, each once. Nothing is left out: a rebuilt book
    /// that gained a generated cover or title page fails.
    static func spine(_ publication: Publication) -> [String] {
        publication.distinctReadingOrder.entries.map { $0.item.mediaType + ($0.linear ? "" : " (non-linear)") }
    }

    /// The page list's labels and targets, of the entries that point into the spine.
    static func pages(_ publication: Publication, _ epub: String) throws -> [String] {
        let targets = try Targets(publication, epub)
        return publication.pageList.filter { targets.names.inSpine($0.link.href) }.map {
            $0.title + " → " + targets.name($0.link.href)
        }
    }

    /// The landmarks' types and targets, of those that point into the spine.
    static func landmarks(_ publication: Publication) -> Set<String> {
        let names = Names(publication)
        return Set(
            publication.landmarks.filter { names.inSpine($0.link.href) }.map {
                ($0.type ?? "") + " → " + names.name($0.link.href)
            })
    }

    /// The places in the spine of the documents read aloud whose overlay's audio the book holds
    /// (an overlay whose audio files the archive lacks cannot be kept: unpack says so).
    static func readAloud(_ publication: Publication, _ epub: String) throws -> [Int] {
        let archive = try EPUBContainer(path: epub)
        let items = Dictionary(publication.manifest.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        return publication.distinctReadingOrder.entries.enumerated().compactMap { index, entry in
            guard let overlay = entry.item.mediaOverlay.flatMap({ items[$0] })?.path, archive.contains(overlay),
                let smil = try? XMLTree.parse(xml: archive.data(overlay))
            else { return nil }
            let audio = smil.select("//s:audio/@src", namespaces: ["s": "http://www.w3.org/ns/SMIL"]).map {
                EPUBFile.resolve(String($0.textContent.split(separator: "#").first ?? ""), against: overlay.string)
            }
            return !audio.isEmpty && audio.allSatisfy(archive.contains) ? index : nil
        }
    }

    /// The rendition properties and the direction pages turn.
    static func rendition(_ publication: Publication) -> [String] {
        let rendition = publication.rendition
        return [
            rendition.layout.rawValue, publication.pageProgression?.rawValue ?? "default",
            rendition.orientation.rawValue, rendition.spread.rawValue,
        ]
    }

    /// Per XHTML document of the spine: the direction its text runs (the
    /// `dir` of its body or html, else its language's) and whether its styles
    /// set it in vertical columns.
    static func textFlow(_ publication: Publication, _ epub: String) throws -> [String] {
        let archive = try EPUBContainer(path: epub)
        var flows: [String] = []
        for entry in publication.distinctReadingOrder.entries where entry.item.mediaType == "application/xhtml+xml" {
            guard let path = entry.item.path, let data = try? archive.data(path),
                let tree = try? XMLTree.parse(xml: data),
                let html = tree.root
            else { continue }
            let body = html.elementChildren.first { $0.name == "body" }
            let language = body?.attribute("lang") ?? html.attribute("lang") ?? publication.metadata.language
            let dir =
                body?.attribute("dir") ?? html.attribute("dir")
                ?? (RightToLeftLanguages.contains(language) ? "rtl" : "ltr")
            var css = tree.select("//h:style", namespaces: ["h": "http://www.w3.org/1999/xhtml"]).map(\.textContent)
                .joined()
            css += [html.attribute("style"), body?.attribute("style")].compactMap { $0 }.joined()
            for link in tree.select(
                "//h:link[@rel='stylesheet']/@href", namespaces: ["h": "http://www.w3.org/1999/xhtml"])
            {
                // A link climbing out of the container (the repair removes those) reads as no stylesheet.
                var parts = path.string.split(separator: "/").dropLast().map(String.init)
                var escapes = false
                for part in link.textContent.split(separator: "#").first?.split(separator: "/") ?? [] {
                    if part == ".." {
                        if parts.isEmpty { escapes = true } else { parts.removeLast() }
                    } else if part != "." {
                        parts.append(String(part))
                    }
                }
                if !escapes, let sheet = try? archive.data(parts.joined(separator: "/")) {
                    css += String(decoding: sheet, as: UTF8.self)
                }
            }
            let vertical = css.contains("vertical-rl") || css.contains("vertical-lr")
            flows.append(dir + (vertical ? " vertical" : ""))
        }
        return flows
    }

    /// Each font the book obfuscated is obfuscated in the rebuilt one, and
    /// both restore to the same bytes (the font the reader sees).
    static func expectFontsObfuscatedAlike(before: Publication, _ epub: String, after: Publication, _ rebuilt: String)
        throws
    {
        let original = try EPUBContainer(path: epub), copy = try EPUBContainer(path: rebuilt)
        let rebuiltFonts = Dictionary(
            after.obfuscatedResources.keys.map { ((($0.string as NSString).lastPathComponent), $0) },
            uniquingKeysWith: { a, _ in a })
        // A font encryption.xml names but the archive lacks (pandoc's test file) has nothing to keep.
        for (font, algorithm) in before.obfuscatedResources
        where algorithm == "http://www.idpf.org/2008/embedding" && original.contains(font) {
            let name = (font.string as NSString).lastPathComponent
            let rebuiltFont = try #require(rebuiltFonts[name], "\(name) is obfuscated in the rebuilt book")
            let restoredBefore = FontObfuscation.apply(
                to: try original.data(font), identifier: before.metadata.identifier)
            let restoredAfter = FontObfuscation.apply(
                to: try copy.data(rebuiltFont), identifier: after.metadata.identifier)
            #expect(restoredBefore == restoredAfter, "\(name) restores to the original bytes")
            #expect(
                restoredBefore.prefix(4) == Data("wOFF".utf8) || restoredBefore.prefix(4) == Data("OTTO".utf8)
                    || restoredBefore.prefix(4) == Data([0, 1, 0, 0]), "\(name) restores to a font")
        }
    }

    /// Returns the rebuilt EPUB's path.
    @discardableResult
    static func expectRoundTrip(_ epub: String, bookFile: String = "book.yaml") throws -> String {
        let folder = TestPaths.temporaryDirectory()
        let project = folder + "/project"
        let unpack = try CommandRunner.epubbuild(["unpack", epub, "-o", project])
        #expect(unpack.status == 0, "\(unpack.stderr)")
        let rebuilt = folder + "/rebuilt.epub"
        let build = try CommandRunner.epubbuild(["build", project + "/" + bookFile, "-o", rebuilt])
        #expect(build.status == 0, "\(build.stderr)")
        try EPUBStructure.expectEPUBCheckClean(rebuilt)

        let before = try EPUBReader(path: epub).read()
        let after = try EPUBReader(path: rebuilt).read()
        #expect(after.metadata.title == before.metadata.title)
        #expect(after.metadata.authors.map(\.name) == before.metadata.authors.map(\.name))
        #expect(after.metadata.language == before.metadata.language)
        #expect(
            after.metadata.otherLanguages
                == before.metadata.otherLanguages.filter {
                    LanguageTag.isWellFormed($0) && $0 != before.metadata.language
                },
            "every language of the book")
        #expect(after.metadata.identifier == before.metadata.identifier)
        // An identifier the package repeats (calibre writes its uuid twice) is one identifier; each keeps its text,
        // an ISBN with a wrong check digit too (unpack reports it).
        #expect(after.identifiers == Self.distinct(before.identifiers))
        // The metadata no field holds, carried as written (license links, dc:relation, vocabularies' properties).
        let lost = before.metadata.otherMetadata.filter { !after.metadata.otherMetadata.contains($0) }
        #expect(lost.isEmpty, "metadata lost: \(lost)")
        #expect(spine(after) == spine(before), "spine order and media types")
        #expect(rendition(after) == rendition(before), "rendition")
        #expect(try pages(after, rebuilt) == pages(before, epub), "page list")
        #expect(landmarks(after).isSuperset(of: landmarks(before)), "landmarks")
        #expect(try tree(after, rebuilt) == tree(before, epub), "table of contents: labels, targets and nesting")
        #expect(try readAloud(after, rebuilt) == readAloud(before, epub), "media overlays")
        #expect(
            try textFlow(after, rebuilt) == textFlow(before, epub), "each document's text direction and writing mode")
        try expectFontsObfuscatedAlike(before: before, epub, after: after, rebuilt)
        try expectTextKept(before: before, epub, after: after, rebuilt)
        return rebuilt
    }

    /// `values` without repeats, in their order.
    static func distinct(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }

    /// What a reader sees of a content document: its characters outside
    /// markup, in order, without white space (which reflows) or a byte order
    /// mark; `<head>`, scripts, styles and the parts of an `epub:switch`
    /// a reading system does not show are not text. A document XML refuses is read as HTML, as unpack reads it.
    static func visibleText(of data: Data) -> [Character] {
        let tree = (try? XMLTree.parse(xml: data)) ?? (try? XMLTree.parse(html: data))
        var text: [Character] = []
        func walk(_ node: XMLNode) {
            switch node.kind {
            case .text:
                text += node.textContent.filter { !$0.isWhitespace && $0 != "\u{FEFF}" }
            case .element where node.name == "switch" && node.namespaceURI == XMLTree.opsNamespace:
                node.shownCaseOfSwitch?.children.forEach(walk)
            case .element:
                guard !["head", "script", "style"].contains(node.name) else { return }
                node.children.forEach(walk)
            default:
                return
            }
        }
        tree?.root.map(walk)
        return text
    }

    /// The visible text of each XHTML document of the spine, in reading order.
    static func spineText(_ publication: Publication, _ epub: String) throws -> [[Character]] {
        let archive = try EPUBContainer(path: epub)
        return publication.distinctReadingOrder.entries.filter { $0.item.mediaType == "application/xhtml+xml" }.map {
            entry in
            entry.item.path.flatMap { try? archive.data($0) }.map(visibleText) ?? []
        }
    }

    /// The characters of `original` that `copy` lacks, in order (a diff's
    /// removals): what a round trip lost. Characters the copy adds (alt text
    /// for a missing picture) are not counted.
    static func lost(_ original: [Character], in copy: [Character]) -> Int {
        if original == copy { return 0 }
        return copy.difference(from: original).removals.count
    }

    /// Nothing the author wrote is lost: every spine document of the rebuilt
    /// book holds all of the original's text, in order.
    static func expectTextKept(before: Publication, _ epub: String, after: Publication, _ rebuilt: String) throws {
        let original = try spineText(before, epub), copy = try spineText(after, rebuilt)
        #expect(original.count == copy.count, "as many content documents in the spine")
        for (index, (text, kept)) in zip(original, copy).enumerated() {
            let missing = lost(text, in: kept)
            #expect(missing == 0, "spine document \(index + 1) lost \(missing) of its \(text.count) characters")
        }
    }
}
