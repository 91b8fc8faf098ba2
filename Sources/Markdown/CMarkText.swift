import CCmarkGFM

/// The characters at the edges of a cmark text node: what the passes that look at a node's neighbours read.
enum CMarkText {
    static func lastScalar(of node: OpaquePointer) -> Unicode.Scalar? { literal(of: node)?.unicodeScalars.last }

    static func firstScalar(of node: OpaquePointer) -> Unicode.Scalar? { literal(of: node)?.unicodeScalars.first }

    /// A text node's text; nil for any other node.
    private static func literal(of node: OpaquePointer) -> String? {
        guard cmark_node_get_type(node) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(node) else {
            return nil
        }
        return String(cString: literal)
    }
}
