import CLibXML2

/// The one depth-first walk over elements: `XMLNode.descendants`, and the
/// single-pass scans of whole pages, both go through it.
extension XMLNode {
    /// Calls `body` with every element below this one, in document order,
    /// without building an array or recursing.
    public func forEachDescendant(_ body: (XMLNode) throws -> Void) rethrows {
        guard pointer.pointee.type == XML_ELEMENT_NODE else { return }
        var node = Self.firstElement(from: pointer.pointee.children)
        while let current = node {
            try body(XMLNode(current, in: tree))
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
