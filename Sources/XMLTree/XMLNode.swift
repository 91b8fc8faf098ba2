import CLibXML2

/// A node inside an `XMLTree`. It keeps its tree alive; the libxml2 pointer
/// stays inside this module.
public struct XMLNode: @unchecked Sendable {
    let pointer: xmlNodePtr
    public let tree: XMLTree

    init(_ pointer: xmlNodePtr, in tree: XMLTree) {
        self.pointer = pointer
        self.tree = tree
    }

    public enum Kind: Sendable { case element, text, comment, other }

    public var kind: Kind {
        switch pointer.pointee.type {
        case XML_ELEMENT_NODE: .element
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE: .text
        case XML_COMMENT_NODE: .comment
        default: .other
        }
    }

    public var isElement: Bool { kind == .element }

    /// Whether both values denote the same node of the same tree.
    public func isSame(as other: XMLNode) -> Bool { pointer == other.pointer }

    /// The local name (`h1`, `img`).
    public var name: String { LibXML.string(pointer.pointee.name) ?? "" }

    public var namespaceURI: String? {
        guard let ns = pointer.pointee.ns else { return nil }
        return LibXML.string(ns.pointee.href)
    }

    /// The line libxml2 recorded for this node (1-based, 0 if unknown).
    public var line: Int { Int(xmlGetLineNo(pointer)) }

    /// All text beneath this node.
    public var textContent: String { LibXML.takeString(xmlNodeGetContent(pointer)) ?? "" }

    /// The element holding this node (for an attribute, its element).
    public var parent: XMLNode? {
        guard let parent = pointer.pointee.parent, parent.pointee.type == XML_ELEMENT_NODE else { return nil }
        return XMLNode(parent, in: tree)
    }

    public var children: [XMLNode] {
        var result: [XMLNode] = []
        var child = pointer.pointee.children
        while let current = child {
            result.append(XMLNode(current, in: tree))
            child = current.pointee.next
        }
        return result
    }

    public var elementChildren: [XMLNode] { children.filter(\.isElement) }

    /// Every element below this one, in document order.
    public var descendants: [XMLNode] {
        var result: [XMLNode] = []
        func walk(_ node: xmlNodePtr) {
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE {
                    result.append(XMLNode(current, in: tree))
                    walk(current)
                }
                child = current.pointee.next
            }
        }
        walk(pointer)
        return result
    }

    // MARK: Attributes

    /// The first line of cmark-gfm's `data-sourcepos="line:col-line:col"`, when present.
    var attributeLine: Int? {
        guard pointer.pointee.type == XML_ELEMENT_NODE, let position = attribute("data-sourcepos") else { return nil }
        return position.split(separator: ":").first.flatMap { Int($0) }
    }

    /// The attribute with no namespace, or in `namespace`.
    public func attribute(_ name: String, namespace: String? = nil) -> String? {
        if let namespace {
            return LibXML.takeString(xmlGetNsProp(pointer, name, namespace))
        }
        return LibXML.takeString(xmlGetNoNsProp(pointer, name))
    }

    /// The attributes in document order as (namespace, name, value).
    public var attributes: [(namespace: String?, name: String, value: String)] {
        var result: [(String?, String, String)] = []
        var attribute = pointer.pointee.properties
        while let current = attribute {
            let name = LibXML.string(current.pointee.name) ?? ""
            let ns = current.pointee.ns.flatMap { LibXML.string($0.pointee.href) }
            let value = LibXML.takeString(xmlNodeListGetString(pointer.pointee.doc, current.pointee.children, 1)) ?? ""
            result.append((ns, name, value))
            attribute = current.pointee.next
        }
        return result
    }

    public func setAttribute(_ name: String, _ value: String, namespace: String? = nil, prefix: String? = nil) {
        if let namespace {
            let ns = xmlSearchNsByHref(pointer.pointee.doc, pointer, namespace)
                ?? xmlNewNs(rootOrSelf, namespace, prefix)
            xmlSetNsProp(pointer, ns, name, value)
        } else {
            xmlSetProp(pointer, name, value)
        }
    }

    public func removeAttribute(_ name: String, namespace: String? = nil) {
        if let namespace {
            if let attribute = xmlHasNsProp(pointer, name, namespace) { xmlRemoveProp(attribute) }
        } else if let attribute = xmlHasNsProp(pointer, name, nil) {
            xmlRemoveProp(attribute)
        }
    }

    private var rootOrSelf: xmlNodePtr {
        xmlDocGetRootElement(pointer.pointee.doc) ?? pointer
    }

    // MARK: Building

    /// Appends a new element in the same namespace as this one (or in `namespace`).
    @discardableResult
    public func appendElement(_ name: String, namespace: String? = nil, text: String? = nil) -> XMLNode {
        let ns = namespace.map { xmlSearchNsByHref(pointer.pointee.doc, pointer, $0) ?? xmlNewNs(pointer, $0, nil) }
            ?? pointer.pointee.ns
        let child = xmlNewDocNode(pointer.pointee.doc, ns, name, nil)!
        xmlAddChild(pointer, child)
        if let text { xmlAddChild(child, xmlNewDocText(pointer.pointee.doc, text)) }
        return XMLNode(child, in: tree)
    }

    /// Appends text; libxml2 escapes it on output.
    public func appendText(_ text: String) {
        xmlAddChild(pointer, xmlNewDocText(pointer.pointee.doc, text))
    }

    /// Declares a namespace prefix on this element.
    public func declareNamespace(_ uri: String, prefix: String) {
        if xmlSearchNs(pointer.pointee.doc, pointer, prefix) == nil {
            xmlNewNs(pointer, uri, prefix)
        }
    }

    /// Appends a deep copy of `node` (from any tree) as the last child.
    public func appendCopy(of node: XMLNode) {
        guard let copy = xmlDocCopyNode(node.pointer, pointer.pointee.doc, 1) else { return }
        xmlAddChild(pointer, copy)
        xmlReconciliateNs(pointer.pointee.doc, copy)
    }

    /// Replaces this node by a new element with `name` in the same place,
    /// moving the children across. Returns the new element.
    @discardableResult
    public func replace(withElement name: String, namespace: String? = nil) -> XMLNode {
        let ns = namespace.map { xmlSearchNsByHref(pointer.pointee.doc, pointer, $0) ?? xmlNewNs(rootOrSelf, $0, nil) }
            ?? pointer.pointee.ns
        let element = xmlNewDocNode(pointer.pointee.doc, ns, name, nil)!
        xmlAddPrevSibling(pointer, element)
        while let child = pointer.pointee.children {
            xmlUnlinkNode(child)
            xmlAddChild(element, child)
        }
        xmlUnlinkNode(pointer)
        xmlFreeNode(pointer)
        return XMLNode(element, in: tree)
    }

    /// Removes this node and everything beneath it from the tree. The value
    /// must not be used afterwards.
    public func remove() {
        xmlUnlinkNode(pointer)
        xmlFreeNode(pointer)
    }
}
