import CLibXML2
import CXMLShim
import Foundation

/// An XML document held by libxml2. The class owns the `xmlDoc` and frees it;
/// nodes handed out by it keep it alive.
///
/// Memory ownership: an `XMLNode` is a copyable value holding a libxml2
/// pointer, so the tree cannot know when the last copy of a node is gone.
/// Nodes are therefore never freed while the tree lives: `remove()`,
/// `replace(withElement:)` and `removeAttribute` unlink what they take out
/// and hand it to `DetachedNodes`, which frees it with the document. A
/// removed node stays a valid, detached subtree, so no sequence of public
/// calls can reach freed memory. (One exception keeps memory flat: an
/// attribute removed from a tree that never handed out an attribute node is
/// freed at once, since nothing can refer to it.)
public final class XMLTree: @unchecked Sendable {
    let doc: xmlDocPtr
    let detached = DetachedNodes()
    private let truncationBox = FirstErrorBox()

    init(owning doc: xmlDocPtr) {
        self.doc = doc
    }

    deinit {
        // Detached nodes first: freeing them reads the document's dictionary.
        detached.freeAll()
        xmlFreeDoc(doc)
    }

    /// Parses well-formed XML. Never touches the network, never loads external
    /// DTDs or entities (XXE), and refuses entity expansion bombs; entities
    /// the document declares with plain replacement text (EPUB 2 books of the
    /// 2000s define `<!ENTITY D "&#x2014;">` and write `&D;`) are expanded,
    /// as every XML reader does, by `parse(xmlExpandingEntities:)`. In a
    /// document whose DOCTYPE is an (X)HTML one, HTML's named entities
    /// (`&nbsp;`) are read as their characters (`HTMLEntityReferences`).
    public static func parse(xml data: Data, url: String = "document.xml") throws(XMLParseError) -> XMLTree {
        if let error = AttributeCount.check(data) { throw error }
        let options = Int32(
            XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue
                | XML_PARSE_NOWARNING.rawValue | XML_PARSE_NOCDATA.rawValue)
        let resolved: Data?
        do {
            resolved = try HTMLEntityReferences.resolved(data)
        } catch  where error.kind == .declaredEntities {
            return try parse(xmlExpandingEntities: data, url: url)
        }
        let parsed = try read(xml: resolved ?? data, url: url, options: options)
        // Entities the document declares are expanded only by the bounded reader, never here.
        if let subset = parsed.pointee.intSubset, subset.pointee.entities != nil || subset.pointee.pentities != nil {
            xmlFreeDoc(parsed)
            return try parse(xmlExpandingEntities: data, url: url)
        }
        return XMLTree(owning: parsed)
    }

