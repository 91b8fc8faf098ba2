import CLibXML2

/// A node inside an `XMLTree`. It keeps its tree alive; the libxml2 pointer
/// stays inside this module.
///
/// A node taken out of its tree (`remove()`, `replace(withElement:)`) is not
/// freed until the tree is: every copy of the value stays safe to use, as a
/// detached subtree. See `XMLTree` for the ownership rule.
public struct XMLNode: @unchecked Sendable {
    let pointer: xmlNodePtr
    public let tree: XMLTree

    init(_ pointer: xmlNodePtr, in tree: XMLTree) {
        self.pointer = pointer
        self.tree = tree
        if pointer.pointee.type == XML_ATTRIBUTE_NODE { tree.detached.noteAttributeHandle() }
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

    /// Whether this is a processing instruction (`<?xml-stylesheet …?>`): its
    /// `name` is the target, its `textContent` the rest, `setText` changes it.
    public var isProcessingInstruction: Bool { pointer.pointee.type == XML_PI_NODE }

    /// Whether both values denote the same node of the same tree.
    public func isSame(as other: XMLNode) -> Bool { pointer == other.pointer }

    /// A number that is the same for values that denote the same node (`isSame`) while its tree lives:
    /// a key for tables of nodes.
    public var identity: Int { Int(bitPattern: UnsafeRawPointer(pointer)) }

    /// The local name (`h1`, `img`).
    public var name: String { LibXML.string(pointer.pointee.name) ?? "" }

    /// Whether the local name is `name`: for walks over every element of a
    /// page, where making a String of each name would cost more than the test.
    public func hasName(_ name: String) -> Bool {
        xmlStrEqual(pointer.pointee.name, name) != 0
    }

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

    /// The child nodes of an element (an attribute's value is read with `textContent`).
    public var children: [XMLNode] {
        guard pointer.pointee.type == XML_ELEMENT_NODE else { return [] }
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
        forEachDescendant { result.append($0) }
        return result
    }

    // MARK: Attributes

    /// The first line of cmark-gfm's `data-sourcepos="line:col-line:col"`, when present.
    var attributeLine: Int? {
        guard pointer.pointee.type == XML_ELEMENT_NODE, let position = attribute("data-sourcepos") else { return nil }
        return SourcePosition(position)?.line
    }

    /// The attribute with no namespace, or in `namespace`.
    ///
    /// Found by walking the element's attributes and comparing bytes, as
    /// `xmlGetNoNsProp`/`xmlGetNsProp` do, but without first making `name` a C
    /// string: this runs for nearly every element in several passes (1 in 30
    /// of comprehensive-rust's instructions went to the conversions).
    public func attribute(_ name: String, namespace: String? = nil) -> String? {
        guard pointer.pointee.type == XML_ELEMENT_NODE else { return nil }
        var property = pointer.pointee.properties
        while let current = property {
            if LibXML.equals(current.pointee.name, name), Self.isIn(namespace, current.pointee.ns) {
                return LibXML.value(of: current)
            }
            property = current.pointee.next
        }
        return nil
    }

    /// Whether an attribute's namespace is `namespace` (nil: none).
    private static func isIn(_ namespace: String?, _ ns: xmlNsPtr?) -> Bool {
        guard let namespace else { return ns == nil }
        return ns.map { LibXML.equals($0.pointee.href, namespace) } ?? false
    }

    /// The attributes in document order as (namespace, name, value).
    public var attributes: [(namespace: String?, name: String, value: String)] {
        guard pointer.pointee.type == XML_ELEMENT_NODE else { return [] }
        var result: [(String?, String, String)] = []
        var attribute = pointer.pointee.properties
        while let current = attribute {
            let name = LibXML.string(current.pointee.name) ?? ""
            let ns = current.pointee.ns.flatMap { LibXML.string($0.pointee.href) }
            result.append((ns, name, LibXML.value(of: current)))
            attribute = current.pointee.next
        }
        return result
    }

    public func setAttribute(_ name: String, _ value: String, namespace: String? = nil, prefix: String? = nil) {
        guard pointer.pointee.type == XML_ELEMENT_NODE else { return }
        // xmlSetProp keeps an existing attribute node and replaces only its
        // value's text, which no XMLNode can point at (see `children`).
        if let namespace {
            let ns =
                xmlSearchNsByHref(pointer.pointee.doc, pointer, namespace)
                ?? xmlNewNs(rootOrSelf, namespace, prefix)
            xmlSetNsProp(pointer, ns, name, XMLCharacters.allowed(value))
        } else {
            xmlSetProp(pointer, name, XMLCharacters.allowed(value))
        }
    }

    public func removeAttribute(_ name: String, namespace: String? = nil) {
        guard let attribute = ownAttribute(name, namespace: namespace) else { return }
        if tree.detached.attributeHandlesGiven {
            xmlUnlinkNode(attribute)
            tree.detached.keep(attribute)
        } else {
            xmlRemoveProp(UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: xmlAttr.self))
        }
    }

