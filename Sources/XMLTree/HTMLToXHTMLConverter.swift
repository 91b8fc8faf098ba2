import CLibXML2
import CXMLShim
import Foundation

/// The walk behind `XMLTree.xhtml(fromHTML:)`: copies an HTML tree node by
/// node into a new XHTML document, applying `HTMLElementRules`,
/// `HTMLAttributeRules` and `ForeignContentNames`, and noting every change.
struct HTMLToXHTMLConverter {
    private let source: XMLTree
    private var tree: XMLTree
    private var notes: [XMLTree.ConversionNote] = []
    private var head = HeadCollector()
    private let doc: xmlDocPtr
    private let body: xmlNodePtr
    private let xhtml: xmlNsPtr
    /// Ids the document uses, so that `<a name="x">` becomes `id="x"` only when x is free.
    private var usedIDs: Set<String> = []
    /// Notes given once per chapter for each unknown element and its
    /// replacement, and each element and attribute name kept as data-.
    private var reported: Set<String> = []

    private enum Context { case html, svg, mathML }

    init(source: XMLTree) {
        self.source = source
        let tree = XMLTree(rootName: "html", namespace: XMLTree.xhtmlNamespace)
        let root = tree.root!
        root.declareNamespace(XMLTree.opsNamespace, prefix: "epub")
        body = root.appendElement("body").pointer
        doc = tree.doc
        xhtml = body.pointee.ns!
        self.tree = tree
        collectIDs(source.doc.pointee.children)
    }

    private mutating func collectIDs(_ first: xmlNodePtr?) {
        var node = first
        while let current = node {
            if current.pointee.type == XML_ELEMENT_NODE {
                if let id = Self.value(of: "id", on: current) { usedIDs.insert(id) }
                collectIDs(current.pointee.children)
            }
            node = current.pointee.next
        }
    }

    /// The conversion: notes in document order, the head's among them.
    var result: XMLTree.HTMLConversion {
        let all = (notes + head.notes).enumerated().sorted {
            ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
        }.map(\.element)
        return XMLTree.HTMLConversion(tree: tree, notes: all, head: head.content)
    }

    mutating func run() {
        var mapping: XMLTree.LineMapping?
        var node = source.doc.pointee.children
        while let current = node {
            if current.pointee.type == XML_ELEMENT_NODE, Self.name(of: current) == "html" {
                convertHTML(current, mapping: &mapping)
            } else if current.pointee.type != XML_DTD_NODE {
                copy(current, into: body, mapping: &mapping)
            }
            node = current.pointee.next
        }
    }

    /// `<html>`: the head's parts are collected, the body's children copied;
    /// libxml2 puts comments and text it meets before <body> anywhere between.
    private mutating func convertHTML(_ html: xmlNodePtr, mapping: inout XMLTree.LineMapping?) {
        // Its language and direction are the page's (an anthology's French chapter), its class a hook of the book's
        // CSS (`html.vrtl`), as an XHTML chapter's.
        if let root = body.pointee.parent {
            copyHTMLAttributes(of: html, to: root, name: "html", line: Int(html.pointee.line))
        }
        var node = html.pointee.children
        while let current = node {
            let name = current.pointee.type == XML_ELEMENT_NODE ? Self.name(of: current) : ""
            if name == "head" || name == "body" {
                // Its id is a link target, its class a hook of the book's CSS (Calibre's `body.calibre`), as an XHTML
                // chapter's.
                if name == "body" {
                    copyHTMLAttributes(of: current, to: body, name: "body", line: Int(current.pointee.line))
                }
                var child = current.pointee.children
                while let inner = child {
                    if name == "head" {
                        convertHeadChild(inner, mapping: &mapping)
                    } else {
                        copy(inner, into: body, mapping: &mapping)
                    }
                    child = inner.pointee.next
                }
            } else {
                copy(current, into: body, mapping: &mapping)
            }
            node = current.pointee.next
        }
    }

