import Foundation
import CLibXML2

extension XMLTree {
    public static let xhtmlNamespace = "http://www.w3.org/1999/xhtml"
    public static let opsNamespace = "http://www.idpf.org/2007/ops"
    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"
    public static let svgNamespace = "http://www.w3.org/2000/svg"
    public static let mathMLNamespace = "http://www.w3.org/1998/Math/MathML"
    static let xlinkNamespace = "http://www.w3.org/1999/xlink"
    private static let foreignNamespaces = ["svg": svgNamespace, "math": mathMLNamespace]

    /// A problem met while turning HTML into XHTML; the content was kept
    /// in a changed form, never dropped without a note.
    public struct ConversionNote: Equatable, Sendable {
        public var line: Int
        public var message: String
    }

    /// Copies the body of an HTML tree (from `parse(html:)`) into a new XHTML
    /// document, `<html xmlns="http://www.w3.org/1999/xhtml"><body>…</body></html>`.
    ///
    /// XML is stricter than HTML, so the copy fixes what XML cannot hold:
    /// names that are not XML names, comments containing `--`
    /// (XML 1.0 §2.5: "the string '--' MUST NOT occur within comments"),
    /// and `epub:type` / `xml:lang` written as plain HTML attributes.
    public static func xhtml(fromHTMLBody html: XMLTree) -> (tree: XMLTree, notes: [ConversionNote]) {
        let result = XMLTree(rootName: "html", namespace: xhtmlNamespace)
        let root = result.root!
        root.declareNamespace(opsNamespace, prefix: "epub")
        let body = root.appendElement("body")
        var notes: [ConversionNote] = []
        if let htmlRoot = xmlDocGetRootElement(html.doc) {
            let source = findBody(htmlRoot) ?? htmlRoot
            var child = source.pointee.children
            var mapping: LineMapping?
            while let current = child {
                copy(current, into: body.pointer, document: result, notes: &notes, mapping: &mapping)
                child = current.pointee.next
            }
        }
        return (result, notes)
    }

    private static func findBody(_ node: xmlNodePtr) -> xmlNodePtr? {
        if node.pointee.type == XML_ELEMENT_NODE, LibXML.string(node.pointee.name) == "body" { return node }
        var child = node.pointee.children
        while let current = child {
            if let body = findBody(current) { return body }
            child = current.pointee.next
        }
        return nil
    }

    /// The elements of HTML that XHTML content documents allow (HTML Living
    /// Standard, less the obsolete ones such as <font>, <center> and <listing>).
    static let htmlElements: Set<String> = [
        "a", "abbr", "address", "area", "article", "aside", "audio", "b", "bdi", "bdo", "blockquote", "br", "button",
        "canvas", "caption", "cite", "code", "col", "colgroup", "data", "datalist", "dd", "del", "details", "dfn",
        "dialog", "div", "dl", "dt", "em", "embed", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2",
        "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "i", "iframe", "img", "input", "ins", "kbd", "label", "legend",
        "li", "main", "map", "mark", "menu", "meter", "nav", "noscript", "object", "ol", "optgroup", "option",
        "output", "p", "param", "picture", "pre", "progress", "q", "rp", "rt", "ruby", "s", "samp", "script", "section",
        "select", "small", "source", "span", "strong", "style", "sub", "summary", "sup", "table", "tbody", "td",
        "template", "textarea", "tfoot", "th", "thead", "time", "tr", "track", "u", "ul", "var", "video", "wbr",
    ]

    /// Elements whose content is phrasing only: an unknown element inside one becomes a <span>, elsewhere a <div>.
    static let phrasingParents: Set<String> = [
        "p", "span", "a", "em", "strong", "b", "i", "u", "s", "small", "code", "kbd", "samp", "var", "sub", "sup",
        "mark", "q", "cite", "abbr", "dfn", "time", "label", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "bdi", "bdo",
        "button", "dt", "legend", "summary", "caption", "figcaption", "del", "ins", "data", "output",
    ]

    /// Ties a line of the HTML being converted to a line of the author's
    /// source: for Markdown, cmark-gfm's `data-sourcepos` on blocks and the
    /// `<!--epubbuild-line:N-->` markers `MarkdownRenderer` puts before raw HTML blocks.
    struct LineMapping {
        var htmlLine: Int
        var sourceLine: Int