    /// The attribute node itself, never a DTD default (xmlHasNsProp may return
    /// an attribute declaration, which must not be unlinked or freed).
    private func ownAttribute(_ name: String, namespace: String?) -> xmlNodePtr? {
        guard pointer.pointee.type == XML_ELEMENT_NODE else { return nil }
        var attribute = pointer.pointee.properties
        while let current = attribute {
            let href = current.pointee.ns.flatMap { LibXML.string($0.pointee.href) }
            if LibXML.string(current.pointee.name) == name, href == namespace {
                return UnsafeMutableRawPointer(current).assumingMemoryBound(to: xmlNode.self)
            }
            attribute = current.pointee.next
        }
        return nil
    }

    private var rootOrSelf: xmlNodePtr {
        xmlDocGetRootElement(pointer.pointee.doc) ?? pointer
    }

    // MARK: Building
    // Only elements take children: the calls below stop the program when
    // used on another kind of node, rather than corrupt the tree.

    /// Appends a new element in the same namespace as this one (or in `namespace`).
    @discardableResult
    public func appendElement(_ name: String, namespace: String? = nil, text: String? = nil) -> XMLNode {
        precondition(isElement, "appendElement(_:) on a node that is not an element")
        let ns =
            namespace.map { xmlSearchNsByHref(pointer.pointee.doc, pointer, $0) ?? xmlNewNs(pointer, $0, nil) }
            ?? pointer.pointee.ns
        let child = xmlNewDocNode(pointer.pointee.doc, ns, name, nil)!
        xmlAddChild(pointer, child)
        if let text { xmlAddChild(child, xmlNewDocText(pointer.pointee.doc, XMLCharacters.allowed(text))) }
        return XMLNode(child, in: tree)
    }

    /// Appends text; libxml2 escapes it on output. (When the last child is
    /// text, libxml2 extends that node, which stays the same node.)
    public func appendText(_ text: String) {
        precondition(isElement, "appendText(_:) on a node that is not an element")
        xmlAddChild(pointer, xmlNewDocText(pointer.pointee.doc, XMLCharacters.allowed(text)))
    }

    /// Appends an element (same namespace as this one) with one attribute,
    /// holding text given as UTF-8 bytes, which must end on a character's end.
    /// For the thousands of small spans of highlighted code, made without a
    /// String per piece, and without looking for an attribute a new element cannot have.
    @discardableResult
    public func appendElement(
        _ name: String, attribute: String, value: String, utf8Text text: UnsafeBufferPointer<UInt8>
    ) -> XMLNode {
        precondition(isElement, "appendElement(_:attribute:value:utf8Text:) on a node that is not an element")
        let child = xmlNewDocNode(pointer.pointee.doc, pointer.pointee.ns, name, nil)!
        xmlNewProp(child, attribute, value)
        xmlAddChild(child, xmlNewDocTextLen(pointer.pointee.doc, text.baseAddress, Int32(text.count)))
        xmlAddChild(pointer, child)
        return XMLNode(child, in: tree)
    }

    /// Appends text given as UTF-8 bytes that end on a character's end.
    public func appendText(utf8 text: UnsafeBufferPointer<UInt8>) {
        precondition(isElement, "appendText(utf8:) on a node that is not an element")
        xmlAddChild(pointer, xmlNewDocTextLen(pointer.pointee.doc, text.baseAddress, Int32(text.count)))
    }

    /// Inserts a new element (same namespace as this one) as the first child.
    @discardableResult
    public func prependElement(_ name: String, text: String? = nil) -> XMLNode {
        precondition(isElement, "prependElement(_:) on a node that is not an element")
        let child = xmlNewDocNode(pointer.pointee.doc, pointer.pointee.ns, name, nil)!
        if let text { xmlAddChild(child, xmlNewDocText(pointer.pointee.doc, XMLCharacters.allowed(text))) }
        if let first = pointer.pointee.children {
            xmlAddPrevSibling(first, child)  // an element: never merged
        } else {
            xmlAddChild(pointer, child)
        }
        return XMLNode(child, in: tree)
    }

