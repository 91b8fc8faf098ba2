import CLibXML2

extension XMLTree {
    /// Evaluates a namespace-aware XPath 1.0 expression and returns the nodes
    /// it selects, in document order. Prefixes used in `expression` must be in
    /// `namespaces`; an invalid expression selects nothing.
    public func select(_ expression: String, namespaces: [String: String] = [:]) -> [XMLNode] {
        guard let context = xmlXPathNewContext(doc) else { return [] }
        defer { xmlXPathFreeContext(context) }
        for (prefix, uri) in namespaces {
            xmlXPathRegisterNs(context, prefix, uri)
        }
        guard let result = xmlXPathEvalExpression(expression, context) else { return [] }
        defer { xmlXPathFreeObject(result) }
        guard let set = result.pointee.nodesetval else { return [] }
        return (0..<Int(set.pointee.nodeNr)).compactMap { index in
            set.pointee.nodeTab[index].map { XMLNode($0, in: self) }
        }
    }
}
