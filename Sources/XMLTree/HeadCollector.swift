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
        /// The content of `<meta name="viewport">`: a fixed-layout page's size
        /// (EPUB 3.3 §8.2.2.2), which the template writes again.
        public var viewport: String?
        /// `<base href>`: where the page's links were written to point.
        public var base: String?

        public init() {}
    }

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
        let dropped = "is not kept (the template writes each page's <head>); dropped"
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
            let rel = value("rel") ?? ""
            let type = value("type")?.trimmingCharacters(in: .whitespaces).lowercased() ?? "text/css"
            if let href = value("href"),
                rel.split(whereSeparator: \.isWhitespace).contains(where: { $0.lowercased() == "stylesheet" })
            {
                // Only CSS styles an EPUB page; an Adobe page template (`.xpgt`) is read by nothing since ADE 1.
                guard type == "text/css" || type.isEmpty else {
                    note(line, .contentDropped, "<link rel=\"stylesheet\" type=\"\(type)\"> is not CSS; dropped")
                    return
                }
                content.stylesheets.append((href, line))
            } else {
                note(line, .contentDropped, "<link rel=\"\(rel)\"> \(dropped)")
            }
        case "meta":
            // The templates declare the page's encoding themselves (UTF-8).
            if value("charset") != nil || value("http-equiv")?.lowercased() == "content-type" { return }
            if value("name")?.lowercased() == "viewport", let viewport = value("content"), content.viewport == nil {
                content.viewport = viewport
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

    private mutating func note(_ line: Int, _ kind: XMLTree.ConversionNote.Kind, _ message: String) {
        notes.append(XMLTree.ConversionNote(line: line, kind: kind, message: message))
    }
}
