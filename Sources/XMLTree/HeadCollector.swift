import CLibXML2
import Foundation

extension XMLTree {
    /// What a chapter keeps of a page's <head>: the templates write each
    /// page's head anew, so only the title, the styles and the stylesheet
    /// links carry over; everything else is reported as dropped.
    public struct HeadContent: Sendable {
        /// The first <title>.
        public var title: String?
        /// The text of every <style>, in document order, with its line.
        public var styles: [(text: String, line: Int)] = []
        /// Every `<link rel="stylesheet">`'s href, with its line.
        public var stylesheets: [(href: String, line: Int)] = []
        /// The titles of those linked as `rel="alternate stylesheet"` (a night theme the reader may pick), by href:
        /// they stay alternates, never applied unless picked.
        public var alternateTitles: [String: String] = [:]
        /// The content of `<meta name="viewport">`: a fixed-layout page's size
        /// (EPUB 3.3 §8.2.2.2), which the template writes again.
        public var viewport: String?
        /// `<base href>`: where the page's links were written to point.
        public var base: String?

        public init() {}
    }

    /// How a note of something a page's head held and the build leaves out ends.
    static let droppedHeadContent = "is not kept (the template writes each page's <head>); dropped"

    /// Whether `message` is a note of something a page's head held and the build leaves out.
    public static func isDroppedHeadContent(_ message: String) -> Bool { message.hasSuffix(droppedHeadContent) }

    /// The head content of an XHTML document's <head>, with a note for each
    /// element left out.
    public static func headContent(of head: XMLNode) -> (content: HeadContent, notes: [ConversionNote]) {
        var collector = HeadCollector()
        for element in head.elementChildren {
            collector.add(element.pointer, name: element.name, line: element.line)
        }
        return (collector.content, collector.notes)
    }
}

/// Sorts head elements (met in the <head>, or in the body of lenient HTML)
/// into `XMLTree.HeadContent`, noting what is dropped.
struct HeadCollector {
    var content = XMLTree.HeadContent()
    var notes: [XMLTree.ConversionNote] = []

    mutating func add(_ node: xmlNodePtr, name: String, line: Int) {
        let dropped = XMLTree.droppedHeadContent
        let value = { (attribute: String) in HTMLToXHTMLConverter.value(of: attribute, on: node) }
        switch name {
        case "title":
            let title = LibXML.takeString(xmlNodeGetContent(node)) ?? ""
            if content.title == nil {
                content.title = title
            } else {
                note(line, .contentDropped, "a second <title> \(dropped)")
            }
        case "style":
            content.styles.append((LibXML.takeString(xmlNodeGetContent(node)) ?? "", line))
        case "link":
            addLink(line: line, value: value)
        case "meta":
            // The templates declare the page's encoding themselves (UTF-8).
            if value("charset") != nil || value("http-equiv")?.lowercased() == "content-type" { return }
            let name = value("name")?.lowercased()
            if name == "viewport", let viewport = value("content"), content.viewport == nil {
                content.viewport = viewport
                return
            }
            if name.map(Self.isMakersMeta) == true
                || Self.makersHTTPEquiv.contains(value("http-equiv")?.lowercased() ?? "")
            {
                return
            }
            let label =
                ["name", "property", "http-equiv", "itemprop"].lazy
                .compactMap { key in value(key).map { " \(key)=\"\($0)\"" } }.first ?? ""
            note(line, .contentDropped, "<meta\(label)> \(dropped)")
        case "base":
            if content.base == nil { content.base = value("href") }
            note(
                line, .contentDropped,
                "<base\(value("href").map { " href=\"\($0)\"" } ?? "")> \(dropped); links the book cannot resolve are resolved against it"
            )
        default:
            note(line, .contentDropped, "<\(name)> in the <head> \(dropped)")
        }
    }

    /// A `<link>`: a stylesheet is kept (an alternate one with its title), a site's own links dropped quietly, any
    /// other dropped with a note.
    private mutating func addLink(line: Int, value: (String) -> String?) {
        let rel = (value("rel") ?? "").split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        let type = value("type")?.trimmingCharacters(in: .whitespaces).lowercased() ?? "text/css"
        guard let href = value("href"), rel.contains("stylesheet") else {
            if !rel.allSatisfy(Self.siteLinks.contains) {
                note(line, .contentDropped, "<link rel=\"\(value("rel") ?? "")\"> \(XMLTree.droppedHeadContent)")
            }
            return
        }
        // Only CSS styles an EPUB page; an Adobe page template (`.xpgt`) is read by nothing since ADE 1.
        guard type == "text/css" || type.isEmpty else {
            note(line, .contentDropped, "<link rel=\"stylesheet\" type=\"\(type)\"> is not CSS; dropped")
            return
        }
        if rel.contains("alternate") {
            // HTML applies no alternate stylesheet without a title (HTML §4.6.7.1): nothing to keep.
            guard let title = value("title"), !title.isEmpty else {
                note(line, .contentDropped, "an alternate stylesheet without a title is never applied; dropped")
                return
            }
            content.alternateTitles[href] = title
        }
        content.stylesheets.append((href, line))
    }

    /// What a page's maker writes into every head, which says nothing of the book and nothing its author can
    /// mend: dropped without a word (a project unpacked from a Sphinx, pandoc, calibre or DocBook EPUB had warned of
    /// its generator, its second viewport and its prev/next links on every page). The book's own navigation stands
    /// for the site's links.
    private static let siteLinks: Set<String> = [
        "prev", "previous", "next", "index", "contents", "toc", "start", "first", "last", "up", "top", "search",
        "help", "glossary", "chapter", "section", "subsection", "appendix", "bookmark", "icon", "shortcut",
        "apple-touch-icon", "canonical", "preconnect", "dns-prefetch", "preload", "prefetch", "manifest",
    ]
    private static let makersHTTPEquiv: Set<String> = [
        "content-style-type", "content-script-type", "x-ua-compatible", "content-language", "imagetoolbar",
    ]

    /// `generator`, a second `viewport`, and a reader's or a site's own keys (`calibre:cover`, `Adept.resource`,
    /// `og:title`, `twitter:card`, `theme-color`, `robots`).
    private static func isMakersMeta(_ name: String) -> Bool {
        ["generator", "viewport", "robots", "format-detection", "theme-color", "color-scheme", "referrer"]
            .contains(name)
            || ["calibre:", "adept.", "dtb:", "og:", "twitter:", "apple-", "msapplication-", "fb:"].contains {
                name.hasPrefix($0)
            }
    }

    private mutating func note(_ line: Int, _ kind: XMLTree.ConversionNote.Kind, _ message: String) {
        notes.append(XMLTree.ConversionNote(line: line, kind: kind, message: message))
    }
}
