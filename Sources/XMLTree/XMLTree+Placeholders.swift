import CLibXML2

/// Content put into a template's output after the template ran: XSLT 1.0
/// can only copy a node into its result, and a template that passes a page's
/// body to another as a parameter copies it twice (a third of Transform's
/// instructions on a book of large chapters). A template writes the
/// processing instruction `<?name?>` where the content goes instead, and the
/// build moves the nodes there.
extension XMLTree {
    /// Puts the children of `source`, an element of another tree, where this
    /// tree has the processing instruction `<?name?>`, and removes each such
    /// instruction: moved to the last one, copied to any before it. Returns
    /// how many there were. `source` is left empty: nothing may hold a node
    /// below it (an `XMLNode` made from it, or one its tree kept detached).
    @discardableResult
    public func fill(placeholdersNamed name: String, withChildrenOf source: XMLNode?) -> Int {
        let placeholders = processingInstructions(named: name)
        for (index, placeholder) in placeholders.enumerated() {
            var child = source?.pointer.pointee.children
            while let current = child {
                child = current.pointee.next
                let node: xmlNodePtr
                if index == placeholders.count - 1, let sourceDoc = source?.pointer.pointee.doc {
                    xmlUnlinkNode(current)
                    // Names and namespaces re-homed in this document (its dictionary, the declarations in scope).
                    xmlDOMWrapAdoptNode(nil, sourceDoc, current, doc, placeholder.pointee.parent, 0)
                    node = current
                } else {
                    guard let copy = xmlDocCopyNode(current, doc, 1) else { continue }
                    node = copy
                }
                Self.link(node, before: placeholder)
                // A copy declares its namespaces on itself; those the new place already has in scope go
                // (1: tree.c's XML_DOM_RECONNS_REMOVEREDUND, which no header exports).
                if node.pointee.type == XML_ELEMENT_NODE { xmlDOMWrapReconcileNamespaces(nil, node, 1) }
            }
            xmlUnlinkNode(placeholder)
            xmlFreeNode(placeholder)
        }
        return placeholders.count
    }

    /// Linked by hand: xmlAddPrevSibling would merge a text node into a neighbouring one.
    private static func link(_ node: xmlNodePtr, before target: xmlNodePtr) {
        node.pointee.parent = target.pointee.parent
        node.pointee.next = target
        node.pointee.prev = target.pointee.prev
        if let previous = target.pointee.prev {
            previous.pointee.next = node
        } else {
            target.pointee.parent.pointee.children = node
        }
        target.pointee.prev = node
    }

    /// The processing instructions named `name` below the root, in document order.
    private func processingInstructions(named name: String) -> [xmlNodePtr] {
        guard let root = xmlDocGetRootElement(doc) else { return [] }
        var found: [xmlNodePtr] = []
        var node = root.pointee.children
        while let current = node {
            if current.pointee.type == XML_PI_NODE, LibXML.equals(current.pointee.name, name) { found.append(current) }
            // Down into an element, else along, else up until an ancestor below the root has a next sibling.
            if current.pointee.type == XML_ELEMENT_NODE, let first = current.pointee.children {
                node = first
                continue
            }
            var climbing: xmlNodePtr? = current
            node = nil
            while let at = climbing, at != root {
                if let next = at.pointee.next {
                    node = next
                    break
                }
                climbing = at.pointee.parent
            }
        }
        return found
    }
}
