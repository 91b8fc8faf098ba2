import CLibXML2
import Foundation

extension XMLTree {
    /// Parses a standalone XML file (an SVG image) and drops its DOCTYPE,
    /// which EPUB 3.3 §6.2.3 and §6.1.3 do not allow there beyond a few public
    /// identifiers (epubcheck OPF-073, HTM-003). Illustrator and Inkscape write
    /// `<!DOCTYPE svg PUBLIC … "…svg11.dtd" [ <!ENTITY ns_ai "…"> … ]>` and use
    /// the entities in attributes (`xmlns:i="&ns_ai;"`): internal general
    /// entities are expanded into the text, so the meaning stays the same.
    ///
    /// Never reads another file or the network: a DOCTYPE that declares an
    /// external entity (`SYSTEM "…"`) or a parameter entity is refused, before
    /// anything is expanded, and the external DTD is never loaded (so entities
    /// that only it defines, such as `&nbsp;` in SVG, are an error). Expansion
    /// is bounded twice: libxml2 refuses reference loops and amplification
    /// (billion laughs), and the expanded document may be at most
    /// `maximumGrowth` times its source (plus 64 KB).
    public static func parse(
        xmlDroppingDoctype data: Data, url: String = "image.svg",
        maximumGrowth: Int = 10
    ) throws(XMLParseError) -> XMLTree {
        if let error = AttributeCount.check(data) { throw error }
        return try readExpandingInternalEntities(data, url: url, maximumGrowth: maximumGrowth)
    }

    /// Parses a document whose DOCTYPE declares entities, as `parse(xml:)`
    /// hands it over: HTML's named entities (`&nbsp;`) are read as their
    /// characters where the DOCTYPE is an (X)HTML one, the document's own
    /// internal entities are expanded under the bounds of
    /// `readExpandingInternalEntities`, and an XHTML document keeps a plain
    /// `<!DOCTYPE html>` in place of the one that declared them.
    static func parse(xmlExpandingEntities data: Data, url: String, maximumGrowth: Int = 10) throws(XMLParseError)
        -> XMLTree
    {
        let resolved = try HTMLEntityReferences.resolved(data, keepingDeclared: true) ?? data
        let tree = try readExpandingInternalEntities(resolved, url: url, maximumGrowth: maximumGrowth)
        if let reference = firstEntityReference(in: tree.doc) {
            // Declared nowhere (the external DTD that might is never read): its text is unknown.
            let name = LibXML.string(reference.pointee.name) ?? ""
            throw XMLParseError(undefinedEntity: name, line: max(Int(xmlGetLineNo(reference)), 1), column: 1)
        }
        if tree.root?.name == "html" { tree.addHTMLDoctype() }
        return tree
    }

    /// Reads `data` with its internal general entities expanded into the text,
    /// and its DOCTYPE dropped.
    ///
    /// Never reads another file or the network: a DOCTYPE that declares an
    /// external entity (`SYSTEM "…"`) or a parameter entity is refused, before
    /// anything is expanded, and the external DTD is never loaded. Expansion
    /// is bounded twice: libxml2 refuses reference loops and amplification
    /// (billion laughs), and the expanded document may be at most
    /// `maximumGrowth` times its source (plus 64 KB).
    private static func readExpandingInternalEntities(
        _ data: Data, url: String,
        maximumGrowth: Int
    ) throws(XMLParseError) -> XMLTree {
        let base = XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
        // First read with references kept, to see what the DOCTYPE declares before any is expanded.
        let inspected: xmlDocPtr
        do {
            inspected = try read(xml: data, url: url, options: Int32(base), encoding: nil)
        } catch  where error.message.localizedCaseInsensitiveContains("entit") {
            // libxml2 checks references for loops and amplification even when it does not expand them.
            throw XMLParseError(message: error.message, line: error.line, column: error.column, kind: .declaredEntities)
        }
        if let subset = inspected.pointee.intSubset, let refusal = refusedDeclaration(in: subset) {
            xmlFreeDoc(inspected)
            throw refusal
        }
        let declaresEntities = inspected.pointee.intSubset.map { $0.pointee.entities != nil } ?? false
        let document: xmlDocPtr
        if declaresEntities {
            xmlFreeDoc(inspected)
            // Only internal general entities remain, so substituting them reads nothing else.
            do {
                document = try read(xml: data, url: url, options: Int32(base | XML_PARSE_NOENT.rawValue), encoding: nil)
            } catch {
                // Well-formed with references kept, so what fails now is the expansion (a loop, amplification).
                throw XMLParseError(
                    message: error.message, line: error.line, column: error.column, kind: .declaredEntities)
            }
        } else {
            document = inspected
        }
        if let subset = document.pointee.intSubset {
            xmlUnlinkNode(UnsafeMutableRawPointer(subset).assumingMemoryBound(to: xmlNode.self))
            xmlFreeDtd(subset)
        }
        let tree = XMLTree(owning: document)
        if declaresEntities, tree.serialized().count > data.count * maximumGrowth + 65_536 {
            throw XMLParseError(
                message: "its entities expand it more than \(maximumGrowth) times", line: 1, column: 1,
                kind: .declaredEntities)
        }
        return tree
    }

    /// The first entity reference left unexpanded under `node`, in document order.
    private static func firstEntityReference(in doc: xmlDocPtr) -> xmlNodePtr? {
        var stack: [xmlNodePtr] = xmlDocGetRootElement(doc).map { [$0] } ?? []
        while let node = stack.popLast() {
            if node.pointee.type == XML_ENTITY_REF_NODE { return node }
            guard node.pointee.type == XML_ELEMENT_NODE else { continue }
            var child = node.pointee.last
            while let current = child {
                stack.append(current)
                child = current.pointee.prev
            }
        }
        return nil
    }

    /// The first declaration in an internal subset that would read outside
    /// the document: an external general entity or any parameter entity.
    private static func refusedDeclaration(in subset: xmlDtdPtr) -> XMLParseError? {
        var node = subset.pointee.children
        while let current = node {
            node = current.pointee.next
            guard current.pointee.type == XML_ENTITY_DECL else { continue }
            let entity = UnsafeMutableRawPointer(current).assumingMemoryBound(to: xmlEntity.self)
            let name = LibXML.string(entity.pointee.name) ?? ""
            let line = max(Int(xmlGetLineNo(UnsafeMutableRawPointer(subset).assumingMemoryBound(to: xmlNode.self))), 1)
            switch entity.pointee.etype {
            case XML_INTERNAL_GENERAL_ENTITY:
                continue
            case XML_INTERNAL_PARAMETER_ENTITY, XML_EXTERNAL_PARAMETER_ENTITY:
                return XMLParseError(
                    message: "its DOCTYPE declares the parameter entity '%\(name);', which is not expanded",
                    line: line, column: 1, kind: .declaredEntities)
            default:
                let system = LibXML.string(entity.pointee.SystemID).map { " (\($0))" } ?? ""
                return XMLParseError(
                    message: "its DOCTYPE declares the external entity '&\(name);'\(system), which is never fetched",
                    line: line, column: 1, kind: .declaredEntities)
            }
        }
        return nil
    }
}

extension XMLNode {
    /// This element and its subtree as XML text, without an XML declaration.
    public var xmlText: String {
        guard let buffer = xmlBufferCreate() else { return "" }
        defer { xmlBufferFree(buffer) }
        xmlNodeDump(buffer, pointer.pointee.doc, pointer, 0, 0)
        guard let content = xmlBufferContent(buffer) else { return "" }
        return String(decoding: UnsafeBufferPointer(start: content, count: Int(xmlBufferLength(buffer))), as: UTF8.self)
    }
}
