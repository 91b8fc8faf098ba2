import CLibXML2

extension XMLTree {
    /// Evaluates a namespace-aware XPath 1.0 expression and returns the nodes
    /// it selects, in document order. Prefixes used in `expression` must be in
    /// `namespaces`; an invalid expression selects nothing. Only nodes of the
    /// tree are returned: the document node and namespace nodes (which libxml2
    /// copies into the result and frees with it) are left out.
    public func select(_ expression: String, namespaces: [String: String] = [:]) -> [XMLNode] {
        guard let context = xmlXPathNewContext(doc) else { return [] }
        defer { xmlXPathFreeContext(context) }
        for (prefix, uri) in namespaces {
            xmlXPathRegisterNs(context, prefix, uri)
        }
        guard let result = xmlXPathEvalExpression(expression, context) else { return [] }
        defer { xmlXPathFreeObject(result) }
        guard let set = result.pointee.nodesetval else { return [] }
        let kinds: Set<UInt32> = [
            XML_ELEMENT_NODE.rawValue, XML_ATTRIBUTE_NODE.rawValue, XML_TEXT_NODE.rawValue,
            XML_CDATA_SECTION_NODE.rawValue, XML_COMMENT_NODE.rawValue, XML_PI_NODE.rawValue,
        ]
        return (0..<Int(set.pointee.nodeNr)).compactMap { index in
            guard let node = set.pointee.nodeTab[index], kinds.contains(node.pointee.type.rawValue) else { return nil }
            return XMLNode(node, in: self)
        }
    }
}