    private mutating func convertHeadChild(_ node: xmlNodePtr, mapping: inout XMLTree.LineMapping?) {
        switch node.pointee.type {
        case XML_ELEMENT_NODE:
            let line = mapping?.sourceLine(of: node) ?? Int(node.pointee.line)
            let name = Self.name(of: node)
            convertHeadElement(node, name: name, line: line)
        case XML_TEXT_NODE where Self.content(of: node).allSatisfy(\.isWhitespace):
            break
        default:
            copy(node, into: body, mapping: &mapping)
        }
    }

    /// <title>, <style>, <link>, <meta> and <base>, in the head or the body.
    private mutating func convertHeadElement(_ node: xmlNodePtr, name: String, line: Int) {
        head.add(node, name: name, line: line)
    }

    // MARK: Nodes

    private mutating func copy(_ node: xmlNodePtr, into parent: xmlNodePtr, mapping: inout XMLTree.LineMapping?) {
        if node.pointee.type == XML_ELEMENT_NODE, let position = Self.value(of: "data-sourcepos", on: node),
            let own = SourcePosition(position)?.line
        {
            mapping = XMLTree.LineMapping(htmlLine: Int(node.pointee.line), sourceLine: own)
        }
        let line = mapping?.sourceLine(of: node) ?? Int(node.pointee.line)
        switch node.pointee.type {
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
            if let content = node.pointee.content,
                let repaired = content.withMemoryRebound(
                    to: CChar.self, capacity: 1, { XMLCharacters.windows1252Repaired($0) })
            {
                xmlAddChild(parent, xmlNewDocText(doc, repaired))
            } else {
                xmlAddChild(parent, xmlNewDocText(doc, node.pointee.content))
            }
        case XML_COMMENT_NODE:
            let text = Self.content(of: node)
            if text.hasPrefix(XMLTree.lineMarkerPrefix),
                let markedLine = Int(text.dropFirst(XMLTree.lineMarkerPrefix.count))
            {
                mapping = XMLTree.LineMapping(htmlLine: Int(node.pointee.line), sourceLine: markedLine)
                return
            }
            let safe = XMLTree.safeComment(text)
            if safe != text {
                note(line, .commentRewritten, "comment contains '--', which XML forbids; rewritten as '- -'")
            }
            xmlAddChild(parent, xmlNewDocComment(doc, safe))
        case XML_ELEMENT_NODE:
            copyElement(node, into: parent, line: line, mapping: &mapping)
        case XML_PI_NODE where Self.name(of: node) == "xml":
            // The XML declaration of a file pasted or included whole (an SVG drawing): it says nothing inside a page.
            break
        case XML_PI_NODE:
            // HTML has no processing instructions: browsers read `<?…>` as a comment (HTML §13.2.5.42).
            let text = "?" + Self.name(of: node) + " " + Self.content(of: node)
            note(line, .contentDropped, "processing instruction '<\(text)>' is not HTML; kept as a comment")
            xmlAddChild(parent, xmlNewDocComment(doc, XMLTree.safeComment(text)))
        case XML_ENTITY_REF_NODE:
            xmlAddChild(parent, xmlNewDocText(doc, LibXML.takeString(xmlNodeGetContent(node)) ?? ""))
        case XML_DTD_NODE:
            break
        default:
            note(
                line, .contentDropped,
                "a node of libxml2 type \(node.pointee.type.rawValue) has no place in a chapter; dropped")
        }
    }

