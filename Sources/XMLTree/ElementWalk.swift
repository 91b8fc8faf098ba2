import CLibXML2

extension XMLTree {
    /// Calls `body` with every element of the document, in document order, in
    /// one pass. Scans that want several things of a page (its ids, its links,
    /// the markup that sets manifest properties) take them all in one walk,
    /// where an XPath query each would walk the whole tree again every time.
    public func forEachElement(_ body: (XMLNode) throws -> Void) rethrows {
        guard let root = xmlDocGetRootElement(doc) else { return }
        var node: xmlNodePtr? = root
        while let current = node {
            try body(XMLNode(current, in: self))
            // Depth first without recursion: down to the first element child,
            // else along to the next sibling, else up until a sibling is found.
            if let child = Self.firstElement(from: current.pointee.children) {
                node = child
                continue
            }
            var climbing: xmlNodePtr? = current
            node = nil
            while let at = climbing, at != root {
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