        func sourceLine(of node: xmlNodePtr) -> Int { sourceLine + max(0, Int(node.pointee.line) - htmlLine) }
    }

    public static let lineMarkerPrefix = "epubbuild-line:"

    private static func copy(_ node: xmlNodePtr, into parent: xmlNodePtr, document: XMLTree, notes: inout [ConversionNote],
                             mapping: inout LineMapping?) {
        let doc = document.doc
        if let own = XMLNode(node, in: document).attributeLine {
            mapping = LineMapping(htmlLine: Int(node.pointee.line), sourceLine: own)
        }
        let line = mapping?.sourceLine(of: node) ?? Int(node.pointee.line)
        switch node.pointee.type {
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
            let text = LibXML.takeString(xmlNodeGetContent(node)) ?? ""
            xmlAddChild(parent, xmlNewDocText(doc, text))
        case XML_COMMENT_NODE:
            let text = LibXML.takeString(xmlNodeGetContent(node)) ?? ""
            if text.hasPrefix(lineMarkerPrefix), let markedLine = Int(text.dropFirst(lineMarkerPrefix.count)) {
                mapping = LineMapping(htmlLine: Int(node.pointee.line), sourceLine: markedLine)
                return
            }
            let safe = safeComment(text)
            if safe != text {
                notes.append(ConversionNote(line: line, message: "comment contains '--', which XML forbids; rewritten as '- -'"))
            }
            xmlAddChild(parent, xmlNewDocComment(doc, safe))
        case XML_ELEMENT_NODE:
            var name = LibXML.string(node.pointee.name) ?? "span"
            var originalClass: String?
            let inForeignContent = parent.pointee.ns.map { LibXML.string($0.pointee.href) != xhtmlNamespace } ?? false
            if !inForeignContent, foreignNamespaces[name] == nil, !htmlElements.contains(name) {
                let parentName = LibXML.string(parent.pointee.name) ?? ""
                let replacement = phrasingParents.contains(parentName) ? "span" : "div"
                notes.append(ConversionNote(line: line, message: "<\(name)> is not an element EPUB 3 XHTML allows; kept as <\(replacement) class=\"\(className(name))\">"))
                originalClass = className(name)
                name = replacement
            }
            // The HTML parser knows no namespaces; inline SVG and MathML get theirs back here.
            var ns = parent.pointee.ns
            if let foreign = foreignNamespaces[name] {
                ns = xmlSearchNsByHref(doc, parent, foreign) ?? xmlNewNs(xmlDocGetRootElement(doc), foreign, name == "svg" ? "svg" : "m")
            }
            let element = xmlNewDocNode(doc, ns, name, nil)!
            element.pointee.line = node.pointee.line
            xmlAddChild(parent, element)
            copyAttributes(of: node, to: element, document: document, line: line, notes: &notes)
            if let originalClass {
                let existing = XMLNode(element, in: document).attribute("class").map { $0 + " " } ?? ""
                xmlSetProp(element, "class", existing + originalClass)
            }
            var child = node.pointee.children
            var inner = mapping
            while let current = child {
                copy(current, into: element, document: document, notes: &notes, mapping: &inner)
                child = current.pointee.next
            }
        case XML_ENTITY_REF_NODE:
            let text = LibXML.takeString(xmlNodeGetContent(node)) ?? ""
            xmlAddChild(parent, xmlNewDocText(doc, text))
        default:
            break // processing instructions and DTD nodes have no place in a chapter body
        }
    }

    /// Presentational attributes HTML made obsolete, and the CSS property each becomes.
    static let obsoleteAsStyle: [String: String] = [
        "align": "text-align", "valign": "vertical-align", "bgcolor": "background-color", "color": "color",
        "face": "font-family", "background": "background-image", "nowrap": "white-space", "clear": "clear",
    ]
    /// Elements on which width and height are presentational (HTML: obsolete), not the size of embedded content.
    static let sizeIsPresentational: Set<String> = ["table", "td", "th", "tr", "col", "colgroup", "hr", "pre", "div", "p", "span"]
    /// Other obsolete attributes: kept as data- attributes so nothing is lost.
    static let obsoleteAttributes: Set<String> = [
        "border", "cellpadding", "cellspacing", "frameborder", "hspace", "vspace", "language", "noshade", "compact",
        "text", "link", "vlink", "alink", "marginheight", "marginwidth", "scrolling", "axis", "char", "charoff", "rules",
        "frame", "summary", "longdesc", "size",
    ]