    /// An element copied under the name EPUB's XHTML gives it, with its
    /// attributes and children; one the head holds goes to the head.
    private mutating func copyElement(
        _ node: xmlNodePtr, into parent: xmlNodePtr, line: Int,
        mapping: inout XMLTree.LineMapping?
    ) {
        let context = context(of: parent)
        let sourceName = Self.unprefixed(Self.qualifiedName(of: node), of: node, in: context)
        var name = sourceName
        var originalClass: String?
        var foreignRoot: String?
        switch context {
        case .html:
            if sourceName == "svg" {
                foreignRoot = XMLTree.svgNamespace
            } else if sourceName == "math" {
                foreignRoot = XMLTree.mathMLNamespace
            } else if HTMLElementRules.headElements.contains(sourceName) {
                convertHeadElement(node, name: sourceName, line: line)
                return
            } else if !HTMLElementRules.allowed.contains(sourceName) {
                (name, originalClass) = replacement(for: sourceName, of: node, in: parent, line: line)
            }
        case .svg, .mathML:
            if ForeignContentNames.htmlBreakout.contains(sourceName) {
                copyBreakout(node, named: sourceName, into: parent, context: context, line: line, mapping: &mapping)
                return
            }
            if context == .svg { name = ForeignContentNames.svgElements[sourceName] ?? sourceName }
        }
        let element = appendElement(name, to: parent, context: context, foreignRoot: foreignRoot, line: line)
        if context == .html && foreignRoot == nil {
            copyHTMLAttributes(of: node, to: element, name: name, line: line)
            if let originalClass {
                let existing = Self.value(of: "class", on: element).map { $0 + " " } ?? ""
                xmlSetProp(element, "class", existing + originalClass)
                if let look = HTMLElementRules.obsoleteLooks[sourceName] {
                    let style = Self.value(of: "style", on: element).map { look + "; " + $0 } ?? look
                    xmlSetProp(element, "style", style)
                }
            }
            if name == "img", Self.value(of: "alt", on: element) == nil {
                // Required in XHTML; the build's accessibility audit warns that the image is not described.
                xmlSetProp(element, "alt", "")
            }
        } else {
            copyForeignAttributes(
                of: node, to: element, svg: foreignRoot == XMLTree.svgNamespace || context == .svg, line: line)
        }
        let isVoid = HTMLElementRules.void.contains(name) || HTMLElementRules.void.contains(sourceName)
        copyChildren(of: node, into: element, orAfterIt: context == .html && isVoid, in: parent, mapping: &mapping)
    }

    /// The element an HTML element EPUB's XHTML does not allow becomes (the one
    /// its parent allows there) and the class keeping its name; noted once for each name and replacement.
    private mutating func replacement(
        for sourceName: String, of node: xmlNodePtr, in parent: xmlNodePtr, line: Int
    ) -> (String, String) {
        let name = HTMLElementRules.replacement(
            inside: Self.name(of: parent), afterSibling: Self.lastElementName(in: parent),
            isLastElement: !Self.hasElementAfter(node))
        let originalClass = XMLTree.className(sourceName)
        if reported.insert("<\(sourceName)> \(name)").inserted {
            note(
                line, .elementReplaced,
                "<\(sourceName)> is not an element EPUB 3 XHTML allows; kept as <\(name) class=\"\(originalClass)\">"
            )
        }
        return (name, originalClass)
    }

    /// An HTML element in SVG or MathML (a Markdown paragraph after a blank line
    /// inside inline SVG): HTML parsers leave the drawing for it (HTML §13.2.6.5);
    /// its content stays in the drawing, where it was written.
    private mutating func copyBreakout(
        _ node: xmlNodePtr, named sourceName: String, into parent: xmlNodePtr, context: Context, line: Int,
        mapping: inout XMLTree.LineMapping?
    ) {
        if reported.insert("<\(sourceName)> in foreign content").inserted {
            note(
                line, .elementReplaced,
                "<\(sourceName)> inside <\(context == .svg ? "svg" : "math")> is not SVG or MathML (a blank line in inline SVG ends Markdown's HTML block); its content kept in place"
            )
        }
        var child = node.pointee.children
        while let current = child {
            copy(current, into: parent, mapping: &mapping)
            child = current.pointee.next
        }
    }

