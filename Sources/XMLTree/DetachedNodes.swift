import CLibXML2
import Synchronization

/// The nodes an `XMLTree` has unlinked from its document but not freed,
/// because an `XMLNode` value may still point at them (see `XMLTree`).
/// They are freed together with the document.
final class DetachedNodes: Sendable {
    private struct State: ~Copyable {
        /// Addresses, since pointers are not Sendable.
        var roots: [UInt] = []
        var attributeHandlesGiven = false
    }

    private let state = Mutex(State())

    /// Takes charge of `node`, which must just have been unlinked (no parent).
    func keep(_ node: xmlNodePtr) {
        let address = UInt(bitPattern: node)
        state.withLock { $0.roots.append(address) }
    }

    /// Called whenever an `XMLNode` is made for an attribute: from then on a
    /// removed attribute may still be referred to, and is kept like a node.
    func noteAttributeHandle() {
        state.withLock { $0.attributeHandlesGiven = true }
    }

    var attributeHandlesGiven: Bool { state.withLock { $0.attributeHandlesGiven } }

    /// Frees every kept subtree that is still detached (a kept node that was
    /// later linked into another subtree is freed with that one).
    func freeAll() {
        let roots = state.withLock { state in
            let roots = state.roots
            state.roots = []
            return roots
        }
        // Decide before freeing anything, so no freed node is read.
        var seen = Set<UInt>()
        let free = roots.filter { seen.insert($0).inserted }
            .compactMap { xmlNodePtr(bitPattern: $0) }
            .filter { $0.pointee.parent == nil }
        free.forEach { xmlFreeNode($0) }
    }
}