    /// Replaces the text of a text node, or every child of an element by one
    /// text node. Removed children stay valid as detached nodes (a handle may hold one).
    public func setText(_ text: String) {
        switch pointer.pointee.type {
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE, XML_COMMENT_NODE, XML_PI_NODE:
            xmlNodeSetContent(pointer, XMLCharacters.allowed(text))
        case XML_ELEMENT_NODE:
            for child in children { child.remove() }
            xmlAddChild(pointer, xmlNewDocText(pointer.pointee.doc, XMLCharacters.allowed(text)))
        default:
            preconditionFailure("setText(_:) on a node that holds no text")
        }
    }

    /// The name as written, with its namespace prefix (`o:p`).
    public var qualifiedName: String {
        guard let ns = pointer.pointee.ns, let prefix = LibXML.string(ns.pointee.prefix) else { return name }
        return prefix + ":" + name
    }

    /// Puts this element and every element below it that has no namespace into `uri`, declared here as the default:
    /// an SVG drawing written without `xmlns` (which a browser's HTML parser forgives) becomes the SVG it meant.
    /// Returns how many elements moved.
    @discardableResult
    public func adoptDefaultNamespace(_ uri: String) -> Int {
        guard isElement else { return 0 }
        let ns = xmlSearchNsByHref(pointer.pointee.doc, pointer, uri) ?? xmlNewNs(pointer, uri, nil)
        var moved = 0
        var elements = [self]
        forEachDescendant { elements.append($0) }
        for element in elements where element.pointer.pointee.ns == nil {
            xmlSetNs(element.pointer, ns)
            moved += 1
        }
        return moved
    }

    /// Declares a namespace prefix on this element.
    public func declareNamespace(_ uri: String, prefix: String) {
        guard isElement else { return }
        if xmlSearchNs(pointer.pointee.doc, pointer, prefix) == nil {
            xmlNewNs(pointer, uri, prefix)
        }
    }

    /// Appends a deep copy of `node` (from any tree) as the last child; a
    /// copied attribute is set on this element.
    public func appendCopy(of node: XMLNode) {
        precondition(isElement, "appendCopy(of:) on a node that is not an element")
        switch node.pointer.pointee.type {
        case XML_ATTRIBUTE_NODE:
            // xmlAddChild would free an existing attribute of that name, which a handle may hold.
            setAttribute(
                node.name, node.textContent, namespace: node.namespaceURI,
                prefix: node.pointer.pointee.ns.flatMap { LibXML.string($0.pointee.prefix) })
        case XML_ELEMENT_NODE, XML_TEXT_NODE, XML_CDATA_SECTION_NODE, XML_COMMENT_NODE, XML_PI_NODE,
            XML_ENTITY_REF_NODE:
            guard let copy = xmlDocCopyNode(node.pointer, pointer.pointee.doc, 1) else { return }
            xmlAddChild(pointer, copy)
            xmlDOMWrapReconcileNamespaces(nil, copy, 0)
        default:
            return
        }
    }

    /// Replaces this node by a new element with `name` in the same place,
    /// moving the children across. Returns the new element. This node is
    /// left detached (and empty); replacing a detached node gives a detached element.
    @discardableResult
    public func replace(withElement name: String, namespace: String? = nil) -> XMLNode {
        precondition(pointer.pointee.type != XML_ATTRIBUTE_NODE, "replace(withElement:) on an attribute")
        let doc = pointer.pointee.doc
        let ns =
            namespace.map { xmlSearchNsByHref(doc, pointer, $0) ?? xmlNewNs(rootOrSelf, $0, nil) }
            ?? pointer.pointee.ns
        let element = xmlNewDocNode(doc, ns, name, nil)!
        // Relink the children by hand: xmlAddChild merges adjacent text
        // nodes and frees one of them, which a handle may still hold.
        if pointer.pointee.type == XML_ELEMENT_NODE, let first = pointer.pointee.children {
            element.pointee.children = first
            element.pointee.last = pointer.pointee.last
            var child: xmlNodePtr? = first
            while let current = child {
                current.pointee.parent = element
                child = current.pointee.next
            }
            pointer.pointee.children = nil
            pointer.pointee.last = nil
        }
        if pointer.pointee.parent != nil {
            xmlAddPrevSibling(pointer, element)  // an element: never merged
            xmlUnlinkNode(pointer)
            tree.detached.keep(pointer)
        } else {
            tree.detached.keep(element)
        }
        // Namespaces declared on the old node are no longer in scope for the children.
        xmlDOMWrapReconcileNamespaces(nil, element, 0)
        return XMLNode(element, in: tree)
    }

    /// Takes this node and everything beneath it out of the tree. The value
    /// stays usable as a detached subtree; it is freed with the tree.
    public func remove() {
        guard pointer.pointee.parent != nil else { return }
        xmlUnlinkNode(pointer)
        tree.detached.keep(pointer)
    }
}