    private static func copyAttributes(of node: xmlNodePtr, to element: xmlNodePtr, document: XMLTree, line: Int,
                                       notes: inout [ConversionNote]) {
        let target = XMLNode(element, in: document)
        let elementName = LibXML.string(element.pointee.name) ?? ""
        var styles: [String] = []
        defer {
            if !styles.isEmpty {
                let existing = target.attribute("style").map { $0.hasSuffix(";") || $0.isEmpty ? $0 + " " : $0 + "; " } ?? ""
                xmlSetProp(element, "style", existing + styles.joined(separator: "; "))
            }
        }
        var attribute = node.pointee.properties
        while let current = attribute {
            defer { attribute = current.pointee.next }
            let name = LibXML.string(current.pointee.name) ?? ""
            let value = LibXML.takeString(xmlNodeListGetString(node.pointee.doc, current.pointee.children, 1)) ?? ""
            if name == "xmlns" || name.hasPrefix("xmlns:") { continue }
            let inXHTML = parentIsXHTML(element)
            if inXHTML, let property = obsoleteAsStyle[name] {
                let css = property == "white-space" ? "nowrap" : property == "background-image" ? "url(\"\(value)\")" : value
                styles.append("\(property): \(css)")
                notes.append(ConversionNote(line: line, message: "attribute '\(name)' is obsolete in HTML; kept as style \"\(property): \(css)\""))
            } else if inXHTML, name == "width" || name == "height", sizeIsPresentational.contains(elementName) {
                let css = value.allSatisfy(\.isNumber) ? value + "px" : value
                styles.append("\(name): \(css)")
                notes.append(ConversionNote(line: line, message: "attribute '\(name)' on <\(elementName)> is obsolete in HTML; kept as style \"\(name): \(css)\""))
            } else if inXHTML, name == "name", elementName == "a" || elementName == "img" {
                // <a name="x"> was HTML 4's anchor; HTML5 uses id, and links to #x still land.
                if target.attribute("id") == nil && XMLTree.isXMLName(value) { xmlSetProp(element, "id", value) }
                else { xmlSetProp(element, "data-name", value) }
            } else if inXHTML, obsoleteAttributes.contains(name), !(name == "border" && elementName == "table" && (value == "1" || value.isEmpty)) {
                notes.append(ConversionNote(line: line, message: "attribute '\(name)' is obsolete in HTML; kept as data-\(name)"))
                xmlSetProp(element, "data-\(name)", value)
            } else if name == "epub:type" {
                target.setAttribute("type", value, namespace: opsNamespace, prefix: "epub")
            } else if name == "xlink:href" {
                target.setAttribute("href", value, namespace: xlinkNamespace, prefix: "xlink")
            } else if name == "xml:lang" {
                target.setAttribute("lang", value, namespace: xmlNamespace, prefix: "xml")
            } else if isXMLName(name), !name.contains(":") {
                xmlSetProp(element, name, value)
            } else {
                notes.append(ConversionNote(line: line, message: "attribute '\(name)' is not a valid XHTML attribute name; kept as data-\(className(name))"))
                xmlSetProp(element, "data-\(className(name))", value)
            }
        }
    }

    private static func parentIsXHTML(_ element: xmlNodePtr) -> Bool {
        element.pointee.ns.map { LibXML.string($0.pointee.href) == xhtmlNamespace } ?? true
    }

    static func isXMLName(_ name: String) -> Bool {
        !name.isEmpty && xmlValidateName(name, 0) == 0
    }

    /// Lower-case letters, digits and hyphens only, for use as a class or data- name.
    static func className(_ name: String) -> String {
        let mapped = name.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }
        let trimmed = String(mapped).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return trimmed.isEmpty ? "x" : trimmed
    }

    static func safeComment(_ text: String) -> String {
        var safe = text
        while safe.contains("--") { safe = safe.replacingOccurrences(of: "--", with: "- -") }
        if safe.hasSuffix("-") { safe += " " }
        return safe
    }
}
