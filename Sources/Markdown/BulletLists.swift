import CCmarkGFM

/// pandoc's bullet lists: an item whose bullet is another character (`*`, `-`, `+`) goes on the list, where
/// CommonMark starts a new one (§5.3), so a list written `* one` / `- two` had been two lists. A blank line between
/// the two makes the joined list loose, as a blank line between items does.
enum BulletLists {
    static func join(in document: OpaquePointer) {
        // The lists first, then the joining: the iterator must not walk nodes moved or freed under it.
        var lists: [OpaquePointer] = []
        guard let iterator = cmark_iter_new(document) else { return }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                isBulletList(node), let next = cmark_node_next(node), isBulletList(next)
            else { continue }
            lists.append(node)
        }
        cmark_iter_free(iterator)
        var joined: Set<OpaquePointer> = []
        for list in lists where !joined.contains(list) {
            while let next = cmark_node_next(list), isBulletList(next) {
                if cmark_node_get_start_line(next) > textEnd(of: list) + 1 || cmark_node_get_list_tight(next) == 0 {
                    cmark_node_set_list_tight(list, 0)
                }
                while let item = cmark_node_first_child(next) {
                    cmark_node_unlink(item)
                    cmark_node_append_child(list, item)
                }
                joined.insert(next)
                cmark_node_free(next)
            }
        }
    }

    /// The last line of the list's text: its last item's last block's (a list's own end takes in a blank line after
    /// it).
    private static func textEnd(of list: OpaquePointer) -> Int32 {
        guard let item = cmark_node_last_child(list) else { return cmark_node_get_end_line(list) }
        return cmark_node_get_end_line(cmark_node_last_child(item) ?? item)
    }

    private static func isBulletList(_ node: OpaquePointer) -> Bool {
        cmark_node_get_type(node) == CMARK_NODE_LIST && cmark_node_get_list_type(node) == CMARK_BULLET_LIST
    }
}