    /// A new element appended to `parent`, in its namespace: a drawing's or
    /// formula's own at its root, XHTML's among HTML, else its parent's.
    private func appendElement(
        _ name: String, to parent: xmlNodePtr, context: Context, foreignRoot: String?, line: Int
    ) -> xmlNodePtr {
        let element = xmlNewDocNode(doc, nil, name, nil)!
        // The source line (a Markdown chapter's, for raw HTML), so later rules can point at it.
        element.pointee.line = UInt16(clamping: line)
        xmlAddChild(parent, element)
        if let foreignRoot {
            xmlSetNs(element, xmlNewNs(element, foreignRoot, nil))
        } else if context == .html {
            xmlSetNs(
                element,
                parent.pointee.ns == xhtml
                    ? xhtml
                    : xmlSearchNsByHref(doc, element, XMLTree.xhtmlNamespace)
                        ?? xmlNewNs(element, XMLTree.xhtmlNamespace, nil))
        } else {
            xmlSetNs(element, parent.pointee.ns)
        }
        return element
    }

    /// The children of `node` copied into `element`, or after it into `parent`
    /// when it is void: what libxml2 nested in a void element follows it instead (<keygen> became a span).
    private mutating func copyChildren(
        of node: xmlNodePtr, into element: xmlNodePtr, orAfterIt isVoid: Bool, in parent: xmlNodePtr,
        mapping: inout XMLTree.LineMapping?
    ) {
        var child = node.pointee.children
        var inner = mapping
        while let current = child {
            if isVoid {
                copy(current, into: parent, mapping: &mapping)
            } else {
                copy(current, into: element, mapping: &inner)
            }
            child = current.pointee.next
        }
    }

    /// Which vocabulary a child of `parent` belongs to. SVG's <foreignObject>
    /// holds HTML again (HTML §13.2.6.5, "HTML integration point").
    private func context(of parent: xmlNodePtr) -> Context {
        guard let ns = parent.pointee.ns, ns != xhtml, let href = LibXML.string(ns.pointee.href) else { return .html }
        switch href {
        case XMLTree.svgNamespace: return Self.name(of: parent) == "foreignObject" ? .html : .svg
        case XMLTree.mathMLNamespace: return .mathML
        default: return .html
        }
    }

    // MARK: Attributes

    private mutating func copyHTMLAttributes(
        of node: xmlNodePtr, to element: xmlNodePtr, name elementName: String, line: Int
    ) {
        var styles: [String] = []
        var attribute = node.pointee.properties
        while let current = attribute {
            attribute = current.pointee.next
            // cmark-gfm's source positions are on every block and need no rule: copied
            // as they are, without the round trip through Swift strings.
            if xmlStrEqual(current.pointee.name, "data-sourcepos") != 0 {
                let value = xmlNodeListGetString(node.pointee.doc, current.pointee.children, 1)
                xmlSetProp(element, current.pointee.name, value)
                cxml_free(value)
                continue
            }
            let name = LibXML.string(current.pointee.name) ?? ""
            // The HTML parser keeps a control character in a value, which XML does not allow (epubcheck RSC-016).
            let value = XMLCharacters.allowed(LibXML.value(of: current))
            if name == "xmlns" || name.hasPrefix("xmlns:") { continue }
            if let namespaced = ForeignContentNames.namespacedAttributes[name],
                namespaced.namespace == XMLTree.xmlNamespace
            {
                setAttribute(
                    namespaced.localName, value, on: element, namespace: namespaced.namespace, prefix: namespaced.prefix
                )
            } else if name == "epub:type" {
                setAttribute("type", value, on: element, namespace: XMLTree.opsNamespace, prefix: "epub")
            } else if name == "ssml:ph" || name == "ssml:alphabet" {
                setAttribute(
                    String(name.dropFirst(5)), value, on: element, namespace: XMLTree.ssmlNamespace, prefix: "ssml")
            } else if let (repair, message) = HTMLAttributeRules.presentational(name, value, on: elementName) {
                switch repair {
                case .style(let css): styles.append(css)
                case .value(let fixed): xmlSetProp(element, name, fixed)
                case .data: xmlSetProp(element, "data-\(name)", value)
                }
                if let message {
                    let styled: String? = if case .style = repair { name } else { nil }
                    notes.append(
                        XMLTree.ConversionNote(
                            line: line, kind: .attributeReplaced, message: message, styledAttribute: styled))
                }
            } else if name == "name", elementName == "a" || elementName == "img" {
                convertAnchorName(value, on: node, to: element, elementName: elementName, line: line)
            } else if HTMLAttributeRules.allows(name, on: elementName), XMLTree.isXMLName(name), !name.contains(":") {
                xmlSetProp(element, name, value)
            } else {
                keepAsData(name, value, on: element, elementName: elementName, line: line)
            }
        }
        if !styles.isEmpty {
            let existing =
                Self.value(of: "style", on: element).map { $0.hasSuffix(";") || $0.isEmpty ? $0 + " " : $0 + "; " }
                ?? ""
            xmlSetProp(element, "style", existing + styles.joined(separator: "; "))
        }
    }