    /// Whether `data` is well-formed XML, by a parse that builds no tree (SAX
    /// with no callbacks): a quick check over many documents, most of them
    /// well-formed. It resolves no entity, so a document using HTML's named
    /// entities (`&nbsp;`) is not; `parse(xml:)` says whether it is.
    public static func isWellFormed(xml data: Data) -> Bool {
        guard AttributeCount.check(data) == nil else { return false }
        LibXML.ensureInitialized()
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        // Errors are counted, not printed: libxml2 would otherwise write them to stderr.
        xmlSetStructuredErrorFunc(nil, { _, _ in })
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        let result = data.withUnsafeBytes { bytes in
            xmlSAXUserParseMemory(
                &handler, nil, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count))
        }
        return result == 0
    }

    /// libxml2's XML parser with `options`: the document, or the first error it reported.
    /// A nil `encoding` lets the byte-order mark or the XML declaration say. Read as UTF-8 by default, whatever
    /// the declaration says (a page declaring ISO-8859-1 in UTF-8 bytes is common, and reads as its maker saw it),
    /// but for what UTF-8 cannot be: XML 1.0 Appendix F's UTF-16, UTF-32 or EBCDIC first bytes (OCF 3.3 §4.2.6.3.1
    /// lets container.xml and the package document be UTF-16), or bytes that are not UTF-8 in a document that
    /// declares another encoding, which then says.
    static func read(xml data: Data, url: String, options: Int32, encoding: String? = "UTF-8") throws(XMLParseError)
        -> xmlDocPtr
    {
        guard encoding == "UTF-8", !notASCIICompatible(data) else {
            return try readOnce(xml: data, url: url, options: options, encoding: nil)
        }
        do {
            return try readOnce(xml: data, url: url, options: options, encoding: encoding)
        } catch  where error.message.hasPrefix("Input is not proper UTF-8") && declaresAnotherEncoding(data) {
            return try readOnce(xml: data, url: url, options: options, encoding: nil)
        }
    }

    /// Whether `data` opens as XML in UTF-16, UTF-32 or EBCDIC does (XML 1.0 Appendix F).
    private static func notASCIICompatible(_ data: Data) -> Bool { signatureEncoding(of: data) != nil }

    /// Appendix F's signatures, UTF-32's before UTF-16's, whose byte order marks begin theirs.
    private static let signatures: [(bytes: [UInt8], name: String)] = [
        ([0x00, 0x00, 0xFE, 0xFF], "UTF-32BE"), ([0xFF, 0xFE, 0x00, 0x00], "UTF-32LE"),
        ([0xFE, 0xFF], "UTF-16BE"), ([0xFF, 0xFE], "UTF-16LE"),
        ([0x00, 0x00, 0x00, 0x3C], "UTF-32BE"), ([0x3C, 0x00, 0x00, 0x00], "UTF-32LE"),
        ([0x00, 0x3C, 0x00, 0x3F], "UTF-16BE"), ([0x3C, 0x00, 0x3F, 0x00], "UTF-16LE"),
        ([0x4C, 0x6F, 0xA7, 0x94], "EBCDIC"),
    ]

    /// The encoding XML 1.0 Appendix F tells from a document's first four bytes where they are not ASCII: a byte
    /// order mark of UTF-16 or UTF-32, `<?` in UTF-16 or UTF-32 without one, or `<?xm` in EBCDIC (`"EBCDIC"`, whose
    /// code page its declaration names). Nil for an ASCII-compatible start (UTF-8, Latin-1…).
    public static func signatureEncoding(of data: Data) -> String? {
        let head = data.prefix(4)
        return signatures.first { head.starts(with: $0.bytes) }?.name
    }

    /// Whether the XML declaration names an encoding other than UTF-8.
    private static func declaresAnotherEncoding(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(200), as: UTF8.self).lowercased()
        guard head.hasPrefix("<?xml"), let declaration = head.split(separator: ">").first,
            let match = declaration.firstMatch(of: /encoding\s*=\s*["']([a-z0-9_.:-]+)["']/)
        else { return false }
        return !["utf-8", "utf8"].contains(String(match.1))
    }

    private static func readOnce(xml data: Data, url: String, options: Int32, encoding: String?)
        throws(XMLParseError) -> xmlDocPtr
    {
        LibXML.ensureInitialized()
        guard let context = xmlNewParserCtxt() else {
            throw XMLParseError(message: "cannot allocate an XML parser", line: 0, column: 0)
        }
        defer { xmlFreeParserCtxt(context) }
        // Keep the first error: it names the cause ("tag mismatch"), later ones only its effects.
        let firstError = FirstErrorBox()
        xmlSetStructuredErrorFunc(
            Unmanaged.passUnretained(firstError).toOpaque(),
            { box, error in
                guard let box, let error else { return }
                let first = Unmanaged<FirstErrorBox>.fromOpaque(box).takeUnretainedValue()
                guard first.error == nil, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
                first.error = XMLTree.parseError(from: error)
            })
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        let parsed: xmlDocPtr? = data.withUnsafeBytes { bytes in
            xmlCtxtReadMemory(
                context, bytes.baseAddress?.assumingMemoryBound(to: CChar.self),
                Int32(bytes.count), url, encoding, options)
        }
        guard let parsed, context.pointee.wellFormed != 0 else {
            if let parsed { xmlFreeDoc(parsed) }
            throw firstError.error ?? lastError(of: context)
        }
        return parsed
    }

    /// Parses HTML the way a browser would: unclosed tags, bare attributes and
    /// unknown elements are accepted. The result is an HTML tree; convert it
    /// with `XMLTree.xhtml(fromHTML:)` before serialising as XML.
    public static func parse(html source: Data, url: String = "document.html") throws(XMLParseError) -> XMLTree {
        if let error = AttributeCount.check(source) { throw error }
        let data = HTMLNamedReferences.numeric(source) ?? source
        LibXML.ensureInitialized()
        guard let context = htmlNewParserCtxt() else {
            throw XMLParseError(message: "cannot allocate an HTML parser", line: 0, column: 0)
        }
        defer { htmlFreeParserCtxt(context) }
        let options = Int32(
            HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
                | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NODEFDTD.rawValue)
        cxml_html_keep_element_prefixes(context)
        // libxml2 stops at elements nested deeper than 256 ("Excessive depth in document")
        // and drops the rest: the tree says where, so no content is lost without a word.
        let depthError = FirstErrorBox()
        xmlSetStructuredErrorFunc(
            Unmanaged.passUnretained(depthError).toOpaque(),
            { box, error in
                guard let box, let error else { return }
                let first = Unmanaged<FirstErrorBox>.fromOpaque(box).takeUnretainedValue()
                let parsed = XMLTree.parseError(from: error)
                if first.error == nil, parsed.kind == .tooDeep { first.error = parsed }
            })
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        let parsed: htmlDocPtr? = data.withUnsafeBytes { bytes in
            htmlCtxtReadMemory(
                context, bytes.baseAddress?.assumingMemoryBound(to: CChar.self),
                Int32(bytes.count), url, "UTF-8", options)
        }
        guard let parsed else { throw lastError(of: context) }
        let tree = XMLTree(owning: parsed)
        tree.truncation = depthError.error
        return tree
    }

    /// For HTML parsed with `parse(html:)`: where the parser stopped because
    /// elements nested too deep, and everything after it is missing; nil when it read everything.
    public var truncation: XMLParseError? {
        get { truncationBox.error }
        set { truncationBox.error = newValue }
    }

    /// A new document whose root element is `name` in `namespace`.
    public convenience init(rootName: String, namespace: String? = nil, prefix: String? = nil) {
        LibXML.ensureInitialized()
        let doc = xmlNewDoc("1.0")!
        let root = xmlNewDocNode(doc, nil, rootName, nil)!
        xmlDocSetRootElement(doc, root)
        if let namespace {
            let ns = xmlNewNs(root, namespace, prefix)
            xmlSetNs(root, ns)
        }
        self.init(owning: doc)
    }

    public var root: XMLNode? {
        guard let node = xmlDocGetRootElement(doc) else { return nil }
        return XMLNode(node, in: self)
    }

    /// The document as UTF-8 XML with its declaration.
    /// `indent` pretty-prints; leave it off for mixed content such as XHTML.
    public func serialized(indent: Bool = false) -> Data {
        guard let buffer = xmlBufferCreate() else { return Data() }
        defer { xmlBufferFree(buffer) }
        var options = Int32(XML_SAVE_AS_XML.rawValue | XML_SAVE_NO_XHTML.rawValue)
        if indent { options |= Int32(XML_SAVE_FORMAT.rawValue) }
        guard let save = xmlSaveToBuffer(buffer, "UTF-8", options) else { return Data() }
        xmlSaveDoc(save, doc)
        xmlSaveClose(save)
        guard let content = xmlBufferContent(buffer) else { return Data() }
        return Data(bytes: content, count: Int(xmlBufferLength(buffer)))
    }

    private static func lastError(of context: xmlParserCtxtPtr) -> XMLParseError {
        guard let error = xmlCtxtGetLastError(context) else {
            return XMLParseError(message: "not well-formed", line: 0, column: 0)
        }
        return parseError(from: error)
    }

    static func parseError(from error: xmlErrorPtr) -> XMLParseError {
        let message =
            LibXML.string(error.pointee.message.map { UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self) })?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "not well-formed"
        let (line, column) = (Int(error.pointee.line), Int(error.pointee.int2))
        // libxml2's words name an option of its own ("use XML_PARSE_HUGE option"), which no user can reach.
        if message.hasPrefix("Excessive depth in document") {
            return XMLParseError(
                message: "elements nest deeper than 256 levels, where the XML reader stops — nest them less deeply",
                line: line, column: column, kind: .tooDeep)
        }
        return XMLParseError(message: message, line: line, column: column)
    }
}

