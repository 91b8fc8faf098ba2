import CLibXML2
import Foundation

/// The nodes an `XMLTree` has unlinked from its document but not freed,
/// because an `XMLNode` value may still point at them (see `XMLTree`).
/// They are freed together with the document.
final class DetachedNodes: @unchecked Sendable {
    private struct State {
        /// Addresses, since pointers are not Sendable.
        var roots: [UInt] = []
        var attributeHandlesGiven = false
    }

    // An NSLock (a pthread mutex) that ThreadSanitizer understands, not Synchronization.Mutex:
    // see `Locked` in EPUBBuild. Every access to `unguarded` goes through `withLock`.
    private let lock = NSLock()
    private var unguarded = State()

    private func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&unguarded)
    }

    /// Takes charge of `node`, which must just have been unlinked (no parent).
    func keep(_ node: xmlNodePtr) {
        let address = UInt(bitPattern: node)
        withLock { $0.roots.append(address) }
    }

    /// Called whenever an `XMLNode` is made for an attribute: from then on a
    /// removed attribute may still be referred to, and is kept like a node.
    func noteAttributeHandle() {
        withLock { $0.attributeHandlesGiven = true }
    }

    var attributeHandlesGiven: Bool { withLock { $0.attributeHandlesGiven } }

    /// Frees every kept subtree that is still detached (a kept node that was
    /// later linked into another subtree is freed with that one).
    func freeAll() {
        let roots = withLock { state in
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