    /// `<a name="x">` was HTML 4's anchor; HTML5 has id, and links to #x still
    /// land. An id may start with a digit in HTML5; it may not hold spaces,
    /// and must be unique in the document.
    private mutating func convertAnchorName(
        _ value: String, on node: xmlNodePtr, to element: xmlNodePtr, elementName: String, line: Int
    ) {
        let ownID = Self.value(of: "id", on: node)
        if ownID == value {
            note(
                line, .attributeReplaced,
                "attribute 'name' on <\(elementName)> is obsolete in HTML; dropped, the id is the same")
        } else if ownID == nil, !value.isEmpty, !value.contains(where: \.isWhitespace), !usedIDs.contains(value) {
            usedIDs.insert(value)
            xmlSetProp(element, "id", value)
            note(
                line, .attributeReplaced,
                "attribute 'name' on <\(elementName)> is obsolete in HTML; kept as id=\"\(value)\"")
        } else {
            let why =
                ownID != nil
                ? "the element has an id"
                : value.isEmpty || value.contains(where: \.isWhitespace)
                    ? "not a valid id" : "the id is used elsewhere"
            xmlSetProp(element, "data-name", value)
            note(
                line, .attributeReplaced,
                "attribute 'name' on <\(elementName)> is obsolete in HTML; kept as data-name (\(why))")
        }
    }

    private mutating func copyForeignAttributes(of node: xmlNodePtr, to element: xmlNodePtr, svg: Bool, line: Int) {
        var attribute = node.pointee.properties
        while let current = attribute {
            attribute = current.pointee.next
            let name = LibXML.string(current.pointee.name) ?? ""
            // The HTML parser keeps a control character in a value, which XML does not allow (epubcheck RSC-016).
            let value = XMLCharacters.allowed(LibXML.value(of: current))
            if name == "xmlns" || name.hasPrefix("xmlns:") { continue }
            if svg, let colon = name.firstIndex(of: ":"), ForeignContentNames.svgEditorPrefixes.contains(name[..<colon])
            {
                continue
            }
            if let namespaced = ForeignContentNames.namespacedAttributes[name] {
                setAttribute(
                    namespaced.localName, value, on: element, namespace: namespaced.namespace, prefix: namespaced.prefix
                )
            } else if name == "epub:type" {
                setAttribute("type", value, on: element, namespace: XMLTree.opsNamespace, prefix: "epub")
            } else {
                let adjusted =
                    (svg ? ForeignContentNames.svgAttributes[name] : ForeignContentNames.mathMLAttributes[name]) ?? name
                if XMLTree.isXMLName(adjusted), !adjusted.contains(":") {
                    xmlSetProp(element, adjusted, value)
                } else {
                    keepAsData(name, value, on: element, elementName: Self.name(of: element), line: line)
                }
            }
        }
    }

