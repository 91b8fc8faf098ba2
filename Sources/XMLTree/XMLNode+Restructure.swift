import CLibXML2

/// Moving nodes within their tree, for repairs that restructure a page
/// (`ContentModelRepair` in EPUBBuild).
///
/// The links are set by hand: libxml2's xmlAddChild and xmlAddPrevSibling
/// merge a moved text node into a neighbouring one and free it, and an
/// `XMLNode` value may still point at it. Only nodes that are in the tree
/// move (a removed node belongs to `DetachedNodes` until the tree is freed);
/// namespaces stay in scope, since nodes move only between elements of the
/// same document whose declarations sit on the root or on the moved node.
extension XMLNode {
    /// Moves this node to stand right before `reference`.
    public func move(before reference: XMLNode) {
        precondition(
            pointer.pointee.parent != nil && reference.pointer.pointee.parent != nil, "move(before:) on a detached node"
        )
        guard pointer != reference.pointer else { return }
        xmlUnlinkNode(pointer)
        let target = reference.pointer
        pointer.pointee.parent = target.pointee.parent
        pointer.pointee.next = target
        pointer.pointee.prev = target.pointee.prev
        if let previous = target.pointee.prev {
            previous.pointee.next = pointer
        } else {
            target.pointee.parent.pointee.children = pointer
        }
        target.pointee.prev = pointer
    }

    /// Inserts a new text node right before `reference`, one of this element's children, never merged into it.
    public func insertText(_ text: String, before reference: XMLNode) {
        precondition(reference.pointer.pointee.parent == pointer, "insertText(_:before:) before a node not a child")
        let node = xmlNewDocText(pointer.pointee.doc, XMLCharacters.allowed(text))!
        let target = reference.pointer
        node.pointee.parent = pointer
        node.pointee.next = target
        node.pointee.prev = target.pointee.prev
        if let previous = target.pointee.prev { previous.pointee.next = node } else { pointer.pointee.children = node }
        target.pointee.prev = node
    }

    /// Moves this node to be the last child of `parent`.
    public func move(intoEndOf parent: XMLNode) {
        precondition(pointer.pointee.parent != nil, "move(intoEndOf:) on a detached node")
        xmlUnlinkNode(pointer)
        let target = parent.pointer
        pointer.pointee.parent = target
        pointer.pointee.next = nil
        pointer.pointee.prev = target.pointee.last
        if let last = target.pointee.last { last.pointee.next = pointer } else { target.pointee.children = pointer }
        target.pointee.last = pointer
    }

    /// A new empty element in this element's namespace, inserted right before
    /// `reference` (one of this element's children), or at the end when nil.
    public func insertElement(_ name: String, before reference: XMLNode?) -> XMLNode {
        let element = xmlNewDocNode(pointer.pointee.doc, pointer.pointee.ns, name, nil)!
        element.pointee.line = pointer.pointee.line
        // Linked at the end first (an element is never merged), then moved.
        xmlAddChild(pointer, element)
        let node = XMLNode(element, in: tree)
        if let reference { node.move(before: reference) }
        return node
    }

    /// Replaces this element by its children, in place.
    public func unwrap() {
        for child in children { child.move(before: self) }
        remove()
    }

    /// The first child node, of any kind.
    public var firstChild: XMLNode? {
        pointer.pointee.type == XML_ELEMENT_NODE ? pointer.pointee.children.map { XMLNode($0, in: tree) } : nil
    }

    /// The node after this one in its parent, of any kind.
    public var nextSibling: XMLNode? {
        pointer.pointee.next.map { XMLNode($0, in: tree) }
    }

    /// The node before this one in its parent, of any kind.
    public var previousSibling: XMLNode? {
        pointer.pointee.prev.map { XMLNode($0, in: tree) }
    }

    /// Records `line` as this element's source line (what `line` reads).
    public func setLine(_ line: Int) {
        pointer.pointee.line = UInt16(clamping: line)
    }

    /// Whether this is a text node of spaces, tabs and line breaks only.
    public var isWhitespace: Bool {
        kind == .text && textContent.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    }

    /// The line recorded for this node, or the nearest ancestor's that has one.
    public var nearestLine: Int {
        var node: XMLNode? = self
        while let current = node {
            if current.line > 0 { return current.line }
            node = current.parent
        }
        return 0
    }
}

extension XMLNode {
    /// Whether `node` is this node or lies beneath it.
    public func contains(_ node: XMLNode) -> Bool {
        var current: xmlNodePtr? = node.pointer
        while let at = current {
            if at == pointer { return true }
            current = at.pointee.parent
        }
        return false
    }
}