extension XMLTree {
    /// Adds `<!DOCTYPE html>`, the doctype EPUB 3 XHTML content documents use.
    public func addHTMLDoctype() {
        guard doc.pointee.intSubset == nil else { return }
        xmlCreateIntSubset(doc, "html", nil, nil)
    }
}

/// Holds the first error libxml2 reports during one parse.
private final class FirstErrorBox {
    var error: XMLParseError?
}

extension XMLTree {
    /// A new HTML document (no namespace) whose root element is `<html>`, for
    /// output that browsers read as HTML.
    public static func htmlDocument() -> XMLTree {
        LibXML.ensureInitialized()
        let doc = htmlNewDocNoDtD(nil, nil)!
        let root = xmlNewDocNode(doc, nil, "html", nil)!
        xmlDocSetRootElement(doc, root)
        return XMLTree(owning: doc)
    }

    /// The document serialised by libxml2's HTML writer: void elements
    /// without end tags, `<style>` and `<script>` content unescaped.
    /// Written as UTF-8: htmlDocDumpMemory takes the encoding from a
    /// `<meta http-equiv>` only, and without one writes every non-ASCII
    /// character as a numeric reference (`&#12354;`, 8 bytes for 3).
    public func serializedAsHTML() -> Data {
        // No encoder: libxml2's own text is UTF-8, and goes out as it is.
        guard let output = xmlAllocOutputBuffer(nil) else { return Data() }
        htmlDocContentDumpFormatOutput(output, doc, "UTF-8", 0)
        let data: Data
        if let content = xmlOutputBufferGetContent(output) {
            data = Data(bytes: content, count: Int(xmlOutputBufferGetSize(output)))
        } else {
            data = Data()
        }
        xmlOutputBufferClose(output)
        return data
    }
}