    private mutating func keepAsData(
        _ name: String, _ value: String, on element: xmlNodePtr, elementName: String, line: Int
    ) {
        let dataName = "data-" + XMLTree.className(name)
        xmlSetProp(element, dataName, value)
        if reported.insert(elementName + " " + name).inserted {
            note(
                line, .attributeReplaced,
                "attribute '\(name)' is not allowed on <\(elementName)> in EPUB 3 XHTML; kept as \(dataName)")
        }
    }

    private func setAttribute(
        _ name: String, _ value: String, on element: xmlNodePtr, namespace: String, prefix: String
    ) {
        XMLNode(element, in: tree).setAttribute(name, value, namespace: namespace, prefix: prefix)
    }

    private mutating func note(_ line: Int, _ kind: XMLTree.ConversionNote.Kind, _ message: String) {
        notes.append(XMLTree.ConversionNote(line: line, kind: kind, message: message))
    }

    // MARK: Reading libxml2 nodes

    static func name(of node: xmlNodePtr) -> String { LibXML.string(node.pointee.name) ?? "" }

    /// The name as written: libxml2's HTML parser keeps a prefix (`o:p`) only
    /// as a namespace with no URI (see cxml_html_keep_element_prefixes).
    static func qualifiedName(of node: xmlNodePtr) -> String {
        if let ns = node.pointee.ns, ns.pointee.href == nil, let prefix = LibXML.string(ns.pointee.prefix) {
            return prefix + ":" + name(of: node)
        }
        return name(of: node)
    }

    /// MathML's and SVG's elements as an HTML file writes them with a prefix (`<mml:math xmlns:mml="…">`,
    /// DocBook XSL's EPUB 2 pages), which an HTML parser leaves in the name: a formula's or drawing's root by its
    /// local name when its prefix stands for that namespace (declared on it, or `m`, `mml` and `svg`, the usual
    /// ones), and the elements inside by theirs (a prefix is never part of a MathML or SVG element's name). They had
    /// become spans, a formula a heap of tokens.
    private static func unprefixed(_ name: String, of node: xmlNodePtr, in context: Context) -> String {
        guard let colon = name.firstIndex(of: ":") else { return name }
        let prefix = String(name[..<colon])
        let local = String(name[name.index(after: colon)...])
        guard context == .html else { return local.isEmpty ? name : local }
        let namespace = local == "math" ? XMLTree.mathMLNamespace : local == "svg" ? XMLTree.svgNamespace : nil
        guard let namespace else { return name }
        let declared = value(of: "xmlns:" + prefix, on: node)
        let usual = local == "math" ? ["m", "mml", "math"].contains(prefix) : prefix == "svg"
        return declared == namespace || (declared == nil && usual) ? local : name
    }

    static func content(of node: xmlNodePtr) -> String { LibXML.string(node.pointee.content) ?? "" }

    /// An attribute with no namespace, read directly (no DTD defaults).
    static func value(of attribute: String, on node: xmlNodePtr) -> String? {
        guard var property = node.pointee.properties else { return nil }
        return attribute.withCString { name in
            while true {
                if property.pointee.ns == nil,
                    strcmp(UnsafeRawPointer(property.pointee.name).assumingMemoryBound(to: CChar.self), name) == 0
                {
                    return LibXML.value(of: property)
                }
                guard let next = property.pointee.next else { return nil }
                property = next
            }
        }
    }

    static func lastElementName(in parent: xmlNodePtr) -> String? {
        var node = parent.pointee.last
        while let current = node {
            if current.pointee.type == XML_ELEMENT_NODE { return name(of: current) }
            node = current.pointee.prev
        }
        return nil
    }

    static func hasElementAfter(_ node: xmlNodePtr) -> Bool {
        var next = node.pointee.next
        while let current = next {
            if current.pointee.type == XML_ELEMENT_NODE { return true }
            next = current.pointee.next
        }
        return false
    }
}
