import CLibXML2

/// The one depth-first walk over elements: `XMLNode.descendants`, and the
/// single-pass scans of whole pages, both go through it.
extension XMLNode {
    /// Calls `body` with every element below this one, in document order,
    /// without building an array or recursing.
    public func forEachDescendant(_ body: (XMLNode) throws -> Void) rethrows {
        try walk { element in
            try body(element)
            return true
        }
    }

    /// The first element below this one, in document order, that passes
    /// `test`: the walk stops there.
    public func firstDescendant(where test: (XMLNode) -> Bool) -> XMLNode? {
        var found: XMLNode?
        walk { element in
            if test(element) { found = element }
            return found == nil
        }
        return found
    }

    /// Whether this is an XHTML heading, `<h1>` to `<h6>`: its name's bytes are
    /// read where they lie, for walks over whole pages.
    public var isXHTMLHeading: Bool {
        guard pointer.pointee.type == XML_ELEMENT_NODE, let name = pointer.pointee.name,
            name[0] == UInt8(ascii: "h"), (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(name[1]), name[2] == 0
        else { return false }
        return LibXML.equals(pointer.pointee.ns?.pointee.href, XMLTree.xhtmlNamespace)
    }

    /// The walk: `visit` is called with each element below this one, in
    /// document order, until it returns false.
    private func walk(_ visit: (XMLNode) throws -> Bool) rethrows {
        guard pointer.pointee.type == XML_ELEMENT_NODE else { return }
        var node = Self.firstElement(from: pointer.pointee.children)
        while let current = node {
            guard try visit(XMLNode(current, in: tree)) else { return }
            // Down to the first element child, else along to the next
            // sibling, else up until an ancestor below `self` has one.
            if let child = Self.firstElement(from: current.pointee.children) {
                node = child
                continue
            }
            var climbing: xmlNodePtr? = current
            node = nil
            while let at = climbing, at != pointer {
                if let sibling = Self.firstElement(from: at.pointee.next) {
                    node = sibling
                    break
                }
                climbing = at.pointee.parent
            }
        }
    }

    private static func firstElement(from start: xmlNodePtr?) -> xmlNodePtr? {
        var node = start
        while let current = node, current.pointee.type != XML_ELEMENT_NODE { node = current.pointee.next }
        return node
    }
}

extension XMLTree {
    /// Calls `body` with every element of the document, the root first, in
    /// document order. Scans that want several things of a page (its ids,
    /// its links, the markup that sets manifest properties) take them all in
    /// one walk, where an XPath query each would walk the whole tree again.
    public func forEachElement(_ body: (XMLNode) throws -> Void) rethrows {
        guard let root else { return }
        try body(root)
        try root.forEachDescendant(body)
    }
}
